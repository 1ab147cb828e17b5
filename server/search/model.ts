// The learned parts of the search: the weights that fuse the ranking signals and the logistic
// model that decides whether a question is covered at all. Trained by `npm run train` from the
// repository's own question sets (tooling/search/train.ts); the result is committed in model.json.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.js";

// "dense" (embeddings) is never present in training, so its weight stays at the default.
export const FEATURES = ["text", "situations", "subject", "guide", "prior", "guidance", "context", "related", "dense"] as const;
export type Feature = (typeof FEATURES)[number];
export type FeatureVector = Record<Feature, number>;

export const SCOPE_FEATURES = [
  "topic",
  "cover",
  "law",
  "known",
  "dataTopic",
  "otherFields",
  "text",
  "situations",
  "subject",
  "guide",
] as const;
export type ScopeFeature = (typeof SCOPE_FEATURES)[number];
export type ScopeFeatures = Record<ScopeFeature, number>;

export interface SearchModel {
  ranker: FeatureVector;
  scope: {
    bias: number;
    weights: ScopeFeatures;
    threshold: number;
    /** Log-odds of a word stem for "in scope", learned from the question sets (naive Bayes). */
    lexicon: Record<string, number>;
  };
}

export const DEFAULT_MODEL: SearchModel = {
  ranker: { text: 1, situations: 1, subject: 1, guide: 0.5, prior: 0.1, guidance: 0, context: 0.3, related: 0.3, dense: 1 },
  scope: {
    bias: -2,
    lexicon: {},
    weights: { topic: 1, cover: 1, law: 1, known: 1, dataTopic: 3, otherFields: -3, text: 1, situations: 1, subject: 2, guide: 1 },
    threshold: 0.5,
  },
};

export const MODEL_FILE = path.join(ROOT, "knowledge", "model.json");

export function loadModel(file = MODEL_FILE): SearchModel {
  if (!fs.existsSync(file)) return DEFAULT_MODEL;
  const stored = JSON.parse(fs.readFileSync(file, "utf8")) as SearchModel;
  // A signal added since the model was trained keeps its default weight until the next training.
  return {
    ranker: { ...DEFAULT_MODEL.ranker, ...stored.ranker },
    scope: { ...DEFAULT_MODEL.scope, ...stored.scope, weights: { ...DEFAULT_MODEL.scope.weights, ...stored.scope.weights } },
  };
}

export function inScopeProbability(features: ScopeFeatures, model: SearchModel): number {
  const z = model.scope.bias + SCOPE_FEATURES.reduce((sum, f) => sum + model.scope.weights[f] * features[f], 0);
  return 1 / (1 + Math.exp(-z));
}

/** Mean log-odds of the question's stems that the lexicon knows; 0 when it knows none. */
export function topicScore(stems: Iterable<string>, lexicon: Record<string, number>): number {
  let sum = 0;
  let n = 0;
  for (const stem of stems) {
    const value = lexicon[stem];
    if (value === undefined) continue;
    sum += value;
    n++;
  }
  return n ? sum / n : 0;
}

/** Learns the lexicon: stems seen in at least `minCount` questions, smoothed log-odds, clipped. */
export function learnLexicon(questions: { stems: Iterable<string>; inScope: boolean }[], minCount = 2): Record<string, number> {
  const inside = new Map<string, number>();
  const outside = new Map<string, number>();
  let nIn = 0;
  let nOut = 0;
  for (const q of questions) {
    const counts = q.inScope ? inside : outside;
    if (q.inScope) nIn++;
    else nOut++;
    for (const stem of new Set(q.stems)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  const lexicon: Record<string, number> = {};
  for (const stem of [...new Set([...inside.keys(), ...outside.keys()])].sort()) {
    const a = inside.get(stem) ?? 0;
    const b = outside.get(stem) ?? 0;
    if (a + b < minCount) continue;
    const value = Math.log((a + 1) / (nIn + 2)) - Math.log((b + 1) / (nOut + 2));
    lexicon[stem] = Math.round(Math.max(-3, Math.min(3, value)) * 1000) / 1000;
  }
  return lexicon;
}
