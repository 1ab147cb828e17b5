// `npm run train:requests`: learns the request model (server/search/request-model.ts) from every
// labelled set, chooses its threshold from leave-one-set-out scores, and writes
// knowledge/request-model.json. Deterministic: the same sets give the same file.
import fs from "node:fs";
import { REQUEST_MODEL_FILE } from "../../server/search/request-model.js";
import { chooseThreshold, labelledSets, outOfSet, train } from "./scope-learn.js";

const sets = labelledSets();
const threshold = chooseThreshold(outOfSet(sets));
const model = { ...train(sets.flatMap((s) => s.examples)), threshold };
fs.writeFileSync(REQUEST_MODEL_FILE, `${JSON.stringify(model, null, 1)}\n`);
console.log(`${Object.keys(model.weights).length} weights, threshold ${threshold} → ${REQUEST_MODEL_FILE}`);
