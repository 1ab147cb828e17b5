import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../paths.js";
import { checkKnowledge } from "../../tooling/knowledge/check.js";
import { REQUIRED } from "../../tooling/knowledge/coverage.js";
import { fedlexAnchor, type KnowledgeFile } from "./entry.js";
import { readKnowledgeFiles } from "./load.js";
import { copiedPassages, officialTexts } from "../../tooling/knowledge/own-words.js";

const FIXTURES = path.join(ROOT, "tests/fixtures/fedlex");
const words = (text: string) => text.toLowerCase().match(/[a-zäöüéèàß0-9]+/g) ?? [];

describe("knowledge base", () => {
  it("passes the check", () => {
    expect(checkKnowledge().problems).toEqual([]);
  });

  it("reports broken entries, duplicates, dangling related refs and missing articles", () => {
    const files = readKnowledgeFiles();
    const dsg = files.find((f) => f.data.act === "DSG")!;
    const broken: KnowledgeFile = structuredClone(dsg.data);
    broken.entries = broken.entries.filter((e) => e.ref !== "DSG Art. 24");
    broken.entries[0] = {
      ...broken.entries[0],
      summary: "",
      url: "https://example.com",
      related: ["DSG Art. 999"],
      answers: [{ kind: "sanction", text: "Eine Busse droht nach einer Bestimmung, die es nicht gibt.", refs: ["DSG Art. 998"] }],
    };
    broken.entries.push({ ...broken.entries[1] });
    const { problems } = checkKnowledge([...files.filter((f) => f !== dsg), { file: "broken.json", data: broken }]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("summary is empty"),
        expect.stringContaining("url is not a Fedlex article link"),
        expect.stringContaining('"DSG Art. 999", which has no entry'),
        expect.stringContaining('rests on "DSG Art. 998", which has no entry'),
        expect.stringContaining("missing required entry: DSG Art. 24"),
        expect.stringContaining("is also defined in"),
      ]),
    );
  });

  it("turns inserted article numbers into Fedlex anchors", () => {
    expect(fedlexAnchor("44a")).toBe("art_44_a");
    expect(fedlexAnchor("59abis")).toBe("art_59_a_bis");
    expect(fedlexAnchor("19")).toBe("art_19");
  });

  describe("against the official DSG XML in tests/fixtures", () => {
    it("requires exactly the articles of the DSG XML", () => {
      const xml = fs.readFileSync(path.join(FIXTURES, "dsg-sr235.1-20250707-de.xml"), "utf8");
      const ids = [...xml.matchAll(/<article eId="art_(\d+)(?:_([a-z]))?"/g)].map((m) => `DSG Art. ${m[1]}${m[2] ?? ""}`);
      expect(new Set(ids)).toEqual(new Set(REQUIRED.DSG));
    });

    it("is written in our own words: no run of 12 words from the official texts", () => {
      expect(copiedPassages(officialTexts(FIXTURES))).toEqual([]);
    });

    it("finds a copied passage", () => {
      const official = officialTexts(FIXTURES);
      const sentence = words(official[0]).slice(2000, 2020).join(" ");
      expect(copiedPassages(official, [{ label: "copy", text: `Unsere Zusammenfassung: ${sentence}` }])).toHaveLength(1);
    });
  });
});
