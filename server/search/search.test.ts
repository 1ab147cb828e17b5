import { beforeAll, describe, expect, it } from "vitest";
import { loadEntries } from "../knowledge/load.js";
import { analyze, stem, Vocabulary, fold } from "./analyzer.js";
import { buildIndex, DEV_SET, evaluate, EVERYDAY_DEV_SET, OWN_SETS, readQuestions, type Question } from "../../tooling/search/eval.js";
import { KnowledgeIndex } from "./index.js";
import { citationLabel, findTypedRefs } from "./refs.js";
import fs from "node:fs";
import path from "node:path";

let index: KnowledgeIndex;
let shipped: KnowledgeIndex;
beforeAll(() => {
  shipped = buildIndex();
  index = new KnowledgeIndex(loadEntries(), [
    {
      ref: "DSG Art. 22 Abs. 2 lit. a",
      eId: "art_22/para_2/lbl_a",
      article: "22",
      paragraph: "2",
      letter: "a",
      heading: "Datenschutz-Folgenabschätzung",
      url: "https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_22",
      text: "Testpassage zu einer umfangreichen Bearbeitung.",
      chapter: "",
      stand: "2025-07-07",
    },
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
    const top = (q: string) => shipped.query(q, 5).map((r) => r.ref);
    expect(top("Wir hatten einen Hackerangriff, müssen wir das melden?")).toContain("DSG Art. 24");
    expect(top("Braucht es eine DSFA?")).toContain("DSG Art. 22");
    expect(top("Auftragsverarbeiter Vertrag")).toContain("DSG Art. 9");
  });

  it("shows a typed paragraph as the imported Fedlex passage, one result per article", () => {
    const results = index.query("Art. 22 Abs. 2 lit. a DSG", 10);
    expect(results[0]).toMatchObject({ ref: "DSG Art. 22 Abs. 2 lit. a", source: "fedlex" });
    const articles = results.map((r) => r.doc.article);
    expect(new Set(articles).size).toBe(articles.length);
  });

  it("declines questions outside data-protection law and reports it", () => {
    const outcome = shipped.search("Mein Vermieter hat die Miete erhöht. Wie kann ich die Mieterhöhung anfechten?");
    expect(outcome).toMatchObject({ coverage: "none", results: [] });
    expect(shipped.search("Art. 19 DSG").coverage).toBe("full");
  });

  it("reads a follow-up question in the light of the previous one", () => {
    const context = { question: "Wir hatten einen Hackerangriff mit Kundendaten. Müssen wir das melden?", refs: ["DSG Art. 24"] };
    const alone = shipped.search("Und müssen wir auch die Kunden informieren?");
    const followUp = shipped.search("Und müssen wir auch die Kunden informieren?", { context });
    expect(followUp.coverage).toBe("full");
    expect(followUp.results.slice(0, 3).map((r) => r.ref)).toContain("DSG Art. 24");
    expect(alone.results.slice(0, 3).map((r) => r.ref)).not.toEqual(followUp.results.slice(0, 3).map((r) => r.ref));
  });

  it("ranks a follow-up's own subject above the one the earlier question brings in", () => {
    // The earlier question is about a transfer to the USA; the follow-up asks whether the provider is
    // still a processor. Matched at full weight, the earlier question's subject (the transfer abroad)
    // ranked first.
    const question =
      "Unser Turnverein nutzt für die Anmeldung zu Kursen eine App eines amerikanischen Anbieters, der die Daten in den USA speichert. Was gilt da?";
    const context = {
      question,
      refs: shipped
        .search(question, { limit: 8 })
        .results.slice(0, 5)
        .map((r) => r.ref),
    };
    const followUp = shipped.search(
      "Der Anbieter verwendet die Anmeldedaten jetzt auch für eigene Werbung. Ist er dann noch unser Auftragsbearbeiter?",
      { limit: 8, context },
    );
    expect(followUp.results[0].ref).toBe("DSG Art. 9");
    expect(followUp.results.map((r) => r.ref)).toContain("DSV Anhang 1");
  });
});

// The figures of `npm run eval` on the repository's sets (ours and the public development sets
// copied in). Floors sit a little under the measured figures; the targets of the issue are noted.
describe("quality on the question sets", () => {
  const read = (name: string): Question[] => readQuestions(path.join(OWN_SETS, name));
  const legal = fs
    .readdirSync(OWN_SETS)
    .filter((f) => f.startsWith("questions-"))
    .flatMap(read);
  const publicSet = (kind: string) => readQuestions(EVERYDAY_DEV_SET).filter((q) => q.kind === kind);

  it("legal vocabulary and references: hit@5 >= 0.95 (our sets), 0.90 (public dev set)", () => {
    const result = evaluate(shipped, legal);
    expect(result.hit5).toBeGreaterThanOrEqual(0.95);
    expect(result.declined).toBeLessThanOrEqual(0.02);
    expect(evaluate(shipped, readQuestions(DEV_SET)).hit5).toBeGreaterThanOrEqual(0.9);
  });

  it("everyday situations: hit@5 >= 0.90, declined <= 5 %", () => {
    const own = evaluate(shipped, read("everyday-own.jsonl"));
    expect(own.hit5).toBeGreaterThanOrEqual(0.9);
    expect(own.mrr).toBeGreaterThanOrEqual(0.8);
    expect(own.declined).toBeLessThanOrEqual(0.05);
    const pub = evaluate(shipped, publicSet("everyday"));
    expect(pub.hit5).toBeGreaterThanOrEqual(0.9);
    expect(pub.mrr).toBeGreaterThanOrEqual(0.65);
    expect(pub.declined).toBeLessThanOrEqual(0.05);
  });

  it("French, Italian and English: hit@5 >= 0.80", () => {
    expect(evaluate(shipped, read("mixed-language.jsonl")).hit5).toBeGreaterThanOrEqual(0.9);
    expect(evaluate(shipped, publicSet("mixed_language")).hit5).toBeGreaterThanOrEqual(0.8);
  });

  it("outside data-protection law: at least 9 in 10 declined", () => {
    expect(evaluate(shipped, read("no-answer.jsonl")).declined).toBeGreaterThanOrEqual(0.9);
    expect(evaluate(shipped, publicSet("no_answer")).declined).toBeGreaterThanOrEqual(0.9);
  });
});
