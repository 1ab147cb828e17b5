// The pool on its own, with a worker that misbehaves on request (tests/fixtures/workers/pool-worker.ts):
// a job past its time is terminated and its worker replaced, a heap blown or a worker gone is
// reported, a full queue refuses at once, and close() leaves no thread behind.
import { afterEach, describe, expect, it } from "vitest";
import { JobError, PoolError, WorkerPool, type PoolOptions } from "./worker-pool.js";
import type { PoolTestJob } from "../../../tests/fixtures/workers/pool-worker.js";

type Out = { value: string; threadId: number };
const MODULE = new URL("../../../tests/fixtures/workers/pool-worker.ts", import.meta.url);
const pools: WorkerPool<PoolTestJob, Out>[] = [];

function pool(options: Partial<PoolOptions> = {}) {
  const created = new WorkerPool<PoolTestJob, Out>({ module: MODULE, size: 1, queue: 2, jobMs: 20_000, heapMb: 64, ...options });
  pools.push(created);
  return created;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof PoolError ? error.failure : error instanceof JobError ? error.failure : error),
  );
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe("WorkerPool", { timeout: 120_000 }, () => {
  it("runs jobs in a worker thread and reuses it", async () => {
    const workers = pool({ size: 1 });
    const first = await workers.run({ kind: "echo", value: "eins" });
    const second = await workers.run({ kind: "echo", value: "zwei" });
    expect([first.value, second.value]).toEqual(["eins", "zwei"]);
    expect(first.threadId).toBeGreaterThan(0);
    expect(second.threadId).toBe(first.threadId);
  });

  it("warm() starts every worker before the first job", async () => {
    const workers = pool({ size: 2 });
    workers.warm();
    expect(workers.counts).toEqual({ workers: 2, busy: 0, waiting: 0 });
    const outs = await Promise.all([workers.run({ kind: "echo", value: "a" }), workers.run({ kind: "echo", value: "b" })]);
    expect(outs.map((out) => out.value)).toEqual(["a", "b"]);
    expect(workers.counts.workers).toBe(2);
    // A warm pool replaces a worker that ends at once, before the next job asks for one.
    expect(await failure(workers.run({ kind: "exit" }))).toBe("crashed");
    expect(workers.counts.workers).toBe(2);
  });

  it("hands a handler's error back as data and keeps the worker", async () => {
    const workers = pool();
    const before = await workers.run({ kind: "echo", value: "x" });
    expect(await failure(workers.run({ kind: "fail", message: "kaputt" }))).toEqual({ message: "kaputt" });
    expect((await workers.run({ kind: "echo", value: "y" })).threadId).toBe(before.threadId);
  });

  it("terminates a job that runs past its time and replaces the worker for the next one", async () => {
    const workers = pool({ jobMs: 300 });
    const before = await workers.run({ kind: "echo", value: "x" });
    expect(await failure(workers.run({ kind: "spin" }))).toBe("timeout");
    const after = await workers.run({ kind: "echo", value: "wieder da" });
    expect(after.value).toBe("wieder da");
    expect(after.threadId).not.toBe(before.threadId);
    expect(workers.counts).toEqual({ workers: 1, busy: 0, waiting: 0 });
  });

  it("reports a worker that ran out of its heap as 'memory', and one that exited as 'crashed'", async () => {
    const workers = pool({ heapMb: 32 });
    expect(await failure(workers.run({ kind: "heap" }))).toBe("memory");
    expect(await failure(workers.run({ kind: "exit" }))).toBe("crashed");
    expect((await workers.run({ kind: "echo", value: "ok" })).value).toBe("ok");
  });

  it("queues up to its bound and refuses the next job at once with 'busy'", async () => {
    const workers = pool({ size: 1, queue: 2 });
    await workers.run({ kind: "echo", value: "warm" });
    const running = workers.run({ kind: "wait", ms: 1_500 });
    const queued = [workers.run({ kind: "echo", value: "a" }), workers.run({ kind: "echo", value: "b" })];
    expect(await failure(workers.run({ kind: "echo", value: "c" }))).toBe("busy");
    expect(workers.counts).toEqual({ workers: 1, busy: 1, waiting: 2 });
    expect((await running).value).toBe("waited");
    expect((await Promise.all(queued)).map((out) => out.value)).toEqual(["a", "b"]);
  });

  it("close() fails what runs and waits, and ends every worker", async () => {
    const workers = pool({ size: 2, queue: 1 });
    const outcomes = [workers.run({ kind: "spin" }), workers.run({ kind: "spin" }), workers.run({ kind: "echo", value: "nie" })].map(
      failure,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await workers.close();
    expect(await Promise.all(outcomes)).toEqual(["closed", "closed", "closed"]);
    expect(workers.counts).toEqual({ workers: 0, busy: 0, waiting: 0 });
    expect(await failure(workers.run({ kind: "echo", value: "zu" }))).toBe("closed");
  });
});
