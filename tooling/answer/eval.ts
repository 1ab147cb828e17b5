// `npm run eval -- --answers`: quality of the composed answers (no language model) on our own
// answer set: expected ref among the citations, first citation right, declines, the expected
// fact in the first sentence, and broken text over every question of every eval set.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../server/paths.js";
import {
  buildIndex,
  DEV_SET,
  EVERYDAY_DEV_SET,
  HOLDOUT_SETS,
  matchesRef,
  ownSetFiles,
  readQuestions,
  type Question,
} from "../search/eval.js";
import type { KnowledgeIndex } from "../../server/search/index.js";
import { Composer, type LeadWeights } from "../../server/answer/compose.js";
import { splitSentences, textProblems } from "../../server/answer/sentences.js";
import { FIGURE_HEADER, formatFigures, measure, normalise, setLabel, type FactMode } from "./figures.js";

export interface AnswerQuestion extends Question {
  facts: string[];
}

export const ANSWER_SET = path.join(ROOT, "tooling/answer/eval/answers.jsonl");

// tune.ts compares facts the same way.
export { normalise };

export function firstSentence(text: string): string {
  return splitSentences(text.split("\n\n")[0])[0] ?? "";
}

export interface AnswerFigures {
  inScope: number;
  refCited: number;
  firstRight: number;
  declinedIn: number;
  outside: number;
  declinedOut: number;
  withFact: number;
  factFirst: number;
  everyday: number;
  everydayCited: number;
  misses: string[];
}

export function scoreAnswers(index: KnowledgeIndex, questions: AnswerQuestion[], weights?: LeadWeights): AnswerFigures {
  const composer = new Composer(index, weights);
  const f: AnswerFigures = {
    inScope: 0,
    refCited: 0,
    firstRight: 0,
    declinedIn: 0,
    outside: 0,
    declinedOut: 0,
    withFact: 0,
    factFirst: 0,
    everyday: 0,
    everydayCited: 0,
    misses: [],
  };
  for (const q of questions) {
    const outcome = index.search(q.q, { limit: 8 });
    const answer = composer.compose(q.q, outcome);
    const declined = answer.citations.length === 0;
    if (!q.refs.length) {
      f.outside++;
      if (declined) f.declinedOut++;
      else f.misses.push(`answered, should decline: ${q.q.slice(0, 100)}`);
      continue;
    }
    f.inScope++;
    if (q.kind === "everyday") f.everyday++;
    if (declined) {
      f.declinedIn++;
      f.misses.push(`declined: ${q.q.slice(0, 100)}`);
      continue;
    }
    const cited = answer.citations.some((c) => q.refs.some((e) => matchesRef(c.ref, e)));
    if (cited) f.refCited++;
    if (cited && q.kind === "everyday") f.everydayCited++;
    if (q.refs.some((e) => matchesRef(answer.citations[0].ref, e))) f.firstRight++;
    else f.misses.push(`first citation ${answer.citations[0].ref}, expected ${q.refs.join("/")}: ${q.q.slice(0, 80)}`);
    if (q.facts?.length) {
      f.withFact++;
      const first = normalise(firstSentence(answer.text));
      if (q.facts.some((fact) => first.includes(normalise(fact)))) f.factFirst++;
      else f.misses.push(`fact ${q.facts[0]} not in: ${firstSentence(answer.text).slice(0, 140)}`);
    }
  }
  return f;
}

/** Every answer to every question of every eval set, scanned for cut sentences and brackets. */
export function brokenAnswers(index: KnowledgeIndex, questions: Question[]): { q: string; problems: string[] }[] {
  const composer = new Composer(index);
  const broken: { q: string; problems: string[] }[] = [];
  for (const q of questions) {
    const problems = textProblems(composer.compose(q.q, index.search(q.q, { limit: 8 })).text);
    if (problems.length) broken.push({ q: q.q, problems });
  }
  return broken;
}

export function allEvalQuestions(): Question[] {
  const files = [...ownSetFiles(), ...(fs.existsSync(HOLDOUT_SETS) ? ownSetFiles(HOLDOUT_SETS) : []), DEV_SET, EVERYDAY_DEV_SET].filter(
    (f) => fs.existsSync(f),
  );
  const questions = files.flatMap(readQuestions);
  if (fs.existsSync(ANSWER_SET)) questions.push(...readQuestions(ANSWER_SET));
  return questions;
}

/** The public answer set of issue 24, kept in the repository so that the figures are reproducible. */
export const ANSWERS_DEV_SET = path.join(ROOT, "tooling/answer/eval/answers-dev.jsonl");

export function runAnswerEval(verbose: boolean): void {
  const index = buildIndex();
  const factSets: [string, FactMode][] = [
    [ANSWERS_DEV_SET, "all-regex"],
    [ANSWER_SET, "any-text"],
  ];
  const retrievalSets = [...ownSetFiles(), DEV_SET, EVERYDAY_DEV_SET].filter((f) => fs.existsSync(f));
  const heldOut = fs.existsSync(HOLDOUT_SETS) ? ownSetFiles(HOLDOUT_SETS) : [];
  console.log(FIGURE_HEADER);
  const misses: string[] = [];
  const report = (file: string, mode: FactMode, label: string, showMisses: boolean) => {
    const figures = measure(index, readQuestions(file), mode);
    for (const [kind, f] of figures) {
      if (kind !== "all" && figures.size === 2) continue; // one kind only: its row is the "all" row
      console.log(formatFigures(`${label} · ${kind}`, f));
      if (showMisses && kind === "all") misses.push(...f.misses.map((m) => `${setLabel(file)}: ${m}`));
    }
  };
  for (const [file, mode] of factSets) report(file, mode, setLabel(file), true);
  for (const file of retrievalSets) report(file, "any-text", setLabel(file), true);
  // Held-out sets: figures only, never their questions.
  for (const file of heldOut) report(file, "any-text", `held out ${setLabel(file)}`, false);
  if (verbose) for (const miss of misses) console.log(`  ${miss}`);
}
