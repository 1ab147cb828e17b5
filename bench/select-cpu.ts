// CPU per composed answer, hand-set selection against the learned one (issue 24, session 15).
// `npx tsx bench/select-cpu.ts`: the 317 questions of `npm run bench` × 5 rounds (1 585 answers per
// composer), each question searched once beforehand, then composed by both composers, the order
// alternating per round so that a shared machine's load falls on both alike. The selection runs
// once per question (plus once per further part), inside compose.
import { Composer } from "../server/answer/compose.js";
import { loadSelectionModel } from "../server/answer/select.js";
import { buildIndex, DEV_SET, EVERYDAY_DEV_SET, ownSetFiles, readQuestions } from "../tooling/search/eval.js";
import { percentile } from "./support.js";

const rounds = Number(process.env.SELECT_ROUNDS ?? 5);
const index = buildIndex();
const questions = [...readQuestions(DEV_SET), ...readQuestions(EVERYDAY_DEV_SET), ...ownSetFiles().flatMap(readQuestions)].map((q) => q.q);
const outcomes = questions.map((q) => index.search(q, { limit: 8 }));
const model = loadSelectionModel();
if (!model) throw new Error("no knowledge/selection-model.json: run npm run train:selection");
const composers = [
  { name: "hand rules", composer: new Composer(index, undefined, null, undefined, undefined, null) },
  { name: "learned", composer: new Composer(index, undefined, null, undefined, undefined, model) },
];
for (const { composer } of composers) questions.forEach((q, i) => composer.compose(q, outcomes[i])); // warm-up
const times = composers.map((): number[] => []);
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? [1, 0] : [0, 1];
  for (const c of order)
    questions.forEach((q, i) => {
      const start = process.cpuUsage();
      composers[c].composer.compose(q, outcomes[i]);
      const used = process.cpuUsage(start);
      times[c].push(used.user + used.system);
    });
}
console.log(`${questions.length} questions × ${rounds} rounds, CPU µs per composed answer`);
composers.forEach(({ name }, c) => {
  const t = [...times[c]].sort((a, b) => a - b);
  const mean = t.reduce((a, b) => a + b, 0) / t.length;
  console.log(
    `${name.padEnd(11)} n ${t.length}  mean ${mean.toFixed(0)}  p50 ${percentile(t, 50).toFixed(0)}  p95 ${percentile(t, 95).toFixed(0)}`,
  );
});
