// `npm run eval -- --notices [--split tune|holdout|heldout2|…|heldout10|all]`: item-detection precision and recall of the
// notice check on the corpus (definitions in corpus.ts). Targets: 0.90 each.
import { SPLITS, scoreCorpus } from "./corpus.js";

export async function runNoticeEval(argv: string[]): Promise<void> {
  const only = argv.includes("--split") ? argv[argv.indexOf("--split") + 1] : null;
  const splits = ([...SPLITS, "all"] as const).filter((split) => !only || split === only);
  for (const split of splits) {
    const scores = await scoreCorpus(split);
    console.log(
      `${split}: ${scores.notices} notices, precision ${scores.precision.toFixed(3)} (${scores.truePositives}/${scores.predictedFound}), ` +
        `recall ${scores.recall.toFixed(3)} (${scores.truePositives}/${scores.expectedFound}), exact status agreement ${scores.agreement.toFixed(3)}`,
    );
    if (split === "all") continue; // its errors were listed per split
    for (const error of scores.errors) console.log(`  ${error.notice} ${error.item}: expected ${error.expected}, got ${error.got}`);
  }
}
