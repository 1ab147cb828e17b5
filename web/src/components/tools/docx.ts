// Word (DOCX) downloads of the tools, built in the browser from Markdown the page already has (the
// notice report, the breach draft): one converter, so both documents look alike and nothing is sent
// to the server again. The `docx` package (~100 kB gzipped) is loaded only when someone downloads.
import type { ParagraphChild } from "docx";

/** The Markdown the tools write: #/##/### headings, "- " bullets, "> " quotes, **bold**, _italic_, [text](url). */
export async function markdownToDocx(markdown: string): Promise<Blob> {
  const { Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun } = await import("docx");
  const headings = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];

  const inline = (text: string, base: { italics?: boolean } = {}): ParagraphChild[] => {
    const runs: ParagraphChild[] = [];
    // Underscores count only as emphasis at word edges: URLs and identifiers keep theirs.
    // A failed opener rescans the rest of its line, so a line costs up to quadratic time; the lines are the tools'
    // own reports: file names of at most 200 characters, notice quotes of at most 1000 (second-pass.ts), breach
    // fields of at most 5000 (breach/input.ts).
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded lines, see above; in the user's own browser.
    const token = /\*\*(.+?)\*\*|(?<![\p{L}\p{N}_])_(.+?)_(?![\p{L}\p{N}_])|\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/gu;
    let last = 0;
    for (const match of text.matchAll(token)) {
      if (match.index > last) runs.push(new TextRun({ text: text.slice(last, match.index), ...base }));
      if (match[1] !== undefined) runs.push(new TextRun({ text: match[1], bold: true, ...base }));
      else if (match[2] !== undefined) runs.push(new TextRun({ text: match[2], italics: true }));
      else runs.push(new ExternalHyperlink({ link: match[4], children: [new TextRun({ text: match[3], style: "Hyperlink", ...base })] }));
      last = match.index + match[0].length;
    }
    if (last < text.length) runs.push(new TextRun({ text: text.slice(last), ...base }));
    return runs;
  };

  const children = [];
  for (const line of markdown.split("\n")) {
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    if (heading) children.push(new Paragraph({ heading: headings[heading[1].length - 1], children: inline(heading[2]) }));
    else if (line.startsWith("- ")) children.push(new Paragraph({ bullet: { level: 0 }, children: inline(line.slice(2)) }));
    else if (line.startsWith("> ")) children.push(new Paragraph({ children: inline(line.slice(2), { italics: true }) }));
    else if (line.trim()) children.push(new Paragraph({ children: inline(line) }));
  }
  return Packer.toBlob(new Document({ creator: "Datenschutz-Assistent", sections: [{ children }] }));
}
