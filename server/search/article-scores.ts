// A question's per-article values, indexed by article number (issue 28, session 10). The ranking
// touches most of the corpus's articles for every question (180–240 of about 260), and Maps keyed
// by article name made it pay a string hash per article and signal. The index numbers its
// articles once at start-up; a query fills these arrays, which are reused: a stamp says which slots
// belong to the current question, so starting over costs nothing. `order` keeps the articles in
// the order they were first set, as a Map's keys would be, because the ranking's candidates (and
// so the order of equal scores) follow that order.
// Session 14: that order is a reused Int32Array and a count. As an array emptied by `length = 0` per
// question it gave up its storage and grew it again, element by element, eight times per search.
export class ArticleScores {
  readonly value: Float64Array;
  /** Articles in the order they were first set since the last reset: `ordered[i]` for i < `size`. */
  readonly ordered: Int32Array;
  size = 0;
  private readonly stamps: Int32Array;
  // The arrays start at 0, so the first stamp in use is 1.
  private stamp = 1;

  constructor(size: number) {
    this.value = new Float64Array(size);
    this.stamps = new Int32Array(size);
    this.ordered = new Int32Array(size);
  }

  /** Forgets every value (the arrays are only re-stamped, not cleared). */
  reset(): void {
    this.stamp++;
    this.size = 0;
  }

  has(article: number): boolean {
    return this.stamps[article] === this.stamp;
  }

  /** The value set for an article since the last reset, or 0 (as `map.get(a) ?? 0`). */
  get(article: number): number {
    return this.stamps[article] === this.stamp ? this.value[article] : 0;
  }

  set(article: number, value: number): void {
    if (this.stamps[article] !== this.stamp) {
      this.stamps[article] = this.stamp;
      this.ordered[this.size++] = article;
    }
    this.value[article] = value;
  }

  /** The largest value set, at least 0 (as `Math.max(0, ...map.values())`). */
  max(): number {
    let max = 0;
    for (let i = 0; i < this.size; i++) max = Math.max(max, this.value[this.ordered[i]]);
    return max;
  }

  /** The articles in the order first set, as a new array (for tests and callers off the hot path). */
  get order(): number[] {
    return Array.from(this.ordered.subarray(0, this.size));
  }
}
