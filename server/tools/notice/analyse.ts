// One notice check from the upload (or the pasted text) to the rules' result: the part that runs in
// a parse worker (parse-worker.ts). The rules run there too, not only the parsers: their regular
// expressions, compiled on first use and run on up to 200 000 characters of anyone's text, are CPU
// work the main thread must not do while other requests wait (decision 017).
import { checkNotice, type CheckResult } from "./check.js";
import { noticeError, tooLong } from "./errors.js";
import { extractText } from "./extract.js";
import { NOTICE_LIMITS } from "./limits.js";

export type AnalyseJob = { kind: "file"; bytes: Uint8Array; fileName: string } | { kind: "text"; text: string };

export interface Analysed {
  /** "pdf", "docx", "html", "txt" for a file, "text" for pasted text. */
  kind: string;
  /** The analysed text, which the quotes' offsets point into (and a second pass reads). */
  text: string;
  result: CheckResult;
}

export async function analyse(job: AnalyseJob): Promise<Analysed> {
  let kind = "text";
  let text: string;
  if (job.kind === "file") {
    const extracted = await extractText(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.fileName);
    kind = extracted.kind;
    text = extracted.text;
  } else text = job.text;
  // Nothing runs on a text that could never come within the limit (limits.ts, rawTextChars).
  if (text.length > NOTICE_LIMITS.rawTextChars) throw tooLong();
  text = text.replace(/\r\n?/g, "\n").replaceAll("\u0000", "");
  if (text.trim().length === 0) throw noticeError(400, "notice_empty", "Der Text ist leer. Bitte fügen Sie eine Datenschutzerklärung ein.");
  if (text.length > NOTICE_LIMITS.textChars) throw tooLong();
  return { kind, text, result: checkNotice(text) };
}
