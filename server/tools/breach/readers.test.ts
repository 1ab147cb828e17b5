// Session 12 (decision 023): each reader of the description on phrasings of our own, by meaning
// rather than one wording (readers.phrasings.ts): every positive is read, no near miss is.
import { describe, expect, it } from "vitest";
import { withUmlauts } from "./readers.js";
import { READER_TABLES } from "./readers.phrasings.js";
import { readsAlike } from "./test-cases.js";

describe.each(Object.entries(READER_TABLES))("reader %s", (_name, table) => {
  it("has at least ten phrasings and ten near misses", () => {
    expect(table.positives.length).toBeGreaterThanOrEqual(10);
    expect(table.negatives.length).toBeGreaterThanOrEqual(10);
  });
  it.each(table.positives)(`reads "%s" as: ${table.fact}`, (text) => expect(table.read(text)).toBe(true));
  it.each(table.negatives)('does not misread the near miss "%s"', (text) => expect(table.read(text)).toBe(false));
});

describe("umlauts typed as ae, oe, ue", () => {
  it.each([
    ["empfaenger hat die loeschung bestaetigt", "empfänger hat die löschung bestätigt"],
    ["zurueckgeschickt, verschluesselt", "zurückgeschickt, verschlüsselt"],
    ["steuerauszug und neue quelle", "steuerauszug und neue quelle"],
    ["aktuell sexuell individuell", "aktuell sexuell individuell"],
    ["israel, michael", "isräl, michäl"],
    ["die löschung wurde bestaetigt", "die löschung wurde bestaetigt"],
  ])("%s", (text, want) => expect(withUmlauts(text)).toBe(want));

  it("reads a description without umlauts as the one with them", () =>
    readsAlike(
      "Arztbericht an falsche Adresse. Der Empfaenger hat die Loeschung schriftlich bestaetigt.",
      "Arztbericht an falsche Adresse. Der Empfänger hat die Löschung schriftlich bestätigt.",
      ["nein", "nein"],
    ));
});
