// Session 15 (decision 023): the classes of holdout-17's misses as principles. "Prüfen" exactly where a
// fact left open decides and a named check will settle it, a firm verdict where every answer leads to
// the same one; a finding read from the description settles only what it says. Scenarios in our own
// words, none from a blind set; each with near misses that keep their verdict.
import { describe, expect, it } from "vitest";
import { dutyCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

describe("an intruder's take, the records that show it with whoever evaluates them: the outflow decides", () => {
  const intrusion = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 4000,
    cyberAttack: true,
    recipient: "krimineller",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    accessRuledOutByLogs: "unbekannt",
    description:
      "Ein Angreifer hat sich nachts mit dem Konto einer Sachbearbeiterin in der Fallverwaltung unserer Beratungsstelle angemeldet. Welche Fälle er geöffnet hat, zeigt der Abfrageverlauf, den der Softwarelieferant auswertet.",
  });
  dutyCases(intrusion, [
    ["the query history with the vendor, being evaluated: open", {}, ["pruefen", "pruefen"]],
    [
      "administrator rights too, the history at the maker's for evaluation: still open",
      {
        description:
          "Ein Angreifer hat sich nachts mit dem Konto einer Sachbearbeiterin angemeldet und hatte Administratorrechte. Die Abfragehistorie ist beim Hersteller zur Auswertung.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: only a forensic investigation running, no records named: report now",
      {
        description:
          "Ein Angreifer hat sich nachts mit dem Konto einer Sachbearbeiterin angemeldet und hatte Administratorrechte. Die Forensik läuft.",
      },
      ["ja", "pruefen"],
    ],
    [
      "near miss: the history overwritten, no evaluation possible: report now",
      {
        description:
          "Ein Angreifer hat sich nachts mit dem Konto einer Sachbearbeiterin angemeldet und hatte Administratorrechte. Die Abfragehistorie wurde nach drei Tagen überschrieben, eine Auswertung ist nicht mehr möglich.",
      },
      ["ja", "pruefen"],
    ],
    [
      "near miss: the evaluation is done and found nothing opened",
      {
        accessRuledOutByLogs: "ja",
        dataOutflow: "nein",
        description:
          "Ein Angreifer hat sich mit dem Konto einer Sachbearbeiterin angemeldet. Die Auswertung des Abfrageverlaufs ist abgeschlossen: Er hat keinen Fall geöffnet.",
      },
      ["nein", "nein"],
    ],
  ]);

  it("names the outflow as the fact that decides", () =>
    expect(factTextsOf(intrusion({}))).toContain(
      "Ob Daten abgeflossen sind (kopiert, heruntergeladen, weitergegeben), ist nach Ihren Angaben noch offen.",
    ));
});

describe("some letters back unopened, the others' fate open: whether their readers know the persons decides", () => {
  const letters = incidentsFrom({
    categories: ["strafrecht_sozialhilfe", "kontakt"],
    personsApprox: 5,
    recipient: "vertrauenswuerdig",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description:
      "Fünf Verfügungen des Sozialdienstes gingen wegen vertauschter Couverts an Nachbarn der Klienten. Drei kamen ungeöffnet zurück, zwei sind offen.",
  });
  dutyCases(letters, [
    ["three back unopened, two open: open", {}, ["pruefen", "pruefen"]],
    [
      "the others' fate told in the next sentence",
      { description: "Fünf Verfügungen gingen an Nachbarn der Klienten. Vier kamen ungeöffnet zurück. Vom fünften wissen wir nichts." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: all five back unopened",
      {
        description:
          "Fünf Verfügungen des Sozialdienstes gingen wegen vertauschter Couverts an Nachbarn der Klienten. Alle fünf kamen ungeöffnet zurück.",
      },
      ["nein", "nein"],
    ],
    ["near miss: the readers are known not to know the persons", { recipientKnowsPersons: "nein" }, ["nein", "nein"]],
  ]);
});

describe("amounts of an ordinary bill among neighbours: no picture of anyone's finances", () => {
  const bills = incidentsFrom({
    categories: ["finanz", "kontakt"],
    personsApprox: 18,
    recipient: "vertrauenswuerdig",
    accessedByThirdParty: "ja",
    copiesExist: "ja",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
    description: "Die Heiz- und Nebenkostenabrechnung mit den Akontozahlungen aller 18 Parteien ging an jede Partei des Hauses.",
  });
  dutyCases(bills, [
    ["heating costs and advance payments: neither report nor information", {}, ["nein", "nein"]],
    [
      "bank details said not to be there",
      { description: "Die Nebenkostenabrechnung aller 18 Parteien ging an jede Partei des Hauses, Kontoverbindungen waren keine darauf." },
      ["nein", "nein"],
    ],
    [
      "near miss: rent arrears and debt collections beside them",
      {
        description:
          "Die Nebenkostenabrechnung aller 18 Parteien mit ihren Mietzinsrückständen und Betreibungen ging an jede Partei des Hauses.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: card numbers on them",
      {
        description:
          "Die Nebenkostenabrechnung aller 18 Parteien ging an jede Partei des Hauses; darauf stehen auch die Kreditkartennummern.",
      },
      ["ja", "ja"],
    ],
  ]);
});

describe("a former member of staff who got the data by mistake owes discretion beyond the job", () => {
  const plan = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 20,
    recipient: "vertrauenswuerdig_geloescht",
    accessedByThirdParty: "ja",
    copiesExist: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
    description:
      "Der Tourenplan mit Diagnosen von 20 Klienten ging an eine ehemalige Mitarbeiterin, die noch im Verteiler stand. Sie hat die Löschung bestätigt.",
  });
  dutyCases(plan, [
    ["knows the clients from her work, deleted: neither report nor information", {}, ["nein", "nein"]],
    [
      "near miss: a neighbour of several clients, deleted too: what he read stays with him",
      {
        description:
          "Der Tourenplan mit Diagnosen von 20 Klienten ging an einen Nachbarn mehrerer Klienten. Er hat die Löschung bestätigt.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: a former employee who took the plan when she left",
      {
        recipient: "unbekannt",
        description: "Eine ehemalige Mitarbeiterin hat beim Austritt den Tourenplan mit Diagnosen von 20 Klienten mitgenommen.",
      },
      ["ja", "ja"],
    ],
  ]);

  it("shows why her knowing the clients does not raise the risk", () =>
    expect(factTextsOf(plan({}))).toContain(
      "Der Empfänger kennt die Betroffenen, ist ihnen aber zur Verschwiegenheit verpflichtet (z. B. Berufsgeheimnis, auch als ehemalige Mitarbeiterin oder ehemaliger Mitarbeiter): Was er gelesen hat, gelangt nicht in ihr Umfeld.",
    ));
});

describe("heikle data at a journalist or newsroom: whether he knows the persons no longer decides", () => {
  const report = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 1,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    description:
      "Der Austrittsbericht einer Patientin ging statt an ihre Hausärztin an einen Redaktor einer Wochenzeitung. Er antwortet nicht.",
  });
  dutyCases(report, [
    ["at an editor who does not answer: report and inform", {}, ["ja", "ja"]],
    [
      "near miss: at a private person who does not answer: whether she knows the patient decides",
      { description: "Der Austrittsbericht einer Patientin ging statt an ihre Hausärztin an eine Privatperson. Sie antwortet nicht." },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: the newsroom was only the intended addressee of another mail",
      {
        description:
          "Die Medienmitteilung sollte an die Redaktion gehen, ging aber mit dem Austrittsbericht einer Patientin an eine Privatperson. Sie antwortet nicht.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "near miss: only an address at the editor",
      {
        categories: ["kontakt"],
        description: "Die Adresse einer Patientin ging an einen Redaktor einer Wochenzeitung. Er antwortet nicht.",
      },
      ["nein", "nein"],
    ],
  ]);

  it("names the recipient's trade among the facts", () =>
    expect(factTextsOf(report({}))).toContain(
      "Die Daten gingen an jemanden, der beruflich veröffentlicht (z. B. Journalist, Redaktion): Sie können alle erreichen, ob er die Betroffenen kennt oder nicht.",
    ));
});

describe("the line the labels draw: an access that no record can ever show is presumed, one a check will show is open", () => {
  const link = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 150,
    recipient: "oeffentlich",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    accessRuledOutByLogs: "nein",
    recipientKnowsPersons: "unbekannt",
    description:
      "Die Liste der Kursteilnehmenden mit ihren Allergien war zwei Wochen über einen offenen Link erreichbar. Der Speicherdienst zeichnet keine Aufrufe auf.",
  });
  dutyCases(link, [
    ["no record of the calls: the access is presumed, report and inform", {}, ["ja", "ja"]],
    [
      "the activity report requested and being evaluated: open",
      {
        accessRuledOutByLogs: "unbekannt",
        description:
          "Die Liste der Kursteilnehmenden mit ihren Allergien war zwei Wochen über einen offenen Link erreichbar. Den Aktivitätsbericht haben wir beim Speicherdienst angefordert; die Auswertung läuft.",
      },
      ["pruefen", "pruefen"],
    ],
  ]);
});

describe("wrong amounts on bills that reached only the persons themselves, corrected: no high risk", () => {
  const bills = incidentsFrom({
    kinds: ["integritaet"],
    categories: ["finanz", "identifikation"],
    identificationKinds: ["name_adresse", "kundennummer"],
    personsApprox: 2400,
    recipient: "keiner",
    accessedByThirdParty: "nein",
    copiesExist: "nein",
    dataOutflow: "nein",
    description:
      "Ein Tarifupdate hat in den Jahresrechnungen von 2400 Abonnenten den Rabatt falsch berechnet; jede Rechnung ging an die richtige Person. Die Rechnungen werden storniert und neu ausgestellt.",
  });
  dutyCases(bills, [
    ["cancelled and reissued: neither report nor information", {}, ["nein", "nein"]],
    [
      "a refund of what was paid too much announced",
      {
        description:
          "Ein Tarifupdate hat in den Jahresrechnungen von 2400 Abonnenten den Rabatt falsch berechnet, an die richtigen Personen. Zu viel Bezahltes erstatten wir mit einer Gutschrift.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: no correction, the wrong amounts stand",
      {
        description:
          "Ein Tarifupdate hat in den Jahresrechnungen von 2400 Abonnenten den Rabatt falsch berechnet, an die richtigen Personen. Eine Korrektur ist nicht möglich.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: an attacker changed the bank account on the bills",
      {
        cyberAttack: true,
        recipient: "krimineller",
        accessedByThirdParty: "ja",
        description:
          "Ein Angreifer hat auf den Jahresrechnungen die IBAN durch seine eigene ersetzt. Die Rechnungen werden neu ausgestellt.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: wrong doses in care plans, corrected",
      {
        categories: ["gesundheit"],
        identificationKinds: undefined,
        description:
          "Ein Importfehler hat die Dosierungen in den Pflegeplänen verschoben; zwei Klienten erhielten falsche Dosen. Die Pläne werden korrigiert.",
      },
      ["ja", "ja"],
    ],
  ]);

  it("says why the corrected bills weigh no more", () =>
    expect(factTextsOf(bills({}))).toContain(
      "Falsche Beträge gewöhnlicher Rechnungen gingen nur an die Betroffenen selbst und werden berichtigt: Zu viel Bezahltes wird erstattet, niemand sonst hat Daten erhalten.",
    ));
});
