// An answer's text without Markdown, for copying and for screen-reader announcements. Answers can be a
// language model's output of any length, so every step runs in linear time (issue 23, decision 018).

/** A break between lines: `.` matches none of these, so a lazy `.+?` never looks past one. */
const LINE_END = /[\n\r\u2028\u2029]/g;

/**
 * `text.replace(global, "$1")` for a sticky `pattern` whose failed attempt costs up to a barrier and
 * fails alike for every later start before it. `after(at)` says where searching may resume when the
 * attempt at `at` failed: the barrier, or `at + 1` when the attempt failed at once. The plain global
 * replace would retry every such start, which is quadratic on a long line of openers.
 */
function replaceFirstGroup(text: string, opener: string, pattern: RegExp, after: (at: number) => number): string {
  let out = "";
  let copied = 0;
  let from = 0;
  for (let at = text.indexOf(opener, from); at >= 0; at = text.indexOf(opener, from)) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) {
      out += text.slice(copied, at) + match[1];
      copied = from = pattern.lastIndex;
    } else {
      from = after(at);
    }
  }
  return out + text.slice(copied);
}

/** The index just past the next character of `stops` from `at`, or the text's length. */
function pastNext(text: string, stops: RegExp, at: number): number {
  stops.lastIndex = at;
  const found = stops.exec(text);
  return found ? found.index + 1 : text.length;
}

const LINK = /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/y;
const LINK_TEXT_END = /[\]\n]/g;
// Every "[" before the same "]" or line break reads the same text and the same "(url)" after it.
const links = (text: string) => replaceFirstGroup(text, "[", LINK, (at) => pastNext(text, LINK_TEXT_END, at + 1));

const BOLD = /\*\*(?=\S)(.+?)(?<=\S)\*\*/y;
const BOLD_OPENS = /\*\*(?=\S)/y;
const ITALIC = /(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/uy;
const ITALIC_OPENS = /(?<![\p{L}\p{N}_])_(?=\S)/uy;
const opensAt = (opens: RegExp, text: string, at: number) => {
  opens.lastIndex = at;
  return opens.test(text);
};
// A real opener fails only when no closer follows on its line; then every later opener on that line fails too
// (a closer does not depend on its opener). One that is no opener fails at once.
const bold = (text: string) =>
  replaceFirstGroup(text, "**", BOLD, (at) => (opensAt(BOLD_OPENS, text, at) ? pastNext(text, LINE_END, at) : at + 1));
const italic = (text: string) =>
  replaceFirstGroup(text, "_", ITALIC, (at) => (opensAt(ITALIC_OPENS, text, at) ? pastNext(text, LINE_END, at) : at + 1));

/** The text as it reads without Markdown, for copying and for screen-reader announcements. */
export function plainText(markdown: string): string {
  const blocks = markdown
    .replace(/^ {0,3}(?:`{3}|~{3}).*$\n?/gm, "")
    .replace(/^ {0,3}#{1,6}\s+/gm, "")
    .replace(/^(?:[ \t]*\|)?(?:[ \t]*:?-+:?[ \t]*\|)+(?:[ \t]*:?-+:?[ \t]*)?$\n?/gm, "");
  return italic(bold(links(blocks))).replace(/`([^`\n]+)`/g, "$1");
}
