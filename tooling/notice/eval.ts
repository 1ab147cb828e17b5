// `npm run eval -- --notices [--split tune|holdout|heldout2|…|heldout29|all]`: per split and pooled, item accuracy
// (exact verdict), gap recall and gap precision (definitions in corpus.ts), and the older found precision/recall.
// Targets on notices never seen (issue 26): 0.90 each. `--fresh`: the phrasings no notice uses (fresh.ts).
import { SPLITS, scoreCorpus, type Scores } from "./corpus.js";
import { runFreshEval } from "./fresh.js";

const ratio = (value: number, part: number, whole: number) => `${value.toFixed(3)} (${part}/${whole})`;

export function formatScores(name: string, scores: Scores): string {
  return (
    `${name}: ${scores.notices} notices, item accuracy ${ratio(scores.accuracy, scores.same, scores.items)}, ` +
    `gap recall ${ratio(scores.gapRecall, scores.flaggedGaps, scores.gaps)}, gap precision ${ratio(scores.gapPrecision, scores.flaggedGaps, scores.flags)}; ` +
    `found precision ${ratio(scores.precision, scores.truePositives, scores.predictedFound)}, recall ${ratio(scores.recall, scores.truePositives, scores.expectedFound)}`
  );
}

export async function runNoticeEval(argv: string[]): Promise<void> {
  if (argv.includes("--fresh")) return runFreshEval();
  const only = argv.includes("--split") ? argv[argv.indexOf("--split") + 1] : null;
  const splits = ([...SPLITS, "all"] as const).filter((split) => !only || split === only);
  for (const split of splits) {
    const scores = await scoreCorpus(split);
    console.log(formatScores(split === "all" ? "pooled (all splits)" : split, scores));
    if (split === "all") continue; // its errors were listed per split
    for (const error of scores.errors) console.log(`  ${error.notice} ${error.item}: expected ${error.expected}, got ${error.got}`);
  }
}
