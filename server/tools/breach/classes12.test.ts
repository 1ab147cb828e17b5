// Session 12 (decision 023): the classes of holdout-13's misses as principles, each with near misses
// that keep their verdict. Scenarios in our own words, none from a blind set.
import { describe, expect, it } from "vitest";
import type { BreachBody } from "./input.js";
import { dutiesOf, incidentsFrom } from "./test-incident.js";
import { partlyReturned, recipientBound } from "./weighing.js";

describe("the addressee the data were meant for is not their reader", () => {
  it.each([
    ["the lawyer was only meant", "Gutachten an den Arbeitgeber statt an den Anwalt geschickt.", false],
    ["the doctor was only meant, instead of", "Befund anstatt an die Hausärztin an die Nachbarin gemailt.", false],
    ["not to the notary, but to", "Testament nicht an den Notar, sondern an den Neffen geschickt.", false],
    ["in place of the practice", "Laborwerte anstelle der Arztpraxis einem Kunden zugestellt.", false],
    ["near miss: the pharmacy got it instead of the doctor", "Rezept an die Apotheke Linde statt an den Hausarzt geschickt.", true],
    ["near miss: read under professional secrecy", "Die Anwältin hat den Bericht gelesen; sie untersteht dem Berufsgeheimnis.", true],
    ["near miss: sent to another practice", "Bericht an die andere Arztpraxis im Dorf gemailt.", true],
  ])("%s", (_name, text, want) => expect(recipientBound(text)).toBe(want));

  const misdirected = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 1,
    recipient: "vertrauenswuerdig_geloescht",
    accessedByThirdParty: "ja",
    copiesExist: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "a psychiatric report read by the employer, meant for the lawyer, then destroyed",
      {
        description:
          "Psychiatrischer Bericht statt an den Rechtsvertreter an den Arbeitgeber. Er kennt den Mann, hat gelesen und vernichtet.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: read by another doctor, who deleted it",
      { description: "Psychiatrischer Bericht statt an den Hausarzt an die Arztpraxis Moser. Die Ärztin kennt ihn, hat gelöscht." },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(misdirected(over))).toEqual(want));
});

describe("identification data in misdirected post: whether the reader knows the persons does not decide", () => {
  const cards = incidentsFrom({
    categories: ["identifikation", "kontakt"],
    identificationKinds: ["name_adresse", "geburtsdatum", "ahv"],
    personsApprox: 20,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description: "Mitgliederausweise (Name, Geburtsdatum, AHV-Nummer) an veraltete Adressen verschickt, drei nicht zurückgekommen.",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    ["unknown whether the new residents know them", {}, ["nein", "nein"]],
    ["the user says the reader knows them", { recipientKnowsPersons: "ja" }, ["nein", "nein"]],
    ["near miss: a diagnosis lies beside the cards", { categories: ["identifikation", "kontakt", "gesundheit"] }, ["pruefen", "pruefen"]],
    [
      "near miss: the cards were in a stolen bag",
      { description: "Tasche mit Mitgliederausweisen (Name, Geburtsdatum, AHV-Nummer) aus dem Auto gestohlen." },
      ["ja", "ja"],
    ],
    [
      "near miss: an attacker copied them",
      { cyberAttack: true, description: "Angreifer haben die Ausweisdaten (Name, Geburtsdatum, AHV-Nummer) exfiltriert." },
      ["ja", "ja"],
    ],
    [
      "near miss: login codes are printed on the cards",
      { categories: ["identifikation", "kontakt", "zugangsdaten"], recipientKnowsPersons: "ja" },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(cards(over))).toEqual(want));

  it.each([
    ["twelve back unopened, two not", "12 ungeöffnet zurück, 2 nicht.", true],
    ["most back, three missing", "Die Briefe kamen zurück, aber drei fehlen.", true],
    ["some remain lost", "Die Karten kamen zurück, einige bleiben verschollen.", true],
    ["near miss: all back", "Alle Briefe kamen ungeöffnet zurück.", false],
    ["near miss: back without a count", "Die Sendung kam ungeöffnet zurück.", false],
  ])("a partial return: %s", (_name, text, want) => expect(partlyReturned(text.toLowerCase())).toBe(want));
});

describe("ransomware while a named log evaluation will show the outflow", () => {
  const ransomware = incidentsFrom({
    kinds: ["verfuegbarkeit", "vertraulichkeit"],
    categories: ["gesundheit", "kontakt"],
    personsApprox: 2500,
    recipient: "krimineller",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    cyberAttack: true,
    dataOutflow: "unbekannt",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "back from the backup, firewall logs being read",
      {
        description:
          "Lösegeldangriff auf das Praxissystem, aus der Sicherung zurück. Firewall-Protokolle in Auswertung, ob Daten hinausgingen.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "the provider evaluates the proxy logs",
      { description: "Verschlüsselungstrojaner auf dem Dateiserver. Der Dienstleister wertet die Proxy-Logs noch aus." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: forensics running, no record named",
      { description: "Lösegeldangriff auf das Praxissystem, aus der Sicherung zurück. Forensik läuft." },
      ["ja", "pruefen"],
    ],
    [
      "near miss: the logs show the outflow",
      {
        dataOutflow: "ja",
        copiesExist: "ja",
        description: "Lösegeldangriff, die Firewall-Protokolle zeigen 3 GB an einen fremden Server.",
      },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(ransomware(over))).toEqual(want));
});

// Round 2: the profession as the end of a compound word.
describe("a bound profession at the end of a compound", () => {
  it.each([
    ["a family doctor", "Der Befund ging an die Hausärztin einer anderen Patientin.", true],
    ["a dentist's practice", "Röntgenbilder an die Zahnarztpraxis im Nachbarort gemailt.", true],
    ["a lawyer, compound", "Vertrag an eine Rechtsanwältin in Zug geschickt.", true],
    ["a law firm", "Unterlagen an die Anwaltskanzlei der Gegenpartei gesendet.", true],
    ["a paediatrician", "Impfausweis an den falschen Kinderarzt geschickt.", true],
    ["near miss: a vet", "Befund an die Tierarztpraxis geschickt.", false],
    ["near miss: a fiduciary is bound to no professional secrecy", "Lohnausweise an die Treuhänderin des Nachbarn gemailt.", false],
    ["near miss: the doctor only meant", "Befund statt an die Hausärztin an den Arbeitgeber gemailt.", false],
    ["near miss: a doctor's report, sent to the employer", "Der Arztbericht ging an den Arbeitgeber.", false],
  ])("%s", (_name, text, want) => expect(recipientBound(text)).toBe(want));
});
