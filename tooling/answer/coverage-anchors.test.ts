import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIndex } from "../search/eval.js";
import type { KnowledgeIndex } from "../../server/search/index.js";
import { loadEntries } from "../../server/knowledge/load.js";
import type { Anchor, AnchorAspect } from "../../server/answer/anchors.js";
import { coverage, gaps, questionFiles, type Row } from "./coverage-anchors.js";

let index: KnowledgeIndex;
let dir: string;
let set: string;

beforeAll(() => {
  index = buildIndex();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "coverage-anchors-"));
  set = path.join(dir, "set.jsonl");
  const questions = [
    { q: "Bis wann müssen wir ein Auskunftsbegehren beantworten?", refs: [] },
    { q: "Innert welcher Frist ist ein Auskunftsgesuch zu beantworten?", refs: [] },
  ];
  fs.writeFileSync(set, questions.map((q) => JSON.stringify(q)).join("\n"));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const anchor = (aspect: Anchor["aspect"], ref: string): Anchor => ({ id: `a-${aspect}`, aspect, text: "x", refs: [ref], asks: ["a", "b"] });

describe("anchor coverage (tooling)", () => {
  it("reads every question set of the repository, the held-out ones included", () => {
    const names = questionFiles().map((f) => path.relative(process.cwd(), f));
    expect(names).toContain("tooling/answer/eval/answers-dev.jsonl");
    expect(names.some((n) => n.startsWith("tooling/search/eval/holdout/"))).toBe(true);
    expect(names.some((n) => n.startsWith("tooling/answer/eval/holdout/"))).toBe(true);
  });

  it("counts the provision ranked first and the aspect asked, and lists the gap until an anchor of that aspect exists", () => {
    const rows = coverage(index, [], [set]);
    const ranked = rows.filter((r) => r.first);
    expect(ranked.reduce((n, r) => n + r.first, 0)).toBe(2);
    const top = ranked[0];
    expect(top.asked.get("deadline")).toBeGreaterThan(0);
    expect(gaps(top)).toContain("deadline");
    // Every provision of the knowledge base has a row, ranked or not.
    const refs = new Set(rows.map((r) => r.ref));
    expect(loadEntries().filter((e) => !refs.has(e.ref))).toEqual([]);

    const covered = coverage(index, [anchor("deadline", top.ref)], [set]).find((r) => r.ref === top.ref)!;
    expect(covered.anchored.has("deadline")).toBe(true);
    expect(gaps(covered)).not.toContain("deadline");
  });

  it("lets permission, duty and notify answer each other, but never a deadline, cost, penalty or who", () => {
    const row: Row = {
      ref: "DSG Art. 1",
      anchored: new Set<AnchorAspect>(["duty"]),
      first: 3,
      asked: new Map([
        ["permission", 1],
        ["none", 1],
        ["cost", 1],
      ]),
    };
    expect(gaps(row)).toEqual(["cost"]);
    expect(gaps({ ...row, anchored: new Set<AnchorAspect>() })).toEqual(["permission", "none", "cost"]);
  });
});
