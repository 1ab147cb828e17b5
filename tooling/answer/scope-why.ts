// Diagnostic: every answer set's declines and misses with their reason (rule class, learned model,
// search scope model) and whether the chat reads the question as a follow-up.
import path from "node:path";
import { Composer } from "../../server/answer/compose.js";
import { ROOT } from "../../server/paths.js";
import { inScopeProbability } from "../../server/search/model.js";
import { learnedFeatures, nonLegalRequest, ruleRequest } from "../../server/search/requests.js";
import { loadRequestModel, outsideProbability } from "../../server/search/request-model.js";
import { readsAsFollowUp } from "../../server/chat/streams.js";
import { buildIndex, readQuestions } from "../search/eval.js";
import { answerAsChat, type FactQuestion } from "./figures.js";

const SETS = [
  "tooling/answer/eval/answers-dev.jsonl",
  "tooling/answer/eval/answers.jsonl",
  "tooling/answer/eval/own-fresh.jsonl",
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15].map((n) => `tooling/answer/eval/holdout/answers-holdout-${n}.jsonl`),
];
const index = buildIndex();
const composer = new Composer(index);
const model = loadRequestModel()!;
const only = process.argv[2];
for (const file of SETS) {
  const name = path.basename(file, ".jsonl");
  if (only && !name.includes(only)) continue;
  const qs = readQuestions(path.join(ROOT, file)) as FactQuestion[];
  let out = 0,
    outD = 0,
    inn = 0,
    inD = 0,
    fu = 0,
    fuRead = 0;
  const lines: string[] = [];
  for (const q of qs) {
    const outside = !q.refs.length;
    const follow = !!q.prev && readsAsFollowUp(q.q, q.prev);
    if (q.prev) {
      fu++;
      if (follow) fuRead++;
    }
    const declined = answerAsChat(composer, index, q).citations.length === 0;
    const ctx = follow ? { question: q.prev!, refs: [] } : undefined;
    const rule = ruleRequest(q.q);
    const req = nonLegalRequest(q.q, follow);
    const p = outsideProbability(model, learnedFeatures(q.q));
    const a = (index as any).analyse(q.q, ctx);
    const s = inScopeProbability(a.scope, (index as any).model);
    const why = `rule=${rule ?? "-"} req=${req ?? "-"} p=${p.toFixed(2)} scope=${s.toFixed(2)}/${(index as any).model.scope.threshold} typed=${a.typed}`;
    if (outside) {
      out++;
      if (declined) outD++;
      else lines.push(`  OUT-ANSWERED [${q.kind}] ${why}\n     ${q.prev ? "PREV: " + q.prev + "\n     " : ""}${q.q}`);
    } else {
      inn++;
      if (declined) {
        inD++;
        lines.push(
          `  IN-DECLINED [${q.kind}${q.prev ? (follow ? " fu-read" : " fu-NOTREAD") : ""}] ${why}\n     ${q.prev ? "PREV: " + q.prev + "\n     " : ""}${q.q}`,
        );
      }
    }
    if (q.prev && !follow)
      lines.push(`  FU-NOT-READ [${q.kind}] words=${q.q.split(/\s+/).length} declined=${declined}\n     PREV: ${q.prev}\n     ${q.q}`);
  }
  console.log(`${name}: outside ${outD}/${out} · in-scope declined ${inD}/${inn} · follow-ups read ${fuRead}/${fu}`);
  for (const l of lines) console.log(l);
}
