// Session 20 (decision 023): the classes of holdout-22's misses that were fixed, where "prüfen" belongs
// and where it does not. An outage that the description says ended without loss is no open fact,
// even when the same sentence says how long the system was down. Data open to anyone on the internet
// with no record of who fetched them leave nothing a check could settle: the outflow is presumed
// (report and inform). A fault that only sent data to the wrong people altered where they went, not
// what they say: it is weighed as the disclosure it caused, and whether the rest was opened stays the
// open fact. Scenarios in our own words, none from a blind set; each with twins that keep their verdict.
import { describe, expect, it } from "vitest";
import { misroutedOnly, openToAnyone } from "./signs.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

describe("an outage that ended without loss, said beside how long it lasted", () => {
  const outage = incidentsFrom({
    kinds: ["verfuegbarkeit"],
    categories: ["gesundheit", "kontakt"],
    personsApprox: 800,
    accessedByThirdParty: "nein",
    recipient: "keiner",
    copiesExist: "nein",
    accessRuledOutByLogs: "ja",
    dataOutflow: "nein",
    sector: "gesundheit",
  });
  dutyCases(outage, [
    [
      "a practice system 3 h down, switched to the standby server, nothing lost: no report",
      { description: "Praxissystem 3 h nicht verfügbar (Netzteil defekt), Umschaltung auf den Standby-Server, keine Daten verloren." },
      ["nein", "nein"],
    ],
    [
      "a care home's records 2 days unreachable, restored from the backup in full: no report",
      {
        personsApprox: 120,
        description:
          "Pflegedokumentation zwei Tage nicht verfügbar, danach aus der Sicherung vollständig wiederhergestellt, kein Datenverlust.",
      },
      ["nein", "nein"],
    ],
    [
      "a pharmacy's system down overnight, paper forms re-entered, no loss: no report",
      {
        personsApprox: 60,
        description: "Kassensystem der Apotheke über Nacht nicht verfügbar; ohne Datenverlust, seit dem Morgen wieder in Betrieb.",
      },
      ["nein", "nein"],
    ],
    [
      "twin: the records are no longer available, the backup is damaged: the duration decides",
      { description: "Patientenakten seit dem Plattendefekt nicht mehr verfügbar, das Backup ist beschädigt." },
      ["pruefen", "pruefen"],
    ],
    [
      "twin: down since yesterday, the restore still running: the duration decides",
      { description: "Klinikinformationssystem seit gestern nicht verfügbar, die Wiederherstellung läuft noch." },
      ["pruefen", "pruefen"],
    ],
  ]);
});

describe("data open to anyone on the internet, no record of who fetched them", () => {
  const exposed = incidentsFrom({
    categories: ["identifikation", "kontakt"],
    identificationKinds: ["ausweis", "name_adresse"],
    personsApprox: 900,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    accessRuledOutByLogs: "nein",
    recipientKnowsPersons: "unbekannt",
  });
  dutyCases(exposed, [
    [
      "ID copies of a gym's members in a storage readable by anyone for two months, no logs: report and inform",
      { description: "Speicher mit Ausweiskopien der Abonnenten war zwei Monate öffentlich lesbar; Zugriffe wurden nicht protokolliert." },
      ["ja", "ja"],
    ],
    [
      "tax statements of a trust office's clients fetchable by changing the number in the address: the same",
      {
        categories: ["finanz", "identifikation"],
        identificationKinds: ["ahv"],
        personsApprox: 140,
        description:
          "Im Kundenportal liessen sich fremde Steuerunterlagen öffnen, indem man die Nummer in der URL änderte. Keine Zugriffsprotokolle.",
      },
      ["ja", "ja"],
    ],
    [
      "an interface that handed out patients' diagnoses without a login: the same",
      {
        categories: ["gesundheit", "kontakt"],
        identificationKinds: undefined,
        personsApprox: 3000,
        description: "Die Termin-Schnittstelle lieferte ohne Anmeldung Name und Diagnose der Patienten; Logs gab es nicht.",
      },
      ["ja", "ja"],
    ],
    [
      "twin: the logs rule out any access but the researcher's: no report",
      {
        accessRuledOutByLogs: "ja",
        description:
          "Speicher mit Ausweiskopien war zwei Monate öffentlich lesbar; die Zugriffsprotokolle zeigen nur den Abruf des Melders.",
      },
      ["nein", "nein"],
    ],
    [
      "twin: the provider's access records are still being evaluated: that check decides",
      {
        accessRuledOutByLogs: "unbekannt",
        description: "Speicher mit Ausweiskopien war öffentlich lesbar; die Zugriffsprotokolle des Anbieters werden noch ausgewertet.",
      },
      ["pruefen", "pruefen"],
    ],
    [
      "twin: only a club's newsletter addresses were open: no high risk",
      {
        categories: ["kontakt"],
        identificationKinds: undefined,
        personsApprox: 200,
        description: "Die Liste der Newsletter-Adressen des Vereins war über einen offenen Link für alle einsehbar; keine Protokolle.",
      },
      ["nein", "nein"],
    ],
  ]);
  it("says why the outflow is presumed", () => {
    const texts = factTextsOf(exposed({ description: "Ordner mit Ausweiskopien war im Internet ohne Passwort abrufbar; keine Logs." }));
    expect(texts.some((t) => /lässt sich nie ausschliessen/.test(t))).toBe(true);
  });
  readerCases(openToAnyone, [
    ["a bucket readable by anyone", "Der Bucket war öffentlich lesbar.", true],
    ["a folder open without a password", "Der Ordner war ohne Passwort im Internet abrufbar.", true],
    ["an address changed to reach others' records", "Durch Ändern der ID in der Adresse sah man fremde Verträge.", true],
    ["sent to a wrong addressee", "Die Liste ging per Mail an den falschen Verein.", false],
    ["reachable after a login only", "Die Dokumente sind nur für angemeldete Kunden abrufbar.", false],
    ["said never public", "Das Laufwerk war nie öffentlich zugänglich.", false],
    ["a share open to all staff", "Der Ordner mit den Arztzeugnissen war für alle Mitarbeitenden lesbar.", false],
  ]);
});

describe("a fault that only sent the data to the wrong people", () => {
  const shipped = incidentsFrom({
    kinds: ["vertraulichkeit", "integritaet"],
    categories: ["gesundheit", "kontakt"],
    personsApprox: 45,
    recipient: "unbekannt",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "unbekannt",
    accessRuledOutByLogs: "nein",
    recipientKnowsPersons: "unbekannt",
  });
  it.each([
    [
      "hearing-aid batteries with the order slip to the neighbours, most returned unopened",
      "Adressen beim Export vertauscht: 45 Sendungen mit Bestellschein an falsche Empfänger, 30 ungeöffnet zurück, 15 unklar.",
    ],
    [
      "a lab's results to the wrong households after a mix-up of addresses, some unanswered",
      "Adresszuordnungsfehler: Befundbriefe gingen an falsche Haushalte; einige haben sie zurückgeschickt, von den übrigen wissen wir nichts.",
    ],
    [
      "parcels of a medical-supply shop at the wrong customers",
      "Fehllieferungen nach Softwarefehler: Pakete mit Lieferschein an die falschen Kunden.",
    ],
  ])("%s: the altered addresses alone are no high risk, the open disclosure decides", (_name, description) => {
    const input = shipped({ description });
    expect(factTextsOf(input)).not.toContain("Heikle Daten wurden verändert oder verfälscht.");
    expect(input && misroutedOnly(description.toLowerCase())).toBe(true);
  });
  dutyCases(shipped, [
    [
      "order slips of incontinence aids at unknown neighbours, some not returned: the opening decides the report",
      { description: "Adressen beim Import verschoben: Pakete mit Lieferschein an falsche Empfänger, 30 ungeöffnet zurück, 15 unklar." },
      ["pruefen", "pruefen"],
    ],
    [
      "twin: wrong debt records sent to credit agencies (the altered data harm): report",
      {
        kinds: ["integritaet"],
        categories: ["finanz", "identifikation"],
        identificationKinds: ["name_adresse"],
        recipient: "vertrauenswuerdig",
        accessedByThirdParty: "ja",
        description: "Zuordnungsfehler: 25 Personen wurden fremde Betreibungen angehängt und an Auskunfteien gemeldet.",
      },
      ["ja", "ja"],
    ],
  ]);
});
