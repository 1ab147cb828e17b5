// HTML to plain text without a DOM and without running anything: scripts, styles, comments and the
// head are dropped, block elements become line breaks, entities are decoded. htmlparser2's
// Tokenizer reads each character once (issue 23: the regular expressions it replaces were quadratic
// on "<<<…"). Its Parser is not used: it keeps open elements in an array it unshifts, quadratic in
// the nesting depth (20 000 nested <div> took 1.8 s); no element stack is needed to make text.
// The output stops growing once it passes maxChars: the tokenizer is paused there.
import { Tokenizer } from "htmlparser2";

/** Elements whose content is never text a reader sees (script, style, iframe are raw text to the tokenizer). */
const SKIP = new Set(["script", "style", "noscript", "template", "iframe", "object", "svg", "noembed", "noframes"]);
/** What may stand in a head (HTML5 "in head" insertion mode); anything else ends it, as in a browser. */
const HEAD_CONTENT = new Set(["title", "meta", "link", "style", "script", "noscript", "base", "template"]);
const BLOCK = new Set([
  ..."p div br li ul ol h1 h2 h3 h4 h5 h6 tr table section article header footer address blockquote".split(" "),
  ..."dd dt dl hr main nav pre".split(" "),
]);

/**
 * Collapses white space as it goes: runs of blanks become one space, a line break with blanks
 * around it a blank line. Past maxChars it takes nothing more.
 */
class TextSink {
  text = "";
  constructor(private readonly maxChars: number) {}
  private space = false;
  private newline = false;

  add(data: string): void {
    let run = -1;
    for (let i = 0; i <= data.length && this.text.length <= this.maxChars; i++) {
      const code = i < data.length ? data.charCodeAt(i) : -1;
      const blank = code === 0x20 || code === 0x09 || code === 0xa0;
      const lineEnd = code === 0x0a || code === 0x0d;
      if (!blank && !lineEnd && code !== -1) {
        if (run < 0) run = i;
        continue;
      }
      if (run >= 0) this.word(data.slice(run, i));
      run = -1;
      if (blank) this.space = true;
      if (lineEnd) this.newline = true;
    }
  }

  private word(word: string): void {
    if (this.text.length > 0) {
      if (this.newline) this.text += "\n\n";
      else if (this.space) this.text += " ";
    }
    this.space = false;
    this.newline = false;
    this.text += word;
  }
}

export function htmlToText(html: string, { maxChars = Infinity }: { maxChars?: number } = {}): string {
  const sink = new TextSink(maxChars);
  // Open elements of SKIP, counted without a stack: an unclosed <svg> hides the rest, as a browser would.
  let skipped = 0;
  let inHead = false;
  const text = (data: string) => {
    if (skipped > 0 || inHead) return;
    sink.add(data);
    if (sink.text.length > maxChars) tokenizer.pause();
  };
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      onopentagname(start, end) {
        const name = html.slice(start, end).toLowerCase();
        if (inHead && !HEAD_CONTENT.has(name)) inHead = false;
        if (name === "head") inHead = true;
        if (SKIP.has(name)) skipped++;
        sink.add(BLOCK.has(name) ? "\n" : " ");
      },
      onclosetag(start, end) {
        const name = html.slice(start, end).toLowerCase();
        if (name === "head") inHead = false;
        if (SKIP.has(name)) skipped = Math.max(0, skipped - 1);
        sink.add(BLOCK.has(name) ? "\n" : " ");
      },
      ontext: (start, end) => text(html.slice(start, end)),
      ontextentity: (codePoint) => text(String.fromCodePoint(codePoint)),
      oncomment: () => sink.add(" "),
      oncdata: () => sink.add(" "),
      onattribdata() {},
      onattribentity() {},
      onattribend() {},
      onattribname() {},
      ondeclaration() {},
      onend() {},
      onopentagend() {},
      onprocessinginstruction() {},
      onselfclosingtag() {},
    },
  );
  tokenizer.write(html);
  if (sink.text.length <= maxChars) tokenizer.end();
  return sink.text;
}
