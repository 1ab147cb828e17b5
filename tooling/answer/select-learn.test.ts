// The selection's learning (decision 005, session 15): a choice model that prefers the candidate
// whose statement states the facts over the others and over no anchor, the same model from the same
// data, and a threshold that leaves the fallback where no candidate is better than it.
import { describe, expect, it } from "vitest";
import { selectionProbability } from "../../server/answer/select.js";
import { chooseThreshold, simulated, train, type LabelledQuestion, type Row } from "./select-learn.js";

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
});
