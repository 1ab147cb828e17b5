// Learning which anchored statement opens the answer (issue 24, decision 005, session 15). Six
// sessions of hand-set gates and weights lifted the sets they were tuned on and left fresh ones where
// they were. Here every studied question with facts gives its candidates (every anchor assessed for
// it, all aspects, no gate), each labelled by the scorer's rule (its statement states all the
// question's facts); a logistic model over the features the answerer has at run time (select.ts)
// is trained on them, and the threshold under which no anchor answers ("nothing answers this
// aspect": the ranking's statements, the general test or the honest gap line, as before) is chosen
// by leave-one-set-out validation. Deterministic: fixed order, fixed iterations, no randomness.
import path from "node:path";
import { Composer, type SelectionCandidate } from "../../server/answer/compose.js";
import { selectionProbability, type SelectionModel } from "../../server/answer/select.js";
import type { KnowledgeIndex, SearchContext } from "../../server/search/index.js";
import { citationLabel } from "../../server/search/refs.js";
import { readsAsFollowUp } from "../../server/chat/streams.js";
import { ROOT } from "../../server/paths.js";
import { readQuestions } from "../search/eval.js";
import { directAnswer, factsHold, type FactMode, type FactQuestion } from "./figures.js";

/**
 * The studied sets: the public set, our own two and the held-out sets 1–8 (all seen in earlier
 * sessions). answers-holdout-9 is this session's validation set and never learned from.
 */
export const STUDIED_SETS: { file: string; mode: FactMode }[] = [
  { file: "tooling/answer/eval/answers-dev.jsonl", mode: "all-regex" },
  { file: "tooling/answer/eval/answers.jsonl", mode: "any-text" },
  { file: "tooling/answer/eval/own-fresh.jsonl", mode: "all-regex" },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): { file: string; mode: FactMode } => ({
    file: `tooling/answer/eval/holdout/answers-holdout-${n}.jsonl`,
    mode: "all-regex",
  })),
];

export const setName = (file: string) => path.basename(file, ".jsonl");

/** A candidate as learned: its features and whether its statement states the facts. */
export interface Row {
  features: Record<string, number>;
  positive: boolean;
  allowed: boolean;
  phrasing: number;
}

/** One question of a studied set with its candidates and what the answer says without any anchor. */
export interface LabelledQuestion {
  set: string;
  q: string;
  rows: Row[];
  /** The general test would open unless an anchor matches closely (compose.ts, CLOSE_ANCHOR). */
  general: boolean;
  /** The direct answer states the facts when no anchor opens (the fallback). */
  fallback: boolean;
}

/** Candidates per question kept for learning: the best by phrasing overlap or the ranking's support. */
const MAX_CANDIDATES = 20;
const CLOSE_ANCHOR = 0.7;
/** A model that never lets an anchor open: the answer as it is without one. */
export const NO_ANCHOR: SelectionModel = { bias: -50, threshold: 1, weights: {} };

/** The context a follow-up is asked in, as the chat builds it (figures.ts, answerAsChat). */
function contextOf(composer: Composer, index: KnowledgeIndex, q: FactQuestion): SearchContext | undefined {
  if (!q.prev || !readsAsFollowUp(q.q)) return undefined;
  const before = composer.compose(q.prev, index.search(q.prev, { limit: 8 }));
  return { question: q.prev, refs: before.citations.map((c) => c.ref) };
}

/** The statement as the direct answer shows it: its text and the provisions it cites. */
const shown = (c: SelectionCandidate) => `${c.anchor.text} (${c.anchor.refs.map(citationLabel).join(", ")})`;

export function labelSet(index: KnowledgeIndex, file: string, mode: FactMode): LabelledQuestion[] {
  const hand = new Composer(index, undefined, null, undefined, undefined, null);
  const none = new Composer(index, undefined, null, undefined, undefined, NO_ANCHOR);
  const set = setName(file);
  const out: LabelledQuestion[] = [];
  for (const q of readQuestions(path.join(ROOT, file)) as FactQuestion[]) {
    if (!q.refs.length || !q.facts?.length) continue;
    const context = contextOf(hand, index, q);
    const outcome = index.search(q.q, { limit: 8, context });
    const { candidates, general } = hand.selectionCandidates(q.q, outcome, context);
    const kept = [...candidates]
      .sort((a, b) => Math.max(b.phrasing, b.features.support) - Math.max(a.phrasing, a.features.support))
      .slice(0, MAX_CANDIDATES);
    const fallback = factsHold(directAnswer(none.compose(q.q, outcome, context).text), q.facts, mode);
    out.push({
      set,
      q: q.q,
      general,
      fallback,
      rows: kept.map((c) => ({
        features: c.features,
        positive: factsHold(shown(c), q.facts!, mode),
        allowed: c.allowed,
        phrasing: c.phrasing,
      })),
    });
  }
  return out;
}

export function labelAll(index: KnowledgeIndex): LabelledQuestion[] {
  return STUDIED_SETS.flatMap(({ file, mode }) => labelSet(index, file, mode));
}

export interface TrainOptions {
  l2: number;
  iterations: number;
}

export const TRAIN_OPTIONS: TrainOptions = { l2: 0.001, iterations: 150 };

const round = (x: number) => Math.round(x * 1000) / 1000;

/** What choosing a candidate gives: its own statement, or the fallback where the general test opens instead. */
const gives = (q: LabelledQuestion, r: Row) => (q.general && r.phrasing < CLOSE_ANCHOR ? q.fallback : r.positive);

/**
 * A choice model over each question's allowed candidates (those the party and subject rules let
 * open) and "no anchor" (the fallback, utility 0): a candidate's utility is bias + w·features, and
 * the model maximises the probability of the choices that state the facts (a candidate that does,
 * or no anchor where the fallback does). So the weights learn which anchor to prefer over which
 * and over none, not only whether one is right. At run time sigmoid(utility) is the candidate's
 * odds against no anchor (select.ts). Full-batch AdaGrad, features in sorted order, questions in
 * the sets' order, each question once: the same questions give the same weights.
 */
export function train(questions: LabelledQuestion[], options: TrainOptions = TRAIN_OPTIONS): SelectionModel {
  const unique = [...new Map(questions.map((q) => [q.q, q])).values()];
  const names = [...new Set(unique.flatMap((q) => q.rows.flatMap((r) => Object.keys(r.features))))].sort();
  const d = names.length;
  const groups = unique
    .map((q) => {
      const rows = q.rows.filter((r) => r.allowed);
      const x = new Float64Array(rows.length * d);
      rows.forEach((r, j) => names.forEach((f, i) => (x[j * d + i] = r.features[f] ?? 0)));
      return { x, n: rows.length, good: rows.map((r) => gives(q, r)), none: q.fallback };
    })
    // A question nothing answers teaches nothing about the choice.
    .filter((g) => g.none || g.good.some(Boolean));
  const w = new Float64Array(d + 1); // the bias last
  const g2 = new Float64Array(d + 1);
  const rate = 0.3;
  const count = Math.max(1, groups.length);
  for (let it = 0; it < options.iterations; it++) {
    const grad = new Float64Array(d + 1);
    for (const g of groups) {
      const u = new Float64Array(g.n);
      let max = 0; // "no anchor" has utility 0
      for (let j = 0; j < g.n; j++) {
        let z = w[d];
        for (let i = 0; i < d; i++) z += w[i] * g.x[j * d + i];
        u[j] = z;
        if (z > max) max = z;
      }
      let all = Math.exp(-max);
      let good = g.none ? all : 0;
      for (let j = 0; j < g.n; j++) {
        u[j] = Math.exp(u[j] - max);
        all += u[j];
        if (g.good[j]) good += u[j];
      }
      for (let j = 0; j < g.n; j++) {
        const e = u[j] / all - (g.good[j] ? u[j] / good : 0);
        if (e === 0) continue;
        for (let i = 0; i < d; i++) grad[i] += e * g.x[j * d + i];
        grad[d] += e;
      }
    }
    for (let i = 0; i <= d; i++) {
      const step = grad[i] / count + (i < d ? options.l2 * w[i] : 0);
      g2[i] += step * step;
      w[i] -= (rate * step) / Math.sqrt(g2[i] + 1e-8);
    }
  }
  const weights: Record<string, number> = {};
  names.forEach((f, i) => {
    const value = round(w[i]);
    if (value !== 0) weights[f] = value;
  });
  return { bias: round(w[d]), threshold: 0.5, weights };
}

/** Whether a question's direct answer would state its facts under a model and threshold (compose.ts's order). */
export function simulated(q: LabelledQuestion, model: SelectionModel, threshold: number): boolean {
  let best: Row | undefined;
  let bestP = -1;
  for (const r of q.rows) {
    if (!r.allowed) continue;
    const p = selectionProbability(model, r.features);
    if (p > bestP) {
      best = r;
      bestP = p;
    }
  }
  if (!best || bestP < threshold) return q.fallback;
  // The general test opens instead of an anchor that does not match closely.
  return gives(q, best);
}

const GRID = Array.from({ length: 19 }, (_, i) => round(0.05 + i * 0.05));

/**
 * The threshold under which no anchor answers: the one at which the out-of-set models answer most
 * questions' facts over the given sets (each set scored by a model trained on the others); the
 * lowest of equals.
 */
export function chooseThreshold(questions: LabelledQuestion[], options: TrainOptions = TRAIN_OPTIONS): number {
  const sets = [...new Set(questions.map((q) => q.set))];
  const scored: { q: LabelledQuestion; model: SelectionModel }[] = [];
  for (const held of sets) {
    const inHeld = new Set(questions.filter((q) => q.set === held).map((q) => q.q));
    const model = train(
      questions.filter((q) => q.set !== held && !inHeld.has(q.q)),
      options,
    );
    for (const q of questions) if (q.set === held) scored.push({ q, model });
  }
  let best = GRID[0];
  let bestHits = -1;
  for (const t of GRID) {
    const hits = scored.filter(({ q, model }) => simulated(q, model, t)).length;
    if (hits > bestHits) {
      best = t;
      bestHits = hits;
    }
  }
  return best;
}

/** The model of the given questions with its threshold chosen by leave-one-set-out over them. */
export function learn(questions: LabelledQuestion[], options: TrainOptions = TRAIN_OPTIONS): SelectionModel {
  return { ...train(questions, options), threshold: chooseThreshold(questions, options) };
}
