// `npm run eval -- --breaches [file.jsonl …] [--verbose]`: accuracy of the breach assistant per
// decision (EDÖB report, informing the persons, FINMA, the processor's duty to the controller, the
// sector) on scenario sets. Default set: tooling/breach/eval/dev.jsonl. A scenario's form is
// the body a careful user sends; fields the schema does not (yet) know are mapped or dropped by
// toInput() so that a set written for a newer form still runs against this one.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../server/paths.js";
import { assessBreach, type Assessment } from "../../server/tools/breach/assess.js";
import { FINMA_LABEL } from "../../server/tools/breach/sector.js";
import { breachInputSchema, normalise, type BreachBody, type BreachInput } from "../../server/tools/breach/input.js";

export const BREACH_DEV_SET = path.join(ROOT, "tooling/breach/eval/dev.jsonl");

export interface Expected {
  edoeb: string;
  persons: string;
  finma: string;
  processorInformsController: boolean;
  sector: string;
}
export interface Scenario {
  id: string;
  scenario: string;
  form: Record<string, unknown>;
  expected: Expected;
}
export const DECISIONS = ["edoeb", "persons", "finma", "processorInformsController", "sector"] as const;
export type Decision = (typeof DECISIONS)[number];

export function readScenarios(file: string): Scenario[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Scenario);
}

// How a user of an older form would have chosen among its sectors.
const LEGACY_SECTOR: Record<string, string> = {
  effekten: "bank",
  versicherung_privat: "versicherung",
  krankenversicherer_kvg: "versicherung",
};
const RANGE_FLOOR: Record<string, number> = { "1": 1, "2-10": 2, "11-100": 11, "101-1000": 101, "1001-10000": 1001, ">10000": 10001 };

interface PropertySchema {
  enum?: unknown[];
  type?: string | string[];
  anyOf?: PropertySchema[];
}

/** Whether `schema` lets a property take `value` (enums, null and unions only: all the sets need). */
function admits(schema: PropertySchema | undefined, value: unknown): boolean {
  if (schema?.anyOf) return schema.anyOf.some((member) => admits(member, value));
  if (value === null) return Array.isArray(schema?.type) && schema.type.includes("null");
  if (schema?.type === "boolean") return typeof value === "boolean";
  return !schema?.enum || schema.enum.includes(value);
}

/** Whether this version's schema lets property `key` take `value`. */
function allows(key: string, value: unknown): boolean {
  return admits((breachInputSchema.properties as Record<string, PropertySchema>)[key], value);
}

/** The scenario form as this version's schema accepts it: unknown fields dropped, new values mapped. */
export function toInput(form: Record<string, unknown>): BreachInput {
  const known = new Set(Object.keys(breachInputSchema.properties));
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) if (known.has(key)) body[key] = value;
  if (!allows("sector", body.sector)) body.sector = LEGACY_SECTOR[String(body.sector)] ?? "andere";
  if (body.personsApprox === null && !allows("personsApprox", null)) body.personsApprox = RANGE_FLOOR[String(form.personsRange)] ?? 0;
  // A value outside a closed list would be refused by the API (400): say so instead of scoring it.
  for (const [key, value] of Object.entries(body))
    if (typeof value === "string" && !allows(key, value)) throw new Error(`${key}: "${value}" is not one of the form's values`);
  return normalise(body as BreachBody);
}

/** The verdicts of one assessment in the scenario set's vocabulary. */
export function decisionsOf(assessment: Assessment): Record<Decision, string> {
  const part = (id: string) => assessment.parts.find((p) => p.id === id);
  const branche = part("branche");
  const finma = branche && branche.label === FINMA_LABEL ? branche.duty : "nicht_anwendbar";
  return {
    edoeb: part("edoeb")?.duty ?? "nein",
    persons: part("betroffene")?.duty ?? "nein",
    finma,
    processorInformsController: String(part("verantwortlicher")?.duty === "ja"),
    sector: assessment.sector,
  };
}

export interface BreachEvalResult {
  n: number;
  correct: Record<Decision, number>;
  misses: { id: string; decision: Decision; expected: string; got: string }[];
}

export function evaluateBreaches(scenarios: Scenario[]): BreachEvalResult {
  const correct = Object.fromEntries(DECISIONS.map((d) => [d, 0])) as Record<Decision, number>;
  const misses: BreachEvalResult["misses"] = [];
  for (const s of scenarios) {
    let input: BreachInput;
    try {
      input = toInput(s.form);
    } catch (error) {
      throw new Error(`scenario ${s.id}: ${(error as Error).message}`);
    }
    const got = decisionsOf(assessBreach(input));
    for (const d of DECISIONS) {
      const expected = String(s.expected[d]);
      if (got[d] === expected) correct[d]++;
      else misses.push({ id: s.id, decision: d, expected, got: got[d] });
    }
  }
  return { n: scenarios.length, correct, misses };
}

export function runBreachEval(argv: string[]): void {
  const files = argv.filter((a) => !a.startsWith("--"));
  for (const file of files.length ? files : [BREACH_DEV_SET]) {
    const result = evaluateBreaches(readScenarios(file));
    const figures = DECISIONS.map((d) => `${d} ${(result.correct[d] / result.n).toFixed(3)} (${result.correct[d]}/${result.n})`);
    console.log(`${path.basename(file)}: ${result.n} scenarios; ${figures.join(", ")}`);
    for (const miss of result.misses) console.log(`  ${miss.id} ${miss.decision}: expected ${miss.expected}, got ${miss.got}`);
  }
}
