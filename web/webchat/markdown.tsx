// Answers in Markdown (CommonMark + GFM tables, lists, code) rendered to React elements with
// react-markdown. Raw HTML is never interpreted: react-markdown turns it into text unless a
// rehype-raw plugin is added, which we do not. Links pass through safeUrl, so only absolute
// http(s) URLs become links. No HTML string is ever inserted, so nothing in an answer can run.
import type { ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

export { plainText } from "./plain-text";

/** Only absolute http(s) URLs become links; javascript:, data: and relative URLs stay text. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

// The few mdast shapes the plugins below touch (the full types live in a transitive package).
interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  children?: MdNode[];
}

const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join("");

/**
 * Answers (and chat writers generally) mean a single newline as a line break, where CommonMark
 * would join the lines; a paragraph that is only a short bold line ("**Was jetzt zu tun ist**")
 * is a heading, and becomes one so that screen readers can jump between the parts of an answer.
 */
function remarkChatConventions() {
  const walk = (node: MdNode) => {
    const children = node.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type === "text" && child.value?.includes("\n")) {
        const parts = child.value.split("\n");
        const replaced = parts
          .flatMap((value, j): MdNode[] => (j === 0 ? [{ type: "text", value }] : [{ type: "break" }, { type: "text", value }]))
          .filter((n) => n.type !== "text" || n.value);
        children.splice(i, 1, ...replaced);
        i += replaced.length - 1;
        continue;
      }
      if (child.type === "paragraph" && node.type === "root" && child.children?.length === 1 && child.children[0].type === "strong") {
        const title = textOf(child).trim();
        // A bold sentence ("**Melden Sie sofort.**") is emphasis, not a heading.
        if (title && title.length <= 80 && !title.endsWith(".")) {
          children[i] = { type: "heading", depth: 2, children: child.children[0].children ?? [] };
        }
      }
      walk(children[i]);
    }
  };
  return (tree: MdNode) => walk(tree);
}

const ALIGN: Record<string, string> = { left: "text-left", center: "text-center", right: "text-right" };
// react-markdown turns a table column's alignment into a style prop; the CSP allows classes only.
const alignClass = (style: unknown) => ALIGN[String((style as { textAlign?: string } | undefined)?.textAlign)] ?? "text-left";

const heading = ({ children }: { children?: ReactNode }) => <h3 className="text-[0.95em] font-semibold">{children}</h3>;
const subheading = ({ children }: { children?: ReactNode }) => <h4 className="font-semibold">{children}</h4>;

// Headings inside an answer sit below the page's own: h1 is the bot's name, h2 the example
// questions; "#" and "##" become h3 (beside "Quellen"), deeper ones h4.
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  // An image would load from anywhere the answer names; its description is enough.
  img: ({ alt }) => <>{alt}</>,
  h1: heading,
  h2: heading,
  h3: subheading,
  h4: subheading,
  h5: subheading,
  h6: subheading,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children, start }) => (
    <ol start={start} className="list-decimal space-y-1 pl-5">
      {children}
    </ol>
  ),
  // Wide tables scroll inside the answer, not the page; focusable so keyboards can scroll them.
  table: ({ children }) => (
    <div tabIndex={0} className="max-w-full overflow-x-auto rounded-md border">
      <table className="w-full border-collapse text-[0.9em]">{children}</table>
    </div>
  ),
  th: ({ children, style }) => <th className={`border-b bg-muted px-2 py-1.5 font-semibold ${alignClass(style)}`}>{children}</th>,
  td: ({ children, style }) => <td className={`border-t px-2 py-1.5 align-top ${alignClass(style)}`}>{children}</td>,
  pre: ({ children }) => (
    <pre
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md border bg-muted p-3 font-mono text-[0.85em] leading-snug whitespace-pre"
    >
      {children}
    </pre>
  ),
  blockquote: ({ children }) => <blockquote className="border-l-4 pl-3 text-muted-foreground">{children}</blockquote>,
  // Task-list boxes would be unlabelled form fields; as text they read the same.
  input: ({ checked }) => <>{checked ? "☑ " : "☐ "}</>,
};

const urlTransform = (url: string) => safeUrl(url);
// remark-gfm's parsing half (the same two packages it combines), without its Markdown writer,
// which a renderer never uses and which would cost the page about 7 KB gzipped.
function remarkGfmParse(this: unknown) {
  // The processor's data; its typing lives in remark-parse, which we do not import directly.
  const data = (this as { data(): Record<string, unknown[] | undefined> }).data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
const remarkPlugins = [remarkGfmParse, remarkChatConventions];
const remarkRehypeOptions = { footnoteLabel: "Fussnoten", footnoteBackLabel: "Zurück zum Text" };

export function Markdown({ text }: { text: string }) {
  return (
    <div
      data-markdown=""
      className="space-y-3 [overflow-wrap:anywhere] [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em] [&_li>p]:my-1 [&_ol_ol]:list-[lower-alpha] [&_pre]:[overflow-wrap:normal] [&_table]:[overflow-wrap:normal] [&_ul_ul]:list-[circle]"
    >
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        remarkRehypeOptions={remarkRehypeOptions}
        components={components}
        urlTransform={urlTransform}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
