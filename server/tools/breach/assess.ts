// Rule-based assessment of a data security breach (Art. 24 DSG, Art. 15 DSV, sector rules).
// Deliberately conservative: when facts are unknown, the rules lean towards reporting.
import { cite, type Provision } from "./citations.js";
import { SENSITIVE, type BreachInput } from "./input.js";

export type Duty = "ja" | "nein" | "pruefen";
export type Risk = "hoch" | "mittel" | "gering";

export interface AssessmentPart {
  id: "edoeb" | "betroffene" | "branche" | "dokumentation";
  label: string;
  duty: Duty;
  reasons: string[];
  deadline: string | null;
  provisions: Provision[];
}

export interface Assessment {
  risk: Risk;
  parts: AssessmentPart[];
}

/** Categories whose disclosure typically lets others harm the person (fraud, account takeover). */
const MISUSABLE = new Set(["finanz", "zugangsdaten", "identifikation"]);
const MANY_PERSONS = 1000;
const FEW_PERSONS = 100;

function hoursAfter(iso: string, hours: number): string | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  return new Date(t + hours * 3_600_000).toISOString();
}

function riskOf(input: BreachInput): { risk: Risk; reasons: string[] } {
  const sensitive = input.categories.filter((c) => SENSITIVE.has(c));
  const misusable = input.categories.filter((c) => MISUSABLE.has(c));
  if (input.encrypted && input.keySafe && input.kinds.every((k) => k === "vertraulichkeit")) {
    return {
      risk: "gering",
      reasons: [
        "Die Daten waren nach dem Stand der Technik verschlüsselt und der Schlüssel ist nicht betroffen: Dritte können den Inhalt nicht lesen.",
      ],
    };
  }
  if (input.accessedByThirdParty === "nein" && input.containedAt && !input.kinds.includes("integritaet")) {
    return {
      risk: "gering",
      reasons: ["Die Verletzung ist eingedämmt und nach Ihren Angaben hatte keine unbefugte Person Zugriff auf die Daten."],
    };
  }
  const reasons: string[] = [];
  if (input.accessedByThirdParty === "unbekannt")
    reasons.push("Ob Unbefugte auf die Daten zugegriffen haben, ist nicht geklärt; das wird zulasten der Sicherheit angenommen.");
  if (sensitive.length > 0) {
    reasons.push(
      "Betroffen sind besonders schützenswerte Personendaten (Art. 5 Bst. c DSG); ihre Bekanntgabe kann die Persönlichkeit schwer beeinträchtigen.",
    );
    return { risk: "hoch", reasons };
  }
  if (misusable.length > 0) {
    reasons.push(
      "Betroffen sind Finanz-, Identifikations- oder Zugangsdaten, die sich für Betrug, Identitätsmissbrauch oder Kontoübernahmen eignen.",
    );
    return { risk: "hoch", reasons };
  }
  if (input.personsApprox >= MANY_PERSONS) {
    reasons.push(
      `Es sind rund ${input.personsApprox.toLocaleString("de-CH")} Personen betroffen; bei dieser Anzahl ist gezieltes Phishing oder Spam wahrscheinlich.`,
    );
    return { risk: "hoch", reasons };
  }
  if (input.personsApprox >= FEW_PERSONS || input.accessedByThirdParty === "ja" || input.kinds.includes("integritaet")) {
    reasons.push("Betroffen sind nicht besonders schützenswerte Daten; ein hohes Risiko ist möglich, aber nicht offensichtlich.");
    return { risk: "mittel", reasons };
  }
  reasons.push(`Betroffen sind wenige (rund ${input.personsApprox}) Personen und nur wenig heikle Daten.`);
  return { risk: "gering", reasons };
}

export function assessBreach(input: BreachInput): Assessment {
  const { risk, reasons } = riskOf(input);
  const parts: AssessmentPart[] = [];

  const edoebDuty: Duty = risk === "hoch" ? "ja" : risk === "mittel" ? "pruefen" : "nein";
  parts.push({
    id: "edoeb",
    label: "Meldung an den EDÖB",
    duty: edoebDuty,
    reasons: [
      ...reasons,
      edoebDuty === "ja"
        ? "Die Verletzung führt voraussichtlich zu einem hohen Risiko für die Persönlichkeit oder die Grundrechte der betroffenen Personen: Sie müssen sie dem EDÖB so rasch als möglich melden."
        : edoebDuty === "pruefen"
          ? "Ob ein hohes Risiko besteht, hängt von den Umständen ab. Im Zweifel empfiehlt sich eine freiwillige Meldung; halten Sie Ihre Abwägung in der Dokumentation fest."
          : "Ein hohes Risiko ist nach Ihren Angaben nicht zu erwarten: Eine Meldung an den EDÖB ist nicht vorgeschrieben. Die Verletzung muss trotzdem dokumentiert werden.",
    ],
    deadline: edoebDuty === "nein" ? null : "so rasch als möglich",
    provisions: [cite("DSG Art. 24", "Abs. 1"), cite("DSV Art. 15", "Abs. 1")],
  });

  const canProtectThemselves = input.categories.some((c) => MISUSABLE.has(c) || SENSITIVE.has(c));
  const personsDuty: Duty = risk === "hoch" && canProtectThemselves ? "ja" : risk === "gering" ? "nein" : "pruefen";
  const personsReasons: string[] = [];
  if (personsDuty === "ja")
    personsReasons.push(
      "Die betroffenen Personen können sich selbst schützen (z. B. Passwörter ändern, Karten sperren, auf Betrugsversuche achten): Eine Information ist zu ihrem Schutz erforderlich.",
    );
  else if (personsDuty === "pruefen")
    personsReasons.push("Informieren Sie die Betroffenen, wenn es zu ihrem Schutz erforderlich ist oder der EDÖB es verlangt.");
  else
    personsReasons.push(
      "Eine Information ist nach Ihren Angaben nicht zum Schutz der Betroffenen erforderlich; der EDÖB kann sie dennoch verlangen.",
    );
  if (personsDuty !== "nein") {
    personsReasons.push(
      "Ausnahmen: Die Information kann eingeschränkt, aufgeschoben oder unterlassen werden, wenn ein Grund nach Art. 26 Abs. 1 Bst. b oder Abs. 2 Bst. b DSG vorliegt, wenn sie unmöglich ist oder einen unverhältnismässigen Aufwand erfordert, oder wenn eine öffentliche Bekanntmachung die Betroffenen gleichwertig erreicht.",
    );
    if (input.personsApprox >= 100_000)
      personsReasons.push(
        "Bei sehr vielen Betroffenen kommt eine öffentliche Bekanntmachung in Betracht, sofern sie alle gleichwertig erreicht.",
      );
  }
  parts.push({
    id: "betroffene",
    label: "Information der betroffenen Personen",
    duty: personsDuty,
    reasons: personsReasons,
    deadline: personsDuty === "nein" ? null : "ohne unnötigen Aufschub",
    provisions: [cite("DSG Art. 24", "Abs. 4"), cite("DSG Art. 24", "Abs. 5")],
  });

  if (input.sector === "bank" || input.sector === "versicherung") {
    if (input.cyberAttack) {
      const first = hoursAfter(input.discoveredAt, 24);
      const full = hoursAfter(input.discoveredAt, 72);
      parts.push({
        id: "branche",
        label: "Meldung an die FINMA",
        duty: "ja",
        reasons: [
          "Als von der FINMA beaufsichtigtes Institut müssen Sie wesentliche Cyber-Attacken der FINMA melden: innert 24 Stunden nach Feststellung eine Vorinformation an die zuständige Ansprechperson, innert 72 Stunden die eigentliche Meldung über die Erhebungs- und Gesuchsplattform (EHP).",
          "Diese Meldung ersetzt die Meldung an den EDÖB nicht; beide sind getrennt zu prüfen.",
        ],
        deadline:
          first && full
            ? `Vorinformation bis ${first}, Meldung bis ${full}`
            : "Vorinformation innert 24 Stunden, Meldung innert 72 Stunden",
        provisions: [cite("FINMA-AM 05/2020"), cite("FINMAG Art. 29", "Abs. 2")],
      });
    } else {
      parts.push({
        id: "branche",
        label: "Meldung an die FINMA",
        duty: "pruefen",
        reasons: [
          "Es handelt sich nach Ihren Angaben nicht um eine Cyber-Attacke. Prüfen Sie, ob der Vorfall für die Aufsicht wesentlich ist; wesentliche Vorkommnisse sind der FINMA unverzüglich zu melden.",
        ],
        deadline: "unverzüglich, falls wesentlich",
        provisions: [cite("FINMAG Art. 29", "Abs. 2")],
      });
    }
  } else if (input.sector === "gesundheit") {
    parts.push({
      id: "branche",
      label: "Berufsgeheimnis und kantonale Regeln",
      duty: "pruefen",
      reasons: [
        "Gesundheitsfachpersonen unterstehen dem Berufsgeheimnis; eine unbefugte Offenbarung kann strafbar sein. Prüfen Sie, wer intern und extern beigezogen werden darf.",
        "Prüfen Sie zudem das Gesundheitsgesetz Ihres Kantons und allfällige Meldepflichten gegenüber der kantonalen Aufsicht; unsere Wissensbasis deckt diese kantonalen Regeln nicht ab.",
      ],
      deadline: null,
      provisions: [cite("StGB Art. 321")],
    });
  }

  parts.push({
    id: "dokumentation",
    label: "Dokumentation",
    duty: "ja",
    reasons: [
      "Jede Verletzung der Datensicherheit ist zu dokumentieren – auch wenn keine Meldung nötig ist: Sachverhalt, Auswirkungen und ergriffene Massnahmen.",
      "Die Dokumentation ist ab der Meldung mindestens zwei Jahre aufzubewahren.",
    ],
    deadline: null,
    provisions: [cite("DSV Art. 15", "Abs. 4")],
  });
  return { risk, parts };
}
