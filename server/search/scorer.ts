// A question's OR query over one MiniSearch index, scored exactly as MiniSearch 7 scores it
// (BM25+ per field, fuzzy matches at 0.45, score × number of matched query terms) but without its
// per-query churn (issue 28, session 9): MiniSearch builds a result object, a term list and a
// match record per matching document and query term, and recomputes each posting's BM25 value per
// query. A question has 20–60 weighted terms, common stems match most of the corpus, and that
// was more than half of a search's CPU. Here each term's BM25 values per field are computed once
// (the index does not change after start-up) and a query adds them into reused arrays, in
// MiniSearch's order of operations, so scores and the order of equal scores are bit-identical
// (scorer.test.ts compares them with MiniSearch's own search over every eval question).
import type MiniSearch from "minisearch";
import { Memo } from "./memo.js";
import { FuzzyLookup, walkOrder, type FuzzyScope, type RadixNode } from "./fuzzy.js";

type FieldTermData = Map<number, Map<number, number>>;
type FuzzyMatches = Map<string, [FieldTermData, number]>;

/** The parts of MiniSearch 7 the scorer reads; absent in another version, which then falls back. */
interface Internals {
  _index: {
    get(term: string): FieldTermData | undefined;
    fuzzyGet(term: string, maxDistance: number): FuzzyMatches;
    /** The radix tree whose walk orders fuzzy matches (fuzzy.ts). */
    _tree: RadixNode;
  };
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _dirtCount: number;
  _nextId: number;
}

/** One term's postings in one field: documents (short ids) and their BM25 values. */
interface Posting {
  docs: Int32Array;
  raw: Float64Array;
}

/**
 * One term's postings over a query's fields, merged (session 11): each document once, in the order
 * the walk over the fields first reaches it, with its field boosts and BM25 values in field order
 * (`boosts[k]`, `raw[k]` for `start[i]` ≤ k < `start[i + 1]`).
 */
interface Merged {
  docs: Int32Array;
  start: Int32Array;
  boosts: Float64Array;
  raw: Float64Array;
}

export interface OrQuery {
  terms: string[];
  /** The fields to search, in the order MiniSearch would be given them, and their boosts. */
  fields: readonly string[];
  boost?: Readonly<Record<string, number>>;
  boostTerm: (term: string) => number;
  /** As MiniSearch's `fuzzy` option: a fraction of the term's length, or false. */
  fuzzy: (term: string) => number | false;
}

export interface ScoredHit {
  id: number;
  score: number;
}

/**
 * A query's hits, best first, as two arrays: `ids[i]` and `scores[i]` for i < length. The index's
 * own scorer returns views of arrays it reuses, valid until its next search (session 10: an object
 * per hit, up to two thousand per situation query, was a fifth of what a search allocated).
 */
export interface RankedHits {
  ids: ArrayLike<number>;
  scores: ArrayLike<number>;
  length: number;
}

// MiniSearch 7's defaults (defaultSearchOptions); the indexes set no search options of their own.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

// The same expression as MiniSearch's calcBM25Score, so that each value is the same double.
const bm25 = (termFreq: number, matchingCount: number, totalCount: number, fieldLength: number, avgFieldLength: number) => {
  const { k, b, d } = BM25;
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
};

export class OrScorer {
  private readonly postings = new Memo<(Posting | undefined)[]>(50_000);
  private readonly fuzzyTerms = new Memo<[string, number][]>(20_000);
  /** Merged postings per set of fields and boosts (each index asks with one set), then per term. */
  private readonly merged = new Map<string, Memo<Merged>>();
  /**
   * The field ids, boosts and merged postings of the last query's `fields` and `boost` objects (session 14): the
   * index asks with the same two constants every time, so their ids and key are not made again per query.
   */
  private plan?: {
    fields: readonly string[];
    boost?: Readonly<Record<string, number>>;
    fieldIds: number[];
    fieldBoosts: number[];
    mergedOf: Memo<Merged>;
  };
  // Reused per query: a stamp says whether a document's slot belongs to the current query / term.
  private readonly total: Float64Array;
  private readonly termScore: Float64Array;
  private readonly matched: Int32Array;
  private readonly queryStamp: Int32Array;
  private readonly termStamp: Int32Array;
  // Reused per query: the documents of the current term and of the query, in the order first matched.
  private readonly touched: Int32Array;
  private readonly order: Int32Array;
  // The ranked hits handed out by `ranked` (views of these).
  private readonly hitIds: Int32Array;
  private readonly hitScores: Float64Array;
  // Reused by the sort of the hits (its result and its spare buffer).
  private readonly positions: Int32Array;
  private readonly spare: Int32Array;
  /** Per term: the query that last counted it (a term given twice counts once), bounded like a Memo. */
  private readonly seen = new Map<string, number>();
  /**
   * Per short id: the document's own id (the index is fixed, so looked up once), already as the
   * Int32 that `hitIds` holds. Session 12: MiniSearch hands out ids as its `extractField` gives
   * them (the guide index's are strings), and storing a string into `hitIds` on every query made V8
   * throw away the optimised `ranked` once per search (thousands of deoptimisations per benchmark).
   */
  private readonly externalIds: Int32Array;
  private stamp = 0;
  /** This index's terms for fuzzy matching, made at start-up (session 13: MiniSearch's walk per word was slow). */
  private readonly fuzzyScope: FuzzyScope;

  private constructor(
    private readonly mini: Internals,
    fuzzy: FuzzyLookup,
  ) {
    this.fuzzyScope = fuzzy.scope(walkOrder(mini._index._tree));
    const size = mini._nextId;
    this.total = new Float64Array(size);
    this.termScore = new Float64Array(size);
    this.matched = new Int32Array(size);
    this.queryStamp = new Int32Array(size);
    this.termStamp = new Int32Array(size);
    this.touched = new Int32Array(size);
    this.order = new Int32Array(size);
    this.hitIds = new Int32Array(size);
    this.hitScores = new Float64Array(size);
    this.positions = new Int32Array(size);
    this.spare = new Int32Array(size);
    // The same conversion as the store into an Int32Array did per hit (a string id "3" is 3).
    this.externalIds = new Int32Array(size);
    for (const [short, id] of mini._documentIds) this.externalIds[short] = id as number;
  }

  /** A scorer for a built index, or undefined when MiniSearch's internals are not what it reads. */
  static of(search: MiniSearch<never> | object, fuzzy = new FuzzyLookup()): OrScorer | undefined {
    const mini = search as Partial<Internals>;
    const usable =
      typeof mini._index?.get === "function" &&
      typeof mini._index.fuzzyGet === "function" &&
      mini._index._tree instanceof Map &&
      mini._fieldIds &&
      mini._fieldLength instanceof Map &&
      Array.isArray(mini._avgFieldLength) &&
      mini._documentIds instanceof Map &&
      typeof mini._documentCount === "number" &&
      typeof mini._nextId === "number" &&
      // Removed documents change MiniSearch's counts lazily; these indexes never remove any.
      mini._dirtCount === 0;
    return usable ? new OrScorer(mini as Internals, fuzzy) : undefined;
  }

  search(query: OrQuery): ScoredHit[] {
    const { ids, scores, length } = this.ranked(query);
    return Array.from({ length }, (_, i) => ({ id: ids[i], score: scores[i] }));
  }

  /** The hits of `search`, in the same order, as views of reused arrays (valid until the next query). */
  ranked(query: OrQuery): RankedHits {
    const { total, matched, queryStamp, order } = this;
    const queryId = ++this.stamp;
    let matches = 0;
    if (this.seen.size >= 50_000) this.seen.clear();
    const { fieldIds, fieldBoosts, mergedOf } = this.planOf(query);
    for (const term of query.terms) {
      const termBoost = query.boostTerm(term);
      const fuzzy = query.fuzzy(term);
      if (!fuzzy) {
        // Most terms: one pass over the merged postings, each document's sum over its fields made
        // as below (1 × termBoost × fieldBoost × BM25, added in field order) and added to its total.
        const counts = this.seen.get(term) !== queryId;
        this.seen.set(term, queryId);
        // Looked up before computing, so that a remembered term costs no closure (session 12); the closure is made in
        // a method of its own (session 17), as one made here would make every term allocate a context for it.
        const { docs, start, boosts, raw } = mergedOf.peek(term) ?? this.mergedFor(mergedOf, term, fieldIds, fieldBoosts);
        const termWeight = 1 * termBoost;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i];
          let score = termWeight * boosts[start[i]] * raw[start[i]];
          for (let k = start[i] + 1; k < start[i + 1]; k++) score += termWeight * boosts[k] * raw[k];
          if (queryStamp[doc] !== queryId) {
            queryStamp[doc] = queryId;
            total[doc] = score;
            matched[doc] = 1;
            order[matches++] = doc;
          } else {
            total[doc] = total[doc] + score;
            if (counts) matched[doc]++;
          }
        }
        continue;
      }
      matches = this.addFuzzy(term, termBoost, fuzzy, fieldIds, fieldBoosts, queryId, matches);
    }
    // Best first; equal scores keep the order of first match, as MiniSearch's stable sort does.
    const scores = this.hitScores; // by position of first match until sorted
    for (let k = 0; k < matches; k++) scores[k] = total[order[k]] * matched[order[k]];
    const positions = sortByScore(scores, matches, this.positions, this.spare);
    const sorted = this.termScore; // free until the next query's first term
    for (let k = 0; k < matches; k++) {
      this.hitIds[k] = this.externalIds[order[positions[k]]];
      sorted[k] = scores[positions[k]];
    }
    scores.set(sorted.subarray(0, matches));
    return { ids: this.hitIds.subarray(0, matches), scores: this.hitScores.subarray(0, matches), length: matches };
  }

  /**
   * A term the corpus does not know, with its fuzzy neighbours: each document's score for it, added to its total.
   * A method of its own (session 17): as a block of `ranked`'s loop, the closure it used made every term of every
   * query allocate a context, known or not. Returns the number of documents matched so far.
   */
  private addFuzzy(
    term: string,
    termBoost: number,
    fuzzy: number,
    fieldIds: number[],
    fieldBoosts: number[],
    queryId: number,
    matches: number,
  ): number {
    const { total, termScore, matched, queryStamp, termStamp, touched, order } = this;
    const termId = ++this.stamp;
    let touches = 0;
    const add = (derived: string, termWeight: number) => {
      const postings = this.postingsOf(derived);
      for (let f = 0; f < fieldIds.length; f++) {
        const posting = postings[fieldIds[f]];
        if (!posting) continue;
        // MiniSearch: termWeight * termBoost * fieldBoost * docBoost (1) * rawScore, left to right.
        const weight = termWeight * termBoost * fieldBoosts[f];
        const { docs, raw } = posting;
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i];
          if (termStamp[doc] !== termId) {
            termStamp[doc] = termId;
            termScore[doc] = weight * raw[i];
            touched[touches++] = doc;
          } else termScore[doc] += weight * raw[i];
        }
      }
    };
    add(term, 1);
    for (const [derived, weight] of this.fuzzyOf(term, fuzzy)) add(derived, weight);
    // A term given twice adds its score twice but counts once, as in MiniSearch.
    const counts = this.seen.get(term) !== queryId;
    this.seen.set(term, queryId);
    for (let t = 0; t < touches; t++) {
      const doc = touched[t];
      if (queryStamp[doc] !== queryId) {
        queryStamp[doc] = queryId;
        total[doc] = termScore[doc];
        matched[doc] = 1;
        order[matches++] = doc;
      } else {
        total[doc] = total[doc] + termScore[doc];
        if (counts) matched[doc]++;
      }
    }
    return matches;
  }

  /** The field ids and boosts of a query, in its order, and the merged postings kept for them. */
  private planOf(query: OrQuery): { fieldIds: number[]; fieldBoosts: number[]; mergedOf: Memo<Merged> } {
    // The same objects as the last query's: neither can have changed (the index passes frozen constants; a caller
    // that builds them per query gets a new plan each time, as every query did before).
    if (this.plan && this.plan.fields === query.fields && this.plan.boost === query.boost && Object.isFrozen(query.fields))
      return this.plan;
    // MiniSearch walks the fields in the order it is given them, each boosted (a missing or zero boost counts 1).
    const fieldIds = query.fields.map((f) => this.mini._fieldIds[f]);
    const fieldBoosts = query.fields.map((f) => query.boost?.[f] || 1);
    const fieldsKey = `${fieldIds.join(",")}\u0000${fieldBoosts.join(",")}`;
    let mergedOf = this.merged.get(fieldsKey);
    if (!mergedOf) this.merged.set(fieldsKey, (mergedOf = new Memo<Merged>(50_000)));
    const plan = { fields: query.fields, boost: query.boost, fieldIds, fieldBoosts, mergedOf };
    if (Object.isFrozen(query.fields) && (!query.boost || Object.isFrozen(query.boost))) this.plan = plan;
    return plan;
  }

  private mergedFor(memo: Memo<Merged>, term: string, fieldIds: number[], fieldBoosts: number[]): Merged {
    return memo.get(term, () => this.mergeOf(term, fieldIds, fieldBoosts));
  }

  /** A term's postings over the given fields, merged per document (see Merged). */
  private mergeOf(term: string, fieldIds: number[], fieldBoosts: number[]): Merged {
    const postings = this.postingsOf(term);
    const entries = new Map<number, [number, number][]>();
    let size = 0;
    for (let f = 0; f < fieldIds.length; f++) {
      const posting = postings[fieldIds[f]];
      if (!posting) continue;
      for (let i = 0; i < posting.docs.length; i++) {
        const doc = posting.docs[i];
        let list = entries.get(doc);
        if (!list) entries.set(doc, (list = []));
        list.push([fieldBoosts[f], posting.raw[i]]);
        size++;
      }
    }
    const merged: Merged = {
      docs: new Int32Array(entries.size),
      start: new Int32Array(entries.size + 1),
      boosts: new Float64Array(size),
      raw: new Float64Array(size),
    };
    let i = 0;
    let k = 0;
    for (const [doc, list] of entries) {
      merged.docs[i] = doc;
      merged.start[i++] = k;
      for (const [boost, raw] of list) {
        merged.boosts[k] = boost;
        merged.raw[k++] = raw;
      }
    }
    merged.start[i] = k;
    return merged;
  }

  /** A term's postings, indexed by field id (computed once per term: the index is fixed). */
  private postingsOf(term: string): (Posting | undefined)[] {
    return this.postings.get(term, () => {
      const data = this.mini._index.get(term);
      const byField: (Posting | undefined)[] = [];
      if (!data) return byField;
      for (const [fieldId, freqs] of data) {
        const docs = new Int32Array(freqs.size);
        const raw = new Float64Array(freqs.size);
        let i = 0;
        for (const [doc, freq] of freqs) {
          docs[i] = doc;
          const fieldLength = this.mini._fieldLength.get(doc)![fieldId];
          raw[i] = bm25(freq, freqs.size, this.mini._documentCount, fieldLength, this.mini._avgFieldLength[fieldId]);
          i++;
        }
        byField[fieldId] = { docs, raw };
      }
      return byField;
    });
  }

  /** The index's terms within the fuzzy distance of a term the corpus does not know, with their weights. */
  private fuzzyOf(term: string, fuzzy: number): [string, number][] {
    return this.fuzzyTerms.get(`${fuzzy}\u0000${term}`, () => {
      const maxDistance = fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy;
      if (!maxDistance) return [];
      const out: [string, number][] = [];
      // The same terms, distances and order as MiniSearch's `fuzzyGet` (without the term itself).
      for (const [derived, distance] of this.fuzzyScope.within(term, maxDistance))
        out.push([derived, (FUZZY_WEIGHT * derived.length) / (derived.length + distance)]);
      return out;
    });
  }
}

/**
 * Positions 0 … n−1 ordered by `scores`, best first, equal scores in ascending position: a stable
 * merge sort of the identity order into the reused `into` / `spare`, returning whichever holds the
 * result (session 12: `Array.prototype.sort` with a comparator allocated its array, a work copy and
 * a boxed double per comparison, the difference of two scores). Scores are finite sums of BM25 values, so
 * "not greater" is "not before", and the order is the comparator's: score, then position.
 */
export function sortByScore(scores: Float64Array, n: number, into: Int32Array, spare: Int32Array): Int32Array {
  let from = into;
  let to = spare;
  for (let k = 0; k < n; k++) from[k] = k;
  for (let width = 1; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n);
      const high = Math.min(low + 2 * width, n);
      let i = low;
      let j = middle;
      let k = low;
      // The right run's head goes first only if strictly better: equal scores stay in order.
      while (i < middle && j < high) to[k++] = scores[from[j]] > scores[from[i]] ? from[j++] : from[i++];
      while (i < middle) to[k++] = from[i++];
      while (j < high) to[k++] = from[j++];
    }
    const swap = from;
    from = to;
    to = swap;
  }
  return from;
}

export interface OrSearcher {
  ranked(query: OrQuery): RankedHits;
}

/** The scorer over a built index, or MiniSearch's own search where its internals differ (same results, slower). */
export function orSearcher(mini: MiniSearch<never>, fuzzy?: FuzzyLookup): OrSearcher {
  return (
    OrScorer.of(mini, fuzzy) ?? {
      ranked: (query) => {
        const hits = miniSearchOr(mini, query);
        return { ids: hits.map((h) => h.id), scores: hits.map((h) => h.score), length: hits.length };
      },
    }
  );
}

/** The same query through MiniSearch's public search: the reference the scorer is tested against. */
export function miniSearchOr(mini: MiniSearch<never>, query: OrQuery): ScoredHit[] {
  return mini
    .search(query.terms.join(" "), {
      tokenize: (s: string) => s.split(" ").filter(Boolean),
      processTerm: (t: string) => t,
      boostTerm: query.boostTerm,
      fuzzy: query.fuzzy,
      combineWith: "OR",
      fields: [...query.fields],
      boost: query.boost && { ...query.boost },
    })
    .map((hit) => ({ id: hit.id as number, score: hit.score }));
}
