// Session 14 (holdout-16, decision 023): two facts that leave a recipient's handling of the data open.
// Round 3: each reader is built from classes of words (a device, a change of hands, a wipe, a negator,
// data still present; a disposal or return, a copy or onward passing, an open or refused answer) that
// are combined within a clause, so a new verb of a known class or a negation in either order is read.
// Linear patterns only: literal words with bounded gaps.
import { clausesOf, requested, uncertain } from "./clauses.js";
import { sentencesOf, statesOpen } from "./principles.js";

// A device or storage medium: a computer, a disk, a copier or printer, a phone, a camera, a medical device.
const DEVICE =
  /laptop|notebook|\bpc\b|computer|rechner|server|festplat|harddisk|\bhdd?\b|\bssd\b|\bdisks?\b|platte\b|platten\b|speicher\b|datenträger|gerät|kopierer|drucker|scanner|multifunktion|tablet|smartphone|handy|natel|telefon|iphone|kamera|dashcam|router|\bkasse\b|\bnas\b|usb-stick|speicherkarte|ordinateur|portable|serveur|disque|appareil|téléphone|imprimante|mémoire|\bdisco\b|dischi|apparecchio|stampante|cellulare|portatile/;
// A change of hands in the ordinary course: sold, traded in, left to someone, returned, sent for repair or
// under warranty, picked up or taken along by a supplier, "ging an …"; French and Italian.
const HANDED =
  /verkauf|verchauft|veräussert|überlass|übergeb|abgegeb|\babgab(?:en)?\b|\bgab(?:en)?\s(?:\S+\s){0,6}ab\b|mitgegeb|mitgab|\bzurück\b|zurückgegeben|zurückgeschickt|zurückgebracht|retourn|eingeschickt|geschickt|rücksendung|einsendung|\brma\b|\bschickt(?:e|en)?\b|eingesandt|\bging(?:en)?\s(?:\S+\s){0,4}an\s|in\szahlung|eingetauscht|zur\sreparatur|in\sdie\sreparatur|zur\sgarantie|mitgenommen|\bnahm(?:en)?\s(?:\S+\s){0,5}mit\b|abgeholt|\bholte(?:n)?\s(?:\S+\s){0,5}ab\b|beim\s(?:\S+\s)?(?:händler|hersteller|lieferanten|käufer|leasinggeber|anbieter)|\bvendu|revendeur|repris|rendue?\b|rendü(?![a-z])|\bremis|\bcédé|\bdonné|envoyé|expédié|restitu|vendut[oa]|rivenditore|consegnat[oa]|cedut[oa]|ritirat[oa]|inviat[oa]|spedit[oa]|riciclat|recycl|réparation|riparazione/;
// Wiping the data: delete, format, reset, overwrite; French and Italian.
const WIPE =
  /lösch|formatier|zurückgesetzt|zurücksetz|zurückzusetzen|gewipt|gewipet|\bwipe|überschrieb|bereinigt|supprim|effac|format[ée]|réinitialis|cancell|formatta|ripristin|resett/;
// The disk destroyed or taken out before the device went.
const REMOVED = /ausgebaut|vernichtet|zerstört|geschreddert|détruit|retiré|distrutt|rimoss[oa]/;
// A negator of the wipe in the same clause, in either order: "nicht gelöscht", "gelöscht wurde nichts",
// "ohne … zu löschen", "ein Zurücksetzen hat niemand gemacht", "sans effacer", "senza formattarlo".
const NEGATOR =
  /\bnicht\b|\bnie\b|\bweder\b|niemand|\bkein|\bnichts\b|\bohne\b|\bun(?:gelöscht|formatiert)|\bsans\b|\bpas\b|jamais|aucun|personne|\bsenza\b|\bnon\b|\bmai\b|nessun/;
// The data still present on it: "noch darauf", "lagen noch", "sind darauf geblieben", "darin gespeichert",
// "noch voll", "statt vernichtet", "vergessen, es zurückzusetzen", Swiss German, French, Italian.
const PRESENT =
  /\b(?:noch|no|encore|ancora|toujours)\b\s?(?:\S+\s){0,4}(?:darauf|drauf|druf|drin|darin|gespeichert|vorhanden|lagen|lag|waren|voll|mémoire|dessus|dedans|présente?s?|stockée?s?|sopra|dentro|presenti|salvat[ie]|memorizzat[ie])|(?:lagen|lag|waren|sind)\s(?:\S+\s)?noch\b|(?:darin|darauf|drauf)\s(?:\S+\s)?(?:gespeichert|abgelegt)|(?:geblieben|verblieben|rimast[ie]|restée?s?)\b|statt\s(?:\S+\s)?(?:vernichtet|gelöscht|geschreddert|zerstört)|vergessen,?\s(?:\S+\s){0,3}(?:zu\s\S+|\S+zu\S*en)\b/;
// Stolen, lost or left behind: the finder's or thief's (signs.ts), not a device handed on. "Vergessen,
// es zurückzusetzen" is a wipe forgotten, not a thing left behind.
const TAKEN =
  /gestohlen|entwendet|geklaut|diebstahl|einbruch|einbrecher|\bvolé|rubat[oa]|vergessen|liegen\s?(?:ge)?lassen|verloren|verlore\b/;
const FORGOT_TO = /vergessen,?\s(?:\S+\s){0,3}(?:zu\s\S+|\S+zu\S*en)\b/g;
// A change of hands only intended, or done only after a wipe: "werden … nach einer Löschung abgeholt".
const INTENDED = /\b(?:planen|wollen|soll|sollen|werden|wird|geht\snächste|seront|saranno)\b/;

/** A clause says the data stayed on the device (a wipe negated, or the data still there). */
const leftIn = (clause: string): boolean => (WIPE.test(clause) && NEGATOR.test(clause)) || PRESENT.test(clause);
/** A clause says it was wiped or its disk removed, and negates neither. */
const wipedIn = (clause: string): boolean => (WIPE.test(clause) || REMOVED.test(clause)) && !NEGATOR.test(clause);

/**
 * A device or storage medium was handed on in the ordinary course (sold, returned, sent for repair,
 * given to a recycler) with the data still on it. Its holder is someone one can ask, not the finder of
 * a lost thing; what he does with the device (wipes it, or passes it on with the data) decides. Read in
 * order, clause by clause, so a later clause that says it was wiped or taken out first wins.
 */
export function deviceHandedOn(text: string): boolean {
  if (TAKEN.test(text.replace(FORGOT_TO, ""))) return false;
  let left = false;
  let handed = false;
  for (const s of sentencesOf(text)) {
    // "Vergessen, es zurückzusetzen" spans a comma: a wipe forgotten is data left.
    const forgotten = s.match(FORGOT_TO)?.some((m) => WIPE.test(m)) === true;
    if (forgotten) left = true;
    else
      for (const clause of s.split(/,|\s(?=(?:aber|jedoch|doch|nachdem|bevor|mais|ma|dopo|avant)\s)/)) {
        if (leftIn(clause)) left = true;
        else if (wipedIn(clause)) left = false;
      }
    if (DEVICE.test(s) && HANDED.test(s) && !INTENDED.test(s)) handed = true;
  }
  return left && handed;
}

// The recipient disposed of the data or gave them back: deleted, destroyed, shredded, removed, "ist alles
// weg", returned ("gab … zurück"), Swiss German, French, Italian.
const DELETED =
  /gelöscht|glöscht|löschung|löschbestätigung|vernicht|schredder|zerstör|entsorgt|entfernt|(?:ist|sind)\s(?:\S+\s)?weg\b|zurückgegeben|zurückgebracht|zurückgeschickt|retourniert|\b(?:gab|gaben|brachte|brachten|schickte|schickten)\s(?:\S+\s){0,6}zurück\b|supprim|effac|détrui|jeté|rendue?\b|rendü(?![a-z])|restitu|cancellat|cancellazione|eliminat|distrutt|buttat|rimoss/;
const NOT_CLAIMED = /\bnicht\b|\bniemand|\bkein|\bnie\b|\bnoch\soffen\b|\bpas\b|\bnon\b/;
// A copy kept or the data passed on: copied, kept, stored, printed, photographed, downloaded, "auf seinen
// Rechner gezogen", forwarded, given on; French and Italian.
const COPIES =
  /kopie|behalten|gespeichert|gesichert|sicherung|backup|gedruckt|fotograf|heruntergeladen|\bgezogen\b|abgelegt|weiter(?:ge)?(?:leitet|geben|gegeben|gabe|schickt|reicht|verkauft)|weitergab|\bgegeben\b|copi|gardé|conserv|transmis|transféré|imprim|photograph|trasmess|inoltr|stampat|salvat/;
// Said to be open, unknown or refused: "will nicht sagen", "äussert sich nicht", "antwortet nicht",
// "weigert sich", "schweigt", "lässt er offen", "nicht bekannt", "nicht ausgeschlossen", "on ignore",
// "refuse de dire", Swiss German and Italian.
const OPEN_OR_REFUSED =
  /(?:sagt|sagen|gesagt|antwortet|antworten|geantwortet|äussert|erklärt|beantwortet)\s(?:\S+\s){0,3}(?:nicht|nichts)\b|(?:nicht|keine)\s(?:\S+\s){0,2}(?:sagen|antworten|auskunft|angaben)\b|weiger|schweig|lässt\s(?:\S+\s){0,4}offen|nicht\s(?:\S+\s)?(?:bekannt|klar|geklärt)\b|nicht\sausgeschlossen|\böb\b|wüssed\s(?:\S+\s)?nöd|\bignor(?:e|ons|iamo)\b|inconnu|refus|ne\s(?:\S+\s){0,2}(?:dit|répond)\spas|non\s(?:\S+\s){0,2}(?:detto|risposto|dice|chiarito)|rifiut|non\ssappiamo|non\sè\schiaro|sconosciut/;
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
