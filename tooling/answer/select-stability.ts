// `npx tsx tooling/answer/select-stability.ts LABELS.json [OTHER.json] [options JSON]` (decision 005,
// session 21): how far the trained selection model moves under perturbations that should not
// matter — one studied set left out, 5 % of the studied questions left out (seeded), the labels of
// another checkout (OTHER.json: a knowledge branch merged in) — measured as the simulated facts-direct
// totals of answers-holdout-9…15 (select-learn.ts, `simulated`). Totals only: holdout-10 is measure-only.
// Labels come from select-labels.ts. Options: TrainOptions fields, `plus` (holdout numbers added to
// the training sets), `cv` (the simulated leave-one-set-out mean too).
import fs from "node:fs";
import { learn, seeded, setName, simulated, STUDIED_SETS, type LabelledQuestion, type TrainOptions } from "./select-learn.js";
import type { SelectionModel } from "../../server/answer/select.js";

const [labelsFile, otherFile, optionsJson] = process.argv.slice(2);
const given = JSON.parse(optionsJson ?? "{}") as Partial<TrainOptions> & { plus?: number[]; cv?: boolean };
const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as LabelledQuestion[];
const labels = read(labelsFile);
const other = otherFile && otherFile !== "-" ? read(otherFile) : undefined;
const trained = [...STUDIED_SETS.map((s) => setName(s.file)), ...(given.plus ?? []).map((n) => `answers-holdout-${n}`)];
if (trained.includes("answers-holdout-10")) throw new Error("holdout-10 is never trained on");
const measured = [9, 10, 11, 12, 13, 14, 15].map((n) => `answers-holdout-${n}`);
const studiedOf = (all: LabelledQuestion[]) => all.filter((q) => trained.includes(q.set));

const hits = (all: LabelledQuestion[], model: SelectionModel, set: string) =>
  all.filter((q) => q.set === set && simulated(q, model, model.threshold)).length;
const outcomes = (all: LabelledQuestion[], model: SelectionModel) =>
  new Map(all.filter((q) => measured.includes(q.set)).map((q) => [`${q.set}\u0000${q.q}`, simulated(q, model, model.threshold)]));

const runs: { name: string; all: LabelledQuestion[]; train: LabelledQuestion[] }[] = [
  { name: "base", all: labels, train: studiedOf(labels) },
];
for (const set of trained)
  runs.push({ name: `-${set.replace("answers-holdout-", "h")}`, all: labels, train: studiedOf(labels).filter((q) => q.set !== set) });
for (const seed of [1, 2, 3, 4]) {
  const random = seeded(1000 + seed);
  runs.push({ name: `-5%#${seed}`, all: labels, train: studiedOf(labels).filter(() => random() >= 0.05) });
}
if (other) runs.push({ name: "other", all: other, train: studiedOf(other) });

const short = (s: string) => s.replace("answers-holdout-", "h");
console.log(`options ${JSON.stringify(given)}`);
console.log(["run".padEnd(14), "t".padEnd(5), ...measured.map((s) => short(s).padEnd(4)), "flips"].join(" "));
const table = new Map<string, number[]>();
let base: Map<string, boolean> | undefined;
for (const run of runs) {
  const model = learn(run.train, given);
  const counts = measured.map((s) => hits(run.all, model, s));
  counts.forEach((c, i) => table.set(measured[i], [...(table.get(measured[i]) ?? []), c]));
  const now = outcomes(run.all, model);
  base ??= now;
  let flips = 0;
  for (const [k, v] of now) if (base.has(k) && base.get(k) !== v) flips++;
  console.log([run.name.padEnd(14), String(model.threshold).padEnd(5), ...counts.map((c) => String(c).padEnd(4)), flips].join(" "));
}
console.log(["range".padEnd(20), ...measured.map((s) => `${Math.max(...table.get(s)!) - Math.min(...table.get(s)!)}`.padEnd(4))].join(" "));

if (given.cv) {
  const studied = studiedOf(labels);
  let sum = 0;
  let sets = 0;
  for (const set of STUDIED_SETS.map((s) => setName(s.file))) {
    const held = studied.filter((q) => q.set === set);
    const names = new Set(held.map((q) => q.q));
    const model = learn(
      studied.filter((q) => q.set !== set && !names.has(q.q)),
      given,
    );
    sum += held.filter((q) => simulated(q, model, model.threshold)).length / Math.max(1, held.length);
    sets++;
  }
  console.log(`simulated leave-one-set-out mean facts direct ${(sum / sets).toFixed(3)}`);
}
