// The request model's learning: a logistic regression that separates what it is shown, the same
// model from the same data, and a threshold that keeps in-scope declines within their bounds.
import { describe, expect, it } from "vitest";
import { loadRequestModel, outsideProbability } from "../../server/search/request-model.js";
import { chooseThreshold, labelledSets, train, type Example, type Scored } from "./scope-learn.js";

const example = (q: string, outside: boolean, features: string[]): Example => ({ q, outside, features });

// Two requests to produce a text, two legal questions; "w:daten" in both classes tells nothing.
const examples: Example[] = [
  example("a", true, ["form:produce", "w:daten", "w:gedicht"]),
  example("b", true, ["form:produce", "w:slogan"]),
  example("c", false, ["cue:legal", "w:daten", "w:darf"]),
  example("d", false, ["cue:legal", "w:muss"]),
];

describe("learning the request model", () => {
  it("learns which features mark a request outside and which a legal question", () => {
    const model = train(examples, { l2: 0.001, iterations: 300, minCount: 1 });
    expect(model.weights["form:produce"]).toBeGreaterThan(0.5);
    expect(model.weights["cue:legal"]).toBeLessThan(-0.5);
    expect(Math.abs(model.weights["w:daten"] ?? 0)).toBeLessThan(Math.abs(model.weights["form:produce"]));
    expect(outsideProbability(model, ["form:produce", "w:daten"])).toBeGreaterThan(0.7);
    expect(outsideProbability(model, ["cue:legal", "w:daten"])).toBeLessThan(0.3);
  });

  it("gives the same model for the same data, and keeps only features seen often enough that weigh something", () => {
    const options = { l2: 0.003, iterations: 100, minCount: 2 };
    const model = train(examples, options);
    expect(train([...examples], options)).toEqual(model);
    // "w:gedicht", "w:slogan", "w:darf" and "w:muss" stand in one question each; "w:daten", in one
    // of each class, weighs nothing and is left out too.
    expect(Object.keys(model.weights).sort()).toEqual(["cue:legal", "form:produce"]);
  });

  it("counts a question that stands in two sets once", () => {
    const options = { l2: 0.003, iterations: 100, minCount: 1 };
    expect(train([...examples, examples[0], examples[0]], options)).toEqual(train(examples, options));
  });
});

const scored = (set: string, outside: boolean, p: number): Scored => ({ set, outside, p });

describe("choosing the threshold", () => {
  it("takes the lowest threshold at which no answer set loses more than one in-scope question", () => {
    const items = [
      ...Array.from({ length: 200 }, () => scored("scope", false, 0.1)),
      scored("answers-holdout-9", false, 0.7),
      scored("answers-holdout-9", false, 0.6),
      scored("answers-holdout-9", true, 0.9),
      scored("answers-holdout-9", true, 0.55),
    ];
    // At 0.6 both in-scope questions of the answer set would be declined; at 0.61 one is.
    expect(chooseThreshold(items)).toBe(0.61);
  });

  it("keeps all in-scope declines at or under 1 %, whatever the sets", () => {
    const items = [
      ...Array.from({ length: 97 }, () => scored("scope", false, 0.1)),
      scored("scope", false, 0.8),
      scored("scope", false, 0.75),
      scored("scope", false, 0.7),
    ];
    expect(chooseThreshold(items)).toBe(0.76);
  });
});

describe("the committed model (knowledge/request-model.json)", () => {
  it("is what training on the repository's labelled sets gives: nobody tunes it by hand, no set changed without retraining", () => {
    const committed = loadRequestModel()!;
    const trained = train(labelledSets().flatMap((s) => s.examples));
    expect({ bias: trained.bias, weights: trained.weights }).toEqual({ bias: committed.bias, weights: committed.weights });
    expect(committed.threshold).toBeGreaterThanOrEqual(0.5);
  });
});
