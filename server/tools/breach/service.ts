// Session 12 round 3 (holdout-14, decision 023): who a typed-in text reaches, and a warning already
// given. Readers of the description clause by clause (clauses.ts); linear patterns only.
import { clausesOf, requested, uncertain } from "./clauses.js";

// An online tool that processes what is typed or pasted into it: a machine translator, an AI chat
// or writing assistant, a free converter. A person who translates ("Übersetzerin") is no such tool,
// and neither is a chat on our own site that shows data to other customers (that is a disclosure).
const ONLINE_TOOL =
  /\b(?:ki|online|gratis|kostenlos\S*|frei\S*|öffentlich\S*|web)[- ]?(?:übersetz\S*|tool|dienst|assistent\S*|chat\S*|schreibhilfe|konverter)|übersetzungs-?(?:tool|dienst|programm|app|seite|website|software|maschine)|\bchatgpt|\bdeepl\b|google[- ]?(?:translate|übersetzer)|\bcopilot\b|\bgemini\b|sprachmodell/;
// The data were put into it: copied, pasted, typed, uploaded.
const ENTERED = /kopiert|eingefügt|eingegeben|eingetippt|hochgeladen|gepastet|gepostet|eingespeist|gefüttert|übersetzen\slassen/;
// Not done, or only feared: "nicht eingegeben", "wollte hochladen".
const NOT_ENTERED =
  /\bnicht\s(?:\S+\s){0,3}(?:kopiert|eingefügt|eingegeben|hochgeladen)|\bkein(?:e|en)?\s(?:\S+\s)?daten|\bwollte|\bbeinahe|\bfast\b/;

/**
 * The description says the data were typed or pasted into an online tool (a machine translator, an AI
 * assistant). Its provider is a known business that holds the text under its terms (it may store it
 * to improve its service): no criminal and not the public, but a recipient one can ask to delete,
 * like a business partner who got a misdirected mail.
 */
export function enteredIntoOnlineService(text: string): boolean {
  return clausesOf(text).some((c) => ONLINE_TOOL.test(c) && ENTERED.test(c) && !NOT_ENTERED.test(c) && !uncertain(c));
}

// The persons have been warned: "Kunden vor Phishing gewarnt", "Warnung an alle Kontakte verschickt",
// "wir haben die Betroffenen informiert".
const WARNED =
  /\bgewarnt\b|warnung\s(?:\S+\s){0,4}(?:verschickt|versandt|gesendet|erfolgt|ergangen|raus|hinaus)|(?:betroffenen|kunden|kontakte|mitglieder|ansprechpersonen|abonnenten)\s(?:\S+\s){0,4}(?:informiert|benachrichtigt|angeschrieben)\b/;
// Not yet, or only intended: "noch nicht gewarnt", "werden gewarnt", "wollen warnen", "sollen".
// Session 17: "noch" only as "not yet" ("noch keine", "noch zu warnen"); "noch am gleichen Tag gewarnt"
// is a warning given.
const NOT_WARNED =
  /\bnicht\b|\bnoch\s(?:zu|keine?n?|ausstehend|offen)\b|\bwerden\b|\bwird\b|\bwollen\b|\bwill\b|\bmüssen\b|\bkein(?:e|en)?\b|\bmorgen\b|geplant|vorbereitet/;

/**
 * The description says the persons were already warned or informed. Where the only duty towards them
 * is the warning of phishing (contact data at criminals), it is done: nothing is left to inform.
 */
export function personsAlreadyWarned(text: string): boolean {
  return clausesOf(text).some((c) => WARNED.test(c) && !NOT_WARNED.test(c) && !uncertain(c) && !requested(c));
}
