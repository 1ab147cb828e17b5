// Whose rule a statement states, and whether that is the one asking (issue 24, decision 005,
// session 10). On unseen questions an anchor of the right provision but the other party opened the
// answer: "Ja: Jede Person kann Auskunft verlangen" to a company asking what it may insist on, "Ja:
// Auch der Auftragsbearbeiter führt ein Verzeichnis" to a company asking about its own. A yes/no
// that belongs to the other party is a wrong yes/no; such a statement does not open the answer.

/** The words by which a question names a processor or a federal body. */
export const ROLE_WORDS = {
  processor:
    "auftragsbearbeit|dienstleister|hoster|hosting|anbieter|provider|outsourc|treuhänder|supporter|IT-Firma|unterauftrag|sous-traitant|responsabile del trattamento|processor",
  bund: "bundesorgan|bundesamt|bundesverwaltung|verwaltung|behörde|amt\\b|öffentliches organ|federal|fédéral|federale",
};

/** A statement (after its yes/no, "Ja: …") whose subject is a processor or a federal body. */
const ROLE_SUBJECT = /^(?:[^:]{0,60}:\s*)?(?:Auch )?(?:Ein|Der|Die|Jedes) (Auftragsbearbeiter|Bundesorgane?)\b/iu;
/** A right the data subject holds ("Jede Person kann … verlangen", "Mitarbeitende können … verlangen"). */
const SUBJECT_RIGHT =
  /^(?:[^:]{0,60}:\s*)?(?:Jede Person|Die betroffene Person|Betroffene|Die Patientin|Der Patient|Mitarbeitende|Versicherte)\b[^,;:]{0,40}?\b(?:kann|können|hat|haben)\b/u;
/** A question asked by an organisation about what it may do ("Dürfen wir …", "Posso …, ha un conto da noi"). */
const ORGANISATION = /(?<!\p{L})(?:wir|uns|unser\p{L}*|we|our|us|nous|notre|nos|noi|nostr\p{L}*|ci)(?!\p{L})/iu;
const MAY =
  /(?<!\p{L})(?:darf|dürfen|erlaubt|zulässig|geht das|ist das ok|may|allowed|can (?:i|we)|puis-je|pouvons|peut-on|ai-je le droit|posso|possiamo|si può|è lecito)(?!\p{L})/iu;

/**
 * Whether a statement speaks of another party than the one asking: a processor's or a federal
 * body's rule where the question names neither, or a data subject's right where an organisation
 * asks what it may do (its duty, "Müssen wir Auskunft geben?", is the right's other side and fits).
 */
export function otherParty(question: string, text: string): boolean {
  const role = ROLE_SUBJECT.exec(text)?.[1];
  if (role) {
    const words = ROLE_WORDS[role.toLowerCase().startsWith("bundes") ? "bund" : "processor"];
    if (!new RegExp(words, "iu").test(question)) return true;
  }
  return SUBJECT_RIGHT.test(text) && ORGANISATION.test(question) && MAY.test(question);
}
