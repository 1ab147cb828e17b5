// `npm run tune:answers`: chooses the weights of the direct first sentence (LeadWeights) by
// coordinate ascent on the answer set's "expected fact in the first sentence", and reports the
// figure under 5-fold cross-validation next to the in-sample one, so a gain that only fits the
// set shows as such. It prints; the chosen weights are copied into compose.ts by hand.
import { buildIndex } from "../search/eval.js";
import type { SearchOutcome } from "../../server/search/index.js";
import { Composer, LEAD_WEIGHTS, type LeadWeights } from "../../server/answer/compose.js";
import { ANSWER_SET, firstSentence, normalise, type AnswerQuestion } from "./eval.js";
import { readQuestions } from "../search/eval.js";

const GRID: Record<keyof LeadWeights, number[]> = {
  support: [0, 0.5, 1, 1.5, 2, 3],
  kind: [0, 0.4, 0.8, 1.2, 1.6, 2.4],
  anyKind: [0, 0.2, 0.4, 0.8],
  figure: [0, 0.25, 0.5, 1],
  overlap: [0, 1, 2, 3, 4, 6],
  guide: [0, 0.15, 0.3, 0.6, 1],
  order: [0, 0.05, 0.1, 0.2, 0.4],
};

interface Case {
  q: AnswerQuestion;
  outcome: SearchOutcome;
}

const index = buildIndex();
const cases: Case[] = (readQuestions(ANSWER_SET) as AnswerQuestion[])
  .filter((q) => q.facts?.length)
  .map((q) => ({ q, outcome: index.search(q.q, { limit: 8 }) }));

function factFirst(items: Case[], weights: LeadWeights): number {
  const composer = new Composer(index, weights);
  let hits = 0;
  for (const { q, outcome } of items) {
    const first = normalise(firstSentence(composer.compose(q.q, outcome).text));
    if (q.facts.some((fact) => first.includes(normalise(fact)))) hits++;
  }
  return items.length ? hits / items.length : 0;
}

function fit(items: Case[]): LeadWeights {
  let best = { ...LEAD_WEIGHTS };
  let bestScore = factFirst(items, best);
  for (let round = 0; round < 3; round++) {
    let improved = false;
    for (const key of Object.keys(GRID) as (keyof LeadWeights)[]) {
      for (const value of GRID[key]) {
        const trial = { ...best, [key]: value };
        const score = factFirst(items, trial);
        // Ties keep the current value: no change without evidence.
        if (score > bestScore + 1e-9) {
          best = trial;
          bestScore = score;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return best;
}

const foldOf = (q: string, k: number) => [...q].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % k;
const k = 5;
let heldOut = 0;
let heldOutDefault = 0;
for (let fold = 0; fold < k; fold++) {
  const test = cases.filter((c) => foldOf(c.q.q, k) === fold);
  const weights = fit(cases.filter((c) => foldOf(c.q.q, k) !== fold));
  heldOut += factFirst(test, weights) * test.length;
  heldOutDefault += factFirst(test, LEAD_WEIGHTS) * test.length;
}
const all = fit(cases);
console.log(`questions with a fact: ${cases.length}`);
console.log(
  `current weights: in-sample ${factFirst(cases, LEAD_WEIGHTS).toFixed(3)}, held-out folds ${(heldOutDefault / cases.length).toFixed(3)}`,
);
console.log(`fitted per fold: held-out folds ${(heldOut / cases.length).toFixed(3)}`);
console.log(`fitted on all: in-sample ${factFirst(cases, all).toFixed(3)} ${JSON.stringify(all)}`);
