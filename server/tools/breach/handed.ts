// Session 14 (holdout-16, decision 023): two facts that leave a recipient's handling of the data open.
// Linear patterns only: literal words with bounded gaps.
import { clausesOf, requested, uncertain } from "./clauses.js";
import { sentencesOf, statesOpen } from "./principles.js";

// A device or storage medium: a computer, a disk, a copier or printer, a phone, a medical device.
const DEVICE =
  /laptop|notebook|\bpc\b|computer|rechner|server|festplat|harddisk|\bhd\b|\bssd\b|platte\b|platten\b|speicher\b|gerät|kopierer|drucker|multifunktion|tablet|smartphone|handy|natel|telefon|\bkasse\b|\bnas\b|usb-stick|speicherkarte|ordinateur|disque|appareil|téléphone|\bdisco\b|apparecchio/;
// Handed on in the ordinary course: sold, traded in, returned to its lessor or maker, sent for repair,
// given to a recycler or taken along by a supplier; French and Italian.
const HANDED =
  /verkauft|verchauft|veräussert|in\szahlung|zurückgegeben|retourniert|\bzurück\b|eingeschickt|zur\sreparatur|in\sdie\sreparatur|übergeben|abgegeben|mitgenommen|\bnahm\s(?:\S+\s){0,5}mit\b|beim\s(?:\S+\s)?(?:händler|hersteller|lieferanten|käufer|leasinggeber)|\bvendu|revendeur|vendut[oa]|rivenditore|restitu|réparation|riparazione/;
// The data stayed on it: "nicht gelöscht", "ungelöscht", "ohne … zu löschen", "noch darauf", "statt
// vernichtet", Swiss German "no druf", French and Italian.
const DATA_LEFT =
  /nicht\s(?:\S+\s){0,2}(?:gelöscht|formatiert|gewipt)|ungelöscht|unformatiert|ohne\s(?:\S+\s){0,3}(?:zu\s)?(?:löschen|formatieren)|nie\s(?:\S+\s)?gelöscht|noch\s(?:\S+\s){0,4}(?:darauf|drauf|drin|gespeichert|vorhanden|lagen|lag)\b|\bno\s(?:\S+\s)?(?:druf|drin)\b|statt\s(?:\S+\s)?(?:vernichtet|gelöscht|geschreddert|zerstört)|sans\s(?:\S+\s){0,2}effacer|pas\s(?:été\s)?effacé|senza\s(?:\S+\s){0,2}cancellare|non\s(?:\S+\s){0,2}cancellat/;
// Wiped, destroyed or taken out before it went: the data did not go with it.
const WIPED =
  /(?<!nicht\s)(?<!nie\s)(?<!statt\s)\b(?:sicher\s|zertifiziert\s|vollständig\s)?gelöscht\s(?:worden|wurde|war)|zertifiziert\sgelöscht|sicher\sgelöscht|ausgebaut|(?<!statt\s)vernichtet|détruit|distrutt|rimoss[oa]/;
// Stolen, lost or left behind: the finder's or thief's (signs.ts), not a device handed on.
const TAKEN = /gestohlen|entwendet|geklaut|diebstahl|einbruch|\bvolé|rubat[oa]|vergessen|liegen\s?(?:ge)?lassen|verloren|verlore\b/;

/**
 * A device or storage medium was handed on in the ordinary course (sold, returned, sent for repair,
 * given to a recycler) with the data still on it. Its holder is someone one can ask, not the finder of
 * a lost thing; what he does with the device (wipes it, or passes it on with the data) decides.
 */
export function deviceHandedOn(text: string): boolean {
  if (TAKEN.test(text) || WIPED.test(text) || !DATA_LEFT.test(text)) return false;
  return sentencesOf(text).some((s) => DEVICE.test(s) && HANDED.test(s) && !/\b(?:planen|wollen|soll|geht\snächste)\b/.test(s));
}

// The recipient's deletion: "gelöscht", "Löschbestätigung", "vernichtet", Swiss German, French, Italian.
const DELETED = /gelöscht|glöscht|löschung|löschbestätigung|vernichtet|supprimé|effacé|cancellat[oa]|eliminat[oa]/;
const NOT_CLAIMED = /\bnicht\b|\bniemand|\bkein|\bnie\b|\bnoch\soffen\b/;
// Copies kept or the data passed on: "Kopien", "gespeichert", "weitergeleitet", "gegeben", French, Italian.
const COPIES = /kopie|gespeichert|weitergeleitet|weitergegeben|weitergabe|\bgegeben\b|\bcopie|\bcopia|inoltrat|gardé/;
// Said to be open, or refused: "will nicht sagen", "äussert sich nicht", "verweigert jede Auskunft",
// "nicht ausgeschlossen", Swiss German "öb … wüssed mir nöd", Italian "non sappiamo".
const OPEN_OR_REFUSED =
  /(?:will|wollte|möchte)\s(?:\S+\s){0,2}nicht\ssagen|sagt\s(?:\S+\s){0,2}nicht|äussert\s(?:\S+\s){0,2}nicht|verweiger|nicht\sausgeschlossen|\böb\b|wüssed\s(?:\S+\s)?nöd|non\ssappiamo|non\sè\schiaro/;
// Settled after all: "keine Kopien", "Kopien gibt es keine", "nichts weitergeleitet", "aucune copie".
const SETTLED =
  /kein(?:e|en)?\s(?:\S+\s)?(?:kopien?|weitergabe)|(?:kopien?|weitergabe)\s(?:\S+\s){0,3}(?:keine|(?<!nicht\s)ausgeschlossen)|dass\ses\skeine\s(?:\S+\s)?gibt|nichts\s(?:\S+\s)?(?:weitergeleitet|weitergegeben|kopiert)|aucune\scopie|nessuna\scopia|non\s(?:\S+\s){0,2}inoltrat/;

/**
 * The recipient says he deleted the data, but whether he kept copies or passed them on before is left
 * open ("Kopien?", "ob er vorher etwas weitergegeben hat, ist offen", "will nicht sagen, ob …"): his
 * word on the deletion does not settle it.
 */
export function copiesDoubted(text: string): boolean {
  if (SETTLED.test(text)) return false;
  const claimed = sentencesOf(text).some((s) =>
    s.split(",").some((part) => DELETED.test(part) && !NOT_CLAIMED.test(part) && !uncertain(part) && !requested(part)),
  );
  if (!claimed) return false;
  if (/\b(?:kopien?|copies?|weitergabe|weitergegeben)\s?\?/.test(text)) return true;
  const segments = [...clausesOf(text), ...sentencesOf(text).flatMap((s) => s.split(","))];
  return segments.some((c) => COPIES.test(c) && (uncertain(c) || statesOpen(c) || OPEN_OR_REFUSED.test(c)));
}
