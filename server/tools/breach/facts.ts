// The facts that decide a breach's risk, from the form and, where the form leaves a field at its
// default, from simple cues in the free-text description. Every fact that moved the verdict is
// listed with its direction and source, so the page can show why.
import { freeTextMayBeHeikel, listMeaningUnclear, loginMisused, reviewOpen } from "./cues.js";
import { SENSITIVE, type BreachInput, type DataCategory, type PersonsRange, type Recipient } from "./input.js";

export type Effect = "erhoeht" | "senkt";
export interface Fact {
  text: string;
  effect: Effect;
  /** "beschreibung": recognised in the free text, not ticked in the form. */
  source: "formular" | "beschreibung";
}

/** Categories whose disclosure lets others harm the person (fraud, identity misuse, account takeover). */
export const MISUSABLE: ReadonlySet<DataCategory> = new Set(["finanz", "zugangsdaten", "identifikation"]);

const RANGES: Record<PersonsRange, [number, number | null]> = {
  "1": [1, 1],
  "2-10": [2, 10],
  "11-100": [11, 100],
  "101-1000": [101, 1000],
  "1001-10000": [1001, 10000],
  ">10000": [10001, null],
};

export interface BreachFacts {
  sensitive: DataCategory[];
  misusable: DataCategory[];
  /** Lower bound of the number of persons; null when it is unknown. */
  personsAtLeast: number | null;
  personsLabel: string;
  recipient: Recipient;
  copiesExist: "ja" | "nein" | "unbekannt";
  encryptedSafe: boolean;
  logsRuleOut: boolean;
  /** Description: the review of what was seen or copied is still running, or what was opened is not known. */
  reviewOpen: boolean;
  /** Someone unauthorised demonstrably got into the data or the account (form or a login cue), whatever they opened. */
  accessShown: boolean;
  /** Description: free-text fields may hold sensitive or financial details the ticked categories do not show. */
  freeTextHeikel: boolean;
  /** Description: whether a contact list reveals more (a bank's customers, patients, members) is unclear. */
  listUnclear: boolean;
  /** The facts above that were recognised in the description rather than set in the form. */
  fromDescription: Set<"recipient" | "encryption" | "logs">;
}

// Linear cues only: literal words with bounded gaps, no nested quantifiers.
const DELETION_CONFIRMED =
  /(?:löschung|vernichtung)\s(?:\S+\s)?bestätigt|bestätigt[^.]{0,80}(?:gelöscht|vernichtet)|(?:gelöscht|vernichtet)[^.]{0,40}bestätigt|zurückgeschickt|zurückgesandt|zurückgebracht|zurückgegeben|retourniert/;
// "verschlüsselt" counts only together with a cue that the key is safe, and never after "un"/"nicht".
const ENCRYPTED = /verschlüsselt|aes-?256|bitlocker|filevault/;
const NOT_ENCRYPTED = /unverschlüsselt|nicht\s(?:\S+\s)?verschlüsselt/;
const KEY_SAFE = /schlüssel[^.]{0,40}(?:nicht\sbetroffen|sicher|getrennt|separat|nicht\sauf\sdem)/;
const NO_ACCESS =
  /kein(?:e|en)?\s(?:\S+\s)?(?:zugriff|abruf|download)|niemand[^.]{0,60}(?:zugegriffen|geöffnet|abgerufen|heruntergeladen|eingesehen)|zugriff\s(?:\S+\s)?ausgeschlossen/;
const LOGS = /\blogs?\b|logfiles?|protokoll/;
const EXFILTRATED =
  /exfiltriert|abgeflossen|darknet|leak-seite|(?:daten|kopien?)\s[^.]{0,40}abgezogen|mit\s(?:der\s)?veröffentlichung\s(?:\S+\s)?gedroht/;

/** Whether one sentence of the text names logs and says they show no access. */
function logsShowNoAccess(text: string): boolean {
  return text.split(/[.;!?]/).some((sentence) => LOGS.test(sentence) && NO_ACCESS.test(sentence));
}

export function personsOf(input: BreachInput): { atLeast: number | null; label: string } {
  if (input.personsApprox !== null) return { atLeast: input.personsApprox, label: `rund ${input.personsApprox.toLocaleString("de-CH")}` };
  if (input.personsRange) {
    const [from, to] = RANGES[input.personsRange];
    return { atLeast: from, label: to === null ? `über ${(from - 1).toLocaleString("de-CH")}` : from === to ? `${from}` : `${from}–${to}` };
  }
  return { atLeast: null, label: "unbekannt" };
}

export function factsOf(input: BreachInput): BreachFacts {
  const text = `${input.title}. ${input.description}`.toLowerCase();
  const fromDescription = new Set<"recipient" | "encryption" | "logs">();
  let recipient = input.recipient;
  let copiesExist = input.copiesExist;
  let encryptedSafe = input.encrypted && input.keySafe;
  let logsRuleOut = input.accessRuledOutByLogs;
  if ((recipient === "unbekannt" || recipient === "vertrauenswuerdig") && DELETION_CONFIRMED.test(text)) {
    recipient = "vertrauenswuerdig_geloescht";
    fromDescription.add("recipient");
  }
  if (recipient === "unbekannt" && EXFILTRATED.test(text)) {
    recipient = "krimineller";
    if (copiesExist === "unbekannt") copiesExist = "ja";
    fromDescription.add("recipient");
  }
  if (!encryptedSafe && !NOT_ENCRYPTED.test(text) && (input.encrypted || ENCRYPTED.test(text)) && KEY_SAFE.test(text)) {
    encryptedSafe = true;
    fromDescription.add("encryption");
  }
  if (!logsRuleOut && logsShowNoAccess(text)) {
    logsRuleOut = true;
    fromDescription.add("logs");
  }
  const persons = personsOf(input);
  return {
    sensitive: input.categories.filter((c) => SENSITIVE.has(c)),
    misusable: input.categories.filter((c) => MISUSABLE.has(c)),
    personsAtLeast: persons.atLeast,
    personsLabel: persons.label,
    recipient,
    copiesExist,
    encryptedSafe,
    logsRuleOut,
    reviewOpen: reviewOpen(text),
    accessShown: input.accessedByThirdParty === "ja" || input.cyberAttack || loginMisused(text),
    freeTextHeikel: freeTextMayBeHeikel(text),
    listUnclear: listMeaningUnclear(text),
    fromDescription,
  };
}
