// A follow-up about the criminal complaint after an answer that named an offence (complaint.ts): our
// own conversations, in German and French, and the near misses that must keep their answer (a report
// to the EDÖB, who is fined), the two ways session 12's broader rule went wrong on unseen questions.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import { answerAsChat, directAnswer } from "../../tooling/answer/figures.js";
import type { KnowledgeIndex } from "../search/index.js";
import type { Anchor } from "./anchors.js";
import { asksComplaint, complaintStatement, earlierOffence, withoutYesNo } from "./complaint.js";
import { Composer } from "./compose.js";

const anchor = (id: string, aspect: Anchor["aspect"], refs: string[], text: string): Anchor => ({ id, aspect, refs, text, asks: [] });

describe("reading a follow-up as one about the criminal complaint", () => {
  it("reads who files it, by when and whether one is needed, in four languages", () => {
    for (const q of [
      "Bis wann muss ich den Strafantrag stellen?",
      "Muss das Opfer selber Anzeige erstatten?",
      "Ist das ein Offizialdelikt?",
      "Qui doit porter plainte?",
      "Chi deve presentare la querela?",
      "Who has to file the criminal complaint?",
    ])
      expect(asksComplaint(q), q).toBe(true);
  });

  it("does not read a report to a supervisory authority or who is fined as one", () => {
    for (const q of [
      "Kann ich das auch beim EDÖB anzeigen?",
      "Puis-je porter plainte auprès du PFPDT?",
      "Müssen wir das der FINMA anzeigen?",
      "Wen trifft die Busse dann, die Firma oder den Geschäftsführer?",
      "Was steht auf der Anzeigetafel im Wartezimmer?",
    ])
      expect(asksComplaint(q), q).toBe(false);
  });
});

describe("the offence of the earlier answer and its statement on the complaint", () => {
  const camera = anchor("camera", "penalty", ["StGB Art. 179quater"], "Ja, auf Antrag strafbar: Wer heimlich filmt, riskiert Strafe.");
  const rule = anchor("rule", "deadline", ["DSG Art. 66", "DSG Art. 62"], "Ein Strafantrag ist innert drei Monaten zu stellen.");
  const general = anchor("general", "deadline", ["StGB Art. 179ter", "StGB Art. 321"], "Innert drei Monaten: Ein Strafantrag …");
  const secrecy = anchor("secrecy", "penalty", ["StGB Art. 321"], "Ja, auf Antrag: Den Strafantrag stellt der Patient.");
  const notListed = anchor("not-listed", "permission", ["StGB Art. 321"], "Nur für die aufgezählten Berufe: …");

  it("is the main provision of a penalty statement the earlier answer opened on and cited", () => {
    expect(earlierOffence(camera, ["StGB Art. 179quater", "DSG Art. 6"])).toBe("StGB Art. 179quater");
    expect(earlierOffence(camera, ["DSG Art. 6"])).toBeUndefined();
    // A statement of another aspect may say the provision does not apply.
    expect(earlierOffence(notListed, ["StGB Art. 321"])).toBeUndefined();
    expect(earlierOffence(undefined, ["StGB Art. 321"])).toBeUndefined();
  });

  it("prefers the offence's own statement, and for a deadline one that states a period", () => {
    const all = [rule, general, secrecy, camera];
    expect(complaintStatement(all, "StGB Art. 321", "who", () => 0)?.id).toBe("secrecy");
    // The camera statement names no period: a deadline statement naming the offence answers "bis wann".
    expect(complaintStatement(all, "StGB Art. 179quater", "deadline", () => 0)).toBeUndefined();
    expect(complaintStatement(all, "StGB Art. 321", "deadline", () => 0)?.id).toBe("general");
    expect(complaintStatement(all, "StGB Art. 179quater", "who", () => 0)?.id).toBe("camera");
  });

  it("drops the yes or no that answered whether the act is punishable", () => {
    expect(withoutYesNo("Ja, von Amtes wegen: Wer als Beamter …")).toBe("Von Amtes wegen: Wer als Beamter …");
    expect(withoutYesNo("Ja: Den Antrag stellt …")).toBe("Den Antrag stellt …");
    expect(withoutYesNo("Innert drei Monaten: …")).toBe("Innert drei Monaten: …");
  });
});

describe("a complaint follow-up answered for the offence of the earlier question", () => {
  let index: KnowledgeIndex;
  let composer: Composer;
  beforeAll(() => {
    index = buildIndex();
    composer = new Composer(index);
  });
  const ask = (prev: string, q: string) => {
    const answer = answerAsChat(composer, index, { q, prev, refs: [] });
    return { direct: directAnswer(answer.text), first: answer.citations[0]?.ref };
  };

  it("names professional secrecy, not the DSG's rule on complaints, for who files and by when", () => {
    const who = ask(
      "Ein Physiotherapeut hat meinem Arbeitgeber von meiner Diagnose erzählt. Ist das strafbar?",
      "Und wer muss den Strafantrag stellen?",
    );
    expect(who.first).toBe("StGB Art. 321");
    // The fact, not one statement's wording: the knowledge base may answer it with the offence's own
    // statement or with a statement on who files (both open on it since session 18).
    expect(who.direct).toMatch(/^(Auf Antrag: .*Patient|Die Person, deren Geheimnis .*Strafantrag)/);
    const when = ask(
      "Mein Arzt hat meiner Mutter ohne mein Einverständnis meine Diagnose verraten. Ist das strafbar?",
      "Bis wann müsste ich den Strafantrag stellen?",
    );
    expect(when.first).toBe("StGB Art. 321");
    expect(when.direct).toMatch(/drei Monaten/);
  });

  it("says that official secrecy is prosecuted ex officio, without a yes to 'must I file'", () => {
    const { direct, first } = ask(
      "Ein Angestellter des Steueramts hat im Dorf erzählt, wie viel ich verdiene. Ist das strafbar?",
      "Muss ich dafür einen Strafantrag stellen?",
    );
    expect(first).toBe("StGB Art. 320");
    expect(direct).toMatch(/^(Von Amtes wegen|Nein, ein Strafantrag ist nicht nötig)/);
  });

  it("keeps the identity offence for a complaint asked in German and in French", () => {
    const de = ask(
      "Jemand hat mit meinem Namen und meinem Foto ein Profil auf einer Dating-Plattform erstellt, um mich blosszustellen. Ist das strafbar?",
      "Wer muss die Anzeige machen, ich selbst?",
    );
    expect(de.first).toBe("StGB Art. 179decies");
    expect(de.direct).toMatch(/^(Strafbar: .*Strafantrag, den die betroffene Person stellt|Die Person, deren Identität .*Strafantrag)/);
    const fr = ask(
      "Quelqu'un a créé un profil sur un site de rencontres avec mon nom et ma photo pour me nuire. Est-ce punissable?",
      "Qui doit déposer la plainte pénale, et dans quel délai?",
    );
    expect(fr.first).toBe("StGB Art. 179decies");
  });

  it("leaves a report to the EDÖB and who is fined to the DSG's own provisions", () => {
    expect(
      ask("Ein Kollege hat heimlich unser Gespräch mit dem Handy aufgenommen. Ist das strafbar?", "Kann ich das auch beim EDÖB anzeigen?")
        .first,
    ).toBe("DSG Art. 49");
    expect(
      ask(
        "Unsere Firma hat einem Kunden absichtlich eine unvollständige Auskunft gegeben. Ist das strafbar?",
        "Wen trifft die Busse dann, die Firma oder den Geschäftsführer?",
      ).first,
    ).toBe("DSG Art. 64");
  });
});
