// The text layer of a PDF through pdf.js (legacy build, its "worker" in-process: this whole module
// runs inside a parse worker, parse-worker.ts). Every cost pdf.js does not cap itself is capped
// here: inflated bytes before it starts (pdf-scan.ts), pages, text items and characters while it reads.
import { NOTICE_LIMITS } from "./limits.js";
import { fileCorrupt, noticeError, tooComplex, tooLong } from "./errors.js";
import { ApiError } from "../../http/errors.js";
import { scanPdfStreams } from "./pdf-scan.js";
import type { PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(buffer: Buffer): Promise<string> {
  const scan = await scanPdfStreams(buffer, NOTICE_LIMITS.pdfInflatedBytes, NOTICE_LIMITS.pdfStreams);
  if (scan.overBudget) throw tooComplex();
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // A copy: pdf.js takes ownership of (detaches) the array it is given.
  const task = pdfjs.getDocument({
    data: new Uint8Array(buffer),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    if ((error as Error).name === "PasswordException") {
      throw noticeError(422, "pdf_encrypted", "Das PDF ist passwortgeschützt. Bitte eine Version ohne Passwort hochladen.");
    }
    throw fileCorrupt();
  }
  try {
    if (document.numPages > NOTICE_LIMITS.pdfPages) {
      throw noticeError(413, "pdf_too_many_pages", `Das PDF hat zu viele Seiten (höchstens ${NOTICE_LIMITS.pdfPages}).`);
    }
    const budget = { chars: 0, items: 0 };
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const text = joinPdfLines(await pageLines(page, budget));
      page.cleanup();
      pages.push(text);
    }
    const text = pages.join("\n\n");
    if (text.replace(/\s/g, "").length < 20) {
      throw noticeError(
        422,
        "pdf_no_text",
        "Das PDF enthält keinen lesbaren Text (vermutlich ein Scan ohne Textebene). Bitte eine PDF-Version mit Text oder den Text selbst einfügen.",
      );
    }
    return text;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fileCorrupt();
  } finally {
    await document.destroy().catch(() => {});
  }
}

/**
 * Reads a page's text items as they come and stops reading once a limit is passed. The stream is
 * left, not cancelled (pdf.js then writes into a closed controller and rejects somewhere no one
 * awaits): document.destroy() in pdfText ends it.
 */
async function pageLines(page: PDFPageProxy, budget: { chars: number; items: number }): Promise<PdfLine[]> {
  const reader = page.streamTextContent().getReader();
  const lines: PdfLine[] = [];
  let line: PdfLine | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const item of (value as { items: unknown[] }).items) {
      if (++budget.items > NOTICE_LIMITS.pdfItems) throw tooComplex();
      if (typeof item !== "object" || item === null || !("str" in item)) continue;
      const { str, transform, width, hasEOL } = item as { str: string; transform: number[]; width: number; hasEOL: boolean };
      // Without the spaces and line breaks joinPdfLines adds: the text is at least this long.
      budget.chars += str.length;
      if (budget.chars > NOTICE_LIMITS.textChars) throw tooLong();
      line ??= { text: "", x: transform[4], y: transform[5], right: transform[4] };
      line.text += str;
      line.right = Math.max(line.right, transform[4] + width);
      if (hasEOL) {
        lines.push(line);
        line = null;
      } else line.text += " ";
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface PdfLine {
  text: string;
  x: number;
  y: number;
  right: number;
}

/**
 * A PDF has no paragraphs, only positioned lines. Keeping every line end as "\n" cuts sentences at
 * each wrap, and the item cues (which look within a sentence) then miss "… ist für die / Bearbeitung
 * … verantwortlich". A line is taken as wrapped, and joined to the next with a space, when it is
 * nearly as wide as the page's widest line, does not end a sentence or a label, and the next line
 * follows at the usual line distance. Short lines (headings, the last line of a paragraph) keep
 * their break.
 */
export function joinPdfLines(lines: PdfLine[]): string {
  const widths = lines.map((line) => line.right - line.x);
  const widest = widths.reduce((max, width) => Math.max(max, width), 0);
  const gaps = lines
    .slice(1)
    .map((line, i) => lines[i].y - line.y)
    .filter((gap) => gap > 0)
    .sort((a, b) => a - b);
  const usualGap = gaps.length ? gaps[Math.floor((gaps.length - 1) / 2)] : 0; // lower median
  let text = "";
  lines.forEach((line, i) => {
    text += line.text.trimEnd();
    const next = lines[i + 1];
    if (!next) return;
    const gap = line.y - next.y;
    const wrapped =
      widths[i] >= 0.75 * widest &&
      !/[.!?:;]["»“”)]?$/.test(line.text.trim()) &&
      gap > 0 &&
      gap <= usualGap * 1.3 &&
      next.text.trim() !== "";
    text += wrapped ? " " : "\n";
  });
  return text + "\n";
}
