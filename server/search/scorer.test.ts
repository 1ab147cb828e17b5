// The scorer must give exactly MiniSearch's results: the same documents, the same scores to the
// last bit and the same order among equal scores, for every eval question's weighted terms, with
// field boosts, fuzzy matches and a repeated term.
import MiniSearch from "minisearch";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex, DEV_SET, EVERYDAY_DEV_SET, ownSetFiles, readQuestions } from "../../tooling/search/eval.js";
import type { KnowledgeIndex } from "./index.js";
import { miniSearchOr, OrScorer, sortByScore, type OrQuery } from "./scorer.js";

const FIELDS = ["ref", "title", "keywords", "text", "chapter"];
const BOOST = { title: 2.5, keywords: 2.5, ref: 2, text: 1, chapter: 0.4 };

let index: KnowledgeIndex;
let mini: MiniSearch<never>;
let scorer: OrScorer;
let known: Set<string>;
const questions = [DEV_SET, EVERYDAY_DEV_SET, ...ownSetFiles()].flatMap(readQuestions).map((q) => q.q);

beforeAll(() => {
  index = buildIndex();
  known = new Set();
  // An index of its own over the knowledge base's documents, analysed as the search analyses them.
  const built = new MiniSearch<Record<string, string | number>>({
    fields: FIELDS,
    storeFields: [],
    tokenize: (text) => {
      const terms = index.textTerms(text);
      for (const t of terms) known.add(t);
      return terms;
    },
    processTerm: (t) => t,
  });
  built.addAll(index.docs.map((d) => ({ id: d.id, ref: d.ref, title: d.title, keywords: d.keywords, text: d.text, chapter: d.chapter })));
  mini = built;
  scorer = OrScorer.of(mini)!;
});

function queryOf(question: string, fields = FIELDS, boost: Record<string, number> | undefined = BOOST): OrQuery {
  const terms = index.terms(question);
  return {
    terms: [...terms.keys()],
    fields,
    boost,
    boostTerm: (t) => terms.get(t) ?? 1,
    fuzzy: (t) => (!known.has(t) && t.length >= 7 ? 0.2 : false),
  };
}

describe("OR scorer", () => {
  it("reads MiniSearch 7's internals (else the index falls back to MiniSearch's search)", () => {
    expect(scorer).toBeDefined();
    expect(OrScorer.of({})).toBeUndefined();
  });

  it("gives MiniSearch's exact results for every eval question", () => {
    expect(questions.length).toBeGreaterThan(300);
    for (const q of questions) expect(scorer.search(queryOf(q)), q).toEqual(miniSearchOr(mini, queryOf(q)));
  });

  it("matches with default boosts, a subset of fields and fuzzy matches of unknown words", () => {
    const q = "Datenschutzerklaerung Auftragsbearbeiterin Videoüberwachnug im Treppenhaus";
    const query = queryOf(q, ["text", "title"], undefined);
    const fuzzyTerms = query.terms.filter((t) => query.fuzzy(t));
    expect(fuzzyTerms.length).toBeGreaterThan(0);
    expect(scorer.search(query)).toEqual(miniSearchOr(mini, query));
  });

  it("counts a repeated term once but adds its score twice, as MiniSearch does", () => {
    const query = { ...queryOf("Datenschutzberater Personendaten"), terms: ["personendat", "berat", "personendat"] };
    const hits = scorer.search(query);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toEqual(miniSearchOr(mini, query));
  });

  it("reuses what it derived from frozen fields and boosts, and reads changed ones afresh (session 14)", () => {
    const q = "Muss ich die Videoüberwachung im Treppenhaus melden?";
    const frozen = queryOf(q, Object.freeze([...FIELDS]) as string[], Object.freeze({ ...BOOST }));
    const first = scorer.search(frozen);
    expect(scorer.search(frozen)).toEqual(first);
    expect(first).toEqual(miniSearchOr(mini, frozen));
    // The same array and boost objects, changed between two queries: each query scores with what they hold then.
    const fields = ["text", "title"];
    const boost: Record<string, number> = { title: 3 };
    const changing = queryOf(q, fields, boost);
    expect(scorer.search(changing)).toEqual(miniSearchOr(mini, changing));
    fields.push("keywords");
    boost.text = 0.5;
    expect(scorer.search(changing)).toEqual(miniSearchOr(mini, changing));
    expect(scorer.search(changing)).not.toEqual(scorer.search(queryOf(q, ["text", "title"], { title: 3 })));
    // Back to the frozen pair: its own results again.
    expect(scorer.search(frozen)).toEqual(first);
  });

  it("finds nothing for words the corpus does not have", () => {
    const query = { ...queryOf("x"), terms: ["qqqzz"] };
    expect(scorer.search(query)).toEqual([]);
    expect(miniSearchOr(mini, query)).toEqual([]);
  });
});

describe("sorting the hits by score (session 12)", () => {
  // The order the comparator sort gave: best first, equal scores in ascending position.
  const reference = (scores: Float64Array, n: number) =>
    Array.from({ length: n }, (_, k) => k).sort((a, b) => scores[b] - scores[a] || a - b);

  it("gives the comparator sort's order, ties included, at every length", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n <= 300; n += n < 20 ? 1 : 37) {
      for (const distinct of [2, 5, 1000]) {
        // Few distinct values make many ties; -0 and 0 are equal, as in the comparator.
        const scores = Float64Array.from(
          { length: n },
          () => [0, -0, 1.5, 0.1 + 0.2, 0.3][Math.floor(random() * 5)] * Math.floor(random() * distinct),
        );
        const into = new Int32Array(n + 3);
        const spare = new Int32Array(n + 3);
        const sorted = sortByScore(scores, n, into, spare);
        expect(Array.from(sorted.subarray(0, n)), `n=${n}`).toEqual(reference(scores, n));
      }
    }
  });
});
