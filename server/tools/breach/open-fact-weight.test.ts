// Session 10 round 2 (decision 023): "prüfen" only where the open fact decides under the lawyer's
// weighing. First the readers of the description, then the classes as verdicts through the decision
// table, each with near misses that keep their verdict. All wordings are our own.
import { describe, expect, it } from "vitest";
import { assessBreach } from "./assess.js";
import { normalise, type BreachBody } from "./input.js";
import { everydayHealthOnly, fixedWithoutEffect, physicalSecurityDetails, recipientBound } from "./weighing.js";

describe("readers of the description", () => {
  it.each([
    ["a letter to another doctor's practice", "Der Laborbericht ging an eine andere Arztpraxis im Ort.", true],
    ["a lawyer as recipient", "Die Vollmacht landete an einen Anwalt in Bern.", true],
    ["secrecy named", "Alle Empfängerinnen sind zur Verschwiegenheit verpflichtet.", true],
    ["professional secrecy named", "Die Empfänger unterstehen dem Berufsgeheimnis.", true],
    ["staff with access rights", "Die Liste ging an das ganze Team (Sachbearbeitende mit Zugriffsrecht).", true],
    ["staff who may see them anyway", "Die Kolleginnen dürfen diese Akten für ihre Arbeit ohnehin einsehen.", true],
    ["near miss: the practice is the sender", "Die Arztpraxis schickte den Befund an einen Nachbarn.", false],
    ["near miss: no secrecy", "Der Empfänger unterliegt keiner Schweigepflicht.", false],
    ["near miss: not bound", "Die Mitarbeitenden sind nicht zur Verschwiegenheit verpflichtet.", false],
    ["near miss: a private person", "Das Couvert ging an eine Privatperson im Nachbardorf.", false],
  ])("recipient owes discretion: %s", (_name, text, want) => expect(recipientBound(text)).toBe(want));

  it.each([
    ["vaccinations and colds", "Terminliste mit Grund: Auffrischimpfung, Erkältung, Check-up.", true],
    ["back pain and a rash", "Anlass des Besuchs: Rückenschmerzen bzw. Hautausschlag.", true],
    ["near miss: a diagnosis beside", "Impfung, daneben die Diagnose Diabetes.", false],
    ["near miss: a check after chemotherapy", "Kontrolltermin nach Chemotherapie.", false],
    ["near miss: psychotherapy", "Vorsorge und Psychotherapie-Sitzungen.", false],
    ["near miss: no health reason named", "Namen und Termine der Patienten.", false],
    ["near miss: reasons not said", "Terminliste mit dem Besuchsgrund jeder Patientin.", false],
  ])("everyday health only: %s", (_name, text, want) => expect(everydayHealthOnly(text)).toBe(want));

  it.each([
    ["a safe's place", "Das Gutachten nennt den Standort des Tresors im Keller.", true],
    ["an alarm plan", "Beigelegt war der Plan der Alarmanlage.", true],
    ["a key-safe code", "Im Mail stand der Code des Schlüsselsafes.", true],
    ["a list of valuables", "Die Inventarliste der Wertsachen ist dabei.", true],
    ["near miss: the policy only", "Police mit Prämie und Deckungssumme.", false],
    ["near miss: no safe", "Die Wohnung hat keinen Tresor, die Police nennt nur die Summe.", false],
  ])("physical security details: %s", (_name, text, want) => expect(physicalSecurityDetails(text)).toBe(want));

  it.each([
    ["fixed, no order placed", "Der Anzeigefehler ist behoben. Es kam keine Bestellung zustande.", true],
    ["fixed, visible anyway", "Die Bilder waren ohnehin sichtbar; Fehler behoben.", true],
    ["near miss: fixed, nothing said of effects", "Fehler behoben.", false],
    ["near miss: not yet fixed", "Der Fehler ist noch nicht behoben, keine Bestellung.", false],
    ["near miss: no effect, nothing fixed", "Keine Zahlung ausgelöst, Ursache wird gesucht.", false],
  ])("fixed without effect: %s", (_name, text, want) => expect(fixedWithoutEffect(text)).toBe(want));
});

const duties = (over: Partial<BreachBody>): [string | undefined, string | undefined] => {
  const input = normalise({
    title: "Vorfall",
    kinds: ["vertraulichkeit"],
    categories: ["gesundheit", "identifikation"],
    personsApprox: 8,
    encrypted: false,
    accessedByThirdParty: "ja",
    discoveredAt: "2026-11-20T08:00:00Z",
    sector: "andere",
    recipientKnowsPersons: "unbekannt",
    ...over,
  });
  const parts = assessBreach(input).parts;
  return [parts.find((p) => p.id === "edoeb")?.duty, parts.find((p) => p.id === "betroffene")?.duty];
};

describe("knowing the persons weighs only where the reader owes them no discretion", () => {
  const misdirected = { recipient: "vertrauenswuerdig" as const, copiesExist: "nein" as const };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "lab results at another practice, unknown whether it knows the patients",
      { ...misdirected, description: "Laborwerte von 8 Patienten gingen an eine andere Arztpraxis, diese hat sie zurückgeschickt." },
      ["nein", "nein"],
    ],
    [
      "even where the practice knows them",
      {
        ...misdirected,
        recipientKnowsPersons: "ja",
        description: "Laborwerte von 8 Patienten gingen an eine andere Arztpraxis, diese hat sie zurückgeschickt.",
      },
      ["nein", "nein"],
    ],
    [
      "diagnoses to the whole team, all with access rights, removed after an hour",
      {
        recipient: "vertrauenswuerdig_geloescht",
        copiesExist: "nein",
        description: "Fallliste mit Diagnosen an das ganze Team (alle mit Zugriffsrecht) statt an die Leitung. Nach einer Stunde gelöscht.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: the same list at a private person, whether he knows them decides",
      { ...misdirected, copiesExist: "unbekannt", description: "Fallliste mit Diagnosen an eine Privatperson geschickt." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: a private person who knows them",
      {
        ...misdirected,
        copiesExist: "unbekannt",
        recipientKnowsPersons: "ja",
        description: "Fallliste mit Diagnosen an eine Privatperson geschickt.",
      },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("everyday reasons to see a doctor", () => {
  const shown = { recipient: "vertrauenswuerdig" as const, copiesExist: "unbekannt" as const, personsApprox: 5 };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "appointment reasons shown to other patients, acquaintance unknown",
      { ...shown, description: "Terminbestätigungen mit Grund (Impfung, Erkältung, Rückenschmerzen) wurden anderen Patienten angezeigt." },
      ["nein", "nein"],
    ],
    [
      "even where a reader knows them",
      {
        ...shown,
        recipientKnowsPersons: "ja",
        description: "Terminbestätigungen mit Grund (Impfung, Erkältung, Rückenschmerzen) wurden anderen Patienten angezeigt.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: a diagnosis among the reasons, acquaintance decides",
      { ...shown, description: "Terminbestätigungen mit Grund (Impfung, Diagnose Epilepsie) wurden anderen Patienten angezeigt." },
      ["pruefen", "pruefen"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("details that endanger the persons' physical security", () => {
  const wrongAddress = {
    recipient: "unbekannt" as const,
    categories: ["kontakt" as const, "sonstige" as const],
    accessedByThirdParty: "unbekannt" as const,
    copiesExist: "unbekannt" as const,
    personsApprox: 2,
  };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "an alarm plan and the safe's place at a mistyped address",
      { ...wrongAddress, description: "Offerte für die Alarmanlage mit Alarmplan und Standort des Tresors an falsche Mailadresse." },
      ["ja", "ja"],
    ],
    [
      "also where the reader is a stranger to them",
      {
        ...wrongAddress,
        recipientKnowsPersons: "nein",
        description: "Offerte für die Alarmanlage mit Alarmplan und Standort des Tresors an falsche Mailadresse.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: the reader confirmed the deletion",
      {
        ...wrongAddress,
        description: "Offerte mit Alarmplan und Standort des Tresors an falsche Mailadresse. Löschung schriftlich bestätigt.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: a quote without security details at a stranger",
      { ...wrongAddress, recipientKnowsPersons: "nein", description: "Offerte für eine Hausratversicherung an falsche Mailadresse." },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("a return told with a separable verb", () => {
  const printed = {
    recipient: "vertrauenswuerdig" as const,
    categories: ["finanz" as const],
    accessedByThirdParty: "unbekannt" as const,
    copiesExist: "unbekannt" as const,
    personsApprox: 2,
  };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "two portfolio statements, the copy shop sends them back",
      { ...printed, description: "Zwei Depotauszüge im Copyshop liegen gelassen. Der Copyshop schickt sie im Couvert zurück." },
      ["nein", "nein"],
    ],
    [
      "the owner gave them back the next day, a long phrase between verb and particle",
      {
        ...printed,
        description: "Zwei Depotauszüge im Copyshop liegen gelassen. Die Inhaberin gab sie uns am nächsten Tag im Couvert zurück.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: the shop will send them back",
      { ...printed, description: "Zwei Depotauszüge im Copyshop liegen gelassen. Der Copyshop will sie im Couvert zurückschicken." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: the shop does not give them back",
      { ...printed, description: "Zwei Depotauszüge im Copyshop liegen gelassen. Der Copyshop gibt sie nicht zurück." },
      ["pruefen", "pruefen"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("an integrity fault fixed before anything was done on it", () => {
  const swapped = {
    kinds: ["integritaet" as const],
    categories: ["identifikation" as const],
    recipient: "keiner" as const,
    accessedByThirdParty: "nein" as const,
    copiesExist: "nein" as const,
    dataOutflow: "nein" as const,
    recipientKnowsPersons: undefined,
    personsApprox: 20,
  };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "avatars swapped for an hour, fixed, no order placed",
      { ...swapped, description: "Ein Update zeigte bei 20 Händlern das Logo eines anderen. Behoben, es kam keine Bestellung zustande." },
      ["nein", "nein"],
    ],
    [
      "near miss: fixed, nothing said of what was done on it",
      { ...swapped, description: "Ein Update zeigte bei 20 Händlern das Logo eines anderen. Behoben." },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});
