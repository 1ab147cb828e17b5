// The yes or no of a yes/no question, read from the statement that answers it (issue 24, decision
// 005, session 10). "Darf ich …?" answered by "… dürfen nur mit Einwilligung …" is a "no, not
// without", and "Kann ich verhindern …?" answered by "Die Patientin kann … ausschliessen" a "yes";
// a statement that gives the rule without the yes/no leaves the person asking to work it out. The
// opening is only added where the polarity is plain: the question asks with the same modal the
// statement uses (may ↔ darf/kann, must ↔ muss/braucht), is not itself negated, and the statement
// speaks of the one asking, not of the other party (a data subject's right to a company asking, an
// employer's duty to an employee). Everything else keeps the statement as it is: no opening is
// better than a wrong one.
import { translate } from "../search/glossary.js";
import { detectLanguage, type Language } from "../search/language.js";
import { foreignActs } from "./polarity-acts.js";
import { CUES, type AskedModal } from "./polarity-cues.js";
import { splitSentences } from "./sentences.js";

export type Modal = "may" | "must";
/** The statement's modal in its main clause. */
const STATES: [Modal, RegExp][] = [
  ["may", /(?<!\p{L})(?:darf|dürfen|kann|können|(?:ist|sind) (?:zulässig|erlaubt))(?!\p{L})/iu],
  ["must", /(?<!\p{L})(?:muss|müssen|braucht|brauchen|(?:ist|sind) (?:dazu )?verpflichtet)(?!\p{L})/iu],
];
const NEGATIVE = /(?<!\p{L})(?:nicht|kein\p{L}*|niemand\p{L}*|nie|nichts|verboten|unzulässig)(?!\p{L})/iu;
const ONLY = /(?<!\p{L})nur(?!\p{L})/iu;
/** A condition in the statement ("…, wenn …", "Trifft … zu, muss …"). */
const CONDITION = /(?<!\p{L})(?<!auch )(?:wenn|sofern|soweit|falls|ausser|solange)(?!\p{L})/iu;
const VERB_FIRST =
  /^(?:Ist|Sind|Hat|Haben|Besteht|Bestehen|Trifft|Liegt|Geht|Gibt|Will|Wird|Werden|Fehlt|Kann|Können|Bearbeitet|Bearbeiten)\b/u;

/** The subject of a right a data subject holds ("Jede Person kann … verlangen"). */
const SUBJECT_RIGHT =
  /^(?:Jede Person|Die betroffene Person|Betroffene|Die Person|Die Patientin|Der Patient|Patientinnen|Versicherte|Die versicherte Person|Mitarbeitende|Kundinnen|Kunden)\b[^,;:]*?\b(?:kann|können|hat|haben|darf|dürfen)\b/u;
/** A question asked by an organisation ("Müssen wir …", "unsere Firma"). */
const ASKED_BY_ORGANISATION = /(?<!\p{L})(?:wir|uns|unser\p{L}*|we|our|us|nous|notre|nos|noi|nostr\p{L}*)(?!\p{L})/iu;
/** The statement's subject as a role noun ("Der Arbeitgeber darf …", "Die Bank muss …"). */
const ROLE_SUBJECT = /^(?:Der|Die|Das|Ein|Eine|Jede|Jeder)\s+(\p{Lu}\p{L}{3,})/u;

/** Words after the verb of a German yes/no question that say nothing of what is asked ("… geben, einfach so?"). */
const TRAILING = new Set([
  "einfach",
  "so",
  "überhaupt",
  "auch",
  "denn",
  "eigentlich",
  "trotzdem",
  "wirklich",
  "jetzt",
  "nun",
  "noch",
  "bitte",
  "oder",
  "nicht",
]);
const NO_VERB = new Set(["das", "es", "dies", "dass", "ihn", "sie", "ihm", "ihr", "ihnen", "uns", "mich", "mir", "so", "machen", "tun"]);

/**
 * The verb of a German yes/no question, which ends the asking sentence ("Dürfen wir die Daten
 * nach England schicken?" → "schicken"); none for a pronoun ("Dürfen die das?"). Split into words
 * rather than matched from the end: it runs on what the user types (decision 018).
 */
export function askedVerb(question: string): string | undefined {
  const words = askingSentence(question)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  while (words.length && TRAILING.has(words.at(-1)!.toLowerCase())) words.pop();
  const last = words.at(-1);
  return last && !NO_VERB.has(last.toLowerCase()) ? last : undefined;
}

/** The sentence that asks: the last one with a question mark, or the last one. */
export function askingSentence(question: string): string {
  const sentences = splitSentences(question.trim());
  const asking = sentences.filter((s) => s.includes("?"));
  return (asking.at(-1) ?? sentences.at(-1) ?? question).trim();
}

/** Which yes/no a question asks for, and the words after the modal; none when negated or not a yes/no question. */
function readAsk(question: string, language: Language): { modal: AskedModal; rest: string } | undefined {
  const sentence = askingSentence(question);
  const cues = CUES[language];
  if (cues.negated.test(sentence)) return undefined;
  for (const [modal, pattern] of cues.asks) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    // "Dans quel délai devons-nous …?" asks for information; "When a report comes in, do we have to …?" does not.
    const before = sentence.slice(0, m.index + 1);
    if (cues.informing?.test(before) && !/[,;:–]/.test(before)) return undefined;
    return { modal, rest: sentence.slice(m.index + m[0].length) };
  }
  return undefined;
}

/** Which yes/no a question asks for, in the question's language (polarity-cues.ts). */
export function askedModal(question: string, language: Language = detectLanguage(question)): AskedModal | undefined {
  return readAsk(question, language)?.modal;
}

/** The clause of the first sentence in which the statement's modal stands (between , ; : and the sentence's end). */
function modalClause(sentence: string): { modal: Modal; clause: string } | undefined {
  let found: { modal: Modal; at: number; length: number } | undefined;
  for (const [modal, pattern] of STATES) {
    const m = pattern.exec(sentence);
    if (m && (!found || m.index < found.at)) found = { modal, at: m.index, length: m[0].length };
  }
  if (!found) return undefined;
  const at = found.at;
  const start = Math.max(...[",", ";", ":"].map((c) => sentence.lastIndexOf(c, at))) + 1;
  const ends = [",", ";", ":"].map((c) => sentence.indexOf(c, at)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : sentence.length;
  return { modal: found.modal, clause: sentence.slice(start, end) };
}

/**
 * The yes/no opening a statement gives to a question, or undefined where it is not plain. It is
 * written before the statement: "Ja: …", "Nein, nicht ohne Weiteres: …",
 * "Nein: …".
 */
export function yesNoOpening(
  question: string,
  statement: string,
  /** Whether the statement's clause speaks of the question's verb (its stems and synonyms, in the index's analysis). */
  speaksOf: (verb: string, clause: string) => boolean,
  language: Language = detectLanguage(question),
): string | undefined {
  if (/^(?:Ja|Nein|Nur|Nicht|Grundsätzlich|Eine feste|Einen festen|Eine eigene)\b/u.test(statement)) return undefined;
  const ask = readAsk(question, language);
  if (!ask) return undefined;
  const first = splitSentences(statement)[0] ?? statement;
  const found = modalClause(first);
  // What may or must be done is answered by a statement of that modal; whether something is
  // forbidden, or must be put up with, by what the other side may do.
  const expected: Modal = ask.modal === "must" ? "must" : "may";
  if (!found || found.modal !== expected) return undefined;
  // The statement must say what may or must be done about the very act asked ("melden" ↔ "gemeldet
  // werden"): a rule on the same provision about another act gives no yes or no to this one. A
  // German question ends with its verb; the others name the act after the modal (polarity-acts.ts).
  const acts = language === "de" ? [askedVerb(question)].filter((v): v is string => Boolean(v)) : askedActs(question, ask, language);
  if (!acts.some((act) => speaksOf(act, found.clause))) return undefined;
  const asking = askingSentence(question);
  // The other party's right or role: a data subject's right does not answer what a company may or
  // must (nor whether one must put up with something: the right is the asker's own), and a
  // statement about "der Arbeitgeber" does not answer the one whose employer it is.
  if (SUBJECT_RIGHT.test(first) && (ask.modal === "tolerate" || ASKED_BY_ORGANISATION.test(asking))) return undefined;
  const role = ROLE_SUBJECT.exec(first)?.[1];
  if (role && ask.modal !== "tolerate" && ownRole(question, role, language)) return undefined;
  const conditional = CONDITION.test(first) || VERB_FIRST.test(first);
  const negative = NEGATIVE.test(found.clause);
  const only = !negative && ONLY.test(found.clause);
  if (ask.modal === "forbidden") {
    // "Is it forbidden?": a plain prohibition is a yes, a plain permission a no; one with a condition is neither.
    if (conditional || only) return undefined;
    return negative ? "Ja:" : "Nein:";
  }
  if (negative) return conditional ? undefined : "Nein:";
  if (only) return ask.modal === "must" ? "Nicht in jedem Fall:" : "Nein, nicht ohne Weiteres:";
  // A condition leaves the yes or no to the case ("muss gemeldet werden, wenn ein hohes Risiko
  // besteht" is a no for a mail to the wrong customer): no opening then.
  return conditional ? undefined : "Ja:";
}

/**
 * The acts a French, Italian or English question asks about: named after the modal, or, where it
 * names none ("Is that allowed?", "Ha il diritto di farlo?"), in the sentence before it.
 */
function askedActs(question: string, ask: { modal: AskedModal; rest: string }, language: Exclude<Language, "de">): string[] {
  const named = foreignActs(ask.rest, language, ask.modal === "tolerate");
  if (named.length) return named;
  const sentences = splitSentences(question.trim());
  const at = sentences.lastIndexOf(askingSentence(question));
  return at > 0 ? foreignActs(sentences[at - 1], language, true) : [];
}

/** Words by which the one asking names their own employer, bank, insurer … ("mein Arbeitgeber", "my employer", "il mio datore di lavoro"). */
const OWN: Record<Language, RegExp> = {
  de: /(?<!\p{L})(?:mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer)\s+/giu,
  fr: /(?<!\p{L})(?:mon|ma|mes|notre|nos)\s+/giu,
  it: /(?<!\p{L})(?:mio|mia|miei|mie|nostro|nostra|nostri|nostre)\s+/giu,
  en: /(?<!\p{L})(?:my|our)\s+/giu,
};

/** Whether the question names the statement's role noun as the asker's own. */
function ownRole(question: string, role: string, language: Language): boolean {
  const stem = role.slice(0, -1);
  if (language === "de") return new RegExp(`${OWN.de.source}${stem}`, "iu").test(question);
  // The words after the possessive ("my former employer", "il mio datore di lavoro") in German.
  return [...question.matchAll(OWN[language])].some((m) => {
    const after = question
      .slice(m.index + m[0].length)
      .split(/[,.;:?!]/)[0]
      .split(/\s+/)
      .slice(0, 4)
      .join(" ");
    return translate(after, language).some((words) => words.toLowerCase().includes(stem.toLowerCase()));
  });
}

/**
 * Whether an index term of the statement is the asked verb's stem, also as a participle
 * ("meld" ↔ "gemeldet", "weiterleit" ↔ "weitergeleitet"), which the stemmer leaves apart.
 */
export function sameVerb(stem: string, term: string): boolean {
  if (stem.length < 3) return false;
  if (term === stem) return true;
  const at = term.indexOf("ge");
  if (at < 0) return false;
  const participle = term.slice(0, at) + term.slice(at + 2);
  return participle.startsWith(stem) && participle.length - stem.length <= 2;
}
