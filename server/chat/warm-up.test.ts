// The start-up warm-up answers the guides' own situations and discards them: it must stop when
// asked and leave every later answer as it would have been.
import { describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import { Answerer } from "../answer/answerer.js";
import { loadKnowledge } from "../knowledge/load.js";
import { warmUp, warmUpTexts } from "./warm-up.js";

const { guides } = loadKnowledge();

async function answerOf(answerer: Answerer, question: string): Promise<string> {
  const events = [];
  for await (const event of answerer.answer(question, new AbortController().signal)) events.push(event);
  return JSON.stringify(events);
}

describe("warm-up", () => {
  it("takes the first situation of every guide, then the second, up to the count", () => {
    const texts = warmUpTexts(guides, guides.length + 2);
    expect(texts).toHaveLength(guides.length + 2);
    expect(texts.slice(0, guides.length)).toEqual(guides.map((g) => g.situations[0]));
    expect(texts.slice(guides.length)).toEqual([guides[0].situations[1], guides[1].situations[1]]);
    expect(warmUpTexts(guides, 10_000)).toHaveLength(guides.reduce((n, g) => n + g.situations.length, 0));
    expect(warmUpTexts([], 5)).toEqual([]);
  });

  it("changes no answer, and stops when aborted", async () => {
    const questions = ["Ein Kunde will wissen, welche Daten wir über ihn haben. Bis wann müssen wir antworten?", "Was ist ein Profiling?"];
    const cold = new Answerer(buildIndex(), null);
    const before = [];
    for (const q of questions) before.push(await answerOf(cold, q));

    const warmed = new Answerer(buildIndex(), null);
    expect(await warmUp(warmed, warmUpTexts(guides, 6), new AbortController().signal)).toBe(6);
    const after = [];
    for (const q of questions) after.push(await answerOf(warmed, q));
    expect(after).toEqual(before);

    const stopped = new AbortController();
    stopped.abort();
    expect(await warmUp(warmed, warmUpTexts(guides, 6), stopped.signal)).toBe(0);
  });
});
