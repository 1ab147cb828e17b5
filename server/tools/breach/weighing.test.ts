// Session 9 round 2 (decision 023): the lawyer's weighing of harm. First the readers of the
// description, then the five classes as verdicts, each with near misses that keep their verdict.
import { describe, expect, it } from "vitest";
import type { BreachBody } from "./input.js";
import { dutiesOf, factTextsOf, incidentsFrom } from "./test-incident.js";
import { detailedFinance, misuseUnderWay, internalIdentifiersOnly, partlyReturned, readersKnowPerson } from "./weighing.js";

describe("readers of the description", () => {
  it.each([
    ["customers paid", "Betrüger haben Kunden angeschrieben, vier haben bereits bezahlt.", true],
    ["a loss in francs", "Zwei Mitglieder haben zusammen 1200 Franken verloren.", true],
    ["fraudulent orders", "Es gingen betrügerische Bestellungen auf Rechnung ein.", true],
    ["extorted patients", "Mehrere Patientinnen werden seit gestern erpresst.", true],
    ["a loan in their name", "Auf ihren Namen wurden zwei Kleinkredite aufgenommen.", true],
    ["an offender and a loss", "Die Betrüger haben von drei Konten Geld abgebucht.", true],
    ["near miss: a loss without an offender", "Der Jahresbeitrag wurde doppelt abgebucht.", false],
    ["guests lost money", "Die Gäste verloren zusammen rund 3000 Franken.", true],
    ["fraud cases known", "Es sind bereits zwei Betrugsfälle bekannt.", true],
    ["near miss: no fraud case known", "Bisher ist kein Betrugsfall bekannt.", false],
    ["near miss: a lost device found by strangers", "Laptop verloren, Unbekannte haben ihn gefunden.", false],
    ["near miss: damage to the office", "Beim Einbruch entstand ein Sachschaden von CHF 2000.", false],
    ["near miss: phishing mails in circulation", "Gefälschte Mahnungen an Kunden im Umlauf.", false],
    ["near miss: a risk, not a finding", "Betrug ist nicht auszuschliessen, Kunden könnten bezahlen.", false],
    ["near miss: no sign of misuse", "Bisher keine Hinweise, dass jemand bezahlt hat.", false],
    ["near miss: the company pays the ransom", "Lösegeldforderung an uns, wir haben nichts bezahlt.", false],
    ["near miss: phishing of an employee", "Phishing beim Mitarbeiter, Passwort abgegriffen.", false],
  ])("misuse under way: %s", (_name, text, want) => expect(misuseUnderWay(text)).toBe(want));

  it.each([
    ["staff numbers", "Namen, Personalnummern und Abteilungen", true],
    ["staff IDs", "Namen und Mitarbeiter-ID", true],
    ["a course's status", "Liste mit Kursstand der Lernenden", true],
    ["near miss: AHV numbers", "Namen, Abteilung und AHV-Nummern", false],
    ["near miss: passport copies", "Passkopien der Teilnehmenden", false],
    ["near miss: customer numbers", "Name und Kundennummer", false],
    ["near miss: nothing said about the identifiers", "Kundendaten abgezogen", false],
  ])("internal identifiers only: %s", (_name, text, want) => expect(internalIdentifiersOnly(text)).toBe(want));

  it.each([
    ["the other parents", "Das Protokoll ging an alle Eltern der Klasse.", true],
    ["a neighbour", "Der Brief landete beim Nachbarn.", true],
    ["the same village", "Die Empfängerin wohnt im gleichen Dorf.", true],
    ["colleagues", "Die Notiz ging an die übrigen Teammitglieder.", true],
    ["the class chat", "Der Bericht landete im Klassenchat.", true],
    ["near miss: a stranger", "Die Empfängerin ist uns und der Familie unbekannt.", false],
    ["near miss: they do not know her", "Die Eltern der anderen Gruppe kennen das Kind nicht.", false],
  ])("readers know the person: %s", (_name, text, want) => expect(readersKnowPerson(text)).toBe(want));

  it.each([
    ["holdings", "Vermögensaufstellung mit allen Positionen", true],
    ["salaries", "Lohnliste des Betriebs", true],
    ["debts", "Budget mit Schulden und Betreibungen", true],
    ["near miss: bank details", "Name, Adresse und IBAN", false],
    ["near miss: one invoice amount", "Rechnung über 80 Franken", false],
  ])("detailed finance: %s", (_name, text, want) => expect(detailedFinance(text)).toBe(want));

  it.each([
    ["some returned", "Zwölf haben die Briefe zurückgeschickt, die übrigen nicht.", true],
    ["a count of the total", "Bisher 5 von 40 Löschungen bestätigt.", true],
    ["the rest open", "7 zurück, Rest ungeklärt.", true],
    ["near miss: all returned", "Alle Briefe wurden zurückgeschickt.", false],
    ["near miss: one letter returned", "Der Nachbar hat den Brief zurückgebracht.", false],
  ])("partly returned: %s", (_name, text, want) => expect(partlyReturned(text)).toBe(want));
});

const base = incidentsFrom();
const duties = (over: Partial<BreachBody>) => dutiesOf(base(over));
const factTexts = (over: Partial<BreachBody>) => factTextsOf(base(over));

describe("class 1: misuse already under way", () => {
  const mailbox = { recipient: "krimineller" as const, copiesExist: "ja" as const, cyberAttack: true };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "contact data used for a fake payment request that customers paid",
      { ...mailbox, description: "Shop-Konto übernommen, Täter verlangen per Mail eine Nachzahlung, drei Kunden haben bezahlt." },
      ["ja", "ja"],
    ],
    [
      "members extorted with their own data",
      { ...mailbox, personsApprox: 40, description: "Mitgliederdaten gestohlen. Einzelne Mitglieder werden per SMS erpresst." },
      ["ja", "ja"],
    ],
    [
      "near miss: the same list, no misuse seen yet",
      { ...mailbox, description: "Shop-Konto übernommen, Kundenliste kopiert. Bisher keine Hinweise auf Missbrauch." },
      ["nein", "ja"],
    ],
    [
      "near miss: misuse only feared",
      { ...mailbox, description: "Kundenliste kopiert, Betrugsversuche könnten folgen, falls jemand bezahlt." },
      ["nein", "ja"],
    ],
    [
      "near miss: logs show nobody got at the data",
      {
        recipient: "unbekannt",
        accessedByThirdParty: "unbekannt",
        accessRuledOutByLogs: "ja",
        description: "Gefälschte Rechnungen im Umlauf, zwei Kunden haben bezahlt; unsere Daten waren laut Logs nicht betroffen.",
      },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));

  it("says why", () => {
    expect(factTexts({ ...mailbox, description: "Vier Kunden haben bereits bezahlt." }).join(" ")).toContain("bereits missbraucht");
  });
});

describe("class 2: low-sensitivity data, even in criminal hands", () => {
  const theft = { recipient: "krimineller" as const, copiesExist: "ja" as const, cyberAttack: true, personsApprox: 900 };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "names, staff numbers and course status exported by an attacker",
      {
        ...theft,
        categories: ["identifikation", "sonstige"],
        description: "Kursplattform gehackt, Liste mit Namen, Personalnummern und Kursstand der Lernenden kopiert.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: AHV numbers beside the names",
      { ...theft, categories: ["identifikation", "sonstige"], description: "Kursplattform gehackt, Namen und AHV-Nummern kopiert." },
      ["ja", "ja"],
    ],
    [
      "near miss: with e-mail addresses, a phishing warning",
      {
        ...theft,
        categories: ["identifikation", "kontakt"],
        description: "Kursplattform gehackt, Namen, E-Mail und Personalnummern kopiert.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: health data beside the staff numbers",
      {
        ...theft,
        categories: ["identifikation", "gesundheit"],
        description: "Kursplattform gehackt, Personalnummern mit Absenzgründen kopiert.",
      },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("class 3: ordinary contact data made public", () => {
  const online = { recipient: "oeffentlich" as const, accessedByThirdParty: "unbekannt" as const, personsApprox: 90 };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "a choir's list with addresses and birth dates in an online newsletter",
      {
        ...online,
        categories: ["kontakt", "identifikation"],
        description: "Newsletter-PDF online mit Chorliste (Adresse, Tel., Geb.-Datum).",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: passport copies made public",
      { ...online, categories: ["kontakt", "identifikation"], description: "Ordner mit Passkopien der Sänger online." },
      ["ja", "ja"],
    ],
    [
      "near miss: sensitive data made public",
      { ...online, categories: ["kontakt", "gesundheit"], description: "Liste mit Adressen und Allergien der Lagerkinder online." },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("class 4: stigmatising data read by people who know the person", () => {
  const group = { recipient: "vertrauenswuerdig" as const, personsApprox: 2, copiesExist: "unbekannt" as const };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "a pupil's ADHD assessment mailed to all parents of the class, unknown who opened it",
      {
        ...group,
        categories: ["gesundheit"],
        accessedByThirdParty: "unbekannt",
        description: "Abklärungsbericht (ADHS) eines Schülers ging per Mail an alle Eltern der Klasse.",
      },
      ["ja", "ja"],
    ],
    [
      "a child-protection note read by the neighbours",
      {
        ...group,
        categories: ["gesundheit"],
        description: "Notiz zur Gefährdungsmeldung an die KESB lag im Briefkasten der Nachbarn, sie haben sie gelesen.",
      },
      ["ja", "ja"],
    ],
    [
      // Session 16: with the reading still unknown, whether this known recipient read it decides (classes18.test.ts).
      "the form's answer counts as well",
      {
        ...group,
        categories: ["gesundheit"],
        accessedByThirdParty: "ja",
        recipientKnowsPersons: "ja",
        description: "Abklärungsbericht ging an eine falsche Adresse.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: an ordinary diagnosis to the other parents",
      {
        ...group,
        categories: ["gesundheit"],
        accessedByThirdParty: "unbekannt",
        description: "Arztzeugnis (Armbruch) eines Schülers ging an alle Eltern der Klasse.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: the ADHD assessment to a stranger who deleted it",
      {
        ...group,
        categories: ["gesundheit"],
        description: "Abklärungsbericht (ADHS) an eine fremde Person in einem anderen Kanton, Löschung bestätigt.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: the form says the reader does not know the family",
      {
        ...group,
        categories: ["gesundheit"],
        accessedByThirdParty: "unbekannt",
        recipientKnowsPersons: "nein",
        description: "Abklärungsbericht (ADHS) ging an alle Eltern der Klasse.",
      },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});

describe("class 5: detailed financial data, not returned", () => {
  const mixup = {
    recipient: "vertrauenswuerdig" as const,
    categories: ["kontakt" as const, "finanz" as const],
    personsApprox: 25,
    copiesExist: "unbekannt" as const,
  };
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "wealth statements swapped, most recipients silent",
      { ...mixup, description: "Vermögensausweise von 25 Kunden vertauscht verschickt. 4 zurück, die übrigen haben nicht reagiert." },
      ["ja", "ja"],
    ],
    [
      "salary slips to other employees, none returned",
      { ...mixup, description: "Lohnabrechnungen gingen an jeweils eine andere Mitarbeiterin." },
      ["ja", "ja"],
    ],
    [
      "tax statements to other customers, unknown who opened them",
      { ...mixup, accessedByThirdParty: "unbekannt", description: "Steuerauszüge von 25 Kunden an jeweils andere Kunden verschickt." },
      ["ja", "ja"],
    ],
    [
      "near miss: the letters came back unopened",
      {
        ...mixup,
        accessedByThirdParty: "nein",
        copiesExist: "nein",
        description: "Steuerauszüge an andere Kunden verschickt, alle ungeöffnet zurückgekommen.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: every statement came back",
      { ...mixup, description: "Vermögensausweise vertauscht verschickt, alle wurden zurückgeschickt." },
      ["nein", "nein"],
    ],
    [
      "near miss: one statement, returned at the counter",
      { ...mixup, personsApprox: 1, description: "Kontoauszug im falschen Couvert, die Empfängerin hat ihn zurückgebracht." },
      ["nein", "nein"],
    ],
    [
      "near miss: bank details only",
      { ...mixup, description: "Einzahlungsscheine mit Name und IBAN vertauscht verschickt." },
      ["nein", "nein"],
    ],
    [
      "near miss: a deletion still awaited decides, as round 6 says",
      { ...mixup, description: "Vermögensausweise vertauscht verschickt, Löschbestätigungen stehen noch aus." },
      ["pruefen", "pruefen"],
    ],
  ])("%s", (_name, over, want) => expect(duties(over)).toEqual(want));
});
