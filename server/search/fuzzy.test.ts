// The fuzzy lookup must report what MiniSearch 7's `fuzzyGet` reports: the same terms, the same
// distances and the same order (the scorer sums the matches' scores in that order).
import MiniSearch from "minisearch";
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex, DEV_SET, EVERYDAY_DEV_SET, ownSetFiles, readQuestions } from "../../tooling/search/eval.js";
import { words } from "./analyzer.js";
import { FuzzyLookup, FuzzyVocabulary, walkOrder, type RadixNode } from "./fuzzy.js";

interface Tree {
  _tree: RadixNode;
  fuzzyGet(term: string, d: number): Map<string, [unknown, number]>;
}

const treeOf = (mini: MiniSearch<never>) => (mini as unknown as { _index: Tree })._index;
const reference = (tree: Tree, term: string, d: number) =>
  [...tree.fuzzyGet(term, d)].filter(([, [, distance]]) => distance > 0).map(([t, [, distance]]) => [t, distance]);

function miniOf(texts: string[]): MiniSearch<never> {
  const mini = new MiniSearch<{ id: number; text: string }>({ fields: ["text"], tokenize: (s) => s.split(" ").filter(Boolean) });
  mini.addAll(texts.map((text, id) => ({ id, text })));
  return mini;
}

describe("FuzzyVocabulary", () => {
  it("finds what fuzzyGet finds on a small tree, in its order, without the term itself", () => {
    const tree = treeOf(miniOf(["kate cat cats catalog dog dogs date kite kated skate", "ca c x"]));
    const vocabulary = new FuzzyVocabulary(walkOrder(tree._tree));
    for (const term of ["kate", "cat", "cta", "dogz", "", "xyz", "catalogue"])
      for (const d of [1, 2, 3, 4]) expect(vocabulary.within(term, d), `${term} ${d}`).toEqual(reference(tree, term, d));
    expect(vocabulary.within("kate", 1).map(([t]) => t)).not.toContain("kate");
  });

  it("an empty vocabulary finds nothing", () => {
    expect(new FuzzyVocabulary([]).within("datenschutz", 3)).toEqual([]);
  });

  describe("over the knowledge base's three indexes", () => {
    let trees: Tree[];
    let lookup: FuzzyLookup;
    const questions = [DEV_SET, EVERYDAY_DEV_SET, ...ownSetFiles()].flatMap(readQuestions).map((q) => q.q);
    // The eval questions' long words (the search asks fuzzily for unknown ones of seven letters or more).
    const terms = [...new Set(questions.flatMap((q) => words(q)).filter((w) => w.length >= 7))].slice(0, 400);

    beforeAll(() => {
      const index = buildIndex() as unknown as Record<"mini" | "situationSearch" | "guideSearch", MiniSearch<never>>;
      trees = [index.mini, index.situationSearch, index.guideSearch].map(treeOf);
      lookup = new FuzzyLookup();
    });

    it("each index's scope gives fuzzyGet's terms, distances and order at the distances the search uses", () => {
      const scopes = trees.map((tree) => lookup.scope(walkOrder(tree._tree)));
      lookup.prepare();
      let matches = 0;
      for (const term of terms)
        for (const d of [1, 2, Math.min(6, Math.round(term.length * 0.2))])
          trees.forEach((tree, i) => {
            const expected = reference(tree, term, d);
            matches += expected.length;
            expect(scopes[i].within(term, d)).toEqual(expected);
          });
      // The comparison is not vacuous: most words have near neighbours in the corpus.
      expect(matches).toBeGreaterThan(1000);
    });
  });
});
