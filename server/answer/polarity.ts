// The yes or no of a yes/no question, read from the statement that answers it (issue 24, decision
// 005, session 10). "Darf ich …?" answered by "… dürfen nur mit Einwilligung …" is a "no, not
// without", and "Kann ich verhindern …?" answered by "Die Patientin kann … ausschliessen" a "yes";
// a statement that gives the rule without the yes/no leaves the person asking to work it out. The
// opening is only added where the polarity is plain: the question asks with the same modal the
// statement uses (may ↔ darf/kann, must ↔ muss/braucht), is not itself negated, and the statement
// speaks of the one asking, not of the other party (a data subject's right to a company asking, an
// employer's duty to an employee). Everything else keeps the statement as it is: no opening is
// better than a wrong one.
import { splitSentences } from "./sentences.js";

export type Modal = "may" | "must";

/** The yes/no question's modal, from the sentence that asks ("…? Darf ich das?"), in the four languages. */
const ASKS: [Modal, RegExp][] = [
  [
    "may",
    /^(?:(?:und|aber|also|oder) )?(?:darf|dürfen|darfst|dürfte|dürften|kann|können|kannst|könnte|könnten)\b|\b(?:ist|wäre) (?:das|es|dies)(?: \p{L}+)? (?:erlaubt|zulässig|ok|okay|in ordnung)\b|^geht das\b|^(?:puis-je|pouvons-nous|peut-on|peut-il|peut-elle|peuvent-ils)\b|\b(?:ai-je|avons-nous|a-t-il|a-t-elle|a-t-on) le droit\b|^est-ce que (?:je|nous|on) (?:peux|pouvons|peut)\b|\best-ce (?:permis|autorisé)\b|^(?:posso|possiamo|può|possono|si può)\b|\bè (?:permesso|consentito|lecito)\b|^(?:can|may|could) (?:i|we|they|he|she|our|the|a|an)\b|\bis (?:that|this|it) allowed\b/iu,
  ],
  [
    "must",
    /^(?:(?:und|aber|also) )?(?:muss|müssen|musst|brauche|brauchen|braucht)\b|^(?:bin|sind|ist) (?:ich|wir|er|sie|man) (?:dazu |gesetzlich )?verpflichtet\b|^(?:dois-je|devons-nous|doit-on|doit-il|doit-elle|doivent-ils|faut-il)\b|^(?:sommes-nous|suis-je) obligés?\b|^(?:devo|dobbiamo|deve|devono|bisogna)\b|^(?:must|do|does) (?:i|we|they|he|she|you|our|the)\b(?:.*\b(?:have to|need to|need)\b)?/iu,
  ],
];
/** A negated question ("Müssen die nicht …?", "Can't we …?") asks the other way round. */
const NEGATED = /(?<!\p{L})(?:nicht|kein\p{L}*|nie|niemand\p{L}*|nein|pas|non|not|no|n't|nessun\p{L}*)(?!\p{L})/iu;

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

/** Which yes/no a question asks for: "may" or "must", unless negated or not a yes/no question. */
export function askedModal(question: string): Modal | undefined {
  const sentence = askingSentence(question);
  if (NEGATED.test(sentence)) return undefined;
  return ASKS.find(([, pattern]) => pattern.test(sentence))?.[0];
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
): string | undefined {
  if (/^(?:Ja|Nein|Nur|Nicht|Grundsätzlich|Eine feste|Einen festen|Eine eigene)\b/u.test(statement)) return undefined;
  const asked = askedModal(question);
  if (!asked) return undefined;
  const first = splitSentences(statement)[0] ?? statement;
  const found = modalClause(first);
  if (!found || found.modal !== asked) return undefined;
  // The statement must say what may or must be done about the very act asked ("melden" ↔ "gemeldet
  // werden"): a rule on the same provision about another act gives no yes or no to this one.
  const verb = askedVerb(question);
  if (!verb || !speaksOf(verb, found.clause)) return undefined;
  // The other party's right or role: a data subject's right does not answer what a company may or
  // must, and a statement about "der Arbeitgeber" does not answer the one whose employer it is.
  if (SUBJECT_RIGHT.test(first) && ASKED_BY_ORGANISATION.test(askingSentence(question))) return undefined;
  const role = ROLE_SUBJECT.exec(first)?.[1];
  if (
    role &&
    new RegExp(`(?<!\\p{L})(?:mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer)\\s+${role.slice(0, -1)}`, "iu").test(
      question,
    )
  )
    return undefined;
  const conditional = CONDITION.test(first) || VERB_FIRST.test(first);
  if (NEGATIVE.test(found.clause)) return conditional ? undefined : "Nein:";
  if (ONLY.test(found.clause)) return asked === "may" ? "Nein, nicht ohne Weiteres:" : "Nicht in jedem Fall:";
  // A condition leaves the yes or no to the case ("muss gemeldet werden, wenn ein hohes Risiko
  // besteht" is a no for a mail to the wrong customer): no opening then.
  return conditional ? undefined : "Ja:";
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
