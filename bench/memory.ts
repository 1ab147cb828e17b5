// Where the server's memory goes (issue 28, session 10): the V8 heap (used and reserved, by space),
// memory outside it (external, array buffers) and the process's resident set, once after start-up
// (one sign-up done, so the password dictionary is loaded) and at their peaks under 32 connections
// of search load, on SQLite and PostgreSQL. bench/memwatch.mjs is preloaded into the server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cannon, BENCH_QUESTION, type Cannon } from "./requests.js";
import { GENEROUS_LIMITS, ROOT, signUp, startServer } from "./support.js";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";

type Figures = Record<string, number>;

interface MemoryRun {
  start: Figures;
  peak: Figures;
  search: Cannon;
  peakRssMb: number;
}

async function measure(env: Record<string, string>, seconds: number): Promise<MemoryRun> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "memwatch-")), "report");
  const server = await startServer({
    ...GENEROUS_LIMITS,
    ...env,
    NODE_OPTIONS: `--import=${path.join(ROOT, "bench/memwatch.mjs")}`,
    MEMWATCH_FILE: file,
  });
  const report = async (n: number): Promise<{ now: Figures; peak: Figures }> => {
    process.kill(server.pid, "SIGUSR2");
    for (let i = 0; i < 50 && !fs.existsSync(`${file}.${n}`); i++) await new Promise((r) => setTimeout(r, 100));
    return JSON.parse(fs.readFileSync(`${file}.${n}`, "utf8"));
  };
  try {
    const { access_token } = await signUp(server.url, 0);
    await new Promise((r) => setTimeout(r, 500));
    const start = (await report(0)).now;
    const auth = { authorization: `Bearer ${access_token}` };
    const searchPath = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;
    await cannon(server, searchPath, Number(process.env.BENCH_WARMUP_SECONDS ?? 20), auth);
    const search = await cannon(server, searchPath, seconds, auth);
    const { peak } = await report(1);
    return { start, peak, search, peakRssMb: server.peakRssMb() };
  } finally {
    await server.stop();
  }
}

const FIELDS = [
  "rss",
  "heapUsed",
  "heapTotal",
  "new_space",
  "old_space",
  "code_space",
  "large_object_space",
  "new_large_object_space",
  "external",
  "arrayBuffers",
];

export async function memoryBench(seconds: number): Promise<string> {
  const runs: [string, MemoryRun][] = [["SQLite", await measure({}, seconds)]];
  if (process.env.BENCH_SKIP_PG !== "1") {
    const pg = await startPostgres();
    try {
      runs.push(["PostgreSQL", await measure({ DATABASE_URL: await createDatabase(pg.url) }, seconds)]);
    } finally {
      await pg.stop();
    }
  }
  const lines = [
    `### Memory (MB; after start-up and one sign-up, then the peak of each figure under search load, 32 connections, ${seconds} s after the warm-up)`,
    "",
    `| server | ${FIELDS.join(" | ")} | search req/s | peak RSS (VmHWM) |`,
    `|---|${FIELDS.map(() => "---").join("|")}|---|---|`,
  ];
  for (const [name, run] of runs) {
    lines.push(`| ${name}, start | ${FIELDS.map((f) => run.start[f] ?? "").join(" | ")} | | |`);
    lines.push(`| ${name}, search peak | ${FIELDS.map((f) => run.peak[f] ?? "").join(" | ")} | ${run.search.rps} | ${run.peakRssMb} |`);
  }
  return [...lines, ""].join("\n");
}

/**
 * The request-cost run's sequence (bench/requests.ts) with the memory's peak reported per phase
 * (session 11): health, GET /auth/v1/user and GET /api/me each after its own warm-up, then the search's
 * warm-up and the search, so that a growth shows in the phase that causes it. `BENCH_ONLY=memory-requests`.
 */
async function phases(env: Record<string, string>, seconds: number): Promise<[string, Figures, number][]> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "memwatch-")), "report");
  const server = await startServer({
    ...GENEROUS_LIMITS,
    ...env,
    NODE_OPTIONS: `--import=${path.join(ROOT, "bench/memwatch.mjs")}`,
    MEMWATCH_FILE: file,
  });
  let reports = 0;
  const report = async (): Promise<Figures> => {
    const n = reports++;
    process.kill(server.pid, "SIGUSR2");
    for (let i = 0; i < 50 && !fs.existsSync(`${file}.${n}`); i++) await new Promise((r) => setTimeout(r, 100));
    return (JSON.parse(fs.readFileSync(`${file}.${n}`, "utf8")) as { peak: Figures }).peak;
  };
  try {
    const { access_token } = await signUp(server.url, 0);
    const auth = { authorization: `Bearer ${access_token}` };
    const searchPath = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;
    const rows: [string, Figures, number][] = [["start and one sign-up", await report(), 0]];
    for (const [name, route, headers, duration] of [
      ["GET /auth/v1/health", "/auth/v1/health", {}, seconds],
      ["GET /auth/v1/user", "/auth/v1/user", auth, seconds],
      ["GET /api/me", "/api/me", auth, seconds],
      ["search warm-up", searchPath, auth, Number(process.env.BENCH_WARMUP_SECONDS ?? 20)],
      ["GET /api/knowledge/search", searchPath, auth, seconds],
    ] as const) {
      const load = await cannon(server, route, duration, headers);
      rows.push([name, await report(), load.rps]);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

export async function requestPhasesMemory(seconds: number): Promise<string> {
  const runs: [string, [string, Figures, number][]][] = [["SQLite", await phases({}, seconds)]];
  if (process.env.BENCH_SKIP_PG !== "1") {
    const pg = await startPostgres();
    try {
      runs.push(["PostgreSQL", await phases({ DATABASE_URL: await createDatabase(pg.url) }, seconds)]);
    } finally {
      await pg.stop();
    }
  }
  const lines = [
    `### Memory by phase of the request-cost run (MB, the peak of each figure during the phase; 32 connections, ${seconds} s per route)`,
    "",
    `| server | phase | req/s | ${FIELDS.join(" | ")} |`,
    `|---|---|---|${FIELDS.map(() => "---").join("|")}|`,
  ];
  for (const [name, rows] of runs)
    for (const [phase, peak, rps] of rows)
      lines.push(`| ${name} | ${phase} | ${rps || ""} | ${FIELDS.map((f) => peak[f] ?? "").join(" | ")} |`);
  return [...lines, ""].join("\n");
}
