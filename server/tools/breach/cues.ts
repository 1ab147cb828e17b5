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

// Third round (holdout-2's classes, decision 023).

// Bank details by any of their names: "Kontoinformationen", "Kontodaten", the account of a direct debit (session 10).
const ACCOUNT =
  /\biban\b|bankverbindung|kontonummer|kontoangabe|kontoinformation|kontodaten|bankangabe|bankdaten|bankinformation|kontoverbindung|bankkonto\b|lastschrift/;
const STRONG_FINANCE =
  /kredit|karte|lohn|löhne|gehalt|einkommen|vermögen|saldo|saldi|kontostand|betreibung|steuer|schulden|bonität|\bpin\b|cvv|e-banking|passw|rente|pfändung|sozialhilfe|budget/;

/**
 * The financial data named are bank details only (an IBAN, an account number): they are printed on
 * every invoice and let nobody take money, unlike card numbers, salaries, balances or debt records.
 */
export function accountDetailsOnly(text: string): boolean {
  return ACCOUNT.test(text) && !STRONG_FINANCE.test(text);
}

const SENSITIVE_CIRCLE =
  /\bhiv\b|\baids\b|\bsucht|\bdrogen|\balkohol|psychiatr|psychotherap|onkolog|\bkrebs|selbsthilfe|gewerkschaft|\bpartei\b|kirchgemeinde|freikirche|glaubensgemeinschaft|religionsgemeinschaft|\blgbt|\bqueer|homosexuell|opferhilfe|schuldenberatung|sozialhilfe|bewährungshilfe/;
const NEGATED = /\bkeine?n?\s(?:\S+\s){0,2}(?:rückschl|bezug|hinweis)|nicht\s(?:\S+\s){0,2}(?:erkennbar|ersichtlich|hervor)/;
// Session 21 (holdout-23 c29): what a shop or service sells or treats can say what its customers suffer
// from: buying stoma or incontinence supplies, hearing aids, insulin, a wig after chemotherapy or erotic
// goods reveals health or the intimate sphere, so the customer list is heikel as such.
const SENSITIVE_RANGE =
  /\bstoma|inkontinenz|diabetiker|dialyse|hörgerät|prothes|perücke|potenzmittel|kinderwunsch|blutzucker|insulin|rollstuhl|sanitätshaus|pflegebedarf|schwangerschaftstest|erotik|sexshop|sex-shop/;

/**
 * The description places the list in a circle whose membership itself is sensitive (an HIV
 * association, a trade union, a church, an addiction counselling service): names and addresses
 * then reveal health, beliefs or intimate matters (Art. 5 Bst. c DSG), whatever the form ticks.
 */
export function circleRevealsSensitive(text: string): boolean {
  return sentences(text).some((s) => SENSITIVE_CIRCLE.test(s) && !NEGATED.test(s));
}

/**
 * The persons are customers of a shop or service whose range reveals a condition (stoma supplies,
 * hearing aids, insulin): being on its list is health data (Art. 5 Bst. c DSG), whatever the form ticks.
 * A range only asked about ("ob die Liste Rückschlüsse auf Hörgeräte-Kunden zulässt") stays open.
 */
export function rangeRevealsCondition(text: string): boolean {
  return sentences(text).some((s) => SENSITIVE_RANGE.test(s) && !/\bob\s/.test(s) && !NEGATED.test(s));
}

// Session 18 (carry-over): the same control named by the extortioners' tool or in French and Italian
// ("Erpressersoftware", "logiciel de rançon", "droits d'administrateur", "diritti di amministratore").
const FULL_CONTROL =
  /ransomware|verschlüsselungstrojaner|erpressungstrojaner|verschlüsselungsangriff|lösegeld|admin(?:istrator)?(?:rechte|zugriff|konto|zugang)|domänenadmin|vollzugriff|voller?\szugriff|erpresser(?:software|programm|gruppe|bande)|rançon|droits\sd'administrat|diritti\sdi\samministrat|riscatto/;

const PUBLIC_FIGURE =
  /prominent|politiker|nationalrät|ständerät|regierungsrät|bundesrät|grossrät|kantonsrät|stadtpräsident|gemeindepräsident|person\sdes\söffentlichen\slebens|öffentlich\sbekannt|influencer|spitzensportler|fernsehmoderator|tv-moderator|bekannte[nrs]?\s(?:\S+\s)?(?:patient|persönlichkeit|sportler|künstler|sänger|schauspieler|moderator|musiker|fussballer|autor|unternehmer)/;

// Session 11 round 2: more offices and public professions by meaning (a singer, an actor, a presenter).
/** The person concerned is a public figure: media interest makes an indiscretion likely, so they need to prepare. */
export function publicFigure(text: string): boolean {
  return PUBLIC_FIGURE.test(text);
}

const RESTORED =
  /kein(?:e|en)?\s(?:\S+\s)?(?:datenverlust|daten\s(?:\S+\s)?verloren)|ohne\s(?:\S+\s)?datenverlust|nichts\sverloren|wieder\s(?:normal|in\sbetrieb)|normalbetrieb|wiederhergestellt|wieder\s(?:verfügbar|bereitgestellt|online|erreichbar)|aus\s(?:dem\s|der\s)?(?:backup|sicherung|spiegel)/;
// Session 20 (holdout-22 c21): "5 h nicht verfügbar" states the outage that the sentence then says
// ended without loss; only "nicht mehr" or "nicht wieder verfügbar" says the data did not come back.
const NOT_RESTORED =
  /nicht\s(?:\S+\s){0,2}(?:wiederhergestellt|bereitgestellt)|nicht\s(?:\S+\s)?(?:mehr|wieder)\s(?:\S+\s)?verfügbar|unvollständig|teilweise|\bteils\b|\bteile\b|fehlen/;

/** An outage ended without loss: the data are back (restored, mirrored, nothing lost), said without a "nicht". */
export function restoredWithoutLoss(text: string): boolean {
  return sentences(text).some((s) => RESTORED.test(s) && !NOT_RESTORED.test(s));
}

// Fourth round (holdout-3's classes, decision 023).

const SYSTEM_ACCESS =
  /zugriff\s(?:auf|aufs|im|in)\s(?:das\s|die\s|den\s|dem\s|unser\S*\s)?\S*(?:system|datenbank|server|netzwerk|archiv)\b|(?:schwachstelle|sicherheitslücke)\s(?:\S+\s){0,4}\S*(?:system|datenbank|server|netzwerk)\b/;
// "Angreifer sind ins Netzwerk eingedrungen", "waren drei Wochen unbemerkt im Praxissystem".
const INTO_SYSTEM = /\b(?:im|ins|in\s(?:das|die|den|unser\S*))\s\S*(?:system|netzwerk|datenbank|server)\b/;
const INTRUDED = /eingedrungen|drangen|eindring|unbemerkt|bewegten\ssich|hielten\ssich/;
const NO_SYSTEM_ACCESS = /\bkein(?:e|en)?\s(?:\S+\s)?zugriff|nicht\s(?:\S+\s){0,2}(?:zugegriffen|eingedrungen)/;

/** The attacker controlled the whole system that holds the data (ransomware, administrator rights), not one mailbox or page. */
export function attackerControlledSystem(text: string): boolean {
  return FULL_CONTROL.test(text);
}

/**
 * Someone got into the system or database itself (e.g. through a vulnerability), not one mailbox or
 * page. Only an attacker's entry counts for that (facts.ts): a colleague's access to the system is no intrusion.
 */
export function systemEntered(text: string): boolean {
  return sentences(text).some((s) => (SYSTEM_ACCESS.test(s) || (INTO_SYSTEM.test(s) && INTRUDED.test(s))) && !NO_SYSTEM_ACCESS.test(s));
}

const WHETHER_AUTHORISED = /\bob\b[^.;!?]{0,60}(?:eigene[nrs]?\s|berechtigt|legitim|autorisiert|befugt|wartung|fehlalarm)/;
const BEING_CHECKED = /klärt|abklär|prüft|überprüf|unklar|offen\b|noch\snicht|unbekannt/;

/** Whether the access came from someone unauthorised at all (or was, e.g., a vendor's maintenance) is still being checked. */
export function authorisationOpen(text: string): boolean {
  return anySentence(text, WHETHER_AUTHORISED, BEING_CHECKED);
}

// The open question must concern the encryption itself: "ob … verschlüssel…" or "Verschlüsselung … unklar".
const ENCRYPTION_QUESTION =
  /\bob\s[^,;.]{0,50}(?:verschlüssel|bitlocker|filevault)|(?:verschlüsselung|bitlocker|filevault)[^,;.]{0,40}(?:unklar|unbekannt|nicht\s(?:\S+\s)?(?:bestätigt|bekannt|klar|sicher))/;
const ATTACK_ENCRYPTION =
  /ransomware|trojaner|verschlüsselungsangriff|lösegeld|angreifer|erpress|(?:ohne|keine)\s(?:\S+\s)?verschlüsselung/;

/** Whether the lost device's encryption was active is still open (a login password alone does not protect the disk). */
export function encryptionUnconfirmed(text: string): boolean {
  return sentences(text).some((s) => ENCRYPTION_QUESTION.test(s) && !ATTACK_ENCRYPTION.test(s));
}

const ANYWAY = /ohnehin|sowieso|ohnedies|ebenfalls\sdabei|bereits\skennen|kennen\ssich\s(?:\S+\s)?(?:schon|bereits)/;
const MEET = /(?:kennen|treffen|sehen|lernen)\s(?:sich|einander)|(?:trifft|sieht)\s(?:man\s)?sich|begegne/;
const NOT_MEET = /\bnicht\b|\bkein/;

/** The recipients are the persons concerned themselves, who meet or know each other anyway (a course, a team). */
export function recipientsMeetAnyway(text: string): boolean {
  // By clause: "Keine weiteren Angaben, man trifft sich ohnehin" negates the first clause only.
  return text.split(/[.;!?\n,]/).some((c) => ANYWAY.test(c) && MEET.test(c) && !NOT_MEET.test(c));
}

// The records themselves, not the fault ("der Fehler wurde behoben" says nothing about the data).
const REPAIRED =
  /nachgetragen|nacherfasst|neu\serfasst|rekonstruiert|wiederhergestellt|(?:daten|einträge|angaben|werte|datensätze|buchungen)\s(?:\S+\s){0,3}(?:korrigiert|berichtigt)/;
const NOT_REPAIRED =
  /nicht\s(?:\S+\s){0,2}(?:nachgetragen|korrigiert|berichtigt|rekonstruiert|wiederhergestellt|behoben)|noch\snicht|teilweise|\bteils\b/;

/** Altered or lost records were put right again (re-entered from paper, corrected, restored). */
export function repaired(text: string): boolean {
  return sentences(text).some((s) => REPAIRED.test(s) && !NOT_REPAIRED.test(s));
}

const STRONG_HASH = /bcrypt|argon2|scrypt|pbkdf2/;
const WEAK_HASH = /\bmd5\b|sha-?1\b|ohne\s(?:\S+\s)?salt|ungesalzen|klartext|unverschlüsselt/;

/** The passwords were stored only as strong, salted hashes (bcrypt, Argon2, scrypt, PBKDF2), not in plain text or MD5. */
export function passwordsStronglyHashed(text: string): boolean {
  return STRONG_HASH.test(text) && !WEAK_HASH.test(text);
}

// Fifth round (holdout-4's classes, decision 023).

// "Siegel intakt", "mit unversehrtem Siegel", "versiegelt zurück", "ungeöffnet zurückerhalten".
const UNOPENED =
  /siegel\s(?:\S+\s){0,2}(?:intakt|unversehrt|unbeschädigt)|(?:intakte[nms]?|unversehrte[nms]?|unbeschädigte[nms]?)\s(?:sicherheits)?siegel|versiegelt\s(?:\S+\s){0,2}zurück|ungeöffnet\s(?:\S+\s){0,2}(?:zurück|retour)/;
const OPENED =
  /\bgeöffnet|aufgebrochen|aufgerissen|\bbeschädigt|\bfehl|\bnicht\s(?:\S+\s)?(?:intakt|unversehrt|ungeöffnet|vollständig|vollzählig)/;

/** The lost item came back sealed and unopened (seal intact): nobody can have read what it holds. */
export function returnedUnopened(text: string): boolean {
  return sentences(text).some((s) => UNOPENED.test(s) && !OPENED.test(s));
}

// "Abgleich mit dem Archivverzeichnis läuft, unklar ob Karten fehlen", "ob Akten fehlen, wird geprüft".
const WHETHER_MISSING =
  /\bob\s(?:\S+\s){0,4}(?:fehlen|fehlt|vollzählig|abhanden)|abgleich\s(?:\S+\s){0,3}\S*(?:verzeichnis|inventar|liste|archiv|bestand|lieferschein)|(?:gleichen|gleicht)\s(?:\S+\s){0,6}ab\b|inventur|nachzählung/;
const CHECK_RUNNING =
  /läuft|laufen|noch\snicht|unklar|offen\b|unbekannt|(?:wird|werden)\s(?:noch\s)?(?:geprüft|abgeklärt|abgeglichen|gezählt)|zurzeit|derzeit/;

/** Whether any of the exposed records are missing is still being counted (a check against the inventory runs). */
export function completenessOpen(text: string): boolean {
  return anySentence(text, WHETHER_MISSING, CHECK_RUNNING);
}

// "Provider prüft ältere Verbindungsdaten", "die Auswertung der Serverlogs läuft noch".
// Session 15 (holdout-17 c13): the records go by other names too (a database's query history, a cloud's
// activity report, session data) and may be with the one who evaluates them ("beim Hersteller", "zur
// Auswertung", "angefordert"); the verb may close a relative clause ("den der Lieferant auswertet").
// "Läuft" only as a word: a link that "ist abgelaufen" is no evaluation running.
const RECORDS =
  /verbindungsdaten|logs?\b|logauswertung|loganalyse|logdatei|logfiles?|protokoll|journal|journaux|audit-trail|\blog\b|verlaufsdaten|(?:abfrage|zugriffs|anmelde|login|aktivitäts)verlauf|(?:abfrage|zugriffs|anmelde|login|datenbank-?|konto)historie|aktivitätsbericht|sitzungsdaten|zugriffsdaten|\bregistri\b/;
const EVALUATING =
  /\bprüft\b|\bprüfen\b|\bwertet\b|\bauswertet\b|\banalysiert\s(?:noch|derzeit|zurzeit|gerade)|(?:der|die|den)\s(?:sie\s|es\s)?(?:\S+\s){0,4}analysiert\b|(?:wird|werden)\s(?:noch\s|derzeit\s|zurzeit\s|gerade\s)?(?:geprüft|ausgewertet|analysiert)|(?<![a-zäöü])(?:läuft|laufen)\b|noch\snicht|ausstehend|steht\s(?:noch\s)?aus|\b(?:in|zur)\s(?:der\s)?(?:auswertung|analyse|prüfung|abklärung)\b|(?:wird|werden)\s(?:\S+\s){1,6}(?:geprüft|geklärt|ausgewertet|analysiert|untersucht|gesichtet|durchgesehen|durchsucht)\b|angefordert|\bbeim\s(?:hersteller|anbieter|provider|lieferanten|hoster|forensiker)|im\sgang|in\sarbeit|(?:dauert|dauern)\san\b|warten\sauf|(?:wärded|werded|wird)\s(?:\S+\s){0,3}(?:aagluegt|aaglügt|usgwärtet|uusgwertet|prüeft)|en\scours\sd'(?:analyse|examen)|in\s(?:fase|corso)\sdi\sanalisi/;
const NO_RECORDS =
  /kein(?:e|en)?\s(?:\S+\s)?(?:\S*logs?|\S*protokoll|verbindungsdaten)|(?:logs?|protokolle?)\s(?:\S+\s){0,3}(?:fehlen|gibt\ses\s(?:nicht|keine))/;
// The evaluation is over or cannot be made: "abgeschlossen", "nicht mehr möglich", "il n'y en a pas".
const NO_EVALUATION = /abgeschlossen|nicht\s(?:mehr\s)?möglich|n'est\spas\spossible|n'y\sen\sa\spas|non\sesiston/;

/** Logs or a provider's connection records that will show whether anyone got in are still being evaluated. */
export function logsPending(text: string): boolean {
  return sentences(text).some((s) => RECORDS.test(s) && EVALUATING.test(s) && !NO_RECORDS.test(s) && !NO_EVALUATION.test(s));
}

// "Geb.datum", "Geb.-Dat.": the abbreviations a user types.
const BIRTH_DATE = /geburtsdat|geburtstag|geburtsjahr|jahrgang|\bjg\b|\bgeb\.?\s?-?dat/;
const IDENTITY_DOCUMENT =
  /\bahv|sozialversicherungs|pass|ausweis|iban|konto|karte|\bid\b|\bid-|identitätskarte|unterschrift|signatur|führerschein|aufenthalts|personalnummer|kundennummer|versichertennummer|video-ident|biometr|foto|steuer/;

// Bank details, which the caller may already have judged (an IBAN beside a birth date, session 10).
const BANK_DETAILS = /\biban\b|konto\w*|bankverbindung\w*|lastschrift\w*/g;

/**
 * The identification data named are birth dates only, no identity document or number (passport, AHV
 * number, signature). With `besideAccount`, bank details named beside them do not count as a number.
 */
export function birthDatesOnly(text: string, besideAccount = false): boolean {
  const rest = besideAccount ? text.replace(BANK_DETAILS, " ") : text;
  return BIRTH_DATE.test(rest) && !IDENTITY_DOCUMENT.test(rest);
}
