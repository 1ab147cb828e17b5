// The answer figures of issue 24, per set and per kind of question: whether the direct answer (the
// text before the first bold heading) states the facts asked for, whether they stand anywhere,
// the first citation, an expected provision among the citations, declines in and out of scope,
// median citations and answer length, and cut sentences. Follow-ups are asked as in the chat: the
// previous question is answered first and passed on as context with the refs its answer cited.
import path from "node:path";
import { readsAsFollowUp } from "../../server/chat/streams.js";
import { fold } from "../../server/search/analyzer.js";
import { matchesRef } from "../search/eval.js";
import type { KnowledgeIndex, SearchContext } from "../../server/search/index.js";
import { Composer, type ComposedAnswer } from "../../server/answer/compose.js";
import { textProblems } from "../../server/answer/sentences.js";

/** Text as facts are compared: folded, digit groups joined ("1'000" = "1000"), spaces collapsed. */
export const normalise = (text: string) =>
  fold(text)
    .replace(/(\d)['’\s\u202f]+(?=\d)/g, "$1")
    .replace(/\s+/g, " ");

export interface FactQuestion {
  q: string;
  refs: string[];
  kind?: string;
  facts?: string[];
  /** The previous question of the same conversation (follow-ups). */
  prev?: string;
}

/**
 * How a set states its facts: "all-regex" (answers-dev: every fact is a case-insensitive regular
 * expression and all must match) or "any-text" (our answers.jsonl: alternative wordings, one suffices).
 */
export type FactMode = "all-regex" | "any-text";

export interface Figures {
  n: number;
  inScope: number;
  outside: number;
  withFacts: number;
  factsDirect: number;
  factsAnywhere: number;
  firstExpected: number;
  cited: number;
  declinedIn: number;
  declinedOut: number;
  citationCounts: number[];
  lengths: number[];
  cut: number;
  misses: string[];
}

const empty = (): Figures => ({
  n: 0,
  inScope: 0,
  outside: 0,
  withFacts: 0,
  factsDirect: 0,
  factsAnywhere: 0,
  firstExpected: 0,
  cited: 0,
  declinedIn: 0,
  declinedOut: 0,
  citationCounts: [],
  lengths: [],
  cut: 0,
  misses: [],
});

/** The direct answer: everything before the first bold heading. */
export function directAnswer(text: string): string {
  const at = text.indexOf("**");
  return at < 0 ? text : text.slice(0, at);
}

export function factsHold(text: string, facts: string[], mode: FactMode): boolean {
  if (mode === "all-regex") return facts.every((f) => new RegExp(f, "i").test(text));
  const plain = normalise(text);
  return facts.some((f) => plain.includes(normalise(f)));
}

/** Answers a question as the chat would, with the previous question as context for a follow-up. */
export function answerAsChat(composer: Composer, index: KnowledgeIndex, q: FactQuestion): ComposedAnswer {
  let context: SearchContext | undefined;
  if (q.prev && readsAsFollowUp(q.q, q.prev)) {
    const before = composer.compose(q.prev, index.search(q.prev, { limit: 8 }));
    context = { question: q.prev, refs: before.citations.map((c) => c.ref) };
  }
  return composer.compose(q.q, index.search(q.q, { limit: 8, context }), context);
}

export function measure(
  index: KnowledgeIndex,
  questions: FactQuestion[],
  mode: FactMode,
  composer: Composer = new Composer(index),
): Map<string, Figures> {
  const byKind = new Map<string, Figures>([["all", empty()]]);
  for (const q of questions) {
    const answer = answerAsChat(composer, index, q);
    const kind = q.kind ?? "other";
    if (!byKind.has(kind)) byKind.set(kind, empty());
    for (const f of [byKind.get("all")!, byKind.get(kind)!]) add(f, q, answer, mode);
  }
  return byKind;
}

function add(f: Figures, q: FactQuestion, answer: ComposedAnswer, mode: FactMode): void {
  f.n++;
  f.lengths.push(answer.text.length);
  if (textProblems(answer.text).length) f.cut++;
  const declined = answer.citations.length === 0;
  if (!q.refs.length) {
    f.outside++;
    if (declined) f.declinedOut++;
    else f.misses.push(`answered, should decline: ${q.q.slice(0, 100)}`);
    return;
  }
  f.inScope++;
  f.citationCounts.push(answer.citations.length);
  if (declined) {
    f.declinedIn++;
    f.misses.push(`declined: ${q.q.slice(0, 100)}`);
  } else {
    if (answer.citations.some((c) => q.refs.some((e) => matchesRef(c.ref, e)))) f.cited++;
    if (q.refs.some((e) => matchesRef(answer.citations[0].ref, e))) f.firstExpected++;
    else f.misses.push(`first citation ${answer.citations[0].ref}, expected ${q.refs.join("/")}: ${q.q.slice(0, 80)}`);
  }
  if (q.facts?.length) {
    f.withFacts++;
    if (factsHold(directAnswer(answer.text), q.facts, mode)) f.factsDirect++;
    else f.misses.push(`facts not in the direct answer: ${q.q.slice(0, 70)} → ${directAnswer(answer.text).slice(0, 160)}`);
    if (factsHold(answer.text, q.facts, mode)) f.factsAnywhere++;
  }
}

export const median = (values: number[]): number => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const share = (a: number, b: number) => (b ? (a / b).toFixed(3) : "  -  ");

export const FIGURE_HEADER =
  "set · kind                                       n  facts-direct facts-any first  cited  declined-in declined-out cit.med len.med cut";

export function formatFigures(label: string, f: Figures): string {
  return [
    label.padEnd(46).slice(0, 46),
    String(f.n).padStart(3),
    `  ${share(f.factsDirect, f.withFacts).padEnd(12)}`,
    share(f.factsAnywhere, f.withFacts).padEnd(9),
    share(f.firstExpected, f.inScope).padEnd(6),
    share(f.cited, f.inScope).padEnd(6),
    `${f.declinedIn}/${f.inScope}`.padEnd(11),
    `${f.declinedOut}/${f.outside}`.padEnd(12),
    String(median(f.citationCounts)).padEnd(7),
    String(median(f.lengths)).padEnd(7),
    String(f.cut),
  ].join(" ");
}

export const setLabel = (file: string) => path.basename(file, ".jsonl");
