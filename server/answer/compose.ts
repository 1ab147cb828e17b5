// Answers without a language model (docs/decisions/005-answers.md): a direct first sentence
// chosen from the statements of the matching guide and entries by the question's type, then
// what to do now (the guide's steps), the provisions with the fact that matters, and related
// provisions in one line. It only ever repeats what the knowledge base says; it never invents.
import type { AnswerKind } from "../knowledge/entry.js";
import type { Guide } from "../knowledge/guide.js";
import type { Doc, KnowledgeIndex, SearchContext, SearchOutcome, SearchResult } from "../search/index.js";
import { questionTypes, type QuestionType } from "../search/query.js";
import { nonLegalRequest } from "../search/requests.js";
import { translate } from "../search/glossary.js";
import { citationLabel } from "../search/refs.js";
import type { Language } from "../search/language.js";
import { AnchorMatcher, questionAspect, type Anchor, type AnchorAspect } from "./anchors.js";
import { answersAspect, askedAspect, aspectGap, PERIOD, SUM } from "./aspect.js";
import { ANSWER_IN_GERMAN, localUrl, NOT_COVERED_DE, notCovered } from "./language.js";
import {
  AnchorSelector,
  loadSelectionModel,
  SELECTION,
  type SelectionModel,
  type SelectionQuestion,
  type SelectionWeights,
} from "./select.js";
import { otherParty, ROLE_WORDS } from "./party.js";
import { askingSentence, sameVerb, yesNoOpening } from "./polarity.js";
import { closerStatement } from "./closer.js";
import { asksComplaint, complaintStatement, earlierOffence, withoutYesNo } from "./complaint.js";
import { generalTest } from "./general.js";
import { leadSentences } from "./sentences.js";
import { fitsSubject, isGeneral, questionProfile, SubjectProfiles, type SubjectProfile, type TargetedAspect } from "./subject.js";
import { toolForGuide, toolParagraph } from "./tools.js";
import type { Citation } from "./types.js";

const MAX_PROVISIONS = 3;
/** All of a guide's steps when the question asks what to do; otherwise only the few that concern it. */
const MAX_STEPS = 6;
const MAX_FITTING_STEPS = 3;
const MAX_RELATED = 2;
/** Authorities a question may ask about by name. */
const AUTHORITIES = [/\bFINMA\b/, /\b(?:EDÖB|EDOEB|PFPDT|IFPDT|FDPIC)\b/, /\b(?:BAG|OFSP|UFSP|FOPH)\b/];
const AUTHORITY_BONUS = 1;
/** A statement whose subject is a processor or a federal body, and the words by which a question names them. */
const ROLE_SUBJECT = /^(?:Ein|Der|Die) (Auftragsbearbeiter|Bundesorgane?)\b/u;
const OTHER_ROLE_PENALTY = 1;
/**
 * When the best-scored statement speaks of another party or thing (subject.ts), the best one that
 * fits leads plainly when it scores at least this share of it; below, the answer opens with the
 * honest line before it (decision 005, session 11).
 */
const FITTING_SHARE = 0.8;
/**
 * The provisions whose general principles answer where no statement fits: proportionality, purpose,
 * deletion once no longer needed (DSG Art. 6) and the duty to inform (DSG Art. 19).
 */
const PRINCIPLES = ["DSG Art. 6", "DSG Art. 19"];
/** The honest opening when no statement of ours is about the asked party or thing. */
export const NO_DIRECT_RULE = "Ausdrücklich regelt das Gesetz diesen Fall nicht; am nächsten kommt diese Regel:";
/** How close to the first sentence's score a second one must come to be added (see compose). */
const SECOND_SENTENCE_SHARE = 0.85;
/** The sources list: the provisions and what the direct answer cites, each once. */
const MAX_CITATIONS = 5;
/** How closely a question must match an anchor to be answered although the scope model doubts it. */
const RESCUE_SCORE = 0.75;
/** When an anchor's provision is cited first: a match this close, or the ranking has it this high. */
const CLOSE_ANCHOR = 0.7;
const AGREEING_RANKS = 5;

export function formatStand(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day}.${month}.${year}`;
}

export const NOT_COVERED = NOT_COVERED_DE;

/** Which statement kinds answer which kind of question. */
const KINDS_FOR: Record<QuestionType, AnswerKind[]> = {
  deadline: ["deadline"],
  amount: ["amount", "sanction"],
  sanction: ["sanction"],
  may: ["permission", "prohibition", "exception"],
  must: ["duty", "exception"],
  right: ["right"],
  who: ["responsible"],
  definition: ["definition"],
  howto: ["procedure", "duty"],
};

/**
 * How the direct first sentence is chosen: weights of the ranking's support for a statement, its
 * kind fitting the question's first type or any of its types, a figure for deadline and amount
 * questions, the overlap with the question's words, and the head start of the guide's answers.
 * Chosen by 5-fold cross-validation on the answer set (`npm run tune:answers`, decision 005).
 */
/** A question that asks what to do ("Was müssen wir jetzt tun?", "Worauf müssen wir achten?"). */
const ASKS_WHAT_TO_DO =
  /\b(?:was (?:muss|müssen|soll|sollen|kann|können) (?:ich|wir|man)(?: \p{L}+){0,3} (?:tun|unternehmen|beachten|vorkehren)|was (?:ist )?(?:jetzt |nun )?zu tun|was tun|worauf (?:muss|müssen|soll|sollen) (?:ich|wir|man)|wie (?:gehen|gehe|geht) (?:wir|ich|man) vor|welche schritte|que (?:faire|devons-nous faire|dois-je faire)|cosa (?:fare|dobbiamo fare|devo fare)|what (?:should|do|must) (?:i|we) do)\b/iu;

export interface LeadWeights {
  support: number;
  kind: number;
  anyKind: number;
  figure: number;
  overlap: number;
  guide: number;
  /** Head start of earlier statements of one entry or guide over later ones, per position. */
  order: number;
}

export const LEAD_WEIGHTS: LeadWeights = { support: 1.5, kind: 0.4, anyKind: 0.4, figure: 0.5, overlap: 2, guide: 0.3, order: 0.05 };

interface Statement {
  text: string;
  kind?: AnswerKind;
  refs: string[];
  base: number;
}

export interface ComposedAnswer {
  text: string;
  citations: Citation[];
  suggestions: string[];
}

/** The parts of a question after the first: "Müssen wir melden, und bis wann?" → ["und bis wann?"]. */
export function furtherParts(question: string): string[] {
  const asked = question.split(/\?\s+(?=\S)/).filter((p) => p.trim());
  if (asked.length > 1) return asked.slice(1);
  const match =
    /,?(?<!\s)\s+(und|oder)\s+(?=(bis wann|wie lange|wie schnell|wie viel|wie hoch|wer|was|wann|wo|wie|ob|muss|müssen|darf|dürfen|braucht|brauchen|kann|können)\b)/i.exec(
      question,
    ) ??
    // The same in the other languages: "How long do we have, and can we charge a fee?", "…, et
    // pouvons-nous facturer ?", "…, e possiamo chiedere …?".
    /,\s+(and|or|et|ou|e|o)\s+(?=(can|may|must|do|does|how|by when|what|who|is|are|peut-on|pouvons|puis-je|devons|dois-je|faut-il|dans quel|combien|qui|est-ce|possiamo|posso|dobbiamo|devo|entro|quanto|chi|è)\b)/i.exec(
      question,
    ) ??
    // Without a comma only before a modal with its person ("Entro quando devo rispondere e posso
    // farmi pagare?", "… and can we charge a fee?"); "e" or "and" before anything else joins words.
    /(?<!\s)\s+(e|and)\s+(?=(?:posso|possiamo|devo|dobbiamo|può|devono|(?:can|may|must) (?:i|we|they)|do (?:i|we|they) (?:have to|need))\b)/iu.exec(
      question,
    ) ??
    // A French verb inverted with its pronoun asks, comma or not ("… répondre et peuvent-ils me
    // facturer ça ?"); "et" before a plain verb does not ("… et conservent les données").
    /,?(?<!\s)\s+(et|ou)\s+(?=\p{L}+-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)\b)/iu.exec(question);
  return match ? [question.slice(match.index + match[0].length)] : [];
}

export function toCitation(doc: Pick<Doc, "ref" | "title" | "url" | "stand">, language: Language = "de"): Citation {
  return { ref: doc.ref, title: doc.title, url: localUrl(doc.url, doc.ref, language), stand: doc.stand };
}

/** The guide that fits the ranking: the best-scoring one that names one of the top articles. */
export function pickGuide(outcome: SearchOutcome): Guide | undefined {
  const top = new Set(outcome.results.slice(0, 3).map((r) => r.doc.article));
  return outcome.guides.find((hit) => hit.guide.refs.slice(0, 3).some((ref) => top.has(ref)))?.guide;
}

/** Which asked aspects make a statement's target matter: a period, or who files a complaint (subject.ts). */
function targetedAspect(asked: AnchorAspect | undefined): TargetedAspect {
  return asked === "deadline" ? "period" : asked === "who" ? "who" : undefined;
}

/** The committed learned selection (knowledge/selection-model.json), read once per process. */
let committedModel: SelectionModel | null | undefined;
export function committedSelectionModel(): SelectionModel | null {
  if (committedModel === undefined) committedModel = loadSelectionModel();
  return committedModel;
}

/** An anchor the selection weighs for a question, with its features (for training, select-learn.ts). */
export interface SelectionCandidate {
  anchor: Anchor;
  features: Record<string, number>;
  /** The party and subject rules let it open (they stay hard rules beside the model). */
  allowed: boolean;
  /** Its phrasing overlap: under CLOSE_ANCHOR the general test, where it applies, opens instead. */
  phrasing: number;
}

// A follow-up that asks for a figure or a party (deadline, cost, who) asks what the earlier answer did
// not say; the earlier question's words pull its own topic's anchors up (the DSFA duty for "wie lange
// hat der EDÖB Zeit?" after "Brauchen wir eine DSFA?"). Among the anchors the selection accepted, one
// of the asked aspect goes first (issue 24, session 16).
const NEW_ASPECTS: AnchorAspect[] = ["deadline", "cost", "who"];
function newAspectFirst<T extends { anchor: { aspect: AnchorAspect } }>(
  ranked: T[],
  asked: AnchorAspect | undefined,
  context?: SearchContext,
): T[] {
  if (!context || !asked || !NEW_ASPECTS.includes(asked)) return ranked;
  return [...ranked.filter((s) => s.anchor.aspect === asked), ...ranked.filter((s) => s.anchor.aspect !== asked)];
}

export class Composer {
  private readonly anchors: AnchorMatcher;
  private readonly selector: AnchorSelector;
  /** Whom and what each statement is about, read once here (subject.ts). */
  private readonly subjects: SubjectProfiles;
  private lastProfile?: { key: string; profile: SubjectProfile };
  private lastOffence?: { key: string; ref: string | undefined };
  private lastEarlier?: { question: string; anchor: Anchor | undefined };

  constructor(
    private readonly index: KnowledgeIndex,
    private readonly weights: LeadWeights = LEAD_WEIGHTS,
    /** The app's address, for links to its tools; null leaves the tool's name without a link. */
    private readonly siteUrl: string | null = null,
    anchors?: AnchorMatcher,
    selection: SelectionWeights = SELECTION,
    /** The learned choice of the opening anchor; null keeps the hand rules (select.ts). */
    model: SelectionModel | null = committedSelectionModel(),
  ) {
    // Every phrasing of every anchor is analysed here, once, not per question.
    this.anchors = anchors ?? new AnchorMatcher(index);
    this.selector = new AnchorSelector(index, this.anchors.all, selection, model);
    this.subjects = new SubjectProfiles([
      ...this.anchors.all.map((a) => a.text),
      ...index.docs.flatMap((d) => (d.entry?.answers ?? []).map((a) => a.text)),
      ...index.guides.flatMap((g) => g.answers.map((a) => a.text)),
    ]);
  }

  /**
   * The statement that opens a composed answer before the ranking's own, offered to a language model
   * as its lead too: the general test where no specific rule governs (general.ts), else the anchor.
   */
  leadFor(question: string, outcome: SearchOutcome, context?: SearchContext): { text: string; refs: string[] } | undefined {
    const later = furtherParts(question);
    const opening = later.length ? question.slice(0, question.indexOf(later[0])) : question;
    const aspect = questionAspect(opening);
    const selected = this.agreeingAnchor(question, aspect, outcome, context);
    return this.generalLead(selected, opening, aspect, outcome, context) ?? selected?.anchor;
  }

  /**
   * The anchor that opens the answer: chosen through the ranking (select.ts). A ranking that found
   * nothing of ours cannot support a topic: there only the close match that may rescue the question
   * (RESCUE_SCORE) answers.
   */
  private agreeingAnchor(
    question: string,
    asked: AnchorAspect | undefined,
    outcome: SearchOutcome,
    context?: SearchContext,
    fitting: "fitting" | "any" = "fitting",
  ) {
    // An anchor about another party or thing than the question's (a health insurer's rule for a
    // sports camp, the access reply's 30 days for "how long may we keep it") does not open (subject.ts).
    const profile = this.profileOf(question, outcome.language, context);
    const targeted = targetedAspect(asked);
    const fits = (text: string) => fitting === "any" || fitsSubject(this.subjects.of(text), profile, targeted);
    const unranked = outcome.coverage === "none" || !outcome.results.length;
    if (unranked)
      return this.anchors
        .candidates(question, asked, context?.question)
        .map((m) => ({ ...m, phrasing: m.score, support: 0 }))
        .find((m) => m.score >= RESCUE_SCORE && fits(m.anchor.text));
    // An anchor of another party's rule (a processor's, a data subject's right to a company asking
    // what it may do) gives a yes/no that is not the asker's: it does not open (party.ts).
    const said = context ? `${question} ${context.question}` : question;
    const wide = this.selector.model !== null;
    const assessed = this.anchors.assess(question, asked, context?.question, wide);
    const ranked = this.selector.rank(assessed, outcome, {
      ...this.selectionQuestion(asked, context, profile),
      asksOpen: ASKS_WHAT_TO_DO.test(askingSentence(question)),
    });
    const allowed = (s: { anchor: Anchor }) => !otherParty(said, s.anchor.text) && fits(s.anchor.text);
    if (!context) return ranked.find(allowed);
    // A follow-up about the criminal complaint after an answer that named an offence: that offence's
    // statement on how it is prosecuted answers it (complaint.ts).
    const offence = this.complaintOffence(question, context, outcome);
    if (offence) {
      const phrasing = new Map(assessed.map((a) => [a.anchor.id, a.score]));
      const own = complaintStatement(
        this.anchors.all.filter((anchor) => allowed({ anchor })),
        offence,
        asked,
        (a) => phrasing.get(a.id) ?? 0,
      );
      if (own) {
        const score = phrasing.get(own.id) ?? 0;
        return ranked.find((s) => s.anchor.id === own.id) ?? { anchor: own, score, support: 0, phrasing: score };
      }
    }
    const open = newAspectFirst(ranked, asked, context).filter(allowed);
    // A follow-up that asks another aspect than the earlier question ("was droht?" after "wer muss
    // melden?") is not opened again by the statement that opened the earlier answer.
    const earlierAspect = open.length > 1 ? questionAspect(context.question) : undefined;
    if (asked && earlierAspect && earlierAspect !== asked) {
      const earlier = this.earlierOpening(context);
      if (earlier?.id === open[0].anchor.id) return open.slice(1).find((s) => s.anchor.aspect === asked);
    }
    return open[0];
  }

  /** The anchor that opened the answer to the earlier question, read once per conversation turn. */
  private earlierOpening(context: SearchContext): Anchor | undefined {
    if (this.lastEarlier?.question !== context.question) {
      const opening = this.agreeingAnchor(
        context.question,
        questionAspect(context.question),
        this.index.search(context.question, { limit: 8 }),
      );
      this.lastEarlier = { question: context.question, anchor: opening?.anchor };
    }
    return this.lastEarlier.anchor;
  }

  /**
   * The offence a follow-up about the criminal complaint refers to: the provision of the penalty
   * statement that opened the earlier answer (complaint.ts), read once per follow-up.
   */
  private complaintOffence(question: string, context: SearchContext, outcome: SearchOutcome): string | undefined {
    if (!asksComplaint(question)) return undefined;
    const key = `${question}\u0000${context.question}\u0000${context.refs.join("|")}`;
    if (this.lastOffence?.key !== key) this.lastOffence = { key, ref: earlierOffence(this.earlierOpening(context), context.refs) };
    // Only an offence the follow-up's own search finds too: an earlier answer that opened on the wrong
    // offence (nuisance calls for recorded video calls) is not carried on.
    const ref = this.lastOffence.ref;
    const article = ref && this.index.docByRef(ref)?.article;
    return article && outcome.results.some((r) => r.doc.article === article) ? ref : undefined;
  }

  private selectionQuestion(
    asked: AnchorAspect | undefined,
    context: SearchContext | undefined,
    profile: SubjectProfile,
  ): SelectionQuestion {
    const aspect = asked ?? (context ? questionAspect(context.question) : undefined);
    return {
      yesNo: !aspect || aspect === "permission" || aspect === "duty" || aspect === "notify",
      followUp: context !== undefined,
      profile,
    };
  }

  /**
   * Every anchor the learned selection weighs for a question's opening, with its features, whether
   * the party and subject rules let it open, and whether the general test would open where no anchor
   * matches closely: what tooling/answer/select-learn.ts labels and learns from.
   */
  selectionCandidates(
    question: string,
    outcome: SearchOutcome,
    context?: SearchContext,
  ): { candidates: SelectionCandidate[]; general: boolean } {
    const later = furtherParts(question);
    const opening = later.length ? question.slice(0, question.indexOf(later[0])) : question;
    const asked = questionAspect(opening);
    const unranked = outcome.coverage === "none" || !outcome.results.length;
    if (unranked) return { candidates: [], general: false };
    const profile = this.profileOf(question, outcome.language, context);
    const targeted = targetedAspect(asked);
    const said = context ? `${question} ${context.question}` : question;
    const selectionQuestion = this.selectionQuestion(asked, context, profile);
    const candidates = this.anchors.assess(question, asked, context?.question, true).map((a) => ({
      anchor: a.anchor,
      features: this.selector.features(a, outcome, selectionQuestion),
      allowed: !otherParty(said, a.anchor.text) && fitsSubject(this.subjects.of(a.anchor.text), profile, targeted),
      phrasing: a.score,
    }));
    return { candidates, general: this.generalLead(undefined, opening, asked, outcome, context) !== undefined };
  }

  compose(question: string, outcome: SearchOutcome, context?: SearchContext): ComposedAnswer {
    const language = outcome.language;
    const later = furtherParts(question);
    const opening = later.length ? question.slice(0, question.indexOf(later[0])) : question;
    const openingAspect = questionAspect(opening);
    const selected = this.agreeingAnchor(question, openingAspect, outcome, context);
    // A question the scope model doubts but that matches one of our anchors closely ("Darf ich als
    // Arbeitgeber verlangen, dass auf dem Arztzeugnis steht, was er hat?") is ours; a non-legal
    // request never is, whatever it matches. Whether it is ours does not depend on whether that
    // anchor may lead: one about another party still shows the question is about our law.
    const unranked = outcome.coverage === "none" || !outcome.results.length;
    const rescuer = unranked ? this.agreeingAnchor(question, openingAspect, outcome, context, "any") : selected;
    const rescued = rescuer && rescuer.score >= RESCUE_SCORE && !nonLegalRequest(question, context !== undefined);
    if (unranked && !rescued) return { text: notCovered(language), citations: [], suggestions: [] };
    // No specific rule governs a permission question about a processing act: the general test leads
    // (general.ts), unless an anchor matches it closely. A weaker anchor is a weak specific match: on
    // unseen questions it was another situation's rule (public shaming for a club's photos).
    // The offence of the earlier answer, for a follow-up about the criminal complaint (complaint.ts).
    const offence = context ? this.complaintOffence(question, context, outcome) : undefined;
    const general = offence ? undefined : this.generalLead(selected, opening, openingAspect, outcome, context);
    const anchored = general ? undefined : selected;
    const link = (doc: Pick<Doc, "ref" | "url">) => `[${citationLabel(doc.ref)}](${localUrl(doc.url, doc.ref, language)})`;
    // A French, Italian or English question is compared with our German statements through the
    // glossary's German words for it too; its own words alone share none with them.
    const ownTerms = this.index.terms(question);
    const germanTerms = language === "de" ? ownTerms : this.index.terms(`${question} ${translate(question, language).join(" ")}`);
    const overlapWith = (terms: Map<string, number>) => {
      // Each statement's overlap once per question: the lead is chosen by several sorts of the same
      // statements (the best fitting one, the best of all, the runner-up).
      const overlaps = new Map<string, number>();
      return (text: string) => {
        const known = overlaps.get(text);
        if (known !== undefined) return known;
        const found = new Set(this.index.textTerms(text));
        let sum = 0;
        let total = 0;
        for (const [term, weight] of terms) {
          total += weight;
          if (found.has(term)) sum += weight;
        }
        const share = total ? sum / total : 0;
        overlaps.set(text, share);
        return share;
      };
    };
    const overlap = overlapWith(ownTerms);
    const germanOverlap = language === "de" ? overlap : overlapWith(germanTerms);
    const guide = pickGuide(outcome);
    const results = outcome.results.slice(0, 3);
    // An authority the question names ("Und gegenüber der FINMA?") is what the answer is about: its
    // statements compete from the six best-ranked articles and get a head start.
    const authorities = AUTHORITIES.filter((a) => a.test(question));
    const statements = this.statements(guide, authorities.length ? outcome.results.slice(0, 6) : results);
    // A statement about a role the question does not name ("Ein Auftragsbearbeiter muss …" to a
    // company that was hacked, "Ein Bundesorgan …" to a private one) answers someone else.
    const otherRole = (s: Statement) => {
      const role = ROLE_SUBJECT.exec(s.text)?.[1];
      return role && !new RegExp(ROLE_WORDS[role.toLowerCase().startsWith("bundes") ? "bund" : "processor"], "iu").test(question)
        ? OTHER_ROLE_PENALTY
        : 0;
    };
    const namesAuthority = (s: Statement) => (authorities.some((a) => a.test(s.text)) ? AUTHORITY_BONUS : 0);
    const types = outcome.types.filter((t) => t !== "howto");
    // How strongly the ranking supports a statement: the best relative score of the refs it cites.
    const top = outcome.results[0]?.score || 1;
    const rankScore = new Map(outcome.results.map((r) => [r.doc.article, r.score / top]));
    const support = (s: Statement) => Math.max(0, ...s.refs.map((ref) => rankScore.get(this.index.docByRef(ref)?.article ?? ref) ?? 0));
    const anyKinds = outcome.types.flatMap((t) => KINDS_FOR[t]);
    const scoreFor = (s: Statement, type?: QuestionType) => {
      const kinds = type ? KINDS_FOR[type] : [];
      const w = this.weights;
      const kindFit = (s.kind && kinds.includes(s.kind) ? w.kind : 0) + (s.kind && anyKinds.includes(s.kind) ? w.anyKind : 0);
      // Deadlines are answered by a period, amounts by a sum: a fine "bis 250 000 Franken" does not
      // answer "wie lange".
      const figure = (type === "deadline" && PERIOD.test(s.text)) || (type === "amount" && SUM.test(s.text)) ? w.figure : 0;
      return w.support * support(s) + s.base + kindFit + figure + w.overlap * overlap(s.text) + namesAuthority(s) - otherRole(s);
    };
    // Whom and what the question is about; a statement about another party or thing does not lead.
    const profile = this.profileOf(question, language, context);
    const targeted = targetedAspect(openingAspect);
    const fits = (s: Statement) => fitsSubject(this.subjects.of(s.text), profile, targeted);
    const rankBy = (candidates: Statement[], type?: QuestionType) => [...candidates].sort((a, b) => scoreFor(b, type) - scoreFor(a, type));
    const best = (type?: QuestionType, exclude: Statement[] = []) =>
      rankBy(
        statements.filter((s) => !exclude.includes(s) && fits(s)),
        type,
      )[0];

    const lead: Statement[] = [];
    // The first part of a multi-part question leads ("Dürfen wir eine Gebühr verlangen, und bis
    // wann?" is first about the fee), whatever type the whole question shows first.
    const openingType = questionTypes(opening).find((t) => t !== "howto") ?? types[0];
    let first = best(openingType);
    // No direct rule: the best-scored statement is about another party or thing and none that fits
    // comes close. The answer says so and gives the closest rule that fits.
    let honest = false;
    const leader = rankBy(statements, openingType)[0];
    if (
      !anchored &&
      !general &&
      leader &&
      leader !== first &&
      (!first || scoreFor(first, openingType) < FITTING_SHARE * scoreFor(leader, openingType))
    ) {
      honest = true;
      // The best statement that names the question's own party or thing is the closest rule; one
      // that names none may still be about another topic ("Onlineshops müssen … angeben" for an
      // app's crash reports), and a general principle is closer.
      const own = rankBy(
        statements.filter((s) => fits(s) && !isGeneral(this.subjects.of(s.text))),
        openingType,
      )[0];
      first = own ?? this.principle(fits, (s) => scoreFor(s, openingType));
    }
    // An anchored statement answers the asked aspect of this very question ("Darf ich …?" → "Nein,
    // …, sofern …"): it leads whenever one matches; the ranking's statements are the fallback.
    const anchorStatement = (a: Anchor): Statement => ({ text: a.text, refs: a.refs, base: 0 });
    // A penalty statement answering a complaint follow-up opens without its yes to "strafbar?" (complaint.ts).
    if (anchored)
      first = {
        ...anchorStatement(anchored.anchor),
        ...(offence && anchored.anchor.aspect === "penalty" ? { text: withoutYesNo(anchored.anchor.text) } : {}),
      };
    if (general) first = general;
    const usedAnchors = new Set(anchored ? [anchored.anchor.id] : []);
    // A deadline, cost or penalty asked in so many words needs a statement that states one: the
    // best such statement of the six best-ranked articles and the guide, else an honest "the law
    // names none" before the closest rule (never another topic's figure presented as the answer).
    const aspect = askedAspect(opening);
    let gap: string | undefined;
    if (!anchored && !general && aspect && first && !answersAspect(aspect, first.text)) {
      const wider = this.statements(guide, outcome.results.slice(0, 6));
      const fitting = wider
        .filter((s) => answersAspect(aspect, s.text) && support(s) >= 0.3 && (!s.kind || KINDS_FOR[aspect].includes(s.kind)) && fits(s))
        .sort((a, b) => scoreFor(b, aspect) - scoreFor(a, aspect))[0];
      if (fitting) {
        first = fitting;
        honest = false;
      } else gap = aspectGap(aspect);
    }
    if (first) lead.push(first);
    // A second sentence when the question has one part: the closest runner-up that adds a
    // different kind of fact (the condition to a yes/no, the penalty to a duty), when the ranking
    // supports it nearly as well as the first. Never a second figure of the same kind.
    if (first && !anchored && !general && !gap && !honest && !furtherParts(question).length) {
      const firstScore = scoreFor(first, openingType);
      const second = best(openingType, [first]);
      if (
        second &&
        second.kind !== first.kind &&
        scoreFor(second, openingType) >= SECOND_SENTENCE_SHARE * firstScore &&
        support(second) >= 0.5
      )
        lead.push(second);
    }
    // Multi-part questions ("Dürfen wir ..., und bis wann?"): one statement for each further
    // part, chosen by that part's own type.
    for (const part of later.slice(0, 2)) {
      const partAnchor = this.agreeingAnchor(`${opening} ${part}`, questionAspect(part), outcome, context);
      if (partAnchor && !usedAnchors.has(partAnchor.anchor.id)) {
        usedAnchors.add(partAnchor.anchor.id);
        lead.push(anchorStatement(partAnchor.anchor));
        continue;
      }
      const type = questionTypes(part).find((t) => t !== "howto" && t !== lead[0]?.kind);
      if (!type) continue;
      const next = best(type, lead);
      if (next && next.kind && KINDS_FOR[type].includes(next.kind)) lead.push(next);
    }

    // A yes/no question gets its yes or no before the statement that answers it, where the
    // statement's polarity is plain and it is about the question's topic (polarity.ts).
    // The lead as the statement says it, before its yes/no: a provision line does not repeat it.
    let plainLead: string | undefined;
    if (lead[0] && !gap && !honest && !general) {
      const speaksOf = (verb: string, clause: string) => {
        const found = this.index.textTerms(clause);
        return [...this.index.terms(verb).keys()].some((t) => found.some((f) => sameVerb(t, f)));
      };
      const yesNo = yesNoOpening(opening, lead[0].text, speaksOf, language);
      if (yesNo) {
        plainLead = lead[0].text;
        lead[0] = { ...lead[0], text: `${yesNo} ${lead[0].text}` };
      }
    }

    // The statement of the three best-ranked provisions that shares most of the question's words,
    // when it shares at least as much as the lead, is said here rather than in the provision lines
    // below. Always after the lead: put first, its own "Nein, …" often answered another act (closer.ts).
    if (lead.length && !gap) {
      const said = context ? `${question} ${context.question}` : question;
      // Which of the question's words a statement has that the lead does not.
      const leadFound = new Set(lead.flatMap((s) => this.index.textTerms(s.text)));
      const adds = (text: string) => this.index.textTerms(text).some((term) => germanTerms.has(term) && !leadFound.has(term));
      const candidates = results.flatMap((r) =>
        [...(r.doc.entry?.answers ?? []).map((a) => a.text), ...(r.doc.entry?.facts ?? [])]
          .filter((text) => !/[()[\]]/.test(text))
          .map((text) => ({ text, ref: r.ref })),
      );
      const closer = closerStatement(
        lead.map((s) => s.text),
        candidates,
        germanOverlap,
        adds,
        // Neither about another party or thing, nor a processor's or federal body's rule, nor another
        // party's right (the same tests as for the lead).
        (text) => {
          const statement = { text, refs: [], base: 0 };
          return fits(statement) && !otherRole(statement) && !otherParty(said, text);
        },
      );
      if (closer) {
        const statement: Statement = { text: closer.text, refs: [closer.ref], base: 0 };
        lead.push(statement);
      }
    }

    const shown = new Map<string, Doc>();
    const show = (ref: string) => {
      const doc = this.index.docByRef(ref);
      if (doc) shown.set(doc.article, doc);
      return doc;
    };
    const parts: string[] = [];
    if (language !== "de") parts.push(ANSWER_IN_GERMAN[language]);
    const linked = new Set<string>();
    parts.push(
      [
        ...(gap ? [gap] : honest ? [NO_DIRECT_RULE] : []),
        ...lead.map((s) => {
          const docs = s.refs.map(show).filter((d): d is Doc => Boolean(d));
          for (const d of docs) linked.add(d.article);
          return docs.length ? `${s.text} (${docs.map(link).join(", ")})` : s.text;
        }),
      ].join(" "),
    );

    const steps = guide ? this.fittingSteps(guide, outcome.types.includes("howto") || ASKS_WHAT_TO_DO.test(question), overlap) : [];
    if (guide && steps.length) {
      const lines = steps.map((step, i) => {
        // Each provision is linked once: a step repeats no link the direct answer already gave.
        const docs = step.refs.map((ref) => this.index.docByRef(ref)).filter((d): d is Doc => Boolean(d) && !linked.has(d!.article));
        return `${i + 1}. ${step.text}${docs.length ? ` (${docs.map(link).join(", ")})` : ""}`;
      });
      parts.push(`**Was jetzt zu tun ist**\n${lines.join("\n")}`);
      const tool = toolForGuide(guide.id);
      if (tool) parts.push(toolParagraph(tool, this.siteUrl));
    }

    // The provisions: the best-ranked first (on held-out sets a better first citation than the direct
    // answer's ref), then those of the direct answer, then the ranking and the guide's.
    const provisionDocs: Doc[] = [];
    const addProvision = (doc: Doc | undefined) => {
      if (doc && provisionDocs.length < MAX_PROVISIONS && !provisionDocs.some((d) => d.article === doc.article)) provisionDocs.push(doc);
    };
    // An anchored direct answer names the provision it rests on: that one first when the match is
    // close or the ranking agrees (among its five best); otherwise the best-ranked one. Always first
    // raised the first citation on the sets the anchors were written from but lowered it on the
    // legal question sets (decision 005, session 8).
    // A complaint follow-up names the offence's provision first, not the DSG's rule on complaints.
    if (offence) addProvision(this.index.docByRef(offence));
    const anchorDoc = anchored ? this.index.docByRef(anchored.anchor.refs[0]) : undefined;
    if (
      anchorDoc &&
      (anchored!.phrasing >= CLOSE_ANCHOR || outcome.results.slice(0, AGREEING_RANKS).some((r) => r.doc.article === anchorDoc.article))
    )
      addProvision(anchorDoc);
    // The general test's provisions first, then the specific ones that touch the situation.
    if (general) for (const ref of general.refs.slice(0, 2)) addProvision(this.index.docByRef(ref));
    addProvision(results[0]?.doc);
    for (const s of lead) for (const ref of s.refs) addProvision(this.index.docByRef(ref));
    for (const r of results) addProvision(r.doc);
    for (const ref of guide?.refs ?? []) addProvision(this.index.docByRef(ref));
    // A provision none of whose statements is about the question's party or thing (the surveillance
    // of staff for a garage's rental cars) is not named first when one of the others is.
    const aboutQuestion = (doc: Doc) =>
      !doc.entry?.answers?.length || doc.entry.answers.some((a) => fits({ text: a.text, refs: [], base: 0 }));
    if (!anchored && !general && provisionDocs.length > 1 && !aboutQuestion(provisionDocs[0])) {
      const at = provisionDocs.findIndex(aboutQuestion);
      if (at > 0) provisionDocs.unshift(...provisionDocs.splice(at, 1));
    }
    const used = new Set([...lead.map((s) => s.text), ...(plainLead ? [plainLead] : [])]);
    const lines = provisionDocs.map((doc) => {
      const fact = this.factFor(doc, used, overlap);
      used.add(fact);
      return `- ${link(doc)}, ${doc.title}: ${fact} (Stand ${formatStand(doc.stand)})`;
    });
    parts.push(`**Massgebliche Bestimmungen**\n${lines.join("\n")}`);

    // "Siehe auch" only for the closest neighbours of the provisions shown.
    const relatedRefs = [...outcome.results.slice(3, 5).map((r) => r.ref), ...provisionDocs.flatMap((d) => d.entry?.related ?? [])];
    const related: Doc[] = [];
    for (const ref of relatedRefs) {
      const doc = this.index.docByRef(ref);
      if (
        doc &&
        related.length < MAX_RELATED &&
        !provisionDocs.some((d) => d.article === doc.article) &&
        !linked.has(doc.article) &&
        !related.some((d) => d.article === doc.article)
      )
        related.push(doc);
    }
    if (related.length) parts.push(`Siehe auch: ${related.map((d) => `${link(d)} (${d.title})`).join(", ")}`);
    parts.push(
      `${guide ? `Leitfaden: ${guide.title}, Stand ${formatStand(guide.stand)}. ` : ""}Die Links führen zum amtlichen Text; prüfen Sie ihn im Zweifel nach.`,
    );

    // The sources: the provisions and the direct answer's refs, each once.
    const citations: Citation[] = [];
    const cite = (doc: Doc) => {
      if (citations.length < MAX_CITATIONS && !citations.some((c) => c.ref === doc.ref)) citations.push(toCitation(doc, language));
    };
    for (const doc of provisionDocs) cite(doc);
    for (const doc of shown.values()) cite(doc);
    for (const step of steps)
      for (const ref of step.refs) {
        const doc = this.index.docByRef(ref);
        if (doc) cite(doc);
      }
    for (const doc of related) cite(doc);
    return { text: parts.join("\n\n"), citations, suggestions: this.suggestions(outcome, guide, related) };
  }

  /**
   * The general test as the opening statement, for a permission question about a processing act that
   * asks no deadline, cost or penalty and that no anchor matches closely (general.ts). A ranking that
   * found nothing of ours supports no lead of this kind either.
   */
  private generalLead(
    selected: { phrasing: number } | undefined,
    opening: string,
    aspect: AnchorAspect | undefined,
    outcome: SearchOutcome,
    context?: SearchContext,
  ): Statement | undefined {
    if (outcome.coverage === "none" || !outcome.results.length) return undefined;
    if (selected && selected.phrasing >= CLOSE_ANCHOR) return undefined;
    if (askedAspect(opening) || (aspect && aspect !== "permission" && aspect !== "duty")) return undefined;
    const test = generalTest(opening, context?.question, outcome.results[0]?.ref);
    return test && { text: test.text, refs: test.refs, base: 0 };
  }

  /**
   * The question's subject profile, read in its own words and, for fr/it/en, the German ones of the
   * glossary; the last one is kept, since one answer asks for it several times (the lead, each part).
   */
  private profileOf(question: string, language: Language, context?: SearchContext): SubjectProfile {
    const key = `${language}\u0000${question}\u0000${context?.question ?? ""}`;
    if (this.lastProfile?.key === key) return this.lastProfile.profile;
    const german = (text: string) => (language === "de" ? text : `${text} ${translate(text, language).join(" ")}`);
    const profile = questionProfile(german(question), context ? german(context.question) : undefined);
    this.lastProfile = { key, profile };
    return profile;
  }

  /**
   * The closest rule where no statement of the ranked provisions is about the asked party or thing:
   * the best-scored fitting statement of the general principles (proportionality, purpose, deletion
   * once no longer needed), which fit any question unless about a period for another thing.
   */
  private principle(fits: (s: Statement) => boolean, score: (s: Statement) => number): Statement | undefined {
    const own = PRINCIPLES.flatMap((ref) =>
      (this.index.docByRef(ref)?.entry?.answers ?? []).map((a, i): Statement => ({
        text: a.text,
        kind: a.kind,
        refs: [ref, ...(a.refs ?? [])],
        base: -this.weights.order * i,
      })),
    );
    // Where not even a principle fits (a period for a thing none of them states), the first one,
    // proportionality, is the closest rule there is.
    return own.filter(fits).sort((a, b) => score(b) - score(a))[0] ?? own[0];
  }

  /**
   * The guide's steps that concern the question: all of them when it asks what to do, else the few
   * that share most words with it (in the guide's order); none when no step shares a word.
   */
  private fittingSteps(guide: Guide, asksWhatToDo: boolean, overlap: (text: string) => number): Guide["steps"] {
    if (asksWhatToDo) return guide.steps.slice(0, MAX_STEPS);
    const scored = guide.steps.map((step, i) => ({ step, i, score: overlap(step.text) })).filter((s) => s.score > 0);
    return scored
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_FITTING_STEPS)
      .sort((a, b) => a.i - b.i)
      .map((s) => s.step);
  }

  private statements(guide: Guide | undefined, results: SearchResult[]): Statement[] {
    const statements: Statement[] = [];
    // Guides are written to lead an answer: a small head start, the first answer most.
    guide?.answers.forEach((a, i) =>
      statements.push({ text: a.text, kind: a.kind, refs: a.refs, base: this.weights.guide - this.weights.order * i }),
    );
    results.forEach((r) => {
      const entry = r.doc.entry;
      const base = 0;
      // An entry states its main rule first: a small head start by position, as for guides.
      entry?.answers?.forEach((a, i) =>
        statements.push({ text: a.text, kind: a.kind, refs: [r.ref, ...(a.refs ?? [])], base: base - this.weights.order * i }),
      );
      if (!entry?.answers?.length) statements.push({ text: leadSentences(entry?.summary ?? r.doc.text), refs: [r.ref], base: base - 0.3 });
    });
    return statements;
  }

  private factFor(doc: Doc, used: Set<string>, overlap: (text: string) => number): string {
    const entry = doc.entry;
    const candidates = [...(entry?.answers ?? []).map((a) => a.text), ...(entry?.facts ?? [])].filter(
      (t) => !used.has(t) && !/[()[\]]/.test(t),
    );
    const best = candidates.sort((a, b) => overlap(b) - overlap(a))[0];
    return best ?? leadSentences(entry?.summary ?? doc.text);
  }

  private suggestions(outcome: SearchOutcome, guide: Guide | undefined, related: Doc[]): string[] {
    const out: string[] = [];
    if (guide && !outcome.types.includes("deadline") && guide.answers.some((a) => a.kind === "deadline"))
      out.push("Bis wann muss das geschehen?");
    if (guide && !outcome.types.includes("howto")) out.push("Was müssen wir jetzt konkret tun?");
    for (const doc of related.slice(0, 2)) out.push(`Was regelt ${citationLabel(doc.ref)} (${doc.title})?`);
    return out.slice(0, 3);
  }
}
