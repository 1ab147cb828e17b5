// Bounded memoisation for the pure per-word steps of query analysis (stemming, compound splitting,
// word forms, subject-index matching): a question's words are mostly words seen before, so after
// start-up a search looks them up instead of stemming them again (issue 28). Questions come from
// users, so each table is bounded: when full it starts over, which changes no result.
export class Memo<V> {
  private readonly table = new Map<string, V>();

  constructor(private readonly max = 50_000) {}

  get(key: string, compute: (key: string) => V): V {
    let value = this.table.get(key);
    if (value === undefined && !this.table.has(key)) {
      value = compute(key);
      if (this.table.size >= this.max) this.table.clear();
      this.table.set(key, value);
    }
    return value as V;
  }

  /** The remembered value of a key, or undefined: a caller checks before making `compute`. */
  peek(key: string): V | undefined {
    return this.table.get(key);
  }

  clear(): void {
    this.table.clear();
  }

  get size(): number {
    return this.table.size;
  }
}

/**
 * A pure function of a question that remembers its last question and answer (session 12). One
 * search asks several steps about the same text (the scope signals for the index and again for the
 * request model; the legal and data-action cues for the request classes, for the model's abstention
 * and for its features), and the composed answer asks again: each is computed once per question.
 * The value is shared between the callers, so it must not be changed by them.
 */
export function lastOf<V>(compute: (question: string) => V): (question: string) => V {
  let last: { question: string; value: V } | undefined;
  return (question) => {
    if (last?.question !== question) last = { question, value: compute(question) };
    return last.value;
  };
}
