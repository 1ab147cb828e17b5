// Session 12 round 2 (decision 023): the number of persons in the result and the draft, in the
// singular for one person ("rund 1 Personen" was the slip) and in the plural for more.
import { describe, expect, it } from "vitest";
import { assessBreach } from "./assess.js";
import { draftReport } from "./draft.js";
import { factTextsOf, incidentsFrom } from "./test-incident.js";

const incident = incidentsFrom();

describe("the number of persons", () => {
  it.each<[string, Parameters<typeof incident>[0], string]>([
    ["one person, counted", { personsApprox: 1 }, "Es ist 1 Person betroffen."],
    ["one person, as a range", { personsApprox: null, personsRange: "1" }, "Es ist 1 Person betroffen."],
    ["two persons", { personsApprox: 2 }, "Es sind rund 2 Personen betroffen."],
    ["a range", { personsApprox: null, personsRange: "2-10" }, "Es sind 2–10 Personen betroffen."],
    ["many", { personsApprox: 12000 }, "Es sind rund 12'000 Personen betroffen."],
  ])("%s", (_name, over, want) => {
    const texts = factTextsOf(incident(over));
    expect(texts).toContain(want);
    expect(texts.join(" ")).not.toMatch(/\b1 Personen|rund 1 /);
  });

  it("the draft counts one person without 'rund'", () => {
    const input = incident({ personsApprox: 1 });
    const draft = draftReport(input, assessBreach(input));
    expect(draft).toContain("Ungefähre Anzahl betroffener Personen: 1.");
    expect(draft).not.toContain("rund 1.");
  });
});
