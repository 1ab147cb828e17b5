// The scope decision's CPU per question, before and after a change (issue 24, session 14).
// `npx tsx bench/scope-cpu.ts <before-worktree> <after-worktree>`: both trees' decisions are loaded in
// this one process and run over the bench's 1 585 questions (317 × 5) in interleaved rounds, the
// order alternating, so a shared machine's load falls on both alike; the best round is reported.
// The decision is what the search asks before ranking: the request classes and the learned model
// (`nonLegalRequest`), and, where the tree has it, the act on persons (`actOnPersons`, asked in the
// search only when the scope model says no: here on every question, an upper bound).
import fs from "node:fs";
import path from "node:path";

const roots = process.argv.slice(2);
const rounds = Number(process.env.SCOPE_ROUNDS ?? 15);

async function decider(spec: string): Promise<(q: string) => unknown> {
  // "<root>#rules": the request classes and the model only, without the act on persons.
  const [root, only] = spec.split("#");
  const { nonLegalRequest } = await import(path.join(root, "server/search/requests.ts"));
  const actsFile = path.join(root, "server/search/acts-on-persons.ts");
  const acts = fs.existsSync(actsFile) ? ((await import(actsFile)) as { actOnPersons: (q: string) => boolean }).actOnPersons : undefined;
  return acts && only !== "rules" ? (q) => nonLegalRequest(q) ?? acts(q) : (q) => nonLegalRequest(q);
}

function cpuOf(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

async function main(): Promise<void> {
  const { readQuestions, DEV_SET, EVERYDAY_DEV_SET, ownSetFiles } = await import("../tooling/search/eval.js");
  const base: string[] = [...readQuestions(DEV_SET), ...readQuestions(EVERYDAY_DEV_SET), ...ownSetFiles().flatMap(readQuestions)].map(
    (q: { q: string }) => q.q,
  );
  const questions = Array.from({ length: 5 }, () => base).flat();
  const deciders = await Promise.all(roots.map(decider));
  // Warm-up: the weights, the guards' trie and the lexicon's remembered words.
  for (const decide of deciders) for (const q of questions) decide(q);
  const best = deciders.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...deciders.keys()].reverse() : [...deciders.keys()];
    for (const i of order)
      best[i] = Math.min(
        best[i],
        cpuOf(() => questions.forEach((q) => deciders[i](q))),
      );
  }
  roots.forEach((root, i) =>
    console.log(`${root}: ${(best[i] / questions.length).toFixed(1)} µs per question (best of ${rounds}, ${questions.length} questions)`),
  );
}

void main();
