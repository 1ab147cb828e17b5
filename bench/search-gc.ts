// Where the search's tail latency goes (issue 28, sessions 14 and 15): the built server of each worktree
// given, or this one's with several young-generation sizes, searched at 32 connections in turn (A B A B …).
// For each measured run, beside req/s and p99: the server's CPU and heap bytes allocated per request, its
// collections by kind (count, total and longest pause), the event loop's delay (p50, p99, longest) and the
// peak RSS. The figures come from inside the server (bench/gcwatch.mjs, preloaded), over exactly the run.
// `npx tsx bench/search-gc.ts [root …]`; BENCH_SEMI_SPACES="4 8 16" compares young-generation sizes (MB) on
// the first root's build instead (`npm run bench:young` builds this worktree's server and compares 4, 8
// and 16 MB). BENCH_ROUNDS (2), BENCH_SECONDS (8), BENCH_WARMUP_SECONDS (15). At the end, per variant, the
// median of its runs as a table for docs/benchmarks.md.
// GCWATCH_ALLOCATIONS=1: also the functions that allocated most per request (a sampling heap profile, which
// slows the server: its req/s and p99 are then not comparable).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GENEROUS_LIMITS, ROOT, signUp, startServer } from "./support.js";
import { BENCH_QUESTION, cannon, type CannonRun } from "./requests.js";
import { isSemiSpaceMb, SERVER_NODE_FLAGS, serverNodeFlags } from "../server/node-flags.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (!roots.length) roots.push(ROOT);
const semis = (process.env.BENCH_SEMI_SPACES ?? "").split(" ").filter(Boolean).map(Number);

interface Variant {
  label: string;
  entry: string;
  flags: string[];
}

/** bench/gcwatch.mjs's report of one window. */
interface Watch {
  allocatedBytes: number;
  promotedBytes: number;
  cpuMs: number;
  gc: Record<string, { count: number; totalMs: number; maxMs: number; pausesMs: number[] }>;
  loopDelay: { samples: number; p50: number; p99: number; max: number };
  /** With GCWATCH_ALLOCATIONS=1: the functions that allocated most, with their bytes. */
  allocators?: [string, number][];
}

interface GcRun {
  label: string;
  search: CannonRun;
  watch: Watch;
  peakRssMb: number;
}

const WATCH = path.join(ROOT, "bench/gcwatch.mjs");

function variantsOf(): Variant[] {
  if (!semis.length)
    return roots.map((root) => ({ label: root, entry: path.join(root, "dist/server/main.js"), flags: [...SERVER_NODE_FLAGS] }));
  return semis.map((mb) => {
    if (!isSemiSpaceMb(mb)) throw new Error(`BENCH_SEMI_SPACES: ${mb} is not a semi-space size V8 takes (1, 2, 4 … 64 MB)`);
    return { label: `semi-space ${mb} MB`, entry: path.join(roots[0], "dist/server/main.js"), flags: serverNodeFlags(mb) };
  });
}

async function readReport(file: string): Promise<Watch> {
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(fs.readFileSync(file, "utf8")) as Watch;
}

const f1 = (n: number) => n.toFixed(1);

/** One line per run: what the client saw, then what the server did during it. */
function describeRun(run: GcRun): string {
  const { search, watch } = run;
  const kinds = Object.entries(watch.gc)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, g]) => `${kind} ${g.count}× ${g.totalMs.toFixed(0)} ms (longest ${f1(g.maxMs)})`)
    .join(", ");
  const perRequest = Math.max(1, search.requests);
  const d = watch.loopDelay;
  return (
    `${run.label}: ${search.rps} req/s, p99 ${search.p99} ms, ${search.errors} errors; ` +
    `${Math.round((watch.cpuMs * 1000) / perRequest)} µs CPU and ${f1(watch.allocatedBytes / perRequest / 1024)} KB allocated and ${f1(watch.promotedBytes / perRequest / 1024)} KB promoted per request; ` +
    `GC: ${kinds || "none"}; loop delay p50 ${f1(d.p50)} / p99 ${f1(d.p99)} / max ${f1(d.max)} ms; peak RSS ${run.peakRssMb} MB`
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[sorted.length >> 1] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

/** Per variant, the median of its runs: a table for docs/benchmarks.md. */
function summary(runs: GcRun[]): string {
  const lines = [
    "| variant | runs | req/s | p99 ms | CPU µs/req | KB/req allocated / promoted | scavenges (ms in all, longest) | mark-compacts (ms in all, longest) | loop delay p99 / max ms | peak RSS MB |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const label of [...new Set(runs.map((r) => r.label))]) {
    const mine = runs.filter((r) => r.label === label);
    const m = (pick: (r: GcRun) => number, digits = 0) => median(mine.map(pick)).toFixed(digits);
    const gc = (r: GcRun, kind: string) => r.watch.gc[kind] ?? { count: 0, totalMs: 0, maxMs: 0 };
    const kindCell = (kind: string) =>
      `${m((r) => gc(r, kind).count)} (${m((r) => gc(r, kind).totalMs)}, ${m((r) => gc(r, kind).maxMs, 1)})`;
    lines.push(
      `| ${label} | ${mine.length} | ${m((r) => r.search.rps)} | ${m((r) => r.search.p99)} | ` +
        `${m((r) => (r.watch.cpuMs * 1000) / Math.max(1, r.search.requests))} | ${m((r) => r.watch.allocatedBytes / Math.max(1, r.search.requests) / 1024, 1)} / ` +
        `${m((r) => (r.watch.promotedBytes ?? 0) / Math.max(1, r.search.requests) / 1024, 2)} | ` +
        `${kindCell("Scavenge")} | ${kindCell("MarkSweepCompact")} | ${m((r) => r.watch.loopDelay.p99, 1)} / ${m((r) => r.watch.loopDelay.max, 1)} | ` +
        `${Math.max(...mine.map((r) => r.peakRssMb))} |`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const servers = [];
  for (const variant of variantsOf()) {
    const report = fs.mkdtempSync(path.join(os.tmpdir(), "gcwatch-")) + "/report";
    const server = await startServer({ ...GENEROUS_LIMITS, GCWATCH_FILE: report }, variant.entry, [...variant.flags, `--import=${WATCH}`]);
    const { access_token } = await signUp(server.url, 0);
    servers.push({ variant, server, report, reports: 0, auth: { authorization: `Bearer ${access_token}` } });
  }
  const searchPath = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;
  const load = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const runs: GcRun[] = [];
  try {
    for (const s of servers) await cannon(s.server, searchPath, warmup, s.auth);
    for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 2); round++)
      for (const s of servers) {
        process.kill(s.server.pid, "SIGUSR2");
        const search = await cannon(s.server, searchPath, seconds, s.auth);
        process.kill(s.server.pid, "SIGUSR2");
        const watch = await readReport(`${s.report}.${s.reports++}`);
        const run = { label: s.variant.label, search, watch, peakRssMb: s.server.peakRssMb() };
        runs.push(run);
        console.log(`${describeRun(run)}; load ${load()}`);
        for (const [site, bytes] of watch.allocators ?? [])
          console.log(`    ${(bytes / Math.max(1, search.requests) / 1024).toFixed(2).padStart(7)} KB/request  ${site}`);
      }
  } finally {
    for (const s of servers) await s.server.stop();
  }
  console.log(summary(runs));
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(runs, null, 1));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
