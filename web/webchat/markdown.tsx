// A small Markdown subset rendered to React elements: paragraphs, lists, bold, italic, code,
// links and line breaks. Text only ever becomes text nodes, so no HTML in an answer can run.
import { Fragment, type ReactNode } from "react";

type Block = { type: "paragraph"; lines: string[] } | { type: "list"; ordered: boolean; items: ListItem[] };
interface ListItem {
  lines: string[];
  children: Block[];
}

const LIST_ITEM = /^(\s*)([-*+]|\d{1,3}[.)])\s+(.*)$/;

/** Only absolute http(s) URLs become links; javascript:, data: and relative URLs stay text. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

function indentOf(line: string): number {
  return line.match(/^\s*/)![0].replace(/\t/g, "    ").length;
}

/** Parses lines into blocks; a list item's more-indented lines belong to it (nested lists). */
function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (!item) {
      const paragraph: string[] = [];
      while (i < lines.length && lines[i].trim() && !LIST_ITEM.test(lines[i])) paragraph.push(lines[i++].trim());
      blocks.push({ type: "paragraph", lines: paragraph });
      continue;
    }
    const base = indentOf(line);
    const ordered = /\d/.test(item[2]);
    const list: Block = { type: "list", ordered, items: [] };
    while (i < lines.length) {
      const match = LIST_ITEM.exec(lines[i]);
      if (!match || indentOf(lines[i]) !== base || /\d/.test(match[2]) !== ordered) break;
      const own: string[] = [match[3]];
      const nested: string[] = [];
      i++;
      // Lines indented deeper than the marker belong to this item, until a blank line ends it.
      while (i < lines.length && lines[i].trim() && indentOf(lines[i]) > base) {
        if (nested.length || LIST_ITEM.test(lines[i])) nested.push(lines[i]);
        else own.push(lines[i].trim());
        i++;
      }
      list.items.push({ lines: own, children: parseBlocks(nested) });
      if (i < lines.length && !lines[i].trim() && i + 1 < lines.length && LIST_ITEM.test(lines[i + 1]) && indentOf(lines[i + 1]) === base) i++;
    }
    blocks.push(list);
  }
  return blocks;
}

// Earliest match wins: a link, **bold**, `code`, _italic_ or *italic* (not inside words).
const INLINE =
  /\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\*\*(?=\S)(.+?)(?<=\S)\*\*|`([^`\n]+)`|(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\p{L}\p{N}*])/u;

export function renderInline(text: string, key = "i"): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const k = `${key}.${n++}`;
    const [whole, linkText, href, bold, code, italic, star] = match;
    if (linkText !== undefined) {
      const url = safeUrl(href);
      nodes.push(
        url ? (
          <a key={k} href={url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
            {renderInline(linkText, k)}
          </a>
        ) : (
          <Fragment key={k}>{renderInline(linkText, k)}</Fragment>
        ),
      );
    } else if (bold !== undefined) nodes.push(<strong key={k}>{renderInline(bold, k)}</strong>);
    else if (code !== undefined) nodes.push(<code key={k} className="rounded bg-muted px-1 text-[0.9em]">{code}</code>);
    else nodes.push(<em key={k}>{renderInline(italic ?? star, k)}</em>);
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

function renderLines(lines: string[], key: string): ReactNode[] {
  return lines.flatMap((line, i) => (i === 0 ? renderInline(line, `${key}.${i}`) : [<br key={`${key}.br${i}`} />, ...renderInline(line, `${key}.${i}`)]));
}

function renderBlocks(blocks: Block[], key: string): ReactNode[] {
  return blocks.map((block, b) => {
    const k = `${key}.${b}`;
    if (block.type === "paragraph") return <p key={k}>{renderLines(block.lines, k)}</p>;
    const List = block.ordered ? "ol" : "ul";
    return (
      <List key={k} className={block.ordered ? "list-decimal space-y-1 pl-5" : "list-disc space-y-1 pl-5"}>
        {block.items.map((item, i) => (
          <li key={`${k}.${i}`}>
            {renderLines(item.lines, `${k}.${i}`)}
            {item.children.length > 0 && <div className="mt-1 space-y-1">{renderBlocks(item.children, `${k}.${i}c`)}</div>}
          </li>
        ))}
      </List>
    );
  });
}

export function Markdown({ text }: { text: string }) {
  return <div data-markdown="" className="space-y-3 [overflow-wrap:anywhere] [&_ul_ul]:list-[circle]">{renderBlocks(parseBlocks(text.replace(/\r\n?/g, "\n").split("\n")), "m")}</div>;
}

/** The text as it reads without Markdown, for copying and for screen-reader announcements. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g, "$1")
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, "$1")
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, "$1")
    .replace(/`([^`\n]+)`/g, "$1");
}
