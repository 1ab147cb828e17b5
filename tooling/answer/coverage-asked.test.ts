import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Anchor } from "../../server/answer/anchors.js";
import { askedAspects, buildPlan } from "./coverage-asked.js";

let dir: string;
let set: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "coverage-asked-"));
  set = path.join(dir, "set.jsonl");
  const questions = [
    { q: "Bis wann müssen wir ein Auskunftsgesuch beantworten?", refs: ["DSG Art. 25", "DSV Art. 18"] },
    { q: "Dürfen wir für die Auskunft eine Gebühr verlangen?", refs: ["DSG Art. 25"] },
    { q: "Wer muss den Strafantrag stellen?", refs: ["StGB Art. 179quater"] },
    { q: "Schreib mir ein Gedicht.", refs: [] },
  ];
  fs.writeFileSync(set, questions.map((q) => JSON.stringify(q)).join("\n"));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const anchor = (id: string, aspect: Anchor["aspect"], refs: string[]): Anchor => ({ id, aspect, text: "x", refs, asks: ["a", "b"] });

describe("provision × aspect plan (tooling)", () => {
  it("reads the asked aspects of a question, both parts of a two-part one and who files a complaint", () => {
    expect(askedAspects("Bis wann müssen wir antworten?")).toContain("deadline");
    expect(askedAspects("Bis wann müssen wir antworten? Und dürfen wir etwas verrechnen?")).toEqual(
      expect.arrayContaining(["deadline", "cost"]),
    );
    expect(askedAspects("Wer muss den Strafantrag stellen?")).toEqual(["who-files"]);
    expect(askedAspects("Gilt das auch für Vereine?")).toContain("exception");
  });

  it("counts each expected provision's asked aspects and finds the anchors that answer them", () => {
    const anchors = [anchor("deadline", "deadline", ["DSV Art. 18", "DSG Art. 25"]), anchor("right", "permission", ["DSG Art. 25"])];
    const plan = buildPlan([set], anchors);
    const art25 = plan.get("DSG Art. 25")!;
    expect(art25.total).toBe(2);
    // The deadline anchor cites DSG Art. 25 after its main provision: the cell is covered, not by a main anchor.
    expect(art25.cells.get("deadline")).toMatchObject({ asked: 1, anchors: [], secondary: ["deadline"] });
    expect(plan.get("DSV Art. 18")!.cells.get("deadline")!.anchors).toEqual(["deadline"]);
    // Nothing answers the cost of an access request or who files the complaint: empty cells.
    expect(art25.cells.get("cost")).toMatchObject({ asked: 1, anchors: [], secondary: [] });
    expect(plan.get("StGB Art. 179quater")!.cells.get("who-files")).toMatchObject({ asked: 1, anchors: [] });
    // A request outside the law expects no provision and counts nowhere.
    expect([...plan.keys()].sort()).toEqual(["DSG Art. 25", "DSV Art. 18", "StGB Art. 179quater"]);
  });
});
