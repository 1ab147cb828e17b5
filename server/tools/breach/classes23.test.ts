// Session 21 (decision 023): the classes of holdout-23's misses that were fixed. The persons' own
// employer who got their records may act on what it read, whatever it deleted: high. A fault that
// showed or sent one person's record to another person is weighed as the disclosure, not as altered
// data; health records the description says carry no diagnosis are no serious data at a known
// recipient. "Whether the worse records were among those seen" is an open question of content.
// Phishing that quotes the persons' real orders or bookings is misuse under way; the customer list of a
// shop whose range reveals a condition is heikel as such.
// Scenarios in our own words, none from a blind set; each with twins that keep their verdict.
import { describe } from "vitest";
import { rangeRevealsCondition } from "./cues.js";
import { misroutedOnly, sentToOwnEmployer } from "./signs.js";
import { misuseUnderWay } from "./weighing.js";
import { decisiveFactOpen } from "./principles.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { incidentsFrom } from "./test-incident.js";

describe("the persons' own employer got their records", () => {
  const toEmployer = incidentsFrom({
    categories: ["kontakt", "finanz", "sonstige"],
    personsApprox: 3,
    recipient: "vertrauenswuerdig_geloescht",
    copiesExist: "nein",
    accessRuledOutByLogs: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
  });
  dutyCases(toEmployer, [
    [
      "an applicant's file at the HR of her current employer, deleted: report",
      {
        title: "Bewerbungsunterlagen an den jetzigen Arbeitgeber der Bewerberin",
        description: "Dossier (Lebenslauf, Lohnwunsch) an die Personalabteilung ihres jetzigen Arbeitgebers gemailt; dort gelöscht.",
        personsApprox: 1,
      },
      ["ja", "ja"],
    ],
    [
      "a recruiter's list of three candidates who work at the recipient: report",
      {
        title: "Kandidatenliste falsch versandt",
        description:
          "Liste mit drei Kandidaten (Lohn, Kündigungsabsicht) an einen Kunden geschickt; zwei Kandidaten arbeiten dort. Gelöscht.",
      },
      ["ja", "ja"],
    ],
    [
      "a union's member list of one firm at that firm's HR, deleted: report",
      {
        title: "Mitgliederliste an Arbeitgeber",
        description: "Liste von 30 Mitgliedern der Gewerkschaft bei der Gerber AG ging an deren HR; der HR-Chef hat sie gelöscht.",
        categories: ["politik_gewerkschaft", "kontakt"],
        personsApprox: 30,
      },
      ["ja", "ja"],
    ],
    [
      "twin: payslips at the HR of another client, deleted: no report",
      {
        title: "Lohnabrechnungen an falschen Mandanten",
        description: "40 Lohnabrechnungen an die HR einer anderen Firma gemailt; Löschung schriftlich bestätigt.",
        personsApprox: 40,
        recipientKnowsPersons: "nein",
      },
      ["nein", "nein"],
    ],
    [
      "twin: a list whose fields include the employer, sent to the club's board: no report",
      {
        title: "Mitgliederliste an den Vorstand",
        description: "Mitgliederliste (Name, Adresse, inkl. Arbeitgeber) an den ganzen Vorstand statt an die Kassierin; gelöscht.",
        categories: ["kontakt"],
        personsApprox: 80,
        recipientKnowsPersons: "nein",
      },
      ["nein", "nein"],
    ],
  ]);
  readerCases(sentToOwnEmployer, [
    ["to the employer", "arztzeugnis an den arbeitgeber statt an die versicherte geschickt", true],
    ["they work there", "die zwei bewerber arbeiten dort in ungekündigter stellung", true],
    ["their HR", "liste der mitglieder bei der keller ag an deren hr gemailt", true],
    ["a former employer", "rentenentscheid an den früheren arbeitgeber geschickt", false],
    ["a departing adviser's new employer", "weitergabe an neuen arbeitgeber wird geklärt", false],
    ["the employer as a field", "liste mit 200 mitgliedern inkl. arbeitgeber verloren", false],
  ]);
});

describe("a fault that showed or sent one person's record to another person", () => {
  const swapped = incidentsFrom({
    kinds: ["vertraulichkeit", "integritaet"],
    categories: ["kontakt", "gesundheit"],
    personsApprox: 25,
    recipient: "vertrauenswuerdig",
    copiesExist: "ja",
    accessRuledOutByLogs: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
    sector: "gesundheit",
  });
  dutyCases(swapped, [
    [
      "appointment mails of a dental practice with another patient's name, no diagnosis: no report",
      {
        title: "Terminbestätigungen vertauscht",
        description:
          "Nach einem Update erhielten 25 Patienten eine Bestätigung mit Name und Termin einer anderen Person (keine Diagnosen).",
      },
      ["nein", "nein"],
    ],
    [
      "reminders of a physiotherapy with swapped names, no findings: no report",
      {
        title: "SMS mit vertauschten Namen",
        description: "Erinnerungen mit vertauschten Namen verschickt, ohne Befunde. Fehler behoben.",
        personsApprox: 12,
      },
      ["nein", "nein"],
    ],
    [
      "twin: the swapped letters name the diagnosis: report",
      {
        title: "Arztbriefe vertauscht",
        description: "18 Patienten erhielten den Arztbrief einer anderen Person mit Diagnose und Therapie.",
        personsApprox: 18,
      },
      ["ja", "ja"],
    ],
  ]);
  const portal = incidentsFrom({
    kinds: ["vertraulichkeit", "integritaet"],
    categories: ["finanz", "kontakt"],
    personsApprox: 15,
    recipient: "unbekannt",
    copiesExist: "unbekannt",
    accessRuledOutByLogs: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
  });
  dutyCases(portal, [
    [
      "a tenant portal showed a neighbour's account; whether reminders were among those seen is open: prüfen",
      {
        title: "Portal zeigte Konto eines Nachbarn",
        description:
          "Mieter sahen eine Stunde lang das Mietkonto eines Nachbarn; 15 wurden angesehen. Ob Betreibungen dabei waren, wird abgeklärt.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "a club portal showed another member's fee account; whether arrears were among them is open: prüfen",
      {
        title: "Beitragskonto eines anderen Mitglieds angezeigt",
        description:
          "Nach dem Update zeigte das Portal Mitgliedern das Beitragskonto eines anderen Mitglieds. Ob Mahnungen darunter waren, klären wir noch ab.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "twin: amounts in the accounts were changed, nothing open: altered data, report",
      {
        title: "Falsche Beträge im Mieterportal",
        description: "Nach dem Update zeigte das Portal falsche Beträge und geänderte IBAN auf den Mietkonten.",
        recipientKnowsPersons: "nein",
        accessedByThirdParty: "nein",
        dataOutflow: "nein",
        copiesExist: "nein",
        recipient: "keiner",
      },
      ["ja", "ja"],
    ],
  ]);
  readerCases(misroutedOnly, [
    ["another person's record", "kunden erhielten die rechnung einer anderen kundin", true],
    ["a neighbour's account", "mieter sahen das konto eines nachbarn", true],
    ["swapped reminders", "die erinnerungen wurden vertauscht", true],
    ["a value changed", "das portal zeigte das konto eines nachbarn mit falschen beträgen", false],
  ]);
  readerCases(
    (text) => decisiveFactOpen(text, false) === "inhalt",
    [
      ["among those seen", "ob mahnungen dabei waren, wird abgeklärt", true],
      ["among the records", "ob befunde darunter sind, ist noch offen", true],
      ["settled", "mahnungen waren keine dabei", false],
    ],
  );
});

describe("phishing that quotes the persons' real orders or bookings", () => {
  const stolenAccounts = incidentsFrom({
    categories: ["kontakt", "zugangsdaten", "sonstige"],
    personsApprox: 5200,
    cyberAttack: true,
    recipient: "krimineller",
    copiesExist: "ja",
    accessRuledOutByLogs: "nein",
    dataOutflow: "ja",
  });
  dutyCases(stolenAccounts, [
    [
      "a garden shop's accounts read out, phishing with real order numbers already sent: report",
      {
        title: "Kundenkonten ausgelesen",
        description:
          "Angreifer kopierte 5200 Kundenkonten (Kontakt, Bestellungen, bcrypt-Hashes). Kunden erhalten Phishing-Mails mit echten Bestellnummern.",
      },
      ["ja", "ja"],
    ],
    [
      "a ticket seller's bookings taken, fake mails quoting the right booking data: report",
      {
        title: "Buchungsdaten abgezogen",
        description: "Buchungsdatenbank kopiert. Gefälschte Mails mit den richtigen Buchungsnummern gehen an die Gäste.",
        personsApprox: 900,
      },
      ["ja", "ja"],
    ],
    [
      "twin: generic phishing in the shop's name, nothing from the records quoted: warn only",
      {
        title: "Kundenkonten ausgelesen",
        description: "Angreifer kopierte 5200 Kundenkonten (Kontakt, bcrypt-Hashes). Es kursieren Phishing-Mails im Namen des Shops.",
        categories: ["kontakt", "zugangsdaten"],
      },
      ["nein", "ja"],
    ],
  ]);
  readerCases(misuseUnderWay, [
    ["real order numbers", "erste phishing-mails mit echten bestellnummern", true],
    ["real invoices", "betrugsmails mit den korrekten rechnungsnummern verschickt", true],
    ["only feared", "phishing mit echten bestellnummern wäre möglich", false],
    ["generic phishing", "phishing-mails im namen der bank", false],
  ]);
});

describe("the customers of a shop whose range reveals a condition", () => {
  const openCc = incidentsFrom({
    categories: ["kontakt"],
    personsApprox: 600,
    recipient: "unbekannt",
    copiesExist: "ja",
    accessRuledOutByLogs: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "unbekannt",
  });
  dutyCases(openCc, [
    [
      "a hearing-aid shop's newsletter with all 600 addresses in CC: report",
      {
        title: "Newsletter offen im CC",
        description: "Newsletter des Hörgeräte-Versands an 600 Kundinnen und Kunden mit allen Adressen im CC.",
      },
      ["ja", "ja"],
    ],
    [
      "a diabetic-supplies shop's mailing with open recipients: report",
      {
        title: "Offener Verteiler",
        description: "Mailing unseres Onlineshops für Diabetikerbedarf ging mit offenem Verteiler an 450 Kunden.",
        personsApprox: 450,
      },
      ["ja", "ja"],
    ],
    [
      "twin: a bike shop's newsletter with open addresses: no report",
      { title: "Newsletter offen im CC", description: "Newsletter des Veloladens an 600 Kunden mit allen Adressen im CC." },
      ["nein", "nein"],
    ],
  ]);
  readerCases(rangeRevealsCondition, [
    ["stoma supplies", "kundenliste unseres shops für stoma- und inkontinenzbedarf", true],
    ["wigs", "rundmail des perücken-ateliers an alle kundinnen", true],
    ["only asked", "ob die liste rückschlüsse auf hörgeräte-kunden zulässt, wissen wir nicht", false],
    ["a bike shop", "newsletter des veloladens", false],
  ]);
});
