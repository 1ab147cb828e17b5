// The composed answer (no language model): direct first sentence, steps from a guide, the
// provisions, an honest "not covered", and text without cut sentences — over every eval question.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex, readQuestions } from "../../tooling/search/eval.js";
import type { KnowledgeIndex } from "../search/index.js";
import { STARTER_QUESTIONS } from "../../web/webchat/starters.js";
import { Composer, furtherParts, NO_DIRECT_RULE, NOT_COVERED } from "./compose.js";
import { ANSWER_IN_GERMAN, localUrl } from "./language.js";
import {
  ANSWER_SET,
  allEvalQuestions,
  brokenAnswers,
  firstSentence,
  scoreAnswers,
  type AnswerQuestion,
} from "../../tooling/answer/eval.js";

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

  it("answers what to do after an attack with the duty to report, not with a yes or no nobody asked", () => {
    for (const q of [STARTER_QUESTIONS[1], "Unser Server wurde gehackt. Was müssen wir jetzt tun?"]) {
      const first = firstSentence(answer(q).text);
      expect(first, q).not.toMatch(/^(?:Ja|Nein)\b/);
      expect(first, q).toMatch(/EDÖB|Betroffenen/);
    }
  });

  it("cites the penal provision beside the duty when the first sentence names the fine", () => {
    // The duty (information, access, data security, transfers abroad) is in one article and the fine
    // for breaking it in DSG Art. 60 or 61: a first sentence that states the fine cites both.
    for (const [q, penal] of [
      ["Was droht uns, wenn wir die Kundschaft absichtlich nicht über die Datenbearbeitung informieren?", "Art. 60 DSG"],
      ["Welche Busse riskiert man, wenn man Daten ohne Garantien in ein unsicheres Land schickt?", "Art. 61 DSG"],
    ]) {
      const first = firstSentence(answer(q).text);
      expect(first, q).toMatch(/250 000 Franken/);
      expect(answer(q).text.split("\n")[0], q).toContain(`[${penal}]`);
    }
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

  it("cites each provision once and at most five sources; the steps only in full when asked what to do", () => {
    const asked = answer("Dürfen wir unseren Newsletter an alle Kundinnen und Kunden schicken?");
    const refs = asked.citations.map((c) => c.ref);
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.length).toBeLessThanOrEqual(5);
    const steps = (text: string) => (text.split("**Was jetzt zu tun ist**\n")[1] ?? "").split("\n\n")[0].split("\n").filter(Boolean);
    expect(steps(asked.text).length).toBeLessThanOrEqual(3);
    expect(steps(answer("Wir hatten einen Hackerangriff auf die Kundendaten. Was müssen wir jetzt tun?").text).length).toBeGreaterThan(3);
    // A link the direct answer gives is not repeated in the steps.
    const lead = asked.text.split("\n\n")[0];
    for (const url of lead.match(/\(https:[^)]+\)/g) ?? []) expect(steps(asked.text).join("\n")).not.toContain(url);
  });

  it("answers a follow-up about cost for its new aspect, in the context of the earlier question", () => {
    const prev = "Ein ehemaliger Kunde verlangt Auskunft über alle Daten, die wir über ihn haben. Bis wann müssen wir antworten?";
    const before = answer(prev);
    const context = { question: prev, refs: before.citations.map((c) => c.ref) };
    const { text } = composer.compose(
      "Und dürfen wir dafür etwas verlangen?",
      index.search("Und dürfen wir dafür etwas verlangen?", { limit: 8, context }),
    );
    expect(text.split("**")[0]).toMatch(/kostenlos/);
    expect(text.split("**")[0]).toMatch(/300/);
  });

  it("opens a French, Italian or English answer with one line in that language and links to that language's text", () => {
    const fr = answer("Un client demande quelles données nous avons sur lui. Dans quel délai devons-nous répondre ?");
    expect(fr.text.split("\n\n")[0]).toBe(ANSWER_IN_GERMAN.fr);
    expect(fr.citations.filter((c) => c.url.includes("fedlex")).every((c) => /\/fr#/.test(c.url))).toBe(true);
    const en = answer("A customer asks which personal data we hold about him. By when do we have to answer?");
    expect(en.text.startsWith(ANSWER_IN_GERMAN.en)).toBe(true);
    expect(en.citations.find((c) => c.ref.startsWith("DSG"))?.url).toMatch(/\/2022\/491\/en#art_/);
    expect(localUrl("https://www.fedlex.admin.ch/eli/cc/1995/3867_3867_3867/de#art_6_a", "KVV Art. 6a", "en")).toMatch(/\/de#/);
    expect(localUrl("https://www.fedlex.admin.ch/eli/cc/1995/3867_3867_3867/de#art_6_a", "KVV Art. 6a", "it")).toMatch(/\/it#art_6_a$/);
    expect(localUrl("https://www.edoeb.admin.ch/de/leitfaden-data-breach", "EDÖB x", "fr")).toBe(
      "https://www.edoeb.admin.ch/de/leitfaden-data-breach",
    );
  });

  it("does not open with a processor's duty unless the question is about a processor", () => {
    const lead = (q: string) => answer(q).text.split("\n\n")[0];
    const hacked = lead("Wir hatten einen Hackerangriff, müssen wir das melden?");
    // The learned selection (session 15) opens with the condition itself: not every breach, only a high-risk one.
    expect(hacked).toMatch(
      /^(?:Eine Datenpanne muss dem EDÖB|Dem EDÖB ist eine Datenpanne|Nur wenn eine Datenpanne|Nein, nicht jede Panne: Dem EDÖB zu melden ist eine Verletzung der Datensicherheit nur, wenn sie voraussichtlich zu einem hohen Risiko)/,
    );
    expect(hacked).not.toMatch(/Auftragsbearbeiter/);
    expect(lead("Unser IT-Dienstleister wurde gehackt. Muss er uns das melden?")).toMatch(/^(?:Ein|Der) Auftragsbearbeiter/);
  });

  it("does not open with another party's anchored rule: a processor's record, a data subject's right to a company", () => {
    const lead = (q: string) => answer(q).text.split("\n\n")[0];
    // The processor's own record (records-processor) is not the answer to a company asking about its own.
    const record = lead("Müssen wir unser Verzeichnis der Bearbeitungstätigkeiten beim EDÖB einreichen oder registrieren lassen?");
    expect(record).not.toMatch(/Auftragsbearbeiter führt/);
    expect(lead("Muss auch unser IT-Dienstleister als Auftragsbearbeiter ein Verzeichnis der Bearbeitungstätigkeiten führen?")).toMatch(
      /Auftragsbearbeiter führt/,
    );
    // "Ja: Jede Person kann Auskunft verlangen" does not answer what the company may insist on.
    const insist = lead(
      "Unsere Taggeldversicherung hat ein psychiatrisches Gutachten über eine Versicherte. Sie will es direkt sehen, unser Leistungschef will es ihr nur über ihren Hausarzt zukommen lassen. Dürfen wir darauf bestehen?",
    );
    expect(insist).not.toMatch(/^Ja: Jede Person kann/);
  });

  it("finds the further parts of a question", () => {
    expect(furtherParts("Müssen wir das melden, und bis wann?")).toEqual(["bis wann?"]);
    expect(furtherParts("Dürfen wir das? Und wie lange dürfen wir die Daten behalten?")).toEqual([
      "Und wie lange dürfen wir die Daten behalten?",
    ]);
    expect(furtherParts("Bis wann müssen wir antworten?")).toEqual([]);
    expect(furtherParts("Entro quando devo rispondere e posso farmi pagare?")).toEqual(["posso farmi pagare?"]);
    expect(furtherParts("How long do we have and can we charge a fee?")).toEqual(["can we charge a fee?"]);
    // "e" or "and" before anything but a modal with its person joins words, not questions.
    expect(furtherParts("Possiamo conservare nomi e indirizzi?")).toEqual([]);
    expect(furtherParts("Can we keep names and can numbers?")).toEqual([]);
    expect(furtherParts("A former customer asks for his data. How long do we have, and can we charge a fee?")).toEqual([
      "can we charge a fee?",
    ]);
    expect(furtherParts("Dans quel délai devons-nous répondre, et pouvons-nous facturer des frais ?")).toEqual([
      "pouvons-nous facturer des frais ?",
    ]);
    expect(furtherParts("Entro quando dobbiamo rispondere, e possiamo chiedere un contributo?")).toEqual([
      "possiamo chiedere un contributo?",
    ]);
    // A French verb inverted with its pronoun asks, with or without a comma before "et"; a plain
    // verb after "et" continues the statement.
    expect(furtherParts("En combien de temps doivent-ils répondre et peuvent-ils me facturer ça ?")).toEqual([
      "peuvent-ils me facturer ça ?",
    ]);
    expect(furtherParts("Notre hôtel copie les passeports et les conserve dix ans. Est-ce permis ?")).toEqual([]);
    // An object pronoun after the hyphen ("gardez-les") is an imperative, not a question.
    expect(furtherParts("Collectez les adresses et gardez-les pour la newsletter.")).toEqual([]);
    expect(furtherParts("We store names, addresses and phone numbers of customers.")).toEqual([]);
  });

  it("never opens with a rule about another party: says so and gives the closest principle instead", () => {
    // Customers' rental bikes, not staff: the rule on surveilling employees must not lead, nor be cited first.
    const q = "Unser Velogeschäft vermietet E-Bikes mit GPS-Ortung. Darf der Inhaber laufend verfolgen, wo die Mieter unterwegs sind?";
    const { text, citations } = answer(q);
    const direct = text.split("**")[0];
    expect(direct.startsWith(NO_DIRECT_RULE)).toBe(true);
    expect(direct).not.toMatch(/Mitarbeitend|Arbeitsplatz/);
    expect(citations[0].ref).toBe("DSG Art. 6");
    // Its near miss about staff keeps the staff rule as the lead, without the honest line.
    const staff = answer("Darf ich per GPS laufend verfolgen, wo meine Mitarbeitenden mit den Firmenautos unterwegs sind?").text.split(
      "**",
    )[0];
    expect(staff.startsWith(NO_DIRECT_RULE)).toBe(false);
    expect(staff).toMatch(/Mitarbeitend|Arbeitsplatz|Arbeitnehm/);
  });

  it("answers how long recordings may be kept with keeping, not with the access request's 30 days", () => {
    const prev = "Ein Mieter will eine Kopie der Aufnahmen unserer Hauskamera, auf denen er zu sehen ist. Müssen wir sie ihm geben?";
    const context = { question: prev, refs: answer(prev).citations.map((c) => c.ref) };
    const q = "Und wie lange dürfen wir die Aufnahmen überhaupt speichern?";
    const direct = composer.compose(q, index.search(q, { limit: 8, context }), context).text.split("**")[0];
    expect(direct).not.toMatch(/30 Tage/);
    expect(direct).toMatch(/lösch/);
    // Asked by when the tenant gets his copy, the 30 days are the answer.
    const when = "Und bis wann müssen wir ihm die Kopie geben?";
    expect(composer.compose(when, index.search(when, { limit: 8, context }), context).text.split("**")[0]).toMatch(/30 Tage/);
  });

  it("says in the direct answer the statement of a shown provision that speaks to what was asked", () => {
    // The lead here is another rule (the small-firm exemption of the record of processing); the
    // consent the question asks about stood only in the provision lines before (closer.ts).
    const { text } = answer("Wir lassen die Löhne von einem Treuhandbüro abrechnen. Brauchen wir dafür die Einwilligung der Angestellten?");
    const direct = text.slice(0, text.indexOf("**"));
    expect(direct).toMatch(/Private brauchen nicht für jede Bearbeitung eine Einwilligung/);
    // Said once: the provision lines give another fact of that provision, not the same one again.
    expect(text.split("Private brauchen nicht für jede Bearbeitung eine Einwilligung")).toHaveLength(2);
  });

  it("never says a provision's statement twice, over the questions of our answer set", () => {
    for (const q of readQuestions(ANSWER_SET)) {
      const { text } = answer(q.q);
      const direct = text.slice(0, Math.max(0, text.indexOf("**")));
      const lines = text.split("\n").filter((l) => l.startsWith("- ["));
      for (const line of lines) {
        const fact = line.slice(line.indexOf(": ") + 2, line.lastIndexOf(" (Stand"));
        expect(direct.includes(fact), `${q.q}: ${fact}`).toBe(false);
      }
    }
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
    // Some 600 answers: the "evaluation" project (vitest.config.ts) sets no time limit.
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
