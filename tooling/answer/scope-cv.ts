// `npm run eval:scope`: how well the decline of outside requests carries over to questions it was
// not made from (decision 005, session 11). The rules (server/search/requests.ts) and the scope
// model have seen every answer set, so their figure on a set is in-sample, except holdout-5, which
// session 10's rules never saw; the honest figure of the rules is each set's first run (README).
// The learned model is measured leave-one-set-out, nested: for each answer set, its threshold is
// chosen and its model trained on the other sets only. Combined = the chat's decline with the rules
// as they are, plus the left-out model's decline.
import fs from "node:fs";
import path from "node:path";
import { Composer } from "../../server/answer/compose.js";
import { ROOT } from "../../server/paths.js";
import { learnedFeatures, useRequestModel } from "../../server/search/requests.js";
import { loadRequestModel, modelAbstains, outsideProbability } from "../../server/search/request-model.js";
import { buildIndex, readQuestions } from "../search/eval.js";
import { answerAsChat, type FactQuestion } from "./figures.js";
import { labelledSets, leaveOut, MEASURE_ONLY } from "./scope-learn.js";

// First runs of the blind sets, from tooling/answer/eval/holdout/README.md: outside declined, in-scope declined.
const FIRST_RUN: Record<string, string> = {
  "answers-holdout-1": "7/17 · 2/69",
  "answers-holdout-2": "7/18 · 0/72",
  "answers-holdout-3": "8/18 · 0/75",
  "answers-holdout-4": "12/19 · 1/78",
  "answers-holdout-5": "15/19 · 0/82",
  "answers-holdout-6": "12/20 · 1/85",
  "answers-holdout-7": "15/22 · 3/89",
  "answers-holdout-8": "20/22 · 5/90",
  "answers-holdout-9": "18/24 · 1/90",
  "answers-holdout-10": "21/24 · 4/96",
  "answers-holdout-11": "19/20 · 1/100",
  "answers-holdout-12": "16/20 · 4/100",
  "answers-holdout-13": "18/20 · 4/100",
  "answers-holdout-14": "18/20 · 1/100",
  "answers-holdout-15": "18/20 · 0/100",
  "answers-holdout-16": "19/20 · 1/100",
};
// Per question, what the first run's code did (holdout-2…5): with the left-out model beside it, the
// honest figure of rules + learned on a set neither had seen.
interface FirstRun {
  outsideAnswered: string[];
  insideDeclined: string[];
}
const FIRST_RUN_DECLINES = JSON.parse(
  fs.readFileSync(path.join(ROOT, "tooling/answer/eval/holdout/first-run-declines.json"), "utf8"),
) as Record<string, FirstRun>;
const ANSWER_SETS = [
  "tooling/answer/eval/answers-dev.jsonl",
  "tooling/answer/eval/answers.jsonl",
  "tooling/answer/eval/own-fresh.jsonl",
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => `tooling/answer/eval/holdout/answers-holdout-${n}.jsonl`),
];

type Pair = [outside: number, inside: number];

function trainedModelOn(questions: FactQuestion[]): { threshold: number; p: number[] } {
  const model = loadRequestModel()!;
  return {
    threshold: model.threshold,
    p: questions.map((q) => (modelAbstains(q.q) ? 0 : outsideProbability(model, learnedFeatures(q.q)))),
  };
}
const cell = (hits: number, n: number, width: number) => `${hits}/${n}`.padEnd(width);

// With --list, every outside request the combined decline answers and every in-scope question it
// declines, with who declined (rules, left-out model) and the model's probability; never for a
// measure-only set, whose questions stay unread (holdout README).
const LIST = process.argv.includes("--list");

function main(): void {
  const sets = labelledSets();
  const listed: string[] = [];
  // The chat's own decline without the learned model: the rules and the scope model.
  useRequestModel(null);
  const index = buildIndex();
  const composer = new Composer(index);
  console.log("set                  first run out·in   rules now out·in   learned out·in (t)       combined out·in   first run + learned");
  for (const file of ANSWER_SETS) {
    const name = path.basename(file, ".jsonl");
    const questions = readQuestions(path.join(ROOT, file)) as FactQuestion[];
    // A set kept for measuring only (MEASURE_ONLY) is out of every model already: the trained one.
    const { threshold, p } = sets.some((s) => s.name === name) ? leaveOut(sets, name) : trainedModelOn(questions);
    const n: Pair = [0, 0];
    const rules: Pair = [0, 0];
    const learned: Pair = [0, 0];
    const combined: Pair = [0, 0];
    const firstRun = FIRST_RUN_DECLINES[name];
    const early: Pair = [0, 0];
    questions.forEach((q, i) => {
      const k = q.kind === "no_answer" ? 0 : 1;
      const byRules = answerAsChat(composer, index, q).citations.length === 0;
      const byModel = p[i] >= threshold;
      n[k]++;
      if (byRules) rules[k]++;
      if (byModel) learned[k]++;
      if (byRules || byModel) combined[k]++;
      if (LIST && !MEASURE_ONLY.has(name) && (k === 0) !== (byRules || byModel))
        listed.push(
          `${k === 0 ? "OUT-ANSWERED" : "IN-DECLINED"} ${name} rules=${byRules} p=${p[i].toFixed(2)}/${threshold}: ${q.prev ? `[prev: ${q.prev}] ` : ""}${q.q}`,
        );
      if (firstRun) {
        const key = q.q.slice(0, 100);
        const byFirstRun = k === 0 ? !firstRun.outsideAnswered.includes(key) : firstRun.insideDeclined.includes(key);
        if (byFirstRun || byModel) early[k]++;
      }
    });
    const pair = (c: Pair) => `${cell(c[0], n[0], 6)}${cell(c[1], n[1], 6)}`;
    console.log(
      `${name.padEnd(21)}${(FIRST_RUN[name] ?? "–").padEnd(19)}${pair(rules).padEnd(19)}${`${pair(learned)}(${threshold})`.padEnd(25)}${pair(combined).padEnd(18)}${firstRun ? pair(early) : "–"}`,
    );
  }
  for (const line of listed) console.log(line);
}

main();
