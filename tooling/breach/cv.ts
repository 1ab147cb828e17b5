// `npm run eval:breaches-cv`: how the breach assistant's EDÖB and persons decisions carry over to
// scenario sets nobody studied (issue 26, session 16). Three figures per held-out set and pooled:
// - "rules now": the hand rules as they stand. Every set up to the newest studied one has been
//   studied, so this is a figure on seen cases, not an estimate.
// - "first run": the rules' figure when the set was first scored, before anyone read it (the
//   holdout README's "first run" rows). The rules cannot be un-learnt from a set, so this recorded
//   figure is their only honest leave-one-set-out estimate.
// - "learned": a multinomial logistic model over the form's answers and the description readers'
//   outputs (factsOf), trained on every other set (and the development set), scored on the left-out
//   one. It is what a fitted decision would score on an unseen set; decision 023 uses it only if
//   it beats the rules' first runs.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../server/paths.js";
import { factsOf } from "../../server/tools/breach/facts.js";
import type { BreachInput } from "../../server/tools/breach/input.js";
import { assessBreach } from "../../server/tools/breach/assess.js";
import { BREACH_DEV_SET, decisionsOf, readScenarios, toInput, type Scenario } from "./eval.js";

const HOLDOUT = path.join(ROOT, "tooling/breach/eval/holdout");
const VERDICTS = ["ja", "nein", "pruefen"] as const;
type Target = "edoeb" | "persons";
const TARGETS: Target[] = ["edoeb", "persons"];

export function holdoutSets(): { name: string; file: string }[] {
  return fs
    .readdirSync(HOLDOUT)
    .map((f) => /^breaches-(holdout-(\d+))\.jsonl$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[2]) - Number(b[2]))
    .map((m) => ({ name: m[1], file: path.join(HOLDOUT, m[0]) }));
}

/** The README's first-run figures per set: EDÖB and persons as first scored, before anyone read the set. */
export function firstRuns(readme: string): Map<string, Record<Target, number>> {
  const runs = new Map<string, Record<Target, number>>();
  for (const line of readme.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const set = /^(holdout-\d+) \(\d+\)$/.exec(cells[1] ?? "");
    if (!set || !/first run/.test(cells[2] ?? "") || runs.has(set[1])) continue;
    runs.set(set[1], { edoeb: Number(cells[3]), persons: Number(cells[4]) });
  }
  return runs;
}

/** The features a learned decision may use: the form's answers one-hot and every reader's boolean. */
export function features(input: BreachInput): Record<string, number> {
  const x: Record<string, number> = { bias: 1 };
  for (const [key, value] of Object.entries(input)) {
    if (key === "title" || key === "description" || key === "discoveredAt" || key === "occurredAt") continue;
    if (Array.isArray(value)) for (const v of value) x[`${key}=${String(v)}`] = 1;
    else if (typeof value === "string" || typeof value === "boolean") x[`${key}=${String(value)}`] = 1;
  }
  const persons = input.personsApprox;
  x.logPersons = persons == null ? 0 : Math.log10(1 + persons) / 5;
  x.personsUnknown = persons == null ? 1 : 0;
  for (const [key, value] of Object.entries(factsOf(input))) {
    if (typeof value === "boolean") x[`fact.${key}`] = value ? 1 : 0;
    else if (typeof value === "string") x[`fact.${key}=${value}`] = 1;
    else if (Array.isArray(value)) x[`fact.${key}.n`] = Math.min(value.length, 3) / 3;
  }
  const open = factsOf(input).openFact;
  if (open) x[`fact.openFact`] = 1;
  return x;
}

export interface Example {
  x: Record<string, number>;
  y: Record<Target, number>;
}

function example(s: Scenario): Example {
  const y = (t: Target) => VERDICTS.indexOf(String(s.expected[t]) as (typeof VERDICTS)[number]);
  return { x: features(toInput(s.form)), y: { edoeb: y("edoeb"), persons: y("persons") } };
}

/** The weights per feature and verdict. */
export interface Model {
  names: string[];
  w: Float64Array;
}
const K = VERDICTS.length;

function dense(names: Map<string, number>, x: Record<string, number>): [number, number][] {
  return Object.entries(x).flatMap(([k, v]) => (names.has(k) && v !== 0 ? [[names.get(k)!, v] as [number, number]] : []));
}

/** Softmax regression with an L2 penalty, full-batch gradient descent (a few hundred examples). */
export function train(examples: Example[], target: Target, l2 = 0.01, epochs = 400, rate = 0.5): Model {
  const index = new Map<string, number>();
  for (const e of examples) for (const k of Object.keys(e.x)) if (!index.has(k)) index.set(k, index.size);
  const rows = examples.map((e) => dense(index, e.x));
  const w = new Float64Array(index.size * K);
  const grad = new Float64Array(w.length);
  const z = new Float64Array(K);
  for (let epoch = 0; epoch < epochs; epoch++) {
    grad.fill(0);
    rows.forEach((row, i) => {
      z.fill(0);
      for (const [j, v] of row) for (let c = 0; c < K; c++) z[c] += w[j * K + c] * v;
      const max = Math.max(...z);
      let sum = 0;
      for (let c = 0; c < K; c++) sum += z[c] = Math.exp(z[c] - max);
      for (const [j, v] of row) for (let c = 0; c < K; c++) grad[j * K + c] += (z[c] / sum - (c === examples[i].y[target] ? 1 : 0)) * v;
    });
    for (let j = 0; j < w.length; j++) w[j] -= rate * (grad[j] / examples.length + l2 * w[j]);
  }
  return { names: [...index.keys()], w };
}

export function predict(model: Model, x: Record<string, number>): (typeof VERDICTS)[number] {
  const z = new Float64Array(K);
  model.names.forEach((name, j) => {
    const v = x[name];
    if (v) for (let c = 0; c < K; c++) z[c] += model.w[j * K + c] * v;
  });
  return VERDICTS[z.indexOf(Math.max(...z))];
}

/** The example without the description readers' outputs: the form's answers alone. */
function formOnly(e: Example): Example {
  return { ...e, x: Object.fromEntries(Object.entries(e.x).filter(([k]) => !k.startsWith("fact."))) };
}

const f3 = (x: number) => x.toFixed(3);

type Pair = Record<Target, number>;
interface Row {
  name: string;
  n: number;
  now: Pair;
  first?: Pair;
  learned: Pair;
  form: Pair;
}

const pair = (c: Pair, n = 1) => `${f3(c.edoeb / n)} / ${f3(c.persons / n)}`;

function line(name: string, n: number, now: string, first: string, learned: string, form: string): string {
  return [name.padEnd(22), String(n).padEnd(4), now.padEnd(15), first.padEnd(15), learned.padEnd(23), form].join(" ");
}

/** The rows pooled: counts summed, the first runs weighted by each set's size. */
function pooled(label: string, rows: Row[]): string {
  const n = rows.reduce((a, r) => a + r.n, 0);
  const sum = (get: (r: Row) => Pair | undefined, weight: (r: Row) => number) => ({
    edoeb: rows.reduce((a, r) => a + (get(r)?.edoeb ?? 0) * weight(r), 0),
    persons: rows.reduce((a, r) => a + (get(r)?.persons ?? 0) * weight(r), 0),
  });
  const firstN = rows.filter((r) => r.first).reduce((a, r) => a + r.n, 0);
  return line(
    label,
    n,
    pair(
      sum(
        (r) => r.now,
        () => 1,
      ),
      n,
    ),
    firstN
      ? pair(
          sum(
            (r) => r.first,
            (r) => r.n,
          ),
          firstN,
        )
      : "–",
    pair(
      sum(
        (r) => r.learned,
        () => 1,
      ),
      n,
    ),
    pair(
      sum(
        (r) => r.form,
        () => 1,
      ),
      n,
    ),
  );
}

function main(): void {
  const first = firstRuns(fs.readFileSync(path.join(HOLDOUT, "README.md"), "utf8"));
  const dev = readScenarios(BREACH_DEV_SET).map(example);
  const loaded = holdoutSets().map((s) => {
    const scenarios = readScenarios(s.file);
    return { ...s, scenarios, examples: scenarios.map(example) };
  });
  console.log(line("set", 0, "rules now", "first run", "learned (set left out)", "form only").replace(" 0   ", " n   "));
  const rows: Row[] = [];
  for (const held of loaded) {
    const rest = [...dev, ...loaded.filter((s) => s.name !== held.name).flatMap((s) => s.examples)];
    const row: Row = {
      name: held.name,
      n: held.scenarios.length,
      now: { edoeb: 0, persons: 0 },
      first: first.get(held.name),
      learned: { edoeb: 0, persons: 0 },
      form: { edoeb: 0, persons: 0 },
    };
    for (const t of TARGETS) {
      const model = train(rest, t);
      const plain = train(rest.map(formOnly), t);
      for (const e of held.examples) {
        row.learned[t] += predict(model, e.x) === VERDICTS[e.y[t]] ? 1 : 0;
        row.form[t] += predict(plain, e.x) === VERDICTS[e.y[t]] ? 1 : 0;
      }
    }
    for (const s of held.scenarios) {
      const got = decisionsOf(assessBreach(toInput(s.form)));
      for (const t of TARGETS) row.now[t] += got[t] === String(s.expected[t]) ? 1 : 0;
    }
    rows.push(row);
    console.log(
      line(row.name, row.n, pair(row.now, row.n), row.first ? pair(row.first) : "–", pair(row.learned, row.n), pair(row.form, row.n)),
    );
  }
  console.log(pooled("pooled", rows));
  // The rules' first runs of the last six sets were scored on the decision table's mature code
  // (sessions 11–15); the earlier ones on rules that had seen only a few sets.
  const recent = rows.slice(-6);
  console.log(pooled(`pooled ${recent[0].name}…${recent.at(-1)!.name.replace("holdout-", "")}`, recent));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
