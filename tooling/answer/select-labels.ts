// `npx tsx tooling/answer/select-labels.ts OUT.json`: the selection's labelled candidates of every
// answer set of this checkout (the studied sets and answers-holdout-9…15), written once so that
// training can be repeated under perturbations without composing every answer again
// (select-stability.ts, decision 005, session 21). holdout-10's labels are used for totals only.
import fs from "node:fs";
import { buildIndex } from "../search/eval.js";
import { labelSet, STUDIED_SETS } from "./select-learn.js";

const out = process.argv[2];
if (!out) throw new Error("usage: select-labels.ts OUT.json");
const index = buildIndex();
const files = [
  ...STUDIED_SETS,
  ...[9, 10, 11, 12, 13, 14, 15].map((n) => ({
    file: `tooling/answer/eval/holdout/answers-holdout-${n}.jsonl`,
    mode: "all-regex" as const,
  })),
];
const seen = new Set<string>();
const labelled = files.filter(({ file }) => !seen.has(file) && seen.add(file)).flatMap(({ file, mode }) => labelSet(index, file, mode));
fs.writeFileSync(out, JSON.stringify(labelled));
console.log(`${labelled.length} questions → ${out}`);
