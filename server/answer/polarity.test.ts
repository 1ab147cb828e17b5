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
    expect(askedModal("Posso dirglielo?", "it")).toBe("may");
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

  it("reads permission, duty, prohibition and 'must I put up with it' in French, Italian and English", () => {
    expect(askedModal("Pouvons-nous transmettre la liste au club ?", "fr")).toBe("may");
    expect(askedModal("Avons-nous le droit de garder ces photos ?", "fr")).toBe("may");
    expect(askedModal("Si la cliente refuse, sommes-nous tenus de lui répondre ?", "fr")).toBe("must");
    expect(askedModal("Est-il interdit d'enregistrer les appels ?", "fr")).toBe("forbidden");
    expect(askedModal("Dois-je accepter qu'on me filme au bureau ?", "fr")).toBe("tolerate");
    expect(askedModal("Abbiamo il diritto di conservarle?", "it")).toBe("may");
    expect(askedModal("È lecito pubblicare i nomi?", "it")).toBe("may");
    expect(askedModal("Siamo obbligati a informarli?", "it")).toBe("must");
    expect(askedModal("Devo tollerare che il capo controlli la mia posta?", "it")).toBe("tolerate");
    expect(askedModal("Are we allowed to forward the file?", "en")).toBe("may");
    expect(askedModal("After the incident, do we really have to inform every member?", "en")).toBe("must");
    expect(askedModal("Is it illegal to record the calls?", "en")).toBe("forbidden");
    expect(askedModal("Do I have to put up with a camera above my desk?", "en")).toBe("tolerate");
  });

  it("does not read a statement, a question for information, or a negated question as a yes/no", () => {
    // A statement that only mentions "must" asks nothing of the kind.
    expect(askedModal("Our lawyer says we must keep everything. What exactly applies?", "en")).toBeUndefined();
    expect(askedModal("Le règlement dit que nous devons tout garder. Qu'en est-il ?", "fr")).toBeUndefined();
    expect(askedModal("Cosa dobbiamo fare adesso?", "it")).toBeUndefined();
    // "Do we …?" without "have to" or "need" is not a duty.
    expect(askedModal("Do we know who saw the file?", "en")).toBeUndefined();
    // Negated and tag questions expect their own answer.
    expect(askedModal("Can't we just keep it?", "en")).toBeUndefined();
    expect(askedModal("Ne pouvons-nous pas simplement le garder ?", "fr")).toBeUndefined();
    expect(askedModal("Non possiamo tenerli?", "it")).toBeUndefined();
  });

  it("tells a question for information from a yes/no question behind a leading clause", () => {
    expect(askedModal("Dans quel délai devons-nous répondre ?", "fr")).toBeUndefined();
    expect(askedModal("Entro quando dobbiamo rispondere?", "it")).toBeUndefined();
    expect(askedModal("When must we report it?", "en")).toBeUndefined();
    expect(askedModal("When a report comes in about an employee, do we have to tell that person?", "en")).toBe("must");
    expect(askedModal("Si le client refuse, pouvons-nous garder les données ?", "fr")).toBe("may");
    // A noun before the inverted verb, and the past: "should he have", "poteva".
    expect(askedModal("L'employeur peut-il lire mes messages ?", "fr")).toBe("may");
    expect(askedModal("Il fiduciario doveva avvisarci prima?", "it")).toBe("must");
    expect(askedModal("Serve il consenso dei genitori?", "it")).toBe("must");
  });

  it("takes the act from the sentence before when the asking one names none", () => {
    const statement = "Die Krankenkasse darf nur die Angaben verlangen, die für den Beitritt nötig sind.";
    expect(yesNoOpening("Le formulaire me demande mes antécédents médicaux. Est-ce permis ?", statement, speaksOf, "fr")).toBe(
      "Nein, nicht ohne Weiteres:",
    );
    expect(
      yesNoOpening("Le formulaire me demande une photo. Est-ce permis ?", "Fotos dürfen veröffentlicht werden.", speaksOf, "fr"),
    ).toBeUndefined();
  });

  it("answers a French, Italian or English question about the very act it names after the modal", () => {
    const refusal = "Mitarbeitende einer Bank dürfen anvertraute Kundengeheimnisse nicht preisgeben.";
    expect(yesNoOpening("Posso dirglielo, visto che è di famiglia?", refusal, speaksOf, "it")).toBe("Nein:");
    expect(yesNoOpening("Can I tell my brother?", refusal, speaksOf, "en")).toBe("Nein:");
    const duty = "Wer Personendaten beschafft, muss die betroffenen Personen darüber informieren.";
    expect(yesNoOpening("Devons-nous informer les clients ?", duty, speaksOf, "fr")).toBe("Ja:");
    expect(yesNoOpening("Dobbiamo informarli?", duty, speaksOf, "it")).toBe("Ja:");
    // Another act than the statement's: no yes or no.
    expect(yesNoOpening("Devons-nous effacer les données ?", duty, speaksOf, "fr")).toBeUndefined();
    // A duty does not answer what is allowed.
    expect(yesNoOpening("May we inform the customers?", duty, speaksOf, "en")).toBeUndefined();
  });

  it("turns the answer round for a question whether something is forbidden, and for one whether it must be put up with", () => {
    expect(yesNoOpening("Is it illegal to record the calls?", "Gespräche dürfen nicht aufgezeichnet werden.", speaksOf, "en")).toBe("Ja:");
    expect(
      yesNoOpening("Is it forbidden to record the calls?", "Gespräche dürfen aufgezeichnet werden, wenn alle zustimmen.", speaksOf, "en"),
    ).toBeUndefined();
    const employer = "Der Arbeitgeber darf die E-Mails nur stichprobenweise überwachen.";
    expect(yesNoOpening("Devo accettare che il mio datore di lavoro controlli le mie email?", employer, speaksOf, "it")).toBe(
      "Nein, nicht ohne Weiteres:",
    );
    // The same statement does not answer what the employee himself may do with his employer's role.
    const reading = "Der Arbeitgeber darf geschäftliche E-Mails lesen.";
    expect(yesNoOpening("Can my employer read my e-mails?", reading, speaksOf, "en")).toBeUndefined();
    expect(yesNoOpening("Can an employer read business e-mails?", reading, speaksOf, "en")).toBe("Ja:");
    // A right of the one asking does not say whether one must put up with something.
    expect(
      yesNoOpening("Do I have to accept that they keep my data?", "Jede Person kann die Löschung ihrer Daten verlangen.", speaksOf, "en"),
    ).toBeUndefined();
  });
});
