// The parse worker's module: turns one uploaded file into text (extract.ts) per message. Errors
// of the check (ApiError: status, code, German message) go back as data; anything else a parser
// throws on hostile input is reported as a damaged file, never as a stack trace.
import { ApiError } from "../../http/errors.js";
import { extractText, type Extracted } from "./extract.js";
import { serveJobs } from "./worker-pool.js";

export interface ParseJob {
  bytes: Uint8Array;
  fileName: string;
}

// pdf.js, fed hostile files, can reject a promise of its own that nothing awaits (after a job has
// been answered, or on a stream left unread). That must not end the worker: a job still open is
// bounded by the pool's time limit anyway.
process.on("unhandledRejection", () => {});

// The parsers load before the worker says it is ready: a job's time limit is for parsing, not for
// loading pdf.js on a busy machine.
await Promise.all([import("pdfjs-dist/legacy/build/pdf.mjs"), import("mammoth")]);

serveJobs<ParseJob, Extracted>(
  ({ bytes, fileName }) => extractText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName),
  (error) => (error instanceof ApiError ? { status: error.status, code: error.code, message: error.message } : { unexpected: true }),
);
