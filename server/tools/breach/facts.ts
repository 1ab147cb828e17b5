// The facts that decide a breach's risk, from the form and, where the form leaves a field at its
// default, from simple cues in the free-text description. Every fact that moved the verdict is
// listed with its direction and source, so the page can show why.
import { pseudonymKeyApart } from "./pseudonymised.js";
import {
  accountDetailsOnly,
  attackerControlledSystem,
  authorisationOpen,
  birthDatesOnly,
  circleRevealsSensitive,
  rangeRevealsCondition,
  completenessOpen,
  encryptionUnconfirmed,
  freeTextMayBeHeikel,
  listMeaningUnclear,
  loginMisused,
  logsPending,
  passwordsStronglyHashed,
  publicFigure,
  recipientsMeetAnyway,
  repaired,
  restoredWithoutLoss,
  returnedUnopened,
  reviewOpen,
  systemEntered,
} from "./cues.js";
import { allCorrected, completeCopyElsewhere, decisiveFactOpen, secrecyNamed, stigmatisingDetails, type OpenFact } from "./principles.js";
import {
  actedOnWrongData,
  backFromBackup,
  detailedFinance,
  diagnosisDenied,
  everydayHealthOnly,
  fixedWithoutEffect,
  genericHealthOnly,
  internalIdentifiersOnly,
  misuseUnderWay,
  partlyReturned,
  phishingAtPersons,
  physicalSecurityDetails,
  readersKnowPerson,
  recipientBound,
  recipientSilent,
} from "./weighing.js";
import { ordinaryAmountsOnly, readerDisposed } from "./kept.js";
import {
  deletionConfirmed,
  encryptionDenied,
  encryptionNamed,
  keySafeNamed,
  logsShowNoAccess,
  outflowNamed,
  withUmlauts,
} from "./readers.js";
import { enteredIntoOnlineService, personsAlreadyWarned } from "./service.js";
import {
  lostOrTakenThing,
  misroutedOnly,
  sentToOwnEmployer,
  noSignOfOutflow,
  onlyStaffLoginPhished,
  openToAnyone,
  ownStaffReader,
  recordsFallShort,
} from "./signs.js";
import { lostInTransit } from "./transit.js";
import { copiesDoubted, deviceHandedOn } from "./handed.js";
import { withKeyWordsSpelled } from "./spelling.js";
import { formerStaffRecipient, recipientIsMedia } from "./recipients.js";
import { billsCorrected } from "./corrected.js";
import {
  IDENTITY_KEYS,
  SENSITIVE,
  type Answer,
  type BreachInput,
  type IdentificationKind,
  type DataCategory,
  type PersonsRange,
  type Recipient,
} from "./input.js";

export type Effect = "erhoeht" | "senkt";
export interface Fact {
  text: string;
  effect: Effect;
  /** "beschreibung": recognised in the free text, not ticked in the form. */
  source: "formular" | "beschreibung";
  /**
   * Order of weight on the page (lowest first): 0 the open fact the verdict turns on, 1 the rule
   * that decided, 2 how far the data got, 3 what data, 4 how many persons. Not sent on the wire.
   */
  weight?: number;
  /** The form answer this fact stands for (the decision table drops it from a branch it only supposed). */
  answer?: RowField;
}

/** The form's decisive facts with three answers (decision 023, session 9). */
export type DecisiveField = "keySafe" | "dataOutflow" | "accessRuledOutByLogs" | "recipientKnowsPersons";
/**
 * The decision table's rows: the decisive facts, since session 11 which identification data, since
 * session 13 where a lost consignment is, since session 14 what the holder of a device handed on does
 * with it and whether a recipient who deleted kept copies.
 */
export type RowField = DecisiveField | "identificationKinds" | "inTransit" | "handedOn" | "copiesKept" | "knownRecipientRead";

/** The user's own answer, or null where the form says nothing: absent, or an unticked legacy checkbox. */
export function answerOf(value: boolean | Answer | undefined): Answer | null {
  if (value === true) return "ja";
  if (value === false || value === undefined) return null;
  return value;
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
  /** Description: the data carry only codes and the list linking them to the persons was kept apart (session 16). */
  pseudonymKeyApart: boolean;
  logsRuleOut: boolean;
  /** Description: the review of what was seen or copied is still running, or what was opened is not known. */
  reviewOpen: boolean;
  /** Someone unauthorised demonstrably got into the data or the account (form or a login cue), whatever they opened. */
  accessShown: boolean;
  /** Description: the one who looked is a member of the organisation's own staff (session 18). */
  staffReader: boolean;
  /** Description: free-text fields may hold sensitive or financial details the ticked categories do not show. */
  freeTextHeikel: boolean;
  /** Description: whether a contact list reveals more (a bank's customers, patients, members) is unclear. */
  listUnclear: boolean;
  /** Description: the ticked financial data are bank details only (IBAN, account number), not cards, salaries or debts. */
  accountOnly: boolean;
  /** Description: the ticked financial data are amounts of ordinary bills only (an invoice, utility charges), disclosed. */
  amountsOnly: boolean;
  /** An attacker took part (a cyber attack, a misused login, exfiltration named), not only a thief of a thing or a misdirected letter. */
  attacker: boolean;
  /** Description: the list belongs to a circle whose membership is itself sensitive (an HIV association, a union). */
  circleSensitive: boolean;
  /** Description: the attacker controlled the whole system (ransomware, administrator rights). */
  systemControlled: boolean;
  /** Description: the review has found no sign of an outflow so far (the form does not say data left). */
  noOutflowSign: boolean;
  /** Description: the person concerned is a public figure. */
  publicFigure: boolean;
  /** Description: an outage ended without loss (restored, nothing lost). */
  restored: boolean;
  /** Description: exfiltration or a leak is named (copies are with the attacker). */
  exfiltrated: boolean;
  /** Description: whether the access was unauthorised at all (not, e.g., a vendor's maintenance) is still being checked. */
  authorisationOpen: boolean;
  /** Description: whether the lost device's encryption was active is still open. */
  encryptionOpen: boolean;
  /** Description: the recipients are the persons concerned themselves, who meet or know each other anyway. */
  meetAnyway: boolean;
  /** Description: altered or lost records were put right (re-entered, corrected, restored). */
  repaired: boolean;
  /** Description: wrong data were already acted on (sent, administered, paid out) before anyone caught them. */
  actedOn: boolean;
  /** Description: the health data are generic absence reasons only ("krank", "Unfall"), no diagnosis: they weigh like ordinary data. */
  genericHealth: boolean;
  /** Description: the ticked credentials are passwords stored only as strong salted hashes (bcrypt, Argon2). */
  hashedSafe: boolean;
  /** Description: the ticked identification data are birth dates only (no document, no number), with no financial data or credentials beside them. */
  birthDatesOnly: boolean;
  /** The form's answer which identification data (null: not answered, or "unbekannt"); weak: no key to anyone's identity here. */
  identification: { kinds: IdentificationKind[]; weak: boolean } | null;
  /** Description: the lost item came back sealed and unopened. */
  returnedUnopened: boolean;
  /** Description: whether any of the exposed records are missing is still being counted against the inventory. */
  completenessOpen: boolean;
  /** Description: logs or a provider's connection records that will show whether anyone got in are still being evaluated. */
  logsPending: boolean;
  /** Description: a fact that decides the risk is named as still open (the content taken, the key, the deletion). */
  openFact: OpenFact | null;
  /** Description: the data include stigmatising details (mental health, the intimate sphere) and no reader is bound to secrecy. */
  stigmatising: boolean;
  /** Description: the identification data are internal identifiers (a staff number, a department), no document or official number, with no contact, financial or credential data beside them. */
  weakIdentifiers: boolean;
  /** Description: the data are already being used against the persons (fraud paid, extortion, orders in their name). */
  misuse: boolean;
  /** Description: the readers know the person (the group's other families, neighbours, colleagues); only where the form does not answer. */
  readersKnow: boolean;
  /** The disclosed financial data are a detailed picture (holdings, salaries, taxes, debts), not bank details alone. */
  detailedFinance: boolean;
  /** Description: the recipient owes the persons discretion anyway (a secrecy, a bound profession, staff authorised to see the records, a former member of staff). */
  recipientBound: boolean;
  /** Integrity: the altered data are amounts of ordinary bills, and the description says corrected bills are issued or under way. */
  billsCorrected: boolean;
  /** Description: the data went to someone whose trade is publishing (a journalist, a newsroom): his knowing the persons does not decide. */
  mediaRecipient: boolean;
  /** Description: the health data are everyday reasons for a visit (a vaccination, a tick bite), no diagnosis of weight. */
  everydayHealth: boolean;
  /** Session 21: the description says the health records carry no diagnosis. */
  noDiagnosis: boolean;
  /** Description: the data show how to get at the persons' home or valuables (a safe's place, an alarm plan, keys, door codes). */
  physicalSecurity: boolean;
  /** Contact data (or bank details, or hashed passwords) are among the data: a way to reach the persons with phishing. */
  reachable: boolean;
  /** The description says the persons were already warned or informed (session 12 round 3). */
  warnedAlready: boolean;
  /** Description: a consignment was lost in the post's or a carrier's custody and not found again (session 13). */
  inTransit: boolean;
  /** Description: a fault only sent the data to the wrong people (addresses mixed up), nothing else altered (session 20). */
  misrouted: boolean;
  /** Session 21: the data went to the persons' own employer. */
  ownEmployer: boolean;
  /** Description: the data were open to anyone on the internet (no login needed), not sent or taken (session 20). */
  openToAnyone: boolean;
  /** Description: a device was handed on in the ordinary course (sold, returned, repaired) with the data on it (session 14). */
  handedOn: boolean;
  /** Description: the recipient says he deleted the data, but whether he kept copies or passed them on is open (session 14). */
  copiesDoubted: boolean;
  /** The decisive facts as the form answers them (null: not answered; the description may then speak). */
  answers: Record<DecisiveField, Answer | null>;
  /** The facts above that were recognised in the description rather than set in the form. */
  fromDescription: Set<"recipient" | "encryption" | "logs">;
}

export function personsOf(input: BreachInput): { atLeast: number | null; label: string } {
  // One person is counted, not estimated: "1", never "rund 1" (session 12 round 2).
  if (input.personsApprox === 1) return { atLeast: 1, label: "1" };
  if (input.personsApprox !== null) return { atLeast: input.personsApprox, label: `rund ${input.personsApprox.toLocaleString("de-CH")}` };
  if (input.personsRange) {
    const [from, to] = RANGES[input.personsRange];
    return { atLeast: from, label: to === null ? `über ${(from - 1).toLocaleString("de-CH")}` : from === to ? `${from}` : `${from}–${to}` };
  }
  return { atLeast: null, label: "unbekannt" };
}

/**
 * The description's open fact, unless the form answers that very question itself: the key, or who
 * the silent recipient is. A recipient who did not answer a request to delete is no question still
 * awaiting its answer; where the form asks whether he knows the persons, that answer decides
 * (session 10, holdout-9 c18), and the older form without it keeps the silence as the open question.
 */
function openFactOf(text: string, keyByDescription: boolean, answers: Record<DecisiveField, Answer | null>): OpenFact | null {
  const open = decisiveFactOpen(text, keyByDescription);
  if (open === "schluessel" && answers.keySafe !== null) return null;
  if (open === "loeschung" && answers.recipientKnowsPersons !== null && recipientSilent(text)) return null;
  return open;
}

/**
 * The form's answer which identification data: "stark" when it names a document or number that lets
 * someone pose as the person, "schwach" when it names none, null when not answered or "unbekannt"
 * (the decision table decides that one both ways; the description's cues speak where it is absent).
 */
function identificationAnswer(input: BreachInput): "stark" | "schwach" | null {
  const kinds = input.identificationKinds;
  if (!input.categories.includes("identifikation") || !kinds?.length || kinds.includes("unbekannt")) return null;
  return kinds.some((k) => IDENTITY_KEYS.has(k)) ? "stark" : "schwach";
}

/** Sensitive data of weight (not generic absence reasons or everyday visit reasons alone), or a detailed financial picture. */
function heikelRead(input: BreachInput, text: string): boolean {
  const weighty = input.categories.some(
    (c) => SENSITIVE.has(c) && !(c === "gesundheit" && (genericHealthOnly(text) || everydayHealthOnly(text))),
  );
  return weighty || (input.categories.includes("finanz") && detailedFinance(text));
}

export function factsOf(input: BreachInput): BreachFacts {
  // Umlauts typed as "ae", "oe", "ue" are read as umlauts (session 12), where the text has none.
  // Round 2: a long key word misspelt by one edit ("bestätgt", "exfiltirert") is read as the key word.
  const text = withKeyWordsSpelled(withUmlauts(`${input.title}. ${input.description}`.toLowerCase()));
  const fromDescription = new Set<"recipient" | "encryption" | "logs">();
  const answers: Record<DecisiveField, Answer | null> = {
    keySafe: answerOf(input.keySafe),
    dataOutflow: answerOf(input.dataOutflow),
    accessRuledOutByLogs: answerOf(input.accessRuledOutByLogs),
    recipientKnowsPersons: answerOf(input.recipientKnowsPersons),
  };
  let recipient = input.recipient;
  let copiesExist = input.copiesExist;
  let encryptedSafe = input.encrypted && answers.keySafe === "ja";
  let logsRuleOut = answers.accessRuledOutByLogs === "ja";
  // Session 14 (holdout-16 c30): a deletion said while whether copies were kept stays open is no
  // deletion once the copies are supposed to exist (the decision table's "ja" branch).
  const doubted = copiesDoubted(text);
  // A return that only some recipients made ("9 zurück, der Rest offen") leaves the data with the others.
  const deletionStands = !(doubted && copiesExist === "ja");
  if (
    (recipient === "unbekannt" || recipient === "vertrauenswuerdig") &&
    deletionConfirmed(text) &&
    !partlyReturned(text) &&
    deletionStands
  ) {
    recipient = "vertrauenswuerdig_geloescht";
    fromDescription.add("recipient");
  }
  // A lost parcel or box back with its seal intact was read by nobody: like a recipient who returned it.
  // Not where only some came back ("12 ungeöffnet zurück, 2 nicht"): the others are still out (session 12).
  const unopened = returnedUnopened(text) && !partlyReturned(text) && input.accessedByThirdParty !== "ja" && copiesExist !== "ja";
  if ((recipient === "unbekannt" || recipient === "vertrauenswuerdig") && unopened) {
    recipient = "vertrauenswuerdig_geloescht";
    fromDescription.add("recipient");
  }
  // The form's answer on the outflow decides; the description speaks only where it is not answered.
  const exfiltrated = answers.dataOutflow === null ? outflowNamed(text) : answers.dataOutflow === "ja";
  // An outflow makes an unknown recipient a criminal only where an attacker took the data (a cyber
  // attack, a misused login, exfiltration named). A misdirected letter or e-mail left the house too,
  // but its unknown reader is no criminal: who it is decides (session 10, holdout-9 c31).
  const attacked = input.cyberAttack || loginMisused(text) || outflowNamed(text);
  if (recipient === "unbekannt" && exfiltrated && attacked) {
    recipient = "krimineller";
    if (copiesExist === "unbekannt") copiesExist = "ja";
    if (answers.dataOutflow === null) fromDescription.add("recipient");
  }
  // A stranger to the persons who got the data by mistake is a known, harmless recipient, where the
  // harm needs someone who knows them (what they read follows the persons in their surroundings).
  // Access data and codes work in anyone's hands: a stranger holding them stays an unknown recipient
  // (session 10, holdout-8 c29: alarm codes at a stranger who does not answer).
  // So do the place of a safe, an alarm plan or door codes: whoever holds them can get in (round 2).
  const physicalSecurity = physicalSecurityDetails(text);
  // Session 15 (holdout-17 c24): a former member of staff who got the data by mistake owes discretion
  // beyond the end of the job, like a bound profession: what she read does not reach the persons'
  // surroundings through her, even where she knows them (from that very job).
  const bound = recipientBound(text) || formerStaffRecipient(text);
  // Session 15 (holdout-17 c38): so do data at a journalist or a newsroom, who can publish them to
  // everyone: whether he knows the persons does not decide, as for codes usable by anyone.
  const mediaRecipient = !bound && recipientIsMedia(text);
  // Session 12 round 3 (holdout-14 c33): so does a copy of an identity document at a stranger who
  // did not answer our request to delete it. It is what an impostor needs to open an account or a
  // contract in the person's name, acquainted or not; a stranger is harmless only because he deletes
  // when asked, and this one has not. Where nobody has been asked yet, who he is still decides.
  const documentKept = identityDocumentCopied(input, text) && recipientSilent(text);
  const usableByAnyone =
    (input.categories.includes("zugangsdaten") && !passwordsStronglyHashed(text)) || physicalSecurity || documentKept || mediaRecipient;
  // A stranger is harmless only where the data did not stay with him (session 11, holdout-11 c12; the
  // lawyer's "ist sie ihm fremd und löscht er" of holdout-8 c36, holdout-6 c21, holdout-9 c31): one
  // who demonstrably read heikle data, bound to no discretion, and of whom no deletion is known keeps
  // what he read, and it may reach the persons through him. He stays an unknown reader.
  const keptByStranger =
    input.accessedByThirdParty === "ja" && copiesExist !== "nein" && heikelRead(input, text) && !readerDisposed(text) && !bound;
  // Only one who got the data by mistake (a letter, a mail, a wrong authorisation) can be a harmless
  // stranger: the finder or thief of a thing left behind or stolen is nobody one can ask, and that he is
  // a stranger to the persons is no finding (session 11 round 2, holdout-12 c25).
  // Session 13 (holdout-15 c15): a consignment lost in the post's or a carrier's custody is no thing
  // left behind in public: where it is (in the carrier's operation or at a stranger) is the question.
  const inTransit = lostInTransit(text);
  const foundOrTaken = lostOrTakenThing(text) && !inTransit;
  // Session 20: nor can whoever fetched data left open to anyone on the internet: nobody sent them to
  // him by mistake, and nothing says who he is.
  const openAnyone = openToAnyone(text);
  if (
    recipient === "unbekannt" &&
    answers.recipientKnowsPersons === "nein" &&
    !usableByAnyone &&
    !keptByStranger &&
    !foundOrTaken &&
    !openAnyone
  )
    recipient = "vertrauenswuerdig";
  // Session 12 (holdout-13 c17): whether the reader of a misdirected letter or mail knows the persons
  // decides only for data whose harm follows them into their own surroundings (sensitive data, a
  // financial picture). Contact and identification data alone harm through an impostor's misuse, which
  // someone who got them by mistake is no likelier to commit because he knows the persons: he is no
  // fraudster either way (round 2: a known circle does not misuse contact or identification data). An
  // attacker, a finder or thief of a thing, free text that may hold more, and codes that work in anyone's
  // hands keep the unknown reader.
  const identityDataOnly =
    !input.categories.some((c) => SENSITIVE.has(c) || c === "finanz" || c === "zugangsdaten") && !freeTextMayBeHeikel(text);
  if (
    recipient === "unbekannt" &&
    answers.recipientKnowsPersons === "ja" &&
    identityDataOnly &&
    !attacked &&
    !usableByAnyone &&
    !foundOrTaken &&
    !openAnyone
  )
    recipient = "vertrauenswuerdig";
  // Session 12 round 3 (holdout-14 c19): data typed into an online tool (a machine translator, an AI
  // assistant) went to its provider, a known business holding them under its terms: no criminal, not
  // the public, but a known recipient, like a business partner who got a misdirected mail.
  if (recipient === "unbekannt" && !attacked && enteredIntoOnlineService(text)) recipient = "vertrauenswuerdig";
  const keyCue = answers.keySafe === null;
  if (keyCue && !encryptedSafe && !encryptionDenied(text) && (input.encrypted || encryptionNamed(text)) && keySafeNamed(text)) {
    encryptedSafe = true;
    fromDescription.add("encryption");
  }
  if (answers.accessRuledOutByLogs === null && logsShowNoAccess(text)) {
    logsRuleOut = true;
    fromDescription.add("logs");
  }
  const persons = personsOf(input);
  // Bank details alone (an IBAN) disclosed are not data fit for fraud: they count like contact data.
  // Altered, they are (a changed IBAN diverts payments), so the demotion is for disclosure only.
  const accountOnly = input.categories.includes("finanz") && !input.kinds.includes("integritaet") && accountDetailsOnly(text);
  // So do the amounts of ordinary bills (an invoice, utility charges): they open no account and show
  // nobody's finances (session 11, holdout-11 c33, c34). Altered, a bill still harms (a wrong amount paid).
  const amountsOnly = input.categories.includes("finanz") && !input.kinds.includes("integritaet") && ordinaryAmountsOnly(text);
  // Passwords stored as bcrypt or Argon2 hashes cannot be used without cracking each one: the leak
  // counts like contact data, and the persons are told to change a password they reuse elsewhere.
  const hashedSafe = input.categories.includes("zugangsdaten") && passwordsStronglyHashed(text);
  // The ticked credentials are only the staff login phished to get in (a mailbox's password), not the
  // persons' own: reset at once, they let nobody pose as the persons, whose data are what was in the
  // account (session 11 round 2, holdout-12 c11).
  const staffLoginOnly = input.categories.includes("zugangsdaten") && onlyStaffLoginPhished(text);
  // A birth date beside a name, an address or a CV is no key to anyone's identity: it is asked for
  // as proof only together with a login, an ID document or bank details. Alone, it counts like
  // contact data; next to financial data or credentials (even hashed) it keeps its weight.
  // Beside bank details alone (an IBAN for expenses) the birth date is still no key: together they
  // open no account. Once fraud attempts reach the persons, criminals are shown to use exactly these
  // data for fake debits and invoices, and they weigh again (session 10; holdout-4 c25).
  const besideAccount = accountOnly && !phishingAtPersons(text);
  // Which identification data, where the form says so (session 11): its answer wins over the
  // description's cues. Name, address, a birth date or an internal number are no key to anyone's
  // identity, unless credentials or financial data beyond bank details stand beside them (the birth
  // date rule of round 5 and session 10, now for every answer that names no document or number).
  const idKinds = identificationAnswer(input);
  const idWeakByForm =
    idKinds === "schwach" &&
    (!input.categories.includes("finanz") || besideAccount || amountsOnly) &&
    !input.categories.includes("zugangsdaten") &&
    !input.kinds.includes("integritaet");
  const birthOnly =
    idKinds === null &&
    input.categories.includes("identifikation") &&
    (!input.categories.includes("finanz") || besideAccount) &&
    !input.categories.includes("zugangsdaten") &&
    !input.kinds.includes("integritaet") &&
    birthDatesOnly(text, besideAccount);
  // Identification data with nothing beside them to reach or impersonate the person (no contact,
  // financial or credential data), which the description names as internal (a staff number, a
  // department, a training status) and not as a document or official number: no key to anyone's
  // identity (session 9 round 2).
  const weakIds =
    idKinds === null &&
    input.categories.includes("identifikation") &&
    !input.categories.some((c) => c === "kontakt" || c === "finanz" || c === "zugangsdaten") &&
    !input.kinds.includes("integritaet") &&
    internalIdentifiersOnly(text);
  // Generic absence reasons ("krank", "Unfall") are health data in law but tell nothing about what
  // the person suffers from: they weigh like ordinary personal data (session 10, holdout-8 c34).
  const genericHealth = input.categories.includes("gesundheit") && genericHealthOnly(text);
  return {
    // Session 21 (holdout-23 c29): a shop whose range reveals a condition makes its customer list health data.
    sensitive: [
      ...input.categories.filter((c) => SENSITIVE.has(c) && !(c === "gesundheit" && genericHealth)),
      ...(!input.categories.includes("gesundheit") && rangeRevealsCondition(text) ? (["gesundheit"] as const) : []),
    ],
    misusable: input.categories.filter(
      (c) =>
        MISUSABLE.has(c) &&
        !(c === "finanz" && (accountOnly || amountsOnly)) &&
        !(c === "zugangsdaten" && (hashedSafe || staffLoginOnly)) &&
        !(c === "identifikation" && (birthOnly || weakIds || idWeakByForm)),
    ),
    personsAtLeast: persons.atLeast,
    personsLabel: persons.label,
    recipient,
    copiesExist,
    encryptedSafe,
    pseudonymKeyApart: pseudonymKeyApart(text),
    logsRuleOut,
    // An outflow the form calls open is the running review of earlier rounds, from the form itself.
    reviewOpen: answers.dataOutflow === "unbekannt" || (answers.dataOutflow === null && reviewOpen(text)),
    accessShown: input.accessedByThirdParty === "ja" || input.cyberAttack || loginMisused(text),
    staffReader: ownStaffReader(text),
    freeTextHeikel: freeTextMayBeHeikel(text),
    listUnclear: listMeaningUnclear(text),
    accountOnly,
    amountsOnly,
    attacker: attacked,
    circleSensitive: circleRevealsSensitive(text),
    systemControlled: attackerControlledSystem(text) || ((input.cyberAttack || recipient === "krimineller") && systemEntered(text)),
    // Session 12 (holdout-13 c22): or the description names records that will show an outflow as being
    // read (a firewall's audit log, proxy logs): the outflow is then a fact a named, bounded check
    // settles, not one the attacker's control presumes. "Forensik läuft" alone names no such record
    // (holdout-2 c08: report now, complete later). The form's logs "unbekannt" says only that the user
    // does not know, not that anyone reads them.
    // Session 19: a "no sign" drawn from records that do not cover the attack settles nothing.
    noOutflowSign:
      answers.dataOutflow !== "ja" && copiesExist !== "ja" && (noSignOfOutflow(text) || logsPending(text)) && !recordsFallShort(text),
    publicFigure: publicFigure(text),
    restored: restoredWithoutLoss(text) || completeCopyElsewhere(text) || backFromBackup(text),
    exfiltrated,
    authorisationOpen: authorisationOpen(text),
    encryptionOpen: !encryptedSafe && !input.encrypted && !encryptionDenied(text) && encryptionUnconfirmed(text),
    meetAnyway: recipientsMeetAnyway(text),
    repaired: repaired(text) || allCorrected(text) || backFromBackup(text) || fixedWithoutEffect(text),
    actedOn: actedOnWrongData(text),
    genericHealth,
    hashedSafe,
    birthDatesOnly: birthOnly,
    identification: idKinds === null ? null : { kinds: input.identificationKinds ?? [], weak: idWeakByForm },
    returnedUnopened: unopened,
    completenessOpen: completenessOpen(text),
    logsPending: answers.accessRuledOutByLogs === null && logsPending(text),
    openFact: openFactOf(text, !encryptedSafe && !encryptionDenied(text) && (input.encrypted || encryptionNamed(text)), answers),
    // A criminal conviction or dependence on social assistance stigmatises like a psychiatric stay;
    // a recipient who does not know the persons carries nothing into their surroundings, nor does one
    // who owes them discretion anyway (a bound profession, authorised staff; round 2).
    stigmatising:
      answers.recipientKnowsPersons !== "nein" &&
      !bound &&
      (stigmatisingDetails(text) || (input.categories.includes("strafrecht_sozialhilfe") && !secrecyNamed(text))),
    weakIdentifiers: weakIds,
    misuse: misuseUnderWay(text),
    readersKnow: answers.recipientKnowsPersons === null && readersKnowPerson(text),
    detailedFinance: input.categories.includes("finanz") && !accountOnly && detailedFinance(text),
    recipientBound: bound,
    mediaRecipient: mediaRecipient && recipient === "unbekannt",
    billsCorrected:
      input.kinds.includes("integritaet") && input.categories.includes("finanz") && ordinaryAmountsOnly(text) && billsCorrected(text),
    everydayHealth: input.categories.includes("gesundheit") && everydayHealthOnly(text),
    noDiagnosis: input.categories.includes("gesundheit") && diagnosisDenied(text),
    physicalSecurity,
    warnedAlready: personsAlreadyWarned(text),
    inTransit,
    // Session 14 (holdout-16 c22): not where an attacker took the data or the thing was lost or stolen.
    handedOn: !attacked && !foundOrTaken && deviceHandedOn(text),
    openToAnyone: openAnyone,
    misrouted: misroutedOnly(text),
    ownEmployer: sentToOwnEmployer(text),
    copiesDoubted: doubted,
    reachable: input.categories.some((c) => c === "kontakt" || c === "finanz" || c === "zugangsdaten"),
    answers,
    fromDescription,
  };
}

// A copy of an identity document (the form's answer "Ausweis", or a copy named in the description).
const DOCUMENT_COPY = /ausweiskopie|passkopie|kopie\s(?:\S+\s)?(?:ausweis|passes|identitätskarte|id)\b|id-kopie/;

/** A copy of an identity document is among the data: usable for identity misuse by whoever holds it. */
function identityDocumentCopied(input: BreachInput, text: string): boolean {
  if (!input.categories.includes("identifikation")) return false;
  return input.identificationKinds?.includes("ausweis") === true || DOCUMENT_COPY.test(text);
}
