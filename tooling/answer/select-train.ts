// `npm run train:selection`: labels the studied sets, learns the selection model and writes it to
// knowledge/selection-model.json (server/answer/select.ts), which the answerer reads at start-up.
// `-- --labels FILE` learns from labels written by select-labels.ts instead of labelling again.
import fs from "node:fs";
import { loadSelectionModel, SELECTION_MODEL_FILE, type SelectionModel } from "../../server/answer/select.js";
import { buildIndex } from "../search/eval.js";
import { labelAll, learn, setName, STUDIED_SETS, type LabelledQuestion } from "./select-learn.js";

/** The committed threshold stays unless another wins clearly (select-learn.ts, `margin`). */
const previous = () => loadSelectionModel()?.threshold;

export function trainSelectionFromRepository(): SelectionModel {
  return learn(labelAll(buildIndex()), { previous: previous() });
}

function trainSelectionFromLabels(file: string): SelectionModel {
  const studied = new Set(STUDIED_SETS.map((s) => setName(s.file)));
  return learn(
    (JSON.parse(fs.readFileSync(file, "utf8")) as LabelledQuestion[]).filter((q) => studied.has(q.set)),
    { previous: previous() },
  );
}

if (process.argv[1]?.endsWith("select-train.ts")) {
  const at = process.argv.indexOf("--labels");
  const model = at > 0 ? trainSelectionFromLabels(process.argv[at + 1]) : trainSelectionFromRepository();
  fs.writeFileSync(SELECTION_MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`);
  console.log(`threshold ${model.threshold}, ${Object.keys(model.weights).length} weights → ${SELECTION_MODEL_FILE}`);
}
