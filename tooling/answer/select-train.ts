// `npm run train:selection`: labels the studied sets, learns the selection model and writes it to
// knowledge/selection-model.json (server/answer/select.ts), which the answerer reads at start-up.
import fs from "node:fs";
import { SELECTION_MODEL_FILE, type SelectionModel } from "../../server/answer/select.js";
import { buildIndex } from "../search/eval.js";
import { labelAll, learn } from "./select-learn.js";

export function trainSelectionFromRepository(): SelectionModel {
  return learn(labelAll(buildIndex()));
}

if (process.argv[1]?.endsWith("select-train.ts")) {
  const model = trainSelectionFromRepository();
  fs.writeFileSync(SELECTION_MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`threshold ${model.threshold}, ${Object.keys(model.weights).length} weights → ${SELECTION_MODEL_FILE}`);
}
