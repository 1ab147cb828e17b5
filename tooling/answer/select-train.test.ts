// The committed selection model is what `npm run train:selection` makes from the studied sets:
// nobody tunes selection-model.json by hand, and a change of the anchors, the knowledge base or the
// ranking without retraining shows here.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SELECTION_MODEL_FILE } from "../../server/answer/select.js";
import { trainSelectionFromRepository } from "./select-train.js";

describe("selection model", () => {
  it("is reproduced by training on the studied sets", () => {
    const committed = JSON.parse(fs.readFileSync(SELECTION_MODEL_FILE, "utf8"));
    expect(trainSelectionFromRepository()).toEqual(committed);
    // Labelling and retraining take minutes: the "evaluation" project (vitest.config.ts) sets no time limit.
  });
});
