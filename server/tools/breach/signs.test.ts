// Session 11 round 2 (decision 023): a finder or thief of a thing, no sign of an outflow yet, a phished
// staff login, and whether a reader passed the data on. The readers first (synonyms, negations,
// passive voice, Swiss German), then each class as verdicts with near misses that keep their verdict.
// Scenarios in our own words, none from a blind set.
import { describe, expect, it } from "vitest";
import type { BreachBody } from "./input.js";
import { decisiveFactOpen } from "./principles.js";
import { lostOrTakenThing, noSignOfOutflow, onlyStaffLoginPhished } from "./signs.js";
import { dutiesOf, factTextsOf, incidentsFrom } from "./test-incident.js";

describe("readers of the description", () => {
  it.each([
    ["left behind in a train", "Der Ordner wurde im Regionalzug liegen gelassen.", true],
    ["forgotten at a place", "Tasche mit Akten auf der Parkbank vergessen.", true],
    ["lost, passive", "Das Tablet ist auf dem Heimweg verloren gegangen.", true],
    ["went missing", "Die Kartei ist seit Montag abhandengekommen.", true],
    ["taken from a car", "Aus dem Auto wurde der Rucksack entwendet.", true],
    ["Swiss German", "S'Heft isch im Tram liegeloh worde und verlore.", true],
    ["Swiss German, stolen", "Em Trainer isch d'Mappe gstohle worde.", true],
    ["near miss: a letter to the wrong address", "Der Brief wurde an die falsche Adresse verschickt.", false],
    ["near miss: a forgotten BCC", "Beim Versand der Mail wurde vergessen, BCC zu setzen.", false],
    ["near miss: a forgotten password", "Die Mitarbeiterin hat ihr Passwort vergessen.", false],
    ["near miss: nothing lost", "Die Mappe lag die ganze Zeit im Büro.", false],
  ])("a thing left behind, lost or stolen: %s", (_name, text, want) => expect(lostOrTakenThing(text)).toBe(want));

  it.each([
    ["no indications", "Bisher keine Hinweise auf einen Abfluss von Daten.", true],
    ["no signs, passive", "Ein Datenabfluss wurde bis jetzt nicht festgestellt.", true],
    ["nothing points to it", "Nichts deutet darauf hin, dass Daten abgezogen wurden.", true],
    ["a claim without signs", "Die Täter behaupten, sie hätten Daten, keine Belege dafür.", true],
    ["with the hedge", "Keine Anzeichen für Exfiltration, ausgeschlossen ist sie aber nicht.", true],
    ["Swiss German", "Bis jetzt kei Hiiwis, dass öppis abgflosse isch, de Abfluss isch offe.", true],
    ["near miss: signs found", "Es gibt Hinweise auf einen Abfluss von Daten.", false],
    ["near miss: outflow confirmed", "Keine Zweifel mehr: Der Abfluss ist bestätigt.", false],
    ["near miss: no sign of anything else", "Keine Hinweise auf weitere betroffene Systeme.", false],
    ["near miss: copied, and no sign of more", "Daten wurden kopiert. Keine Hinweise auf weitere Systeme.", false],
    [
      "near miss: data on a leak site",
      "Keine Hinweise auf weitere Opfer, die Daten wurden aber kopiert und im Darknet veröffentlicht.",
      false,
    ],
  ])("no sign of an outflow so far: %s", (_name, text, want) => expect(noSignOfOutflow(text)).toBe(want));

  it.each([
    ["a phished mailbox", "Postfach der Buchhaltung gephisht, darin Kundenliste.", true],
    ["typed on a fake page", "Der Sachbearbeiter hat sein Passwort auf einer gefälschten Seite eingegeben.", true],
    ["credentials grabbed", "Zugangsdaten einer Mitarbeiterin abgegriffen, Postfach durchsucht.", true],
    ["near miss: the customers' logins", "Mitarbeiterin gephisht; Angreifer sahen die Logins der Kunden.", false],
    ["near miss: passwords of users", "Phishing auf das Postfach des Supports, Passwörter der Nutzer im Anhang.", false],
    ["near miss: e-banking codes grabbed", "Skript greift E-Banking-Codes ab.", false],
    ["near miss: phishing mails at customers", "Kunden erhalten Phishing-Mails.", false],
  ])("only a staff login was phished: %s", (_name, text, want) => expect(onlyStaffLoginPhished(text)).toBe(want));

  it.each([
    ["passing on to a new employer", "Weitergabe an die neue Arbeitgeberin: wird abgeklärt.", "loeschung"],
    ["forwarded, open", "Ob er die Datei weitergeleitet hat, ist offen.", "loeschung"],
    ["landed at a competitor", "Noch unklar, ob die Liste bei der Konkurrenz gelandet ist.", "loeschung"],
    ["near miss: passed on, not open", "Er hat die Liste der Konkurrenz weitergegeben.", null],
    ["near miss: an attacker's take", "Ob die Angreifer Daten weitergegeben haben, ist unklar.", null],
  ])("whether a reader passed the data on is open: %s", (_name, text, want) => expect(decisiveFactOpen(text, false)).toBe(want));
});

describe("a finder or thief of a thing is no harmless stranger", () => {
  const lost = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 12,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "a diary with psychiatric notes left in a tram",
      { description: "Agenda mit Notizen zu psychiatrischen Behandlungen im Tram liegen gelassen." },
      ["ja", "ja"],
    ],
    [
      "the user answers that the finder is a stranger: he cannot know",
      { recipientKnowsPersons: "nein", description: "Agenda mit Therapienotizen im Zug verloren, niemand hat sie abgegeben." },
      ["ja", "ja"],
    ],
    ["stolen from a car", { description: "Mappe mit Abklärungsberichten (Sucht) aus dem Auto gestohlen." }, ["ja", "ja"]],
    [
      "near miss: the finder, a stranger to them, handed it in",
      { recipientKnowsPersons: "nein", description: "Agenda mit Therapienotizen im Zug vergessen, der Finder hat sie zurückgebracht." },
      ["nein", "nein"],
    ],
    [
      "near miss: a letter to an old address, whether the reader knows them decides",
      { description: "Brief mit Therapiebericht an alte Adresse verschickt." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: a letter to a stranger who did not open it",
      { recipientKnowsPersons: "nein", description: "Brief mit Therapiebericht an falsche Adresse verschickt, ungeöffnet." },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(lost(over))).toEqual(want));
});

describe("an attacker who held the system, with no sign of an outflow yet", () => {
  const ransomware = incidentsFrom({
    kinds: ["verfuegbarkeit", "vertraulichkeit"],
    categories: ["gesundheit", "kontakt"],
    personsApprox: 4000,
    recipient: "krimineller",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    cyberAttack: true,
    dataOutflow: "unbekannt",
    accessRuledOutByLogs: "unbekannt",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "ransomware, back from the backup, no signs so far",
      {
        description:
          "Ransomware auf dem Praxisserver, nach einem Tag aus der Sicherung zurück. Bisher keine Anzeichen für einen Abfluss, Auswertung läuft.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "the extortioners claim to hold data, nothing shows it",
      { description: "Lösegeldforderung, die Täter behaupten, sie hätten Daten kopiert; nichts deutet bisher darauf hin." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: nothing said about an outflow, the report is due now",
      { description: "Ransomware auf dem Praxisserver, forensische Untersuchung läuft." },
      ["ja", "pruefen"],
    ],
    [
      "near miss: the outflow is confirmed",
      { dataOutflow: "ja", description: "Ransomware auf dem Praxisserver, keine Hinweise auf weitere Systeme, Daten kopiert." },
      ["ja", "ja"],
    ],
    [
      "near miss: the logs rule it out",
      { dataOutflow: "nein", accessRuledOutByLogs: "ja", description: "Ransomware, keine Hinweise auf einen Abfluss, Logs ausgewertet." },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(ransomware(over))).toEqual(want));

  it("names the outflow as what decides, and a confirmed one as a report", () => {
    const assessment = ransomware({ description: "Ransomware, zurück aus dem Backup, keine Hinweise auf einen Abfluss." });
    const texts = factTextsOf(assessment);
    expect(texts[0]).toBe("Ob Daten abgeflossen sind (kopiert, heruntergeladen, weitergegeben), ist nach Ihren Angaben noch offen.");
    expect(texts.join(" ")).not.toContain("Die Angreifer kontrollierten das System");
  });
});

describe("a phished staff login is the way in, not the persons' credentials", () => {
  const mailbox = incidentsFrom({
    categories: ["kontakt", "zugangsdaten"],
    personsApprox: 80,
    recipient: "krimineller",
    accessedByThirdParty: "ja",
    cyberAttack: true,
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    // The warning stays (round 3): criminals were in the mailbox that held the list.
    [
      "names and e-mail addresses in a phished mailbox",
      { description: "Postfach des Sekretariats gephisht, darin Adressliste der Kursteilnehmenden." },
      ["nein", "ja"],
    ],
    [
      "passive, typed on a fake page",
      { description: "Von der Assistentin wurde das Passwort auf einer gefälschten Anmeldeseite eingegeben; Adressliste im Postfach." },
      ["nein", "ja"],
    ],
    [
      "near miss: the customers' passwords were in the mailbox",
      { description: "Postfach des Supports gephisht, darin eine Liste mit Passwörtern der Kunden." },
      ["ja", "ja"],
    ],
    [
      "near miss: no phishing named, the credentials are the persons'",
      { description: "Angreifer im Kundenportal, Zugangsdaten abgezogen." },
      ["ja", "ja"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(mailbox(over))).toEqual(want));
});

describe("whether a reader passed the data on is open", () => {
  const taken = incidentsFrom({
    categories: ["finanz", "kontakt"],
    personsApprox: 90,
    recipient: "unbekannt",
    accessedByThirdParty: "ja",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
  });
  it.each<[string, Partial<BreachBody>, [string, string]]>([
    [
      "a leaving employee mailed portfolios home, passing on is being clarified",
      {
        description:
          "Austretende Mitarbeiterin schickt Depotwerte ihrer Kunden an private Adresse. Weitergabe an neue Arbeitgeberin wird abgeklärt.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: she passed them on",
      { description: "Austretende Mitarbeiterin schickt Depotwerte ihrer Kunden an private Adresse und gab sie der Konkurrenz weiter." },
      ["ja", "ja"],
    ],
    [
      "near miss: deletion confirmed",
      { description: "Austretende Mitarbeiterin schickt Depotwerte an private Adresse; Löschung schriftlich bestätigt." },
      ["nein", "nein"],
    ],
  ])("%s", (_name, over, want) => expect(dutiesOf(taken(over))).toEqual(want));

  it("a public figure is informed while it is open", () => {
    const celebrity = taken({
      categories: ["gesundheit"],
      personsApprox: 1,
      recipientKnowsPersons: undefined,
      description: "Ein Pfleger hat das Dossier einer bekannten Sängerin eingesehen. Ob er es weitergeleitet hat, ist offen.",
    });
    expect(dutiesOf(celebrity)).toEqual(["pruefen", "ja"]);
  });
});
