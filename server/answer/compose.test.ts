// The composed answer (no language model): direct first sentence, steps from a guide, the
// provisions, an honest "not covered", and text without cut sentences — over every eval question.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex, readQuestions } from "../search/eval.js";
import type { KnowledgeIndex } from "../search/index.js";
import { STARTER_QUESTIONS } from "../../web/webchat/starters.js";
import { Composer, furtherParts, NOT_COVERED } from "./compose.js";
import { ANSWER_SET, allEvalQuestions, brokenAnswers, firstSentence, scoreAnswers, type AnswerQuestion } from "./eval.js";

let index: KnowledgeIndex;
let composer: Composer;
beforeAll(() => {
  index = buildIndex();
  composer = new Composer(index);
});
const answer = (q: string) => composer.compose(q, index.search(q, { limit: 8 }));

describe("composed answers", () => {
  it("lead with the deadline when asked by when, then steps, provisions and related provisions", () => {
    const { text, citations } = answer("Ein Kunde will wissen, was wir über ihn gespeichert haben. Bis wann müssen wir antworten?");
    expect(firstSentence(text)).toMatch(/30 Tage/);
    expect(text).toContain("**Was jetzt zu tun ist**\n1. ");
    expect(text).toContain("**Massgebliche Bestimmungen**\n- [Art. ");
    expect(text).toMatch(/Stand \d{1,2}\.\d{1,2}\.\d{4}/);
    expect(citations.map((c) => c.ref)).toContain("DSG Art. 25");
  });

  it("points a breach, a privacy notice or the record of processing activities to its tool", () => {
    const linked = new Composer(index, undefined, "https://app.example.ch");
    const withTool = (q: string) => linked.compose(q, index.search(q, { limit: 8 })).text;
    expect(withTool("Wir hatten einen Hackerangriff auf die Kundendaten. Was müssen wir jetzt tun?")).toContain(
      "**Werkzeug:** [Datenpanne-Assistent](https://app.example.ch/werkzeuge/datenpanne)",
    );
    expect(withTool("Wie erstellen wir ein Verzeichnis der Bearbeitungstätigkeiten?")).toContain(
      "(https://app.example.ch/werkzeuge/verzeichnis)",
    );
    // Without the app's address the name stands alone: a relative link would open inside the frame.
    expect(answer("Wir hatten einen Hackerangriff auf die Kundendaten. Was müssen wir jetzt tun?").text).toContain(
      "**Werkzeug:** «Datenpanne-Assistent» unter «Werkzeuge»",
    );
    expect(withTool("Dürfen wir im Pausenraum eine Kamera aufhängen?")).not.toContain("**Werkzeug:**");
  });

  it("answers each part of a multi-part question", () => {
    const { text } = answer("Wir hatten einen Hackerangriff auf unsere Kundendatenbank. Müssen wir das melden, und bis wann?");
    const lead = text.split("\n\n")[0];
    expect(lead).toMatch(/so rasch als möglich/);
    expect(lead).toContain("Art. 24 DSG");
  });

  it("answers every starter question of the chat from a guide, with citations", () => {
    for (const question of STARTER_QUESTIONS) {
      const { text, citations } = answer(question);
      expect(text, question).toContain("**Was jetzt zu tun ist**");
      expect(text, question).toContain("Leitfaden: ");
      expect(citations.length, question).toBeGreaterThan(0);
    }
  });

  it("finds the further parts of a question", () => {
    expect(furtherParts("Müssen wir das melden, und bis wann?")).toEqual(["bis wann?"]);
    expect(furtherParts("Dürfen wir das? Und wie lange dürfen wir die Daten behalten?")).toEqual([
      "Und wie lange dürfen wir die Daten behalten?",
    ]);
    expect(furtherParts("Bis wann müssen wir antworten?")).toEqual([]);
  });

  it("says plainly what is not covered, cites nothing and names what it does cover", () => {
    const outcome = index.search("Mein Vermieter will die Miete wegen dem Referenzzinssatz erhöhen. Kann ich mich wehren?");
    const { text, citations } = composer.compose("", outcome);
    expect(text).toBe(NOT_COVERED);
    expect(citations).toEqual([]);
    expect(text).toContain("DSG");
    expect(text).not.toContain("Massgeblich");
  });

  it("never cuts a sentence or doubles a bracket, over every question of every eval set", () => {
    const questions = allEvalQuestions();
    expect(questions.length).toBeGreaterThan(300);
    expect(brokenAnswers(index, questions)).toEqual([]);
  });

  it("meets the answer targets on our own answer set", () => {
    const f = scoreAnswers(index, readQuestions(ANSWER_SET) as AnswerQuestion[]);
    expect(f.refCited / f.inScope).toBeGreaterThanOrEqual(0.85);
    expect(f.everydayCited / f.everyday).toBeGreaterThanOrEqual(0.8);
    expect(f.firstRight / f.inScope).toBeGreaterThanOrEqual(0.75);
    expect(f.factFirst / f.withFact).toBeGreaterThanOrEqual(0.7);
    expect(f.declinedIn / f.inScope).toBeLessThanOrEqual(0.05);
  });
});
