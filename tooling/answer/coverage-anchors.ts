// `npx tsx tooling/answer/coverage-anchors.ts [--all]`: which aspects of each provision have an anchor
// (knowledge/anchors.json), and how often the retrieval ranks that provision first over every
// question set of the repository. Tooling for writing anchors (issue 24), never imported by the
// server. The sets are used only to count rankings and the aspect each question asks: the script
// prints figures per provision, never a question (held-out sets stay unread).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEntries } from "../../server/knowledge/load.js";
import { ROOT } from "../../server/paths.js";
import { buildIndex, readQuestions } from "../search/eval.js";
import type { KnowledgeIndex, SearchContext } from "../../server/search/index.js";
import { MEASURE_ONLY } from "./scope-learn.js";
import { ANCHOR_ASPECTS, questionAspect, readAnchors, type Anchor, type AnchorAspect } from "../../server/answer/anchors.js";

const SET_DIRS = [
  "tooling/search/eval",
  "tooling/search/eval/public",
  "tooling/search/eval/holdout",
  "tooling/answer/eval",
  "tooling/answer/eval/holdout",
];

const articleOf = (ref: string) => /^(.+? Art\. [0-9a-z]+)/.exec(ref)?.[1] ?? ref;

export interface Row {
  ref: string;
  anchored: Set<AnchorAspect>;
  first: number;
  /** Questions ranked first here, by the aspect they ask ("none" when they name none). */
  asked: Map<string, number>;
}

export function questionFiles(): string[] {
  return SET_DIRS.map((dir) => path.join(ROOT, dir))
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        // Measure-only sets stay out even of these counts: anchors are written from what they show.
        .filter((f) => f.endsWith(".jsonl") && !MEASURE_ONLY.has(path.basename(f, ".jsonl")))
        .map((f) => path.join(dir, f)),
    );
}

export function coverage(index: KnowledgeIndex, anchors: Anchor[], files: string[]): Row[] {
  const rows = new Map<string, Row>();
  const row = (ref: string) => {
    const key = articleOf(ref);
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { ref: key, anchored: new Set(), first: 0, asked: new Map() }));
    return r;
  };
  for (const entry of loadEntries()) row(entry.ref);
  for (const anchor of anchors) for (const ref of anchor.refs) row(ref).anchored.add(anchor.aspect);
  for (const file of files)
    for (const q of readQuestions(file) as { q: string; prev?: string }[]) {
      // A follow-up is searched as the chat searches it: with the earlier question as context.
      const context: SearchContext | undefined = q.prev
        ? { question: q.prev, refs: index.search(q.prev, { limit: 5 }).results.map((r) => r.ref) }
        : undefined;
      const top = index.search(q.q, { limit: 1, context }).results[0];
      if (!top) continue;
      const r = row(top.ref);
      r.first++;
      const aspect = questionAspect(q.q) ?? (q.prev ? questionAspect(q.prev) : undefined) ?? "none";
      r.asked.set(aspect, (r.asked.get(aspect) ?? 0) + 1);
    }
  return [...rows.values()].sort((a, b) => b.first - a.first || a.ref.localeCompare(b.ref));
}

/** The asked aspects of a provision without an anchor that answers them (permission, duty and notify answer each other). */
export function gaps(r: Row): string[] {
  const general = ["permission", "duty", "notify"].some((a) => r.anchored.has(a as AnchorAspect));
  return [...r.asked.keys()].filter((asked) => {
    if (asked === "none" || asked === "permission" || asked === "duty" || asked === "notify") return !general;
    return !r.anchored.has(asked as AnchorAspect);
  });
}

function main(): void {
  const all = process.argv.includes("--all");
  const anchors = readAnchors();
  const files = questionFiles();
  const rows = coverage(buildIndex(), anchors, files);
  const perAspect = ANCHOR_ASPECTS.map((a) => `${a} ${anchors.filter((x) => x.aspect === a).length}`).join(", ");
  const ranked = rows.reduce((n, r) => n + r.first, 0);
  console.log(`${anchors.length} anchors (${perAspect}); ${rows.length} provisions; ${ranked} questions of ${files.length} sets ranked`);
  const withGap = rows.filter((r) => r.first && gaps(r).length);
  const missed = withGap.reduce((n, r) => n + gaps(r).reduce((m, a) => m + (r.asked.get(a) ?? 0), 0), 0);
  const unanchored = rows.filter((r) => r.first && !r.anchored.size);
  console.log(
    `ranked first without an anchor of the asked aspect: ${missed} questions on ${withGap.length} provisions; ` +
      `${unanchored.length} provisions ranked first have no anchor at all (${unanchored.reduce((n, r) => n + r.first, 0)} questions)`,
  );
  console.log("\nfirst  provision                     anchored aspects                 asked (gaps marked !)");
  for (const r of all ? rows : withGap) {
    const missing = new Set(gaps(r));
    const asked = [...r.asked]
      .sort((a, b) => b[1] - a[1])
      .map(([a, n]) => `${missing.has(a) ? "!" : ""}${a} ${n}`)
      .join(", ");
    console.log(`${String(r.first).padStart(5)}  ${r.ref.padEnd(38)}${[...r.anchored].join(" ").padEnd(40) || "-".padEnd(40)}${asked}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
