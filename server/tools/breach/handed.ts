// Session 14 (holdout-16, decision 023): two facts that leave a recipient's handling of the data open.
// Linear patterns only: literal words with bounded gaps.
import { clausesOf, requested, uncertain } from "./clauses.js";
import { sentencesOf, statesOpen } from "./principles.js";

// A device or storage medium: a computer, a disk, a copier or printer, a phone, a camera, a medical device.
const DEVICE =
  /laptop|notebook|\bpc\b|computer|rechner|server|festplat|harddisk|\bhdd?\b|\bssd\b|\bdisks?\b|platte\b|platten\b|speicher\b|datenträger|gerät|kopierer|drucker|scanner|multifunktion|tablet|smartphone|handy|natel|telefon|kamera|dashcam|router|\bkasse\b|\bnas\b|usb-stick|speicherkarte|ordinateur|serveur|disque|appareil|téléphone|imprimante|mémoire|\bdisco\b|dischi|apparecchio|stampante|cellulare|portatile/;
// Handed on in the ordinary course: sold, traded in, returned to its lessor or maker, sent for repair,
// given to a recycler, picked up or taken along by a supplier; French and Italian.
const HANDED =
  /verkauft|verchauft|veräussert|in\szahlung|zurückgegeben|zurückgeschickt|retourniert|\bzurück\b|eingeschickt|eingetauscht|zur\sreparatur|in\sdie\sreparatur|übergeben|abgegeben|\babgab(?:en)?\b|\bgab(?:en)?\s(?:\S+\s){0,6}ab\b|mitgenommen|\bnahm\s(?:\S+\s){0,5}mit\b|abgeholt|\bholte\s(?:\S+\s){0,5}ab\b|beim\s(?:\S+\s)?(?:händler|hersteller|lieferanten|käufer|leasinggeber|anbieter)|\bvendu|revendeur|rendue?\b|rendü(?![a-z])|\bremis|\bcédé|vendut[oa]|rivenditore|restitu|consegnat[oa]|cedut[oa]|ritirat[oa]|riciclat|recycl|réparation|riparazione/;
// The data stayed on it: "nicht gelöscht", "ungelöscht", "gelöscht wurde nichts", "ohne … zu löschen",
// "vergessen, es zurückzusetzen", "noch darauf", "sind darauf geblieben", "noch voll", "statt
// vernichtet", Swiss German "no druf", French and Italian.
const DATA_LEFT =
  /nicht\s(?:\S+\s){0,2}(?:gelöscht|formatiert|gewipt|zurückgesetzt|überschrieben)|ungelöscht|unformatiert|(?:gelöscht|formatiert)\s(?:\S+\s)?nichts\b|nichts\s(?:\S+\s)?gelöscht|ohne\s(?:\S+\s){0,3}(?:zu\s)?(?:löschen|formatieren|zurückzusetzen)|vergessen,?\s(?:\S+\s){0,3}(?:zu\s\S+|\S+zu\S*en)\b|nie\s(?:\S+\s)?gelöscht|noch\s(?:\S+\s){0,4}(?:darauf|drauf|drin|gespeichert|vorhanden|lagen|lag|voll)\b|(?:geblieben|verblieben)\b|\bno\s(?:\S+\s)?(?:druf|drin)\b|statt\s(?:\S+\s)?(?:vernichtet|gelöscht|geschreddert|zerstört)|sans\s(?:\S+\s){0,2}effacer|pas\s(?:été\s)?effacé|encore\s(?:\S+\s){0,2}(?:en\smémoire|dessus|présente?s?|stockée?s?)|senza\s(?:\S+\s){0,2}cancellare|non\s(?:\S+\s){0,3}cancellat|ancora\s(?:\S+\s){0,2}(?:presenti|salvat|memorizzat|sopra|dentro)/;
// Wiped, destroyed or taken out before it went: the data did not go with it.
const WIPED =
  /(?<!nicht\s)(?<!nie\s)(?<!statt\s)\b(?:sicher\s|zertifiziert\s|vollständig\s)?gelöscht\s(?:worden|wurde|war)\b(?!\snichts)|zertifiziert\sgelöscht|sicher\sgelöscht|ausgebaut|(?<!statt\s)(?:vernichtet|zerstört|geschreddert)|(?<!nicht\s)überschrieben|détruit|effacement|distrutt|rimoss[oa]/;
// Stolen, lost or left behind: the finder's or thief's (signs.ts), not a device handed on. "Vergessen,
// es zurückzusetzen" is a wipe forgotten, not a thing left behind.
const TAKEN = /gestohlen|entwendet|geklaut|diebstahl|einbruch|\bvolé|rubat[oa]|vergessen|liegen\s?(?:ge)?lassen|verloren|verlore\b/;
const FORGOT_TO = /vergessen,?\s(?:\S+\s){0,3}(?:zu\s\S+|\S+zu\S*en)\b/g;
const INTENDED = /\b(?:planen|wollen|soll|sollen|werden|wird|geht\snächste|seront|saranno)\b/;

/**
 * A device or storage medium was handed on in the ordinary course (sold, returned, sent for repair,
 * given to a recycler) with the data still on it. Its holder is someone one can ask, not the finder of
 * a lost thing; what he does with the device (wipes it, or passes it on with the data) decides. Read in
 * order, so a later sentence that says it was wiped or taken out first ("inzwischen steht fest …") wins.
 */
export function deviceHandedOn(text: string): boolean {
  if (TAKEN.test(text.replace(FORGOT_TO, ""))) return false;
  let left = false;
  let handed = false;
  for (const s of sentencesOf(text)) {
    if (DATA_LEFT.test(s)) left = true;
    else if (WIPED.test(s)) left = false;
    if (DEVICE.test(s) && HANDED.test(s) && !INTENDED.test(s)) handed = true;
  }
  return left && handed;
}

// The recipient's deletion or return: "gelöscht", "Löschbestätigung", "vernichtet", "entfernt", "ist
// alles weg", "zurückgegeben", Swiss German, French, Italian.
const DELETED =
  /gelöscht|glöscht|löschung|löschbestätigung|vernichtet|entfernt|entsorgt|(?:ist|sind)\s(?:\S+\s)?weg\b|zurückgegeben|zurückgebracht|retourniert|supprim|effac|cancellat|cancellazione|eliminat|rimoss|restitu/;
const NOT_CLAIMED = /\bnicht\b|\bniemand|\bkein|\bnie\b|\bnoch\soffen\b|\bpas\b|\bnon\b/;
// Copies kept or the data passed on: "Kopien", "behalten", "gespeichert", "ausgedruckt", "Sicherung",
// "weitergeleitet", "gegeben", French and Italian.
const COPIES =
  /kopie|behalten|gespeichert|gesichert|sicherung|backup|ausgedruckt|fotografiert|heruntergeladen|weitergeleitet|weitergegeben|weitergeschickt|weitergereicht|weitergabe|\bgegeben\b|\bcopi|gardé|conservé|transmis|transféré|imprimé|photographié|conservat|trasmess|inoltrat|stampat|fotografat/;
// Said to be open, or refused: "will nicht sagen", "äussert sich nicht", "antwortet nicht", "verweigert
// jede Auskunft", "lässt er offen", "nicht ausgeschlossen", Swiss German, French and Italian.
const OPEN_OR_REFUSED =
  /(?:sagt|sagen|gesagt|antwortet|antworten|geantwortet|äussert|erklärt|beantwortet)\s(?:\S+\s){0,3}(?:nicht|nichts)\b|(?:nicht|keine)\s(?:\S+\s){0,2}(?:sagen|antworten|auskunft|angaben)\b|verweiger|lässt\s(?:\S+\s){0,4}offen|nicht\sausgeschlossen|\böb\b|wüssed\s(?:\S+\s)?nöd|refus|ne\s(?:\S+\s){0,2}(?:dit|répond)\spas|non\s(?:\S+\s){0,2}(?:detto|risposto|dice|chiarito)|rifiut|non\ssappiamo|non\sè\schiaro/;
// Settled after all: "keine Kopien", "Kopien gibt es keine", "nichts weitergeleitet", "weder
// gespeichert noch weitergeleitet", "aucune copie".
const SETTLED =
  /kein(?:e|en)?\s(?:\S+\s)?(?:kopien?|weitergabe)|(?:kopien?|weitergabe)\s(?:\S+\s){0,3}(?:keine|(?<!nicht\s)ausgeschlossen)|dass\ses\skeine\s(?:\S+\s)?gibt|nichts\s(?:\S+\s)?(?:weitergeleitet|weitergegeben|kopiert)|weder\s(?:\S+\s){0,3}(?:gespeichert|kopiert|behalten|weiter)|aucune\scopie|nessuna\scopia|non\s(?:\S+\s){0,2}inoltrat/;

/** The text's sentences and their parts up to a comma and up to a contrast or an indirect question. */
const segmentsOf = (text: string): string[] => [...clausesOf(text), ...sentencesOf(text).flatMap((s) => s.split(","))];

/**
 * The recipient says he deleted or returned the data, but whether he kept copies or passed them on
 * before is left open ("Kopien?", "ob er vorher etwas weitergegeben hat, ist offen", "will nicht sagen,
 * ob …", "refuse de dire s'il les a transmis"): his word on the deletion does not settle it.
 */
export function copiesDoubted(text: string): boolean {
  const segments = segmentsOf(text);
  const open = (c: string) => uncertain(c) || statesOpen(c) || OPEN_OR_REFUSED.test(c);
  if (segments.some((c) => SETTLED.test(c) && !open(c) && !requested(c))) return false;
  // A deletion asked for ("wir haben sie gebeten, die Löschung zu bestätigen") is none said.
  const claimed = sentencesOf(text).some(
    (s) => !requested(s) && s.split(",").some((part) => DELETED.test(part) && !NOT_CLAIMED.test(part) && !uncertain(part)),
  );
  if (!claimed) return false;
  if (/\b(?:kopien?|copies?|weitergabe|weitergegeben)\s?\?/.test(text)) return true;
  return segments.some((c) => COPIES.test(c) && open(c));
}
