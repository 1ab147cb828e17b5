// Two builds of the server, before and after a change to the signed-in request, interleaved on one
// machine (issue 28, session 11): per engine both builds' servers run side by side, and in each round
// each in turn gets GET /auth/v1/health, GET /auth/v1/user and GET /api/me under autocannon (32
// connections, a few seconds each, the order swapped every round), so that a shared machine's
// changing load falls on both alike. Reported: medians over the rounds of the ratio to health, the CPU
// per request and p99, then each server's peak RSS and V8 heap by space (bench/memwatch.mjs preloaded).
// `npx tsx bench/auth-compare.ts BEFORE/dist/server/main.js [AFTER/dist/server/main.js]`; BENCH_BEFORE_FLAGS and
// BENCH_AFTER_FLAGS replace a build's V8 flags (server/node-flags.ts), e.g. to compare flags on one build;
// BENCH_BEFORE_ENV and BENCH_AFTER_ENV add environment variables to a build's server ("LOG_LEVEL=warn", space-separated),
// e.g. to compare request logging levels on one build (session 13).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_QUESTION, cannon, type Cannon } from "./requests.js";
import { GENEROUS_LIMITS, ROOT, sessionsFor, startServer, type Server } from "./support.js";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";
import { SERVER_NODE_FLAGS } from "../server/node-flags.js";

/** BENCH_SEARCH=1 adds a search per round (session 12: whether a V8 flag slows it). */
const SEARCH = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;

interface Run {
  build: string;
  engine: string;
  health: Cannon;
  user: Cannon;
  api: Cannon;
  search?: Cannon;
  peakRssMb: number;
  heap: Record<string, number>;
  load: number;
}

interface Started {
  build: string;
  server: Server;
  auth: Record<string, string>[];
  report: string;
  samples: { health: Cannon[]; user: Cannon[]; api: Cannon[]; search: Cannon[] };
}

/** A build's V8 flags from BENCH_BEFORE_FLAGS / BENCH_AFTER_FLAGS (default: the server's own), to compare flags on one build. */
function flagsOf(build: string): readonly string[] {
  const flags = process.env[`BENCH_${build.toUpperCase()}_FLAGS`];
  return flags === undefined ? SERVER_NODE_FLAGS : flags.split(" ").filter(Boolean);
}

/** A build's extra environment from BENCH_BEFORE_ENV / BENCH_AFTER_ENV ("NAME=value NAME=value"). */
function envOf(build: string): Record<string, string> {
  const pairs = (process.env[`BENCH_${build.toUpperCase()}_ENV`] ?? "").split(" ").filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
}

async function start(build: string, entry: string, env: Record<string, string>): Promise<Started> {
  const extra = envOf(build);
  const label = Object.keys(extra).length
    ? `${build} (${Object.entries(extra)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")})`
    : build;
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "authcmp-")), "report");
  const server = await startServer(
    { ...GENEROUS_LIMITS, ...env, ...extra, NODE_OPTIONS: `--import=${path.join(ROOT, "bench/memwatch.mjs")}`, MEMWATCH_FILE: report },
    entry,
    flagsOf(build),
  );
  const auth = await sessionsFor(server.url, 32);
  for (const [route, headers] of [
    ["/auth/v1/health", {}],
    ["/auth/v1/user", auth],
    ["/api/me", auth],
  ] as const)
    await cannon(server, route, 3, headers);
  return { build: label, server, auth, report, samples: { health: [], user: [], api: [], search: [] } };
}

/** The median of each figure over the rounds (the ratio: of the per-round ratios). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function finish(s: Started, engine: string): Promise<Run> {
  process.kill(s.server.pid, "SIGUSR2");
  for (let i = 0; i < 50 && !fs.existsSync(`${s.report}.0`); i++) await new Promise((r) => setTimeout(r, 100));
  const { peak } = JSON.parse(fs.readFileSync(`${s.report}.0`, "utf8")) as { peak: Record<string, number> };
  const peakRssMb = s.server.peakRssMb();
  await s.server.stop();
  const health = s.samples.health;
  const pick = (list: Cannon[]): Cannon => ({
    // The ratio to the health figure measured just before it, in the same round.
    rps: Math.round(median(list.map((c, i) => (c.rps / health[i].rps) * median(health.map((h) => h.rps))))),
    p99: median(list.map((c) => c.p99)),
    errors: list.reduce((sum, c) => sum + c.errors, 0),
    cpuUs: median(list.map((c) => c.cpuUs)),
  });
  return {
    build: s.build,
    engine,
    health: pick(health),
    user: pick(s.samples.user),
    api: pick(s.samples.api),
    // Search req/s as measured (not a ratio to health): the memory work's question is whether it slowed.
    search: s.samples.search.length
      ? { ...pick(s.samples.search), rps: Math.round(median(s.samples.search.map((c) => c.rps))) }
      : undefined,
    peakRssMb,
    heap: peak,
    load: os.loadavg()[0],
  };
}

const HEAP = ["heapUsed", "heapTotal", "new_space", "old_space", "code_space", "large_object_space", "external", "arrayBuffers"];

function table(runs: Run[]): string {
  const x = (a: Cannon, h: Cannon) => (a.rps / h.rps).toFixed(2);
  const lines = [
    `| engine | build | load | health req/s, µs CPU | /user req/s (× health), µs CPU, p99 | /api/me req/s (× health), µs CPU, p99 | search req/s, µs CPU, p99 | peak RSS MB | ${HEAP.join(" | ")} |`,
    `|---|---|---|---|---|---|---|---|${HEAP.map(() => "---").join("|")}|`,
  ];
  for (const r of runs) {
    lines.push(
      `| ${r.engine} | ${r.build} | ${r.load.toFixed(1)} | ${r.health.rps}, ${r.health.cpuUs} | ${r.user.rps} (${x(r.user, r.health)} ×), ${r.user.cpuUs}, ${r.user.p99} ms | ` +
        `${r.api.rps} (${x(r.api, r.health)} ×), ${r.api.cpuUs}, ${r.api.p99} ms | ${r.search ? `${r.search.rps}, ${r.search.cpuUs}, ${r.search.p99} ms` : ""} | ${r.peakRssMb} | ${HEAP.map((f) => r.heap[f] ?? "").join(" | ")} |` +
        (r.health.errors + r.user.errors + r.api.errors ? ` errors ${r.health.errors + r.user.errors + r.api.errors}` : ""),
    );
  }
  return lines.join("\n");
}

async function main() {
  const before = path.resolve(process.argv[2] ?? "");
  const after = path.resolve(process.argv[3] ?? path.join(ROOT, "dist/server/main.js"));
  const seconds = Number(process.env.BENCH_SECONDS ?? 2);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
  const withSearch = process.env.BENCH_SEARCH === "1";
  const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
  const runs: Run[] = [];
  const loads: number[] = [];
  for (const engine of engines) {
    const pg = engine === "postgres" ? await startPostgres() : null;
    try {
      const env = async (): Promise<Record<string, string>> => (pg ? { DATABASE_URL: await createDatabase(pg.url) } : {});
      // Both servers run side by side; only one is loaded at a time.
      const builds = [await start("before", before, await env()), await start("after", after, await env())];
      for (let round = 0; round < rounds; round++) {
        loads.push(os.loadavg()[0]);
        for (const s of round % 2 ? [...builds].reverse() : builds) {
          s.samples.health.push(await cannon(s.server, "/auth/v1/health", seconds));
          s.samples.user.push(await cannon(s.server, "/auth/v1/user", seconds, s.auth));
          s.samples.api.push(await cannon(s.server, "/api/me", seconds, s.auth));
          if (withSearch) s.samples.search.push(await cannon(s.server, SEARCH, seconds, s.auth));
        }
      }
      for (const s of builds) runs.push(await finish(s, engine));
    } finally {
      await pg?.stop();
    }
  }
  console.log(
    `${new Date().toISOString()}, ${rounds} alternating rounds of ${seconds} s per figure, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; ` +
      `medians over the rounds (req/s: the route's ratio to health in the same round, times the median health)\n\n${table(runs)}`,
  );
}

await main();
