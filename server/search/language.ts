// Which language a question is written in. The DSG is official in German, French and Italian and
// people also ask in English; the answer stays German, but matching needs the right stemmer.
import snowball from "snowball-stemmers";
import { Memo } from "./memo.js";

export type Language = "de" | "fr" | "it" | "en";

// Frequent function words that are distinctive for each language. Words that French and Italian
// share ("la", "le", "un", "il", elided "l'", "d'", "c'") count half for both: counted as French
// alone, they made Italian questions French. Elided forms are split at the apostrophe, so French
// "qu'il", "j'ai" add "qu" and "j", Italian "dell'azienda" adds "dell". Swiss German words keep
// dialect questions ("de Priis", "d Öffnigsziite") from looking French.
const MARKERS: Record<Language, Set<string>> = {
  de: new Set(
    "der die das und ist nicht ich wir ein eine mit auf für dass sie es zu den dem bei oder auch wie was muss darf unsere mein aber wenn kann hat habe isch het hät chan nöd nid vo wo".split(
      " ",
    ),
  ),
  fr: new Set(
    "les est et je nous une pas pour que qui avec mon mes notre nos dans de du au aux ce cette sont ou est-ce peut doit faut vous ils elle leur leurs être avoir fait sur mais tout tous toute toutes ça qu j m veut lui chez combien quel quelle quels quelles avant aussi très".split(
      " ",
    ),
  ),
  it: new Set(
    "lo gli di della delle dello degli dei del nel nella nei sul sulla alla al ai dal dalla che non per una uno sono mio mia miei nostro nostra nostri nostre con anche come devo deve dobbiamo possiamo può posso ho ha abbiamo hanno è questo questa cosa perché quando tutti tutto tutte ci dell all nell sull dall si mi li ne sui quale quali quanto quanti quante vuole".split(
      " ",
    ),
  ),
  en: new Set(
    "the and is are my our we to of for that this with have has not can do does they their what an it be should must you if how from about was would could which who".split(
      " ",
    ),
  ),
};

const SHARED_FR_IT = new Set("la le un il l d c".split(" "));
/** The order in which the languages are compared (German first: it wins ties). */
const ORDER = ["de", "fr", "it", "en"] as const;

export function detectLanguage(text: string): Language {
  const tokens = text.toLowerCase().match(/[\p{L}-]+/gu) ?? [];
  // Each word is looked up in the five sets once (session 19: six filtered arrays per question before).
  const counts = [0, 0, 0, 0];
  let shared = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    for (let l = 0; l < 4; l++) if (MARKERS[ORDER[l]].has(token)) counts[l]++;
    if (SHARED_FR_IT.has(token)) shared++;
  }
  let best: Language = "de";
  let bestCount = 0;
  for (let l = 0; l < 4; l++) {
    const language = ORDER[l];
    let count = counts[l];
    if (language === "fr" || language === "it") count += 0.5 * shared;
    if (count > bestCount + (language === "de" ? 0 : 1)) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

const stemmers = {
  de: snowball.newStemmer("german"),
  fr: snowball.newStemmer("french"),
  it: snowball.newStemmer("italian"),
  en: snowball.newStemmer("english"),
};

const memos: Record<Language, Memo<string>> = { de: new Memo(), fr: new Memo(), it: new Memo(), en: new Memo() };

/** Lower-cases, drops diacritics and stems a word for the given language. */
export function stemFor(language: Language, word: string): string {
  // Looked up first, the closure made elsewhere: one that captured `language` here would make every call allocate (session 17).
  return memos[language].peek(word) ?? stemForNew(language, word);
}

function stemForNew(language: Language, word: string): string {
  return memos[language].get(word, (w) => stemForUncached(language, w));
}

function stemForUncached(language: Language, word: string): string {
  const lower = word.toLowerCase().replace(/ß/g, "ss");
  return stemmers[language]
    .stem(lower)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}
