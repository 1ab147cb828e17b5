// Learning the request model (server/search/request-model.ts): the labelled question sets, a
// logistic regression over the request features, and the threshold that keeps in-scope declines
// at or under 1 % in leave-one-set-out validation. Deterministic: the same sets give the same model.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../server/paths.js";
import { modelAbstains, outsideProbability, type RequestModel } from "../../server/search/request-model.js";
import { learnedFeatures } from "../../server/search/requests.js";
import { readQuestions, type Question } from "../search/eval.js";

export interface Example {
  q: string;
  outside: boolean;
  features: string[];
  /** How much the example counts in training (1 unless said). */
  weight?: number;
}

export interface LabelledSet {
  name: string;
  examples: Example[];
}

// Every labelled set of the repository: the answer sets, the search sets and the scope training sets.
const DIRS = [
  "tooling/answer/eval",
  "tooling/answer/eval/holdout",
  "tooling/search/eval",
  "tooling/search/eval/holdout",
  "tooling/search/eval/public",
  "tooling/search/train",
];
// tooling/answer/train holds phrasings of our own for the request classes of session 18 and their in-scope
// twins: the rules are checked on them (server/search/requests-deceptive.test.ts); the model does not learn
// from them.
// Trained on, they raised an in-scope penalty question over the threshold (0.63 -> 0.67, decision 005).

// Blind sets kept as the measure of a session and never studied: not training data, or their next
// figure would no longer say how the model does on questions it has not seen (holdout README).
// holdout-7 was studied in session 13, holdout-8 in session 14 and holdout-9 in session 15: training
// data since; holdout-10, written blind for session 15's final measure, was its measure and is studied
// from session 16 on; holdout-11, written blind in session 16, was that session's measure and is training data from
// session 17 on; holdout-12, written blind in session 17, was that session's measure and is training data
// from session 18 on; holdout-13, written blind in session 18, was that session's measure and is training data from
// session 19 on; holdout-14, written blind in session 19, was that session's measure and is training data from
// session 20 on; holdout-15, written blind in session 20, was that session's measure and is training data from
// session 21 on; holdout-16, written blind in session 21, is that session's measure. holdout-10 stays out of training
// as the check no model has learnt from.
export const MEASURE_ONLY: ReadonlySet<string> = new Set<string>(["answers-holdout-10", "answers-holdout-16"]);

const isOutside = (q: Question) => q.kind === "no_answer" || (q.refs.length === 0 && q.kind !== "in_scope");

export function labelledSets(): LabelledSet[] {
  const sets: LabelledSet[] = [];
  for (const dir of DIRS) {
    const full = path.join(ROOT, dir);
    for (const file of fs
      .readdirSync(full)
      .filter((f) => f.endsWith(".jsonl") && !MEASURE_ONLY.has(f.replace(/\.jsonl$/, "")))
      .sort()) {
      const examples = readQuestions(path.join(full, file)).map((q) => ({ q: q.q, outside: isOutside(q), features: learnedFeatures(q.q) }));
      sets.push({ name: file.replace(/\.jsonl$/, ""), examples });
    }
  }
  return sets;
}

export interface TrainOptions {
  /** L2 penalty per example. */
  l2: number;
  iterations: number;
  /** A feature is kept when this many training questions have it. */
  minCount: number;
}

export const TRAIN_OPTIONS: TrainOptions = { l2: 0.003, iterations: 300, minCount: 2 };

/** Logistic regression by full-batch AdaGrad; a question seen in several sets counts once. */
export function train(examples: Example[], options: TrainOptions = TRAIN_OPTIONS): RequestModel {
  const unique = [...new Map(examples.map((e) => [e.q, e])).values()];
  const count = new Map<string, number>();
  for (const e of unique) for (const f of e.features) count.set(f, (count.get(f) ?? 0) + 1);
  const names = [...count.keys()].filter((f) => count.get(f)! >= options.minCount).sort();
  const id = new Map(names.map((f, i) => [f, i]));
  const rows = unique.map((e) => ({
    y: e.outside ? 1 : 0,
    weight: e.weight ?? 1,
    x: e.features.map((f) => id.get(f)).filter((i) => i !== undefined),
  }));
  const w = new Float64Array(names.length);
  const g2 = new Float64Array(names.length + 1);
  let bias = 0;
  const rate = 0.5;
  for (let it = 0; it < options.iterations; it++) {
    const grad = new Float64Array(names.length);
    let gBias = 0;
    for (const row of rows) {
      let z = bias;
      for (const i of row.x) z += w[i];
      const err = (1 / (1 + Math.exp(-z)) - row.y) * row.weight;
      gBias += err;
      for (const i of row.x) grad[i] += err;
    }
    const n = rows.reduce((sum, row) => sum + row.weight, 0);
    for (let i = 0; i < names.length; i++) {
      const g = grad[i] / n + options.l2 * w[i];
      g2[i] += g * g;
      w[i] -= (rate * g) / Math.sqrt(g2[i] + 1e-8);
    }
    const gb = gBias / n;
    g2[names.length] += gb * gb;
    bias -= (rate * gb) / Math.sqrt(g2[names.length] + 1e-8);
  }
  const weights: Record<string, number> = {};
  names.forEach((f, i) => {
    const value = Math.round(w[i] * 1000) / 1000;
    if (value !== 0) weights[f] = value;
  });
  return { bias: Math.round(bias * 1000) / 1000, threshold: 0.5, weights };
}

export interface Scored {
  set: string;
  outside: boolean;
  p: number;
}

/** Leave-one-set-out probabilities: each set scored by a model trained on all the others. */
export function outOfSet(sets: LabelledSet[], options: TrainOptions = TRAIN_OPTIONS): Scored[] {
  const scored: Scored[] = [];
  for (const held of sets) {
    if (!held.examples.length) continue;
    const questions = new Set(held.examples.map((e) => e.q));
    // A question that also stands in another set would leak into its own test.
    const rest = sets.filter((s) => s !== held).flatMap((s) => s.examples.filter((e) => !questions.has(e.q)));
    const model = train(rest, options);
    for (const e of held.examples)
      scored.push({ set: held.name, outside: e.outside, p: modelAbstains(e.q) ? 0 : outsideProbability(model, e.features) });
  }
  return scored;
}

// Whatever the scores, a request is never declined on less than even odds.
const GRID = Array.from({ length: 50 }, (_, i) => 0.5 + i * 0.01);

// The sets the targets are measured on: the answer sets, each question with its facts.
export const isAnswerSet = (name: string): boolean => /^(?:answers|own-fresh)/.test(name);

/**
 * The lowest threshold at which the learned model, scored out of set, declines at most 1 % of all
 * in-scope questions, and at most one in-scope question of each answer set (one is already 1.2–6 %
 * of a set of 16–82: the rules decline a few as well, together they stay under the 3 % of issue 24).
 */
export function chooseThreshold(scored: Scored[]): number {
  const inside = scored.filter((s) => !s.outside);
  const answerSets = [...new Set(inside.map((s) => s.set))].filter(isAnswerSet);
  for (const t of GRID) {
    const declined = inside.filter((s) => s.p >= t);
    const pooled = declined.length <= inside.length * 0.01;
    const each = answerSets.every((set) => declined.filter((s) => s.set === set).length <= 1);
    if (pooled && each) return Math.round(t * 100) / 100;
  }
  return 0.99;
}

/**
 * One set left out entirely: the threshold chosen from the other sets' out-of-set scores, the model
 * trained on the other sets, the left-out set's probabilities (nested leave-one-set-out).
 */
export function leaveOut(sets: LabelledSet[], name: string, options: TrainOptions = TRAIN_OPTIONS): { threshold: number; p: number[] } {
  const held = sets.find((s) => s.name === name)!;
  const questions = new Set(held.examples.map((e) => e.q));
  const rest = sets.filter((s) => s !== held).map((s) => ({ ...s, examples: s.examples.filter((e) => !questions.has(e.q)) }));
  const threshold = chooseThreshold(outOfSet(rest, options));
  const model = train(
    rest.flatMap((s) => s.examples),
    options,
  );
  return { threshold, p: held.examples.map((e) => (modelAbstains(e.q) ? 0 : outsideProbability(model, e.features))) };
}
