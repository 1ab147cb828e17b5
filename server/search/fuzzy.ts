// The index's terms within an edit distance of a query term, as MiniSearch 7's `fuzzyGet` finds
// them, but over arrays made once at start-up (issue 28, session 13). A question's words that the
// corpus does not know (seven letters or more) are looked up fuzzily in each of the three indexes;
// MiniSearch walks its radix tree (a Map per node) with a Levenshtein matrix per call, which was a
// fifth of the CPU of a question with new words (the warm benchmark never saw it: it remembers
// every word it has seen).
//
// Same terms, same distances, same order. MiniSearch reports each term whose Levenshtein distance
// (insert, delete, substitute, per UTF-16 code unit) is at most the maximum, in the order of its
// depth-first walk, and the scorer adds the matches' scores in that order (a floating-point sum
// depends on it). Here the terms are sorted once by their code units, so that a term shares the
// matrix rows of its prefix with the term before it, and a prefix whose row already exceeds the
// maximum everywhere rules out every term after it that shares it (the tree's pruning, over a
// flat array). The rows are banded as MiniSearch bands them: the band gives the exact distance
// whenever it is within the maximum (an alignment of cost k never leaves the diagonals within k),
// which is all either side reports. The matches are then put in the walk's order, remembered per
// term at start-up. fuzzy.test.ts compares both over the knowledge base's vocabulary.

import { Memo } from "./memo.js";

/** A radix tree node as MiniSearch 7 keeps it: edge label → child, "" → the term's data. */
export type RadixNode = Map<string, unknown>;

/** The terms of a MiniSearch radix tree in the order its fuzzy search walks and reports them. */
export function walkOrder(root: RadixNode): string[] {
  const terms: string[] = [];
  const walk = (node: RadixNode, prefix: string) => {
    for (const key of node.keys()) {
      if (key === "") terms.push(prefix);
      else walk(node.get(key) as RadixNode, prefix + key);
    }
  };
  walk(root, "");
  return terms;
}

export class FuzzyVocabulary {
  /** The terms sorted by code units. */
  private readonly sorted: string[];
  /** Per sorted position: the term's rank in the walk's order, and its common prefix with the term before. */
  private readonly rank: Int32Array;
  private readonly shared: Int32Array;
  private readonly longest: number;
  /** The matrix, row i (i letters of the term) at i × (query length + 1); reused, grown when needed. */
  private matrix = new Int32Array(0);

  /** `terms` in the order matches are to be reported in. */
  constructor(private readonly terms: readonly string[]) {
    const positions = terms.map((_, rank) => rank);
    // By code units, as the matrix compares them (not localeCompare).
    positions.sort((a, b) => (terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0));
    this.sorted = positions.map((rank) => terms[rank]);
    this.rank = Int32Array.from(positions);
    this.shared = new Int32Array(terms.length);
    let longest = 0;
    for (let s = 0; s < this.sorted.length; s++) {
      const term = this.sorted[s];
      longest = Math.max(longest, term.length);
      if (s === 0) continue;
      const before = this.sorted[s - 1];
      let k = 0;
      while (k < term.length && k < before.length && term.charCodeAt(k) === before.charCodeAt(k)) k++;
      this.shared[s] = k;
    }
    this.longest = longest;
  }

  /** The terms within `maxDistance` of `query` other than itself, with their distances, in the terms' order. */
  within(query: string, maxDistance: number): [string, number][] {
    const n = query.length;
    const d = maxDistance;
    const over = d + 1;
    const width = n + 1;
    // A term longer than the query by more than d is never within d: rows beyond n + d are not needed.
    const deepest = Math.min(n + d, this.longest);
    if (this.matrix.length < (deepest + 1) * width) this.matrix = new Int32Array((deepest + 1) * width);
    const m = this.matrix;
    for (let j = 0; j <= n; j++) m[j] = j < over ? j : over;
    const query16 = new Uint16Array(n);
    for (let j = 0; j < n; j++) query16[j] = query.charCodeAt(j);
    const found: number[] = [];
    const distances: number[] = [];
    // Rows 0 … `valid` hold the matrix of the current term's prefix of that length.
    let valid = 0;
    // The length of a prefix whose row exceeded d: terms that share it are skipped.
    let dead = Number.MAX_SAFE_INTEGER;
    for (let s = 0; s < this.sorted.length; s++) {
      const shared = this.shared[s];
      if (shared >= dead) continue;
      dead = Number.MAX_SAFE_INTEGER;
      if (shared < valid) valid = shared;
      const term = this.sorted[s];
      // A term too short or too long to be within d is not compared; the next term shares with the
      // last compared one no more than with this one (`valid` already dropped to `shared`).
      if (term.length < n - d || term.length > n + d) continue;
      const rows = Math.min(term.length, deepest);
      for (let i = valid + 1; i <= rows; i++) {
        const unit = term.charCodeAt(i - 1);
        const row = i * width;
        const above = row - width;
        const low = i - d > 1 ? i - d : 1;
        const high = i + d < n ? i + d : n;
        // The cell left of the band: column 0 is i; a column the band has passed is out of reach.
        let left = low === 1 ? (i < over ? i : over) : over;
        m[row + low - 1] = left;
        let least = left;
        for (let j = low; j <= high; j++) {
          const replace = m[above + j - 1] + (unit === query16[j - 1] ? 0 : 1);
          const remove = m[above + j] + 1;
          let cell = replace < remove ? replace : remove;
          if (left + 1 < cell) cell = left + 1;
          m[row + j] = cell;
          left = cell;
          if (cell < least) least = cell;
        }
        // The next row reads one column beyond this row's band: out of reach.
        if (high < n) m[row + high + 1] = over;
        if (least > d) {
          dead = i;
          break;
        }
        valid = i;
      }
      if (dead !== Number.MAX_SAFE_INTEGER) continue;
      const distance = m[term.length * width + n];
      if (distance > 0 && distance <= d) {
        found.push(this.rank[s]);
        distances.push(distance);
      }
    }
    const order = found.map((_, k) => k).sort((a, b) => found[a] - found[b]);
    return order.map((k) => [this.terms[found[k]], distances[k]]);
  }
}

/**
 * One fuzzy lookup for the scorers of one knowledge index: the text, situation and guide indexes
 * share most of their vocabulary, so a new word is compared once with the union of their terms and
 * each scorer keeps the matches it holds, in its own walk's order (`FuzzyScope`).
 */
export class FuzzyLookup {
  private readonly terms = new Set<string>();
  private vocabulary: FuzzyVocabulary | undefined;
  private readonly remembered = new Memo<[string, number][]>(2_000);

  /** A scorer's terms, in its walk's order; made at start-up, before any query. */
  scope(walk: readonly string[]): FuzzyScope {
    for (const term of walk) this.terms.add(term);
    this.vocabulary = undefined;
    this.remembered.clear();
    return new FuzzyScope(this, walk);
  }

  /** Every term of any scope within `maxDistance` of `query` (not itself), in no particular order. */
  within(query: string, maxDistance: number): [string, number][] {
    const vocabulary = (this.vocabulary ??= new FuzzyVocabulary([...this.terms]));
    return this.remembered.get(`${maxDistance}\u0000${query}`, () => vocabulary.within(query, maxDistance));
  }

  /** Builds the union's arrays now (start-up) rather than on the first new word. */
  prepare(): void {
    this.vocabulary ??= new FuzzyVocabulary([...this.terms]);
  }
}

/** One index's view of a shared lookup: the matches it holds, in the order MiniSearch reports them. */
export class FuzzyScope {
  private readonly rank = new Map<string, number>();

  constructor(
    private readonly lookup: FuzzyLookup,
    walk: readonly string[],
  ) {
    walk.forEach((term, rank) => this.rank.set(term, rank));
  }

  within(query: string, maxDistance: number): [string, number][] {
    const own = this.lookup.within(query, maxDistance).filter(([term]) => this.rank.has(term));
    return own.sort((a, b) => this.rank.get(a[0])! - this.rank.get(b[0])!);
  }
}
