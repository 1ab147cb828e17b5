// Practical guides (Praxisleitfäden): a direct answer and numbered steps for the situations most
// asked about, every statement cited. Format in docs/knowledge-format.md.
import { ANSWER_KINDS, type AnswerKind } from "./entry.js";

export interface CitedStatement {
  text: string;
  refs: string[];
}

export interface GuideAnswer extends CitedStatement {
  kind: AnswerKind;
}

export interface Guide {
  id: string;
  title: string;
  stand: string;
  keywords: string[];
  situations: string[];
  answers: GuideAnswer[];
  steps: CitedStatement[];
  refs: string[];
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const sentence = (v: unknown) => isText(v) && v.trim().length >= 20 && /[.!?]$/.test(v.trim());

/** Problems of one guide; `known` holds every ref of the knowledge base. */
export function validateGuide(guide: Guide, source: string, known: Set<string>): string[] {
  const problems: string[] = [];
  const where = `${source}`;
  if (!/^[a-z0-9-]+$/.test(guide.id ?? "") || `${guide.id}.json` !== source)
    problems.push(`${where}: id must be the file name (a-z, 0-9, -)`);
  if (!isText(guide.title)) problems.push(`${where}: title is empty`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(guide.stand ?? "") || Number.isNaN(Date.parse(guide.stand)))
    problems.push(`${where}: stand must be YYYY-MM-DD`);
  if (!Array.isArray(guide.keywords) || guide.keywords.length < 3 || !guide.keywords.every(isText))
    problems.push(`${where}: at least three keywords`);
  if (!Array.isArray(guide.situations) || guide.situations.length < 3 || !guide.situations.every(isText))
    problems.push(`${where}: at least three situations`);
  const cited = (items: unknown, label: string, min: number) => {
    if (!Array.isArray(items) || items.length < min) {
      problems.push(`${where}: at least ${min} ${label}`);
      return;
    }
    for (const item of items as GuideAnswer[]) {
      if (!sentence(item?.text)) problems.push(`${where}: ${label} "${String(item?.text).slice(0, 40)}" is not a complete sentence`);
      if (!Array.isArray(item?.refs) || item.refs.length === 0) problems.push(`${where}: every ${label} needs at least one ref`);
      for (const ref of item?.refs ?? []) if (!known.has(ref)) problems.push(`${where}: ${label} cites "${ref}", which has no entry`);
      if (label === "answers" && !ANSWER_KINDS.includes(item.kind)) problems.push(`${where}: answer kind "${item.kind}" is unknown`);
    }
  };
  cited(guide.answers, "answers", 1);
  cited(guide.steps, "steps", 2);
  if (!Array.isArray(guide.refs) || guide.refs.length === 0) problems.push(`${where}: refs is empty`);
  for (const ref of guide.refs ?? []) if (!known.has(ref)) problems.push(`${where}: refs names "${ref}", which has no entry`);
  if (/ß/.test(JSON.stringify(guide))) problems.push(`${where}: Swiss spelling uses ss, not ß`);
  return problems;
}
