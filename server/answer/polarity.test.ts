// The yes/no opening is added only where the statement's polarity is plain for this very question:
// a wrong "Ja" is worse than none.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import type { KnowledgeIndex } from "../search/index.js";
import { askedModal, askedVerb, sameVerb, yesNoOpening } from "./polarity.js";

let index: KnowledgeIndex;
beforeAll(() => {
  index = buildIndex();
});

// As compose.ts reads it: a stem of the asked verb among the clause's index terms, also as a participle.
const speaksOf = (verb: string, clause: string) => {
  const found = index.textTerms(clause);
  return [...index.terms(verb).keys()].some((t) => found.some((f) => sameVerb(t, f)));
};
const opening = (question: string, statement: string) => yesNoOpening(question, statement, speaksOf);

describe("the yes/no a statement gives to a yes/no question", () => {
  it("reads the question's modal from the sentence that asks, in German and the other languages", () => {
    expect(askedModal("Ein Kunde will seine Daten. Müssen wir ihm antworten?")).toBe("must");
    expect(askedModal("Dürfen wir die Liste weitergeben?")).toBe("may");
    expect(askedModal("Posso dirglielo?")).toBe("may");
    expect(askedModal("Do we have to answer him ourselves?")).toBe("must");
    expect(askedModal("Wie lange dürfen wir das aufbewahren?")).toBeUndefined();
  });

  it("gives no yes/no to a negated question", () => {
    expect(askedModal("Müssen die nicht innert einer bestimmten Frist antworten?")).toBeUndefined();
    expect(opening("Müssen die nicht innert 30 Tagen antworten?", "Der Verantwortliche muss innert 30 Tagen antworten.")).toBeUndefined();
  });

  it("takes the verb that ends a German yes/no question, not a pronoun", () => {
    expect(askedVerb("Dürfen wir die Daten nach England schicken?")).toBe("schicken");
    expect(askedVerb("Dürfen wir das einfach so weitergeben?")).toBe("weitergeben");
    expect(askedVerb("Dürfen die das?")).toBeUndefined();
  });

  it("says yes where the statement grants or imposes the very act asked", () => {
    expect(
      opening(
        "Muss unser Verein die Mitglieder informieren?",
        "Wer Personendaten beschafft, muss die betroffenen Personen darüber informieren.",
      ),
    ).toBe("Ja:");
    expect(sameVerb("meld", "gemeldet")).toBe(true);
    expect(sameVerb("weiterleit", "weitergeleitet")).toBe(true);
  });

  it("says no where the statement forbids it, and 'not without more' where it allows it only on a condition", () => {
    expect(
      opening("Darf ich dem Nachbarn der Patientin Auskunft geben?", "Patientendaten dürfen ohne Einwilligung niemandem gegeben werden."),
    ).toBe("Nein:");
    expect(
      opening(
        "Darf ich als Vermieter nach der Religion fragen?",
        "Vermietende dürfen nur nach Angaben fragen, die für den Mietvertrag nötig sind.",
      ),
    ).toBe("Nein, nicht ohne Weiteres:");
  });

  it("gives none where the statement's yes depends on a condition of the case", () => {
    expect(
      opening(
        "Müssen wir das dem EDÖB melden?",
        "Eine Datenpanne muss dem EDÖB gemeldet werden, wenn sie ein hohes Risiko mit sich bringt.",
      ),
    ).toBeUndefined();
  });

  it("gives none where the statement speaks of another act, another modal or the other party", () => {
    // Another act on the same provision: "regeln" does not answer "antworten".
    expect(opening("Müssen wir ihm antworten?", "Wer einen Dienstleister beizieht, muss dies vertraglich regeln.")).toBeUndefined();
    // A duty does not answer what is allowed.
    expect(opening("Dürfen wir die Kunden informieren?", "Der Verantwortliche muss die Kunden informieren.")).toBeUndefined();
    // The employer's duty does not answer the employee who asks about his employer.
    expect(opening("Muss ich meinem Arbeitgeber die Handynummer geben?", "Der Arbeitgeber muss die Handynummer geben.")).toBeUndefined();
    // A data subject's right does not say what a company may do.
    expect(opening("Können wir die Auskunft verweigern?", "Jede Person kann Auskunft verlangen und verweigern.")).toBeUndefined();
  });

  it("leaves a statement that already opens with its yes or no as it is", () => {
    expect(opening("Dürfen wir das weitergeben?", "Nein: Das darf nicht weitergegeben werden.")).toBeUndefined();
  });
});
