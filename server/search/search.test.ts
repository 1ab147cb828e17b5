import { beforeAll, describe, expect, it } from "vitest";
import { loadEntries } from "../knowledge/load.js";
import { analyze, stem, Vocabulary, fold } from "./analyzer.js";
import { DEV_SET, evaluate, OWN_SETS, readQuestions } from "./eval.js";
import { KnowledgeIndex } from "./index.js";
import { citationLabel, findTypedRefs } from "./refs.js";
import fs from "node:fs";
import path from "node:path";

let index: KnowledgeIndex;
beforeAll(() => {
  index = new KnowledgeIndex(loadEntries(), [
    { ref: "DSG Art. 22 Abs. 2 lit. a", eId: "art_22/para_2/lbl_a", article: "22", paragraph: "2", letter: "a", heading: "Datenschutz-Folgenabschätzung", url: "https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_22", text: "Testpassage zu einer umfangreichen Bearbeitung.", chapter: "", stand: "2025-07-07" },
  ]);
});

describe("German analysis", () => {
  it("stems, folds umlauts and ß, and drops stop words", () => {
    expect(stem("Auskünfte")).toBe(stem("Auskunft"));
    expect(stem("Meldung")).toBe(stem("melden"));
    expect(fold("Grösse Strasse ß")).toBe("grosse strasse ss");
    const vocabulary = new Vocabulary();
    expect(analyze("Was ist die Pflicht?", vocabulary)).toEqual([stem("Pflicht")]);
  });

  it("splits compounds using the corpus vocabulary", () => {
    const vocabulary = new Vocabulary();
    vocabulary.add("Auftrag Bearbeiter Vertrag Folgen Abschätzung Datenschutz");
    expect(vocabulary.split("Auftragsbearbeitervertrag")).toEqual(["auftrag", "bearbeiter", "vertrag"]);
    expect(vocabulary.split("Folgenabschätzung")).toEqual(["folgen", "abschatzung"]);
    expect(vocabulary.split("Haus")).toEqual([]);
  });
});

describe("typed references", () => {
  it("recognises the usual ways of writing an article", () => {
    expect(findTypedRefs("Was sagt Art. 19 DSG?").map((r) => r.full)).toEqual(["DSG Art. 19"]);
    expect(findTypedRefs("DSG 19").map((r) => r.full)).toEqual(["DSG Art. 19"]);
    expect(findTypedRefs("Art. 22 Abs. 2 lit. a DSG").map((r) => r.full)).toEqual(["DSG Art. 22 Abs. 2 lit. a"]);
    expect(findTypedRefs("Artikel 84a KVG").map((r) => r.full)).toEqual(["KVG Art. 84a"]);
    expect(findTypedRefs("nach revDSG Art. 24").map((r) => r.full)).toEqual(["DSG Art. 24"]);
    expect(citationLabel("DSG Art. 24")).toBe("Art. 24 DSG");
    expect(citationLabel("FINMA-RS 2018/3")).toBe("FINMA-RS 2018/3");
  });

  it("brings a typed article first", () => {
    expect(index.query("Art. 19 DSG")[0].ref).toBe("DSG Art. 19");
    expect(index.query("DSG 19")[0].ref).toBe("DSG Art. 19");
    expect(index.query("Artikel 84a KVG")[0].ref).toBe("KVG Art. 84a");
    expect(index.query("Art. 22 Abs. 2 lit. a DSG")[0].ref).toBe("DSG Art. 22 Abs. 2 lit. a");
  });
});

describe("retrieval", () => {
  it("bridges GDPR vocabulary and everyday words to the Swiss terms", () => {
    const top = (q: string) => index.query(q, 5).map((r) => r.ref);
    expect(top("Wir hatten einen Hackerangriff, müssen wir das melden?")).toContain("DSG Art. 24");
    expect(top("Braucht es eine DSFA?")).toContain("DSG Art. 22");
    expect(top("Auftragsverarbeiter Vertrag")).toContain("DSG Art. 9");
  });

  it("marks the source of each result", () => {
    const results = index.query("Datenschutz-Folgenabschätzung umfangreiche Bearbeitung", 10);
    expect(results.map((r) => r.source)).toEqual(expect.arrayContaining(["curated", "fedlex"]));
  });

  it("meets the targets on the development set", () => {
    const file = fs.existsSync(DEV_SET) ? DEV_SET : null;
    const questions = file ? readQuestions(file) : [];
    for (const own of fs.readdirSync(OWN_SETS)) questions.push(...readQuestions(path.join(OWN_SETS, own)));
    const all = evaluate(index, questions);
    expect(all.hit5).toBeGreaterThanOrEqual(0.85);
    if (file) {
      const dev = evaluate(index, readQuestions(file));
      expect(dev.hit5).toBeGreaterThanOrEqual(0.95);
      expect(dev.mrr).toBeGreaterThanOrEqual(0.8);
    }
  });
});
