// Stable codes of the notice check. They extend the product API's shared list without editing it
// (that file belongs to everyone): render() sends any code as is.
import { ApiError, retryAfter, type ErrorCode } from "../../http/errors.js";
import { NOTICE_LIMITS, PARSE_LIMITS } from "./limits.js";

export type NoticeErrorCode =
  | "notice_empty"
  | "notice_too_long"
  | "file_too_large"
  | "file_missing"
  | "unsupported_file_type"
  | "file_type_mismatch"
  | "file_corrupt"
  | "pdf_no_text"
  | "pdf_encrypted"
  | "pdf_too_many_pages"
  | "docx_macro"
  | "zip_bomb"
  // a parse limit (parse-pool.ts, pdf-scan.ts): too much to inflate, too many items, the worker's memory
  | "document_too_complex"
  // a parse took longer than PARSE_LIMITS.jobMs; its worker was terminated
  | "document_timeout"
  // every parse worker busy and the queue full
  | "tools_busy";

export function noticeError(status: number, code: NoticeErrorCode, message: string, headers: Record<string, string> = {}): ApiError {
  return new ApiError(status, code as unknown as ErrorCode, message, {}, headers);
}

export function tooLong(): ApiError {
  return noticeError(
    413,
    "notice_too_long",
    `Der Text ist zu lang (höchstens ${NOTICE_LIMITS.textChars.toLocaleString("de-CH")} Zeichen).`,
  );
}

export function tooComplex(): ApiError {
  return noticeError(
    422,
    "document_too_complex",
    "Die Datei ist zu aufwendig zum Lesen (sie würde beim Entpacken oder Auslesen unverhältnismässig gross). Bitte eine einfachere Fassung, z. B. als Text, hochladen.",
  );
}

export function timedOut(jobMs: number = PARSE_LIMITS.jobMs): ApiError {
  return noticeError(
    422,
    "document_timeout",
    `Das Lesen der Datei hat zu lange gedauert (mehr als ${(jobMs / 1000).toLocaleString("de-CH")} Sekunden) und wurde abgebrochen. Bitte eine einfachere Fassung, z. B. als Text, hochladen.`,
  );
}

export function busy(): ApiError {
  return noticeError(
    503,
    "tools_busy",
    "Gerade werden sehr viele Dokumente geprüft. Bitte versuchen Sie es in einigen Sekunden erneut.",
    retryAfter(5),
  );
}

export function fileCorrupt(): ApiError {
  return noticeError(422, "file_corrupt", "Die Datei ist beschädigt oder unvollständig und kann nicht gelesen werden.");
}

export function tooLarge() {
  return noticeError(413, "file_too_large", `Die Datei ist zu gross (höchstens ${NOTICE_LIMITS.fileBytes / 1024 / 1024} MB).`);
}
