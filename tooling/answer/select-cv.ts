// `npm run eval:selection`: the learned choice of the opening anchor measured where it was not
// learned (decision 005, session 15). Each studied set is left out in turn: the model is trained on
// the other sets, its threshold chosen by leave-one-set-out over those others only (nested), and the
// left-out set is answered end to end, before (the hand rules of sessions 9–14) and after (the
// learned choice). The mean over the left-out sets is the honest estimate on unseen questions.
import path from "node:path";
import { Composer } from "../../server/answer/compose.js";
import { ROOT } from "../../server/paths.js";
import { buildIndex, readQuestions } from "../search/eval.js";
import { median, measure, type FactQuestion, type Figures } from "./figures.js";
import { labelAll, learn, setName, STUDIED_SETS } from "./select-learn.js";

const share = (a: number, b: number) => (b ? a / b : 0);
const f3 = (x: number) => x.toFixed(3);

function main(): void {
  const index = buildIndex();
  const labelled = labelAll(index);
  const hand = new Composer(index, undefined, null, undefined, undefined, null);
  const sums = { before: [0, 0, 0], after: [0, 0, 0] };
  console.log(
    "set                  n   facts direct    facts anywhere  first citation  cited           declined in  out    cit.med  len.med  cut  t",
  );
  for (const { file, mode } of STUDIED_SETS) {
    const name = setName(file);
    const held = new Set(labelled.filter((q) => q.set === name).map((q) => q.q));
    const model = learn(labelled.filter((q) => q.set !== name && !held.has(q.q)));
    const questions = readQuestions(path.join(ROOT, file)) as FactQuestion[];
    const before = measure(index, questions, mode, hand).get("all")!;
    const after = measure(index, questions, mode, new Composer(index, undefined, null, undefined, undefined, model)).get("all")!;
    const triple = (f: Figures) => [
      share(f.factsDirect, f.withFacts),
      share(f.factsAnywhere, f.withFacts),
      share(f.firstExpected, f.inScope),
    ];
    const [b, a] = [triple(before), triple(after)];
    b.forEach((v, i) => (sums.before[i] += v));
    a.forEach((v, i) => (sums.after[i] += v));
    const pair = (i: number) => `${f3(b[i])} → ${f3(a[i])}`.padEnd(16);
    console.log(
      [
        name.padEnd(20),
        String(before.withFacts).padEnd(3),
        pair(0),
        pair(1),
        pair(2),
        `${f3(share(before.cited, before.inScope))} → ${f3(share(after.cited, after.inScope))}`.padEnd(16),
        `${before.declinedIn}→${after.declinedIn}/${before.inScope}`.padEnd(12),
        `${before.declinedOut}→${after.declinedOut}/${before.outside}`.padEnd(7),
        `${median(before.citationCounts)}→${median(after.citationCounts)}`.padEnd(8),
        `${median(before.lengths)}→${median(after.lengths)}`.padEnd(12),
        `${before.cut}→${after.cut}`.padEnd(5),
        String(model.threshold),
      ].join(" "),
    );
    console.log(`  facts direct, questions: ${before.factsDirect} → ${after.factsDirect}`);
  }
  const n = STUDIED_SETS.length;
  const mean = (v: number[]) => v.map((x) => f3(x / n)).join(" / ");
  console.log(`mean over left-out sets (facts direct / anywhere / first citation): ${mean(sums.before)} → ${mean(sums.after)}`);
}

main();
