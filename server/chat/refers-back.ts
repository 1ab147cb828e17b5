// Whether a message names a thing the earlier question named (issue 24, session 15): "die Hotline"
// after "Wir führen eine Whistleblowing-Hotline ein", "in unserem Verzeichnis" after "ein Verzeichnis
// der Bearbeitungstätigkeiten", "Frau K." after "die Lohnabrechnung von Frau K.". A noun is
// introduced once and then referred to with a determiner: the determiner says "the one you know",
// and the earlier question is where it is known from. The law's own words (data, the EDÖB, the
// employer, a person, customers) and time words stand in almost every question and say nothing of
// this. French "leur" is as often a pronoun ("leur avoir demandé") and does not count.
import { fold } from "../search/analyzer.js";

// Definite, demonstrative and possessive determiners: they say "the one you know". "Ein Kunde" or
// "a customer" may be new to the conversation. German nouns are capitalised, so a German determiner
// refers to the first capitalised word among the next three ("in der neuen Meldung"); in French,
// Italian and English the noun is one of the next two words ("les anciens clients", "the hotline").
const GERMAN_DETERMINERS = new Set(
  "der die das den dem des dieser diese dieses diesem diesen unser unsere unserer unserem unseren unseres ihr ihre ihrer ihrem ihren ihres sein seine seiner seinem seinen seines mein meine meiner meinem meinen meines".split(
    " ",
  ),
);
const OTHER_DETERMINERS = new Set(
  "le la les l ce cet cette ces notre nos son sa ses il lo gli questo questa questi queste nostro nostra nostri nostre suo sua suoi the this that these those our his her their".split(
    " ",
  ),
);

// A person named by title and name or initial ("Frau K.", "Herr Meier", "Mme Rochat").
const TITLED = /(?<!\p{L})(?:frau|herr|mme|madame|monsieur|m\.|signora|signor|sig\.|mrs?\.?|ms\.?|dr\.)\s+\p{Lu}[\p{L}]*\.?/giu;

// Words of the law and of nearly every question: naming them again is no reference to a thing.
const GENERIC = new Set(
  (
    "daten personendaten datenschutz edöb edoeb dsg gesetz gesetzes recht rechte frage fragen fall firma unternehmen " +
    "person personen leute menschen betroffene betroffenen arbeitgeber mitarbeiter mitarbeitende mitarbeitenden " +
    "schweiz einwilligung zustimmung information informationen adresse adressen name namen e-mail e-mails mail mails " +
    "kunde kunden kundin kundinnen client clients cliente clienti customer customers jahr jahre jahren monat monate " +
    "woche wochen zeit année années anno anni year years données personne personnes entreprise dati persona " +
    "persone azienda data person people company consent"
  )
    .split(" ")
    .map(fold),
);

/** The words of a text, folded, hyphenated compounds also as their parts ("whistleblowing-hotline"). */
function wordsOf(text: string): string[] {
  const words = fold(text.toLowerCase()).match(/[\p{L}-]+/gu) ?? [];
  return words.flatMap((w) => (w.includes("-") ? [w, ...w.split("-").filter(Boolean)] : [w]));
}

// Two words name the same thing when they are the same word in another inflection ("Kunde",
// "Kunden"), an act named by its noun ("Meldung", "melden"), or when the earlier one is a compound whose head it is ("Hotline" of
// "Whistleblowing-Hotline", "Liste" of "Mitgliederliste"). A shared beginning alone is not enough:
// "Datenschutz-Folgenabschätzung" and "Datenschutzgesetz" are different things.
const ENDINGS = ["", "s", "n", "e", "en", "er", "es", "ern", "nen"];
function sameThing(noun: string, earlier: string): boolean {
  if (ENDINGS.some((e) => noun + e === earlier || earlier + e === noun)) return true;
  // A German action noun names the act of its verb: "die Meldung" after "Müssen wir das melden?".
  if (noun.endsWith("ung") && noun.length >= 7 && [`${noun.slice(0, -3)}en`, `${noun.slice(0, -3)}n`].includes(earlier)) return true;
  return noun.length >= 5 && ENDINGS.some((e) => earlier.endsWith(noun + e));
}

/** The things a message refers to with a determiner or by title and name (folded). */
function referredTo(message: string): string[] {
  const words = message.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  const nouns: string[] = [];
  words.forEach((word, i) => {
    const lower = word.toLowerCase();
    if (GERMAN_DETERMINERS.has(lower)) {
      const noun = words.slice(i + 1, i + 4).find((w) => /^\p{Lu}/u.test(w));
      if (noun) nouns.push(noun);
    } else if (OTHER_DETERMINERS.has(lower)) nouns.push(...words.slice(i + 1, i + 3));
  });
  const things = nouns.flatMap((noun) => wordsOf(noun)).filter((n) => n.length >= 4 && !GENERIC.has(n));
  const titled = [...message.matchAll(TITLED)].map((m) => fold(m[0].toLowerCase().replace(/\s+/g, " ")));
  return [...things, ...titled];
}

/** Whether the message may refer back at all: it has a determiner before a noun, or a titled name. */
export function mayReferBack(message: string): boolean {
  return referredTo(message).length > 0;
}

/** Whether the message names, with a determiner or by title and name, a thing the earlier question named. */
export function refersBack(message: string, earlier: string): boolean {
  const things = referredTo(message);
  if (!things.length) return false;
  const before = wordsOf(earlier).filter((w) => w.length >= 4 && !GENERIC.has(w));
  const titledBefore = (earlier.match(TITLED) ?? []).map((t) => fold(t.toLowerCase().replace(/\s+/g, " ")));
  return things.some((thing) => (thing.includes(" ") ? titledBefore.includes(thing) : before.some((w) => sameThing(thing, w))));
}

// A short form names what the earlier question spelled out (issue 24, session 16): "die DSFA" after
// "Datenschutz-Folgenabschätzung". Its letters are the long word's parts' initials, so they stand in
// the long word in order, the first at its start. Two letters match too much ("KI", "AG"); the law's
// own short forms (DSG, EDÖB) stand in almost every question.
const SHORT_FORM = /(?<!\p{L})\p{Lu}{3,6}(?!\p{L})/gu;

function abbreviates(short: string, long: string): boolean {
  if (long.length < 3 * short.length || long[0] !== short[0]) return false;
  let at = 1;
  for (const letter of short.slice(1)) {
    at = long.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/**
 * Whether the message uses a short form of what the earlier question spelled out in full: the initials
 * of its words in a row ("DPF" for "Data Privacy Framework"), or, for four letters or more, the parts
 * of one compound (three letters in order stand in too many long words: "DNA" in "Datenschutzerklärung").
 */
export function shortensEarlier(message: string, earlier: string): boolean {
  const shorts = (message.match(SHORT_FORM) ?? []).map((s) => fold(s.toLowerCase())).filter((s) => !GENERIC.has(s));
  if (!shorts.length) return false;
  const words = wordsOf(earlier).filter((w) => !w.includes("-"));
  const initials = words.map((w) => w[0]).join("");
  const longs = wordsOf(earlier).filter((w) => w.length >= 9);
  return shorts.some((s) => !words.includes(s) && (initials.includes(s) || (s.length >= 4 && longs.some((w) => abbreviates(s, w)))));
}

// One of a group the earlier question named as its own ("Ein Kunde will …" after "Unsere Kunden
// schicken uns …", "Ein Mitglied" after "unsere Mitglieder"): the indefinite article introduces a new
// member, not a new situation. Only a group named with a possessive or definite article counts.
// Case matters after the article (German nouns are capitalised, adjectives not), so no "i" flag.
const MEMBER_OPENING =
  /^(?:[Ee]in|[Ee]ine|[Ee]iner|[Ee]ines|[Uu]n|[Uu]ne|[Uu]no|[Uu]na|[Aa]|[Aa]n|[Oo]ne of)\s+(?:(?:der|unserer|ihrer|our|their|de nos|dei nostri)\s+)?(?:\p{Ll}[\p{L}-]*\s+){0,2}(\p{L}[\p{L}-]*)/u;
const POSSESSIVE = /^(?:unsere|unserer|unseren|ihre|ihren|ihrer|nos|our|their|i nostri|le nostre)$/iu;
const GROUP_DETERMINER = /^(?:unsere|unserer|unseren|die|den|der|ihre|ihren|ihrer|nos|les|our|the|i nostri|le nostre)$/iu;

/** Whether the message opens on one member of a group the earlier question named with a determiner. */
export function oneOfEarlierGroup(message: string, earlier: string): boolean {
  const noun = MEMBER_OPENING.exec(message.trim())?.[1];
  if (!noun || noun.length < 4) return false;
  const member = fold(noun.toLowerCase());
  const words = earlier.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  return words.some(
    (w, i) =>
      i > 0 &&
      GROUP_DETERMINER.test(words[i - 1]) &&
      // The same form ("unsere Auftraggeber", "ein Auftraggeber") only after a possessive, which is plural here.
      ENDINGS.some((e) => fold(w.toLowerCase()) === member + e && (e !== "" || POSSESSIVE.test(words[i - 1]))),
  );
}

// The complaint after the offence: who files it, by when, whether it lapsed, asked after "Ist das
// strafbar?", is the next step of the act asked about, not a new question.
const ASKS_PUNISHABLE = /(?<!\p{L})(?:strafbar\p{L}*|reato|punissable|infraction pénale|criminal offence|a crime)(?!\p{L})/iu;
const ASKS_COMPLAINT =
  /(?<!\p{L})(?:strafantrag|strafanzeige|anzeige|anzeigen|verjährt|verjährung|plainte|querela|complaint|press charges)(?!\p{L})/iu;

/** Whether the message asks about the complaint against the act the earlier question asked was punishable. */
export function asksComplaintAfterOffence(message: string, earlier: string): boolean {
  return ASKS_COMPLAINT.test(message) && ASKS_PUNISHABLE.test(earlier) && !ASKS_PUNISHABLE.test(message);
}

/** Whether the message may lean on the earlier question in any of these ways (the chat reads it then). */
export function mayLeanOnEarlier(message: string): boolean {
  return (
    mayReferBack(message) ||
    /(?<!\p{L})\p{Lu}{3,6}(?!\p{L})/u.test(message) ||
    MEMBER_OPENING.test(message.trim()) ||
    ASKS_COMPLAINT.test(message)
  );
}
