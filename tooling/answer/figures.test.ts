// The answer figures of issue 24: the direct answer, fact matching per set format, follow-ups
// asked in one conversation.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex, readQuestions } from "../search/eval.js";
import type { KnowledgeIndex } from "../../server/search/index.js";
import { Composer } from "../../server/answer/compose.js";
import { ANSWERS_DEV_SET } from "./eval.js";
import { answerAsChat, directAnswer, factsHold, measure, median } from "./figures.js";

let index: KnowledgeIndex;
beforeAll(() => {
  index = buildIndex();
});

describe("answer figures", () => {
  it("take the direct answer as the text before the first bold heading", () => {
    expect(directAnswer("Ja, innert 30 Tagen.\n\n**Was jetzt zu tun ist**\n1. 30 Tage")).toBe("Ja, innert 30 Tagen.\n\n");
    expect(directAnswer("Nur ein Satz.")).toBe("Nur ein Satz.");
  });

  it("require every regex of a public item, and one wording of ours", () => {
    expect(factsHold("Kostenlos, höchstens CHF 300.", ["300", "kostenlos"], "all-regex")).toBe(true);
    expect(factsHold("Höchstens CHF 300.", ["300", "kostenlos"], "all-regex")).toBe(false);
    expect(factsHold("innert 30 Tagen", ["dreissig Tage", "30 Tagen"], "any-text")).toBe(true);
    expect(median([3, 1, 2, 10])).toBe(2.5);
  });

  it("answer a follow-up with the previous question as context, as the chat does", () => {
    const composer = new Composer(index);
    const prev = "Wir haben Videokameras im Verkaufsraum. Ein Kunde verlangt Auskunft über seine Aufnahmen.";
    const alone = answerAsChat(composer, index, { q: "Bis wann?", refs: [] });
    const asked = answerAsChat(composer, index, { q: "Bis wann?", refs: [], prev });
    expect(asked.text).not.toBe(alone.text);
  });

  it("count declines and citations per kind", () => {
    const figures = measure(
      index,
      [
        { q: "Mein Vermieter will die Miete wegen dem Referenzzinssatz erhöhen. Kann ich mich wehren?", refs: [], kind: "no_answer" },
        { q: "Bis wann müssen wir ein Auskunftsbegehren beantworten?", refs: ["DSG Art. 25"], kind: "legal", facts: ["30\\s*Tage"] },
      ],
      "all-regex",
    );
    const all = figures.get("all")!;
    expect(all.n).toBe(2);
    expect(all.declinedOut).toBe(1);
    expect(all.citationCounts).toHaveLength(1);
    expect(figures.get("legal")!.factsAnywhere).toBe(1);
  });

  it("meet the floors on the public answer set (issue 24; a floor may only go up)", () => {
    const f = measure(index, readQuestions(ANSWERS_DEV_SET), "all-regex").get("all")!;
    expect(f.factsDirect / f.withFacts).toBeGreaterThanOrEqual(0.5);
    expect(f.firstExpected / f.inScope).toBeGreaterThanOrEqual(0.68);
    expect(f.cited / f.inScope).toBeGreaterThanOrEqual(0.86);
    expect(f.declinedOut).toBe(f.outside);
    expect(f.declinedIn).toBeLessThanOrEqual(2);
    expect(median(f.citationCounts)).toBeLessThanOrEqual(5);
    expect(f.cut).toBe(0);
  }, 120_000);
});
