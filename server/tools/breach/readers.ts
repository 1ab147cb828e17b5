// The description's readers of the facts the form asks but the user may leave at its default: a
// recipient's confirmed deletion or return, logs that show no access, encryption with a safe key, an
// outflow named. Moved here from facts.ts in session 12 to be measured on phrasings of their own
// (readers.test.ts). Each works on lower-case text, within one sentence; linear patterns only:
// literal words with bounded gaps, no nested quantifiers.

const DELETION_CONFIRMED =
  /(?:löschung|vernichtung)\s(?:\S+\s)?bestätigt|bestätigt[^.]{0,80}(?:gelöscht|vernichtet)|(?:gelöscht|vernichtet)[^.]{0,40}bestätigt|zurückgeschickt|zurückgesandt|zurückgebracht|zurückgegeben|retourniert/;
// "verschlüsselt" counts only together with a cue that the key is safe, and never after "un"/"nicht".
const ENCRYPTED = /verschlüsselt|aes-?256|bitlocker|filevault/;
const NOT_ENCRYPTED = /unverschlüsselt|nicht\s(?:\S+\s)?verschlüsselt/;
const KEY_SAFE = /schlüssel[^.]{0,40}(?:nicht\sbetroffen|sicher|getrennt|separat|nicht\sauf\sdem)/;
// "zugriff" etc. as whole words: "keine Zugriffsprotokolle" says there are no logs, not that nobody got in.
const NO_ACCESS =
  /kein(?:e|en)?\s(?:\S+\s)?(?:zugriffe?|abrufe?|downloads?)\b|niemand[^.]{0,60}(?:zugegriffen|geöffnet|abgerufen|heruntergeladen|eingesehen)|zugriff\s(?:\S+\s)?ausgeschlossen/;
const LOGS = /\blogs?\b|logfiles?|protokoll/;
const NO_LOGS = /kein(?:e|en)?\s(?:\S+\s)?(?:logs?|\S*protokoll)|(?:logs?|protokolle?)\s(?:\S+\s){0,3}(?:fehlen|gibt\ses\snicht)/;
// A return told with a separable verb: "das Hotel schickt sie zurück", "gab die Unterlagen zurück".
const SENT_BACK =
  /(?:schickt|schickte|schickten|schicken|sendet|sandte|sandten|gibt|gab|gaben|bringt|brachte|brachten)\s(?:\S+\s){0,8}zurück\b/;
const NOT_SENT_BACK = /\bnicht\b|\bnie\b|\bkein(?:e|en)?\b|\bsoll(?:en)?\b|\bwird\b|\bwerden\b|\bwill\b|\bwollen\b|\bmöchte/;
const EXFILTRATED =
  /exfiltriert|abgeflossen|darknet|leak-seite|(?:daten|kopien?)\s[^.]{0,40}abgezogen|mit\s(?:der\s)?veröffentlichung\s(?:\S+\s)?gedroht/;

const sentencesIn = (text: string): string[] => text.split(/[.;!?]/);

/** One sentence says the recipient sent or brought the data back (not that he will, or did not). */
function sentBack(text: string): boolean {
  return sentencesIn(text).some((sentence) => SENT_BACK.test(sentence) && !NOT_SENT_BACK.test(sentence));
}

/** The recipient confirmed the deletion or destruction of the data, or returned them. */
export function deletionConfirmed(text: string): boolean {
  return DELETION_CONFIRMED.test(text) || sentBack(text);
}

/** One sentence names logs and says they show no access. */
export function logsShowNoAccess(text: string): boolean {
  return sentencesIn(text).some((sentence) => LOGS.test(sentence) && NO_ACCESS.test(sentence) && !NO_LOGS.test(sentence));
}

/** The description names the data as encrypted. */
export function encryptionNamed(text: string): boolean {
  return ENCRYPTED.test(text);
}

/** The description says the data were not encrypted. */
export function encryptionDenied(text: string): boolean {
  return NOT_ENCRYPTED.test(text);
}

/** The description says the key of encrypted data is safe (kept apart, not affected). */
export function keySafeNamed(text: string): boolean {
  return KEY_SAFE.test(text);
}

/** Encrypted, not denied, and the key safe: as facts.ts reads it where the form leaves the encryption to the description. */
export function encryptedWithSafeKey(text: string): boolean {
  return encryptionNamed(text) && !encryptionDenied(text) && keySafeNamed(text);
}

/** The description names an outflow to an attacker or the public (exfiltration, a leak site, a threat to publish). */
export function outflowNamed(text: string): boolean {
  return EXFILTRATED.test(text);
}
