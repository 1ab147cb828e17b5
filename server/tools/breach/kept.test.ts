// Session 11 (decision 023): what a stranger keeps, a thief of a thing, and the amounts of ordinary
// bills. The readers first, then each class as verdicts with near misses that keep their verdict.
// Scenarios in our own words, none from a blind set.
import { describe, expect, it } from "vitest";
import type { BreachBody } from "./input.js";
import { ordinaryAmountsOnly, readerDisposed } from "./kept.js";
import { dutiesOf, factTextsOf, incidentsFrom } from "./test-incident.js";

describe("readers of the description", () => {
  it.each([
    ["read and destroyed", "Die Mieterin kennt ihn nicht, hat den Brief gelesen und vernichtet.", true],
    ["deleted after reading", "Er hat die Mail nach dem Lesen gelöscht.", true],
    ["shredded", "Das Paar hat die Rechnung in den Schredder gegeben.", true],
    ["near miss: not deleted", "Der Empfänger hat die Datei nicht gelöscht.", false],
    ["near miss: asked to delete", "Wir haben ihn gebeten, die Mail zu löschen, und um Bestätigung, dass sie gelöscht ist.", false],
    ["near miss: will delete", "Sie wird die Unterlagen vernichten, sobald sie zurück ist.", false],
    ["near miss: not yet deleted", "Die Kopie ist noch nicht gelöscht.", false],
    ["near miss: nothing said", "Er kennt die Frau nicht und hat den Bericht gelesen.", false],
  ])("the reader disposed of the data: %s", (_name, text, want) => expect(readerDisposed(text)).toBe(want));

  it.each([
    ["invoices", "Kontakt und offene Rechnungen der Kunden", true],
    ["utility charges", "Nebenkostenabrechnung mit Verbrauch und Betrag", true],
    ["fees", "Kursgebühren der Teilnehmenden", true],
    ["near miss: salary statements", "Lohnabrechnungen aller Angestellten", false],
    ["near miss: debt collection", "Liste säumiger Kunden für das Inkasso mit offenem Betrag", false],
    ["near miss: invoices with the IBAN", "Rechnungen mit IBAN des Kunden", false],
    ["near miss: account statements", "Kontoauszüge mit Saldo", false],
    ["near miss: no bill named", "Finanzdaten der Kunden", false],
  ])("amounts of ordinary bills only: %s", (_name, text, want) => expect(ordinaryAmountsOnly(text)).toBe(want));
});

describe("a stranger who read heikle data and keeps them is no harmless recipient", () => {
  const letter = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 1,
    recipient: "unbekannt",
    accessedByThirdParty: "ja",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "nein",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    ["read, says nothing of deleting", { description: "Therapiebericht (Depression) an Privatperson, die ihn gelesen hat." }, ["ja", "ja"]],
    [
      "whether he knows her is open: it does not decide",
      { recipientKnowsPersons: "unbekannt", description: "Therapiebericht (Depression) an Privatperson, die ihn gelesen hat." },
      ["ja", "ja"],
    ],
    [
      "near miss: he deleted it after reading",
      { description: "Therapiebericht an Privatperson, kennt sie nicht, hat ihn gelesen und gelöscht." },
      ["nein", "nein"],
    ],
    [
      "near miss: he says he made no copies",
      { copiesExist: "nein", description: "Therapiebericht an Privatperson, kennt sie nicht, keine Kopie." },
      ["nein", "nein"],
    ],
    [
      "near miss: nothing shows he opened it, and whether he knows her decides",
      { accessedByThirdParty: "unbekannt", recipientKnowsPersons: "unbekannt", description: "Therapiebericht an alte Adresse." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: everyday visit reasons weigh nothing at a stranger",
      { description: "Terminbestätigung (Impfung) an Privatperson, die sie gelesen hat." },
      ["nein", "nein"],
    ],
    [
      "near miss: a doctor's practice owes discretion",
      { description: "Therapiebericht an eine andere Arztpraxis, die ihn gelesen hat." },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(letter(over))).toEqual(want));

  it("says why: the reader stays unknown, with the proven access", () => {
    const texts = factTextsOf(letter({ description: "Therapiebericht an Privatperson, die ihn gelesen hat." }));
    expect(texts).toContain("Unbefugte hatten nachweislich Zugriff auf die Daten.");
    expect(texts).not.toContain("Die Daten gingen an einen bekannten, vertrauenswürdigen Empfänger.");
  });
});

describe("a thief of a thing is no sender of phishing", () => {
  const stolen = incidentsFrom({
    categories: ["kontakt"],
    personsApprox: 150,
    recipient: "krimineller",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "a bag with a list stolen from a car",
      { description: "Tasche mit Teilnehmerliste (Name, Adresse) aus Auto gestohlen." },
      ["nein", "nein"],
    ],
    [
      "near miss: attackers exported the list",
      { cyberAttack: true, description: "Angreifer haben die Teilnehmerliste über eine Lücke exportiert." },
      ["nein", "ja"],
    ],
    [
      "near miss: the thief demonstrably read it",
      { accessedByThirdParty: "ja", description: "Die Liste wurde gestohlen und im Quartier herumgezeigt." },
      ["nein", "ja"],
    ],
    [
      "near miss: health data in the stolen bag stay high",
      { categories: ["kontakt", "gesundheit"], description: "Tasche mit Notfallblättern (Diagnosen) aus Auto gestohlen." },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(stolen(over))).toEqual(want));
});

describe("amounts of ordinary bills weigh like contact data", () => {
  const neighbours = incidentsFrom({
    categories: ["finanz", "kontakt"],
    personsApprox: 12,
    recipient: "vertrauenswuerdig",
    accessedByThirdParty: "ja",
    copiesExist: "ja",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "utility charges of all parties to all neighbours",
      { description: "Nebenkostenabrechnungen (Verbrauch, Betrag) an alle Parteien." },
      ["nein", "nein"],
    ],
    ["invoices to another customer", { description: "Rechnungen mit Rechnungsbetrag an einen anderen Kunden." }, ["nein", "nein"]],
    ["near miss: salary statements to colleagues", { description: "Lohnabrechnungen aller Angestellten an alle." }, ["ja", "ja"]],
    ["near miss: tax statements", { description: "Steuerauszüge aller Parteien an alle verschickt." }, ["ja", "ja"]],
    [
      "near miss: an altered bill still harms",
      {
        kinds: ["integritaet"],
        recipient: "keiner",
        accessedByThirdParty: "nein",
        description: "Rechnungsbeträge in der Buchhaltung verfälscht.",
      },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(neighbours(over))).toEqual(want));

  it("a ransomware gang with contact data and invoices: no report, the warning turns on the outflow", () => {
    const attack = neighbours({
      kinds: ["verfuegbarkeit", "vertraulichkeit"],
      personsApprox: 3000,
      cyberAttack: true,
      recipient: "krimineller",
      accessedByThirdParty: "unbekannt",
      copiesExist: "unbekannt",
      dataOutflow: "unbekannt",
      recipientKnowsPersons: undefined,
      description: "Lösegeldsoftware im Kundensystem (Adresse, offene Rechnungen), aus der Sicherung zurück, Abfluss offen.",
    });
    expect(dutiesOf(attack)).toEqual(["nein", "pruefen"]);
    expect(factTextsOf(attack)).toContain(
      "Die Finanzdaten sind nur Beträge gewöhnlicher Rechnungen (z. B. Rechnung, Nebenkosten): Sie erlauben keinen Zugriff auf Geld und zeigen kein Bild der Finanzen.",
    );
  });
});
