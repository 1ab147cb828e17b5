// The index ranks from arrays (rankTable, article-indexed ArticleScores); training ranks Candidate
// objects (rank). Both must give the same articles with the same scores, to the last bit, in the
// same order, for every eval question, and the arrays must behave as the Maps they replaced.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex, DEV_SET, EVERYDAY_DEV_SET, ownSetFiles, readQuestions } from "../../tooling/search/eval.js";
import { ArticleScores } from "./article-scores.js";
import type { KnowledgeIndex } from "./index.js";
import { loadModel } from "./model.js";
import { localeOrder, localePositions, rank, rankTable } from "./rank.js";

let index: KnowledgeIndex;
const questions = [DEV_SET, EVERYDAY_DEV_SET, ...ownSetFiles()].flatMap(readQuestions).map((q) => q.q);

beforeAll(() => {
  index = buildIndex();
});

describe("ranking from arrays", () => {
  it("gives rank's articles and scores for every eval question", () => {
    const model = loadModel();
    // The index numbers its articles in the order their first document comes.
    const names = [...new Set(index.docs.map((d) => d.article))];
    const positions = localePositions(names);
    const position = Int32Array.from(names, (n) => positions.get(n)!);
    let ties = 0;
    expect(questions.length).toBeGreaterThan(300);
    for (const q of questions) {
      const analysis = index.analyse(q);
      const related: string[][] = [];
      analysis.table.ids.forEach((id, j) => {
        expect(names[id]).toBe(analysis.candidates[j].article);
        related[id] = analysis.candidates[j].related;
      });
      const expected = rank(analysis.candidates, model, localeOrder(names));
      const got = rankTable(analysis.table, model, { names, related, position });
      expect(got, q).toEqual(expected);
      // The first few are found without sorting all (session 11): the same, ties included.
      for (const limit of [1, 5, 10])
        expect(rankTable(analysis.table, model, { names, related, position }, limit), q).toEqual(expected.slice(0, limit));
      for (let i = 1; i < got.length; i++) if (got[i].score === got[i - 1].score) ties++;
    }
    // Equal scores are common (candidates named only as related articles), so their order is tested too.
    expect(ties).toBeGreaterThan(100);
  });

  it("returns the first `limit` of the full ranking", () => {
    const model = loadModel();
    const names = [...new Set(index.docs.map((d) => d.article))];
    const positions = localePositions(names);
    const position = Int32Array.from(names, (n) => positions.get(n)!);
    const analysis = index.analyse("Wir hatten einen Hackerangriff, müssen wir das dem EDÖB melden?");
    const related: string[][] = [];
    analysis.table.ids.forEach((id, j) => (related[id] = analysis.candidates[j].related));
    const all = rankTable(analysis.table, model, { names, related, position });
    expect(all.length).toBeGreaterThan(10);
    expect(rankTable(analysis.table, model, { names, related, position }, 5)).toEqual(all.slice(0, 5));
    // Limits that are not a small count behave as a slice of the whole ranking.
    for (const limit of [0, -1, 2.5, 17, 1000, Number.NaN])
      expect(rankTable(analysis.table, model, { names, related, position }, limit)).toEqual(all.slice(0, limit));
  });
});

describe("ArticleScores", () => {
  it("behaves as a Map of numbers read with `?? 0`, keys in the order first set", () => {
    const scores = new ArticleScores(6);
    const map = new Map<number, number>();
    for (const [article, value] of [
      [4, 1.5],
      [1, 0.25],
      [4, 3],
      [0, -2],
    ] as const) {
      scores.set(article, value);
      map.set(article, value);
    }
    expect(scores.order).toEqual([...map.keys()]);
    for (let a = 0; a < 6; a++) {
      expect(scores.get(a)).toBe(map.get(a) ?? 0);
      expect(scores.has(a)).toBe(map.has(a));
    }
    expect(scores.max()).toBe(Math.max(0, ...map.values()));
  });

  it("forgets everything on reset", () => {
    const scores = new ArticleScores(3);
    scores.set(2, 7);
    scores.reset();
    expect(scores.has(2)).toBe(false);
    expect(scores.get(2)).toBe(0);
    expect(scores.order).toEqual([]);
    expect(scores.max()).toBe(0);
    scores.set(1, 2);
    expect(scores.order).toEqual([1]);
  });
});
