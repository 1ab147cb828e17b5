// A record of a processing activity: the contents Art. 12 para. 2 DSG requires, plus the facts the
// exemption check (Art. 24 DSV) needs.
export interface RecordInput {
  title: string;
  controller: string;
  purpose: string;
  dataSubjects: string;
  dataCategories: string;
  recipients: string;
  retention: string;
  security: string;
  abroad: string;
  guarantees: string;
  employeesOnJan1: number;
  largeScaleSensitive: boolean;
  highRiskProfiling: boolean;
}

const text = (min: number, max: number) => ({ type: "string", minLength: min, maxLength: max }) as const;

export const recordInputSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "title",
    "controller",
    "purpose",
    "dataSubjects",
    "dataCategories",
    "employeesOnJan1",
    "largeScaleSensitive",
    "highRiskProfiling",
  ],
  properties: {
    title: text(1, 200),
    controller: text(1, 500),
    purpose: text(1, 2000),
    dataSubjects: text(1, 2000),
    dataCategories: text(1, 2000),
    recipients: text(0, 2000),
    retention: text(0, 2000),
    security: text(0, 4000),
    abroad: text(0, 2000),
    guarantees: text(0, 2000),
    employeesOnJan1: { type: "integer", minimum: 0, maximum: 10_000_000 },
    largeScaleSensitive: { type: "boolean" },
    highRiskProfiling: { type: "boolean" },
  },
} as const;

export function normalise(body: Partial<RecordInput>): RecordInput {
  const defaults = { recipients: "", retention: "", security: "", abroad: "", guarantees: "" };
  return { ...defaults, ...body } as RecordInput;
}

/** Columns of the export, in the order of Art. 12 para. 2 DSG. */
export const COLUMNS: { key: keyof RecordInput; label: string }[] = [
  { key: "title", label: "Bearbeitungstätigkeit" },
  { key: "controller", label: "Verantwortlicher (Identität)" },
  { key: "purpose", label: "Bearbeitungszweck" },
  { key: "dataSubjects", label: "Kategorien betroffener Personen" },
  { key: "dataCategories", label: "Kategorien bearbeiteter Personendaten" },
  { key: "recipients", label: "Kategorien der Empfänger" },
  { key: "retention", label: "Aufbewahrungsdauer oder Kriterien" },
  { key: "security", label: "Massnahmen zur Datensicherheit (Art. 8 DSG)" },
  { key: "abroad", label: "Staaten im Ausland" },
  { key: "guarantees", label: "Garantien (Art. 16 DSG)" },
];

/** Completeness warnings: fields Art. 12 para. 2 DSG asks for that are still empty. */
export function missingFields(input: RecordInput): string[] {
  const missing = COLUMNS.filter((c) => c.key !== "abroad" && c.key !== "guarantees" && String(input[c.key]).trim() === "").map(
    (c) => c.label,
  );
  if (input.abroad.trim() && !input.guarantees.trim()) missing.push("Garantien (Art. 16 DSG)");
  return missing;
}
