// The notice check off the main thread (issue 23, decision 017): a PDF whose streams inflate to
// 54 MB or HTML full of "<" used to stop every request of every user while it was read. Parsing
// and the rules run in a worker pool; the pool's failures become the check's German errors here.
import os from "node:os";
import { ApiError, type ErrorCode } from "../../http/errors.js";
import { busy, fileCorrupt, timedOut, tooComplex } from "./errors.js";
import type { AnalyseJob, Analysed } from "./analyse.js";
import { PARSE_LIMITS } from "./limits.js";
import { siblingModule } from "./worker-entry.js";
import { JobError, PoolError, WorkerPool, type PoolOptions } from "./worker-pool.js";

export class DocumentParser {
  private readonly pool: WorkerPool<AnalyseJob, Analysed>;
  private readonly jobMs: number;

  constructor(options: Partial<Omit<PoolOptions, "module">> = {}) {
    this.jobMs = options.jobMs ?? PARSE_LIMITS.jobMs;
    this.pool = new WorkerPool({
      module: siblingModule(import.meta.url, "parse-worker"),
      // One worker per core but one, at least one and at most four: under a stream of uploads the
      // main thread keeps a core for every other request (1 worker on this project's 2-core machines).
      size: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
      queue: PARSE_LIMITS.queue,
      jobMs: PARSE_LIMITS.jobMs,
      heapMb: PARSE_LIMITS.heapMb,
      ...options,
    });
  }

  /** Extracts a file's text (or takes the pasted text) and applies the rules, in a worker. */
  async analyse(job: AnalyseJob): Promise<Analysed> {
    try {
      return await this.pool.run(job);
    } catch (error) {
      throw asNoticeError(error, this.jobMs);
    }
  }

  /** Starts the workers ahead of the first upload (main.ts, through the app's start()). */
  warm(): void {
    this.pool.warm();
  }

  get counts() {
    return this.pool.counts;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

function asNoticeError(error: unknown, jobMs: number): ApiError {
  if (error instanceof JobError) {
    const { status, code, message } = error.failure;
    if (typeof status === "number" && typeof code === "string" && typeof message === "string") {
      return new ApiError(status, code as ErrorCode, message);
    }
    return fileCorrupt();
  }
  if (error instanceof PoolError) {
    if (error.failure === "timeout") return timedOut(jobMs);
    if (error.failure === "memory") return tooComplex();
    if (error.failure === "crashed") return fileCorrupt();
    return busy(); // "busy" and "closed" (the server is stopping)
  }
  throw error;
}
