// Session 16 (holdout-18 c46, decision 023): data that carry only codes, whose link to the persons
// was never with them, identify nobody to whoever holds them, like encrypted data whose key is safe.
// One reading on the shared sentence splitter; linear patterns only, literal words with bounded gaps.
import { sentencesOf } from "./principles.js";

// The data carry codes, not names: "pseudonymisiert", "pseudonymisées", "pseudonimizzati", "codiert",
// "nur Studiencodes", "nur einen Teilnehmercode", "nur Probandennummern".
const CODED = /pseudonym|pseudonim|\bcodiert|\bkodiert|\bnur\s(?:\S+\s){0,2}\S*(?:code|codes|nummern)\b/;
// Coding that did not happen: "nicht pseudonymisiert", "sollten pseudonymisiert werden", "non pseudonimizzati".
const NOT_CODED = /nicht\s(?:\S+\s){0,2}(?:pseudonym|codiert|kodiert)|sollten?\s|\bnon\s(?:\S+\s)?pseudonim|\bpas\s(?:\S+\s)?pseudonym/;
// The link between codes and persons: "Zuordnungsliste", "Schlüsselliste", "Codeliste", "die Liste, die
// Codes und Namen verbindet", "table de correspondance", "chiave di corrispondenza". "\bschlüssel": not "verschlüsselt".
const LINK = /zuordn|\bschlüssel|codeliste|\bliste\b|correspondance|corrispondenza/;
// Kept apart from the data: "nur auf dem Server", "ausschliesslich", "getrennt", "separat", "nie darauf",
// "befand sich nicht auf dem Gerät", Swiss German "nume", French "séparément", Italian "separatamente".
const APART =
  /\bnur\b|\bnume\b|ausschliesslich|getrennt|separat|séparément|\bnie\b|(?:war|waren|befand\s\S+|lag|liegt)\snicht\s(?:auf|bei|dabei|darauf)|nicht\s(?:betroffen|dabei|darauf)/;
// With the data after all, or not known: "im selben Ordner", "zusammen mit", "auch auf", "même", "stesso", "ob".
const TOGETHER = /selben|gleichen|zusammen|auch\s(?:auf|dabei|darauf)|\bmême\b|\bstess[ao]\b|\bob\b|\bsi\b|wissen\swir\s(?:\S+\s)?nicht/;

// Session 17 (carry-over): a list that links codes or numbers to persons and was kept apart says by
// itself that the data carry codes ("die Schlüsselliste zu den Codes liegt nur im Labor").
const OF_CODES = /\bcodes?\b|nummern|kennziffer|\bids?\b|numéros?|codici/;

/** The data are pseudonymised (codes only) and the list linking codes to persons was kept apart from them. */
export function pseudonymKeyApart(text: string): boolean {
  const sentences = sentencesOf(text);
  const apartSentence = (s: string) => LINK.test(s) && APART.test(s) && !TOGETHER.test(s);
  const coded = sentences.some((s) => (CODED.test(s) || (apartSentence(s) && OF_CODES.test(s))) && !NOT_CODED.test(s));
  const apart = sentences.some(apartSentence);
  const together = sentences.some((s) => LINK.test(s) && TOGETHER.test(s) && !/getrennt|separat|séparément/.test(s));
  return coded && apart && !together;
}
