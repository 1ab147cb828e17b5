// `npx tsx tooling/answer/coverage-asked.ts [--top N] [--sets a,b] [--check set.jsonl]`: the provision ×
// aspect plan (issue 24, decision 005, session 19). Pools the provisions the writers of the answer sets
// expect (`refs`) with the aspect each question asks (deadline, cost, permission, duty, notify, who, who
// files the complaint, penalty, exception) and shows, for the most asked provisions, which asked aspects
// have an anchor (knowledge/anchors.json) or an entry statement (`answers`) and which do not. Coverage is
// then written cell by cell from the law, not question by question from eval misses. Prints figures per
// provision, never a question; sets kept for measuring only are left out.
//
// `--check set.jsonl --misses file`: of the questions of a set listed in `file` (one id per line, e.g. the
// facts-nowhere misses of a studied set), how many ask an aspect of an expected provision whose cell is empty
// in the plan built from the other sets: whether systematic coverage would have predicted them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEntries } from "../../server/knowledge/load.js";
import { ROOT } from "../../server/paths.js";
import { readQuestions } from "../search/eval.js";
import { askingSentences, questionAspect, readAnchors, type Anchor } from "../../server/answer/anchors.js";
import { MEASURE_ONLY } from "./scope-learn.js";

export type Asked = "permission" | "duty" | "notify" | "who" | "who-files" | "cost" | "deadline" | "penalty" | "exception";
export const ASKED: Asked[] = ["permission", "duty", "notify", "who", "who-files", "cost", "deadline", "penalty", "exception"];

const WHO_FILES =
  /(?<!\p{L})(?:wer|who|qui|chi)(?!\p{L})[^.?!]{0,60}?(?<!\p{L})(?:anzeig\p{L}*|strafantrag|antrag|klag\p{L}*|plainte|querela|denuncia\p{L}*|charges|complaint)(?!\p{L})|(?<!\p{L})(?:antragsdelikt|offizialdelikt|von amtes wegen|d'office|d'ufficio|ex officio|auf antrag|sur plainte|a querela)(?!\p{L})/iu;
const EXCEPTION =
  /(?<!\p{L})(?:ausnahme\p{L}*|es sei denn|trotzdem|auch wenn|selbst wenn|gilt das auch|auch für|exception\p{L}*|même si|eccezion\p{L}*|anche se|even if|unless|except)(?!\p{L})/iu;

/** The aspects one question asks: each asking part's aspect, who files a complaint, an exception. */
export function askedAspects(question: string): Asked[] {
  const parts = askingSentences(question)
    .split(/(?<=\?)\s+|,\s*(?:und|and|et|e)\s+(?=\p{L})/u)
    .filter((p) => p.trim());
  const out = new Set<Asked>();
  for (const part of parts.length ? parts : [question]) {
    const a = questionAspect(part);
    if (a) out.add(a);
  }
  if (WHO_FILES.test(question)) {
    out.delete("who");
    out.add("who-files");
  }
  if (EXCEPTION.test(askingSentences(question))) out.add("exception");
  return [...out];
}

const articleOf = (ref: string) => /^(.+? Art\. [0-9a-z]+)/.exec(ref)?.[1] ?? ref;

/** Which anchor aspects answer an asked aspect (permission, duty and notify answer each other's yes/no). */
const ANCHOR_FITS: Record<Asked, string[]> = {
  permission: ["permission", "duty", "notify"],
  duty: ["permission", "duty", "notify"],
  notify: ["notify", "duty"],
  who: ["who"],
  "who-files": ["who", "penalty"],
  cost: ["cost"],
  deadline: ["deadline"],
  penalty: ["penalty"],
  exception: ["permission", "duty"],
};
/** Which entry statement kinds answer an asked aspect. */
const ENTRY_FITS: Record<Asked, string[]> = {
  permission: ["permission", "prohibition", "right", "exception"],
  duty: ["duty", "procedure"],
  notify: ["duty", "procedure"],
  who: ["responsible"],
  "who-files": ["sanction", "responsible"],
  cost: ["amount"],
  deadline: ["deadline"],
  penalty: ["sanction"],
  exception: ["exception"],
};

export interface Cell {
  asked: number;
  /** Anchors whose main provision this is and whose aspect answers the cell. */
  anchors: string[];
  /** Anchors that cite the provision after their main one. */
  secondary: string[];
  /** Entry statements of a fitting kind. */
  entry: number;
}
export type Plan = Map<string, { total: number; cells: Map<Asked, Cell> }>;

interface Q {
  id?: string;
  q: string;
  prev?: string;
  refs?: string[];
}

export function setFiles(only?: string[]): string[] {
  const dev = path.join(ROOT, "tooling/answer/eval/answers-dev.jsonl");
  const holdout = path.join(ROOT, "tooling/answer/eval/holdout");
  const files = [
    ...(fs.existsSync(dev) ? [dev] : []),
    ...fs
      .readdirSync(holdout)
      .filter((f) => f.endsWith(".jsonl"))
      .map((f) => path.join(holdout, f)),
  ];
  return files.filter((f) => {
    const name = path.basename(f, ".jsonl");
    // The measure-only sets are never read.
    if (MEASURE_ONLY.has(name)) return false;
    return !only || only.includes(name);
  });
}

export function buildPlan(files: string[], anchors: Anchor[]): Plan {
  const kinds = new Map<string, string[]>();
  for (const e of loadEntries())
    kinds.set(
      e.ref,
      (e.answers ?? []).map((a) => a.kind),
    );
  const plan: Plan = new Map();
  for (const file of files)
    for (const q of readQuestions(file) as Q[]) {
      if (!q.refs?.length) continue;
      let aspects = askedAspects(q.q);
      if (!aspects.length && q.prev) aspects = askedAspects(q.prev);
      for (const ref of new Set(q.refs.map(articleOf))) {
        let row = plan.get(ref);
        if (!row) plan.set(ref, (row = { total: 0, cells: new Map() }));
        row.total++;
        for (const a of aspects) {
          let cell = row.cells.get(a);
          if (!cell) {
            const fits = ANCHOR_FITS[a];
            cell = {
              asked: 0,
              anchors: anchors.filter((x) => articleOf(x.refs[0]) === ref && fits.includes(x.aspect)).map((x) => x.id),
              secondary: anchors
                .filter((x) => x.refs.slice(1).some((r) => articleOf(r) === ref) && fits.includes(x.aspect))
                .map((x) => x.id),
              entry: (kinds.get(ref) ?? []).filter((k) => ENTRY_FITS[a].includes(k)).length,
            };
            row.cells.set(a, cell);
          }
          cell.asked++;
        }
      }
    }
  return plan;
}

/** No anchor answers the cell, neither with the provision as its main one nor citing it after its main one. */
const empty = (c: Cell) => !c.anchors.length && !c.secondary.length;

function main(): void {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const top = Number(arg("--top") ?? 40);
  const only = arg("--sets")?.split(",");
  const anchors = readAnchors();
  const check = arg("--check");
  const files = setFiles(only).filter((f) => !check || path.resolve(f) !== path.resolve(check));
  const plan = buildPlan(files, anchors);
  const rows = [...plan].sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]));
  if (check) {
    const ids = new Set(
      fs
        .readFileSync(arg("--misses") ?? "", "utf8")
        .split(/\s+/)
        .filter(Boolean),
    );
    const misses = (readQuestions(check) as Q[]).filter((q) => q.id && ids.has(q.id));
    const topRefs = new Set(rows.slice(0, top).map(([r]) => r));
    let inEmpty = 0;
    let inTopEmpty = 0;
    let noAspect = 0;
    for (const q of misses) {
      let aspects = askedAspects(q.q);
      if (!aspects.length && q.prev) aspects = askedAspects(q.prev);
      if (!aspects.length) noAspect++;
      const main = articleOf(q.refs?.[0] ?? "");
      // An aspect is covered when any expected provision's cell for it has an anchor.
      const refs = [...new Set((q.refs ?? []).map(articleOf))];
      const covered = (a: Asked) =>
        refs.some((r) => {
          const c = plan.get(r)?.cells.get(a);
          return c !== undefined && !empty(c);
        });
      const isEmpty = aspects.some((a) => !covered(a));
      if (isEmpty) inEmpty++;
      if (isEmpty && topRefs.has(main)) inTopEmpty++;
      console.log(`${q.id}\t${main}\t${aspects.join(",") || "none"}\t${isEmpty ? "EMPTY" : "anchored"}${topRefs.has(main) ? "\ttop" : ""}`);
    }
    console.log(
      `${misses.length} misses: ${inEmpty} ask an aspect whose cell (main provision × aspect) has no anchor, ` +
        `${inTopEmpty} of them on the ${top} most asked provisions; ${noAspect} ask no aspect we read`,
    );
    return;
  }
  console.log(`${files.length} sets, ${plan.size} provisions asked; top ${top}: provision (questions) then asked aspect n [anchors | -]`);
  let emptyCells = 0;
  let emptyAsked = 0;
  for (const [ref, row] of rows.slice(0, top)) {
    const cells = [...row.cells].sort((a, b) => b[1].asked - a[1].asked);
    const text = cells
      .map(([a, c]) => {
        if (empty(c)) {
          emptyCells++;
          emptyAsked += c.asked;
        }
        const who = c.anchors.length
          ? c.anchors.slice(0, 4).join(" ") + (c.anchors.length > 4 ? ` +${c.anchors.length - 4}` : "")
          : c.secondary.length
            ? `~ ${c.secondary.slice(0, 3).join(" ")}`
            : `-${c.entry ? ` entry ${c.entry}` : ""}`;
        return `${empty(c) ? "!" : ""}${a} ${c.asked} [${who}]`;
      })
      .join("; ");
    console.log(`${ref} (${row.total}): ${text}`);
  }
  console.log(`\nempty cells on the top ${top}: ${emptyCells}, asked ${emptyAsked} times`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
