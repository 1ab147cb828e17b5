// French, Italian and English words of everyday data-protection questions with the German words
// the knowledge base uses (knowledge/glossary.json, our own list). Questions in those
// languages are searched with the German words added; answers stay German for now.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.js";
import { stemFor, type Language } from "./language.js";
import { countryWords } from "./countries.js";
import { Memo } from "./memo.js";

type Glossary = Partial<Record<Exclude<Language, "de">, Record<string, string>>>;

interface Table {
  exact: Map<string, string>;
  /** The same phrases by the stems of their words, for the inflected forms the list does not spell out. */
  stems: Map<string, string>;
  /** The first words of `exact`'s phrases and of `stems`' (session 11): a word that begins none is passed over at once. */
  firstWords: Set<string>;
  firstStems: Set<string>;
}

const FILE = path.join(ROOT, "knowledge", "glossary.json");
// Elisions ("l'employeur", "dell'azienda", "qu'on") become separate words at the apostrophe.
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’'`]/g, " ");
const tokenize = (text: string) => plain(text).match(/[a-z0-9-]+/g) ?? [];
// Short words stem to themselves or to noise ("mes" → "me"); they must be spelled out in the list.
const MIN_STEMMED = 4;
const stemKey = (language: Language, words: string[]) => words.map((w) => (w.length < MIN_STEMMED ? w : stemFor(language, w))).join(" ");

let compiled: Map<Language, Table> | null = null;

function load(): Map<Language, Table> {
  if (compiled) return compiled;
  const raw: Glossary = fs.existsSync(FILE) ? (JSON.parse(fs.readFileSync(FILE, "utf8")) as Glossary) : {};
  compiled = new Map();
  const columns = { fr: 1, it: 2, en: 3 } as const;
  for (const [language, column] of Object.entries(columns) as [Exclude<Language, "de">, 1 | 2 | 3][]) {
    // Names of states first, so that a glossary entry of the same words wins.
    const entries = { ...Object.fromEntries(countryWords(column)), ...(raw[language] ?? {}) };
    const exact = new Map(Object.entries(entries).map(([key, value]) => [tokenize(key).join(" "), value]));
    // Several phrases can share a stem ("record", "records", "recordings"): the stem takes the German
    // words most of them have, and none when that is a tie ("loi"/"loyer"), rather than guess.
    const votes = new Map<string, Map<string, number>>();
    for (const [key, value] of exact) {
      const stem = stemKey(language, key.split(" "));
      const counts = votes.get(stem) ?? new Map<string, number>();
      counts.set(value, (counts.get(value) ?? 0) + 1);
      votes.set(stem, counts);
    }
    const stems = new Map<string, string>();
    for (const [stem, counts] of votes) {
      const ranked = [...counts].sort((a, b) => b[1] - a[1]);
      if (ranked.length === 1 || ranked[0][1] > ranked[1][1]) stems.set(stem, ranked[0][0]);
    }
    const first = (phrase: string) => phrase.split(" ")[0];
    compiled.set(language, {
      exact,
      stems,
      firstWords: new Set([...exact.keys()].map(first)),
      firstStems: new Set([...stems.keys()].map(first)),
    });
  }
  return compiled;
}

// The search, the anchors of the composed answer and its suggestions translate the same question:
// the last few hundred translations are remembered (session 11).
const translations = new Memo<string[]>(256);

/** The German words for the glossary phrases (1–3 words) found in a question (callers may keep, not change, the list). */
export function translate(question: string, language: Language): string[] {
  return translations.get(`${language}\u0000${question}`, () => translateUncached(question, language));
}

function translateUncached(question: string, language: Language): string[] {
  const table = load().get(language);
  if (!table) return [];
  const tokens = tokenize(question);
  // Each word's stem once (as stemKey spells it), not once per phrase it could begin or continue.
  const stemmed = tokens.map((w) => (w.length < MIN_STEMMED ? w : stemFor(language, w)));
  const found: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let taken = 0;
    // No phrase of either table begins with this word: nothing longer to try either.
    if (table.firstWords.has(tokens[i]) || table.firstStems.has(stemmed[i])) {
      // The longest phrase wins; an exact spelling before an inflected form of the same length.
      for (let n = 3; n >= 1 && !taken; n--) {
        if (i + n > tokens.length) continue;
        const stems = stemmed.slice(i, i + n);
        // A stem of four letters is too often another word's ("posto" and "postare"); stems hold no blanks.
        const german =
          table.exact.get(tokens.slice(i, i + n).join(" ")) ??
          (stems.reduce((length, stem) => length + stem.length, 0) >= 5 ? table.stems.get(stems.join(" ")) : undefined);
        if (german) {
          found.push(german);
          taken = n;
        }
      }
    }
    i += taken || 1;
  }
  return found;
}
