// HTML to plain text without a DOM and without running anything: scripts, styles and comments
// are dropped, block elements become line breaks, entities are decoded.
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  ocirc: "ô",
  icirc: "î",
  ucirc: "û",
  szlig: "ss",
  laquo: "«",
  raquo: "»",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  hellip: "…",
  sect: "§",
  copy: "©",
  euro: "€",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && code !== 0 ? String.fromCodePoint(code) : " ";
    }
    return NAMED[name] ?? whole;
  });
}

const BLOCK = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|address|blockquote|dd|dt|dl|hr|main|nav|pre)\b[^>]*>/gi;

export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?(-->|$)/g, " ")
      .replace(/<(script|style|noscript|template|iframe|object|svg)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
      .replace(/<head\b[\s\S]*?<\/head\s*>/gi, " ")
      .replace(BLOCK, "\n")
      .replace(/<[^>]*>/g, " "),
  )
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n[ \n]*/g, "\n\n")
    .trim();
}
