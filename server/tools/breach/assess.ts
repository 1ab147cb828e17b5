// Rule-based assessment of a data security breach (Art. 24 DSG, Art. 15 DSV, sector rules). A
// controller's duties follow from the risk (risk.ts); a processor's duty is to inform the controller
// without delay, with no risk threshold (Art. 24 Abs. 3 DSG). "pruefen" only where the decisive
// facts are not in the form; the reasons then name them.
import { cite } from "./citations.js";
import type { BreachInput, Sector } from "./input.js";
import type { Fact } from "./facts.js";
import { edoebDutyOf, personsDutyOf, type Risk, type RiskResult } from "./risk.js";
import { decideRisk } from "./table.js";
import { sectorPart, type AssessmentPart } from "./sector.js";

export type { Duty, AssessmentPart } from "./sector.js";
export type { Risk } from "./risk.js";

export interface Assessment {
  risk: Risk;
  role: "controller" | "processor";
  sector: Sector;
  /** The facts that drove the verdict, with their direction and whether they came from the description. */
  facts: Fact[];
  parts: AssessmentPart[];
}

const EXCEPTIONS =
  "Ausnahmen: Die Information kann eingeschränkt, aufgeschoben oder unterlassen werden, wenn ein Grund nach Art. 26 Abs. 1 Bst. b oder Abs. 2 Bst. b DSG oder eine gesetzliche Geheimhaltungspflicht entgegensteht, wenn sie unmöglich ist oder einen unverhältnismässigen Aufwand erfordert, oder wenn eine öffentliche Bekanntmachung die Betroffenen gleichwertig erreicht.";

const PHISHING_WARNING =
  "Kriminelle haben die Kontaktdaten: Warnen Sie die Betroffenen vor gezielten Betrugs- und Phishing-Versuchen (z. B. gefälschte E-Mails oder Rechnungen in Ihrem Namen, geänderte Kontonummern). Die Warnung schützt sie, unabhängig davon, ob ein hohes Risiko besteht und Sie dem EDÖB melden.";
const PASSWORD_WARNING =
  "Kriminelle haben die Kontaktdaten und die gehashten Passwörter: Fordern Sie die Betroffenen auf, ihr Passwort zu ändern, auch überall dort, wo sie es sonst verwenden, und warnen Sie sie vor Phishing. Das schützt sie, auch wenn kein hohes Risiko besteht und Sie dem EDÖB nicht melden.";
const PREPARE =
  "Betroffen ist eine bekannte Person: Informieren Sie sie jetzt, damit sie sich auf mögliche Indiskretionen (z. B. Medienanfragen) einstellen kann, auch solange Ihre Abklärung läuft.";

const INNER_CIRCLE =
  "Personen aus dem Umfeld der betroffenen Person haben die Angaben gesehen: Informieren Sie sie, wer davon erfahren hat, damit sie Gerüchten oder Nachteilen begegnen kann; weisen Sie die Leser auf ihre Verschwiegenheit hin.";

function controllerParts(input: BreachInput, risk: Risk, open: string[], special: RiskResult["persons"]): AssessmentPart[] {
  const decisive = open.length ? `Entscheidend ist, ${open.join(" und ")}.` : "";
  const edoebDuty = edoebDutyOf(risk);
  const edoeb: AssessmentPart = {
    id: "edoeb",
    label: "Meldung an den EDÖB",
    duty: edoebDuty,
    reasons: [
      edoebDuty === "ja"
        ? "Für die Betroffenen ist ein hohes Risiko zu erwarten, für ihre Persönlichkeit oder ihre Grundrechte: Melden Sie die Verletzung dem EDÖB so schnell wie möglich."
        : edoebDuty === "pruefen"
          ? `Ob ein hohes Risiko besteht, hängt von Tatsachen ab, die das Formular nicht klärt. ${decisive} Steht das hohe Risiko fest oder lässt es sich nicht ausschliessen, melden Sie; halten Sie Ihre Abwägung in der Dokumentation fest.`
          : "Ein hohes Risiko ist nach Ihren Angaben nicht zu erwarten: Eine Meldung an den EDÖB ist nicht vorgeschrieben. Die Verletzung muss trotzdem dokumentiert werden.",
      ...(special === "abfluss"
        ? [
            "Warten Sie nicht auf das Ende der Untersuchung: Melden Sie jetzt mit dem, was Sie wissen, und reichen Sie fehlende Angaben nach.",
          ]
        : []),
    ],
    deadline: edoebDuty === "nein" ? null : "so rasch als möglich",
    provisions: [cite("DSG Art. 24", "Abs. 1"), cite("DSV Art. 15", "Abs. 1")],
  };
  const personsDuty = personsDutyOf(risk, special);
  const personsReasons =
    special === "warnen"
      ? [PHISHING_WARNING, EXCEPTIONS]
      : special === "passwoerter"
        ? [PASSWORD_WARNING, EXCEPTIONS]
        : special === "warnen_offen"
          ? [
              `Ein hohes Risiko ist auch dann nicht zu erwarten, wenn die Angreifer die Kontaktdaten haben. Ob Sie die Betroffenen vor Phishing warnen, hängt davon ab, ${open.join(" und ")}: Bestätigt sich das, warnen Sie sie ohne Aufschub.`,
              EXCEPTIONS,
            ]
          : special === "vorbereiten"
            ? [PREPARE, EXCEPTIONS]
            : special === "umfeld"
              ? [INNER_CIRCLE, EXCEPTIONS]
              : special === "abfluss"
                ? [
                    `Melden Sie dem EDÖB jetzt und ergänzen Sie die Meldung später. Ob die Betroffenen informiert werden müssen, hängt davon ab, ${open.join(" und ")}: Bestätigt sich ein Abfluss, informieren Sie sie ohne Aufschub, damit sie sich schützen können.`,
                    EXCEPTIONS,
                  ]
                : personsDuty === "ja"
                  ? [
                      "Bei einem hohen Risiko ist die Information zum Schutz der Betroffenen erforderlich: Sie können sich selbst schützen (z. B. Passwörter ändern, Karten sperren, auf Betrugs- und Erpressungsversuche achten).",
                      EXCEPTIONS,
                    ]
                  : personsDuty === "pruefen"
                    ? [
                        `Informieren Sie die Betroffenen, sobald sie sich selbst schützen müssen (etwa Passwörter ändern) oder der EDÖB dies anordnet. ${decisive}`,
                        EXCEPTIONS,
                      ]
                    : [
                        "Eine Information ist nach Ihren Angaben nicht zum Schutz der Betroffenen erforderlich; der EDÖB kann sie dennoch verlangen.",
                      ];
  if (personsDuty !== "nein" && (input.personsApprox ?? 0) >= 100_000)
    personsReasons.push(
      "Bei sehr vielen Betroffenen kommt eine öffentliche Bekanntmachung in Betracht, sofern sie alle gleichwertig erreicht.",
    );
  return [
    edoeb,
    {
      id: "betroffene",
      label: "Information der betroffenen Personen",
      duty: personsDuty,
      reasons: personsReasons,
      deadline: personsDuty === "nein" ? null : "ohne unnötigen Aufschub",
      provisions: [cite("DSG Art. 24", "Abs. 4"), cite("DSG Art. 24", "Abs. 5")],
    },
  ];
}

function processorParts(risk: Risk, open: string[], special: RiskResult["persons"]): AssessmentPart[] {
  // What decides the controller's risk is what the processor should find out for him first.
  const forController =
    risk === "hoch"
      ? "Nach den Angaben dürfte für den Verantwortlichen ein hohes Risiko bestehen; weisen Sie ihn darauf hin."
      : risk === "mittel" && open.length
        ? `Ob für den Verantwortlichen ein hohes Risiko besteht, beurteilt er anhand Ihrer Angaben. Entscheidend ist, ${open.join(" und ")}: Klären Sie das so rasch wie möglich und teilen Sie es ihm mit.`
        : "Ob für den Verantwortlichen ein hohes Risiko besteht, beurteilt er anhand Ihrer Angaben.";
  return [
    {
      id: "verantwortlicher",
      label: "Meldung an den Verantwortlichen",
      duty: "ja",
      reasons: [
        "Als Auftragsbearbeiter melden Sie jede Verletzung der Datensicherheit so rasch als möglich dem Verantwortlichen, für den Sie die Daten bearbeiten – ohne Schwelle: auch bei geringem Risiko. Betrifft der Vorfall Daten mehrerer Kunden, informieren Sie jeden von ihnen.",
        "Teilen Sie ihm mit: was geschehen ist und wann, welche Daten und wie viele Personen betroffen sind, wer die Daten erhalten haben könnte, welche Massnahmen Sie ergriffen haben und vorsehen, und wer bei Ihnen Auskunft gibt. Reichen Sie fehlende Angaben nach, sobald Sie sie haben.",
        "Halten Sie kürzere Fristen und weitere Pflichten aus Ihrem Auftragsbearbeitungsvertrag ein.",
      ],
      deadline: "so rasch als möglich",
      provisions: [cite("DSG Art. 24", "Abs. 3"), cite("DSG Art. 9")],
    },
    {
      id: "edoeb",
      label: "Meldung an den EDÖB",
      duty: "nein",
      reasons: [
        "Die Meldung an den EDÖB ist Sache des Verantwortlichen, nicht des Auftragsbearbeiters: Er entscheidet, ob ein hohes Risiko besteht. Melden Sie nur, wenn er Sie damit beauftragt.",
        forController,
      ],
      deadline: null,
      provisions: [cite("DSG Art. 24", "Abs. 1")],
    },
    {
      id: "betroffene",
      label: "Information der betroffenen Personen",
      duty: "nein",
      reasons: [
        "Ob und wie die betroffenen Personen informiert werden, entscheidet der Verantwortliche; unterstützen Sie ihn dabei.",
        ...(special === "warnen" || special === "passwoerter" || special === "warnen_offen"
          ? [
              `Weisen Sie ihn darauf hin, dass Kriminelle die Kontaktdaten ${special === "warnen_offen" ? "vielleicht haben (die Untersuchung läuft)" : "haben"}: Eine Warnung vor Phishing und gefälschten Rechnungen${special === "passwoerter" ? " und die Aufforderung, mehrfach verwendete Passwörter zu ändern," : ""} schützt die Betroffenen.`,
            ]
          : []),
      ],
      deadline: null,
      provisions: [cite("DSG Art. 24", "Abs. 4")],
    },
  ];
}

export function assessBreach(input: BreachInput): Assessment {
  const { risk, facts, open, persons } = decideRisk(input);
  const parts = input.role === "processor" ? processorParts(risk, open, persons) : controllerParts(input, risk, open, persons);
  const sector = sectorPart(input);
  if (sector) parts.push(sector);
  parts.push(
    input.role === "processor"
      ? {
          id: "dokumentation",
          label: "Dokumentation",
          duty: "nein",
          reasons: [
            "Die Pflicht, Verletzungen zu dokumentieren, trifft den Verantwortlichen. Halten Sie den Vorfall trotzdem fest (Sachverhalt, Auswirkungen, Massnahmen, Zeitpunkt Ihrer Meldung an ihn): Er braucht diese Angaben für seine Dokumentation, und Ihr Vertrag kann es verlangen.",
          ],
          deadline: null,
          provisions: [cite("DSV Art. 15", "Abs. 4")],
        }
      : {
          id: "dokumentation",
          label: "Dokumentation",
          duty: "ja",
          reasons: [
            "Jede Verletzung der Datensicherheit ist zu dokumentieren – auch wenn keine Meldung nötig ist: Sachverhalt, Auswirkungen und ergriffene Massnahmen.",
            "Die Dokumentation ist ab der Meldung mindestens zwei Jahre aufzubewahren.",
          ],
          deadline: null,
          provisions: [cite("DSV Art. 15", "Abs. 4")],
        },
  );
  return { risk, role: input.role, sector: input.sector, facts, parts };
}
