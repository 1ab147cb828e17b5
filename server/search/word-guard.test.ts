// A guarded expression decides exactly as the expression itself; it only skips the scan when the
// text has no word that an alternative of the expression could begin.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readQuestions } from "../../tooling/search/eval.js";
import { ROOT } from "../paths.js";
import "./requests.js";
import { guard, guarded, leadingLetters, marksByTable, marksByTrie } from "./word-guard.js";

describe("word guard", () => {
  it("finds the leading letters of each alternative, and whether they are a whole word", () => {
    const lead = (letters: string, whole: boolean) => ({ letters, whole });
    expect(leadingLetters(/(?<!\p{L})(?:Logos?|wi-?fi|abbonament[oi]|e-?mails?|kannst du|pc|st\. ?gallen|m365)(?!\p{L})/iu)).toEqual([
      lead("logo", false),
      lead("wi", true),
      lead("wifi", true),
      lead("abbonament", false),
      lead("e", true),
      lead("email", false),
      lead("kannst", true),
      lead("pc", true),
      lead("st", true),
      lead("m", true),
    ]);
    // Without a non-letter after the group a word may go on; a group's own alternatives never end a word.
    expect(leadingLetters(/(?<!\p{L})(?:bearbeit|pc)/iu)).toEqual([lead("bearbeit", false), lead("pc", false)]);
    expect(leadingLetters(/(?<!\p{L})(?:(?:muss|soll) ich|wie (?:kann|mache))/iu)).toEqual([
      lead("muss", false),
      lead("soll", false),
      lead("wie", true),
    ]);
  });

  it("leaves unguarded what any text may match, or what is not led by a word start", () => {
    expect(leadingLetters(/(?<!\p{L})(?:\p{L}+ vergessen|passwort)/iu)).toBeNull();
    expect(leadingLetters(/(?<!\p{L})(?:(?:sehr )?gut|schlecht)/iu)).toBeNull();
    expect(leadingLetters(/gedicht|(?<!\p{L})(?:reim)/iu)).toBeNull();
    expect(leadingLetters(new RegExp("(?<!\\p{L})(?:gedicht)", "i"))).toBeNull();
    expect(leadingLetters(/(?<!\p{L})(?:was|wie viel) verdien\p{L}*|combien gagne/iu)).toBeNull();
  });

  it("decides as the expression does, in any letter case and with the long s", () => {
    const re = /(?<!\p{L})(?:empfiehl\p{L}*|quale marca|ſtraße|wi-?fi|pc)(?!\p{L})/iu;
    const guarded = guard(re);
    for (const text of [
      "EMPFIEHL mir ein Modell",
      "Welche Marke empfiehlst du?",
      "quale MARCA ci consigli?",
      "die Strasse",
      "die STRASSE und die ſtraße",
      "Das WiFi im Büro",
      "Das Wi-Fi im Büro",
      "Das Wifi im Büro",
      "Das Wifis im Büro",
      "Wir empfehlen nichts",
      "Der PC ist neu",
      "Die PCs sind neu",
      "Zwei PC-Arbeitsplätze",
      "unempfiehlbar",
      "",
    ])
      expect(guarded.test(text), text).toBe(re.test(text));
  });

  // The words are found in one pass over the code points (session 16), not by /\p{L}+/gu: a word
  // ends at any non-letter, a letter outside the BMP is one letter, a lone surrogate is none.
  it("finds the words where /\\p{L}+/gu does, at the text's ends and beside any non-letter", () => {
    const re = /(?<!\p{L})(?:miete|öl|äbc\p{L}*|x)(?!\p{L})/iu;
    const guarded = guard(re);
    for (const text of [
      "miete",
      "Miete.",
      ".miete",
      "Miete2",
      "2Miete",
      "Miete\u00adMiete",
      "Mieter miete",
      "ÖL",
      "Öl-Heizung",
      "Heizöl",
      "Äbcdef und äbc",
      "𝐀miete",
      "miete𝐀",
      "𝐀 miete",
      "\ud835miete",
      "miete\udc00",
      "x",
      "xx x",
      "MIETE",
      "ǅ miete",
    ])
      expect(guarded.test(text), JSON.stringify(text)).toBe(re.test(text));
  });

  it("reads a text's words again when it changes", () => {
    const guarded = guard(/(?<!\p{L})(?:miete)(?!\p{L})/iu);
    expect(guarded.test("Die Miete ist zu hoch")).toBe(true);
    expect(guarded.test("Die Mieterin zieht aus")).toBe(false);
    expect(guarded.test("Die Miete ist zu hoch")).toBe(true);
  });

  it("decides as each expression of the scope decision does, on every labelled question and variants of it", () => {
    const dirs = ["tooling/answer/eval", "tooling/answer/eval/holdout", "tooling/search/eval", "tooling/search/train"];
    const questions = dirs.flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir))
        .filter((f) => f.endsWith(".jsonl"))
        .flatMap((f) => readQuestions(path.join(ROOT, dir, f)).map((q) => q.q)),
    );
    // Each question as asked, shouted, and glued to the next one's words without a space.
    const texts = questions.flatMap((q, i) => [q, q.toUpperCase(), `${q}${questions[(i + 1) % questions.length]}`]);
    const scopeExpressions = [...guarded];
    expect(scopeExpressions.length).toBeGreaterThan(60);
    // The flat table marks what the trie's Maps mark (session 21), on every text, before the guards below are added.
    // Also each question without what follows its last letter, so that a word ends at the text's end.
    const toLastLetter = (q: string) => {
      let end = q.length;
      while (end > 0 && !/\p{L}/u.test(q[end - 1])) end--;
      return q.slice(0, end);
    };
    let marked = 0;
    for (const text of [...texts, ...questions.map(toLastLetter)]) {
      const flat = marksByTable(text);
      expect(flat.length).toBe(scopeExpressions.length);
      if (!flat.every((mark, id) => mark === marksByTrie(text)[id])) expect.fail(`marks differ on ${text}`);
      marked += flat.reduce((n, mark) => n + mark, 0);
    }
    expect(marked).toBeGreaterThan(texts.length);
    const patterns = scopeExpressions.map((re) => guard(new RegExp(re.source, re.flags)));
    for (const text of texts)
      scopeExpressions.forEach((re, i) => {
        if (patterns[i].test(text) !== re.test(text)) expect.fail(`${re.source.slice(0, 60)} on ${text}`);
      });
  }, 60_000);
});
