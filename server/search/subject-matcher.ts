// Matches the subject index (Sachregister) against a question: a term counts when all words of
// one of its forms occur in the question, compared as stems of the question's language.
import type { SubjectIndex } from "../knowledge/subject-index.js";
import { stemFor, type Language } from "./language.js";
import { isStopWord } from "./analyzer.js";

interface CompiledForm {
  stems: Record<Language, string[]>;
}

interface CompiledTerm {
  concept: string;
  refs: string[];
  forms: CompiledForm[];
}

const LANGUAGES: Language[] = ["de", "fr", "it", "en"];
// Function words of the other languages, which must not be required for a match.
const FOREIGN_STOP = new Set(
  "le la les de des du un une et ou en au aux à a d l il lo gli della delle di da del e o un una per the of to and or a an for in on my our".split(
    " ",
  ),
);
const tokens = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => t.length > 1 && !isStopWord(t) && !FOREIGN_STOP.has(t));

export interface SubjectMatch {
  concept: string;
  refs: string[];
  weight: number;
}

export class SubjectMatcher {
  private readonly terms: CompiledTerm[];

  constructor(index: SubjectIndex) {
    this.terms = index.terms.map((term) => ({
      concept: term.concept,
      refs: term.refs,
      forms: [term.term, ...term.variants]
        .map((form) => tokens(form))
        .filter((words) => words.length > 0)
        .map((words) => ({
          stems: Object.fromEntries(LANGUAGES.map((l) => [l, words.map((w) => stemFor(l, w))])) as Record<Language, string[]>,
        })),
    }));
  }

  get size(): number {
    return this.terms.length;
  }

  /** Terms found in the question; a form of several words weighs more than a single word. */
  match(question: string, language: Language): SubjectMatch[] {
    const words = tokens(question);
    const present = new Set<string>();
    // German stems always (loan words, mixed questions), plus the question's own language.
    for (const word of words) {
      present.add(stemFor("de", word));
      if (language !== "de") present.add(stemFor(language, word));
    }
    // German compounds name the subject last ("Kundendatenbank" is a "Datenbank"): a one-word form
    // of six letters or more also matches as the tail of a longer German word.
    const germanWords = words.map((w) => stemFor("de", w));
    const isTail = (stem: string) => stem.length >= 6 && germanWords.some((w) => w.length >= stem.length + 3 && w.endsWith(stem));
    const matches: SubjectMatch[] = [];
    for (const term of this.terms) {
      let best = 0;
      for (const form of term.forms) {
        for (const l of language === "de" ? (["de"] as Language[]) : (["de", language] as Language[])) {
          const stems = form.stems[l];
          if (stems.every((s) => present.has(s))) best = Math.max(best, 1 + 0.5 * (stems.length - 1));
          else if (l === "de" && stems.length === 1 && isTail(stems[0])) best = Math.max(best, 0.75);
        }
      }
      if (best > 0) matches.push({ concept: term.concept, refs: term.refs, weight: best });
    }
    return matches;
  }
}
