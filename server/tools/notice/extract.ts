// Turns an uploaded file into text, in memory only: nothing is written to disk and the content is
// never logged. The type comes from the bytes, not from the name. The server runs this in a parse
// worker (parse-worker.ts), never on the main thread; every step is bounded by NOTICE_LIMITS, and a
// text longer than the check takes is refused here, before it is copied back.
import { NOTICE_LIMITS } from "./limits.js";
import { fileCorrupt, noticeError, tooLarge, tooLong } from "./errors.js";
import { htmlToText } from "./html-text.js";
import { pdfText } from "./pdf-text.js";
import { readCentralDirectory, verifyEntries, ZipError } from "./zip.js";

export { joinPdfLines } from "./pdf-text.js";

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
    // The tokenizer stops once its output passes the limit; markup, scripts and styles cost one pass.
    text = kind === "html" ? htmlToText(decoded, { maxChars: NOTICE_LIMITS.textChars }) : decoded;
  }
  // Longer than the route could accept even after normalising line ends (limits.ts).
  if (text.length > (kind === "txt" ? NOTICE_LIMITS.rawTextChars : NOTICE_LIMITS.textChars)) throw tooLong();
  return { kind, text };
}

function describe(sniffed: string): string {
  if (sniffed === "pdf") return "ein PDF";
  if (sniffed === "zip") return "ein ZIP-Archiv (z. B. DOCX)";
  if (sniffed === "html") return "eine HTML-Seite";
  return "eine Textdatei";
}

function unsupported() {
  return noticeError(415, "unsupported_file_type", "Dieser Dateityp wird nicht unterstützt. Erlaubt sind PDF, DOCX, HTML und TXT.");
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
    throw fileCorrupt();
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
  return fileCorrupt();
}
