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
import { learnedOutside, nonLegalRequest } from "./requests.js";
import { actOnPersons } from "./acts-on-persons.js";
import { translate } from "./glossary.js";
import { namesOurLaw, scopeSignals } from "./scope.js";
import { SubjectMatcher, type SubjectMatch, type WordForms } from "./subject-matcher.js";
import { SYNONYMS } from "./synonyms.js";
import { Memo } from "./memo.js";
import { orSearcher, type OrSearcher, type RankedHits } from "./scorer.js";
import { FuzzyLookup } from "./fuzzy.js";
import { ArticleScores } from "./article-scores.js";
import { localePositions, rankTable, type Candidate, type CandidateTable } from "./rank.js";

export { localeOrder, rank, type Candidate } from "./rank.js";

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

export interface Analysis {
  language: Language;
  types: QuestionType[];
  candidates: Candidate[];
  scope: ScopeFeatures;
  /** The candidates as arrays, which the index ranks (`candidates` are made from it when asked for). */
  table: CandidateTable;
  /** The question's own stems (the coverage lexicon is applied to them). */
  stems: string[];
  typed: boolean;
  guides: GuideHit[];
  /** Best document of each article for the text signal (a typed paragraph wins). */
  bestDoc: Map<string, Doc>;
  /** The same for one article, without making the Map (undefined for an article that is no candidate). */
  bestDocOf(article: string): Doc | undefined;
}

export interface SearchOutcome {
  results: SearchResult[];
  guides: GuideHit[];
  /** "none": nothing relevant, the question is outside what the assistant covers. */
  coverage: "full" | "none";
  types: QuestionType[];
  language: Language;
}

/** A word's share of a question's terms: `terms[i]` weighs `factors[i]` × the word's weight. */
interface WordTerms {
  /** Whether the word adds query terms (not a stop word, not a single letter). */
  query: boolean;
  /** Whether `knownShare` counts it (not a stop word, three letters or more, no digit). */
  counted: boolean;
  /** 0.3 for a word of everyday language, else 1. */
  general: number;
  /** Whether the knowledge base knows it in some form (its stem, a compound split or a word form). */
  known: boolean;
  terms: string[];
  factors: number[];
  /**
   * The word's `SubjectMatcher.formsOf`, null for none, undefined until a question's analysis first asks (session 19:
   * kept here so that a question's word is looked up once for its terms, its known share and its subjects).
   */
  subject: WordForms | null | undefined;
}

export interface SearchContext {
  /** The conversation's previous question and the refs its answer cited. */
  question: string;
  refs: string[];
}

/** How much the earlier question's words and subjects weigh beside a follow-up's own. */
const CONTEXT_WEIGHT = 0.4;

const articleOfRef = (ref: string) => /^(.+? Art\. [0-9a-z]+)/.exec(ref)?.[1] ?? ref;

const ACT_PRIOR: Record<string, number> = { DSG: 1, DSV: 0.6 };
/** Names a regulator or one of its kinds of guidance (in any of the four languages). */
const ASKS_REGULATOR =
  /\b(?:(?:finma|bag|ed[öo]e?b|pfpdt|ifpdt|fdpic|ofsp|ufsp)\b|rundschreiben|aufsichtsmitteilung|merkbl|leitfaden|wegleitung|empfehlung|bundesamt|beauftragte|circulaire|circolare|guidance|guideline|pr[ée]pos[ée]|incaricat|commissioner|regulator|autorit[ée] de surveillance|autorit[àa] di vigilanza|supervisory)/i;

const priorOf = (doc: Doc) => ACT_PRIOR[doc.entry?.act ?? doc.ref.split(" ")[0]] ?? 0.3;

// Frozen: the scorers keep what they derive from the fields and boosts they are asked with while the same objects come again.
const TEXT_FIELDS = Object.freeze(["ref", "title", "keywords", "text", "chapter"]);
const SITUATION_FIELDS = Object.freeze(["text"]);
/** Each feature's column in a candidate's row. */
const COLUMN = Object.fromEntries(FEATURES.map((f, i) => [f, i])) as Record<(typeof FEATURES)[number], number>;
const TEXT_BOOST = Object.freeze({ title: 2.5, keywords: 2.5, ref: 2, text: 1, chapter: 0.4 });
const GUIDE_FIELDS = Object.freeze(["title", "keywords", "situations", "answers"]);
const GUIDE_BOOST = Object.freeze({ title: 2, keywords: 2, situations: 1.5, answers: 0.7 });

export class KnowledgeIndex {
  readonly docs: Doc[] = [];
  readonly guides: Guide[];
  private readonly vocabulary = new Vocabulary();
  private readonly known = new Set<string>();
  private readonly mini: MiniSearch<Doc>;
  /** `termList`: the situation's distinct terms in `terms`' order, read per question without an iterator. */
  private readonly situationList: { id: number; article: string; text: string; terms: Set<string>; termList: string[] }[] = [];
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
  /** Per document, by id: the snippet its results show (a function of its text, made once; session 17). */
  private readonly snippets: string[] = [];
  private readonly termCache = new Map<string, string[]>();
  // Per word: the corpus's other forms of it (the corpus is fixed once the index is built).
  private readonly forms = new Memo<string[]>();
  // Per question: its weighted terms. Search, answer and suggestions of one chat question (and the
  // scope signals) all ask for them; analysed once, each caller gets its own copy.
  // Session 14: one table per weight, keyed by the question itself (the key was weight and question joined,
  // a new string of a question's length to build and hash on every call, three times per search).
  private readonly questionTerms = new Map<number, Memo<Map<string, number>>>();
  // Per word (session 11): its terms with their weights and whether the corpus knows it, so that a
  // question's analysis looks each word up once instead of five times (stop word, stem, split, forms, synonym).
  private readonly wordTerms = new Memo<WordTerms>();
  private readonly subjects: SubjectMatcher;
  private readonly model: SearchModel;
  // Articles by number (session 10): a question's signals are kept in arrays indexed by these.
  private readonly articleNames: string[] = [];
  /** What an `IndexAnalysis` reads of the index (made once). */
  private readonly articleTables: ArticleTables;
  /** The scratch scores that name-keyed signals are written into by article number (`chooseNamed`, `setNamed`). */
  private readonly named: Record<"candidates" | "subject" | "guide", Named>;
  /** Per article number: its place in the locale order of the names (ties in the ranking). */
  private readonly articlePosition: Int32Array;
  private readonly articleIds = new Map<string, number>();
  /** Per document and per situation, by id: the number of its article. */
  private readonly docArticle: Int32Array;
  private readonly situationArticle: Int32Array;
  /** Per article number: the numbers and the names of its related articles (relatedOf). */
  private readonly relatedIds: number[][] = [];
  private readonly relatedNames: string[][] = [];
  // Reused by every analysis (a search runs to its end without yielding).
  private readonly scratch: Record<
    "text" | "bestDoc" | "situations" | "taken" | "candidates" | "subject" | "guide" | "context",
    ArticleScores
  >;
  /** Per article number: the id of its first document (its best document when no signal names one). */
  private readonly firstDoc: Int32Array;
  /**
   * The candidate table's arrays for `search`, which ranks the table before it returns and keeps nothing of it
   * (session 14: a new table per search, some 220 rows of nine doubles, was a fifth of what a search allocated).
   * An analysis handed out by `analyse` gets arrays of its own.
   */
  private readonly tableScratch: { typed: Float64Array; features: Float64Array };

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
    this.mini = new MiniSearch<Doc>({ fields: [...TEXT_FIELDS], storeFields: [], tokenize, processTerm: (t) => t });
    this.mini.addAll(this.docs);
    // Each situation is its own small document: one situation that fits the question well says
    // more than many that share a word with it.
    for (const doc of this.docs)
      for (const text of doc.entry?.situations ?? []) {
        const terms = new Set(analyze(text, this.vocabulary));
        this.situationList.push({ id: this.situationList.length, article: doc.article, text, terms, termList: [...terms] });
      }
    this.situationSearch = new MiniSearch<{ id: number; article: string; text: string }>({
      fields: ["text"],
      storeFields: [],
      tokenize,
      processTerm: (t) => t,
    });
    this.situationSearch.addAll(this.situationList);
    this.guideSearch = new MiniSearch<Guide & { n: number }>({
      idField: "n",
      fields: [...GUIDE_FIELDS],
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
    // One fuzzy lookup over the three indexes' terms: a new word is compared with them once.
    const fuzzy = new FuzzyLookup();
    this.text = orSearcher(this.mini, fuzzy);
    this.situationScorer = orSearcher(this.situationSearch, fuzzy);
    this.guideScorer = orSearcher(this.guideSearch, fuzzy);
    fuzzy.prepare();
    // Per-document and per-article constants of the ranker, once instead of per candidate and question.
    for (const doc of this.docs) {
      this.priors[doc.id] = priorOf(doc);
      this.provisions[doc.id] = / Art\. | Anhang /.test(` ${doc.ref} `);
      this.snippets[doc.id] = snippet(doc.text);
    }
    for (const article of this.byArticle.keys()) this.relatedOf(article);
    for (const article of this.byArticle.keys()) {
      this.articleIds.set(article, this.articleNames.length);
      this.articleNames.push(article);
    }
    const positions = localePositions(this.articleNames);
    this.articlePosition = Int32Array.from(this.articleNames, (article) => positions.get(article)!);
    for (const article of this.articleNames) {
      this.relatedNames.push(this.relatedOf(article));
      this.relatedIds.push(this.relatedOf(article).map((a) => this.articleIds.get(a)!));
    }
    this.docArticle = Int32Array.from(this.docs, (doc) => this.articleIds.get(doc.article)!);
    this.situationArticle = Int32Array.from(this.situationList, (situation) => this.articleIds.get(situation.article)!);
    const scores = () => new ArticleScores(this.articleNames.length);
    this.scratch = {
      text: scores(),
      bestDoc: scores(),
      situations: scores(),
      taken: scores(),
      candidates: scores(),
      subject: scores(),
      guide: scores(),
      context: scores(),
    };
    this.articleTables = { docs: this.docs, names: this.articleNames, ids: this.articleIds, related: this.relatedNames };
    this.named = {
      candidates: { ids: this.articleIds, into: this.scratch.candidates },
      subject: { ids: this.articleIds, into: this.scratch.subject },
      guide: { ids: this.articleIds, into: this.scratch.guide },
    };
    this.firstDoc = Int32Array.from(this.articleNames, (article) => this.byArticle.get(article)![0].id);
    // A candidate is an article, each at most once.
    this.tableScratch = {
      typed: new Float64Array(this.articleNames.length),
      features: new Float64Array(this.articleNames.length * FEATURES.length),
    };
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
    return new Map(this.sharedTerms(question, weight));
  }

  /**
   * The remembered terms themselves, for a caller that only reads them (no copy). `own`: the `wordTermsOf` of the
   * question's `words`, when the caller has them already (read only if the question is not remembered).
   */
  private sharedTerms(question: string, weight: number, own?: readonly WordTerms[]): Map<string, number> {
    let byQuestion = this.questionTerms.get(weight);
    if (!byQuestion) {
      // Callers ask with a few weights (1, 0.9, 0.4, 0.36); any number of others only starts over.
      if (this.questionTerms.size >= 16) this.questionTerms.clear();
      this.questionTerms.set(weight, (byQuestion = new Memo<Map<string, number>>(256)));
    }
    return byQuestion.peek(question) ?? byQuestion.get(question, () => this.termsUncached(question, weight, own));
  }

  private relatedForms(word: string): string[] {
    return this.forms.peek(word) ?? this.formsNew(word);
  }

  private formsNew(word: string): string[] {
    return this.forms.get(word, (w) => relatedForms(w, this.known));
  }

  private termsUncached(
    question: string,
    weight: number,
    ofWords: readonly WordTerms[] = this.wordTermsOfAll(words(question)),
  ): Map<string, number> {
    const terms = new Map<string, number>();
    for (let k = 0; k < ofWords.length; k++) {
      const own = ofWords[k];
      if (!own.query) continue;
      const w = own.general * weight;
      // The stem at factor 1 (w * 1 is w), then compound parts, word forms and synonyms, in that order.
      for (let i = 0; i < own.terms.length; i++) {
        const term = own.terms[i];
        terms.set(term, Math.max(terms.get(term) ?? 0, w * own.factors[i]));
      }
    }
    return terms;
  }

  /** `wordTermsOf` of each of a question's words, in their order. */
  private wordTermsOfAll(tokens: readonly string[]): WordTerms[] {
    const all: WordTerms[] = new Array(tokens.length);
    for (let k = 0; k < tokens.length; k++) all[k] = this.wordTermsOf(tokens[k]);
    return all;
  }

  /** What a word contributes to a question's terms and to `knownShare` (remembered per word). */
  private wordTermsOf(word: string): WordTerms {
    // Looked up first: the closure below is made only for a word not seen before (session 17).
    return this.wordTerms.peek(word) ?? this.wordTermsNew(word);
  }

  private wordTermsNew(word: string): WordTerms {
    return this.wordTerms.get(word, () => {
      const stop = isStopWord(word);
      const digit = /\d/.test(word);
      const own: WordTerms = {
        query: !stop && !(word.length < 2 && !digit),
        counted: !stop && word.length >= 3 && !digit,
        general: GENERAL_WORDS.has(word) ? 0.3 : 1,
        known: false,
        terms: [],
        factors: [],
        subject: undefined,
      };
      if (!own.query && !own.counted) return own;
      const add = (term: string, factor: number) => {
        own.terms.push(term);
        own.factors.push(factor);
      };
      add(stem(word), 1);
      for (const part of this.vocabulary.split(word)) add(stem(part), 0.7);
      for (const form of this.relatedForms(word)) add(form, 0.9);
      // Own keys only: "constructor" is not a synonym (Object.prototype's was, and broke the search).
      const synonym = Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : undefined;
      if (synonym) for (const term of analyze(synonym, this.vocabulary)) add(term, 0.8);
      own.known = this.known.has(stem(word)) || this.vocabulary.split(word).length > 0 || this.relatedForms(word).length > 0;
      return own;
    });
  }

  /** The subject-index forms of a question's words (`SubjectMatcher.match`'s list), from their `wordTermsOf`. */
  private subjectWords(tokens: readonly string[], ofWords: readonly WordTerms[]): WordForms[] {
    const forms: WordForms[] = [];
    for (let k = 0; k < ofWords.length; k++) {
      const own = ofWords[k];
      if (own.subject === undefined) own.subject = this.subjects.formsOf(tokens[k]) ?? null;
      if (own.subject) forms.push(own.subject);
    }
    return forms;
  }

  /** Share of the question's content words (weighted) that the knowledge base knows in some form. */
  knownShare(question: string): number {
    return this.knownShareOf(this.wordTermsOfAll(words(question)));
  }

  /** `knownShare` of the `wordTermsOf` of a question's words. */
  private knownShareOf(ofWords: readonly WordTerms[]): number {
    let known = 0;
    let total = 0;
    for (let k = 0; k < ofWords.length; k++) {
      const own = ofWords[k];
      if (!own.counted) continue;
      total += own.general;
      if (own.known) known += own.general;
    }
    return total ? known / total : 0;
  }

  /** All signals for a question; `search` weighs them with the model. */
  analyse(question: string, context?: SearchContext, dense?: Map<string, number>): Analysis {
    return this.analysed(question, context, dense, false);
  }

  /** `analyse`; with `reuse`, the table is a view of the index's scratch arrays, valid until the next such analysis. */
  private analysed(question: string, context: SearchContext | undefined, dense: Map<string, number> | undefined, reuse: boolean): Analysis {
    const { language, types } = understand(question);
    const typedRefs = findTypedRefs(question);
    const asksRegulator = ASKS_REGULATOR.test(context ? `${question} ${context.question}` : question);
    // The question's words, split once (session 19): its terms (when not remembered), its subject-index matches and
    // the share of its words the corpus knows each split the text again, making each word's string and hash anew.
    // Each word is then looked up once for all three.
    const questionWords = words(question);
    const ofWords = this.wordTermsOfAll(questionWords);
    // The remembered terms themselves when nothing is added to them (a German question without context), else a copy.
    const shared = this.sharedTerms(question, 1, ofWords);
    const terms = language !== "de" || context ? new Map(shared) : shared;
    if (language !== "de")
      for (const [term, w] of this.sharedTerms(translate(question, language).join(" "), 0.9))
        terms.set(term, Math.max(terms.get(term) ?? 0, w));
    if (context) for (const [term, w] of this.sharedTerms(context.question, CONTEXT_WEIGHT)) if (!terms.has(term)) terms.set(term, w);
    // MiniSearch was given the terms joined by spaces and split again (miniSearchOr still is); a term is one word,
    // so the keys themselves are that list, and they are the remembered strings whose hashes the scorers' tables
    // have already computed (session 14: the split made some 60 new strings per question, each hashed again).
    let queryTerms = [...terms.keys()];
    if (queryTerms.some((term) => term === "" || term.includes(" "))) queryTerms = queryTerms.join(" ").split(" ").filter(Boolean);
    const query = {
      terms: queryTerms,
      boostTerm: (term: string) => terms.get(term) ?? 1,
      fuzzy: (term: string) => (!this.known.has(term) && term.length >= 7 ? 0.2 : false),
    };
    const has = queryTerms.length > 0;
    // Views of each scorer's reused arrays, read before this analysis returns.
    const none: RankedHits = { ids: [], scores: [], length: 0 };
    const textHits = has ? this.text.ranked({ ...query, fields: TEXT_FIELDS, boost: TEXT_BOOST }) : none;
    const situationHits = has ? this.situationScorer.ranked({ ...query, fields: SITUATION_FIELDS }) : none;
    const guideHits = has ? this.guideScorer.ranked({ ...query, fields: GUIDE_FIELDS, boost: GUIDE_BOOST }) : none;

    // Per article number: its best text score and its best document (a curated entry wins over a passage).
    const { text, bestDoc, situations, taken, candidates: chosen, subject: subjectOf, guide: guideOf, context: inContext } = this.scratch;
    text.reset();
    bestDoc.reset();
    situations.reset();
    taken.reset();
    chosen.reset();
    subjectOf.reset();
    guideOf.reset();
    inContext.reset();
    for (let i = 0; i < textHits.length; i++) {
      const id = textHits.ids[i];
      const score = textHits.scores[i];
      const article = this.docArticle[id];
      if (text.get(article) < score) text.set(article, score);
      if (!bestDoc.has(article) || (this.docs[bestDoc.value[article]].source === "fedlex" && this.docs[id].source === "curated"))
        bestDoc.set(article, id);
    }
    // How completely the best-matching situations are present in the question (0–1): a question
    // that tells a known situation covers most of its words; an unrelated one shares one word.
    let cover = 0;
    for (let i = 0; i < Math.min(10, situationHits.length); i++) {
      const own = this.situationList[situationHits.ids[i]].termList;
      let found = 0;
      for (let t = 0; t < own.length; t++) if (terms.has(own[t])) found++;
      cover = Math.max(cover, own.length ? found / Math.max(own.length, 3) : 0);
    }
    // An article's two best situations count (the second at half weight).
    for (let i = 0; i < situationHits.length; i++) {
      const article = this.situationArticle[situationHits.ids[i]];
      const n = taken.get(article);
      if (n >= 2) continue;
      taken.set(article, n + 1);
      situations.set(article, situations.get(article) + situationHits.scores[i] * (n === 0 ? 1 : 0.5));
    }
    const subject = new Map<string, number>();
    // A follow-up's own subjects weigh fully; those only the earlier question brings in ("Und wer muss
    // den Strafantrag stellen?" after a question on a club's member list) at the earlier question's
    // term weight: the earlier question supplies what the follow-up leaves out, not what it asks.
    // (Session 19: loops and module-level functions here, no closure made per analysis.)
    const ownSubjects = this.subjects.matchWords(this.subjectWords(questionWords, ofWords), language);
    for (let m = 0; m < ownSubjects.length; m++) addSubject(subject, ownSubjects[m], 1);
    if (context) {
      const ownConcepts = new Set(ownSubjects.map((m) => m.concept));
      for (const match of this.subjects.match(`${question} ${context.question}`, language))
        if (!ownConcepts.has(match.concept)) addSubject(subject, match, CONTEXT_WEIGHT);
    }
    const guides: GuideHit[] = [];
    for (let i = 0; i < Math.min(3, guideHits.length); i++)
      guides.push({ guide: this.guides[guideHits.ids[i]], score: guideHits.scores[i] });
    const guide = new Map<string, number>();
    for (let h = 0; h < guides.length; h++) {
      const { guide: named, score } = guides[h];
      for (let i = 0; i < named.refs.length; i++) guide.set(named.refs[i], Math.max(guide.get(named.refs[i]) ?? 0, score / (1 + 0.5 * i)));
    }

    const typedScore = new Map<string, number>();
    for (let i = 0; i < typedRefs.length; i++) {
      const ref = typedRefs[i];
      typedScore.set(ref.article, Math.max(typedScore.get(ref.article) ?? 0, 100 - i));
      const exact = this.byArticle.get(ref.article)?.find((d) => d.ref === ref.full);
      if (exact) bestDoc.set(this.articleIds.get(ref.article)!, exact.id);
    }

    // The dense signal (embeddings, when configured): the 20 nearest articles, scaled 0–1 between them.
    const denseScore = new Map<string, number>();
    if (dense?.size) {
      const nearest = [...dense].sort((a, b) => b[1] - a[1]).slice(0, 20);
      const low = nearest.at(-1)![1];
      const span = nearest[0][1] - low || 1;
      for (const [article, value] of nearest) denseScore.set(article, (value - low) / span);
    }
    // The candidates in the order the signals name them (text, situations, subject index, guides,
    // typed refs, dense), each once and only if the knowledge base has the article.
    for (let i = 0; i < text.size; i++) if (!chosen.has(text.ordered[i])) chosen.set(text.ordered[i], 1);
    for (let i = 0; i < situations.size; i++) if (!chosen.has(situations.ordered[i])) chosen.set(situations.ordered[i], 1);
    // forEach, not for … of: the same order (insertion) without an iterator's result per key.
    subject.forEach(chooseNamed, this.named.candidates);
    guide.forEach(chooseNamed, this.named.candidates);
    typedScore.forEach(chooseNamed, this.named.candidates);
    denseScore.forEach(chooseNamed, this.named.candidates);
    // The provisions that go with a found one (an OR or StGB rule and the DSG article that also
    // applies) are candidates too; the ranker decides how much that companionship counts.
    const direct = chosen.size;
    for (let i = 0; i < direct; i++) {
      const related = this.relatedIds[chosen.ordered[i]];
      for (let r = 0; r < related.length; r++) if (!chosen.has(related[r])) chosen.set(related[r], 1);
    }
    const subjectMax = maxOf(subject);
    const max = { text: text.max(), situations: situations.max(), subject: subjectMax, guide: maxOf(guide) };
    // The name-keyed signals by article number, so that a candidate's row reads arrays (session 11;
    // the maxima above still include refs the knowledge base lacks, as before).
    subject.forEach(setNamed, this.named.subject);
    guide.forEach(setNamed, this.named.guide);
    if (context)
      for (const ref of context.refs) {
        const article = this.articleIds.get(articleOfRef(ref));
        if (article !== undefined) inContext.set(article, 1);
      }
    // The candidates' numbers in the order chosen: for a search (`reuse`) a view of the scratch order itself,
    // read before the next analysis; a kept analysis copies them (session 18: the copy was 1.6 KB a search).
    const ids = reuse ? chosen.ordered.subarray(0, chosen.size) : chosen.ordered.slice(0, chosen.size);
    const width = FEATURES.length;
    const table: CandidateTable = reuse
      ? {
          ids,
          // Zeroed as new arrays are: only some columns are written below (`related` never, `dense` and `typed` with those signals).
          typed: this.tableScratch.typed.subarray(0, ids.length).fill(0),
          features: this.tableScratch.features.subarray(0, ids.length * width).fill(0),
        }
      : { ids, typed: new Float64Array(ids.length), features: new Float64Array(ids.length * width) };
    // Each value is computed as before (`norm`: (m.get(a) ?? 0) / top); `related` stays 0 here.
    const { features } = table;
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j];
      if (!bestDoc.has(id)) bestDoc.set(id, this.firstDoc[id]);
      const doc = bestDoc.value[id];
      const row = j * width;
      if (typedScore.size) table.typed[j] = typedScore.get(this.articleNames[id]) ?? 0;
      features[row + COLUMN.text] = max.text > 0 ? text.get(id) / max.text : 0;
      features[row + COLUMN.situations] = max.situations > 0 ? situations.get(id) / max.situations : 0;
      features[row + COLUMN.subject] = max.subject > 0 ? subjectOf.get(id) / max.subject : 0;
      features[row + COLUMN.guide] = max.guide > 0 ? guideOf.get(id) / max.guide : 0;
      features[row + COLUMN.prior] = this.priors[doc];
      // A regulator's guidance rather than an article: answers point to the article unless the
      // question asks for the regulator's view.
      features[row + COLUMN.guidance] = asksRegulator || this.provisions[doc] ? 0 : 1;
      features[row + COLUMN.context] = inContext.has(id) ? 1 : 0;
      if (denseScore.size) features[row + COLUMN.dense] = denseScore.get(this.articleNames[id]) ?? 0;
    }
    // Each candidate's best document, kept past this analysis (the scratch arrays are reused) as two
    // small arrays instead of a Map of some 200 names, which was a tenth of what a search allocated
    // (session 12); the Map is made only when asked for. A search (`reuse`) reads them before the next
    // analysis, so it reads the scratch arrays themselves (session 18).
    const bestOrder = reuse ? bestDoc.ordered.subarray(0, bestDoc.size) : bestDoc.ordered.slice(0, bestDoc.size);
    let bestOf: Int32Array | undefined;
    if (!reuse) {
      bestOf = new Int32Array(bestOrder.length);
      for (let i = 0; i < bestOrder.length; i++) bestOf[i] = bestDoc.value[bestOrder[i]];
    }

    const signals = scopeSignals(context ? `${question} ${context.question}` : question);
    const termWeight = sumOf(terms) || 1;
    const stems = [...(context ? this.sharedTerms(`${question} ${context.question}`, 1) : shared).keys()];
    const scope: ScopeFeatures = {
      topic: topicScore(stems, this.model.scope.lexicon ?? {}),
      cover,
      law: namesOurLaw(question),
      known: context ? this.knownShare(`${question} ${context.question}`) : this.knownShareOf(ofWords),
      dataTopic: Math.min(signals.dataTopic, 3) / 3,
      otherFields: Math.min(signals.otherFields, 2) / 2,
      text: Math.log1p(max.text / termWeight),
      situations: Math.log1p(max.situations / termWeight),
      subject: Math.min(subjectMax, 4) / 4,
      guide: Math.log1p(max.guide / termWeight),
    };
    // Session 19: an instance of a class, not an object literal whose getters and methods were closures made per analysis.
    return new IndexAnalysis(
      this.articleTables,
      language,
      types,
      table,
      scope,
      stems,
      typedRefs.length > 0,
      guides,
      bestOrder,
      bestOf ?? bestDoc.value,
    );
  }

  /** Whether the earlier question of a conversation is one the search covers (remembered for the last one). */
  private earlierIsOurs(earlier: string): boolean {
    if (this.lastEarlier?.question === earlier) return this.lastEarlier.ours;
    const analysis = this.analysed(earlier, undefined, undefined, false);
    const ours =
      !nonLegalRequest(earlier) &&
      (analysis.typed || inScopeProbability(analysis.scope, this.model) >= this.model.scope.threshold || actOnPersons(earlier));
    this.lastEarlier = { question: earlier, ours };
    return ours;
  }

  private lastEarlier: { question: string; ours: boolean } | undefined;

  search(question: string, options: { limit?: number; context?: SearchContext; dense?: Map<string, number> } = {}): SearchOutcome {
    // The analysis does not leave this call: its table may be the scratch one.
    const analysis = this.analysed(question, options.context, options.dense, true);
    const { language, types } = analysis;
    // A request that is not a legal question (a poem, a formula, VAT …) is declined whatever its words.
    const covered =
      !nonLegalRequest(question, options.context !== undefined) &&
      (analysis.typed ||
        inScopeProbability(analysis.scope, this.model) >= this.model.scope.threshold ||
        // An act on persons told in the words of its trade (a plate on a photo, a price set by
        // telematics): ours without a data word (session 14).
        actOnPersons(question) ||
        // A follow-up of a question that is ours is ours too, however little it says itself ("Sie hat
        // aber inzwischen gekündigt. Spielt das eine Rolle?", "Entro quando?"), unless the learned model
        // reads it alone as an outside request (session 19). A rule request is declined above.
        (options.context !== undefined && !learnedOutside(question) && this.earlierIsOurs(options.context.question)));
    if (!covered) return { results: [], guides: [], coverage: "none", types, language };
    const articles = { names: this.articleNames, related: this.relatedNames, position: this.articlePosition };
    const ranked = rankTable(analysis.table, this.model, articles, options.limit ?? 10);
    const results = ranked.map(({ article, score }) => this.resultOf(analysis.bestDocOf(article)!, score));
    const guides = analysis.guides.filter((hit) => hit.score >= (analysis.guides[0]?.score ?? 0) * 0.5);
    return { results, guides, coverage: "full", types, language };
  }

  query(q: string, limit = 10): SearchResult[] {
    return this.search(q, { limit }).results;
  }

  /** A document's result at a score: what `search` returns for it (the route serialises its fixed fields once). */
  resultOf(doc: Doc, score: number): SearchResult {
    return {
      ref: doc.ref,
      title: doc.title,
      url: doc.url,
      snippet: this.snippets[doc.id] ?? snippet(doc.text),
      score: Math.round(score * 1000) / 1000,
      source: doc.source,
      stand: doc.stand,
      doc,
    };
  }
}

/** What an analysis reads of its index: the documents, the articles' names, numbers and related articles' names. */
interface ArticleTables {
  docs: Doc[];
  names: string[];
  ids: Map<string, number>;
  related: string[][];
}

/** The analysis `analyse` gives: the candidates as objects and the best documents by name are made when first read. */
class IndexAnalysis implements Analysis {
  private candidateList: Candidate[] | undefined = undefined;
  private bestDocs: Map<string, Doc> | undefined = undefined;

  constructor(
    private readonly of: ArticleTables,
    readonly language: Language,
    readonly types: QuestionType[],
    readonly table: CandidateTable,
    readonly scope: ScopeFeatures,
    readonly stems: string[],
    readonly typed: boolean,
    readonly guides: GuideHit[],
    /** The articles with a best document, in the order the signals named them. */
    private readonly bestOrder: Int32Array,
    /**
     * Their best documents: `best[i]` for `bestOrder[i]` when it is as long as the order (a kept analysis's own copy),
     * else by article number (`best[bestOrder[i]]`, the index's scratch values, read by a search before the next analysis).
     */
    private readonly best: Int32Array | Float64Array,
  ) {}

  private bestIdOf(i: number): number {
    return this.best instanceof Int32Array ? this.best[i] : this.best[this.bestOrder[i]];
  }

  /** The candidates of the table as objects (training reads them). */
  get candidates(): Candidate[] {
    if (!this.candidateList) {
      const { table, of } = this;
      this.candidateList = Array.from(table.ids, (id, j) => {
        const features = {} as FeatureVector;
        FEATURES.forEach((f, i) => (features[f] = table.features[j * FEATURES.length + i]));
        return { article: of.names[id], typed: table.typed[j], features, related: of.related[id] };
      });
    }
    return this.candidateList;
  }

  /** Each candidate's best document by article name, in the order the signals named them. */
  get bestDoc(): Map<string, Doc> {
    if (!this.bestDocs) {
      this.bestDocs = new Map<string, Doc>();
      for (let i = 0; i < this.bestOrder.length; i++) this.bestDocs.set(this.of.names[this.bestOrder[i]], this.of.docs[this.bestIdOf(i)]);
    }
    return this.bestDocs;
  }

  bestDocOf(article: string): Doc | undefined {
    const i = this.bestOrder.indexOf(this.of.ids.get(article) ?? -1);
    return i < 0 ? undefined : this.of.docs[this.bestIdOf(i)];
  }
}

/** Article numbers by name and the scores a name-keyed signal is written into (the `this` of `chooseNamed`, `setNamed`). */
interface Named {
  ids: Map<string, number>;
  into: ArticleScores;
}

/** A Map's forEach callback: the named article becomes a candidate (value 1) unless it is one, if the index has it. */
function chooseNamed(this: Named, _value: number, name: string): void {
  const article = this.ids.get(name);
  if (article !== undefined && !this.into.has(article)) this.into.set(article, 1);
}

/** A Map's forEach callback: the named article's value, if the index has it. */
function setNamed(this: Named, value: number, name: string): void {
  const article = this.ids.get(name);
  if (article !== undefined) this.into.set(article, value);
}

// maxOf's and sumOf's running value: module-level, so that their forEach callbacks are made once, not per call.
let running = 0;
const keepMax = (value: number) => (running = Math.max(running, value));
const addUp = (value: number) => (running = running + value);

/** The largest value of a Map, at least 0. */
function maxOf(m: Map<string, number>): number {
  running = 0;
  m.forEach(keepMax);
  return running;
}

/** The sum of a Map's values in insertion order. */
function sumOf(m: Map<string, number>): number {
  running = 0;
  m.forEach(addUp);
  return running;
}

/** Adds a subject-index match's refs to a question's subject scores at a weight (the first ref fully, then less). */
function addSubject(subject: Map<string, number>, match: SubjectMatch, weight: number): void {
  for (let i = 0; i < match.refs.length; i++)
    subject.set(match.refs[i], (subject.get(match.refs[i]) ?? 0) + (weight * match.weight) / (1 + 0.5 * i));
}

export function snippet(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentenceEnd = cut.lastIndexOf(". ");
  return sentenceEnd > max / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(" "))} …`;
}
