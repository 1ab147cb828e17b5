// Related forms skip candidates whose stem cannot be known: the rule must hold for every word the
// knowledge base and the eval questions use, and the forms found must be those found without it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../paths.js";
import { fold, stem, words } from "./analyzer.js";
import { mayStemToKnown, relatedForms } from "./forms.js";

function textOf(dir: string): string {
  let text = "";
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) text += textOf(file);
    else if (/\.jsonl?$/.test(name)) text += `${fs.readFileSync(file, "utf8")} `;
  }
  return text;
}

const vocabulary = [...new Set(words(`${textOf(path.join(ROOT, "knowledge"))} ${textOf(path.join(ROOT, "tooling/search/eval"))}`))];

describe("relatedForms", () => {
  it("a word's stem begins its folded form (the rule the candidates are skipped by)", () => {
    const broken = vocabulary
      .flatMap((w) => ["", "en", "n", "ung", "e", "test", "te", "t"].map((end) => w + end))
      .filter((w) => !fold(w).startsWith(stem(w)));
    expect(broken).toEqual([]);
    expect(vocabulary.length).toBeGreaterThan(10_000);
  });

  it("finds the same forms as stemming every candidate", () => {
    const known = new Set(vocabulary.filter((_, i) => i % 3 === 0).map(stem));
    const sample = vocabulary.filter((_, i) => i % 7 === 0);
    const withRule = sample.map((w) => relatedForms(w, known));
    // Every candidate stemmed, as before the rule.
    const withoutRule = sample.map((w) => relatedForms(w, known, () => true));
    expect(withRule).toEqual(withoutRule);
    expect(withRule.flat().length).toBeGreaterThan(100);
  });

  it("mayStemToKnown reads beginnings of four letters or more", () => {
    const known = new Set(["date", "datenschutz"]);
    expect(mayStemToKnown("datenschutzes", known)).toBe(true);
    expect(mayStemToKnown("dat", known)).toBe(false);
    expect(mayStemToKnown("mandat", known)).toBe(false);
  });
});
