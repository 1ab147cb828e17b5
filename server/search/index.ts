// The search index over curated entries, practical guides and imported Fedlex passages, and the
// ranker that fuses its signals (docs/decisions/004-german-retrieval.md).
import MiniSearch from "minisearch";
import type { Entry } from "../knowledge/entry.js";
import type { Passage } from "../knowledge/fedlex/parse.js";
import type { Guide } from "../knowledge/guide.js";
import type { SubjectIndex } from "../knowledge/subject-index.js";
import { analyze, isStopWord, stem, Vocabulary, words } from "./analyzer.js";
import { relatedForms } from "./forms.js";
import type { Language } from "./language.js";
import {
  DEFAULT_MODEL,
  FEATURES,
  inScopeProbability,
  topicScore,
  type FeatureVector,
  type SearchModel,
  type ScopeFeatures,
} from "./model.js";
import { GENERAL_WORDS, understand, type QuestionType } from "./query.js";
import { findTypedRefs } from "./refs.js";
import { nonLegalRequest } from "./requests.js";
import { translate } from "./glossary.js";
import { namesOurLaw, scopeSignals } from "./scope.js";
import { SubjectMatcher } from "./subject-matcher.js";
import { SYNONYMS } from "./synonyms.js";
import { Memo } from "./memo.js";
import { orSearcher, type OrSearcher } from "./scorer.js";

export interface Doc {
  id: number;
  ref: string;
  /** The article a passage belongs to ("DSG Art. 22" for "DSG Art. 22 Abs. 2 lit. a"). */
  article: string;
  title: string;
  url: string;
  stand: string;
  source: "curated" | "fedlex";
  keywords: string;
  text: string;
  chapter: string;
  situations: string;
  /** The curated entry, for answers. */
  entry?: Entry;
}

export interface SearchResult {
  ref: string;
  title: string;
  url: string;
  snippet: string;
  score: number;
  source: "curated" | "fedlex";
  stand: string;
  doc: Doc;
}

export interface GuideHit {
  guide: Guide;
  score: number;
}

/** One candidate article with its signals, before they are weighed (used by training too). */
export interface Candidate {
  article: string;
  features: FeatureVector;
  typed: number;
  /** Articles this one names as related (curated entries' "related"). */
  related: string[];
}

export interface Analysis {
  language: Language;
  types: QuestionType[];
  candidates: Candidate[];
  scope: ScopeFeatures;
  /** The question's own stems (the coverage lexicon is applied to them). */
  stems: string[];
  typed: boolean;
  guides: GuideHit[];
  /** Best document of each article for the text signal (a typed paragraph wins). */
  bestDoc: Map<string, Doc>;
}

export interface SearchOutcome {
  results: SearchResult[];
  guides: GuideHit[];
  /** "none": nothing relevant, the question is outside what the assistant covers. */
  coverage: "full" | "none";
  types: QuestionType[];
  language: Language;
}

export interface SearchContext {
  /** The conversation's previous question and the refs its answer cited. */
  question: string;
  refs: string[];
}

const articleOfRef = (ref: string) => /^(.+? Art\. [0-9a-z]+)/.exec(ref)?.[1] ?? ref;

const ACT_PRIOR: Record<string, number> = { DSG: 1, DSV: 0.6 };
/** Names a regulator or one of its kinds of guidance (in any of the four languages). */
const ASKS_REGULATOR =
  /\b(?:(?:finma|bag|ed[öo]e?b|pfpdt|ifpdt|fdpic|ofsp|ufsp)\b|rundschreiben|aufsichtsmitteilung|merkbl|leitfaden|wegleitung|empfehlung|bundesamt|beauftragte|circulaire|circolare|guidance|guideline|pr[ée]pos[ée]|incaricat|commissioner|regulator|autorit[ée] de surveillance|autorit[àa] di vigilanza|supervisory)/i;

const priorOf = (doc: Doc) => ACT_PRIOR[doc.entry?.act ?? doc.ref.split(" ")[0]] ?? 0.3;

const TEXT_FIELDS = ["ref", "title", "keywords", "text", "chapter"];
const TEXT_BOOST = { title: 2.5, keywords: 2.5, ref: 2, text: 1, chapter: 0.4 };
const GUIDE_FIELDS = ["title", "keywords", "situations", "answers"];
const GUIDE_BOOST = { title: 2, keywords: 2, situations: 1.5, answers: 0.7 };

export class KnowledgeIndex {
  readonly docs: Doc[] = [];
  readonly guides: Guide[];
  private readonly vocabulary = new Vocabulary();
  private readonly known = new Set<string>();
  private readonly mini: MiniSearch<Doc>;
  private readonly situationList: { id: number; article: string; text: string; terms: Set<string> }[] = [];
  private readonly situationSearch: MiniSearch<{ id: number; article: string; text: string }>;
  private readonly guideSearch: MiniSearch<Guide & { n: number }>;
  private readonly text: OrSearcher;
  private readonly situationScorer: OrSearcher;
  private readonly guideScorer: OrSearcher;
  private readonly byArticle = new Map<string, Doc[]>();
  private readonly relatedArticles = new Map<string, string[]>();
  /** Per document, by id: its act's prior and whether its ref names an article or annex (not guidance). */
  private readonly priors: number[] = [];
  private readonly provisions: boolean[] = [];
  private readonly termCache = new Map<string, string[]>();
  // Per word: the corpus's other forms of it (the corpus is fixed once the index is built).
  private readonly forms = new Memo<string[]>();
  // Per question: its weighted terms. Search, answer and suggestions of one chat question (and the
  // scope signals) all ask for them; analysed once, each caller gets its own copy.
  private readonly questionTerms = new Memo<Map<string, number>>(256);
  private readonly subjects: SubjectMatcher;
  private readonly model: SearchModel;
  /** Ties in the ranking go in the locale order of the article names, looked up rather than collated. */
  private readonly articleOrder: (a: string, b: string) => number;

  constructor(
    entries: Entry[],
    passages: Passage[] = [],
    extras: { guides?: Guide[]; subjectIndex?: SubjectIndex; model?: SearchModel } = {},
  ) {
    this.guides = extras.guides ?? [];
    this.model = extras.model ?? DEFAULT_MODEL;
    this.subjects = new SubjectMatcher(extras.subjectIndex ?? { stand: "", terms: [] });
    for (const entry of entries) {
      this.docs.push({
        id: this.docs.length,
        ref: entry.ref,
        article: articleOfRef(entry.ref),
        title: entry.title,
        url: entry.url,
        stand: entry.stand,
        source: "curated",
        keywords: entry.keywords.join(" "),
        // Not the answer statements: they restate the summary, and counted twice they drowned the situations (5-fold CV).
        text: `${entry.summary} ${entry.facts.join(" ")}`,
        chapter: `${entry.actName} ${entry.chapter}`,
        situations: (entry.situations ?? []).join(" · "),
        entry,
      });
    }
    for (const passage of passages) {
      this.docs.push({
        id: this.docs.length,
        ref: passage.ref,
        article: articleOfRef(passage.ref),
        title: passage.heading,
        url: passage.url,
        stand: passage.stand,
        source: "fedlex",
        keywords: "",
        text: passage.text,
        chapter: passage.chapter,
        situations: "",
      });
    }
    for (const doc of this.docs) {
      this.vocabulary.add(`${doc.title} ${doc.keywords} ${doc.text} ${doc.situations}`);
      const list = this.byArticle.get(doc.article) ?? [];
      list.push(doc);
      this.byArticle.set(doc.article, list);
    }
    for (const guide of this.guides) this.vocabulary.add(`${guide.title} ${guide.keywords.join(" ")} ${guide.situations.join(" ")}`);
    const tokenize = (text: string) => {
      const terms = analyze(text, this.vocabulary);
      for (const term of terms) this.known.add(term);
      return terms;
    };
    this.mini = new MiniSearch<Doc>({ fields: TEXT_FIELDS, storeFields: [], tokenize, processTerm: (t) => t });
    this.mini.addAll(this.docs);
    // Each situation is its own small document: one situation that fits the question well says
    // more than many that share a word with it.
    for (const doc of this.docs)
      for (const text of doc.entry?.situations ?? [])
        this.situationList.push({
          id: this.situationList.length,
          article: doc.article,
          text,
          terms: new Set(analyze(text, this.vocabulary)),
        });
    this.situationSearch = new MiniSearch<{ id: number; article: string; text: string }>({
      fields: ["text"],
      storeFields: [],
      tokenize,
      processTerm: (t) => t,
    });
    this.situationSearch.addAll(this.situationList);
    this.guideSearch = new MiniSearch<Guide & { n: number }>({
      idField: "n",
      fields: GUIDE_FIELDS,
      extractField: (doc, field) => {
        const value = (doc as unknown as Record<string, unknown>)[field];
        if (field === "answers") return doc.answers.map((a) => a.text).join(" ");
        return Array.isArray(value) ? value.join(" · ") : String(value ?? "");
      },
      storeFields: [],
      tokenize,
      processTerm: (t) => t,
    });
    this.guideSearch.addAll(this.guides.map((g, n) => ({ ...g, n })));
    this.text = orSearcher(this.mini);
    this.situationScorer = orSearcher(this.situationSearch);
    this.guideScorer = orSearcher(this.guideSearch);
    // Per-document and per-article constants of the ranker, once instead of per candidate and question.
    for (const doc of this.docs) {
      this.priors[doc.id] = priorOf(doc);
      this.provisions[doc.id] = / Art\. | Anhang /.test(` ${doc.ref} `);
    }
    for (const article of this.byArticle.keys()) this.relatedOf(article);
    this.articleOrder = localeOrder(this.byArticle.keys());
  }

  get size(): number {
    return this.docs.length;
  }

  /** The articles an article's curated entry names as related (computed once, at start-up). */
  private relatedOf(article: string): string[] {
    let related = this.relatedArticles.get(article);
    if (!related) {
      const entry = this.byArticle.get(article)?.find((d) => d.entry)?.entry;
      related = (entry?.related ?? []).map(articleOfRef).filter((a) => this.byArticle.has(a));
      this.relatedArticles.set(article, related);
    }
    return related;
  }

  /** The curated entry (or, without one, the first passage) of a ref. */
  docByRef(ref: string): Doc | undefined {
    const docs = this.byArticle.get(articleOfRef(ref));
    return docs?.find((d) => d.ref === ref) ?? docs?.find((d) => d.source === "curated") ?? docs?.[0];
  }

  /** What the dense signal embeds for each article: its title, summary and situations. */
  denseTexts(): Map<string, string> {
    const texts = new Map<string, string>();
    for (const doc of this.docs) {
      if (!doc.entry || texts.has(doc.article)) continue;
      texts.set(doc.article, `${doc.title}. ${doc.entry.summary} ${(doc.entry.situations ?? []).join(". ")}`.slice(0, 4000));
    }
    return texts;
  }

  /** Index terms of a text, as the search sees them (cached: answers ask for the same statements). */
  textTerms(text: string): string[] {
    let terms = this.termCache.get(text);
    if (!terms) {
      terms = analyze(text, this.vocabulary);
      if (this.termCache.size < 20_000) this.termCache.set(text, terms);
    }
    return terms;
  }

  /** Weighted query terms: stems of content words, their compound parts and corpus word forms. */
  terms(question: string, weight = 1): Map<string, number> {
    return new Map(this.questionTerms.get(`${weight}\u0000${question}`, () => this.termsUncached(question, weight)));
  }

  private relatedForms(word: string): string[] {
    return this.forms.get(word, (w) => relatedForms(w, this.known));
  }

  private termsUncached(question: string, weight: number): Map<string, number> {
    const terms = new Map<string, number>();
    const add = (term: string, w: number) => terms.set(term, Math.max(terms.get(term) ?? 0, w));
    for (const word of words(question)) {
      if (isStopWord(word) || (word.length < 2 && !/\d/.test(word))) continue;
      const w = (GENERAL_WORDS.has(word) ? 0.3 : 1) * weight;
      add(stem(word), w);
      for (const part of this.vocabulary.split(word)) add(stem(part), w * 0.7);
      for (const form of this.relatedForms(word)) add(form, w * 0.9);
      const synonym = SYNONYMS[word];
      if (synonym) for (const term of analyze(synonym, this.vocabulary)) add(term, w * 0.8);
    }
    return terms;
  }

  /** Share of the question's content words (weighted) that the knowledge base knows in some form. */
  knownShare(question: string): number {
    let known = 0;
    let total = 0;
    for (const word of words(question)) {
      if (isStopWord(word) || word.length < 3 || /\d/.test(word)) continue;
      const w = GENERAL_WORDS.has(word) ? 0.3 : 1;
      total += w;
      if (this.known.has(stem(word)) || this.vocabulary.split(word).length || this.relatedForms(word).length) known += w;
    }
    return total ? known / total : 0;
  }

  /** All signals for a question; `search` weighs them with the model. */
  analyse(question: string, context?: SearchContext, dense?: Map<string, number>): Analysis {
    const { language, types } = understand(question);
    const typedRefs = findTypedRefs(question);
    const asksRegulator = ASKS_REGULATOR.test(context ? `${question} ${context.question}` : question);
    const terms = this.terms(question);
    if (language !== "de")
      for (const [term, w] of this.terms(translate(question, language).join(" "), 0.9)) terms.set(term, Math.max(terms.get(term) ?? 0, w));
    if (context) for (const [term, w] of this.terms(context.question, 0.4)) if (!terms.has(term)) terms.set(term, w);
    const queryTerms = [...terms.keys()].join(" ").split(" ").filter(Boolean);
    const query = {
      terms: queryTerms,
      boostTerm: (term: string) => terms.get(term) ?? 1,
      fuzzy: (term: string) => (!this.known.has(term) && term.length >= 7 ? 0.2 : false),
    };
    const has = queryTerms.length > 0;
    const textHits = has ? this.text.search({ ...query, fields: TEXT_FIELDS, boost: TEXT_BOOST }) : [];
    const situationHits = has ? this.situationScorer.search({ ...query, fields: ["text"] }) : [];
    const guideHits = has ? this.guideScorer.search({ ...query, fields: GUIDE_FIELDS, boost: GUIDE_BOOST }) : [];

    const text = new Map<string, number>();
    const bestDoc = new Map<string, Doc>();
    for (const hit of textHits) {
      const doc = this.docs[hit.id];
      if ((text.get(doc.article) ?? 0) < hit.score) text.set(doc.article, hit.score);
      const current = bestDoc.get(doc.article);
      if (!current || (current.source === "fedlex" && doc.source === "curated")) bestDoc.set(doc.article, doc);
    }
    // How completely the best-matching situations are present in the question (0–1): a question
    // that tells a known situation covers most of its words; an unrelated one shares one word.
    let cover = 0;
    for (const hit of situationHits.slice(0, 10)) {
      const own = this.situationList[hit.id].terms;
      let found = 0;
      for (const term of own) if (terms.has(term)) found++;
      cover = Math.max(cover, own.size ? found / Math.max(own.size, 3) : 0);
    }
    const situations = new Map<string, number>();
    // An article's two best situations count (the second at half weight).
    const seen = new Map<string, number>();
    for (const hit of situationHits) {
      const article = this.situationList[hit.id].article;
      const n = seen.get(article) ?? 0;
      if (n >= 2) continue;
      seen.set(article, n + 1);
      situations.set(article, (situations.get(article) ?? 0) + hit.score * (n === 0 ? 1 : 0.5));
    }
    const subject = new Map<string, number>();
    const matches = this.subjects.match(context ? `${question} ${context.question}` : question, language);
    for (const match of matches) match.refs.forEach((ref, i) => subject.set(ref, (subject.get(ref) ?? 0) + match.weight / (1 + 0.5 * i)));
    const guides: GuideHit[] = guideHits.slice(0, 3).map((hit) => ({ guide: this.guides[hit.id], score: hit.score }));
    const guide = new Map<string, number>();
    for (const hit of guides) hit.guide.refs.forEach((ref, i) => guide.set(ref, Math.max(guide.get(ref) ?? 0, hit.score / (1 + 0.5 * i))));
    const contextRefs = new Set((context?.refs ?? []).map(articleOfRef));

    const typedScore = new Map<string, number>();
    typedRefs.forEach((ref, i) => {
      typedScore.set(ref.article, Math.max(typedScore.get(ref.article) ?? 0, 100 - i));
      const exact = this.byArticle.get(ref.article)?.find((d) => d.ref === ref.full);
      if (exact) bestDoc.set(ref.article, exact);
    });

    // The dense signal (embeddings, when configured): the 20 nearest articles, scaled 0–1 between them.
    const denseScore = new Map<string, number>();
    if (dense?.size) {
      const nearest = [...dense].sort((a, b) => b[1] - a[1]).slice(0, 20);
      const low = nearest.at(-1)![1];
      const span = nearest[0][1] - low || 1;
      for (const [article, value] of nearest) denseScore.set(article, (value - low) / span);
    }
    const direct = [
      ...text.keys(),
      ...situations.keys(),
      ...subject.keys(),
      ...guide.keys(),
      ...typedScore.keys(),
      ...denseScore.keys(),
    ].filter((a) => this.byArticle.has(a));
    // The provisions that go with a found one (an OR or StGB rule and the DSG article that also
    // applies) are candidates too; the ranker decides how much that companionship counts.
    const articles = new Set(direct);
    for (const article of direct) for (const ref of this.relatedOf(article)) articles.add(ref);
    const maxOf = (m: Map<string, number>) => Math.max(0, ...m.values());
    const max = { text: maxOf(text), situations: maxOf(situations), subject: maxOf(subject), guide: maxOf(guide) };
    const norm = (m: Map<string, number>, a: string, top: number) => (top > 0 ? (m.get(a) ?? 0) / top : 0);
    const candidates: Candidate[] = [...articles].map((article) => {
      const doc = bestDoc.get(article) ?? this.byArticle.get(article)![0];
      if (!bestDoc.has(article)) bestDoc.set(article, doc);
      return {
        article,
        typed: typedScore.get(article) ?? 0,
        features: {
          text: norm(text, article, max.text),
          situations: norm(situations, article, max.situations),
          subject: norm(subject, article, max.subject),
          guide: norm(guide, article, max.guide),
          prior: this.priors[doc.id],
          // A regulator's guidance rather than an article: answers point to the article unless the
          // question asks for the regulator's view.
          guidance: asksRegulator || this.provisions[doc.id] ? 0 : 1,
          context: contextRefs.has(article) ? 1 : 0,
          related: 0,
          dense: denseScore.get(article) ?? 0,
        },
        related: this.relatedOf(article),
      };
    });

    const signals = scopeSignals(context ? `${question} ${context.question}` : question);
    const termWeight = [...terms.values()].reduce((a, b) => a + b, 0) || 1;
    const stems = [...this.terms(context ? `${question} ${context.question}` : question).keys()];
    const scope: ScopeFeatures = {
      topic: topicScore(stems, this.model.scope.lexicon ?? {}),
      cover,
      law: namesOurLaw(question),
      known: this.knownShare(context ? `${question} ${context.question}` : question),
      dataTopic: Math.min(signals.dataTopic, 3) / 3,
      otherFields: Math.min(signals.otherFields, 2) / 2,
      text: Math.log1p(max.text / termWeight),
      situations: Math.log1p(max.situations / termWeight),
      subject: Math.min(maxOf(subject), 4) / 4,
      guide: Math.log1p(max.guide / termWeight),
    };
    return { language, types, candidates, scope, stems, typed: typedRefs.length > 0, guides, bestDoc };
  }

  search(question: string, options: { limit?: number; context?: SearchContext; dense?: Map<string, number> } = {}): SearchOutcome {
    const analysis = this.analyse(question, options.context, options.dense);
    const { language, types } = analysis;
    // A request that is not a legal question (a poem, a formula, VAT …) is declined whatever its words.
    const covered =
      !nonLegalRequest(question) && (analysis.typed || inScopeProbability(analysis.scope, this.model) >= this.model.scope.threshold);
    if (!covered) return { results: [], guides: [], coverage: "none", types, language };
    const ranked = rank(analysis.candidates, this.model, this.articleOrder);
    const results = ranked.slice(0, options.limit ?? 10).map(({ article, score }) => this.result(analysis.bestDoc.get(article)!, score));
    const guides = analysis.guides.filter((hit) => hit.score >= (analysis.guides[0]?.score ?? 0) * 0.5);
    return { results, guides, coverage: "full", types, language };
  }

  query(q: string, limit = 10): SearchResult[] {
    return this.search(q, { limit }).results;
  }

  private result(doc: Doc, score: number): SearchResult {
    return {
      ref: doc.ref,
      title: doc.title,
      url: doc.url,
      snippet: snippet(doc.text),
      score: Math.round(score * 1000) / 1000,
      source: doc.source,
      stand: doc.stand,
      doc,
    };
  }
}

const COMPANIONS = 5;

const DIRECT_FEATURES = FEATURES.filter((f) => f !== "related");
const byLocale = (a: string, b: string) => a.localeCompare(b);

/**
 * Weighs the signals. Two stages: the direct signals first; then each of the best few articles
 * lends part of its score to the articles it names as related (the "related" signal). Equal scores
 * go in the locale order of the article names; `compare` may give that order from a table made
 * once (the index does: localeCompare was a tenth of a search's CPU).
 */
export function rank(
  candidates: Candidate[],
  model: SearchModel,
  compare: (a: string, b: string) => number = byLocale,
): { article: string; score: number }[] {
  const weights = DIRECT_FEATURES.map((f) => model.ranker[f]);
  const base = candidates.map((c) => {
    // The same additions in the same order as summing over FEATURES, so each score is the same double.
    let sum = 0;
    for (let i = 0; i < DIRECT_FEATURES.length; i++) sum = sum + weights[i] * c.features[DIRECT_FEATURES[i]];
    return { c, score: c.typed + sum };
  });
  base.sort((a, b) => b.score - a.score || compare(a.c.article, b.c.article));
  const top = base[0]?.score || 1;
  const lent = new Map<string, number>();
  for (const { c, score } of base.slice(0, COMPANIONS)) {
    for (const article of c.related) lent.set(article, Math.max(lent.get(article) ?? 0, score / top));
  }
  return base
    .map(({ c, score }) => ({ article: c.article, score: score + model.ranker.related * (lent.get(c.article) ?? 0) }))
    .sort((a, b) => b.score - a.score || compare(a.article, b.article));
}

/**
 * The locale order of a fixed set of names as a table: comparing two positions gives what
 * localeCompare gives (names it holds equal share a position), without ICU per comparison.
 */
export function localeOrder(names: Iterable<string>): (a: string, b: string) => number {
  const sorted = [...new Set(names)].sort(byLocale);
  const position = new Map<string, number>();
  sorted.forEach((name, i) => position.set(name, i > 0 && byLocale(sorted[i - 1], name) === 0 ? position.get(sorted[i - 1])! : i));
  return (a, b) => {
    const pa = position.get(a);
    const pb = position.get(b);
    return pa === undefined || pb === undefined ? byLocale(a, b) : pa - pb;
  };
}

export function snippet(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentenceEnd = cut.lastIndexOf(". ");
  return sentenceEnd > max / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(" "))} …`;
}
