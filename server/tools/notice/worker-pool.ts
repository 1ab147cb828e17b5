// A small pool of worker threads for CPU work on untrusted input (decision 017): a fixed number of
// workers, a bounded queue that refuses instead of growing, a wall-clock limit per job after which
// the worker is terminated (a parser stuck in a loop cannot be interrupted any other way) and a V8
// heap limit per worker. Workers start with warm() or on the first job, and are replaced when one
// is terminated.
// Written here rather than taken from a library: it is about 150 lines, and the limits are the point.
import { parentPort, type Worker } from "node:worker_threads";
import { startWorker } from "./worker-entry.js";

export type PoolFailure = "busy" | "timeout" | "memory" | "crashed" | "closed";

export class PoolError extends Error {
  constructor(readonly failure: PoolFailure) {
    super(`worker pool: ${failure}`);
  }
}

export interface PoolOptions {
  /** The worker module (a .ts URL under tsx/vitest, .js in the build); it calls serveJobs(). */
  module: URL;
  size: number;
  /** Jobs that may wait for a worker; one more is refused with "busy". */
  queue: number;
  jobMs: number;
  heapMb: number;
}

/** What a job's handler may fail with, as plain data (errors do not cross threads with their class). */
export type JobFailure = Record<string, unknown>;
type Reply<Out> = { kind: "ready" } | { kind: "done"; value: Out } | { kind: "failed"; failure: JobFailure };

/** How long a new worker may take to load its module before it counts as crashed. */
const BOOT_MS = 30_000;

interface Job<In, Out> {
  input: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

interface Slot<In, Out> {
  worker: Worker;
  ready: boolean;
  job: Job<In, Out> | null;
  timer: NodeJS.Timeout | null;
}

/** A job's failure as reported by the worker's handler (the handler threw it, the worker is fine). */
export class JobError extends Error {
  constructor(readonly failure: JobFailure) {
    super("job failed");
  }
}

export class WorkerPool<In, Out> {
  private readonly slots = new Set<Slot<In, Out>>();
  private readonly waiting: Job<In, Out>[] = [];
  private closed = false;
  /** After warm(), a worker that ends is replaced at once, not on the next job. */
  private warmed = false;

  constructor(private readonly options: PoolOptions) {}

  run(input: In): Promise<Out> {
    if (this.closed) return Promise.reject(new PoolError("closed"));
    return new Promise<Out>((resolve, reject) => {
      const job = { input, resolve, reject };
      const idle = [...this.slots].find((slot) => slot.ready && !slot.job);
      if (idle) this.begin(idle, job);
      else if (this.slots.size < this.options.size) this.spawn(job);
      else if (this.waiting.length < this.options.queue) this.waiting.push(job);
      else reject(new PoolError("busy"));
    });
  }

  /** Starts every worker now instead of on the first jobs (their modules take a while to load). */
  warm(): void {
    this.warmed = true;
    while (!this.closed && this.slots.size < this.options.size) this.spawn(null);
  }

  /** Refuses what waits, terminates every worker (a running job fails with "closed"). */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new PoolError("closed"));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new PoolError("closed"))));
  }

  get counts(): { workers: number; busy: number; waiting: number } {
    const busy = [...this.slots].filter((slot) => slot.job).length;
    return { workers: this.slots.size, busy, waiting: this.waiting.length };
  }

  private spawn(job: Job<In, Out> | null): void {
    const worker = startWorker(this.options.module, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    const slot: Slot<In, Out> = { worker, ready: false, job, timer: null };
    slot.timer = setTimeout(() => void this.retire(slot, new PoolError("crashed")), BOOT_MS);
    this.slots.add(slot);
    worker.on("message", (reply: Reply<Out>) => this.onReply(slot, reply));
    worker.on("error", (error: NodeJS.ErrnoException) => {
      void this.retire(slot, new PoolError(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crashed"));
    });
    worker.on("exit", () => void this.retire(slot, new PoolError("crashed")));
  }

  private begin(slot: Slot<In, Out>, job: Job<In, Out>): void {
    slot.job = job;
    slot.worker.ref();
    // The clock starts when the worker gets the job, not while the job waited or the worker booted.
    slot.timer = setTimeout(() => void this.retire(slot, new PoolError("timeout")), this.options.jobMs);
    slot.worker.postMessage(job.input);
  }

  private onReply(slot: Slot<In, Out>, reply: Reply<Out>): void {
    if (reply.kind === "ready") {
      slot.ready = true;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      const job = slot.job;
      if (job) this.begin(slot, job);
      else this.next(slot);
      return;
    }
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    slot.worker.unref();
    if (job && reply.kind === "done") job.resolve(reply.value);
    else if (job && reply.kind === "failed") job.reject(new JobError(reply.failure));
    this.next(slot);
  }

  private next(slot: Slot<In, Out>): void {
    const job = this.waiting.shift();
    if (job) this.begin(slot, job);
    else slot.worker.unref();
  }

  /** Ends a worker for good (timeout, crash, close) and fails its job; a waiting job gets a new worker. */
  private async retire(slot: Slot<In, Out>, error: PoolError): Promise<void> {
    if (!this.slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = null;
    if (!this.closed) {
      const job = this.waiting.shift();
      if (job || this.warmed) this.spawn(job ?? null);
    }
    await slot.worker.terminate().catch(() => {});
  }
}

/**
 * The worker's side: announces that it is ready, then answers each message with the handler's
 * result. A thrown value is turned into plain data by describe(); anything else crashes the worker.
 */
export function serveJobs<In, Out>(handler: (input: In) => Promise<Out>, describe: (error: unknown) => JobFailure): void {
  const port = parentPort;
  if (!port) throw new Error("serveJobs() runs in a worker thread only");
  port.on("message", (input: In) => {
    handler(input).then(
      (value) => port.postMessage({ kind: "done", value } satisfies Reply<Out>),
      (error: unknown) => port.postMessage({ kind: "failed", failure: describe(error) } satisfies Reply<Out>),
    );
  });
  port.postMessage({ kind: "ready" } satisfies Reply<Out>);
}
