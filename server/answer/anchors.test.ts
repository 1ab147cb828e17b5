// Anchored statements: the file is sound, a question finds the statement that answers its aspect
// (also in French, Italian and English, and as a follow-up), and a question whose aspect no anchor
// answers gets none, so that the honest "nothing answers this" outcome stays possible.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import type { KnowledgeIndex } from "../search/index.js";
import { AnchorMatcher, anchorProblems, askingSentences, questionAspect, readAnchors, type Anchor } from "./anchors.js";
import { Composer } from "./compose.js";
import { ANSWER_IN_GERMAN } from "./language.js";
import { AnchorSelector, loadSelectionModel, selectionProbability } from "./select.js";

let index: KnowledgeIndex;
let matcher: AnchorMatcher;
beforeAll(() => {
  index = buildIndex();
  matcher = new AnchorMatcher(index);
});
const found = (q: string, context?: string) => matcher.best(q, questionAspect(q), context)?.anchor.id;

describe("anchored statements", () => {
  it("are well formed and rest on provisions the knowledge base has", () => {
    const anchors = readAnchors();
    expect(anchors.length).toBeGreaterThanOrEqual(60);
    expect(anchorProblems(anchors, (ref) => Boolean(index.docByRef(ref)))).toEqual([]);
    expect(anchorProblems([{ id: "x", aspect: "soon" as never, text: "", refs: ["DSG Art. 999"], asks: ["?"] }], () => false)).toEqual([
      'x: aspect "soon" is not one of permission, duty, notify, who, cost, deadline, penalty',
      "x: no text",
      "x: fewer than two phrasings",
      "x: unknown ref DSG Art. 999",
    ]);
  });

  it("read the aspect a question asks for", () => {
    expect(questionAspect("Bis wann müssen wir antworten?")).toBe("deadline");
    expect(questionAspect("Und dürfen wir dafür etwas verlangen?")).toBe("cost");
    expect(questionAspect("Ist das eigentlich auch strafbar?")).toBe("penalty");
    expect(questionAspect("Kann ich ihn anzeigen?")).toBe("penalty");
    expect(questionAspect("Wer bezahlt dann die Busse?")).toBe("penalty");
    expect(questionAspect("Wessen Einverständnis brauchen wir?")).toBe("who");
    expect(questionAspect("Müssen wir das dem EDÖB melden?")).toBe("notify");
    expect(questionAspect("Darf ich das?")).toBe("permission");
    expect(questionAspect("Posso chiedere una copia?")).toBe("permission");
    expect(questionAspect("Do I have to tell them?")).toBe("duty");
    expect(questionAspect("Ho chiesto di cancellare i miei dati. Devono farlo?")).toBe("duty");
    expect(questionAspect("Do they have to delete everything at once?")).toBe("duty");
    expect(questionAspect("Was ist das?")).toBeUndefined();
    // Who may file the complaint is a person, not the penalty; waiting or acting earlier is the deadline.
    expect(questionAspect("Und wenn wir es schon gemacht haben, wer könnte uns anzeigen?")).toBe("who");
    expect(questionAspect("Und wer muss den Strafantrag stellen?")).toBe("who");
    expect(questionAspect("Dürfen wir mit der Meldung warten, bis der Bericht da ist?")).toBe("deadline");
    expect(questionAspect("Hätte der Dienstleister uns das früher melden müssen?")).toBe("deadline");
  });

  it("read a person asked for only from the sentences that ask (session 14)", () => {
    // A relative "wer"/"chi" or a letter marked "persönlich" tells the situation; it asks for no one.
    expect(questionAspect("Die Lieferliste ist für alle sichtbar. Wer das nicht will, meldet sich beim Chef. Dürfen wir das?")).toBe(
      "permission",
    );
    expect(questionAspect("Le foto sono pubbliche. Chi vuole può nasconderle. Va bene così?")).toBe("permission");
    expect(questionAspect("Der Hauswart öffnet auch Pakete mit dem Vermerk 'persönlich'. Ist das ok so?")).toBe("permission");
    // The near misses on the other side: the person is asked for, also after a told sentence or an abbreviation.
    expect(questionAspect("Die Lieferliste ist für alle sichtbar. Wer muss das korrigieren?")).toBe("who");
    expect(questionAspect("Wer muss eine Panne gem. Art. 24 DSG melden?")).toBe("who");
    expect(questionAspect("Unser Lehrling hat Kundendaten verloren. Haftet er persönlich?")).toBe("who");
    // A bare "Stimmt das?" asks about the claim before it.
    expect(questionAspect("Der Informatiker sagt, ich könnte persönlich gebüsst werden. Stimmt das?")).toBe("who");
    expect(askingSentences("Wir sind ein Verein. Wer nicht zahlt, wird gemahnt. Dürfen wir die Liste zeigen?")).toBe(
      "Dürfen wir die Liste zeigen?",
    );
  });

  it("read the aspect in the ways French, Italian and English ask it (session 13)", () => {
    // Whether something is allowed, without "may/darf": read as permission, so that the usual gate applies.
    expect(questionAspect("Le cabinet transmet les radiographies à l'assurance. Est-ce permis ?")).toBe("permission");
    expect(questionAspect("On garde les vidéos trois mois. Est-ce légal ?")).toBe("permission");
    expect(questionAspect("Le voisin a filmé notre jardin. A-t-elle le droit ?")).toBe("permission");
    expect(questionAspect("Il datore di lavoro legge le mie chat. Ha il diritto di farlo?")).toBe("permission");
    expect(questionAspect("Il club ha pubblicato i risultati dei test. È permesso?")).toBe("permission");
    expect(questionAspect("Il mio capo l'ha raccontato ai colleghi. Poteva farlo?")).toBe("permission");
    expect(questionAspect("Our gym scans every member's fingerprint at the door. Is that OK?")).toBe("permission");
    expect(questionAspect("The landlord posted my name in the stairwell. Can they do that?")).toBe("permission");
    // What is required, needed or was owed.
    expect(questionAspect("Nous envoyons des dossiers à Tunis. Avons-nous besoin d'un contrat ?")).toBe("duty");
    expect(questionAspect("Sommes-nous tenus de répondre à une demande anonyme ?")).toBe("duty");
    expect(questionAspect("Vogliamo usare un cloud americano. Cosa serve?")).toBe("duty");
    expect(questionAspect("Are we required to appoint a data protection officer?")).toBe("duty");
    // Being told earlier is about the deadline, in each language (German: "früher melden").
    expect(questionAspect("Il nostro hoster ci ha informati dopo un mese. Doveva avvisarci prima?")).toBe("deadline");
    expect(questionAspect("Le prestataire aurait-il dû nous informer plus tôt ?")).toBe("deadline");
    expect(questionAspect("Should the software vendor have told us sooner?")).toBe("deadline");
    // Near misses: neither a yes/no nor an aspect.
    expect(questionAspect("Que dit la loi sur les cookies ?")).toBeUndefined();
    expect(questionAspect("Cosa significa dato personale?")).toBeUndefined();
    expect(questionAspect("What is personal data?")).toBeUndefined();
  });

  it("match the question's words and aspect, not the statement's wording", () => {
    expect(found("Darf ich dem Team sagen, warum eine Kollegin seit zwei Wochen krankgeschrieben ist?")).toBe("sick-tell-team");
    expect(found("Dürfen wir unsere Patientinnen per WhatsApp an ihre Termine erinnern?")).toBe("patient-messenger");
    expect(found("Wir sind eine Bank. Bis wann müssen wir einen Cyberangriff der FINMA melden?")).toBe("finma-cyber");
    expect(found("Dürfen wir beim Verkauf unseres Geschäfts die Kundendaten dem Käufer mitgeben?")).toBe("business-sale");
    expect(found("My employer wants to know my diagnosis. Do I have to tell them?")).toBe("sick-diagnosis");
  });

  it("state the rules that govern whole kinds of situations (session 14), and not their neighbours", () => {
    // Data need not stay in Switzerland; an adequate state needs no clauses; saying where data go is another duty.
    expect(found("Müssen unsere Daten in der Schweiz gespeichert werden, oder geht auch ein Rechenzentrum in Irland?")).toBe(
      "abroad-no-swiss-seat",
    );
    expect(found("Müssen wir in der Datenschutzerklärung angeben, in welche Länder die Daten gehen?")).toBe("abroad-inform");
    // Anonymised data are outside the human research act; a study with patients is not.
    expect(found("Brauchen wir eine Bewilligung der Ethikkommission, wenn wir anonymisierte Spitaldaten auswerten?")).toBe(
      "hfg-anonymised",
    );
    expect(found("Brauchen wir eine Bewilligung der Ethikkommission für unsere Studie mit Patienten?")).not.toBe("hfg-anonymised");
    // An employer's limits on health data; banking secrecy gives way to an order, not to a husband.
    expect(found("Darf der Chef die Cholesterinwerte aus dem Gesundheitscheck der Angestellten einsehen?")).toBe("staff-health-check");
    expect(found("Darf die Bank der Staatsanwaltschaft Kontoauszüge eines Kunden herausgeben?")).toBe("bank-secrecy-authority");
    expect(found("Darf die Bank dem Ehemann sagen, wie viel Geld seine Frau auf dem Konto hat?")).not.toBe("bank-secrecy-authority");
    // Strangers recognisable in a video are made unrecognisable; one's own staff on the website is another rule.
    expect(found("Darf ich ein Handyvideo, auf dem fremde Leute erkennbar sind, auf Instagram stellen?")).toBe("publish-recognisable");
    expect(found("Dürfen wir Fotos unserer Mitarbeitenden auf der Website veröffentlichen?")).not.toBe("publish-recognisable");
  });

  it("cover the everyday classes of session 17 for phrasings of their own", () => {
    expect(found("Unsere Assistentin öffnet auch Briefe an Kollegen, auf denen 'persönlich' steht. Geht das?")).toBe("mail-personal-open");
    expect(found("Eine Kundin sagt, ein Eintrag über sie sei falsch, beweisen lässt sich nichts. Müssen wir ihn löschen?")).toBe(
      "correction-disputed",
    );
    expect(found("Darf der EDÖB uns nach einer Untersuchung selber eine Busse auferlegen?")).toBe("edoeb-no-fines-penalty");
    expect(found("Darf unsere Praxis einem Forschungsteam Patientendossiers mit Namen liefern?")).toBe("research-uncoded");
    expect(found("Was müssen wir beachten, bevor wir im Hallenbad den Eintritt per Gesichtserkennung kontrollieren?")).toBe(
      "biometrics-dpia",
    );
    // Their neighbours keep their own statements: the fine for ignoring the EDÖB's order, encrypted data for research.
    expect(found("Wer zahlt die Busse, wenn der EDÖB eine Verfügung erlässt und wir sie nicht befolgen?")).toBe("dsg-fine-orders");
    expect(found("Dürfen wir verschlüsselte Laborwerte ohne Einwilligung für eine Studie nutzen?")).not.toBe("research-uncoded");
    expect(found("Kann mir das Fitnesscenter den Zutritt per Badge verweigern, wenn ich keinen Fingerabdruck will?")).not.toBe(
      "research-uncoded",
    );
  });

  it("answer a follow-up for its new aspect in the context of the earlier question", () => {
    const earlier = "Ein ehemaliger Kunde verlangt Auskunft über alle Daten, die wir über ihn haben.";
    expect(found("Und dürfen wir dafür etwas verlangen?", earlier)).toBe("access-cost");
    expect(found("Und bis wann?", earlier)).toBe("access-deadline");
  });

  it("answer a follow-up by the words it adds, the earlier question giving only the topic", () => {
    // Two statements on one topic: one the earlier question's words match in full, one about the detail
    // the follow-up adds. The earlier words must not decide (decision 005, session 10).
    const own = new AnchorMatcher(index, [
      {
        id: "general",
        aspect: "duty",
        text: "Allgemein.",
        refs: ["DSG Art. 6"],
        asks: ["Eine Kundin verlangt, dass wir alle ihre Daten löschen, müssen wir das?", "Recht auf Löschung aller Kundendaten"],
      },
      {
        id: "copies",
        aspect: "duty",
        text: "Kopien.",
        refs: ["DSG Art. 6"],
        asks: ["Müssen wir auch die Sicherungskopien im Rechenzentrum löschen?", "Löschpflicht für Sicherungskopien auf Bändern"],
      },
    ]);
    const earlier = "Eine Kundin verlangt, dass wir alle ihre Daten löschen. Müssen wir das?";
    const followUp = "Und die Sicherungskopien auf unseren Bändern?";
    expect(own.best(followUp, questionAspect(followUp), earlier)?.anchor.id).toBe("copies");
    // A follow-up that adds no words of its own keeps the earlier question's topic.
    expect(own.best("Und bis wann genau?", "duty", earlier)?.anchor.id).toBe("general");
  });

  it("find nothing when no anchor answers the asked aspect", () => {
    // A cost asked about a topic whose anchors state no cost, and a question about something else.
    expect(found("Was kostet es, wenn wir eine Kamera im Laden aufhängen?")).toBeUndefined();
    expect(found("Wie hoch ist der Referenzzinssatz für Mietverträge?")).toBeUndefined();
  });

  it("open the answer only when the ranking confirms their topic or the match is close", () => {
    // The same partial match (a shared "Alkoholtests", not the same situation) opens the answer when
    // the anchor rests on a provision the ranking has among its best, and not when it rests on one of
    // another topic: an anchor firing on a shared word does not answer (decision 005, session 8 second round).
    const q = "Darf der Arbeitgeber bei seinen Mitarbeitenden unangekündigte Alkoholtests machen?";
    const asks = ["Dürfen wir bei unseren Kranführern unangekündigte Alkoholtests machen?", "Alkoholtests bei Kranführern erlaubt?"];
    const opens = (ref: string) => {
      const own = new AnchorMatcher(index, [{ id: "t", aspect: "permission", text: "Testsatz aus dem Anker.", refs: [ref], asks }]);
      const match = own.best(q, questionAspect(q));
      expect(match?.score).toBeGreaterThan(0.5);
      expect(match?.score).toBeLessThan(0.8);
      // The hand rules of sessions 8–14 (no learned model): a gate on the ranking's confirmation.
      return new Composer(index, undefined, null, own, undefined, null)
        .compose(q, index.search(q, { limit: 8 }))
        .text.startsWith("Testsatz aus dem Anker.");
    };
    expect(opens("OR Art. 328b")).toBe(true);
    expect(opens("ZGB Art. 28i")).toBe(false);
    // The learned choice (session 15) has no such gate: the ranking's confirmation weighs for the
    // anchor, the same match on a provision of another topic is less probable.
    const probability = (ref: string) => {
      const anchors: Anchor[] = [{ id: "t", aspect: "permission", text: "Testsatz aus dem Anker.", refs: [ref], asks }];
      const own = new AnchorMatcher(index, anchors);
      const model = loadSelectionModel()!;
      const selector = new AnchorSelector(index, anchors, undefined, model);
      const assessed = own.assess(q, questionAspect(q), undefined, true)[0];
      return selectionProbability(model, selector.features(assessed, index.search(q, { limit: 8 }), { yesNo: true, followUp: false }));
    };
    expect(probability("OR Art. 328b")).toBeGreaterThan(probability("ZGB Art. 28i") + 0.1);
  });

  it("open the composed answer, in German after one line in the question's language", () => {
    const composer = new Composer(index, undefined, null, matcher);
    const answer = (q: string) => composer.compose(q, index.search(q, { limit: 8 })).text.split("\n\n");
    expect(answer("Darf ich dem Team sagen, warum eine Kollegin krankgeschrieben ist?")[0]).toMatch(/^Nein, nicht ohne Einwilligung/);
    const italian = answer("Il mio medico di famiglia può mandare la mia cartella clinica a un altro medico senza chiedermelo?");
    expect(italian[0]).toBe(ANSWER_IN_GERMAN.it);
    expect(italian[1]).toMatch(/^Nein, nicht ohne Einwilligung: Ärztinnen/);
  });
});
