// Word forms that Snowball leaves apart: participles and inflected verbs ("gespeichert",
// "löscht") against the nouns and infinitives the corpus uses ("Speicherung", "löschen").
// Candidates are kept only when the corpus knows them, so nothing is invented.
import { stem } from "./analyzer.js";

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

/** Stems of other forms of `word` that occur in the corpus (`known` holds the corpus's stems). */
export function relatedForms(word: string, known: Set<string>): string[] {
  const own = stem(word);
  const found = new Set<string>();
  for (const base of bases(word.toLowerCase())) {
    for (const candidate of [base, `${base}en`, `${base}n`, `${base}ung`, `${base}e`]) {
      const s = stem(candidate);
      if (s !== own && s.length >= 4 && known.has(s)) found.add(s);
    }
  }
  return [...found];
}
