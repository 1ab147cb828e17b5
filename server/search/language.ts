// Which language a question is written in. The DSG is official in German, French and Italian and
// people also ask in English; the answer stays German, but matching needs the right stemmer.
import snowball from "snowball-stemmers";

export type Language = "de" | "fr" | "it" | "en";

// Frequent function words that are distinctive for each language.
const MARKERS: Record<Language, Set<string>> = {
  de: new Set(
    "der die das und ist nicht ich wir ein eine mit auf für dass sie es zu den dem des bei oder auch wie was muss darf unsere mein".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les des est et je nous une un pas pour que qui avec mon ma mes notre nos dans du au aux ce cette sont ou est-ce peut doit".split(
      " ",
    ),
  ),
  it: new Set(
    "il lo gli della delle che non per una uno sono mio mia miei nostro nostra nel nella con dei degli ho è anche come devo possono".split(
      " ",
    ),
  ),
  en: new Set("the and is are my our we to of for that this with have has not can do does they their what an it be should must".split(" ")),
};

export function detectLanguage(text: string): Language {
  const tokens = text.toLowerCase().match(/[\p{L}'-]+/gu) ?? [];
  let best: Language = "de";
  let bestCount = 0;
  for (const language of ["de", "fr", "it", "en"] as const) {
    const count = tokens.filter((t) => MARKERS[language].has(t)).length;
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

/** Lower-cases, drops diacritics and stems a word for the given language. */
export function stemFor(language: Language, word: string): string {
  const lower = word.toLowerCase().replace(/ß/g, "ss");
  return stemmers[language]
    .stem(lower)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}
