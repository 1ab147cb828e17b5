// Turns an uploaded file into text, in memory only: nothing is written to disk and the content is
// never logged. The type comes from the bytes, not from the name.
import { NOTICE_LIMITS } from "./limits.js";
import { noticeError } from "./errors.js";
import { ApiError } from "../../http/errors.js";
import { htmlToText } from "./html-text.js";
import { readCentralDirectory, verifyEntries, ZipError } from "./zip.js";

export type FileKind = "pdf" | "docx" | "html" | "txt";

export interface Extracted {
  kind: FileKind;
  text: string;
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** What the bytes are; "zip" is refined into docx (or refused) later. */
export function sniff(buffer: Buffer): "pdf" | "zip" | "ole" | "html" | "txt" | "binary" {
  const head = buffer.subarray(0, 1024);
  if (head.includes("%PDF-")) return "pdf";
  if (buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50) return "zip";
  if (buffer.subarray(0, 8).equals(OLE)) return "ole";
  // Control bytes other than tab, CR, LF, FF: not text. (UTF-16 would land here too; we do not take it.)
  for (const byte of head) {
    if (byte < 9 || (byte > 13 && byte < 32 && byte !== 27)) return "binary";
  }
  const start = head
    .toString("latin1")
    .replace(/^\ufeff|^\xef\xbb\xbf/, "")
    .trimStart()
    .slice(0, 300)
    .toLowerCase();
  if (/^<(!doctype html|html|head|body|meta|title|p|div|h[1-6]|section|article|main)\b/.test(start)) return "html";
  return "txt";
}

function extensionKind(fileName: string): FileKind | "other" {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (ext === "pdf") return "pdf";
  if (ext === "docx" || ext === "docm") return "docx";
  if (ext === "html" || ext === "htm") return "html";
  if (ext === "txt" || ext === "text" || ext === "md") return "txt";
  return "other";
}

export function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    // Not valid UTF-8: older Windows exports are Windows-1252. Mapped by hand: some Node builds
    // decode "windows-1252" as ISO-8859-1, losing € and typographic quotes (0x80–0x9F).
    let out = "";
    for (const byte of buffer) out += byte >= 0x80 && byte <= 0x9f ? (CP1252[byte - 0x80] ?? "\ufffd") : String.fromCharCode(byte);
    return out;
  }
}

const CP1252 = [..."€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ"];

export async function extractText(buffer: Buffer, fileName: string): Promise<Extracted> {
  if (buffer.length === 0) throw noticeError(400, "notice_empty", "Die Datei ist leer.");
  if (buffer.length > NOTICE_LIMITS.fileBytes) throw tooLarge();
  const sniffed = sniff(buffer);
  const claimed = extensionKind(fileName);
  if (sniffed === "ole") {
    throw noticeError(
      415,
      "unsupported_file_type",
      "Dieses Format wird nicht unterstützt (altes Word-Format .doc oder verschlüsseltes Office-Dokument). Bitte als DOCX ohne Passwort, PDF oder Text speichern.",
    );
  }
  if (sniffed === "binary") throw unsupported();
  const binaryClaim = claimed === "pdf" || claimed === "docx";
  const binaryReal = sniffed === "pdf" || sniffed === "zip";
  if ((binaryClaim || binaryReal) && claimed !== "other" && claimed !== (sniffed === "zip" ? "docx" : sniffed)) {
    throw noticeError(
      415,
      "file_type_mismatch",
      `Die Dateiendung passt nicht zum Inhalt: Die Datei heisst «.${fileName.split(".").pop()}», ist aber ${describe(sniffed)}.`,
    );
  }
  let kind: FileKind;
  let text: string;
  if (sniffed === "pdf") {
    kind = "pdf";
    text = await pdfText(buffer);
  } else if (sniffed === "zip") {
    kind = "docx";
    text = await docxText(buffer);
  } else {
    const decoded = decodeText(buffer).replace(/^\ufeff/, "");
    kind = sniffed === "html" || claimed === "html" ? "html" : "txt";
    text = kind === "html" ? htmlToText(decoded) : decoded;
  }
  return { kind, text };
}

function describe(sniffed: string): string {
  if (sniffed === "pdf") return "ein PDF";
  if (sniffed === "zip") return "ein ZIP-Archiv (z. B. DOCX)";
  if (sniffed === "html") return "eine HTML-Seite";
  return "eine Textdatei";
}

export function tooLarge() {
  return noticeError(413, "file_too_large", `Die Datei ist zu gross (höchstens ${NOTICE_LIMITS.fileBytes / 1024 / 1024} MB).`);
}

function unsupported() {
  return noticeError(415, "unsupported_file_type", "Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, DOCX, HTML und TXT.");
}

function corrupt() {
  return noticeError(422, "file_corrupt", "Die Datei ist beschädigt oder unvollständig und kann nicht gelesen werden.");
}

async function docxText(buffer: Buffer): Promise<string> {
  let entries;
  try {
    entries = readCentralDirectory(buffer);
  } catch (error) {
    throw zipFailure(error);
  }
  const names = new Set(entries.map((entry) => entry.name));
  if ([...names].some((name) => /(^|\/)vbaProject\.bin$/i.test(name) || /vbaData\.xml$/i.test(name))) {
    throw noticeError(
      415,
      "docx_macro",
      "Dokumente mit Makros (.docm) werden aus Sicherheitsgründen nicht angenommen. Bitte als DOCX ohne Makros oder als PDF speichern.",
    );
  }
  if (!names.has("word/document.xml") || !names.has("[Content_Types].xml")) {
    throw noticeError(415, "unsupported_file_type", "Das ZIP-Archiv ist kein Word-Dokument (DOCX). Erlaubt sind PDF, DOCX, HTML und TXT.");
  }
  try {
    verifyEntries(buffer, entries);
  } catch (error) {
    throw zipFailure(error);
  }
  const mammoth = await import("mammoth");
  try {
    const result = await mammoth.extractRawText({ buffer });
    return result.value;
  } catch {
    throw corrupt();
  }
}

function zipFailure(error: unknown) {
  if (error instanceof ZipError && error.problem === "bomb") {
    return noticeError(
      422,
      "zip_bomb",
      "Die Datei würde beim Entpacken unverhältnismässig gross (mögliche ZIP-Bombe) und wird nicht verarbeitet.",
    );
  }
  return corrupt();
}

async function pdfText(buffer: Buffer): Promise<string> {
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
    throw corrupt();
  }
  try {
    if (document.numPages > NOTICE_LIMITS.pdfPages) {
      throw noticeError(413, "pdf_too_many_pages", `Das PDF hat zu viele Seiten (höchstens ${NOTICE_LIMITS.pdfPages}).`);
    }
    const pages: string[] = [];
    let chars = 0;
    for (let n = 1; n <= document.numPages && chars <= NOTICE_LIMITS.textChars; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const lines: PdfLine[] = [];
      let line: PdfLine | null = null;
      for (const item of content.items) {
        if (!("str" in item)) continue;
        line ??= { text: "", x: item.transform[4], y: item.transform[5], right: item.transform[4] };
        line.text += item.str;
        line.right = Math.max(line.right, item.transform[4] + item.width);
        if (item.hasEOL) {
          lines.push(line);
          line = null;
        } else line.text += " ";
      }
      if (line) lines.push(line);
      const text = joinPdfLines(lines);
      page.cleanup();
      pages.push(text);
      chars += text.length;
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
    throw corrupt();
  } finally {
    await document.destroy().catch(() => {});
  }
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
  const widest = Math.max(0, ...widths);
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
