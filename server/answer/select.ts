// Which anchored statement opens the answer (issue 24, decision 005, session 9): chosen through the
// ranking, not the phrasing. On questions nobody on the code had seen, the ranking put an expected
// provision first for about 63 % and among its best for about 81 %, while an anchor's phrasings
// matched the question only where they had been written from it. So an anchor is weighed by how
// high the ranking puts the provisions it rests on (a provision many anchors share counts less),
// by whether its aspect is the one asked, and by its phrasing overlap as one signal among others.
import type { KnowledgeIndex, SearchOutcome } from "../search/index.js";
import type { Anchor, AnchorAspect, AnchorAssessment, AnchorMatch } from "./anchors.js";

/**
 * The aspects whose only anchor on a provision answers for it. A penalty provision states one
 * offence; a provision's one deadline or cost anchor may be about another of its rules (the two
 * years a breach is documented, on the provision that also sets "so rasch als möglich").
 */
const SOLE_ASPECTS: AnchorAspect[] = ["penalty"];

export interface SelectionWeights {
  /** How many of the ranking's best provisions can support an anchor. */
  ranks: number;
  /** A secondary provision of the anchor supports it less than its main one. */
  secondary: number;
  /** The ranking's support against the phrasing overlap. */
  rank: number;
  phrasing: number;
  /** An anchor whose aspect is exactly the asked one, not a neighbouring yes/no. */
  sameAspect: number;
  /** The least phrasing overlap an anchor supported by the ranking needs (its topic words). */
  minPhrasing: number;
  /** More of it for an anchor of a neighbouring aspect (a permission rule for "Müssen wir das melden?"). */
  neighbourPhrasing: number;
  /** The least combined score. */
  minScore: number;
  /** A phrasing match this close answers even without the ranking's support (session 8's rule). */
  close: number;
  /**
   * How many of the ranking's best provisions may make their only anchor of the asked aspect open
   * the answer without a phrasing match (0 turns it off): "Ist das strafbar?" on a provision with one
   * penalty rule has one answer, however the question words the act.
   */
  sole: number;
  /** The same for a follow-up whose own words the phrasing covers (at least FRESH_CLOSE_SHARE of them). */
  closeFollowUp: number;
}

export const SELECTION: SelectionWeights = {
  ranks: 8,
  secondary: 0.8,
  rank: 1,
  phrasing: 1,
  sameAspect: 0.1,
  minPhrasing: 0.45,
  neighbourPhrasing: 0.1,
  minScore: 0.9,
  close: 0.8,
  sole: 1,
  closeFollowUp: 0.6,
};
const FRESH_CLOSE_SHARE = 0.3;

export interface Selection extends AnchorMatch {
  /** The ranking's support for the anchor's provisions (0 when none is among the best). */
  support: number;
  /** Its phrasing overlap alone (0 to about 1). */
  phrasing: number;
}

export class AnchorSelector {
  /** How many anchors rest on each article: a provision shared by many says little about which one fits. */
  private readonly sharing = new Map<string, number>();
  /** How many anchors of each aspect have each article as their main provision ("DSG Art. 24 notify"). */
  private readonly mainOf = new Map<string, number>();
  private readonly count: number;

  constructor(
    private readonly index: KnowledgeIndex,
    anchors: Anchor[],
    private readonly weights: SelectionWeights = SELECTION,
  ) {
    for (const anchor of anchors)
      for (const article of new Set(anchor.refs.map((ref) => this.article(ref))))
        this.sharing.set(article, (this.sharing.get(article) ?? 0) + 1);
    for (const anchor of anchors) {
      const key = `${this.article(anchor.refs[0])} ${anchor.aspect}`;
      this.mainOf.set(key, (this.mainOf.get(key) ?? 0) + 1);
    }
    this.count = Math.max(1, anchors.length);
  }

  private article(ref: string): string {
    return this.index.docByRef(ref)?.article ?? ref;
  }

  /** 1 for a provision only this anchor rests on, towards 0 for one every anchor shares. */
  private specificity(article: string): number {
    const shared = this.sharing.get(article) ?? 1;
    return Math.log(1 + this.count / shared) / Math.log(1 + this.count);
  }

  /** The ranking's support for an anchor: the best rank among its provisions, weighted by how specific that provision is. */
  support(anchor: Anchor, outcome: SearchOutcome): number {
    const w = this.weights;
    const position = new Map<string, number>();
    outcome.results.slice(0, w.ranks).forEach((r, i) => {
      if (!position.has(r.doc.article)) position.set(r.doc.article, i);
    });
    let best = 0;
    anchor.refs.forEach((ref, i) => {
      const article = this.article(ref);
      const at = position.get(article);
      if (at === undefined) return;
      const value = (1 / (1 + 0.5 * at)) * (i === 0 ? 1 : w.secondary) * (0.5 + 0.5 * this.specificity(article));
      best = Math.max(best, value);
    });
    return best;
  }

  /**
   * The anchors that may open the answer, best first: supported by the ranking with enough of their
   * topic in the question, or matching the question's phrasing very closely. None means the ranking's
   * own statements (and, for a deadline, a cost or a penalty, the honest gap line) answer.
   */
  rank(assessments: AnchorAssessment[], outcome: SearchOutcome): Selection[] {
    const w = this.weights;
    const chosen: Selection[] = [];
    const top = outcome.results.slice(0, w.sole).map((r) => r.doc.article);
    for (const a of assessments) {
      const support = this.support(a.anchor, outcome);
      // A follow-up's own words matched closely answer even where the ranking, pulled towards the
      // earlier question's provisions, does not support the anchor (decision 005, session 10).
      const close = a.gated && a.score >= (a.fresh !== undefined && a.fresh >= FRESH_CLOSE_SHARE ? w.closeFollowUp : w.close);
      const score = w.rank * support + w.phrasing * a.score + (a.sameAspect && a.aspectKnown ? w.sameAspect : 0);
      const minPhrasing = w.minPhrasing + (a.sameAspect || !a.aspectKnown ? 0 : w.neighbourPhrasing);
      // The only anchor of the asked aspect on a provision the ranking puts first answers for it.
      const main = this.article(a.anchor.refs[0]);
      const sole =
        SOLE_ASPECTS.includes(a.anchor.aspect) &&
        a.sameAspect &&
        a.aspectKnown &&
        top.includes(main) &&
        this.mainOf.get(`${main} ${a.anchor.aspect}`) === 1;
      if (close || sole || (support > 0 && a.score >= minPhrasing && score >= w.minScore))
        chosen.push({
          anchor: a.anchor,
          score: close ? Math.max(score, w.rank + a.score) : score,
          support,
          phrasing: a.score,
        });
    }
    return chosen.sort((a, b) => b.score - a.score);
  }
}
