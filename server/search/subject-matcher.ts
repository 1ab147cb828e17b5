// Matches the subject index (Sachregister) against a question: a term counts when all words of
// one of its forms occur in the question, compared as stems of the question's language.
import type { SubjectIndex } from "../knowledge/subject-index.js";
import { stemFor, type Language } from "./language.js";
import { isStopWord } from "./analyzer.js";
import { Memo } from "./memo.js";

interface CompiledTerm {
  concept: string;
  refs: string[];
}

/** One form of a term in one language: the stems that must all occur in the question. */
interface FormStems {
  term: number;
  stems: string[];
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

export interface WordForms {
  word: string;
  german: string;
  /** The one-word German terms this word ends with (as a compound's tail), in the order tested. */
  tails: number[];
}

export interface SubjectMatch {
  concept: string;
  refs: string[];
  weight: number;
}

// Built once at start-up (issue 28): instead of testing every form of every term against each
// question, forms are filed under their first stem per language, so a question only tests the
// forms one of its own stems leads to; one-word German forms are also filed for tail matches.
export class SubjectMatcher {
  private readonly terms: CompiledTerm[];
  private readonly byFirstStem: Record<Language, Map<string, FormStems[]>>;
  /** One-stem German forms of six letters or more, by stem: they also match as a compound's tail. */
  private readonly tails = new Map<string, number[]>();
  // Per word of a question (session 11): what `match` needs of it that does not depend on the question.
  private readonly wordForms = new Memo<WordForms | undefined>();

  constructor(index: SubjectIndex) {
    this.terms = index.terms.map((term) => ({ concept: term.concept, refs: term.refs }));
    this.byFirstStem = Object.fromEntries(LANGUAGES.map((l) => [l, new Map<string, FormStems[]>()])) as Record<
      Language,
      Map<string, FormStems[]>
    >;
    index.terms.forEach((term, n) => {
      const forms = [term.term, ...term.variants].map((form) => tokens(form)).filter((words) => words.length > 0);
      for (const words of forms) {
        for (const l of LANGUAGES) {
          const stems = words.map((w) => stemFor(l, w));
          const filed = this.byFirstStem[l].get(stems[0]) ?? [];
          filed.push({ term: n, stems });
          this.byFirstStem[l].set(stems[0], filed);
          if (l === "de" && stems.length === 1 && stems[0].length >= 6) this.tails.set(stems[0], [...(this.tails.get(stems[0]) ?? []), n]);
        }
      }
    });
  }

  /** A word of a question: kept or not (as `tokens` keeps it), its German stem and the terms it ends with. */
  private wordFormsUncached(word: string): WordForms | undefined {
    if (!(word.length > 1 && !isStopWord(word) && !FOREIGN_STOP.has(word))) return undefined;
    const german = stemFor("de", word);
    const tails: number[] = [];
    for (let length = 6; length <= german.length - 3; length++) tails.push(...(this.tails.get(german.slice(-length)) ?? []));
    return { word, german, tails };
  }

  get size(): number {
    return this.terms.length;
  }

  /**
   * What `match` needs of one word of a question (a lower-case word as `words` in analyzer.ts splits them), or
   * undefined for a word it leaves out. A pure function of the word: a caller may keep it with its own per-word values.
   */
  formsOf(word: string): WordForms | undefined {
    // Looked up first: the closure is made only for a word not seen before (a word without forms is remembered as undefined).
    return this.wordForms.peek(word) ?? this.wordForms.get(word, (w) => this.wordFormsUncached(w));
  }

  /** Terms found in the question; a form of several words weighs more than a single word. */
  match(question: string, language: Language): SubjectMatch[] {
    const words: WordForms[] = [];
    for (const word of question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      const forms = this.formsOf(word);
      if (forms) words.push(forms);
    }
    return this.matchWords(words, language);
  }

  /** `match` of a question's words' `formsOf`, in the question's order, those without forms left out (session 19). */
  matchWords(words: readonly WordForms[], language: Language): SubjectMatch[] {
    // (Session 19: loops over arrays, no closure, iterator or empty array made per call.)
    const present = new Set<string>();
    /** The stems of `present` in the order added (the Set's own order), read without an iterator. */
    const distinct: string[] = [];
    // German stems always (loan words, mixed questions), plus the question's own language.
    for (let k = 0; k < words.length; k++) {
      const { word, german } = words[k];
      if (!present.has(german)) {
        present.add(german);
        distinct.push(german);
      }
      if (language !== "de") {
        const own = stemFor(language, word);
        if (!present.has(own)) {
          present.add(own);
          distinct.push(own);
        }
      }
    }
    const best = new Map<number, number>();
    for (let l = 0; l < (language === "de" ? 1 : 2); l++) {
      const filed = this.byFirstStem[l === 0 ? "de" : language];
      for (let k = 0; k < distinct.length; k++) {
        const forms = filed.get(distinct[k]);
        if (!forms) continue;
        for (let f = 0; f < forms.length; f++) {
          const form = forms[f];
          if (allPresent(form.stems, present)) best.set(form.term, Math.max(best.get(form.term) ?? 0, 1 + 0.5 * (form.stems.length - 1)));
        }
      }
    }
    // German compounds name the subject last ("Kundendatenbank" is a "Datenbank"): a one-word form
    // of six letters or more also matches as the tail of a longer German word.
    // (The weights are maxima and the terms are returned in their order, so the order found does not matter.)
    for (let k = 0; k < words.length; k++) {
      const { tails } = words[k];
      for (let t = 0; t < tails.length; t++) best.set(tails[t], Math.max(best.get(tails[t]) ?? 0, 0.75));
    }
    return [...best.keys()]
      .sort((a, b) => a - b)
      .map((term) => ({ concept: this.terms[term].concept, refs: this.terms[term].refs, weight: best.get(term)! }));
  }
}

/** Whether every stem is in `present` (`stems.every(…)` without a closure per form). */
function allPresent(stems: string[], present: Set<string>): boolean {
  for (let i = 0; i < stems.length; i++) if (!present.has(stems[i])) return false;
  return true;
}
