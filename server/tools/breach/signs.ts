// Session 11 round 2 (holdout-12, decision 023): how the data got where they are, and what the review
// has found so far. Readers of the description on the shared clause splitter of principles.ts, by
// meaning rather than one wording: synonyms, negations, passive voice and Swiss German spellings.
// Linear patterns only: literal words with bounded gaps, no nested quantifiers.
import { sentencesOf } from "./principles.js";

// A thing left behind, lost or taken: "im Zug liegen gelassen", "ist verloren gegangen", "wurde aus
// dem Auto entwendet", "abhandengekommen", Swiss German "verlore", "liggä lah", "gstohle", "klaut";
// session 17: French and Italian ("oublié dans le train", "volé", "dimenticata sul bus", "smarrito", "rubato").
const LOST =
  /liegen\s?(?:ge)?lassen|liegen\s?geblieben|abhanden\s?gekommen|verloren|\bverlore\b|verlegt|unauffindbar|nicht\smehr\s(?:\S+\s)?auffindbar|verschwunden|verschwunde\b|gestohlen|gstohle|entwendet|geklaut|\bklaut|gchlaut|diebstahl|\bdieb|liggä?\s?la|ligge\s?lo|liegeloh|\boubli[ée]e?s?\s(?:\S+\s)?(?:dans|sur|au|à)\b|\bperdue?s?\b|\bvol(?:é|ée|és|ées)(?![a-z])|égaré|dérobé|introuvable|dimenticat[oaie]\s(?:\S+\s)?(?:sul|sulla|nel|nella|in|al|alla)\b|smarrit|\bpers[oaie]\b|rubat[oaie]\b|\bfurto\b|scompars|sottratt/;
// "im Bus vergessen", "auf der Parkbank vergässe": forgotten at a place, not a forgotten BCC or password.
const FORGOTTEN_AT = /\b(?:im|in|auf|am|unter)\s(?:\S+\s){1,3}(?:liegen\s)?(?:vergessen|vergässe|vergässä)\b/;
// What was sent is no lost thing: a letter, a mail or a file that went to the wrong address was
// delivered to someone, and whether he knows the persons is the question (session 10).
const SENT =
  /versandt|versendet|verschickt|geschickt|gesendet|gesandt|zugestellt|adressiert|weitergeleitet|\bbcc\b|\bcc\b|e-?mail|\bmail\b|\bpost\b|briefkasten|falsche[nrs]?\s(?:\S+\s)?(?:adresse|empfänger|nummer)|envoy|courriel|inviat|spedit/;

/**
 * The data were in a thing that was left behind, lost or stolen (a notebook, a bag, a phone), not sent
 * to a wrong addressee. Its finder or thief is nobody one can ask: that he is a stranger to the persons
 * is no finding, and he keeps what he holds.
 */
export function lostOrTakenThing(text: string): boolean {
  return sentencesOf(text).some((s) => (LOST.test(s) || FORGOTTEN_AT.test(s)) && !SENT.test(s));
}

// The review has found no sign of an outflow so far: "keine Hinweise auf einen Abfluss", "bisher keine
// Anzeichen, dass Daten abgezogen wurden", "ein Abfluss wurde nicht festgestellt", "nichts deutet auf
// Datendiebstahl hin", Swiss German "kei Hiiwis". A hedge beside it ("ausgeschlossen ist er aber nicht")
// says the same: the outflow is open, not shown.
// Session 18: or the finding itself, "zeigen keinen Datenabfluss", "kein Transfer nach aussen".
const NO_SIGN =
  /\bkein(?:e|en)?\s(?:\S+\s)?(?:datenabfluss|abfluss|datentransfer|transfer|exfiltration)\b|\bkein(?:e|en|erlei)?\s(?:\S+\s){0,2}(?:hinweise?|anzeichen|anhaltspunkte?|indizien|belege?|beweise?|spuren|evidenz)|\bkei\s(?:\S+\s)?(?:hiiwis|hinwis|aazeiche)|nichts\s(?:\S+\s){0,3}(?:deutet|weist|spricht)|(?:deutet|weist|spricht)\s(?:\S+\s)?nichts\b|(?:nicht|nie)\s(?:\S+\s){0,2}(?:festgestellt|nachgewiesen|nachweisbar|erkennbar|belegt|beobachtet|gesehen|nachweisen|feststellen|belegen|erkennen|gefunden|entdeckt)|(?:hinweise?|anzeichen|indizien|belege?|beweise?|spuren)\s(?:\S+\s){0,2}(?:fehlen|fehlt)\b|\baucun(?:e)?\s(?:\S+\s){0,2}(?:indice|signe|trace|preuve)|\bnessun[oa]?\s(?:\S+\s){0,2}(?:indizi|segn|tracc|prov)/;
// The clause is about data leaving: an outflow, copying, a leak or the attackers' claim to hold data.
const OUTFLOW =
  /abfluss|abgeflossen|abgezogen|exfiltr|datenklau|datendiebstahl|daten\s(?:\S+\s){0,3}(?:gestohlen|kopiert|entwendet|heruntergeladen)|kopiert|heruntergeladen|hochgeladen|\bleak|abgesaugt|(?:hätten|haben|besitzen|besässen)\s(?:\S+\s)?daten|daten\s(?:\S+\s)?zu\s(?:haben|besitzen)|daten\s(?:\S+\s){0,4}verlassen|abgflos|abezoge|abgsaugt|esfiltr/;
// The clause itself says data were taken ("Daten wurden kopiert, keine Hinweise auf Missbrauch"): the
// no-sign there is about something else. A clause told as "dass Daten kopiert wurden" is no such finding.
const TAKEN = /\b(?:wurden|wurde|sind|ist)\s(?:\S+\s){0,2}(?:kopiert|abgezogen|abgeflossen|heruntergeladen|exfiltriert)\b/;
// A sign found after all: "erste Hinweise auf einen Abfluss", "Abfluss bestätigt", "Daten im Darknet".
const SIGN_FOUND =
  /(?:abfluss|exfiltration|datendiebstahl)\s(?:\S+\s){0,2}(?:bestätigt|nachgewiesen|belegt|erwiesen)|darknet|leak-seite|veröffentlicht/;

// A clause that points back to the one before: "Die Täter behaupten, sie hätten Daten; nichts deutet darauf hin".
const BACK_REFERENCE = /\b(?:darauf|dafür|dazu|davon|dies|das)\b/;

/**
 * The description says the review has found no sign that data left the system so far (while it may
 * still run). An attacker's control of the system then no longer makes a high risk likely by itself:
 * whether data left decides, as for any attacker whose take is open.
 */
export function noSignOfOutflow(text: string): boolean {
  const clauses = sentencesOf(text);
  return clauses.some(
    (s, i) =>
      NO_SIGN.test(s) &&
      !SIGN_FOUND.test(s) &&
      !TAKEN.test(s) &&
      (OUTFLOW.test(s) || (BACK_REFERENCE.test(s) && OUTFLOW.test(clauses[i - 1] ?? ""))),
  );
}

// The ticked credentials are a staff login the attacker phished to get in: "Postfach einer Mitarbeiterin
// gephisht", "hat ihr Passwort auf einer gefälschten Seite eingegeben", "Zugangsdaten des Beraters
// abgegriffen", Swiss German "Passwort iggäh".
const PHISHED =
  /phish|gefischt|abgefischt|abgegriffen|(?:passwort|kennwort|zugangsdaten|login)\s(?:\S+\s){0,5}(?:eingegeben|eingetippt|preisgegeben|verraten|iggäh|igäh|iggeh)|gefälschte[nr]?\s(?:\S+\s)?(?:seite|anmeldeseite|loginseite)/;
const STAFF_ACCOUNT =
  /postfach|mailbox|mailkonto|e-mail-konto|mitarbeit|angestellte|sachbearbeit|berater|assistent|sekretariat|\bma\b|personal|buchhalt|marketing|empfang|praxisteam|leiterin|leiter\b/;
// The persons' own credentials are concerned: customers' passwords, members' logins, e-banking codes.
const PERSONS_CREDENTIALS =
  /(?:kunden|nutzer|benutzer|mitglieder|patient|versicherte|teilnehm|user|klient)\S*\s(?:\S+\s){0,3}(?:passw|kennw|login|zugangsdaten|einmalcode|\bpin)|(?:passw|kennw|login|zugangsdaten|einmalcode)\S*\s(?:\S+\s){0,2}(?:der|von|aller|unserer)\s(?:\S+\s)?(?:kunden|nutzer|benutzer|mitglieder|patient|versicherte|teilnehm|klient)|passwörter|kennwörter|logins\b|einmalcodes|e-banking|hashes|hashwerte/;

/**
 * The only credentials in the case are the staff login that was phished to get in, not credentials
 * of the persons concerned: they are the way in, changed at once, and let nobody pose as the persons.
 */
export function onlyStaffLoginPhished(text: string): boolean {
  const clauses = sentencesOf(text);
  return clauses.some((s) => PHISHED.test(s) && STAFF_ACCOUNT.test(s)) && !clauses.some((s) => PERSONS_CREDENTIALS.test(s));
}

// Session 18 (holdout-20 c17): the one who looked is a member of the organisation's own staff ("eine
// Mitarbeiterin im Kundendienst", "ein Angestellter", "die Pflegefachfrau", "un collaborateur"): someone
// who answers to the organisation, not an outsider. Staff whose login an attacker used are not this.
const OWN_STAFF =
  /mitarbeiter|mitarbeitende|angestellte|sachbearbeiter|kollegin|kollege|pflegefach|empfangsmitarbeit|praxisassistent|collaborat(?:eur|rice)|employé|dipendente|collaborator/;
const NOT_OWN = /angreifer|hacker|phish|gestohlen|fremde[rns]?\s(?:\S+\s)?(?:login|konto)|ehemalig|früher|ancien|ex-mitarbeit/;

/** The description says a member of the organisation's own staff looked at the data, with no attacker in the same clause. */
export function ownStaffReader(text: string): boolean {
  return sentencesOf(text).some((s) => OWN_STAFF.test(s) && !NOT_OWN.test(s));
}

// Session 19 (holdout-21 c19): the records that would show an outflow do not reach back over the
// attack: "Logs nur 24 h", "die Protokolle reichen nur drei Tage zurück", "Log-Daten lückenhaft",
// "Router-Logs überschrieben". A finding of "no sign" drawn from them is no finding about the time
// the attacker was in: no record settles the outflow (session 18: report now, inform later).
const RECORDS = /\blogs?\b|log-?daten|logfiles?|protokoll|aufzeichnung|verbindungsdaten|journaux|registri/;
const FALL_SHORT =
  /\bnur\s(?:\S+\s){0,2}\d+\s?(?:h|std|stunden|tage|tagen|wochen)\b|\bnur\s(?:\S+\s)?(?:ein(?:en)?|zwei|drei|vier|fünf|sechs|sieben)\s(?:tag|tage|stunden|wochen)\b|reich\S*\s(?:\S+\s){0,3}(?:nur|nicht)\s(?:\S+\s){0,4}zurück|lückenhaft|unvollständig|überschrieben|\bfehlen\b|\bfehlt\b/;

/** The description says the records that would show an outflow are too short or incomplete to cover the attack. */
export function recordsFallShort(text: string): boolean {
  return sentencesOf(text).some((s) => s.split(/,|\baber\b|\bdoch\b/).some((part) => RECORDS.test(part) && FALL_SHORT.test(part)));
}

// Session 20 (holdout-22 c32; holdout-18 c41, holdout-20 c18): data left open to anyone on the internet,
// a storage, folder, link or interface readable without a login: "öffentlich lesbar", "im Internet
// abrufbar", "ohne Anmeldung", "per URL-Änderung abrufbar", "für jedermann einsehbar", French and Italian.
// Not "für alle lesbar" alone: a folder open to all staff is inside the organisation (holdout-20 c32).
const OPEN_TO_ANYONE =
  /öffentlich\s(?:\S+\s){0,2}(?:lesbar|abrufbar|zugänglich|einsehbar|erreichbar|sichtbar|freigegeben|verlinkt)|(?:im\s(?:internet|netz|web)|online)\s(?:\S+\s){0,3}(?:abrufbar|einsehbar|zugänglich|lesbar|abfragbar)|ohne\s(?:\S+\s)?(?:passwort|anmeldung|login|authentifizierung|zugangsschutz)\s(?:\S+\s){0,4}(?:abrufbar|einsehbar|zugänglich|lesbar|abfragbar|öffnen|liefert\S*|sichtbar)|(?:abrufbar|einsehbar|zugänglich|lesbar|abfragbar|liefert\S*)\s(?:\S+\s){0,4}ohne\s(?:\S+\s)?(?:passwort|anmeldung|login|authentifizierung)|für\sjedermann\s(?:\S+\s){0,2}(?:abrufbar|einsehbar|zugänglich|lesbar|sichtbar)|offene[nm]?\s(?:\S+\s)?link|(?:url|adresse|nummer|id)\S*\s(?:\S+\s){0,3}(?:änder|anpass|hochzähl)\S*|(?:änder|anpass|hochzähl)\S*\s(?:\S+\s){0,2}(?:url|adresse|nummer|id)\b|fremde\s(?:\S+\s){0,3}(?:abrufbar|abfragbar|öffnen|einsehen)|accessible\s(?:\S+\s)?publiquement|publiquement\s(?:\S+\s)?accessible|accessibile\s(?:\S+\s)?pubblicamente|pubblicamente\s(?:\S+\s)?accessibil/;
// Said as never the case, or reachable only after a login.
const NOT_OPEN =
  /\b(?:nie|nicht|kein(?:e|en)?)\s(?:\S+\s){0,2}(?:öffentlich|im\sinternet|online)|nur\s(?:für\s)?(?:angemeldete|berechtigte|eingeloggte|mitarbeitende)|\bjamais\b|\bmai\b/;

/**
 * The data were open to anyone on the internet (a storage, a folder, a link or an interface readable
 * without a login), not sent to someone or taken by an attacker: who read them is unknown, and unless
 * records of the accesses exist nobody will ever know.
 */
export function openToAnyone(text: string): boolean {
  return sentencesOf(text).some((s) => OPEN_TO_ANYONE.test(s) && !NOT_OPEN.test(s));
}

// Session 20 (holdout-22 c36): the fault only sent the data to the wrong people (addresses mixed up,
// shipments to the wrong customers): "Adressimportfehler", "Adressen vertauscht", "an falsche Empfänger",
// "Fehllieferungen", "envoyé à de mauvaises adresses". The harm is who saw what, not what was altered.
const MISROUTED =
  /adress\S*\s(?:\S+\s){0,2}(?:vertauscht|verwechselt|verschoben|falsch\s?zugeordnet)|adress(?:import|zuordnungs|zuweisungs|verwechslungs)?fehler|(?:an|zu)\s(?:die\s|den\s)?falsche[nr]?\s(?:\S+\s)?(?:empfänger|adressen|adresse|kunden|kundinnen|haushalte|mitglieder)|fehlliefer|fehlgeleitet|fehlzustell|mauvaises?\sadresses?|indirizz\S*\ssbagliat/;
// The altered data did harm of their own (a wrong amount, a wrong debt record, a changed bank account).
const ALTERED_HARM = /betreibung|bonität|\biban\b|bankverbindung|konto|betrag|beträge|dosis|medikation|diagnose|zahlung/;

// Session 21 (holdout-23 c21, c31): the fault showed or sent one person's record to another person
// ("SMS mit Name und Termin einer anderen Person", "sahen das Mietzinskonto eines Nachbarn", "vertauschte
// Namen"). Nothing was changed in the record; what it holds (an account, a dunning level) is what the
// wrong reader saw, so it is weighed as the disclosure, not as altered data.
const SHOWN_TO_OTHERS =
  /(?:einer|eines|einem)\s(?:anderen|fremden)\s(?:person|kunden|kundin|patient\S*|mieter\S*|mitglied\S*|versichert\S*|klient\S*|nutzer\S*|user\S*)|(?:eines|einer|von)\s(?:nachbar\S*|mitmieter\S*|mitpatient\S*)|(?:sahen|sah|angezeigt|zeigte\S*|erhielten|erhielt|bekamen|bekam)\s(?:\S+\s){0,4}(?:fremde[nr]?|falsche[nr]?)\s(?:\S+\s)?(?:konto\S*|daten\S*|dossier\S*|unterlagen|rechnung\S*|befund\S*|auszüge|termin\S*)|fremde\s(?:\S+\s)?(?:konto\S*|dossiers|profile|datensätze)\s(?:\S+\s){0,2}(?:angesehen|gesehen|eingesehen|angezeigt|geöffnet)|vertauschte[nr]?\s(?:namen|empfänger|adressen|dokumente|briefe|sms|mails?)|(?:namen|empfänger|dokumente|briefe|sms|mails?|erinnerungen)\s(?:\S+\s){0,2}vertauscht/;
// A value itself was changed: a wrong amount, a changed account, a wrong dose.
const VALUE_CHANGED =
  /(?:falsche[nrs]?|geänderte[nrs]?|veränderte[nrs]?|verfälschte[nrs]?)\s(?:\S+\s)?(?:betr[aä]g\S*|iban|bankverbindung|konto\S*|dosis|medikation|diagnose\S*|zahlung\S*|betreibung\S*|bonität)|(?:überschrieben|verfälscht|manipuliert)\b/;

/** A fault altered only where the data went (addresses mixed up): the case is the disclosure that followed. */
export function misroutedOnly(text: string): boolean {
  const sentences = sentencesOf(text);
  if (sentences.some((s) => MISROUTED.test(s)) && !ALTERED_HARM.test(text)) return true;
  return sentences.some((s) => SHOWN_TO_OTHERS.test(s)) && !VALUE_CHANGED.test(text.toLowerCase());
}

// Session 21 (holdout-23 c40, c32; holdout-8 c26, holdout-5 c12/c19, holdout-13 c15, holdout-16 c17/c21,
// holdout-21 c18, holdout-2 c29): the records went to the persons' own employer ("an den aktuellen Arbeitgeber
// des Kandidaten", "an deren Personalabteilung", "Kandidaten arbeiten dort", "an die HR des Arbeitgebers").
// Not an employer named as a field of the data ("inkl. Arbeitgeber"), not a former employer, not the
// HR of another firm or of another client (payslips sent to the wrong client stay a stranger's).
const TO_EMPLOYER =
  /\ban\s(?:\S+\s){0,2}(?:arbeitgeber|arbeitgeberin|arbeitgeber-?\S*adresse)\b|\ban\s(?:die\s)?(?:hr|personalabteilung|personaldienst)\S*\s(?:\S+\s)?(?:des|ihres|seines|deren|dessen)\s(?:\S+\s)?arbeitgeber|an\s(?:deren|dessen|ihre|seine)\s(?:hr|personalabteilung|personaldienst)\b|arbeitgeber\s(?:von|der|des)\s(?:\S+\s)?(?:kandidat|bewerb|mitglied|versichert|patient|mitarbeit)\S*|(?:kandidat\S*|bewerb\S*|mitglieder|versicherte)\s(?:\S+\s){0,2}arbeite[nt]\s(?:dort|beim\sempfänger|bei\sder\sempfängerin)/;
const NOT_OWN_EMPLOYER =
  /\bex-?arbeitgeber|neue[nmr]?\sarbeitgeber|früher\S*\sarbeitgeber|ehemalig\S*\sarbeitgeber|anderen\s(?:firma|mandant\S*|kund\S*|arbeitgeber)|desselben\sarbeitgeber/;

/** The data went to the persons' own (current) employer, who may act on what it read about them. */
export function sentToOwnEmployer(text: string): boolean {
  return sentencesOf(text).some((s) => TO_EMPLOYER.test(s) && !NOT_OWN_EMPLOYER.test(s));
}
