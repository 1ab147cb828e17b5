// The description's readers of the facts the form asks but the user may leave at its default: a
// recipient's confirmed deletion or return, logs that show no access, encryption with a safe key, an
// outflow named. Moved here from facts.ts in session 12 to be measured on phrasings of their own
// (readers.test.ts). Each works on lower-case text, within one sentence; linear patterns only:
// literal words with bounded gaps, no nested quantifiers.
import { clausesOf, requested, uncertain } from "./clauses.js";

// Session 12: widened by meaning. A confirmation of the deletion in any order ("die Löschung wurde vom
// Empfänger per Mail bestätigt", "bestätigt die Vernichtung", "Löschbestätigung erhalten"), a return
// ("zurückerhalten"), Swiss German ("glöscht", "zruggschickt"), French and Italian; never where a
// negation stands before the verb ("nicht bestätigt", "nie zurückgegeben") or the answer is awaited.
const DELETION_CONFIRMED =
  /(?:löschung|vernichtung|rückgabe)\s(?:\S+\s){0,8}bestätigt|bestätigung\s[^.]{0,60}(?:gelöscht|vernichtet)|(?:kam|kamen|ging|gingen)\s(?:\S+\s){0,5}retour\b|\bretour\s(?:gekommen|geschickt|gesandt|erhalten)|bestätigt[^.]{0,80}(?:gelöscht|vernichtet|glöscht|zerstört)|bestätigt\s(?:\S+\s){0,2}(?:löschung|vernichtung)|(?:gelöscht|vernichtet|glöscht)[^.]{0,40}bestätigt|löschbestätigung|vernichtungsbestätigung|löschnachweis|vernichtungsprotokoll|zurückgeschickt|zurückgesandt|zurückgebracht|zurückgegeben|zurückerhalten|retourniert|zrugg\s?(?:gschickt|gäh|bracht)|confirmé\s(?:\S+\s){0,3}(?:suppression|destruction|effacement)|confirmé\s(?:\S+\s){0,2}avoir\s(?:supprimé|détruit|effacé)|(?:renvoyé|restitué)|confermato\s(?:\S+\s){0,3}(?:cancellazione|distruzione)|confermato\s(?:\S+\s){0,2}di\saver\s(?:cancellato|distrutto)|(?:restituit[oa]|rispedit[oa])/;
// The negation must stand before the confirmation or return ("hat nicht bestätigt", "nie zurückgegeben"),
// or the sentence says the answer is awaited or refused.
const NOT_CONFIRMED =
  /(?:\bnicht|\bnie|\bniemand|\bkein(?:e|en)?|\bnoch\snicht)\s(?:\S+\s){0,3}(?:bestätigt|zugesichert|zurück\S*|retourniert|gelöscht|vernichtet)|ausstehend|(?:steht|stehen)\s(?:noch\s)?aus\b|verweiger|\bnon\b|\bpas\b|\bn'a\b|\bancora\b/;
// "verschlüsselt" counts only together with a cue that the key is safe, and never after "un"/"nicht".
const ENCRYPTED = /verschlüsselt|verschlüsslet|aes-?256|bitlocker|filevault|chiffré|cifrat|crittografat/;
const NOT_ENCRYPTED =
  /unverschlüsselt|unverschlüsslet|nicht\s(?:\S+\s)?verschlüsselt|(?:nöd|nid)\s(?:\S+\s)?verschlüsslet|\bpas\s(?:\S+\s)?chiffré|\bnon\s(?:\S+\s)?(?:cifrat|crittografat)/;
// The key, password or code of the encrypted data ("schlüssel", not "verschlüsselt"), and where it is.
const KEY = /(?:schlüssel(?!t|ung)|passwort|kennwort|\bcode\b|\bpin\b|recovery-?key|\bkey\b|\bclé|chiave)/;
const KEY_SAFE = new RegExp(
  `${KEY.source}[^.;]{0,40}(?:nicht\\sbetroffen|sicher|getrennt|separat|nicht\\sauf\\sdem|nicht\\sdabei|nicht\\sbeim|nie\\s(?:\\S+\\s)?(?:dabei|beim|notiert)|nur\\s(?:\\S+\\s){0,3}(?:bekannt|bei|im)\\b|(?:hat|kennt)\\snur|tresor|passwortmanager|nirgends|nirgendwo|en\\ssécurité|séparément|à\\spart|al\\ssicuro)`,
);
// The key went with the data or is not known to be safe: "klebte am Gerät", "auf einem Zettel in der
// Tasche", "mitgestohlen", "nicht sicher verwahrt", "ob der Schlüssel sicher ist".
const KEY_LOST = new RegExp(
  `${KEY.source}[^.;]{0,50}(?:nicht\\s(?:\\S+\\s)?sicher|unsicher|klebte|zettel|mitgestohlen|ebenfalls\\s(?:\\S+\\s)?(?:weg|gestohlen|verloren)|mit\\s(?:\\S+\\s){0,2}(?:gestohlen|verloren)|in\\sderselben|am\\sgerät|auf\\sdem\\sgerät|unbekannt|unklar|wissen\\swir\\snicht)|\\bob\\s(?:\\S+\\s){0,2}${KEY.source}`,
);
// "zugriff" etc. as whole words: "keine Zugriffsprotokolle" says there are no logs, not that nobody got in.
// Session 12: "keinerlei Zugriffe", "nicht auf die Daten zugegriffen", "nie aufgerufen", "ist anhand der
// Protokolle ausgeschlossen", Swiss German "kei Zuegriff", French and Italian.
const NO_ACCESS =
  /kein(?:e|en|erlei)?\s(?:\S+\s){0,2}(?:zugriffe?|abrufe?|downloads?)\b|\bkei\s(?:\S+\s)?(?:zuegriff|zügriff|zugriff)|niemand[^.]{0,60}(?:zugegriffen|geöffnet|abgerufen|aufgerufen|heruntergeladen|eingesehen|genutzt|angesehen)|kein(?:e|en)?\s(?:\S+\s){0,2}(?:person|dritte|unbefugte)\S*\s(?:\S+\s){0,4}(?:abgerufen|geöffnet|zugegriffen|heruntergeladen|eingesehen|genutzt)|\bpersonne\sn'a\s(?:\S+\s)?(?:ouvert|consulté|accédé|téléchargé)|(?:nicht|nie|niemals)\s(?:\S+\s){0,4}(?:zugegriffen|abgerufen|aufgerufen|geöffnet|heruntergeladen|eingesehen)|zugriff\s(?:\S+\s){0,4}ausgeschlossen|\baucun\s(?:\S+\s)?(?:accès|téléchargement)|\b(?:nessun|alcun)\s(?:\S+\s)?(?:accesso|download)/;
// A hedge: "nicht ausgeschlossen", "kann nicht ausgeschlossen werden", "schliessen ihn nicht aus".
const ACCESS_NOT_RULED_OUT = /nicht\s(?:\S+\s)?(?:ausgeschlossen|auszuschliessen|aus\b)|mangels|\bob\b/;
const LOGS = /\blogs?\b|logfiles?|protokoll|(?:audit|firewall|proxy|zugriffs|server|system)logs?\b|journaux/;
const NO_LOGS =
  /kein(?:e|en)?\s(?:\S+\s)?(?:logs?|\S*protokoll)|(?:logs?|protokolle?)\s(?:\S+\s){0,3}(?:fehlen|gibt\ses\s(?:nicht|keine))|(?:logs?|protokolle?)\s(?:\S+\s){0,2}gelöscht/;
// A return told with a separable verb: "das Hotel schickt sie zurück", "gab die Unterlagen zurück".
const SENT_BACK =
  /(?:schickt|schickte|schickten|schicken|sendet|sandte|sandten|gibt|gab|gaben|bringt|brachte|brachten)\s(?:\S+\s){0,8}zurück\b/;
const NOT_SENT_BACK = /\bnicht\b|\bnie\b|\bkein(?:e|en)?\b|\bsoll(?:en)?\b|\bwird\b|\bwerden\b|\bwill\b|\bwollen\b|\bmöchte/;
// An outflow named: exfiltration, a leak, data an attacker downloaded or copied, a threat to publish,
// data published online; Swiss German, French and Italian. Not after a negation or "ob" within a
// few words before it ("keine Hinweise, dass Daten abgezogen wurden", "ob Daten abgeflossen sind").
const EXFILTRATED =
  /exfiltriert|exfiltré|esfiltrat|abgeflossen|abgesaugt|abgsaugt|abgflosse|darknet|leak-seite|leakseite|(?:daten|kopien?)\s[^.]{0,40}abgezogen|mit\s(?:der\s)?veröffentlichung\s(?:\S+\s)?gedroht|droh\S*\s(?:\S+\s){0,3}veröffentlich|(?:täter|angreifer|hacker|erpresser|kriminelle)\S*\s(?:\S+\s){0,5}(?:heruntergeladen|kopiert|abgezogen|gestohlen|entwendet)|(?:im\sinternet|online|im\snetz)\s(?:\S+\s){0,3}(?:veröffentlicht|publiziert|aufgetaucht)|(?:veröffentlicht|publiziert)\s(?:\S+\s){0,3}(?:im\sinternet|online|im\snetz)/g;
const NEGATED_BEFORE =
  /(?:\bob|\bkein\S*|\bnicht|\bnie|\bohne|\baucun\S*|\bnessun\S*|\bpas|\bnon|\bverdacht\S*|\bfalls|\bwenn)\s(?:\S+\s){0,6}$/;

const sentencesIn = (text: string): string[] => text.split(/[.;!?]/);

/** One sentence says the recipient sent or brought the data back (not that he will, or did not). */
function sentBack(text: string): boolean {
  return sentencesIn(text).some((sentence) => SENT_BACK.test(sentence) && !NOT_SENT_BACK.test(sentence));
}

/** The recipient confirmed the deletion or destruction of the data, or returned them. */
// Round 2: per clause, so a negation or open question in the other clause ("aber die Rückgabe steht
// noch aus") does not undo it, and never in a clause that leaves it open or asks for it.
export function deletionConfirmed(text: string): boolean {
  const stated = (c: string): boolean => DELETION_CONFIRMED.test(c) && !NOT_CONFIRMED.test(c) && !uncertain(c) && !requested(c);
  return clausesOf(text).some(stated) || sentBack(text);
}

/** One sentence names logs and says they show no access. */
// Round 2: the logs may be named in the sentence, the absence of access must be stated in one clause
// that neither hedges it nor leaves it open ("niemand hat die Datei geladen, aber der Link war offen").
export function logsShowNoAccess(text: string): boolean {
  const noAccess = (c: string): boolean => NO_ACCESS.test(c) && !ACCESS_NOT_RULED_OUT.test(c) && !uncertain(c);
  return sentencesIn(text).some((sentence) => LOGS.test(sentence) && !NO_LOGS.test(sentence) && clausesOf(sentence).some(noAccess));
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
  return text.split(/[.!?]/).some((sentence) => KEY_SAFE.test(sentence) && !KEY_LOST.test(sentence));
}

/** Encrypted, not denied, and the key safe: as facts.ts reads it where the form leaves the encryption to the description. */
export function encryptedWithSafeKey(text: string): boolean {
  return encryptionNamed(text) && !encryptionDenied(text) && keySafeNamed(text);
}

/** The description names an outflow to an attacker or the public (exfiltration, a leak site, a threat to publish). */
export function outflowNamed(text: string): boolean {
  return clausesOf(text).some(
    (sentence) =>
      !uncertain(sentence) &&
      [...sentence.matchAll(EXFILTRATED)].some((m) => !NEGATED_BEFORE.test(sentence.slice(Math.max(0, m.index - 80), m.index))),
  );
}

// A description typed without umlauts ("Loeschung bestaetigt", "zurueckgeschickt", "verschluesselt"):
// the readers' word lists spell "ö", "ä", "ü". Only a text with no umlaut at all is folded (one that has
// any was typed with them), and a pair is kept where it is no umlaut: after a vowel or "q" ("Steuer",
// "neue", "Quelle", "Israel") and in "-uell" ("aktuell", "sexuell").
const TRANSLITERATED = /(?<![aeiouq])(ae|oe|ue)(?!ll)/g;
const UMLAUT = { ae: "ä", oe: "ö", ue: "ü" } as const;

/** The lower-case text with umlauts typed as "ae", "oe", "ue" written as umlauts, where it has none. */
export function withUmlauts(text: string): string {
  if (/[äöü]/.test(text)) return text;
  return text.replace(TRANSLITERATED, (pair: string) => UMLAUT[pair as keyof typeof UMLAUT]);
}
