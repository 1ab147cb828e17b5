import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it, expect } from "vitest";
import { ROOT } from "../../paths.js";
import { parseAkomaNtoso, type ParsedAct, type Passage } from "./parse.js";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MINI = fs.readFileSync(path.join(HERE, "fixtures", "mini-act.xml"), "utf8");
const MINI_BASE = "https://www.fedlex.admin.ch/eli/cc/2099/1/de";

const byRef = (act: ParsedAct, ref: string): Passage => {
  const passage = act.passages.find((p) => p.ref === ref);
  if (!passage) throw new Error(`no passage ${ref}`);
  return passage;
};

const everything = (act: ParsedAct) => [act.title, ...act.passages.flatMap((p) => [p.text, p.heading, p.chapter])].join("\n");

/** Words that the markup splits across inline elements ("jähr</inline><inline>lich"), joined. */
function wordsSplitByMarkup(xml: string): { joined: string; split: string }[] {
  const body = xml.slice(xml.indexOf("<body>"), xml.indexOf("</body>")).replace(/<authorialNote>[\s\S]*?<\/authorialNote>/g, "");
  const inlineTag = String.raw`</?(?:i|b|u|sup|sub|span|inline)(?:\s[^>]*)?/?>`;
  // eslint-disable-next-line regexp/no-super-linear-move -- test-only, on the Fedlex fixture in the repository.
  const pattern = new RegExp(String.raw`(\p{L}+)(?:${inlineTag})+(\p{L}+)`, "gu");
  return [...body.matchAll(pattern)].map((m) => ({ joined: m[1] + m[2], split: `${m[1]} ${m[2]}` }));
}

describe("parseAkomaNtoso on the made-up TEST act", () => {
  const act = parseAkomaNtoso(MINI, { act: "TEST", baseUrl: MINI_BASE });

  it("reads title, SR number, Stand and language from the document", () => {
    expect(act.act).toBe("TEST");
    expect(act.title).toBe("Bundesgesetz über die Prüfung von Mustergeräten");
    expect(act.sr).toBe("999.1");
    // The expression's date, not the work's and not the annex's.
    expect(act.stand).toBe("2024-03-01");
    expect(act.language).toBe("de");
  });

  it("emits whole articles, paragraphs and letters with canonical refs", () => {
    expect(act.articles).toEqual(["art_1", "art_2", "art_2_a"]);
    expect(act.passages.map((p) => p.ref)).toEqual([
      "TEST Art. 1",
      "TEST Art. 2",
      "TEST Art. 2 Abs. 1",
      "TEST Art. 2 Abs. 2",
      "TEST Art. 2 Abs. 2 lit. a",
      "TEST Art. 2 Abs. 2 lit. b",
      "TEST Art. 2 Abs. 2 lit. c",
      "TEST Art. 2 Abs. 2bis",
      "TEST Art. 2a",
    ]);
    expect(byRef(act, "TEST Art. 2 Abs. 2 lit. b")).toMatchObject({
      eId: "art_2/para_2/lbl_b",
      article: "2",
      paragraph: "2",
      letter: "b",
    });
    expect(byRef(act, "TEST Art. 2a")).toMatchObject({ eId: "art_2_a", article: "2a", heading: "Gebühren" });
    expect(byRef(act, "TEST Art. 2")).not.toHaveProperty("paragraph");
  });

  it("links every passage to its article's anchor on Fedlex", () => {
    expect(byRef(act, "TEST Art. 2a").url).toBe(`${MINI_BASE}#art_2_a`);
    expect(byRef(act, "TEST Art. 2 Abs. 2 lit. a").url).toBe(`${MINI_BASE}#art_2`);
    expect(act.passages.every((p) => p.stand === "2024-03-01")).toBe(true);
  });

  it("records the enclosing chapter and section", () => {
    expect(byRef(act, "TEST Art. 1").chapter).toBe("1. Kapitel: Allgemeines");
    expect(byRef(act, "TEST Art. 2a").chapter).toBe("2. Kapitel: Prüfpflichten – 1. Abschnitt: Grundsätze");
  });

  it("keeps structure labels in the article text but drops the passage's own label", () => {
    const article = byRef(act, "TEST Art. 2").text;
    expect(article).toMatch(/^1 Die Herstellerin .* 2 Die Prüfung umfasst: a\. die elektrische Sicherheit; b\. /);
    expect(article).toContain("2bis Die Prüfstelle");
    expect(article).not.toContain("Art. 2");
    expect(byRef(act, "TEST Art. 2 Abs. 1").text).toMatch(/^Die Herstellerin/);
    expect(byRef(act, "TEST Art. 2 Abs. 2 lit. a").text).toBe("die elektrische Sicherheit;");
    expect(byRef(act, "TEST Art. 2 Abs. 2 lit. b").text).toBe(
      "die Unterlagen, namentlich: 1. die Bedienungsanleitung, 2. das Prüfprotokoll;",
    );
  });

  it("drops footnotes and their references", () => {
    const all = everything(act);
    expect(all).not.toMatch(/Eingefügt|AS 2099|BBl|SR 999/);
    expect(byRef(act, "TEST Art. 2 Abs. 2bis").text).toBe("Die Prüfstelle bewahrt die Unterlagen zehn Jahre lang auf.");
  });

  it("joins words that the markup splits and spaces only where the XML has space", () => {
    expect(byRef(act, "TEST Art. 1").text).toContain("das Prüfverfahren für");
    expect(byRef(act, "TEST Art. 2a").text).toBe("Die Prüfstelle erhebt für jede Prüfung eine Gebühr von höchstens 500 Franken.");
    for (const { joined, split } of wordsSplitByMarkup(MINI)) {
      expect(everything(act)).toContain(joined);
      expect(everything(act)).not.toContain(split);
    }
  });

  it("ignores annexes", () => {
    expect(everything(act)).not.toContain("Prüfzeichen");
  });

  it("uses a given Stand instead of the document's", () => {
    const given = parseAkomaNtoso(MINI, { act: "TEST", baseUrl: MINI_BASE, stand: "2030-01-01" });
    expect(given.stand).toBe("2030-01-01");
    expect(given.passages.every((p) => p.stand === "2030-01-01")).toBe(true);
  });

  it("rejects what is not Akoma Ntoso", () => {
    expect(() => parseAkomaNtoso("<html><body>Wartung</body></html>", { act: "TEST", baseUrl: MINI_BASE })).toThrow(
      /^TEST: .*not <akomaNtoso>/,
    );
    expect(() => parseAkomaNtoso(MINI.slice(0, 2000), { act: "TEST", baseUrl: MINI_BASE })).toThrow(/^TEST: /);
    expect(() => parseAkomaNtoso("", { act: "TEST", baseUrl: MINI_BASE })).toThrow(/^TEST: /);
  });
});

const REAL_DIR = path.join(ROOT, "tests/fixtures/fedlex");
const LANGUAGES = ["de", "fr", "it"] as const;

describe("parseAkomaNtoso on the official DSG (SR 235.1, Stand 2025-07-07)", () => {
  const xml = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, fs.readFileSync(path.join(REAL_DIR, `dsg-sr235.1-20250707-${lang}.xml`), "utf8")]),
  ) as Record<(typeof LANGUAGES)[number], string>;
  const parsed = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      parseAkomaNtoso(xml[lang], { act: "DSG", baseUrl: `https://www.fedlex.admin.ch/eli/cc/2022/491/${lang}` }),
    ]),
  ) as Record<(typeof LANGUAGES)[number], ParsedAct>;
  const de = parsed.de;

  it("reads the metadata of each language version", () => {
    for (const lang of LANGUAGES) {
      expect(parsed[lang]).toMatchObject({ sr: "235.1", stand: "2025-07-07", language: lang });
    }
    expect(de.title).toMatch(/^Bundesgesetz über den Datenschutz$/);
    expect(parsed.fr.title).toMatch(/^Loi fédérale sur la protection/);
    expect(parsed.it.title).toMatch(/^Legge federale sulla protezione/);
  });

  it("finds every article: Art. 1–74 plus 44a, 47a and 72a", () => {
    const expected = [...Array.from({ length: 74 }, (_, i) => String(i + 1)), "44a", "47a", "72a"].sort();
    const articles = de.passages.filter((p) => !p.paragraph && !p.letter).map((p) => p.article);
    expect(de.articles).toHaveLength(77);
    expect([...articles].sort()).toEqual(expected);
    expect(de.articles).toEqual(expect.arrayContaining(["art_44_a", "art_47_a", "art_72_a"]));
    expect(byRef(de, "DSG Art. 44a")).toMatchObject({ eId: "art_44_a", url: "https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_44_a" });
  });

  it("gives German, French and Italian the same articles and passages", () => {
    expect(parsed.fr.articles).toEqual(de.articles);
    expect(parsed.it.articles).toEqual(de.articles);
    expect(parsed.fr.passages.map((p) => p.eId)).toEqual(de.passages.map((p) => p.eId));
    expect(parsed.it.passages.map((p) => p.eId)).toEqual(de.passages.map((p) => p.eId));
  });

  it("splits Art. 19 into paragraphs and letters", () => {
    const refs = de.passages.filter((p) => p.article === "19").map((p) => p.ref);
    expect(refs).toEqual([
      "DSG Art. 19",
      "DSG Art. 19 Abs. 1",
      "DSG Art. 19 Abs. 2",
      "DSG Art. 19 Abs. 2 lit. a",
      "DSG Art. 19 Abs. 2 lit. b",
      "DSG Art. 19 Abs. 2 lit. c",
      "DSG Art. 19 Abs. 3",
      "DSG Art. 19 Abs. 4",
      "DSG Art. 19 Abs. 5",
    ]);
    const litA = byRef(de, "DSG Art. 19 Abs. 2 lit. a");
    expect(litA).toMatchObject({
      eId: "art_19/para_2/lbl_a",
      paragraph: "2",
      letter: "a",
      url: "https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_19",
    });
    expect(litA.text).toContain("Kontaktdaten");
    expect(byRef(parsed.fr, "DSG Art. 19 Abs. 2 lit. a").text).toContain("coordonnées");
    expect(byRef(parsed.it, "DSG Art. 19 Abs. 2 lit. a").text).toContain("dati di contatto");
    expect(byRef(de, "DSG Art. 19 Abs. 2").text).toContain("a. die Identität");
    expect(byRef(de, "DSG Art. 19").heading).toMatch(/^Informationspflicht/);
    expect(byRef(de, "DSG Art. 19").chapter).toMatch(/^3\. Kapitel: Pflichten/);
    expect(byRef(de, "DSG Art. 5").chapter).toMatch(/^2\. Kapitel: .* – 1\. Abschnitt: /);
  });

  it("handles unnumbered paragraphs and bis paragraphs", () => {
    // Art. 5 has a single unnumbered paragraph: the article passage is the paragraph.
    expect(de.passages.filter((p) => p.article === "5" && !p.letter).map((p) => p.ref)).toEqual(["DSG Art. 5"]);
    expect(byRef(de, "DSG Art. 5 lit. c").text).toMatch(/ 1\. .* 6\. /);
    expect(byRef(de, "DSG Art. 24 Abs. 5bis").eId).toBe("art_24/para_5_bis");
  });

  it("lets no footnote text leak into any passage", () => {
    // All of these occur in the files' footnotes.
    expect(xml.de).toContain("Eingefügt durch");
    for (const lang of LANGUAGES) {
      const all = everything(parsed[lang]);
      expect(all).not.toMatch(/\b(AS|RO|RU) \d{4} \d+/);
      expect(all).not.toMatch(/\b(BBl|FF) \d{4}/);
      expect(all).not.toMatch(/\b(SR|RS) 101\b/);
      expect(all).not.toMatch(/Eingefügt durch|Fassung gemäss|Introduit par|Introdotto dal|BRB vom/);
    }
    expect(byRef(de, "DSG Art. 24 Abs. 5bis").text).toMatch(/Verantwortlichen\.$/);
  });

  it("joins words that the markup splits", () => {
    expect(byRef(de, "DSG Art. 45").text).toContain("jährlich");
    expect(wordsSplitByMarkup(xml.de).length).toBeGreaterThan(5);
    for (const lang of LANGUAGES) {
      const all = everything(parsed[lang]);
      for (const { joined, split } of wordsSplitByMarkup(xml[lang])) {
        expect(all).toContain(joined);
        expect(all).not.toContain(split);
      }
    }
  });

  it("has no lone letters inside German words", () => {
    // A single letter between spaces is only legitimate as a cited letter ("Buchstaben b und c").
    const loneLetter = /(?<!(?:Buchstaben?|und|oder|,)\s)(?<![\p{L}\p{N}.’'])\p{L} \p{Ll}/u;
    expect(de.passages.filter((p) => loneLetter.test(p.text)).map((p) => p.ref)).toEqual([]);
  });

  it("keeps passages free of markup and stray whitespace", () => {
    for (const lang of LANGUAGES) {
      for (const p of parsed[lang].passages) {
        expect(p.text).not.toMatch(/[<>]|\s{2}|^\s|\s$/);
        expect(p.text.length).toBeGreaterThan(0);
      }
    }
  });
});
