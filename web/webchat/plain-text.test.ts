import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

/**
 * plainText as it was written before issue 23: one global replace per construct. Its link, bold and
 * italic steps retry every opener up to the end of the line (quadratic), so plainText now skips the
 * openers that must fail alike; this is the reference it must agree with.
 */
/* eslint-disable regexp/no-super-linear-backtracking, regexp/no-super-linear-move -- the quadratic reference itself, run on strings of at most 40 pieces */
function quadraticPlainText(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(?:`{3,}|~{3,}).*$\n?/gm, "")
    .replace(/^ {0,3}#{1,6}\s+/gm, "")
    .replace(/^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+(?:[ \t]*:?-+:?[ \t]*)?$\n?/gm, "")
    .replace(/\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, "$1")
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, "$1")
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, "$1")
    .replace(/`([^`\n]+)`/g, "$1");
}
/* eslint-enable regexp/no-super-linear-backtracking, regexp/no-super-linear-move */

// Pieces of Markdown and the characters around them, so that openers, closers and barriers collide often.
const PIECES = [
  "[",
  "]",
  "(",
  ")",
  "**",
  "*",
  "_",
  "`",
  "```",
  "~~~",
  "#",
  "|",
  "-",
  ":",
  " ",
  "\t",
  "\n",
  "\r",
  "a",
  "ä",
  "1",
  "x.ch",
  "https://x.ch",
  "𝐀",
];
const markdown = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(""));

describe("plainText", () => {
  it("strips Markdown exactly as the plain global replaces do", () => {
    fc.assert(
      fc.property(markdown, (text) => {
        expect(plainText(text)).toBe(quadraticPlainText(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it("reads links and emphasis from their first opener, as the replaces do", () => {
    const text = "[[ [a](https://x.ch) **b **c** _d _e_ `f`\n**g [h] _i";
    expect(plainText(text)).toBe("[ [a b **c d _e f\n**g [h] _i");
    expect(plainText(text)).toBe(quadraticPlainText(text));
  });
});
