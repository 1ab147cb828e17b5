// The parse worker's module: one notice check per message (analyse.ts). Errors of the check
// (ApiError: status, code, German message) go back as data; anything else a parser throws on
// hostile input is reported as a damaged file, never as a stack trace.
import { ApiError } from "../../http/errors.js";
import { analyse, type AnalyseJob, type Analysed } from "./analyse.js";
import { checkNotice } from "./check.js";
import { serveJobs } from "./worker-pool.js";

// pdf.js, fed hostile files, can reject a promise of its own that nothing awaits (after a job has
// been answered, or on a stream left unread). That must not end the worker: a job still open is
// bounded by the pool's time limit anyway.
process.on("unhandledRejection", () => {});

// The parsers load, and the rules' regular expressions are compiled, before the worker says it is
// ready: a job's time limit is for the job, not for start-up work of seconds on a busy machine.
await Promise.all([import("pdfjs-dist/legacy/build/pdf.mjs"), import("mammoth")]);
const SAMPLES = [
  "Verantwortlich ist die Muster AG, Bahnhofstrasse 1, 8001 Zürich. Wir geben Ihre Daten nicht ins Ausland.",
  "Responsable du traitement : Exemple SA, Lausanne. Vos données sont conservées pendant dix ans.",
  "The controller is Example Ltd. You may ask which data we hold about you.",
  "x",
];
// Twice: V8 compiles a regular expression to bytecode on its first run and to machine code on the next.
for (let round = 0; round < 2; round++) for (const sample of SAMPLES) checkNotice(sample);

serveJobs<AnalyseJob, Analysed>(analyse, (error) =>
  error instanceof ApiError ? { status: error.status, code: error.code, message: error.message } : { unexpected: true },
);
