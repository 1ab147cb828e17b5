// Diagnostic: which questions of every labelled set the act-on-persons rule changes (session 14).
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../server/paths.js";
import { actOnPersons } from "../../server/search/acts-on-persons.js";
import { inScopeProbability } from "../../server/search/model.js";
import { nonLegalRequest } from "../../server/search/requests.js";
import { buildIndex, readQuestions } from "../search/eval.js";
import { MEASURE_ONLY } from "./scope-learn.js";

const files = [
  ...[
    "tooling/search/eval",
    "tooling/search/eval/holdout",
    "tooling/search/eval/public",
    "tooling/search/train",
    "tooling/answer/eval",
    "tooling/answer/eval/holdout",
  ].flatMap((d) =>
    fs
      .readdirSync(path.join(ROOT, d))
      // A measure-only set's questions are never printed: it stays unread (holdout README).
      .filter((f) => f.endsWith(".jsonl") && !MEASURE_ONLY.has(f.replace(/\.jsonl$/, "")))
      .map((f) => path.join(d, f)),
  ),
];
const index = buildIndex() as any;
for (const file of files) {
  const qs = readQuestions(path.join(ROOT, file));
  let changed = 0;
  for (const q of qs) {
    const inScope = q.refs.length > 0 || q.kind === "in_scope";
    if (nonLegalRequest(q.q)) continue;
    const a = index.analyse(q.q, undefined);
    const covered = a.typed || inScopeProbability(a.scope, index.model) >= index.model.scope.threshold;
    if (!covered && actOnPersons(q.q)) {
      changed++;
      console.log(`${inScope ? "IN  rescued" : "OUT ANSWERED"} ${path.basename(file)}: ${q.q.slice(0, 150)}`);
    }
  }
  if (process.argv[2]) console.log(file, qs.length, changed);
}
