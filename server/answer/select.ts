// Which anchored statement opens the answer (issue 24, decision 005, session 9): chosen through the
// ranking, not the phrasing. On questions nobody on the code had seen, the ranking put an expected
// provision first for about 63 % and among its best for about 81 %, while an anchor's phrasings
// matched the question only where they had been written from it. So an anchor is weighed by how
// high the ranking puts the provisions it rests on (a provision many anchors share counts less),
// by whether its aspect is the one asked, and by its phrasing overlap as one signal among others.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../paths.js";
import type { KnowledgeIndex, SearchOutcome } from "../search/index.js";
import type { Anchor, AnchorAspect, AnchorAssessment, AnchorMatch } from "./anchors.js";
import { questionProfile, type SubjectProfile } from "./subject.js";

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

/**
 * The learned choice (decision 005, session 15): a logistic model of whether an anchor's statement
 * states the question's facts, over what the answerer already has for it (its phrasing overlap, its
 * aspect against the asked one, the ranking's support, the hand rules' verdict). Trained by
 * `npm run train:selection` (tooling/answer/select-learn.ts) with leave-one-set-out validation;
 * below `threshold` no anchor answers and the ranking's statements, the general test or the honest
 * gap line do, as before.
 */
export interface SelectionModel {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
}

export const SELECTION_MODEL_FILE = path.join(ROOT, "knowledge", "selection-model.json");

export function loadSelectionModel(file = SELECTION_MODEL_FILE): SelectionModel | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as SelectionModel) : null;
}

/** What the selection knows of the question beside the assessments. */
export interface SelectionQuestion {
  /** The question asks yes or no (a permission, duty or notification aspect, or none). */
  yesNo: boolean;
  /** Its asking sentence asks what to do ("Was müssen wir jetzt tun?"): not a yes/no question, whatever the aspect. */
  asksOpen?: boolean;
  /** It follows an earlier question of the conversation. */
  followUp: boolean;
  /** Whom and what it (with the earlier question) names (subject.ts); absent, the phrasings' subjects are not compared. */
  profile?: SubjectProfile;
}

const YES_NO_OPENING = /^(?:Ja|Nein)\b/u;

export function selectionProbability(model: SelectionModel, features: Record<string, number>): number {
  let z = model.bias;
  for (const [name, value] of Object.entries(features)) z += (model.weights[name] ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}

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
  /** Whom and what each anchor's phrasings name, read once per anchor. */
  private readonly askProfiles = new Map<string, SubjectProfile[]>();

  constructor(
    private readonly index: KnowledgeIndex,
    anchors: Anchor[],
    private readonly weights: SelectionWeights = SELECTION,
    /** The learned choice; null keeps the hand rules of sessions 9–14. */
    readonly model: SelectionModel | null = null,
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
  rank(assessments: AnchorAssessment[], outcome: SearchOutcome, question?: SelectionQuestion): Selection[] {
    if (this.model && question) return this.learned(this.model, assessments, outcome, question);
    const chosen: Selection[] = [];
    for (const a of assessments) {
      if (a.fits === false || a.needsMet === false) continue;
      const hand = this.hand(a, outcome);
      if (hand) chosen.push(hand);
    }
    return chosen.sort((a, b) => b.score - a.score);
  }

  /** The hand rules' verdict on one anchor (sessions 9–14): its selection, or undefined when they leave it out. */
  hand(a: AnchorAssessment, outcome: SearchOutcome, support = this.support(a.anchor, outcome)): Selection | undefined {
    const w = this.weights;
    // A follow-up's own words matched closely answer even where the ranking, pulled towards the
    // earlier question's provisions, does not support the anchor (decision 005, session 10).
    const close = a.gated && a.score >= (a.fresh !== undefined && a.fresh >= FRESH_CLOSE_SHARE ? w.closeFollowUp : w.close);
    const score = w.rank * support + w.phrasing * a.score + (a.sameAspect && a.aspectKnown ? w.sameAspect : 0);
    const minPhrasing = w.minPhrasing + (a.sameAspect || !a.aspectKnown ? 0 : w.neighbourPhrasing);
    if (close || this.sole(a, outcome) || (support > 0 && a.score >= minPhrasing && score >= w.minScore))
      return { anchor: a.anchor, score: close ? Math.max(score, w.rank + a.score) : score, support, phrasing: a.score };
    return undefined;
  }

  /** The only anchor of the asked aspect on a provision the ranking puts first answers for it. */
  private sole(a: AnchorAssessment, outcome: SearchOutcome): boolean {
    const top = outcome.results.slice(0, this.weights.sole).map((r) => r.doc.article);
    const main = this.article(a.anchor.refs[0]);
    return (
      SOLE_ASPECTS.includes(a.anchor.aspect) &&
      a.sameAspect &&
      a.aspectKnown &&
      top.includes(main) &&
      this.mainOf.get(`${main} ${a.anchor.aspect}`) === 1
    );
  }

  /**
   * The question names its party (a landlord) and every phrasing of the anchor that names one names
   * another (the staff-GPS rule, asked by employers, for a bike rental's customers): it is another
   * party's rule and does not open, whatever the model says, as a statement about another party does
   * not (subject.ts, party.ts). The statement's own words may not say whom it is for ("GPS in
   * Firmenfahrzeugen"); its phrasings do. A hard rule beside the model, applied after it.
   */
  aboutOtherParty(anchor: Anchor, question: SubjectProfile | undefined): boolean {
    if (!question?.actors.length || question.vague) return false;
    let profiles = this.askProfiles.get(anchor.id);
    if (!profiles) {
      profiles = anchor.asks.map((ask) => questionProfile(ask));
      this.askProfiles.set(anchor.id, profiles);
    }
    const naming = profiles.filter((p) => p.actors.length);
    return naming.length > 0 && naming.every((p) => !p.actors.some((actor) => question.actors.includes(actor)));
  }

  /**
   * The features of one (question, anchor) pair, all known at run time. Named, so that the model's
   * file says what each weight is for.
   */
  features(a: AnchorAssessment, outcome: SearchOutcome, question: SelectionQuestion): Record<string, number> {
    const support = this.support(a.anchor, outcome);
    const hand = this.hand(a, outcome, support);
    const fits = a.fits !== false;
    const same = a.sameAspect && a.aspectKnown;
    // Where the ranking puts the anchor's provisions: the best position among the eight best, and
    // the main provision's score relative to the best result's.
    let position = -1;
    let relative = 0;
    const top = outcome.results[0]?.score || 1;
    const articles = a.anchor.refs.map((ref) => this.article(ref));
    outcome.results.slice(0, this.weights.ranks).forEach((r, i) => {
      if (position < 0 && articles.includes(r.doc.article)) position = i;
      if (r.doc.article === articles[0]) relative = Math.max(relative, r.score / top);
    });
    const opensYesNo = YES_NO_OPENING.test(a.anchor.text);
    const f: Record<string, number> = {
      phrasing: a.score,
      share: a.share ?? 0,
      cover: a.cover ?? 0,
      gated: a.gated ? 1 : 0,
      hand: hand ? 1 : 0,
      handScore: hand?.score ?? 0,
      sameAspect: same && fits ? 1 : 0,
      neighbourAspect: fits && !same && a.aspectKnown ? 1 : 0,
      otherAspect: fits ? 0 : 1,
      unknownAspect: a.aspectKnown ? 0 : 1,
      needsMissing: a.needsMet === false ? 1 : 0,
      support,
      ranked: position >= 0 ? 1 : 0,
      rankFirst: position === 0 ? 1 : 0,
      rankPosition: position >= 0 ? 1 / (1 + position) : 0,
      rankScore: relative,
      specificity: this.specificity(articles[0]),
      sole: this.sole(a, outcome) ? 1 : 0,
      polarityFit: question.yesNo && opensYesNo ? 1 : 0,
      polarityMiss: !question.yesNo && opensYesNo ? 1 : 0,
      fresh: a.fresh ?? 0,
      followUp: question.followUp ? 1 : 0,
      length: Math.min(2, a.anchor.text.length / 300),
    };
    f[`aspect:${a.anchor.aspect}`] = 1;
    return f;
  }

  /** The learned choice: every anchor whose probability reaches the threshold, the most probable first. */
  private learned(
    model: SelectionModel,
    assessments: AnchorAssessment[],
    outcome: SearchOutcome,
    question: SelectionQuestion,
  ): Selection[] {
    const chosen: Selection[] = [];
    for (const a of assessments) {
      if (this.aboutOtherParty(a.anchor, question.profile)) continue;
      // A statement that opens with "Ja"/"Nein" answers a yes/no question; as the first word of an
      // answer to "Was müssen wir jetzt tun?" it says yes or no to something nobody asked.
      if (question.asksOpen && YES_NO_OPENING.test(a.anchor.text)) continue;
      const p = selectionProbability(model, this.features(a, outcome, question));
      if (p >= model.threshold) chosen.push({ anchor: a.anchor, score: p, support: this.support(a.anchor, outcome), phrasing: a.score });
    }
    return chosen.sort((a, b) => b.score - a.score);
  }
}
