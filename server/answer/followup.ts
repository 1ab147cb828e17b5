// A follow-up that asks who files the complaint, by when, or what one risks ("Muss der Kunde selber
// Strafantrag stellen?", "Und wenn wir es trotzdem gemacht haben – wer könnte uns anzeigen?") asks
// about the act of the earlier question: the earlier question supplies the act the follow-up leaves
// out, the follow-up only the aspect (decision 005, session 12, answers-s12-follow). Its own words
// are the general words of criminal procedure, so the ranking puts the DSG's general penalty
// provisions (DSG Art. 60, 61) first, although the earlier answer named the act's own penal
// provision (bank secrecy, professional secrecy, recording a conversation). Among the follow-up's own
// results, the first provision the earlier answer cited that states a penalty is named first.

/** Asks for the penalty or its prosecution, in the user's words (de, fr, it, en). */
const ASKS_PROSECUTION =
  /(?<!\p{L})(?:straf(?:antrag|anzeige|bar|verfolg\p{L}*)|anzeigen|anzeige|angezeigt|verfolgt|verfolgen|was droht|was riskier\p{L}*|bestraft|busse|strafe|plainte|poursuivi\p{L}*|punissable|querela|denuncia\p{L}*|perseguit\p{L}*|punibile|complaint|prosecut\p{L}*|punishable)(?!\p{L})/iu;

/** What a statement says when it states a penalty or how it is prosecuted. */
const STATES_PENALTY = /strafbar|bestraft|Busse|Freiheitsstrafe|Geldstrafe|Strafantrag|auf Antrag|von Amtes wegen/i;

export interface RankedProvision {
  /** The provision's article ("StGB Art. 321"). */
  article: string;
  /** Its statements (entry answers and facts). */
  statements: string[];
}

/**
 * The index among `results` of the provision to name first for a follow-up asking about the penalty
 * or its prosecution, or -1 to keep the ranking: the first of the earlier answer's citations
 * (`earlier`, as articles, in their order) that the follow-up's results hold and whose statements
 * state a penalty. Kept when the ranking already opens on a penal provision the earlier answer cited
 * (it continues the earlier act) or the question asks no such thing. A provision the earlier answer
 * cited that states no penalty (the professional secrecy's KVG article) does not hold its place.
 */
export function earlierActFirst(question: string, results: RankedProvision[], earlier: string[]): number {
  if (!results.length || !earlier.length || !ASKS_PROSECUTION.test(question)) return -1;
  const penal = (r: RankedProvision) => r.statements.some((s) => STATES_PENALTY.test(s));
  if (earlier.includes(results[0].article) && penal(results[0])) return -1;
  for (const article of earlier) {
    const at = results.findIndex((r) => r.article === article);
    if (at > 0 && penal(results[at])) return at;
  }
  return -1;
}
