// Retrieval quality per question set and kind of question (hit@1, hit@5, MRR, share declined), as
// `npm run eval` prints it (eval-cli.ts). The other evaluations build on these helpers, so this
// module imports none of them.
import fs from "node:fs";
import path from "node:path";
import { loadKnowledge } from "../../server/knowledge/load.js";
import { ROOT } from "../../server/paths.js";
import { KnowledgeIndex } from "../../server/search/index.js";
import { loadModel, type SearchModel } from "../../server/search/model.js";

export interface Question {
  q: string;
  refs: string[];
  kind?: string;
}

export interface EvalResult {
  n: number;
  hit1: number;
  hit5: number;
  mrr: number;
  /** Share of questions answered with "not covered". */
  declined: number;
  misses: { q: string; refs: string[]; got: string[] }[];
}

export const OWN_SETS = path.join(ROOT, "tooling/search/eval");
// The shared development sets, copied into the repository (eval/public/README.md).
export const PUBLIC_SETS = path.join(OWN_SETS, "public");
export const DEV_SET = path.join(PUBLIC_SETS, "dev.jsonl");
export const EVERYDAY_DEV_SET = path.join(PUBLIC_SETS, "everyday-dev.jsonl");
export const HOLDOUT_SETS = path.join(OWN_SETS, "holdout");

export function readQuestions(file: string): Question[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Question);
}

export function ownSetFiles(dir = OWN_SETS): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .map((f) => path.join(dir, f));
}

export function buildIndex(model?: SearchModel): KnowledgeIndex {
  const knowledge = loadKnowledge();
  return new KnowledgeIndex(knowledge.entries, [], {
    guides: knowledge.guides,
    subjectIndex: knowledge.subjectIndex,
    model: model ?? loadModel(),
  });
}

/** A result counts when its ref names one of the expected articles (also a paragraph of it). */
export const matchesRef = (ref: string, expected: string) => ref === expected || ref.startsWith(`${expected} `);

export const kindOf = (q: Question) => q.kind ?? (q.refs.length ? "legal" : "no_answer");

export function evaluate(index: KnowledgeIndex, questions: Question[]): EvalResult {
  let hit1 = 0;
  let hit5 = 0;
  let rr = 0;
  let declined = 0;
  const misses: EvalResult["misses"] = [];
  for (const question of questions) {
    const outcome = index.search(question.q, { limit: 10 });
    if (outcome.coverage === "none") declined++;
    if (!question.refs.length) {
      if (outcome.coverage !== "none") misses.push({ q: question.q, refs: [], got: outcome.results.slice(0, 3).map((r) => r.ref) });
      continue;
    }
    const refs = outcome.results.map((r) => r.ref);
    const rank = refs.findIndex((ref) => question.refs.some((e) => matchesRef(ref, e)));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 5) hit5++;
    else misses.push({ q: question.q, refs: question.refs, got: refs.slice(0, 5) });
    if (rank >= 0) rr += 1 / (rank + 1);
  }
  const n = questions.length;
  return { n, hit1: hit1 / n, hit5: hit5 / n, mrr: rr / n, declined: declined / n, misses };
}

export function byKind(questions: Question[]): Map<string, Question[]> {
  const groups = new Map<string, Question[]>();
  for (const q of questions) groups.set(kindOf(q), [...(groups.get(kindOf(q)) ?? []), q]);
  return groups;
}

export function formatResult(label: string, kind: string, r: EvalResult): string {
  const f = (x: number) => x.toFixed(3);
  if (kind === "no_answer") return `${label} [${kind}] n=${r.n} declined=${Math.round(r.declined * r.n)}/${r.n}`;
  return `${label} [${kind}] n=${r.n} hit@1=${f(r.hit1)} hit@5=${f(r.hit5)} MRR=${f(r.mrr)} declined=${f(r.declined)}`;
}
