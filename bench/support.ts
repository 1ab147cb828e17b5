// Shared pieces of the benchmarks: a real server process, a closed-loop load runner and
// percentiles. Speed is measured here, never in timed tests.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../tests/support/postgres.js";
import { SERVER_NODE_FLAGS } from "../server/node-flags.js";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Server {
  url: string;
  pid: number;
  dataDir: string;
  /** Peak resident memory so far, in MB (VmHWM). */
  peakRssMb(): number;
  /** CPU time the server process has used so far (user + system), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * `entry`: another build's dist/server/main.js, to measure before and after back to back.
 * `nodeArgs`: the V8 flags, by default those `npm start` runs the server with (BENCH_NODE_FLAGS
 * replaces them, e.g. "" for V8's defaults, to measure a flag's effect).
 */
export async function startServer(
  env: Record<string, string> = {},
  entry = path.join(ROOT, "dist/server/main.js"),
  nodeArgs: readonly string[] = process.env.BENCH_NODE_FLAGS !== undefined
    ? process.env.BENCH_NODE_FLAGS.split(" ").filter(Boolean)
    : SERVER_NODE_FLAGS,
  /** Each line the server writes to stdout (V8's --trace-gc writes there), else stdout is dropped. */
  onStdout?: (line: string) => void,
): Promise<Server> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", onStdout ? "pipe" : "ignore", "inherit"],
  });
  if (onStdout) {
    let rest = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop()!;
      for (const line of lines) onStdout(line);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/auth/v1/health`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    peakRssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/PID/stat, in clock ticks (100 per second on Linux).
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Runs `concurrency` loops of `task` for `seconds`; each task call is one timed request. */
export async function closedLoop(concurrency: number, seconds: number, task: (worker: number) => Promise<boolean>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const ok = await task(worker).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
  };
}

export async function signUp(url: string, i: number, password = "benchmark-pw-1") {
  const email = `bench-${Date.now().toString(36)}-${i}@example.ch`;
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signup failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string; refresh_token: string };
  return { email, password, ...body };
}

/** Bearer headers of `n` freshly signed-up users, one session each (one per load connection). */
export async function sessionsFor(url: string, n: number): Promise<Record<string, string>[]> {
  const headers: Record<string, string>[] = [];
  for (let i = 0; i < n; i++) headers.push({ authorization: `Bearer ${(await signUp(url, i)).access_token}` });
  return headers;
}

export const GENEROUS_LIMITS = {
  AUTH_RATE_LIMIT_SIGNUP: "1000000/60",
  AUTH_RATE_LIMIT_TOKEN: "1000000/60",
  AUTH_RATE_LIMIT_TOKEN_REFRESH: "1000000/60",
  CHAT_RATE_LIMIT: "1000000/60",
};
