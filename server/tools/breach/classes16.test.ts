// Session 14 (decision 023): the classes of holdout-16's misses as principles. "Prüfen" exactly where a
// fact the form or the description leaves open decides (answered one way the risk is high, the other
// way not), and the verdict names it; a firm "ja" or "nein" where every answer leads to the same verdict.
// Scenarios and phrasings in our own words, none from a blind set; each with near misses that keep
// their verdict.
import { describe, expect, it } from "vitest";
import { assessBreach } from "./assess.js";
import { copiesDoubted, deviceHandedOn } from "./handed.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

describe("a device handed on with the data still on it: what its holder does with it decides", () => {
  readerCases(deviceHandedOn, [
    [
      "traded in at a dealer, disk not wiped",
      "Das alte Notebook gaben wir beim Händler in Zahlung, die Festplatte wurde nicht gelöscht.",
      true,
    ],
    ["returned to the lessor with the scans in memory", "Der Drucker ging zurück an die Leasingfirma, die Scans sind noch drauf.", true],
    ["near miss: stolen", "Das Notebook wurde aus dem Lager gestohlen, die Festplatte war nicht gelöscht.", false],
    ["near miss: wiped before the sale", "Das Notebook wurde verkauft, nachdem die Festplatte zertifiziert gelöscht worden war.", false],
    [
      "near miss: a sale only planned",
      "Wir wollen die alten Notebooks an einen Händler verkaufen, die Festplatten sind noch drauf.",
      false,
    ],
  ]);

  const tradedIn = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 600,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description:
      "Die Physiotherapie hat das alte Notebook mit Behandlungsberichten von rund 600 Patienten beim Händler in Zahlung gegeben, ohne die Festplatte zu löschen. Der Händler reagiert nicht auf unsere Anfragen.",
  });
  dutyCases(tradedIn, [
    ["at a silent dealer, not known whether wiped or sold on: open", {}, ["pruefen", "pruefen"]],
    [
      "the open question named in the description",
      {
        description:
          "Die Physiotherapie hat das alte Notebook beim Händler in Zahlung gegeben, ohne die Festplatte zu löschen. Ob er das Gerät schon weiterverkauft hat, wissen wir nicht.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: the dealer confirmed in writing that he wiped it unread",
      {
        description:
          "Die Physiotherapie hat das alte Notebook beim Händler in Zahlung gegeben, ohne die Festplatte zu löschen. Der Händler hat schriftlich bestätigt, die Platte ungelesen gelöscht zu haben.",
        accessedByThirdParty: "nein",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: the notebook was stolen from the practice, its thief presumed to read it",
      { description: "Das alte Notebook mit Behandlungsberichten wurde aus der Praxis gestohlen, die Festplatte war nicht verschlüsselt." },
      ["ja", "ja"],
    ],
    [
      "near miss: known to have gone on and been read by a buyer who ignores our request to delete",
      {
        accessedByThirdParty: "ja",
        description:
          "Die Physiotherapie hat das alte Notebook beim Händler in Zahlung gegeben, ohne die Festplatte zu löschen. Ein Käufer des Händlers hat die Behandlungsberichte geöffnet und reagiert nicht auf unsere Löschbitte.",
      },
      ["ja", "ja"],
    ],
    ["near miss: only an address list on it", { categories: ["kontakt"] }, ["nein", "nein"]],
    ["near miss: encrypted, the key kept apart", { encrypted: true, keySafe: "ja" }, ["nein", "nein"]],
  ]);

  it("names what the holder does with the device as the fact that decides", () => {
    const assessment = assessBreach(tradedIn({}));
    expect(factTextsOf(tradedIn({}))).toContain(
      "Was mit dem weitergegebenen Gerät und den Daten darauf geschieht (beim Empfänger gelöscht oder mit den Daten weitergegeben), ist nach Ihren Angaben offen.",
    );
    expect(JSON.stringify(assessment)).toContain("ob der Empfänger des Geräts");
  });
});

describe("a deletion whose copies the description leaves open does not settle them", () => {
  readerCases(copiesDoubted, [
    ["says deleted, will not say about copies", "Sie sagt, sie habe alles gelöscht, will aber nicht sagen, ob sie Kopien hat.", true],
    ["returned, whether copied is unknown", "Er hat den Ordner zurückgegeben, ob er vorher Kopien gemacht hat, wissen wir nicht.", true],
    ["near miss: no copies confirmed", "Sie hat alles gelöscht und bestätigt, keine Kopien gemacht zu haben.", false],
    ["near miss: the deletion itself is open", "Ob sie die Dateien gelöscht hat, ist noch offen.", false],
    [
      "near miss: we asked for the confirmation",
      "Wir haben sie gebeten, die Löschung zu bestätigen und zu sagen, ob sie Kopien hat.",
      false,
    ],
  ]);

  const leaver = incidentsFrom({
    categories: ["finanz"],
    personsApprox: 80,
    recipient: "vertrauenswuerdig_geloescht",
    accessedByThirdParty: "ja",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
    description:
      "Eine Buchhalterin hat beim Austritt die Lohnabrechnungen von 80 Mitarbeitenden auf ihr privates Laufwerk kopiert. Sie schreibt, sie habe alles gelöscht; ob sie vorher etwas weitergegeben hat, sagt sie nicht.",
  });
  dutyCases(leaver, [
    ["whether she kept copies or passed them on decides", {}, ["pruefen", "pruefen"]],
    [
      "near miss: she confirmed in writing that she kept and passed on nothing",
      {
        description:
          "Eine Buchhalterin hat beim Austritt die Lohnabrechnungen von 80 Mitarbeitenden auf ihr privates Laufwerk kopiert. Sie hat alles gelöscht und schriftlich bestätigt, weder Kopien behalten noch etwas weitergegeben zu haben.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: a plain confirmed deletion; the form's copies 'unbekannt' alone is no doubt",
      { description: "Eine Buchhalterin hat Lohnabrechnungen auf ihr privates Laufwerk kopiert. Sie hat die Löschung bestätigt." },
      ["nein", "nein"],
    ],
    ["near miss: only an address list, which a known circle does not misuse", { categories: ["kontakt"] }, ["nein", "nein"]],
    ["near miss: the user knows copies exist", { copiesExist: "ja", recipient: "vertrauenswuerdig" }, ["ja", "ja"]],
  ]);

  it("names the copies as the fact that decides", () =>
    expect(factTextsOf(leaver({}))).toContain(
      "Ob der Empfänger vor seiner Löschung Kopien behalten oder die Daten weitergegeben hat, ist nach Ihrer Beschreibung offen.",
    ));
});
