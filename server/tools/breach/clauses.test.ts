// Session 12 round 2 (decision 023): the description read clause by clause, and long key words
// misspelt by one edit read as the key word.
import { describe, expect, it } from "vitest";
import { clausesOf, requested, uncertain } from "./clauses.js";
import { deletionConfirmed, outflowNamed } from "./readers.js";
import { readerDisposed } from "./kept.js";
import { oneEditApart, withKeyWordsSpelled } from "./spelling.js";
import { readsAlike } from "./test-cases.js";

describe("clauses", () => {
  it.each([
    ["die löschung ist bestätigt, aber die rückgabe steht aus", ["die löschung ist bestätigt", "aber die rückgabe steht aus"]],
    ["er hat gelöscht, ob er gelesen hat, ist unklar", ["er hat gelöscht", "ob er gelesen hat, ist unklar"]],
    ["la suppression est confirmée, mais il a lu le message", ["la suppression est confirmée", "mais il a lu le message"]],
    ["eins. zwei; drei", ["eins", " zwei", " drei"]],
  ])("%s", (text, want) => expect(clausesOf(text)).toEqual(want));

  it.each([
    ["ob er gelöscht hat, wissen wir nicht", true],
    ["es ist unklar", true],
    ["on ne sait pas", true],
    ["er hat gelöscht", false],
    ["die tabelle enthält nur vornamen", false],
  ])("uncertain: %s", (clause, want) => expect(uncertain(clause)).toBe(want));

  it.each([
    ["wir haben den empfänger gebeten, die löschung zu bestätigen", true],
    ["die löschbestätigung wurde angefordert", true],
    ["nous avons demandé au destinataire de confirmer", true],
    ["der empfänger hat die löschung bestätigt", false],
  ])("requested: %s", (clause, want) => expect(requested(clause)).toBe(want));

  it("a negation in the other clause does not undo a confirmation, one in its own does", () => {
    expect(deletionConfirmed("die löschung wurde bestätigt, aber die rückgabe des sticks steht noch aus")).toBe(true);
    expect(deletionConfirmed("die löschung wurde bestätigt und die rückgabe steht noch aus")).toBe(false);
  });
  it("who did what: a confirmation asked for is none", () => {
    expect(deletionConfirmed("der empfänger hat die löschung bestätigt")).toBe(true);
    expect(deletionConfirmed("wir haben den empfänger gebeten, die löschung zu bestätigen")).toBe(false);
  });
  it("an open question is its own clause", () => {
    expect(readerDisposed("er hat die mail gelöscht, ob er sie gelesen hat, ist unklar")).toBe(true);
    expect(readerDisposed("ob er die mail gelöscht hat, wissen wir nicht")).toBe(false);
    expect(outflowNamed("es ist unklar, ob daten abgeflossen sind")).toBe(false);
    expect(outflowNamed("die täter haben daten exfiltriert, ob sie sie veröffentlichen, ist unklar")).toBe(true);
  });
});

describe("misspelt key words", () => {
  it.each([
    ["bestätigt", "bestätgt", true],
    ["exfiltriert", "exfiltirert", true],
    ["zugriffe", "zugrife", true],
    ["protokoll", "protokol", true],
    ["ausgewertet", "ausgewerted", true],
    ["abgezogen", "abgesogen", true],
    ["bestätigt", "bestätigt", false],
    ["abgeflossen", "abgflosse", false],
  ])("%s / %s", (a, b, want) => expect(oneEditApart(a, b)).toBe(want));

  it.each([
    ["die empfängerin hat die löschung bestätgt", "die empfängerin hat die löschung bestätigt"],
    ["die angreifer haben daten exfiltirert", "die angreifer haben daten exfiltriert"],
    ["laut protokol hat niemand die datei geoeffnet", "laut protokoll hat niemand die datei geöffnet"],
    // Short words are too close to others; own words one edit from a key word stay.
    ["ein abflus von daten", "ein abflus von daten"],
    ["wir werden die daten vernichten", "wir werden die daten vernichten"],
    ["er hat sich angezogen, zugriff auf", "er hat sich angezogen, zugriff auf"],
  ])("%s", (text, want) => expect(withKeyWordsSpelled(text)).toBe(want));

  it("reads a misspelt description as the one spelt right", () =>
    readsAlike(
      "Arztbericht an falsche Adresse. Der Empfänger hat die Löschung schriftlich bestätgt.",
      "Arztbericht an falsche Adresse. Der Empfänger hat die Löschung schriftlich bestätigt.",
      ["nein", "nein"],
    ));
});
