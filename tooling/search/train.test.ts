// The committed model is what `npm run train` makes from the repository's question sets: nobody
// tunes model.json by hand, and a change of the knowledge base without retraining shows here.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MODEL_FILE } from "../../server/search/model.js";
import { trainFromRepository } from "./train.js";

describe("search model", () => {
  it("is reproduced by training on the repository's sets", () => {
    const committed = JSON.parse(fs.readFileSync(MODEL_FILE, "utf8"));
    expect(trainFromRepository()).toEqual(committed);
    // Retraining takes minutes: the "evaluation" project (vitest.config.ts) sets no time limit.
  });
});
