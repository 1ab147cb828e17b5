// Sentence-level cues in the free-text description for facts the form has no field for: a review
// that is still running, content that may hide sensitive data, a list whose meaning is unclear.
// Each cue is a conjunction of literal word lists within one sentence: linear, no nested
// quantifiers, and two words far apart in the text never combine.

const sentences = (text: string): string[] => text.split(/[.;!?\n]/);
const anySentence = (text: string, ...all: RegExp[]): boolean => sentences(text).some((s) => all.every((re) => re.test(s)));

const INQUIRY =
  /abklärung|auswertung|analyse|untersuchung|ermittlung|forensi|befragung|überprüfung|interview|stellungnahme|gespräch|ergebnis/;
const RUNNING =
  /läuft|laufen|im\sgang|nicht\sabgeschlossen|ausstehend|(?:steht|stehen)\s(?:noch\s)?aus\b|(?:liegt|liegen)\snoch\snicht\svor|dauert\san|dauern\san/;
const STILL_OPEN =
  /\bin\s(?:abklärung|untersuchung|auswertung)|noch\s(?:unklar|offen|unbekannt|nicht\s(?:bekannt|klar|geklärt|abgeklärt|ausgewertet|feststellbar))|wissen\swir\snoch\snicht|(?:wird|werden)\s(?:noch\s|derzeit\s|zurzeit\s|gerade\s)?(?:abgeklärt|ausgewertet|untersucht|analysiert)/;
const WHICH = /\b(?:welche[nrs]?|was|ob|wie\sviele)\b/;
const SEEN = /geöffnet|eingesehen|angesehen|eingeschaut|gelesen|kopiert|heruntergeladen|abgerufen|weitergegeben|weitergeleitet|mitgenommen/;
const UNKNOWN =
  /unklar|unbekannt|offen\b|nicht\s(?:bekannt|klar|protokolliert|geloggt|aufgezeichnet|feststellbar|nachvollziehbar)|wissen\swir\snicht/;

/** The review of what was seen or copied is still running, or what was opened is not known. */
export function reviewOpen(text: string): boolean {
  return anySentence(text, INQUIRY, RUNNING) || anySentence(text, STILL_OPEN) || anySentence(text, WHICH, SEEN, UNKNOWN);
}

/** An account or login was used by someone unauthorised: access to the system is shown, what they opened may not be. */
const LOGIN =
  /eingeloggt|angemeldet|\blogin|\blog-in|anmeldung|(?:konto|account|postfach|zugang)\s(?:\S+\s)?(?:übernommen|kompromittiert|missbraucht)|kompromittiert/;
export function loginMisused(text: string): boolean {
  return anySentence(text, LOGIN);
}

const FREE_TEXT = /freitext|notiz|bemerkung|kommentar|vermerk/;
const HEIKEL =
  /gesundheit|diagnos|krankheit|medizin|therapie|finanz|lohn|vermögen|schulden|betreibung|religi|konfession|gewerkschaft|partei|straf|sozialhilfe|sexuell/;
const NOT_IN = /\bkeine?n?\s(?:\S+\s)?(?:gesundheit|finanz|heikl|besonders|sensibl)/;

/** Free-text fields of the records may (partly) contain sensitive or financial details. */
export function freeTextMayBeHeikel(text: string): boolean {
  return sentences(text).some((s) => FREE_TEXT.test(s) && HEIKEL.test(s) && !NOT_IN.test(s));
}

const REVEALS =
  /rückschl|hervorgeh|hervor\b|verrät|verraten|erkennbar|erkennen\slässt|ersichtlich|schliessen\slässt|ableiten|zugehörigkeit|(?:kunde|patient|mitglied|klient)\S*\s(?:\S+\s){0,3}(?:sind|seien|waren|ist|handelt)\b/;
const UNCLEAR = /unklar|offen\b|nicht\sklar|nicht\sbekannt|ungewiss|wissen\swir\s(?:noch\s)?nicht|nicht\sabschliessend/;

/** Whether the list reveals more than names and addresses (a bank's customers, patients, members) is unclear. */
export function listMeaningUnclear(text: string): boolean {
  return anySentence(text, REVEALS, UNCLEAR);
}
