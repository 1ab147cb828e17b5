// The ranker: weighs a question's candidate articles by their signals (docs/decisions/004). Two
// stages: the direct signals first; then each of the best few articles lends part of its score to
// the articles it names as related (the "related" signal). Equal scores go in the locale order of
// the article names, then in the candidates' order.
//
// Session 10 (issue 28): the index ranks from arrays (`rankTable`: one row of features per
// candidate in a Float64Array, articles by number) instead of an object per candidate, which with
// 180–240 candidates per question was a fifth of what a search allocated; `rank` over Candidate
// objects stays for training. Both go through `rankScores`, so they give the same doubles in the
// same order. The sorts end on the position the former stable sort of objects kept, so the order
// does not depend on the sort being stable.
import { FEATURES, type FeatureVector, type SearchModel } from "./model.js";

/** One candidate article with its signals, before they are weighed (used by training too). */
export interface Candidate {
  article: string;
  features: FeatureVector;
  typed: number;
  /** Articles this one names as related (curated entries' "related"). */
  related: string[];
}

/** Candidates as arrays: row j is `features[j * FEATURES.length + f]`, in FEATURES order. */
export interface CandidateTable {
  /** Article numbers (the index's). */
  ids: Int32Array;
  typed: Float64Array;
  features: Float64Array;
}

export interface Ranked {
  article: string;
  score: number;
}

const COMPANIONS = 5;
export const DIRECT_FEATURES = FEATURES.filter((f) => f !== "related");
const DIRECT_COLUMNS = DIRECT_FEATURES.map((f) => FEATURES.indexOf(f));
const byLocale = (a: string, b: string) => a.localeCompare(b);
/**
 * The order of two scores, best first, as `b - a` gives it (negative, 0 or positive; NaN counts as
 * equal, as `NaN || next` does) but always a small integer (session 12): the difference of two
 * doubles is a double, which a comparator called from a sort boxes on the heap, one per comparison
 * (with the scorer's sort, about a sixth of what a search allocated).
 */
const descending = (a: number, b: number): number => (a > b ? -1 : a < b ? 1 : 0);

/** Weighs Candidate objects (training); `compare` may give the locale order from a table made once. */
export function rank(candidates: Candidate[], model: SearchModel, compare: (a: string, b: string) => number = byLocale): Ranked[] {
  const weights = DIRECT_FEATURES.map((f) => model.ranker[f]);
  const base = new Float64Array(candidates.length);
  candidates.forEach((c, j) => {
    // The same additions in the same order as summing over FEATURES, so each score is the same double.
    let sum = 0;
    for (let i = 0; i < DIRECT_FEATURES.length; i++) sum = sum + weights[i] * c.features[DIRECT_FEATURES[i]];
    base[j] = c.typed + sum;
  });
  return rankScores(base, {
    name: (j) => candidates[j].article,
    related: (j) => candidates[j].related,
    compare: (a, b) => compare(candidates[a].article, candidates[b].article),
    relatedWeight: model.ranker.related,
  });
}

/** Weighs a table of candidates; `names`, `related` and `position` (locale order) by article number. */
export function rankTable(
  table: CandidateTable,
  model: SearchModel,
  articles: { names: string[]; related: string[][]; position: Int32Array },
  limit?: number,
): Ranked[] {
  const weights = DIRECT_FEATURES.map((f) => model.ranker[f]);
  const { ids, typed, features } = table;
  const base = new Float64Array(ids.length);
  const width = FEATURES.length;
  for (let j = 0; j < ids.length; j++) {
    let sum = 0;
    for (let i = 0; i < DIRECT_COLUMNS.length; i++) sum = sum + weights[i] * features[j * width + DIRECT_COLUMNS[i]];
    base[j] = typed[j] + sum;
  }
  return rankScores(
    base,
    {
      name: (j) => articles.names[ids[j]],
      related: (j) => articles.related[ids[j]],
      compare: (a, b) => articles.position[ids[a]] - articles.position[ids[b]],
      relatedWeight: model.ranker.related,
    },
    limit,
  );
}

interface Rows {
  name(j: number): string;
  related(j: number): readonly string[];
  /** The locale order of two candidates' articles (negative, 0 or positive). */
  compare(a: number, b: number): number;
  relatedWeight: number;
}

function rankScores(base: Float64Array, rows: Rows, limit = base.length): Ranked[] {
  const n = base.length;
  // The order of the direct scores: best first, then the locale order, then the candidates' order.
  const before = (a: number, b: number) => descending(base[a], base[b]) || rows.compare(a, b) || a - b;
  const leaders = firstOf(n, COMPANIONS, before);
  const top = (n ? base[leaders[0]] : 0) || 1;
  const lent = new Map<string, number>();
  for (const j of leaders) {
    for (const article of rows.related(j)) lent.set(article, Math.max(lent.get(article) ?? 0, base[j] / top));
  }
  const final = new Float64Array(n);
  for (let j = 0; j < n; j++) final[j] = base[j] + rows.relatedWeight * (lent.get(rows.name(j)) ?? 0);
  // Equal final scores keep the direct order (`before`), which is what the stable sort of that
  // order gave before (session 11: the order is a strict total one, so only the first `limit`
  // need be found, and neither order needs the whole list sorted).
  return firstOf(n, limit, (a, b) => descending(final[a], final[b]) || rows.compare(a, b) || before(a, b)).map((j) => ({
    article: rows.name(j),
    score: final[j],
  }));
}

/**
 * The first `k` of 0 … n−1 in the order of `compare` (a strict total order: only 0 for a = b), in
 * that order. For the few a ranking shows, one pass keeps them in a short sorted list instead of
 * sorting all 200–250 candidates; a longer list is sorted (the result is the same either way).
 */
function firstOf(n: number, k: number, compare: (a: number, b: number) => number): number[] {
  // Any other limit (many, none, negative, fractional) is what sorting all and slicing gives.
  if (!Number.isInteger(k) || k < 1 || k > 16)
    return Array.from({ length: n }, (_, j) => j)
      .sort(compare)
      .slice(0, k);
  const kept: number[] = [];
  for (let j = 0; j < n; j++) {
    if (kept.length === k && compare(j, kept[k - 1]) >= 0) continue;
    let at = kept.length;
    while (at > 0 && compare(j, kept[at - 1]) < 0) at--;
    // Inserted at `at`, the last one dropped when the list is full (splice made an array per insertion, session 17).
    for (let m = kept.length < k ? kept.length : k - 1; m > at; m--) kept[m] = kept[m - 1];
    kept[at] = j;
  }
  return kept;
}

/**
 * The locale order of a fixed set of names as positions: comparing two positions gives what
 * localeCompare gives (names it holds equal share a position), without ICU per comparison.
 */
export function localePositions(names: Iterable<string>): Map<string, number> {
  const sorted = [...new Set(names)].sort(byLocale);
  const position = new Map<string, number>();
  sorted.forEach((name, i) => position.set(name, i > 0 && byLocale(sorted[i - 1], name) === 0 ? position.get(sorted[i - 1])! : i));
  return position;
}

/** A comparison of names by `localePositions`, falling back to localeCompare for names outside the set. */
export function localeOrder(names: Iterable<string>): (a: string, b: string) => number {
  const position = localePositions(names);
  return (a, b) => {
    const pa = position.get(a);
    const pb = position.get(b);
    return pa === undefined || pb === undefined ? byLocale(a, b) : pa - pb;
  };
}
