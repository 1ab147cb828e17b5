// `npm run eval [FILE.jsonl ...]`: hit@1, hit@5 and MRR of the search over a question set.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.js";
import { loadEntries } from "../knowledge/load.js";
import { KnowledgeIndex } from "./index.js";

export interface Question { q: string; refs: string[] }
export interface EvalResult { n: number; hit1: number; hit5: number; mrr: number; misses: { q: string; refs: string[]; got: string[] }[] }

export const DEV_SET = path.resolve(ROOT, "../shared/eval/dev.jsonl");
export const OWN_SETS = path.join(ROOT, "server/search/eval");

export function readQuestions(file: string): Question[] {
  return fs.readFileSync(file, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as Question);
}

/** A result counts when its ref names one of the expected articles (also a paragraph of it). */
const matches = (ref: string, expected: string) => ref === expected || ref.startsWith(`${expected} `);

export function evaluate(index: KnowledgeIndex, questions: Question[]): EvalResult {
  let hit1 = 0, hit5 = 0, rr = 0;
  const misses: EvalResult["misses"] = [];
  for (const question of questions) {
    const refs = index.query(question.q, 10).map((r) => r.ref);
    const rank = refs.findIndex((ref) => question.refs.some((e) => matches(ref, e)));
    if (rank === 0) hit1++;
    if (rank >= 0 && rank < 5) hit5++;
    else misses.push({ q: question.q, refs: question.refs, got: refs.slice(0, 5) });
    if (rank >= 0) rr += 1 / (rank + 1);
  }
  const n = questions.length;
  return { n, hit1: hit1 / n, hit5: hit5 / n, mrr: rr / n, misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  const sets = files.length ? files : [DEV_SET, ...fs.readdirSync(OWN_SETS).filter((f) => f.endsWith(".jsonl")).map((f) => path.join(OWN_SETS, f))];
  const index = new KnowledgeIndex(loadEntries());
  for (const file of sets) {
    if (!fs.existsSync(file)) { console.log(`${file}: not found, skipped`); continue; }
    const result = evaluate(index, readQuestions(file));
    console.log(`${path.basename(file)}: n=${result.n} hit@1=${result.hit1.toFixed(3)} hit@5=${result.hit5.toFixed(3)} MRR=${result.mrr.toFixed(3)}`);
    for (const miss of result.misses) console.log(`  miss: ${miss.q} — expected ${miss.refs.join(", ")}; got ${miss.got.join(", ")}`);
  }
}
