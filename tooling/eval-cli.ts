// `npm run eval`: retrieval quality per question set and kind of question (hit@1, hit@5, MRR,
// share declined), `npm run eval -- --answers` for the composed answers, `--notices` for the
// privacy-notice check, `--breaches` for the breach assistant. Held-out sets
// (tooling/search/eval/holdout/) print figures only, never their questions.
import fs from "node:fs";
import path from "node:path";
import {
  buildIndex,
  byKind,
  DEV_SET,
  evaluate,
  EVERYDAY_DEV_SET,
  formatResult,
  HOLDOUT_SETS,
  ownSetFiles,
  readQuestions,
} from "./search/eval.js";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes("--notices")) {
    const { runNoticeEval } = await import("./notice/eval.js");
    await runNoticeEval(args);
    return;
  }
  if (args.includes("--breaches")) {
    const { runBreachEval } = await import("./breach/eval.js");
    runBreachEval(args);
    return;
  }
  if (args.includes("--answers")) {
    const { runAnswerEval } = await import("./answer/eval.js");
    runAnswerEval(args.includes("--verbose"));
    return;
  }
  const verbose = args.includes("--verbose");
  const files = args.filter((a) => !a.startsWith("--"));
  const sets = files.length ? files : [DEV_SET, EVERYDAY_DEV_SET, ...ownSetFiles()].filter((f) => fs.existsSync(f));
  const index = buildIndex();
  for (const file of sets) {
    for (const [kind, questions] of byKind(readQuestions(file))) {
      const result = evaluate(index, questions);
      console.log(formatResult(path.basename(file), kind, result));
      if (verbose)
        for (const miss of result.misses)
          console.log(`  miss: ${miss.q.slice(0, 140)} — expected ${miss.refs.join(", ") || "decline"}; got ${miss.got.join(", ")}`);
    }
  }
  const holdout = fs.existsSync(HOLDOUT_SETS) ? ownSetFiles(HOLDOUT_SETS) : [];
  for (const file of holdout) {
    for (const [kind, questions] of byKind(readQuestions(file)))
      console.log(formatResult(`held out: ${path.basename(file)}`, kind, evaluate(index, questions)));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
