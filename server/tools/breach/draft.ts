// The draft report to the EDÖB (Markdown) with every element Art. 15 para. 1 DSV asks for, and the
// documentation entry Art. 15 para. 4 DSV requires. A processor gets the same elements as its
// notice to the controller (Art. 24 Abs. 3 DSG): the controller needs them for its own report.
// Text is ours; the user completes and sends it.
import { CATEGORY_LABELS, identificationList, type BreachInput } from "./input.js";
import type { Assessment } from "./assess.js";
import { answerOf, personsOf } from "./facts.js";

const KIND_LABELS = {
  vertraulichkeit: "Offenlegung (Vertraulichkeit)",
  integritaet: "Veränderung (Integrität)",
  verfuegbarkeit: "Verlust oder Vernichtung (Verfügbarkeit)",
};
const OPEN = "_(noch zu ergänzen)_";
const or = (value: string | null | undefined) => (value && value.trim() ? value.trim() : OPEN);

/** Section headings of the draft, one per element of Art. 15 para. 1 DSV (tests check each). */
export const DRAFT_ELEMENTS = [
  "1. Art der Verletzung",
  "2. Zeitpunkt und Dauer",
  "3. Betroffene Personendaten",
  "4. Betroffene Personen",
  "5. Folgen und Risiken",
  "6. Ergriffene und vorgesehene Massnahmen",
  "7. Ansprechperson",
] as const;

/** The heading of a processor's notice to the controller (the e2e spec looks for it). */
export const PROCESSOR_NOTICE_TITLE = "Meldung einer Verletzung der Datensicherheit an den Verantwortlichen";

function header(input: BreachInput): string[] {
  if (input.role === "processor")
    return [
      `# ${PROCESSOR_NOTICE_TITLE}`,
      ``,
      `Entwurf nach Art. 24 Abs. 3 DSG. An: ${or(input.controllerName)} (Verantwortlicher). Titel: ${input.title}`,
      ``,
      `Als Ihr Auftragsbearbeiter melden wir Ihnen so rasch als möglich die folgende Verletzung der Datensicherheit. Ob sie dem EDÖB zu melden ist und ob die betroffenen Personen zu informieren sind, entscheiden Sie als Verantwortlicher (Art. 24 Abs. 1 und 4 DSG); die Angaben folgen den Elementen, die Art. 15 Abs. 1 DSV für Ihre Meldung verlangt. Fehlende Angaben reichen wir nach.`,
    ];
  return [
    `# Meldung einer Verletzung der Datensicherheit an den EDÖB`,
    ``,
    `Entwurf nach Art. 24 Abs. 1 DSG und Art. 15 Abs. 1 DSV. Verantwortlicher: ${or(input.controllerName)}. Titel: ${input.title}`,
  ];
}

const KEY = {
  ja: "ja, Schlüssel nicht betroffen",
  nein: "ja, Schlüssel betroffen",
  unbekannt: "ja, ob der Schlüssel betroffen ist, ist noch ungeklärt",
};
const OUTFLOW = { ja: "nachgewiesen", nein: "ausgeschlossen", unbekannt: "noch ungeklärt (Untersuchung läuft)" };
const LOGS = {
  ja: "schliessen einen unbefugten Zugriff aus",
  nein: "schliessen einen unbefugten Zugriff nicht aus",
  unbekannt: "Auswertung noch offen",
};

function encryption(input: BreachInput): string {
  if (!input.encrypted) return "nein";
  const key = answerOf(input.keySafe);
  return key ? KEY[key] : "ja, Schlüssel möglicherweise betroffen";
}

/** The decisive facts the form answered (decision 023, session 9), as a list; unanswered ones are left out. */
function answered(input: BreachInput): string[] {
  const lines: string[] = [];
  const outflow = answerOf(input.dataOutflow);
  const logs = answerOf(input.accessRuledOutByLogs);
  const knows = answerOf(input.recipientKnowsPersons);
  if (outflow) lines.push(`- Abfluss der Daten: ${OUTFLOW[outflow]}`);
  if (logs) lines.push(`- Protokolle (Logs): ${LOGS[logs]}`);
  if (knows) lines.push(`- Empfänger kennt die betroffenen Personen: ${knows}`);
  return lines.length ? [...lines, ``] : [];
}

export function draftReport(input: BreachInput, assessment: Assessment): string {
  // Which identification data, where the form says so, instead of the label's example (session 11).
  const categories = input.categories
    .map((c) =>
      c === "identifikation" && input.identificationKinds?.length
        ? `Identifikationsdaten (${identificationList(input.identificationKinds)})`
        : CATEGORY_LABELS[c],
    )
    .join(", ");
  const risks = assessment.facts.map((f) => f.text);
  return [
    ...header(input),
    ``,
    `## ${DRAFT_ELEMENTS[0]}`,
    `${input.kinds.length ? input.kinds.map((k) => KIND_LABELS[k]).join(", ") : OPEN}${input.cyberAttack ? "; Cyber-Angriff" : ""}.`,
    ``,
    or(input.description),
    ``,
    `## ${DRAFT_ELEMENTS[1]}`,
    `- Eingetreten: ${or(input.occurredAt)}`,
    `- Entdeckt: ${input.discoveredAt}`,
    `- Eingedämmt: ${input.containedAt ?? "noch nicht eingedämmt"}`,
    ``,
    `## ${DRAFT_ELEMENTS[2]}`,
    `Kategorien: ${categories}. Ungefähre Anzahl Datensätze: ${input.recordsApprox ?? OPEN}. Verschlüsselt: ${encryption(input)}.`,
    ``,
    ...answered(input),
    `## ${DRAFT_ELEMENTS[3]}`,
    `Ungefähre Anzahl betroffener Personen: ${personsOf(input).label}.`,
    ``,
    `## ${DRAFT_ELEMENTS[4]}`,
    or(input.consequences),
    ``,
    `Einschätzung des Risikos: ${assessment.risk}. Massgebend: ${risks.join(" ")}`,
    ``,
    `## ${DRAFT_ELEMENTS[5]}`,
    `- Ergriffen: ${or(input.measuresTaken)}`,
    `- Vorgesehen: ${or(input.measuresPlanned)}`,
    ``,
    `## ${DRAFT_ELEMENTS[6]}`,
    `${or(input.contactName)}, ${or(input.contactEmail)}, ${or(input.contactPhone)}`,
    ``,
  ].join("\n");
}

export interface DocumentationEntry {
  facts: string;
  effects: string;
  measures: string;
  reportedToEdoeb: boolean;
  keepUntilNote: string;
}

export function documentationEntry(input: BreachInput, assessment: Assessment): DocumentationEntry {
  const edoeb = assessment.parts.find((p) => p.id === "edoeb");
  return {
    facts: `${input.title}. ${input.description}`.trim(),
    effects: input.consequences || `Risiko: ${assessment.risk}`,
    measures: [input.measuresTaken, input.measuresPlanned].filter(Boolean).join(" / "),
    reportedToEdoeb: edoeb?.duty === "ja",
    keepUntilNote: "Mindestens zwei Jahre ab der Meldung aufbewahren (Art. 15 Abs. 4 DSV).",
  };
}
