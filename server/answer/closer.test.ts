// The statement that speaks most closely to the question joins the direct answer (closer.ts):
// which one, and when none.
import { describe, expect, it } from "vitest";
import { closerStatement } from "./closer.js";

// Overlap as the composer computes it: the share of the question's words a statement has. Here the
// question's words are its plain lower-case words of four letters or more (no articles), each
// weighing one.
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 3);
const overlapFor = (question: string) => (text: string) => {
  const found = new Set(words(text));
  return words(question).filter((w) => found.has(w)).length / words(question).length;
};
/** Whether a statement has a word of the question that none of the said statements has. */
const addsFor = (question: string, said: string[]) => {
  const told = new Set(said.flatMap(words));
  return (text: string) => words(text).some((w) => words(question).includes(w) && !told.has(w));
};
const any = () => true;

describe("the closer statement", () => {
  const question = "Darf der Hauswart die Schlüsselliste im Keller aufhängen?";
  const overlap = overlapFor(question);
  const lead = "Eine Verwaltung bearbeitet die Daten ihrer Mieter nur für den Mietvertrag.";
  const closer = { text: "Eine Schlüsselliste mit Namen darf der Hauswart nicht im Keller aufhängen.", ref: "X Art. 1" };
  const unrelated = { text: "Der Mietvertrag endet mit der Kündigung.", ref: "X Art. 2" };

  it("is the candidate that shares more of the question's words than the lead", () => {
    expect(closerStatement([lead], [unrelated, closer], overlap, addsFor(question, [lead]), any)).toBe(closer);
  });

  it("is none when it has no word of the question that the lead lacks: more words, not more answer", () => {
    const said = ["Der Hauswart darf im Keller nichts aufhängen, auch keine Schlüsselliste."];
    const repeat = { text: "Im Keller darf der Hauswart keine Schlüsselliste aufhängen.", ref: "X Art. 5" };
    expect(closerStatement(said, [repeat], () => 1, addsFor(question, said), any)).toBeUndefined();
  });

  it("is none when the lead shares as much or more, or when no candidate shares a word", () => {
    expect(closerStatement([closer.text], [unrelated], overlap, any, any)).toBeUndefined();
    expect(closerStatement(["Nichts davon."], [{ text: "Auch nichts.", ref: "X Art. 3" }], overlap, any, any)).toBeUndefined();
  });

  it("is never a statement already said, also when the lead carries a yes/no opening", () => {
    expect(closerStatement([`Nein: ${closer.text}`], [closer], overlap, any, any)).toBeUndefined();
  });

  it("is never a statement about another party or thing", () => {
    expect(closerStatement([lead], [closer, unrelated], overlap, any, (text) => text !== closer.text)).toBeUndefined();
  });

  it("ties with the lead: the candidate is said too (it may carry the fact the lead lacks)", () => {
    const tie = { text: "Der Hauswart darf im Keller keine Liste aufhängen.", ref: "X Art. 4" };
    const same = overlap(tie.text);
    expect(closerStatement([lead], [tie], () => same, any, any)).toBe(tie);
  });
});
