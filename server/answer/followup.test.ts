import { describe, expect, it } from "vitest";
import { earlierActFirst, type RankedProvision } from "./followup.js";

// Provisions in our own words: the DSG's general penalty rule, an act's own penal provision, and a
// provision of the earlier answer that states no penalty.
const dsgPenalty: RankedProvision = {
  article: "DSG Art. 60",
  statements: ["Wer vorsätzlich falsch informiert, wird auf Antrag mit Busse bestraft."],
};
const secrecy: RankedProvision = {
  article: "StGB Art. 321",
  statements: ["Wer ein Berufsgeheimnis offenbart, wird auf Antrag mit Freiheitsstrafe oder Geldstrafe bestraft."],
};
const billing: RankedProvision = {
  article: "KVG Art. 42",
  statements: ["Die Rechnung an den Versicherer nennt die Behandlung."],
};
const recording: RankedProvision = {
  article: "StGB Art. 179ter",
  statements: ["Wer ein Gespräch ohne Einwilligung aufnimmt, wird auf Antrag bestraft."],
};

describe("the earlier act's penal provision for a follow-up on its prosecution", () => {
  it("names the earlier answer's penal provision before the DSG's general penalty", () => {
    const results = [dsgPenalty, billing, secrecy];
    const earlier = ["StGB Art. 321", "KVG Art. 42"];
    expect(earlierActFirst("Und wer müsste den Strafantrag stellen?", results, earlier)).toBe(2);
    expect(earlierActFirst("Was droht der Praxis dann?", results, earlier)).toBe(2);
    expect(earlierActFirst("Qui doit porter plainte ?", results, earlier)).toBe(2);
  });

  it("does not let a cited provision that states no penalty hold the first place", () => {
    expect(earlierActFirst("Wer könnte uns anzeigen?", [billing, dsgPenalty, secrecy], ["KVG Art. 42", "StGB Art. 321"])).toBe(2);
  });

  it("keeps the ranking where it already opens on the earlier act's penal provision", () => {
    expect(earlierActFirst("Wer stellt den Strafantrag?", [secrecy, dsgPenalty, recording], ["StGB Art. 321", "StGB Art. 179ter"])).toBe(
      -1,
    );
  });

  it("keeps the ranking for a follow-up that asks no penalty or prosecution", () => {
    // Near misses: "Antrag" on access, "Anzeige" of a screen, a deadline without prosecution.
    const results = [dsgPenalty, secrecy];
    const earlier = ["StGB Art. 321"];
    expect(earlierActFirst("Und bis wann müssen wir den Antrag auf Auskunft beantworten?", results, earlier)).toBe(-1);
    expect(earlierActFirst("Darf die Anzeigetafel im Wartezimmer die Namen zeigen?", results, earlier)).toBe(-1);
    expect(earlierActFirst("Und wie lange dürfen wir die Akten aufbewahren?", results, earlier)).toBe(-1);
  });

  it("keeps the ranking when the earlier answer cited no penal provision the results hold", () => {
    expect(earlierActFirst("Wer müsste Strafantrag stellen?", [dsgPenalty, billing], ["KVG Art. 42"])).toBe(-1);
    expect(earlierActFirst("Wer müsste Strafantrag stellen?", [dsgPenalty, billing], ["StGB Art. 179ter"])).toBe(-1);
    expect(earlierActFirst("Wer müsste Strafantrag stellen?", [dsgPenalty, secrecy], [])).toBe(-1);
  });
});
