// Turns the Akoma Ntoso XML of a Fedlex consolidated act into citable passages. The document is
// streamed; only one article (or one heading) at a time is held as a small tree, because the
// passages of an article need to look at its whole structure.
import { SaxesParser } from "saxes";

export interface Passage {
  /** Canonical citation: "DSG Art. 22", "DSG Art. 22 Abs. 2", "DSG Art. 22 Abs. 2 lit. a". */
  ref: string;
  /** Fedlex id of the element the passage was taken from ("art_22/para_2/lbl_a"). */
  eId: string;
  /** Article number as cited ("44a"). */
  article: string;
  /** Paragraph number as cited ("2", "5bis"); absent for whole-article passages. */
  paragraph?: string;
  /** Letter or number of a list item ("a", "1"). */
  letter?: string;
  heading: string;
  /** Enclosing chapter/section headings, outermost first, joined with " – ". */
  chapter: string;
  text: string;
  url: string;
  stand: string;
}

export interface ParsedAct {
  act: string;
  title: string;
  sr: string;
  stand: string;
  language: string;
  passages: Passage[];
  /** eIds of all articles, in document order. */
  articles: string[];
}

export interface ParseOptions {
  act: string;
  /** Fedlex page of the act, e.g. https://www.fedlex.admin.ch/eli/cc/2022/491/de */
  baseUrl: string;
  stand?: string;
}

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: (XmlNode | string)[];
}

const HIERARCHY = new Set([
  "book",
  "part",
  "title",
  "subtitle",
  "chapter",
  "subchapter",
  "section",
  "subsection",
  "division",
  "subdivision",
  "level",
  "hcontainer",
]);

// Footnotes and their markers; their content never belongs to the law text.
const FOOTNOTES = new Set(["authorialNote", "noteRef", "footnote"]);

// Elements that style or annotate a run of text. Fedlex splits words across them
// ("jähr</inline><inline>lich"), so they must not introduce a space.
const INLINE = new Set([
  "b",
  "i",
  "u",
  "sup",
  "sub",
  "span",
  "inline",
  "ref",
  "mref",
  "rref",
  "term",
  "def",
  "abbr",
  "date",
  "time",
  "entity",
  "person",
  "organization",
  "concept",
  "object",
  "event",
  "location",
  "process",
  "role",
  "quantity",
  "omissis",
  "ins",
  "del",
  "a",
  "signature",
  "docNumber",
  "docTitle",
  "shortTitle",
  "marker",
  "img",
  "vote",
]);

const BREAKS = new Set(["br", "eol", "eop"]);

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
}

function collectText(node: XmlNode, out: string[], skip?: (node: XmlNode) => boolean): void {
  for (const child of node.children) {
    if (typeof child === "string") {
      out.push(child);
    } else if (skip?.(child)) {
      continue;
    } else if (BREAKS.has(child.name)) {
      out.push(" ");
    } else if (INLINE.has(child.name)) {
      collectText(child, out, skip);
    } else {
      out.push(" ");
      collectText(child, out, skip);
      out.push(" ");
    }
  }
}

function textOf(node: XmlNode | undefined, skip?: (node: XmlNode) => boolean): string {
  if (!node) return "";
  const out: string[] = [];
  collectText(node, out, skip);
  return out
    .join("")
    .replace(/[\u00ad\u200b]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function childNamed(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((c): c is XmlNode => typeof c !== "string" && c.name === name);
}

/** Descendants named `name`, not looking inside a match (so nested items stay with their parent). */
function outermost(node: XmlNode, name: string, found: XmlNode[] = []): XmlNode[] {
  for (const child of node.children) {
    if (typeof child === "string") continue;
    if (child.name === name) found.push(child);
    else outermost(child, name, found);
  }
  return found;
}

function lastSegment(eId: string | undefined): string {
  return eId ? eId.slice(eId.lastIndexOf("/") + 1) : "";
}

/** "art_44_a" → "44a", "para_5_bis" → "5bis", "lbl_a" → "a"; "para" (unnumbered) → undefined. */
function numberFromEid(eId: string | undefined, prefix: string): string | undefined {
  const segment = lastSegment(eId);
  if (!segment.startsWith(prefix + "_")) return undefined;
  const number = segment.slice(prefix.length + 1).replace(/_/g, "");
  return number || undefined;
}

function numberFromLabel(label: string): string | undefined {
  // Starts at a number's first digit and lets each blank belong to one quantifier only, so a label is
  // read in linear time (the spaces are removed from the result anyway).
  const match = /(?<!\d)(\d+(?:\s*[a-z]+)?)\s*(?:\.\s*)?$/i.exec(label) ?? /^([a-z]{1,3})\.?$/i.exec(label.trim());
  return match ? match[1].replace(/\s+/g, "") : undefined;
}

export function parseAkomaNtoso(xml: string, options: ParseOptions): ParsedAct {
  const { act, baseUrl } = options;
  const passages: Passage[] = [];
  const articles: string[] = [];
  const meta = { stand: "", language: "", sr: "", title: "" };
  const path: string[] = [];
  const hierarchy: { depth: number; num: string; heading: string }[] = [];
  let capture: { stack: XmlNode[]; done: (node: XmlNode) => void } | null = null;
  let footnoteDepth = 0;
  let inExpression = false;
  let expressionSeen = false;
  let rootSeen = false;

  const chapterLabel = () =>
    hierarchy
      .map((h) => [h.num, h.heading].filter(Boolean).join(" "))
      .filter(Boolean)
      .join(" – ");

  const startCapture = (node: XmlNode, done: (node: XmlNode) => void) => {
    capture = { stack: [node], done };
  };

  const handleArticle = (article: XmlNode) => {
    const eId = article.attrs.eId ?? "";
    const numNode = childNamed(article, "num");
    const headingNode = childNamed(article, "heading");
    const number = numberFromEid(eId, "art") ?? numberFromLabel(textOf(numNode));
    if (!number) return;
    const anchor = eId || `art_${number}`;
    const common = {
      article: number,
      heading: textOf(headingNode),
      chapter: chapterLabel(),
      url: `${baseUrl}#${anchor}`,
      stand: options.stand ?? meta.stand,
    };
    const articleRef = `${act} Art. ${number}`;
    const add = (part: { ref: string; eId: string; paragraph?: string; letter?: string; text: string }) => {
      if (!part.text) return;
      const { ref, eId: partEid, paragraph, letter, text } = part;
      passages.push({
        ref,
        eId: partEid,
        article: common.article,
        ...(paragraph !== undefined && { paragraph }),
        ...(letter !== undefined && { letter }),
        heading: common.heading,
        chapter: common.chapter,
        text,
        url: common.url,
        stand: common.stand,
      });
    };
    const addItems = (unit: XmlNode, unitRef: string, paragraph: string | undefined) => {
      for (const item of outermost(unit, "item")) {
        const itemNum = childNamed(item, "num");
        const letter = numberFromEid(item.attrs.eId, "lbl") ?? numberFromLabel(textOf(itemNum));
        if (!letter) continue;
        const kind = /^\d/.test(letter) ? "Ziff." : "lit.";
        add({
          ref: `${unitRef} ${kind} ${letter}`,
          eId: item.attrs.eId ?? anchor,
          paragraph,
          letter,
          text: textOf(item, (n) => n === itemNum),
        });
      }
    };

    articles.push(anchor);
    add({ ref: articleRef, eId: anchor, text: textOf(article, (n) => n === numNode || n === headingNode) });

    const paragraphs = outermost(article, "paragraph");
    if (paragraphs.length === 0) addItems(article, articleRef, undefined);
    for (const para of paragraphs) {
      const paraNum = childNamed(para, "num");
      const paragraph = numberFromEid(para.attrs.eId, "para") ?? (textOf(paraNum) || undefined);
      if (!paragraph) {
        // An unnumbered paragraph is the article itself; only its list items are finer passages.
        addItems(para, articleRef, undefined);
        continue;
      }
      const paragraphRef = `${articleRef} Abs. ${paragraph}`;
      add({
        ref: paragraphRef,
        eId: para.attrs.eId ?? anchor,
        paragraph,
        text: textOf(para, (n) => n === paraNum),
      });
      addItems(para, paragraphRef, paragraph);
    }
  };

  const parser = new SaxesParser();

  parser.on("opentag", (tag) => {
    const name = localName(tag.name);
    const attrs = tag.attributes as Record<string, string>;
    const parentDepth = path.length;
    path.push(name);
    if (parentDepth === 0) {
      if (name !== "akomaNtoso") throw new Error(`the root element is <${name}>, not <akomaNtoso>`);
      rootSeen = true;
    }
    if (footnoteDepth > 0 || FOOTNOTES.has(name)) {
      footnoteDepth++;
      return;
    }
    const node: XmlNode = { name, attrs, children: [] };
    if (capture) {
      capture.stack[capture.stack.length - 1].children.push(node);
      capture.stack.push(node);
      return;
    }
    const innermost = hierarchy[hierarchy.length - 1];
    if (name === "article") {
      startCapture(node, handleArticle);
    } else if (HIERARCHY.has(name)) {
      hierarchy.push({ depth: path.length, num: "", heading: "" });
    } else if ((name === "num" || name === "heading") && innermost?.depth === parentDepth) {
      startCapture(node, (n) => (innermost[name] = textOf(n)));
    } else if (name === "FRBRExpression" && !expressionSeen) {
      inExpression = true;
    } else if (inExpression && name === "FRBRdate" && attrs.name === "jolux:dateApplicability") {
      meta.stand = attrs.date ?? "";
    } else if (inExpression && name === "FRBRlanguage") {
      meta.language = attrs.language ?? "";
    } else if (name === "docNumber" && !meta.sr) {
      startCapture(node, (n) => (meta.sr = textOf(n)));
    } else if (name === "docTitle" && !meta.title) {
      startCapture(node, (n) => (meta.title = textOf(n)));
    }
  });

  parser.on("closetag", (tag) => {
    const depth = path.length;
    path.pop();
    if (footnoteDepth > 0) {
      footnoteDepth--;
      return;
    }
    if (capture) {
      const node = capture.stack.pop()!;
      if (capture.stack.length === 0) {
        const { done } = capture;
        capture = null;
        done(node);
      }
      return;
    }
    const name = localName(tag.name);
    if (name === "FRBRExpression" && inExpression) {
      inExpression = false;
      expressionSeen = true;
    } else if (hierarchy[hierarchy.length - 1]?.depth === depth) {
      hierarchy.pop();
    }
  });

  const onText = (text: string) => {
    if (footnoteDepth === 0 && capture) capture.stack[capture.stack.length - 1].children.push(text);
  };
  parser.on("text", onText);
  parser.on("cdata", onText);

  try {
    parser.write(xml).close();
  } catch (error) {
    throw new Error(`${act}: the file is not a readable Akoma Ntoso document (${(error as Error).message})`);
  }
  if (!rootSeen) throw new Error(`${act}: the file is not an Akoma Ntoso document`);

  return {
    act,
    title: meta.title,
    sr: meta.sr,
    stand: options.stand ?? meta.stand,
    language: meta.language,
    passages,
    articles,
  };
}
