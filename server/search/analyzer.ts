// German text analysis for retrieval (docs/decisions/004-german-retrieval.md): lower-casing,
// Snowball stemming, folding of umlauts and ß, stop words, and compound splitting against
// the corpus's own vocabulary.
import snowball from "snowball-stemmers";
import { Memo } from "./memo.js";

const stemmer = snowball.newStemmer("german");
// Snowball is most of a search's CPU when run for every word of every question (issue 28).
const stems = new Memo<string>();

// Function words and question words that carry no meaning for retrieval.
const STOP_WORDS = new Set(
  "aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus bei beim bin bis bist da damit dann das dass dasselbe dazu dein deine dem den denn der des dessen dich die dies diese diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines einig einige er es etwas euch euer eure für gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer im in indem ins ist jede jedem jeden jeder jedes jene jetzt kann kein keine können könnte machen man manche mein meine mich mir mit muss müssen musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so solche soll sollen sollte sondern sonst über um und uns unser unsere unter viel vom von vor war waren warum was weil welche welchem welchen welcher welches wenn wer werde werden wie wieder will wir wird wirst wo wobei wollen während würde zu zum zur zwar zwischen darf dürfen gibt gilt gelten geht wann wieviel wieviele viele welche welcher bitte genau eigentlich denn mal einen unserem unseren unserer einem art artikel abs lit ziff".split(
    /\s+/,
  ),
);

export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ä/g, "a")
    .replace(/ö/g, "o")
    .replace(/ü/g, "u")
    .replace(/[éèê]/g, "e")
    .replace(/[àâ]/g, "a");
}

/** Splits on anything that is not a letter or digit (so hyphenated compounds fall apart). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function stem(word: string): string {
  return stems.get(word, stemUncached);
}

function stemUncached(word: string): string {
  let stemmed = fold(stemmer.stem(word.toLowerCase()));
  // Snowball keeps -ung; without it "Meldung" and "melden" would never meet.
  if (stemmed.length > 6 && stemmed.endsWith("ung")) stemmed = stemmed.slice(0, -3);
  return stemmed;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || STOP_WORDS.has(fold(word));
}

/** Known standalone words of the corpus, used to split compounds into their parts. */
export class Vocabulary {
  private readonly known = new Set<string>();
  // Splits of words already seen; a new word of the corpus may change them, so add() forgets them.
  private readonly splits = new Memo<string[]>();

  add(text: string): void {
    for (const word of words(text)) if (word.length >= 4 && !isStopWord(word)) this.known.add(fold(word));
    this.splits.clear();
  }

  /** "auftragsbearbeitervertrag" → ["auftrags"→"auftrag", "bearbeiter", "vertrag"]; [] if no split. Callers must not change the list. */
  split(word: string): string[] {
    // Looked up first, the closure made elsewhere (an arrow over `this` here would make every call allocate).
    return this.splits.peek(word) ?? this.splitNew(word);
  }

  private splitNew(word: string): string[] {
    return this.splits.get(word, (w) => this.splitUncached(w));
  }

  private splitUncached(word: string): string[] {
    const folded = fold(word);
    if (folded.length < 8) return [];
    const best = this.segment(folded, 0, new Map());
    return best && best.length > 1 ? best : [];
  }

  private segment(word: string, start: number, memo: Map<number, string[] | null>): string[] | null {
    if (start === word.length) return [];
    if (memo.has(start)) return memo.get(start)!;
    let result: string[] | null = null;
    // Prefer long parts: fewer, more meaningful pieces.
    for (let end = word.length; end >= start + 4; end--) {
      const part = word.slice(start, end);
      if (!this.known.has(part)) continue;
      // A linking element (Fugen-s, -es, -n) may follow a part.
      for (const link of ["", "s", "es", "n"]) {
        if (link && !word.startsWith(link, end)) continue;
        const rest = this.segment(word, end + link.length, memo);
        if (rest) {
          result = [part, ...rest];
          break;
        }
      }
      if (result) break;
    }
    memo.set(start, result);
    return result;
  }
}

/** Terms for the index or a query: stems of all content words, plus the stems of compound parts. */
export function analyze(text: string, vocabulary: Vocabulary): string[] {
  const terms: string[] = [];
  for (const word of words(text)) {
    if (isStopWord(word)) continue;
    if (word.length < 2 && !/\d/.test(word)) continue;
    terms.push(stem(word));
    for (const part of vocabulary.split(word)) terms.push(stem(part));
  }
  return terms;
}
