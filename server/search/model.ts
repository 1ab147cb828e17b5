// The learned parts of the search: the weights that fuse the ranking signals and the logistic
// model that decides whether a question is covered at all. Trained by `npm run train` from the
// repository's own question sets (server/search/train.ts); the result is committed in model.json.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.js";

export const FEATURES = ["text", "situations", "subject", "guide", "prior", "context", "related"] as const;
export type Feature = (typeof FEATURES)[number];
export type FeatureVector = Record<Feature, number>;

export const SCOPE_FEATURES = ["cover", "known", "dataTopic", "otherFields", "text", "situations", "subject", "guide"] as const;
export type ScopeFeature = (typeof SCOPE_FEATURES)[number];
export type ScopeFeatures = Record<ScopeFeature, number>;

export interface SearchModel {
  ranker: FeatureVector;
  scope: { bias: number; weights: ScopeFeatures; threshold: number };
}

export const DEFAULT_MODEL: SearchModel = {
  ranker: { text: 1, situations: 1, subject: 1, guide: 0.5, prior: 0.1, context: 0.3, related: 0.3 },
  scope: { bias: -2, weights: { cover: 1, known: 1, dataTopic: 3, otherFields: -3, text: 1, situations: 1, subject: 2, guide: 1 }, threshold: 0.5 },
};

export const MODEL_FILE = path.join(ROOT, "server", "search", "model.json");

export function loadModel(file = MODEL_FILE): SearchModel {
  if (!fs.existsSync(file)) return DEFAULT_MODEL;
  return JSON.parse(fs.readFileSync(file, "utf8")) as SearchModel;
}

export function inScopeProbability(features: ScopeFeatures, model: SearchModel): number {
  const z = model.scope.bias + SCOPE_FEATURES.reduce((sum, f) => sum + model.scope.weights[f] * features[f], 0);
  return 1 / (1 + Math.exp(-z));
}
