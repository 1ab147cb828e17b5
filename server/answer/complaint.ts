// A follow-up about the criminal complaint after an answer that named an offence (issue 24, decision
// 005, session 18): "Ist das strafbar?" answered with the hidden-camera offence, then "Bis wann muss
// ich den Strafantrag stellen?" or "Muss das Opfer selber Anzeige machen?". The earlier answer gives
// the act, the follow-up only the aspect: the offence's own statement on how it is prosecuted (on
// complaint, by whom, within three months, or ex officio) answers it, and the offence's provision is
// cited first, not the DSG's general rule on complaints (Art. 66) that the words of criminal
// procedure alone find. Session 12 moved the earlier penal provision first for any follow-up about
// prosecution and was withdrawn: on unseen questions it read a report to the EDÖB as a criminal
// complaint and "wen trifft die Busse" (who is fined, which the DSG's own articles answer) as one.
// Here the follow-up must name the criminal complaint itself and no authority, and the earlier
// answer must have opened on a penalty statement.
import type { Anchor, AnchorAspect } from "./anchors.js";
import { PERIOD } from "./aspect.js";

/** The criminal complaint or how an offence is prosecuted, in the question's languages. */
const COMPLAINT =
  /(?<!\p{L})(?:strafantrag\p{L}*|antrag stellen|strafanzeige|anzeige (?:erstatten|machen|einreichen)|anzeige gegen|anzeigen|antragsdelikt|offizialdelikt|von amtes wegen|plainte(?: pénale)?|porter plainte|d'office|querela|d'ufficio|criminal complaint|press charges|file a complaint|ex officio)(?!\p{L})/iu;
/** A complaint to an authority that supervises (a report to the EDÖB or the FINMA) is no criminal complaint. */
const AUTHORITY = /(?<!\p{L})(?:edöb|edoeb|pfpdt|ifpdt|fdpic|finma|datenschutzbeauftragt\p{L}*|préposé|incaricato|commissioner)(?!\p{L})/iu;
/** A statement that says how the offence is prosecuted. */
const PROSECUTION = /antrag|von amtes wegen/i;

/** Whether a follow-up asks about the criminal complaint (who files it, by when, whether one is needed). */
export function asksComplaint(question: string): boolean {
  return COMPLAINT.test(question) && !AUTHORITY.test(question);
}

/**
 * The offence the earlier answer named: the main provision of the penalty statement that opened it,
 * when that answer cited it (the chat passes its citations as context).
 */
export function earlierOffence(opening: Anchor | undefined, earlierRefs: string[]): string | undefined {
  // Only a penalty statement names the offence: one of another aspect may say that the provision does
  // not apply ("Nur für die Berufe, die das Strafgesetzbuch aufzählt" to a veterinary practice).
  if (opening?.aspect !== "penalty") return undefined;
  const ref = opening.refs[0];
  return earlierRefs.includes(ref) ? ref : undefined;
}

/**
 * A penalty statement's yes or no answers whether the act is punishable, not the complaint asked
 * about: "Ja, von Amtes wegen: …" to "Muss das Opfer Strafantrag stellen?" would say yes to the
 * wrong question. The statement opens with what follows it ("Von Amtes wegen: …").
 */
export function withoutYesNo(text: string): string {
  const rest = /^(?:Ja|Nein)(?:, |: )(.)/u.exec(text);
  return rest ? `${rest[1].toUpperCase()}${text.slice(rest[0].length)}` : text;
}

/**
 * The statement that answers a complaint follow-up about the offence: one resting on its provision
 * (or, for a deadline, one of deadline statements that names it) that says how it is prosecuted, and
 * for "bis wann" also states a period. Its own statement first, then the asked aspect, then the
 * closer phrasing; none when no statement of ours says it (the answer then opens as before).
 */
export function complaintStatement(
  anchors: readonly Anchor[],
  offence: string,
  asked: AnchorAspect | undefined,
  phrasing: (anchor: Anchor) => number,
): Anchor | undefined {
  const candidates = anchors.filter(
    (a) =>
      (a.refs[0] === offence || (a.aspect === "deadline" && a.refs.includes(offence))) &&
      PROSECUTION.test(a.text) &&
      (asked !== "deadline" || PERIOD.test(a.text)),
  );
  const rank = (a: Anchor) => (a.refs[0] === offence ? 2 : 0) + (a.aspect === asked ? 1 : 0) + phrasing(a);
  return candidates.sort((a, b) => rank(b) - rank(a))[0];
}
