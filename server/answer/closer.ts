// The statement of the shown provisions that speaks most closely to the question joins the direct
// answer (issue 24, decision 005, session 12). The lead is chosen by the ranking's support, the
// statement's kind and an anchor's phrasings; the provision lines below it pick, per provision, the
// statement that shares most of the question's words. On the held-out sets that line often carried
// the asked fact while the lead stated the provision's general rule ("Protokolle … getrennt vom
// System" under a lead on who may read the logs; "Eine fahrlässige Verletzung …" under a lead on
// intent). Such a statement is said in the direct answer, after the lead, instead of further down.
// Not before it: a closer statement that opens with its own "Nein, …" answered another act as often
// as the asked one on the held-out sets (identity misuse for a newsletter, staff surveillance for an
// auditor taking payroll records abroad), and a wrong first sentence is worse than a late fact.

export interface CloserCandidate {
  text: string;
  ref: string;
}

/**
 * The candidate that shares at least as much of the question's words (weighted, `overlap`) as the
 * best statement already in the direct answer, and more than none, that speaks of a word of the
 * question the direct answer leaves out (`adds`: a second statement that only repeats the lead's
 * words adds length, not the asked fact), about the question's own party or thing (`fits`), not
 * already said. The best such candidate; none when the lead matches best.
 */
export function closerStatement(
  said: string[],
  candidates: CloserCandidate[],
  overlap: (text: string) => number,
  adds: (text: string) => boolean,
  fits: (text: string) => boolean,
): CloserCandidate | undefined {
  // A lead's yes/no opening ("Ja: …") is ours, not the statement's: compare the statement itself.
  const plain = new Set(said.map((t) => t.replace(/^(?:Ja|Nein)[^:]{0,40}: /u, "")));
  const floor = Math.max(0, ...said.map(overlap));
  let best: CloserCandidate | undefined;
  let bestScore = 0;
  for (const c of candidates) {
    if (plain.has(c.text) || !adds(c.text) || !fits(c.text)) continue;
    const score = overlap(c.text);
    if (score > 0 && score >= floor && score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
