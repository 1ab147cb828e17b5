// Session 16 (decision 023): the classes of holdout-18's misses that were fixed, as principles. A known
// recipient who can be asked whether he read the data is a check that will settle it: "prüfen", not the
// presumption kept for finders and criminals. Codes whose link to the persons stayed apart identify
// nobody, like encryption with a safe key. Scenarios in our own words, none from a blind set; each with
// near misses that keep their verdict.
import { describe, expect, it } from "vitest";
import { pseudonymKeyApart } from "./pseudonymised.js";
import { dutyCases, readerCases } from "./test-cases.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

describe("a known recipient who knows the person and has not said whether he read the data: that decides", () => {
  const colleague = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 1,
    recipient: "vertrauenswuerdig",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    dataOutflow: "ja",
    recipientKnowsPersons: "ja",
    description:
      "Das Arztzeugnis eines Mitarbeiters mit Diagnose ging aus Versehen an seinen Teamkollegen statt an die Personalabteilung. Der Kollege ist im Militärdienst und hat noch nicht geantwortet.",
  });
  dutyCases(colleague, [
    ["not yet asked whether he read it: open", {}, ["pruefen", "pruefen"]],
    ["he says he deleted it, reading still open: open", { recipient: "vertrauenswuerdig_geloescht" }, ["pruefen", "pruefen"]],
    ["near miss: he read it: report", { accessedByThirdParty: "ja" }, ["ja", "ja"]],
    ["near miss: he did not open it: no report", { accessedByThirdParty: "nein" }, ["nein", "nein"]],
    ["near miss: a stranger to the person: no report", { recipientKnowsPersons: "nein" }, ["nein", "nein"]],
    ["near miss: at a criminal, not someone one can ask: report", { recipient: "krimineller" }, ["ja", "ja"]],
    [
      "near miss: a whole circle of parents who know the child (no form answer): presumed read, report",
      {
        recipientKnowsPersons: undefined,
        dataOutflow: undefined,
        description:
          "Der Abklärungsbericht der Schulpsychologin über einen Schüler (Verdacht auf ADHS) ging per Mail an alle Eltern der Klasse statt an seine Eltern. Wer ihn geöffnet hat, ist nicht bekannt.",
      },
      ["ja", "ja"],
    ],
  ]);

  it("names whether he read it as the fact that decides", () =>
    expect(factTextsOf(colleague({}))).toContain("Ob der bekannte Empfänger die Daten gelesen hat, ist nach Ihren Angaben offen."));
});

describe("pseudonymised data whose link to the persons stayed apart: nobody identifiable, no high risk", () => {
  const stolenLaptop = incidentsFrom({
    categories: ["gesundheit"],
    personsApprox: 300,
    recipient: "krimineller",
    accessedByThirdParty: "unbekannt",
    copiesExist: "unbekannt",
    encrypted: false,
    description:
      "Einem Assistenzarzt wurde der Laptop mit den Therapieverläufen einer Medikamentenstudie aus dem Auto gestohlen. Die Verläufe sind pseudonymisiert; die Zuordnungsliste liegt nur im Studienzentrum.",
  });
  dutyCases(stolenLaptop, [
    ["codes only, the list in the study centre: no report", {}, ["nein", "nein"]],
    [
      "codes only, the list never on the laptop (French): no report",
      {
        description:
          "On a volé l'ordinateur portable d'un assistant. Les données de l'étude sont pseudonymisées ; la table de correspondance est conservée séparément au centre.",
      },
      ["nein", "nein"],
    ],
    [
      "near miss: the list was in the same folder: report",
      {
        description: "Der Laptop mit den pseudonymisierten Therapieverläufen wurde gestohlen; die Zuordnungsliste lag im selben Ordner.",
      },
      ["ja", "ja"],
    ],
    [
      "near miss: names on the records: report",
      { description: "Der Laptop mit den Therapieverläufen der Studienteilnehmenden, mit Namen und Geburtsdatum, wurde gestohlen." },
      ["ja", "ja"],
    ],
    [
      "near miss: whether the list was on the laptop is not known: report (the worse case presumed)",
      {
        description:
          "Der Laptop mit pseudonymisierten Therapieverläufen wurde gestohlen. Ob die Zuordnungsliste auch auf dem Laptop war, wissen wir noch nicht.",
      },
      ["ja", "ja"],
    ],
  ]);

  it("shows the codes as the fact that lowered the risk", () =>
    expect(factTextsOf(stolenLaptop({}))).toContain(
      "Die Daten tragen nur Codes, und die Liste, die sie den Personen zuordnet, war nicht dabei: Wer die Daten hat, weiss nicht, wen sie betreffen.",
    ));

  readerCases(pseudonymKeyApart, [
    ["Italian, the key kept apart", "I campioni sono pseudonimizzati; la chiave di corrispondenza è conservata separatamente.", true],
    ["encryption, not codes", "Die Festplatte ist verschlüsselt, der Schlüssel liegt getrennt im Tresor.", false],
    ["codes planned, not done", "Die Daten sollten pseudonymisiert werden; die Zuordnungsliste liegt nur auf dem Server.", false],
  ]);
});
