// Follow-ups by what went wrong with them (issue 24, session 16), in our own conversations: (a) the
// message was not read as a follow-up, (b) it was read, but the answer opened again on the earlier
// question's statement instead of the new aspect. Near misses stand beside each rule: a stand-alone
// question after an unrelated one keeps its own reading and its own answer.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import { answerAsChat, directAnswer } from "../../tooling/answer/figures.js";
import { Composer } from "../answer/compose.js";
import type { KnowledgeIndex } from "../search/index.js";
import { readsAsFollowUp } from "./streams.js";

describe("(a) a follow-up that leans on the earlier question in a way the reading missed", () => {
  const dpia =
    "Unsere Gemeinde will eine App für Sozialhilfebezüger einführen. Die Datenschutz-Folgenabschätzung zeigt ein hohes Restrisiko. Was nun?";

  it("reads a short form of the earlier question's long word as pointing back", () => {
    expect(readsAsFollowUp("Wir schicken die DSFA jetzt also an den EDÖB. Wann meldet er sich?", dpia)).toBe(true);
    // Initials of the earlier words in a row count as well.
    expect(
      readsAsFollowUp(
        "Genügt das DPF-Zertifikat des Anbieters allein?",
        "Unser Anbieter ist unter dem Data Privacy Framework gelistet. Was heisst das?",
      ),
    ).toBe(true);
  });

  it("does not take three letters that merely stand in a long word for its short form", () => {
    const earlier = "Muss unsere Datenschutzerklärung auch auf Englisch vorliegen?";
    expect(readsAsFollowUp("Wir verkaufen einen DNA-Test für Ahnenforschung. Wer ist dafür verantwortlich?", earlier)).toBe(false);
    // Without the long word before it, the short form points at nothing of the earlier question.
    expect(readsAsFollowUp("Wir schicken die DSFA jetzt also an den EDÖB. Wann meldet er sich?", earlier)).toBe(false);
  });

  it("reads one member of a group the earlier question named as its own as no new situation", () => {
    const earlier =
      "Wir sind eine Druckerei. Unsere Auftraggeber liefern uns Adresslisten für ihre Flyer. Dürfen wir die auch selbst nutzen?";
    expect(readsAsFollowUp("Ein Auftraggeber möchte, dass wir seine Flyer in Ungarn drucken lassen. Ist das zulässig?", earlier)).toBe(
      true,
    );
    // Someone of a group the earlier question did not name sets out a new situation.
    expect(
      readsAsFollowUp(
        "Ein Lieferant möchte, dass wir seine Flyer in Ungarn drucken lassen. Ist das zulässig?",
        "Wir sind eine Druckerei. Dürfen wir Adresslisten aus dem Internet für Werbung nutzen?",
      ),
    ).toBe(false);
  });

  it("reads the complaint after 'Ist das strafbar?' as the next step of the same act", () => {
    const earlier = "Meine Nachbarin hat mich heimlich durchs Badezimmerfenster fotografiert. Ist das strafbar?";
    expect(readsAsFollowUp("Bis wann muss ich den Strafantrag stellen? Seit gestern weiss ich, wer es war.", earlier)).toBe(true);
    // Someone new, or who asks set out, is a new case of its own.
    expect(readsAsFollowUp("Eine Versicherung hat meine Arztberichte an meinen Chef geschickt. Kann ich sie anzeigen?", earlier)).toBe(
      false,
    );
    expect(readsAsFollowUp("Mein Vermieter liest meine Post. Kann ich ihn anzeigen?", earlier)).toBe(false);
    // The complaint alone does not point back when nothing was asked about an offence.
    expect(
      readsAsFollowUp(
        "Bis wann muss ich den Strafantrag stellen? Seit gestern weiss ich, wer es war.",
        "Wie lange dürfen Ladenkameras ihre Aufnahmen speichern?",
      ),
    ).toBe(false);
  });
});

describe("(b) a follow-up answered for its new aspect, not with the earlier answer's opening", () => {
  let index: KnowledgeIndex;
  let composer: Composer;
  beforeAll(() => {
    index = buildIndex();
    composer = new Composer(index);
  }, 120_000);
  const direct = (q: string, prev?: string) => directAnswer(answerAsChat(composer, index, { q, prev, refs: [] }).text);

  it("answers how long the EDÖB takes after a question whether an assessment is needed", () => {
    const prev =
      "Wir entwickeln eine Plattform, die Gesundheitsdaten von Tausenden Patienten auswertet. Ist eine Datenschutz-Folgenabschätzung Pflicht?";
    const answer = direct("Und wenn danach ein hohes Risiko bleibt: Wie lange hat der EDÖB für seine Antwort Zeit?", prev);
    expect(answer).toMatch(/zwei Monate/i);
    expect(answer).not.toBe(direct(prev));
  });

  it("answers whether a refusal must be explained, not again what happens to the file", () => {
    const prev = "Wir vermieten Wohnungen und behalten die Unterlagen abgelehnter Bewerberinnen in einer Reserve-Ablage. Ist das erlaubt?";
    expect(
      direct("Eine der abgelehnten Bewerberinnen will wissen, weshalb sie die Wohnung nicht bekam. Müssen wir ihr das begründen?", prev),
    ).toMatch(/nicht begründen|keine Begründung|keinen Anspruch auf eine Begründung/i);
  });

  it("keeps the same opening when the follow-up asks the same aspect of a neighbouring case", () => {
    const prev = "Darf ein Vertrauensarzt der Krankenkasse meine ganze Krankengeschichte anfordern?";
    const follow = "Und darf er die Unterlagen dann der Kasse weitergeben?";
    expect(readsAsFollowUp(follow, prev)).toBe(true);
    expect(direct(follow, prev).length).toBeGreaterThan(0);
  });

  it("answers a stand-alone question after an unrelated one as it answers it alone", () => {
    const prev = "Ist es strafbar, heimlich ein Telefongespräch aufzunehmen?";
    for (const q of [
      "Bis wann muss eine Firma ein Auskunftsbegehren beantworten?",
      "Unsere Bäckerei möchte die Geburtstage der Stammkunden für Gutscheine speichern. Dürfen wir das?",
      "Wie lange darf ein Arbeitgeber die Bewerbungsunterlagen abgelehnter Bewerber behalten?",
    ]) {
      expect(direct(q, prev)).toBe(direct(q));
    }
  });
});
