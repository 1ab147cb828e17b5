// Document parsing for the notice check, off the main thread (issue 23, decision 017): a PDF whose
// streams inflate to 54 MB or HTML full of "<" used to stop every request of every user while it
// was read. The pool's failures become the check's German errors here.
import os from "node:os";
import { ApiError, type ErrorCode } from "../../http/errors.js";
import { busy, fileCorrupt, timedOut, tooComplex } from "./errors.js";
import type { Extracted } from "./extract.js";
import { PARSE_LIMITS } from "./limits.js";
import type { ParseJob } from "./parse-worker.js";
import { siblingModule } from "./worker-entry.js";
import { JobError, PoolError, WorkerPool, type PoolOptions } from "./worker-pool.js";

export class DocumentParser {
  private readonly pool: WorkerPool<ParseJob, Extracted>;

  constructor(options: Partial<Omit<PoolOptions, "module">> = {}) {
    this.pool = new WorkerPool({
      module: siblingModule(import.meta.url, "parse-worker"),
      // One worker per core, at most four: parsing is rate-limited per user, and the main thread
      // needs little CPU of its own (2 workers on this project's 2-core machines).
      size: Math.max(1, Math.min(4, os.availableParallelism())),
      queue: PARSE_LIMITS.queue,
      jobMs: PARSE_LIMITS.jobMs,
      heapMb: PARSE_LIMITS.heapMb,
      ...options,
    });
  }

  async extract(buffer: Buffer, fileName: string): Promise<Extracted> {
    try {
      return await this.pool.run({ bytes: buffer, fileName });
    } catch (error) {
      throw asNoticeError(error);
    }
  }

  get counts() {
    return this.pool.counts;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function asNoticeError(error: unknown): ApiError {
  if (error instanceof JobError) {
    const { status, code, message } = error.failure;
    if (typeof status === "number" && typeof code === "string" && typeof message === "string") {
      return new ApiError(status, code as ErrorCode, message);
    }
    return fileCorrupt();
  }
  if (error instanceof PoolError) {
    if (error.failure === "timeout") return timedOut();
    if (error.failure === "memory") return tooComplex();
    if (error.failure === "crashed") return fileCorrupt();
    return busy(); // "busy" and "closed" (the server is stopping)
  }
  throw error;
}
