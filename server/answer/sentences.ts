// Sentence splitting for Swiss legal German: a full stop ends a sentence only where it is not
// part of an abbreviation ("Art.", "Abs.", "lit.", "z. B.", "Ziff.", "Bst.", "bzw."), an
// ordinal ("1. September") or an initial.
const ABBREVIATIONS = new Set(
  (
    "art abs lit ziff bst bzw vgl ca nr fr chf inkl exkl evtl ggf usw etc mio mia jan feb febr mär apr jun jul aug sep sept okt nov dez " +
    "st dr prof resp sog insb gem kap rz abschn anh sr as bbl ff f bspw zb zt ua dh od u o s z b d h i v m e al max min std tel lt allg bes betr eidg schweiz " +
    "bd bde hrsg aufl ebd vs no n cf al art. ca. p pp let cpv cc"
  ).split(/\s+/),
);

function endsSentence(text: string, dot: number): boolean {
  const char = text[dot];
  if (char === "!" || char === "?") return true;
  // The word before the mark; 40 characters decide it (no abbreviation is longer). The lookbehind starts
  // the match at the word's first letter only, so a long word is not rescanned from each of its letters.
  const before = /(?<![\p{L}\p{N}])([\p{L}\p{N}]+)$/u.exec(text.slice(Math.max(0, dot - 40), dot))?.[1] ?? "";
  if (!before) return true;
  if (/^\d+$/.test(before)) return before.length >= 3; // "2023." ends, "1." is an ordinal
  if (ABBREVIATIONS.has(before.toLowerCase())) return false;
  if (before.length === 1) return false; // initials and "z. B."
  return true;
}

/** Splits text into sentences; the pieces joined with spaces give back the text's words. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const flat = text.replace(/\s+/g, " ").trim();
  for (let i = 0; i < flat.length; i++) {
    const c = flat[i];
    if (c !== "." && c !== "!" && c !== "?") continue;
    // Closing quotes or brackets directly after the mark belong to the sentence.
    let end = i + 1;
    while (end < flat.length && /[»«"')\]]/.test(flat[end])) end++;
    if (end < flat.length && flat[end] !== " ") continue;
    const next = flat.slice(end + 1, end + 2);
    if (next && !/[\p{Lu}\d«"([]/u.test(next)) continue;
    if (!endsSentence(flat, i)) continue;
    sentences.push(flat.slice(start, end).trim());
    start = end + 1;
  }
  if (start < flat.length) sentences.push(flat.slice(start).trim());
  return sentences.filter(Boolean);
}

/** The first sentence, with the second when the first is very short. */
export function leadSentences(text: string, minLength = 100): string {
  const sentences = splitSentences(text);
  if (!sentences.length) return text.trim();
  let lead = sentences[0];
  if (lead.length < minLength && sentences[1]) lead += ` ${sentences[1]}`;
  return lead;
}

/**
 * Problems of a composed text that a reader would see as broken: a sentence cut at an
 * abbreviation, unbalanced or doubled brackets. Used by the tests over every eval answer.
 */
export function textProblems(text: string): string[] {
  const problems: string[] = [];
  if (/\(\s*\(|\(\s*\[[^\]]*\]\([^)]*\)\s*(?:\)\s*)?\(/.test(text) || /\(Art\.\s*\(/.test(text)) problems.push("doubled parenthesis");
  for (const line of text.split("\n")) {
    const open = (line.match(/\(/g) ?? []).length;
    const close = (line.match(/\)/g) ?? []).length;
    if (open !== close) problems.push(`unbalanced parentheses: ${line.slice(0, 80)}`);
    const squareOpen = (line.match(/\[/g) ?? []).length;
    const squareClose = (line.match(/\]/g) ?? []).length;
    if (squareOpen !== squareClose) problems.push(`unbalanced brackets: ${line.slice(0, 80)}`);
    const stripped = line
      // eslint-disable-next-line regexp/no-super-linear-move -- only tests and the answer eval call this, on the composer's own lines (a few hundred characters).
      .replace(/\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\([^()]*\)/g, "")
      .trim();
    const last = /(?<!\S)(\S+)$/.exec(stripped)?.[1] ?? "";
    if (/^(Art|Abs|lit|Ziff|Bst|bzw|z|vgl|gem|insb)\.$/i.test(last)) problems.push(`cut at "${last}": ${line.slice(0, 80)}`);
  }
  return problems;
}
