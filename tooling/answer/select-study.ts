// `npx tsx tooling/answer/select-study.ts [dev,1,…]` (decision 005, session 20): the in-scope
// questions of the studied sets whose facts stand in the answer but not in its direct answer, with
// the three candidates the committed model ranks first and the best-ranked one whose statement
// states the facts. A study tool, not part of the product; one block per question.
import path from "node:path";
import { committedSelectionModel, Composer } from "../../server/answer/compose.js";
import { selectionProbability } from "../../server/answer/select.js";
import { citationLabel } from "../../server/search/refs.js";
import { ROOT } from "../../server/paths.js";
import { buildIndex, readQuestions } from "../search/eval.js";
import { answerAsChat, directAnswer, factsHold, type FactQuestion } from "./figures.js";
import { readsAsFollowUp } from "../../server/chat/streams.js";

// holdout-10 is measured only (its totals, never its questions): it is never listed here.
const sets = (process.argv[2] ?? "dev,1,2,3,4,5,6,7,8,9,11,12,13,14").split(",").filter((s) => s !== "10");
const index = buildIndex();
const model = committedSelectionModel()!;
const composer = new Composer(index);
const hand = new Composer(index, undefined, null, undefined, undefined, null);
for (const s of sets) {
  const file = s === "dev" ? "tooling/answer/eval/answers-dev.jsonl" : `tooling/answer/eval/holdout/answers-holdout-${s}.jsonl`;
  for (const q of readQuestions(path.join(ROOT, file)) as FactQuestion[]) {
    if (!q.refs.length || !q.facts?.length) continue;
    const answer = answerAsChat(composer, index, q);
    const direct = directAnswer(answer.text);
    if (factsHold(direct, q.facts, "all-regex") || !factsHold(answer.text, q.facts, "all-regex")) continue;
    let context;
    if (q.prev && readsAsFollowUp(q.q, q.prev)) {
      const before = hand.compose(q.prev, index.search(q.prev, { limit: 8 }));
      context = { question: q.prev, refs: before.citations.map((c) => c.ref) };
    }
    const outcome = index.search(q.q, { limit: 8, context });
    const { candidates } = hand.selectionCandidates(q.q, outcome, context);
    const scored = candidates
      .filter((c) => c.allowed)
      .map((c) => ({
        c,
        p: selectionProbability(model, c.features),
        ok: factsHold(`${c.anchor.text} (${c.anchor.refs.map(citationLabel).join(", ")})`, q.facts!, "all-regex"),
      }))
      .sort((a, b) => b.p - a.p);
    const right = scored.findIndex((x) => x.ok);
    console.log(`### ${s} [${q.kind ?? ""}] ${q.q}`);
    console.log(`  facts: ${q.facts.join(" | ")}`);
    console.log(`  direct: ${direct.replace(/\s+/g, " ").slice(0, 220)}`);
    scored
      .slice(0, 3)
      .forEach((x, i) =>
        console.log(
          `  #${i + 1} p=${x.p.toFixed(2)} ${x.ok ? "OK " : "   "}${x.c.anchor.aspect} ${x.c.anchor.id}: ${x.c.anchor.text.slice(0, 140)}`,
        ),
      );
    if (right >= 3)
      console.log(
        `  right #${right + 1} p=${scored[right].p.toFixed(2)} ${scored[right].c.anchor.aspect} ${scored[right].c.anchor.id}: ${scored[right].c.anchor.text.slice(0, 140)}`,
      );
    if (right < 0) console.log("  right: none among allowed anchors");
  }
}
