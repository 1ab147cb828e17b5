// The selection's learning (decision 005, session 15): a choice model that prefers the candidate
// whose statement states the facts over the others and over no anchor, the same model from the same
// data, and a threshold that leaves the fallback where no candidate is better than it.
import { describe, expect, it } from "vitest";
import { selectionProbability } from "../../server/answer/select.js";
import {
  bestSmoothed,
  bootstrapCounts,
  keptOrBest,
  chooseThreshold,
  meanVector,
  seeded,
  simulated,
  train,
  type LabelledQuestion,
  type Row,
} from "./select-learn.js";

const row = (phrasing: number, support: number, positive: boolean, allowed = true): Row => ({
  features: { phrasing, support },
  positive,
  allowed,
  phrasing,
});

// In every question the candidate the ranking supports states the facts, the one that only shares
// words does not; in the last two no candidate does and the fallback answers.
const question = (set: string, i: number, rows: Row[], fallback = false): LabelledQuestion => ({
  set,
  q: `${set} ${i}`,
  rows,
  general: false,
  fallback,
});
const questions: LabelledQuestion[] = ["a", "b", "c"].flatMap((set) => [
  question(set, 1, [row(0.6, 0, false), row(0.3, 0.9, true)]),
  question(set, 2, [row(0.5, 0.1, false), row(0.35, 0.8, true)]),
  question(set, 3, [row(0.4, 0, false), row(0.2, 0.1, false)], true),
  question(set, 4, [row(0.45, 0.05, false)], true),
]);

describe("learning the selection", () => {
  it("prefers the candidate that states the facts, and no anchor where none does", () => {
    const model = train(questions, { l2: 0.001, iterations: 300 });
    expect(model.weights.support).toBeGreaterThan(0);
    const p = (r: Row) => selectionProbability(model, r.features);
    expect(p(row(0.3, 0.9, true))).toBeGreaterThan(p(row(0.6, 0, false)));
    expect(p(row(0.3, 0.9, true))).toBeGreaterThan(0.5);
    expect(p(row(0.4, 0, false))).toBeLessThan(0.5);
    for (const q of questions) expect(simulated(q, model, 0.5)).toBe(true);
  });

  it("gives the same model for the same questions, whatever their order within a set", () => {
    const options = { l2: 0.001, iterations: 100 };
    expect(train([...questions], options)).toEqual(train(questions, options));
    expect(chooseThreshold(questions, options)).toBe(chooseThreshold([...questions], options));
  });

  it("never lets a candidate the party and subject rules hold back open", () => {
    const model = train(questions, { l2: 0.001, iterations: 300 });
    const held = question("x", 1, [row(0.3, 0.9, false, false)], true);
    expect(simulated(held, model, 0.05)).toBe(true);
  });

  it("averages bagged models: the same questions and seed give the same model, another seed resamples", () => {
    const options = { iterations: 100, bags: 5, seed: 7 };
    const bagged = train(questions, options);
    expect(train([...questions], options)).toEqual(bagged);
    expect(train(questions, { ...options, seed: 8 })).not.toEqual(bagged);
    expect(train(questions, { ...options, bags: 1 })).not.toEqual(bagged);
    // The bagged model still prefers the candidate that states the facts.
    const p = (r: Row) => selectionProbability(bagged, r.features);
    expect(p(row(0.3, 0.9, true))).toBeGreaterThan(p(row(0.6, 0, false)));
  });
});

describe("the averaging arithmetic", () => {
  it("draws a bootstrap resample of the same size, reproducibly", () => {
    const counts = bootstrapCounts(50, seeded(3));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(50);
    expect([...counts]).toEqual([...bootstrapCounts(50, seeded(3))]);
    expect([...counts]).not.toEqual([...bootstrapCounts(50, seeded(4))]);
    expect(counts.some((c) => c === 0) && counts.some((c) => c > 1)).toBe(true);
  });

  it("takes the element-wise mean of the models' weights", () => {
    const mean = meanVector([Float64Array.from([1, -2, 0.5]), Float64Array.from([3, 2, 0.5]), Float64Array.from([2, 3, -1])]);
    expect([...mean]).toEqual([2, 1, 0]);
  });

  it("chooses the threshold of a broad plateau over a peak one grid step wide", () => {
    const hits = [10, 12, 30, 12, 10, 25, 26, 25, 20];
    expect(bestSmoothed(hits, 0)).toBe(2);
    expect(bestSmoothed(hits, 1)).toBe(6);
    // Equal windows: the lowest.
    expect(bestSmoothed([5, 5, 5, 5], 1)).toBe(0);
  });

  it("keeps the previous threshold unless another wins by more than the margin", () => {
    const values = [460, 467, 469, 471, 468];
    expect(keptOrBest(values, 2, 5)).toBe(2);
    expect(keptOrBest(values, 2, 1)).toBe(3);
    expect(keptOrBest(values, -1, 5)).toBe(3);
  });
});
