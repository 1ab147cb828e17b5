// Word forms that Snowball leaves apart: participles and inflected verbs ("gespeichert",
// "löscht") against the nouns and infinitives the corpus uses ("Speicherung", "löschen").
// Candidates are kept only when the corpus knows them, so nothing is invented.
import { fold, stem } from "./analyzer.js";

const SEPARABLE = [
  "weiter",
  "bekannt",
  "zurück",
  "heraus",
  "durch",
  "nach",
  "auf",
  "aus",
  "ein",
  "mit",
  "vor",
  "weg",
  "an",
  "ab",
  "zu",
  "um",
  "her",
  "hin",
  "fest",
  "frei",
  "los",
];
const ENDINGS = ["test", "tet", "ten", "te", "et", "st", "t", "en", "e", "n"];

function bases(word: string): string[] {
  const forms = new Set([word]);
  if (word.startsWith("ge") && word.length > 6) forms.add(word.slice(2));
  for (const prefix of SEPARABLE) {
    if (word.startsWith(`${prefix}ge`) && word.length > prefix.length + 5) forms.add(prefix + word.slice(prefix.length + 2));
  }
  const out = new Set<string>();
  for (const form of forms) {
    out.add(form);
    for (const ending of ENDINGS) {
      if (form.endsWith(ending) && form.length - ending.length >= 4) out.add(form.slice(0, -ending.length));
    }
  }
  return [...out];
}

const ADDED = ["", "en", "n", "ung", "e"];

/**
 * Whether a stem the corpus knows (four letters or more) begins the folded word. Snowball's German
 * stemmer only removes endings (its ß becomes ss and its umlauts lose their dots, as in `fold`), and
 * `stem` folds what it keeps and may drop a final -ung: a word's stem always begins the folded
 * word. A candidate none of whose beginnings the corpus knows cannot add a form, so it is not
 * stemmed (session 13: the stemming of candidates was a fifth of the CPU of a question with new
 * words; forms.test.ts checks the rule over the knowledge base's words).
 */
export function mayStemToKnown(folded: string, known: Set<string>): boolean {
  for (let k = 4; k <= folded.length; k++) if (known.has(folded.slice(0, k))) return true;
  return false;
}

/**
 * Stems of other forms of `word` that occur in the corpus (`known` holds the corpus's stems).
 * `worthStemming` is the rule above; forms.test.ts passes one that stems every candidate.
 */
export function relatedForms(word: string, known: Set<string>, worthStemming = mayStemToKnown): string[] {
  const own = stem(word);
  const found = new Set<string>();
  for (const base of bases(word.toLowerCase())) {
    const folded = fold(base);
    for (const added of ADDED) {
      if (!worthStemming(folded + added, known)) continue;
      const s = stem(base + added);
      if (s !== own && s.length >= 4 && known.has(s)) found.add(s);
    }
  }
  return [...found];
}
