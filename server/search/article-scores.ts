// A question's per-article values, indexed by article number (issue 28, session 10). The ranking
// touches most of the corpus's articles for every question (180–240 of about 260), and Maps keyed
// by article name made it pay a string hash per article and signal. The index numbers its
// articles once at start-up; a query fills these arrays, which are reused: a stamp says which slots
// belong to the current question, so starting over costs nothing. `order` keeps the articles in
// the order they were first set, as a Map's keys would be, because the ranking's candidates (and
// so the order of equal scores) follow that order.
export class ArticleScores {
  readonly value: Float64Array;
  /** Articles in the order they were first set since the last reset. */
  readonly order: number[] = [];
  private readonly stamps: Int32Array;
  // The arrays start at 0, so the first stamp in use is 1.
  private stamp = 1;

  constructor(size: number) {
    this.value = new Float64Array(size);
    this.stamps = new Int32Array(size);
  }

  /** Forgets every value (the arrays are only re-stamped, not cleared). */
  reset(): void {
    this.stamp++;
    this.order.length = 0;
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
      this.order.push(article);
    }
    this.value[article] = value;
  }

  /** The largest value set, at least 0 (as `Math.max(0, ...map.values())`). */
  max(): number {
    let max = 0;
    for (const article of this.order) max = Math.max(max, this.value[article]);
    return max;
  }
}
