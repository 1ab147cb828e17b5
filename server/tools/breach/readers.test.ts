// Session 12 (decision 023): each reader of the description on phrasings of our own, by meaning
// rather than one wording (readers.phrasings.ts): every positive is read, no near miss is.
import { describe, expect, it } from "vitest";
import { READER_TABLES } from "./readers.phrasings.js";

describe.each(Object.entries(READER_TABLES))("reader %s", (_name, table) => {
  it("has at least ten phrasings and ten near misses", () => {
    expect(table.positives.length).toBeGreaterThanOrEqual(10);
    expect(table.negatives.length).toBeGreaterThanOrEqual(10);
  });
  it.each(table.positives)(`reads "%s" as: ${table.fact}`, (text) => expect(table.read(text)).toBe(true));
  it.each(table.negatives)('does not misread the near miss "%s"', (text) => expect(table.read(text)).toBe(false));
});
