// The curated entry format (docs/knowledge-format.md) and its validation.
export interface KnowledgeFile {
  act: string;
  name: string;
  sr: string;
  kind: "law" | "guidance";
  entries: RawEntry[];
}

export interface RawEntry {
  ref: string;
  title: string;
  url: string;
  stand: string;
  chapter: string;
  keywords: string[];
  summary: string;
  facts: string[];
  related: string[];
  /** Everyday situations that lead to this provision, in the words people use (own words). */
  situations?: string[];
  /** Statements that can open an answer directly ("Die Auskunft ist innert 30 Tagen zu erteilen."). */
  answers?: AnswerFact[];
}

/** What a direct answer statement is about; the question type picks the statement. */
export const ANSWER_KINDS = [
  "deadline",
  "amount",
  "duty",
  "right",
  "permission",
  "prohibition",
  "exception",
  "definition",
  "responsible",
  "sanction",
  "procedure",
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export interface AnswerFact {
  kind: AnswerKind;
  /** One complete German sentence in our own words, able to stand first in an answer. */
  text: string;
  /**
   * Other provisions the sentence rests on, cited after the entry's own: a duty's article states the
   * duty, but the fine for breaking it is in a penal provision (DSG Art. 19's fine is DSG Art. 60's).
   */
  refs?: string[];
}

/** An entry with its act's data, as the rest of the product sees it. */
export interface Entry extends RawEntry {
  act: string;
  actName: string;
  sr: string;
  kind: "law" | "guidance";
}

const ARTICLE_REF = /^(.+) Art\. (\d+[a-z]*)$/;
const ANNEX_REF = /^(.+) Anhang (\d+)$/;
const FEDLEX_URL = /^https:\/\/www\.fedlex\.admin\.ch\/eli\/cc\/[0-9a-z_/]+\/de#(art_\d+(?:_[a-z]+)*|annex_\d+)$/;
const REGULATOR_URL = /^https:\/\/www\.(finma\.ch|edoeb\.admin\.ch|bag\.admin\.ch)\//;

export function articleOf(ref: string): { act: string; number: string } | null {
  const match = ARTICLE_REF.exec(ref);
  return match ? { act: match[1], number: match[2] } : null;
}

/** "44a" → "art_44_a", "59abis" → "art_59_a_bis" (Fedlex anchors). */
export function fedlexAnchor(number: string): string {
  const match = /^(\d+)([a-z]?)(bis|ter|quater|quinquies|sexies|septies|octies|novies|decies)?$/.exec(number);
  if (!match) return `art_${number}`;
  return ["art", match[1], match[2], match[3]].filter(Boolean).join("_");
}

export function validateFile(file: KnowledgeFile, source: string): string[] {
  const problems: string[] = [];
  const where = (ref: string) => `${source}: ${ref}`;
  if (!file.act || !file.name) problems.push(`${source}: act and name are required`);
  if (file.kind !== "law" && file.kind !== "guidance") problems.push(`${source}: kind must be "law" or "guidance"`);
  if (file.kind === "law" && !/^\d{3}(\.\d+)*$/.test(file.sr)) problems.push(`${source}: sr "${file.sr}" is not an SR number`);
  if (!Array.isArray(file.entries) || file.entries.length === 0) problems.push(`${source}: no entries`);
  for (const entry of file.entries ?? []) {
    const ref = entry.ref ?? "(no ref)";
    for (const field of ["ref", "title", "url", "stand", "summary"] as const) {
      if (typeof entry[field] !== "string" || entry[field].trim() === "") problems.push(`${where(ref)}: ${field} is empty`);
    }
    if (typeof entry.chapter !== "string") problems.push(`${where(ref)}: chapter must be a string`);
    for (const field of ["keywords", "facts", "related"] as const) {
      if (!Array.isArray(entry[field]) || entry[field].some((v) => typeof v !== "string" || v.trim() === "")) {
        problems.push(`${where(ref)}: ${field} must be a list of non-empty strings`);
      }
    }
    if (
      entry.situations !== undefined &&
      (!Array.isArray(entry.situations) || entry.situations.some((v) => typeof v !== "string" || v.trim().length < 8))
    ) {
      problems.push(`${where(ref)}: situations must be a list of phrases (8 characters or more)`);
    }
    problems.push(...validateAnswers(entry.answers, where(ref)));
    if ((entry.keywords?.length ?? 0) < 3) problems.push(`${where(ref)}: at least three keywords`);
    if ((entry.summary?.length ?? 0) < 80) problems.push(`${where(ref)}: summary shorter than 80 characters`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.stand ?? "") || Number.isNaN(Date.parse(entry.stand)))
      problems.push(`${where(ref)}: stand must be YYYY-MM-DD`);
    if (/ß/.test(JSON.stringify(entry))) problems.push(`${where(ref)}: Swiss spelling uses ss, not ß`);
    if (file.kind === "law") {
      const article = articleOf(ref);
      const annex = ANNEX_REF.exec(ref);
      if ((!article || article.act !== file.act) && (!annex || annex[1] !== file.act)) {
        problems.push(`${where(ref)}: ref must read "${file.act} Art. <Nummer>" or "${file.act} Anhang <n>"`);
      }
      if (!FEDLEX_URL.test(entry.url ?? "")) problems.push(`${where(ref)}: url is not a Fedlex article link`);
      else if (article && !entry.url.endsWith(`#${fedlexAnchor(article.number)}`))
        problems.push(`${where(ref)}: url anchor does not match the article`);
    } else if (!REGULATOR_URL.test(entry.url ?? "")) {
      problems.push(`${where(ref)}: url must be a page of FINMA, EDÖB or BAG`);
    }
  }
  return problems;
}

export function validateAnswers(answers: unknown, where: string): string[] {
  if (answers === undefined) return [];
  if (!Array.isArray(answers)) return [`${where}: answers must be a list`];
  const problems: string[] = [];
  for (const answer of answers as AnswerFact[]) {
    if (!ANSWER_KINDS.includes(answer?.kind))
      problems.push(`${where}: answer kind "${answer?.kind}" is not one of ${ANSWER_KINDS.join(", ")}`);
    if (typeof answer?.text !== "string" || answer.text.length < 20 || !/[.!?]$/.test(answer.text.trim())) {
      problems.push(`${where}: answer text must be a complete sentence (20 characters or more, ending in a full stop)`);
    }
    if (answer?.refs !== undefined && (!Array.isArray(answer.refs) || answer.refs.some((r) => typeof r !== "string" || r.trim() === "")))
      problems.push(`${where}: answer refs must be a list of provisions`);
  }
  return problems;
}
