import { describe, expect, it } from "vitest";
import { leadSentences, splitSentences, textProblems } from "./sentences.js";

describe("sentences of Swiss legal German", () => {
  it("does not end a sentence at abbreviations, ordinals or initials", () => {
    const text =
      "Die Medienausnahme (Art. 27 Abs. 1 lit. a DSG) gilt nur für Medien. Es gilt z. B. für Zeitungen bzw. Sender. " +
      "Das Gesetz gilt seit 1. September 2023. Seit 2023 gilt es. Ziff. 3 und Bst. b bleiben vorbehalten. Wirklich?";
    expect(splitSentences(text)).toEqual([
      "Die Medienausnahme (Art. 27 Abs. 1 lit. a DSG) gilt nur für Medien.",
      "Es gilt z. B. für Zeitungen bzw. Sender.",
      "Das Gesetz gilt seit 1. September 2023.",
      "Seit 2023 gilt es.",
      "Ziff. 3 und Bst. b bleiben vorbehalten.",
      "Wirklich?",
    ]);
  });

  it("takes a second sentence when the first is short", () => {
    expect(leadSentences("Ja. Aber nur mit Einwilligung der betroffenen Person.")).toBe(
      "Ja. Aber nur mit Einwilligung der betroffenen Person.",
    );
  });

  it("finds cut sentences and doubled or unbalanced brackets", () => {
    expect(textProblems("…die Voraussetzungen der Medienausnahme (Art. ([Art. 20 DSG](https://x))")).not.toEqual([]);
    expect(textProblems("- Massgeblich ist Art.")).toEqual(['cut at "Art.": - Massgeblich ist Art.']);
    expect(textProblems("Innert 30 Tagen ([Art. 25 DSG](https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_25)).")).toEqual([]);
  });
});
