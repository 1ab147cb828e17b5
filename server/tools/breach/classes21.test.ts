// Session 19 (decision 023): the classes of holdout-21's misses that were fixed. Which known facts bring
// the risk below "high" although a reader who knows the person saw health data: the data say little
// about a condition (a record without a diagnosis, an allergy), or the reader is a health practice bound
// by the professional secrecy. And two open middles: a "no sign of an outflow" drawn from records that do
// not cover the attack settles nothing (report now), and a hedge on which records were on a lost thing
// leaves its content open ("prüfen"). Scenarios in our own words, none from a blind set; each with twins
// whose fact weighs or is known and that keep "ja".
import { describe, expect, it } from "vitest";
import { decisiveFactOpen } from "./principles.js";
import { recordsFallShort } from "./signs.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";
import { everydayHealthOnly, recipientBound } from "./weighing.js";

describe("health data that say little about a condition, read by someone who knows the person", () => {
  const misdirected = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 1,
    recipient: "vertrauenswuerdig_geloescht",
    accessedByThirdParty: "ja",
    copiesExist: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
    description:
      "Die Rechnung einer Patientin (Konsultation und Blutentnahme, keine Diagnose) lag im Couvert ihres Nachbarn. Er hat sie geöffnet und uns am nächsten Tag zurückgebracht.",
  });
  dutyCases(misdirected, [
    ["a bill without a diagnosis, returned: no report, no information", {}, ["nein", "nein"]],
    [
      "an insurer's statement 'ohne Diagnoseangaben' at a colleague who deleted it: the same",
      {
        description:
          "Leistungsübersicht eines Versicherten ohne Diagnoseangaben per Mail an einen Arbeitskollegen von ihm geschickt; er hat sie gelöscht und das bestätigt.",
      },
      ["nein", "nein"],
    ],
    [
      "a pupil's lactose intolerance posted in the class chat, deleted: the same",
      {
        recipient: "vertrauenswuerdig",
        categories: ["gesundheit"],
        description:
          "Die Lehrerin hat die Laktoseintoleranz eines Schülers für das Klassenlager versehentlich in den Chat aller Eltern geschrieben und nach fünf Minuten gelöscht.",
      },
      ["nein", "nein"],
    ],
    [
      "a child's bee-sting allergy with its emergency medicine, seen by the team of the sports club: the same",
      {
        recipient: "vertrauenswuerdig",
        categories: ["gesundheit"],
        description:
          "Das Notfallblatt eines Juniors (Bienenstichallergie, Notfallmedikament in der Sporttasche) ging an den ganzen Trainerstab statt an den Betreuer.",
      },
      ["nein", "nein"],
    ],
    [
      "twin: the bill names a diagnosis (depression): report and inform",
      {
        description:
          "Die Rechnung einer Patientin mit der Diagnose Depression lag im Couvert ihres Nachbarn. Er hat sie geöffnet und zurückgebracht.",
      },
      ["ja", "ja"],
    ],
    [
      "twin: an allergy beside a psychiatric stay: report and inform",
      {
        recipient: "vertrauenswuerdig",
        description:
          "Der Austrittsbericht (psychiatrische Klinik, Nussallergie) einer Bewohnerin ging an ihre Nachbarin, die ihn gelesen hat.",
      },
      ["ja", "ja"],
    ],
    [
      "twin: no diagnosis, but a stranger holds the list of 1500 patients' bills and kept it: the count decides, report",
      {
        recipient: "oeffentlich",
        personsApprox: 1500,
        recipientKnowsPersons: "nein",
        copiesExist: "ja",
        description: "Rechnungen von 1500 Patienten ohne Diagnose waren zwei Wochen öffentlich im Netz abrufbar.",
      },
      ["ja", "ja"],
    ],
  ]);

  it("says why the reader's knowing the person does not raise the risk", () => {
    expect(factTextsOf(misdirected({})).some((t) => t.includes("sagen wenig über ihren Zustand"))).toBe(true);
  });

  readerCases(everydayHealthOnly, [
    ["no diagnosis", "Abrechnung (Arztbesuch, Labor), keine Diagnose genannt", true],
    ["without diagnosis codes", "Leistungsabrechnung ohne Diagnosecodes", true],
    ["a nut allergy and its emergency medicine", "Nussallergie, Notfallmedikament im Rucksack", true],
    ["an allergy beside epilepsy", "Allergien und Epilepsie", false],
    ["a diagnosis named beside 'ohne Befund'", "Röntgen ohne Befund, Diagnose Brustkrebs", false],
    ["a medicine that is no emergency one", "Allergie, Medikamente gegen Schizophrenie", false],
    ["a diagnosis named", "Diagnose Diabetes", false],
  ]);
});

describe("a health practice bound by professional secrecy got the data", () => {
  const toPractice = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 1,
    recipient: "vertrauenswuerdig_geloescht",
    accessedByThirdParty: "ja",
    copiesExist: "nein",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
    description: "Der OP-Bericht eines Patienten ging an eine falsche Fachpraxis für Orthopädie; diese hat gelöscht und bestätigt.",
  });
  dutyCases(toPractice, [
    ["a specialist practice that knows the patient and deleted: no report", {}, ["nein", "nein"]],
    [
      "sent via HIN to the wrong dentist's colleague: the same",
      { description: "Röntgenbilder einer Patientin per HIN-Mail an die falsche Kollegin geschickt, die sie gelöscht hat." },
      ["nein", "nein"],
    ],
    [
      "a physiotherapist who read the report and deleted it: the same",
      {
        description:
          "Therapiebericht (Depression) eines Patienten an einen Physiotherapeuten im gleichen Ort; er hat gelesen und gelöscht.",
      },
      ["nein", "nein"],
    ],
    [
      "twin: a vet's practice is bound to no secrecy about people: report",
      {
        description:
          "Der Therapiebericht (Depression) einer Patientin ging an die Tierarztpraxis im Dorf, die ihn gelesen und gelöscht hat.",
      },
      ["ja", "ja"],
    ],
    [
      "twin: payments to a psychotherapy practice read by the neighbour: report",
      {
        categories: ["gesundheit", "finanz"],
        recipient: "vertrauenswuerdig",
        copiesExist: "unbekannt",
        description: "Der Kontoauszug einer Kundin mit Zahlungen an eine Psychotherapiepraxis ging an ihren Nachbarn, der ihn gelesen hat.",
      },
      ["ja", "ja"],
    ],
  ]);

  readerCases(recipientBound, [
    ["a surgeon's practice", "an die falsche Kieferchirurgie-Praxis gesendet", true],
    ["a midwife", "an eine Hebamme im Nachbardorf gemailt", true],
    ["a HIN mail", "per HIN-Mail an die falsche Praxis", true],
    ["a vet's practice", "an die Tierarztpraxis gesendet", false],
    ["payments to a practice", "Zahlungen an eine Psychotherapiepraxis", false],
  ]);
});

describe("ransomware: a 'no sign of an outflow' from records that do not cover the attack settles nothing", () => {
  const ransomware = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 3200,
    recipient: "krimineller",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    accessRuledOutByLogs: "nein",
    cyberAttack: true,
    description:
      "Ransomware hat alle Server verschlüsselt, aus dem Backup wiederhergestellt. Kein Hinweis auf einen Abfluss, aber die Firewall-Logs reichen nur drei Tage zurück, der Angreifer war seit zwei Wochen im Netz.",
  });
  dutyCases(ransomware, [
    ["logs reach back three days of two weeks: report now, inform once the outflow is known", {}, ["ja", "pruefen"]],
    [
      "'Protokolle nur 48 Stunden' at a fiduciary: the same",
      {
        categories: ["finanz", "identifikation"],
        identificationKinds: ["ahv"],
        personsApprox: 900,
        description:
          "Verschlüsselungstrojaner auf dem Fileserver der Treuhand, Wiederherstellung aus Sicherung. Bisher keine Anzeichen für Datendiebstahl; die Protokolle gibt es nur für 48 Stunden.",
      },
      ["ja", "pruefen"],
    ],
    [
      "twin: the logs cover the whole time and show no sign: the outflow decides, 'prüfen'",
      {
        description:
          "Ransomware hat alle Server verschlüsselt, aus dem Backup wiederhergestellt. Die Forensik fand anhand der lückenlosen Logs keinen Hinweis auf einen Abfluss.",
      },
      ["pruefen", "pruefen"],
    ],
  ]);

  readerCases(recordsFallShort, [
    ["logs only 24 h", "kein hinweis auf abfluss, aber logs nur 24 h", true],
    ["records reach back only a week", "die protokolle reichen nur eine woche zurück", true],
    ["log data incomplete", "log-daten lückenhaft", true],
    ["complete logs", "die logs sind vollständig und zeigen keinen abfluss", false],
    ["a short attack, no records named", "der angriff dauerte nur 2 stunden", false],
  ]);
});

describe("a hedge on which records were on the lost thing leaves its content open", () => {
  const lostStick = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 25,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    description:
      "Unverschlüsselter USB-Stick in der Turnhalle verloren. Sicher die Trainingspläne, möglicherweise auch Arztberichte von etwa 25 Sportlern.",
  });
  dutyCases(lostStick, [
    ["the medical reports only possibly on it: 'prüfen'", {}, ["pruefen", "pruefen"]],
    [
      "a stolen notebook with 'evtl. Lohnabrechnungen': the same",
      {
        categories: ["finanz", "kontakt"],
        recipient: "krimineller",
        personsApprox: 60,
        description: "Notebook aus dem Auto gestohlen, nicht verschlüsselt. Adressliste der Mitarbeitenden, evtl. auch Lohnabrechnungen.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "not sure what was in the folder left on the train: the same",
      {
        description:
          "Ordner im Zug liegen gelassen. Die Mitarbeiterin ist nicht sicher, ob die Behandlungsberichte darin waren oder im Büro liegen.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "twin: the medical reports were certainly on it: report and inform",
      { description: "Unverschlüsselter USB-Stick in der Turnhalle verloren, mit Arztberichten von etwa 25 Sportlern." },
      ["ja", "ja"],
    ],
    [
      "twin: a hedge on where it was lost, the content certain: report and inform",
      { description: "Unverschlüsselter USB-Stick mit Arztberichten von 25 Sportlern verloren, evtl. im Zug nach Bern." },
      ["ja", "ja"],
    ],
  ]);

  readerCases(
    (text) => decisiveFactOpen(text, false) === "inhalt",
    [
      ["possibly also emergency sheets", "laptop gestohlen; möglicherweise auch notfallblätter der junioren", true],
      ["evtl. reports", "sicher übungspläne, evtl. behandlungsberichte von 15 patienten", true],
      ["a hedge on a key", "evtl. passwortzettel dabei", false],
      ["a hedge on copies", "bilder evtl. in galerien gespeichert", false],
      ["a hedge on the place", "verloren, evtl. kiosk herisau", false],
    ],
  );
});
