// A record of a processing activity: the contents Art. 12 para. 2 DSG requires, plus the facts the
// exemption check (Art. 24 DSV) needs.
import { Type, type Static } from "@sinclair/typebox";

const text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max });
const optionalText = (max: number) => Type.Optional(text(0, max));

/** The body of POST/PUT /api/tools/records: validated by Fastify, typed through Static<>. */
export const recordInputSchema = Type.Object(
  {
    title: text(1, 200),
    controller: text(1, 500),
    purpose: text(1, 2000),
    dataSubjects: text(1, 2000),
    dataCategories: text(1, 2000),
    recipients: optionalText(2000),
    retention: optionalText(2000),
    security: optionalText(4000),
    abroad: optionalText(2000),
    guarantees: optionalText(2000),
    employeesOnJan1: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
    largeScaleSensitive: Type.Boolean(),
    highRiskProfiling: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RecordBody = Static<typeof recordInputSchema>;
/** A record as logic, storage and export see it: every field present. */
export type RecordInput = Required<RecordBody>;

/**
 * The facts the exemption check (Art. 24 DSV) needs. A client may send the whole form as it stands:
 * the other fields are optional here but checked like the record's, and unknown ones are kept.
 */
const { employeesOnJan1, largeScaleSensitive, highRiskProfiling } = recordInputSchema.properties;
export const exemptionInputSchema = Type.Object(
  { ...Type.Partial(recordInputSchema).properties, employeesOnJan1, largeScaleSensitive, highRiskProfiling },
  { additionalProperties: false },
);

export function normalise(body: RecordBody): RecordInput {
  return { recipients: "", retention: "", security: "", abroad: "", guarantees: "", ...body };
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
