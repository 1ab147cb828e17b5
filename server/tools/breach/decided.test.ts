// Session 10 (decision 023): when the known facts already decide, and how much a piece of data
// weighs. First the readers of the description, then each class as verdicts with near misses that
// keep their verdict. Wording of our own, not of any blind set.
import { describe, expect, it } from "vitest";
import type { BreachBody } from "./input.js";
import { dutiesOf, factTextsOf, incidentsFrom } from "./test-incident.js";
import { actedOnWrongData, backFromBackup, genericHealthOnly, phishingAtPersons, recipientSilent } from "./weighing.js";

describe("readers of the description", () => {
  it.each([
    ["sick and accident marks", "Schichtplan mit den Vermerken «krank» und «Unfall».", true],
    ["sick-leave days", "Liste der Krankheitsabsenzen pro Monat.", true],
    ["unfit for work", "Seit Montag arbeitsunfähig gemeldet.", true],
    ["near miss: a diagnosis beside it", "Vermerk «krank (Depression)» im Plan.", false],
    ["near miss: an accident with a clinic stay", "Unfall, danach Reha in der Klinik.", false],
    ["near miss: the accident's injury named", "Vermerk «Unfall, Beinbruch» im Plan.", false],
    ["near miss: absence reasons not named", "Plan mit den Absenzgründen der Lernenden.", false],
    ["near miss: no health word at all", "Adressliste der Lernenden.", false],
  ])("generic health only: %s", (_name, text, want) => expect(genericHealthOnly(text)).toBe(want));

  it.each([
    ["requests unanswered", "Zwei Bitten um Löschung blieben unbeantwortet.", true],
    ["no reaction", "Auf unsere Löschbitte kam keine Reaktion.", true],
    ["does not answer", "Die Empfängerin antwortet auch auf Anrufe nicht.", true],
    ["near miss: the answer is awaited", "Löschbitte verschickt, Antwort ausstehend.", false],
    ["near miss: not yet answered", "Wir haben heute geschrieben, noch keine Antwort.", false],
  ])("recipient silent: %s", (_name, text, want) => expect(recipientSilent(text)).toBe(want));

  it.each([
    ["the night's state played back", "Fehler bemerkt, Stand der Nacht zurückgespielt.", true],
    ["from a tape backup", "Alle Dossiers aus dem Band-Backup vollständig wiederhergestellt.", true],
    ["corrected from the backup copy", "Werte aus der Sicherungskopie korrigiert.", true],
    ["near miss: only partly back", "Aus der Sicherung nur teilweise wiederhergestellt.", false],
    ["near miss: not played back", "Die Sicherung wurde noch nicht zurückgespielt.", false],
    ["near miss: a backup merely exists", "Eine Sicherung ist vorhanden.", false],
  ])("back from a backup: %s", (_name, text, want) => expect(backFromBackup(text)).toBe(want));

  it.each([
    ["invoices already sent", "Die falschen Rechnungen wurden bereits verschickt.", true],
    ["wrong meals served", "Zwei Kinder erhielten falsche Menüs.", true],
    ["near miss: caught before sending", "Bemerkt, bevor Rechnungen verschickt wurden.", false],
    ["near miss: nothing sent", "Es wurde nichts verschickt.", false],
  ])("acted on wrong data: %s", (_name, text, want) => expect(actedOnWrongData(text)).toBe(want));

  it.each([
    ["fake mails at members", "Erste gefälschte Mails an Mitglieder sind eingegangen.", true],
    ["customers report phishing", "Kunden melden Phishing-SMS in unserem Namen.", true],
    ["near miss: the employee was phished", "Admin per Phishing überlistet.", false],
    ["near miss: an adviser of the customers was phished", "Phishing bei der Kundenberaterin, Angreifer im CRM.", false],
    ["near miss: only feared", "Phishing an Kunden ist möglich.", false],
    ["near miss: none seen", "Bisher keine Phishing-Mails an Kunden.", false],
  ])("phishing at the persons: %s", (_name, text, want) => expect(phishingAtPersons(text)).toBe(want));
});

const base = incidentsFrom();
const duties = (over: Partial<BreachBody>) => dutiesOf(base(over));
const factTexts = (over: Partial<BreachBody>) => factTextsOf(base(over));
type Row = [string, Partial<BreachBody>, [string, string]];

describe("an integrity fault caught and put back before any effect", () => {
  const fault: Partial<BreachBody> = {
    kinds: ["integritaet"],
    categories: ["gesundheit"],
    recipient: "keiner",
    accessedByThirdParty: "nein",
    copiesExist: "nein",
    cyberAttack: false,
  };
  it.each<Row>([
    [
      "medication plans mixed up by an import, caught before the round, played back",
      { ...fault, description: "Importfehler vertauschte Medikamentenpläne; vor der Abgabe bemerkt, Stand vom Vorabend zurückgespielt." },
      ["nein", "nein"],
    ],
    [
      "near miss: two residents already got the wrong pills",
      { ...fault, description: "Medikamentenpläne vertauscht. Zwei Bewohner erhielten falsche Tabletten, danach Stand zurückgespielt." },
      ["ja", "ja"],
    ],
    [
      "near miss: an attacker altered the plans",
      { ...fault, cyberAttack: true, description: "Angreifer änderte Medikamentenpläne, Stand vom Vorabend zurückgespielt." },
      ["ja", "ja"],
    ],
    ["near miss: only partly played back", { ...fault, description: "Importfehler, Pläne nur teilweise zurückgespielt." }, ["ja", "ja"]],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));

  it("says the records were put back, not that they were merely unavailable", () => {
    const texts = factTexts({ ...fault, description: "Importfehler, vor der Abgabe bemerkt, Stand vom Vorabend zurückgespielt." }).join(
      " ",
    );
    expect(texts).toContain("wiederhergestellt oder korrigiert");
    expect(texts).not.toContain("nur nicht verfügbar");
  });
});

describe("an outage back from a backup", () => {
  const outage: Partial<BreachBody> = {
    kinds: ["verfuegbarkeit"],
    categories: ["gesundheit"],
    personsApprox: 200,
    recipient: "krimineller",
    cyberAttack: true,
    dataOutflow: "nein",
  };
  it.each<Row>([
    [
      "a practice's appointment server encrypted, back from the offline backup within hours",
      {
        ...outage,
        description: "Trojaner auf dem Terminserver, nach vier Stunden aus der Offline-Sicherung zurück, Sprechstunden liefen weiter.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: the backup lacks a week of reports",
      { ...outage, description: "Trojaner auf dem Terminserver, Sicherung unvollständig, Berichte einer Woche fehlen." },
      ["pruefen", "pruefen"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("generic absence reasons weigh like ordinary data", () => {
  const posted: Partial<BreachBody> = {
    categories: ["gesundheit", "kontakt"],
    personsApprox: 12,
    recipient: "oeffentlich",
    recipientKnowsPersons: "ja",
  };
  it.each<Row>([
    [
      "a shift plan with «krank» and «Unfall» in a public status for a day",
      { ...posted, description: "Foto des Schichtplans (12 MA, Vermerke krank/Unfall) einen Tag im öffentlichen Status." },
      ["nein", "nein"],
    ],
    [
      "near miss: the plan names a diagnosis",
      { ...posted, description: "Foto des Schichtplans (12 MA, Vermerk krank wegen Burnout) einen Tag im öffentlichen Status." },
      ["ja", "ja"],
    ],
    [
      "near miss: absence reasons of 3000 persons made public",
      { ...posted, personsApprox: 3000, description: "Absenzliste mit Vermerken krank/Unfall von 3000 Angestellten öffentlich im Netz." },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));

  it("says why", () => {
    expect(factTexts({ ...posted, description: "Schichtplan mit krank/Unfall gepostet." }).join(" ")).toContain("allgemeine Stichworte");
  });
});

describe("bank details by another name", () => {
  const copied: Partial<BreachBody> = { categories: ["kontakt", "finanz"], recipient: "krimineller", copiesExist: "ja", cyberAttack: true };
  it.each<Row>([
    [
      "account information for direct debit",
      { ...copied, description: "Abodatenbank mit Kontoinformationen für Lastschrift kopiert." },
      ["nein", "ja"],
    ],
    ["near miss: card numbers", { ...copied, description: "Abodatenbank mit Kreditkartennummern kopiert." }, ["ja", "ja"]],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("silence after a deletion request is a finding, not an open question", () => {
  const misdirected: Partial<BreachBody> = {
    categories: ["gesundheit"],
    personsApprox: 250,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
  };
  it.each<Row>([
    [
      "a list of 250 addiction therapies at a stranger who does not answer: high whoever he is",
      {
        ...misdirected,
        description: "Liste der Suchttherapien an falsche externe Adresse. Zwei Bitten um Löschung blieben unbeantwortet.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: the answer is still awaited",
      {
        ...misdirected,
        description: "Liste der Suchttherapien an falsche externe Adresse. Löschbitte heute verschickt, Antwort ausstehend.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: the older form without the question whom he knows keeps the silence open",
      {
        ...misdirected,
        recipientKnowsPersons: undefined,
        dataOutflow: undefined,
        description: "Liste der Suchttherapien an falsche externe Adresse, Empfänger unbekannt, keine Antwort.",
      },
      ["pruefen", "pruefen"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("an outflow makes no criminal without an attacker", () => {
  const letter: Partial<BreachBody> = {
    categories: ["finanz", "strafrecht_sozialhilfe", "kontakt"],
    personsApprox: 3,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    cyberAttack: false,
    description:
      "Verfügung mit Einkommen, Vermögen und Sozialhilfe an die frühere Adresse geschickt; ob jemand sie geöffnet hat, wissen wir nicht.",
  };
  it.each<Row>([
    ["whether the reader knows the household decides", { ...letter, recipientKnowsPersons: "unbekannt" }, ["pruefen", "pruefen"]],
    ["a stranger to the household", { ...letter, recipientKnowsPersons: "nein" }, ["nein", "nein"]],
    ["someone who knows the household", { ...letter, recipientKnowsPersons: "ja" }, ["ja", "ja"]],
    ["near miss: an attacker took the same data", { ...letter, cyberAttack: true, recipientKnowsPersons: "unbekannt" }, ["ja", "ja"]],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("codes work in a stranger's hands", () => {
  const wrongAddress: Partial<BreachBody> = {
    personsApprox: 30,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "nein",
  };
  it.each<Row>([
    [
      "door codes of 30 customers at a stranger",
      {
        ...wrongAddress,
        categories: ["kontakt", "zugangsdaten"],
        description: "Liste mit Adressen und Türcodes an falsche Privatadresse.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: health notes of 30 at the same stranger",
      { ...wrongAddress, categories: ["gesundheit"], description: "Liste mit Pflegenotizen an falsche Privatadresse." },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("birth dates beside bank details at criminals", () => {
  const exported: Partial<BreachBody> = {
    categories: ["kontakt", "identifikation", "finanz"],
    personsApprox: 800,
    recipient: "krimineller",
    copiesExist: "ja",
    cyberAttack: true,
  };
  it.each<Row>([
    [
      "names, birth dates and IBANs of volunteers",
      { ...exported, description: "Helferliste mit Namen, Adressen, Geburtsdaten und IBAN kopiert." },
      ["nein", "ja"],
    ],
    [
      "near miss: fake mails already reach the volunteers",
      {
        ...exported,
        description:
          "Helferliste mit Namen, Adressen, Geburtsdaten und IBAN kopiert. Erste gefälschte Spesenmails an die Helfer sind eingegangen.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: AHV numbers beside them",
      { ...exported, description: "Helferliste mit Geburtsdaten, AHV-Nummern und IBAN kopiert." },
      ["ja", "ja"],
    ],
    ["near miss: the identification data not described", { ...exported, description: "Helferliste mit IBAN kopiert." }, ["ja", "ja"]],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});
