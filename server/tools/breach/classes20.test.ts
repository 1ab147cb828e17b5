// Session 18 (decision 023): the classes of holdout-20's misses that were fixed. When an open fact
// makes the EDÖB verdict "prüfen" rather than "ja": a reader who knows the person looked at heikle
// data, but whether anything left with him (copied, passed on) or what he opened at all is still being
// established. The person is still told where either answer calls for it. An attacker who controlled the
// system while no record can settle the outflow: report now, inform once the outflow is known. Whether
// the persons can be recognised in what was published at all. Scenarios in our own words,
// none from a blind set; each with twins whose fact is known and that keep "ja" or "nein".
import { describe, expect, it } from "vitest";
import { decisiveFactOpen } from "./principles.js";
import { ownStaffReader } from "./signs.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

describe("a member of staff who knows the person looked at heikle data; whether anything left is open", () => {
  const snooping = incidentsFrom({
    categories: ["gesundheit", "kontakt"],
    personsApprox: 1,
    recipient: "unbekannt",
    accessedByThirdParty: "ja",
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    recipientKnowsPersons: "ja",
    description:
      "Ein Sachbearbeiter der Lohnbuchhaltung hat ohne Auftrag mehrmals das Absenzendossier seiner Nachbarin geöffnet (Arztzeugnisse, Diagnose Burnout). Ob er etwas ausgedruckt oder weitererzählt hat, klären wir noch.",
  });
  dutyCases(snooping, [
    ["passing on open: review the report, tell the person now", {}, ["pruefen", "ja"]],
    [
      "a nurse reading a patient's file, in French: the same",
      {
        description:
          "Une collaboratrice des soins a consulté sans motif le dossier de son beau-frère (diagnostic psychiatrique). Nous ne savons pas encore si elle en a parlé à quelqu'un.",
        personsApprox: 1,
      },
      ["pruefen", "ja"],
    ],
    [
      "a club's cashier (employed) looking up 3 members' health notes: the same",
      {
        personsApprox: 3,
        description:
          "Eine Angestellte der Geschäftsstelle hat die Notfallblätter dreier Vereinskollegen mit Allergien und Medikamenten geöffnet, ohne Anlass. Ob sie Kopien gemacht hat, ist noch offen.",
      },
      ["pruefen", "ja"],
    ],
    ["twin: she printed the file and took it home: report", { dataOutflow: "ja", copiesExist: "ja" }, ["ja", "ja"]],
    [
      "twin: logs show nothing left, no copies: no report, the person is told who saw it",
      { dataOutflow: "nein", copiesExist: "nein" },
      ["nein", "ja"],
    ],
    [
      "twin: a reader who does not know the person and took nothing: no report",
      { dataOutflow: "nein", copiesExist: "nein", recipientKnowsPersons: "nein" },
      ["nein", "nein"],
    ],
    [
      "near miss: an outsider through an open portal, nobody of the staff named: report",
      {
        personsApprox: 400,
        recipientKnowsPersons: "unbekannt",
        description: "Über eine Lücke im Kundenportal konnte man fremde Dossiers mit Diagnosen abrufen. Ein Abruf ist belegt.",
      },
      ["ja", "ja"],
    ],
  ]);

  it("names whether data left as the fact that decides the report", () =>
    expect(factTextsOf(snooping({}))).toContain(
      "Ob Daten abgeflossen sind (kopiert, heruntergeladen, weitergegeben), ist nach Ihren Angaben noch offen.",
    ));
});

describe("colleagues who know the persons opened a store of heikle records; which records they opened is open", () => {
  const openShare = incidentsFrom({
    categories: ["gesundheit", "identifikation"],
    identificationKinds: ["name_adresse"],
    personsApprox: 45,
    recipient: "unbekannt",
    accessedByThirdParty: "ja",
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    recipientKnowsPersons: "ja",
    description:
      "Die Ablage mit Therapieberichten der Bewohnenden war wochenlang für das ganze Personal offen. Zwei Mitarbeitende der Küche haben die Ablage geöffnet; welche Berichte sie gelesen haben, ist unklar.",
  });
  dutyCases(openShare, [
    ["which records were read is open: review both", {}, ["pruefen", "pruefen"]],
    [
      "the same in a school with 150 pupils' files: review both",
      {
        personsApprox: 150,
        description:
          "Der Ordner mit den schulpsychologischen Abklärungen war für alle Lehrpersonen lesbar. Das Protokoll zeigt, dass vier Lehrpersonen ihn geöffnet haben; welche Dateien, wissen wir nicht.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "twin: what they read is known (a colleague's diagnosis), whether anything left is open: review, tell her",
      {
        description:
          "Die Ablage mit Therapieberichten der Bewohnenden war wochenlang für das ganze Personal offen. Zwei Mitarbeitende der Küche haben den Bericht ihrer Kollegin mit der Diagnose gelesen.",
      },
      ["pruefen", "ja"],
    ],
    ["twin: they copied the folder: report", { dataOutflow: "ja", copiesExist: "ja" }, ["ja", "ja"]],
    [
      "near miss: nobody opened it: no report",
      { accessedByThirdParty: "nein", dataOutflow: "nein", copiesExist: "nein" },
      ["nein", "nein"],
    ],
  ]);
});

describe("the staff reader: a member of the organisation's own staff, not an attacker using a staff login", () => {
  readerCases(ownStaffReader, [
    ["a clerk", "ein sachbearbeiter hat das dossier geöffnet", true],
    ["an employee in Italian", "una dipendente ha consultato la cartella senza motivo", true],
    ["a nurse", "die pflegefachfrau hat die akte ohne behandlungsbezug gelesen", true],
    ["near miss: an attacker with a staff login", "ein angreifer hat mit dem login einer mitarbeiterin die akten geöffnet", false],
    ["near miss: a former employee", "ein ehemaliger mitarbeiter hat die liste noch", false],
    ["near miss: an outsider", "ein unbekannter hat die seite abgerufen", false],
  ]);
});

describe("an attacker controlled the system, the form says he was in it and no log rules it out: report now, inform later", () => {
  const ransomware = incidentsFrom({
    categories: ["gesundheit", "kontakt", "finanz"],
    personsApprox: 12000,
    recipient: "krimineller",
    accessedByThirdParty: "ja",
    cyberAttack: true,
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    accessRuledOutByLogs: "nein",
    description:
      "Eine Erpressergruppe hat den Server der Physiotherapie-Kette verschlüsselt; seit gestern läuft er wieder aus der Sicherung. Ob vorher etwas hinausging, kann der Forensiker erst in zehn Tagen sagen.",
  });
  dutyCases(ransomware, [
    ["outflow open, no record to settle it: report now, informing waits", {}, ["ja", "pruefen"]],
    [
      "administrator rights at a fiduciary for 4 days, in French: the same",
      {
        personsApprox: 1500,
        categories: ["finanz", "identifikation"],
        identificationKinds: ["ahv"],
        description:
          "Des attaquants ont eu les droits d'administrateur sur notre serveur pendant quatre jours. L'analyse forensique est en cours.",
      },
      ["ja", "pruefen"],
    ],
    ["twin: the outflow is confirmed: report and inform", { dataOutflow: "ja", copiesExist: "ja" }, ["ja", "ja"]],
    [
      "twin: the forensics rule out an outflow: no report",
      {
        dataOutflow: "nein",
        copiesExist: "nein",
        description:
          "Eine Erpressergruppe hat den Server der Physiotherapie-Kette verschlüsselt; seit gestern läuft er wieder aus der Sicherung. Die Firewall-Protokolle zeigen keinen Datenabfluss.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: whether the logs rule out an access is itself open: that check decides",
      { accessRuledOutByLogs: "unbekannt" },
      ["pruefen", "pruefen"],
    ],
  ]);
});

describe("whether the persons can be recognised in what was published is open: that decides", () => {
  const photo = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 1,
    recipient: "oeffentlich",
    accessedByThirdParty: "ja",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    description:
      "Auf dem Werbevideo der Praxis sieht man kurz einen Monitor mit einer Krankengeschichte (Depression). Ob der Name der Patientin in der hochgeladenen Auflösung lesbar ist, prüfen wir noch.",
  });
  dutyCases(photo, [
    ["legibility open: review both", {}, ["pruefen", "pruefen"]],
    [
      "a club's newsletter photo with a sick list on the wall, in Italian: the same",
      {
        personsApprox: 6,
        description:
          "Nella foto della newsletter si vede sullo sfondo la lista delle assenze con le diagnosi. Non è chiaro se i nomi siano leggibili.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "twin: the name is legible in the published video: report",
      {
        description:
          "Auf dem Werbevideo der Praxis sieht man einen Monitor mit der Krankengeschichte einer Patientin (Depression); der Name ist gut lesbar.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: a folder readable by everyone is exposure, not a question: report",
      { description: "Der Ordner mit den Berichten war für alle lesbar und wurde öffentlich geteilt." },
      ["ja", "ja"],
    ],
  ]);
});

describe("the open facts of this session as the description names them", () => {
  readerCases(
    (text) => decisiveFactOpen(text, false) === "erkennbar",
    [
      ["whether the name is legible", "unklar, ob der name lesbar war", true],
      ["whether one recognises the person", "wir wissen noch nicht, ob man die kundin auf dem foto erkennt", true],
      ["French", "on ne sait pas encore si le nom est lisible", true],
      ["near miss: readable by everyone", "der ordner war für alle lesbar", false],
      ["near miss: legible, settled", "der name ist gut lesbar", false],
    ],
  );
  readerCases(
    (text) => decisiveFactOpen(text, false) === "befugnis",
    [
      ["whether the access was authorised", "ob die zugriffe berechtigt waren, klären wir noch", true],
      ["near miss: unauthorised accesses, passing on open", "47 unberechtigte zugriffe, weitergabe unklar", false],
    ],
  );
});
