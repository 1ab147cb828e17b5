// No regular expression on user input takes super-linear time (issue 23, decision 018). Each path that
// runs patterns over what a user or a language model wrote gets 200 000 characters made of the characters
// those patterns turn on: runs of blanks, dots, letters, digits, brackets, quotes, and the words that open
// a cue followed by such a run. A quadratic pattern needs minutes on these (the pronominal-adverb cue of
// the notice check needed about 270 s on 200 000 blanks); linear code needs well under a second each.
// The bound is generous for a busy machine and still far below what a quadratic pattern needs.
import { describe, expect, it } from "vitest";
import { Composer } from "../../server/answer/compose.js";
import { checkCitations } from "../../server/answer/llm.js";
import { buildIndex } from "../../tooling/search/eval.js";
import { understand } from "../../server/search/query.js";
import { findTypedRefs } from "../../server/search/refs.js";
import { scopeSignals, namesOurLaw } from "../../server/search/scope.js";
import { checkNotice } from "../../server/tools/notice/check.js";
import { findQuote } from "../../server/tools/notice/second-pass.js";
import { plainText } from "../../web/webchat/plain-text.js";
import { readsAsFollowUp } from "../../server/chat/streams.js";

const LENGTH = 200_000;
const BOUND_MS = 8_000;

const UNITS = [" ", "\t", "\n", "\n ", ".", ". ", "a", "A", "ä", "a ", "a.", "1", "1 ", "1.", "1'", ":", "-", "_", " _a"];
const MORE_UNITS = ["<", '"', "'", "«", "*", "**a ", "[", "[(", "[](", "(", "@", "a@", "/", "|", "`", "?", ", "];
// Words that open a pattern, each before a long run: the run is where a quadratic pattern backtracks.
const OPENERS = ["Stand", "Version :", "damit", "wir ", "DSG", "Art. 5", "und ", "+41", "verantwortlich ", "Gipfelwerk AG", "CHF 1"];
const RUNS = [" ", "\n", "1 ", "a "];

const build = (opener: string, unit: string) => (opener + unit.repeat(Math.ceil(LENGTH / unit.length))).slice(0, LENGTH);
const label = (text: string) => JSON.stringify(text.slice(0, 24));
const inputs = [
  ...[...UNITS, ...MORE_UNITS].map((unit) => build("", unit)),
  ...OPENERS.flatMap((opener) => RUNS.map((run) => build(opener, run))),
];

function elapsedMs(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe("regular expressions on user input run in linear time", () => {
  it("builds the adversarial inputs as intended", () => {
    expect(inputs.length).toBeGreaterThanOrEqual(80);
    for (const text of inputs) expect(text).toHaveLength(LENGTH);
  });

  it.each(inputs.map((text) => [label(text), text]))("notice check on %s", (_, text) => {
    expect(elapsedMs(() => checkNotice(text))).toBeLessThan(BOUND_MS);
  });

  it.each(inputs.map((text) => [label(text), text]))("question analysis on %s", (_, text) => {
    expect(
      elapsedMs(() => {
        understand(text);
        scopeSignals(text);
        namesOurLaw(text);
        findTypedRefs(text);
      }),
    ).toBeLessThan(BOUND_MS);
  });

  it.each(inputs.map((text) => [label(text), text]))("a model's text (citations, quotes, plain text) on %s", (_, text) => {
    expect(
      elapsedMs(() => {
        checkCitations(text, []);
        findQuote(text, text.slice(0, 1_000));
        plainText(text);
      }),
    ).toBeLessThan(BOUND_MS);
  });

  describe("search and the composed answer, on a question of the chat's maximum length", () => {
    const index = buildIndex();
    const composer = new Composer(index);
    // A question is at most 4000 characters (chat), 500 (search API). Search itself is not linear in the
    // length of one word (a single 200 000-letter word took minutes, outside the regular expressions), so
    // the whole path runs at the length a user can send; the analysis above runs at 200 000.
    const QUESTION = 4_000;
    const questions = [
      ...UNITS.map((unit) => build("", unit)),
      ...["DSG", "Art. 5", "und ", "CHF 1"].map((opener) => build(opener, " ")),
    ].map((text) => text.slice(0, QUESTION));

    it.each(questions.map((text) => [label(text), text]))("on %s", (_, text) => {
      expect(elapsedMs(() => composer.compose(text, index.search(text)))).toBeLessThan(BOUND_MS);
    });

    // The follow-up reading with the earlier question (session 15), and a product choice's two
    // capitalised names, on runs of capitals joined by hyphens and digits.
    it.each([...questions, build("", "A-"), build("", "A1"), build("Die ", "A ")].map((text) => [label(text), text.slice(0, QUESTION)]))(
      "the follow-up reading on %s",
      (_, text) => {
        expect(
          elapsedMs(() => {
            readsAsFollowUp(text, text);
            index.search(text);
          }),
        ).toBeLessThan(BOUND_MS);
      },
    );
  });
});
