// Requests outside the law get the refusal in the question's language and cite nothing, through
// the search and the composition as the chat runs them; look-alikes about people's data are answered.
import { beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../../tooling/search/eval.js";
import type { KnowledgeIndex } from "../search/index.js";
import { Composer } from "./compose.js";
import { notCovered } from "./language.js";

let index: KnowledgeIndex;
let composer: Composer;
beforeAll(() => {
  index = buildIndex();
  composer = new Composer(index);
});

const answer = (question: string) => composer.compose(question, index.search(question, { limit: 8 }));

describe("refusals of requests outside the law", () => {
  it("refuses in the question's language, with zero citations, although the requests hold data words", () => {
    const requests: [string, "de" | "fr" | "it" | "en"][] = [
      ["Wie mache ich in Excel die Spalte 'Einwilligung vorhanden' zu einer Auswahlliste mit Ja und Nein?", "de"],
      ["Kannst du mir ein Rezept für Rüeblitorte für zehn Personen geben?", "de"],
      ["Combien coûte en moyenne une formation sur la protection des données pour 30 collaborateurs ?", "fr"],
      [
        "Siamo una clinica a Milano con soli pazienti italiani. Entro quando dobbiamo notificare un data breach al Garante per la privacy?",
        "it",
      ],
      ["Can we use a picture of Lake Geneva we downloaded from another website for our newsletter header?", "en"],
    ];
    for (const [question, language] of requests) {
      const { text, citations } = answer(question);
      expect({ question, text }).toEqual({ question, text: notCovered(language) });
      expect(citations).toEqual([]);
    }
  });

  it("refuses what only the learned model recognises the same way (decision 005, session 11)", () => {
    const requests: [string, "de" | "fr" | "it" | "en"][] = [
      ["Mach mir bitte einen Menüplan für unser Firmenfest mit 40 Gästen.", "de"],
      ["Pourriez-vous me rédiger un discours pour le mariage de ma soeur ?", "fr"],
      ["Quanti giorni di ferie mi spettano all'anno in Svizzera?", "it"],
      ["Can you create a weekly workout plan for our office running club?", "en"],
    ];
    for (const [question, language] of requests) {
      const { text, citations } = answer(question);
      expect({ question, text }).toEqual({ question, text: notCovered(language) });
      expect(citations).toEqual([]);
    }
  });

  it("answers the look-alikes about people's data, with citations", () => {
    for (const question of [
      "Darf ich Fotos von Mitarbeitenden auf die Website stellen?",
      "Unsere Tochterfirma in Deutschland bearbeitet Daten von Schweizer Kunden.",
      "Was kostet eine Auskunft?",
      "Darf die Apotheke mein Rezept an die Krankenkasse weiterleiten?",
      "Wie lange dürfen wir die Excel-Tabelle mit den Bewerberdaten aufbewahren?",
    ]) {
      expect({ question, cited: answer(question).citations.length > 0 }).toEqual({ question, cited: true });
    }
  });
});
