// Where the CPU of one signed-in request goes (issue 28, session 11): the built server under
// `--cpu-prof`, autocannon on one route after a warm-up, and the profile's self time grouped by
// what it belongs to (ours, pg, better-sqlite3, Fastify, pino, Node's HTTP, the garbage collector).
// `npx tsx bench/auth-profile.ts [sqlite|postgres] [/auth/v1/user|/api/me]`; needs `npm run build:server`.
// BENCH_LOG_LEVEL=info profiles the server at that log level (default warn, as every benchmark; session 13).
// BENCH_ENTRY=path/to/dist/server/main.js profiles another build (session 14: the request log before and after).
// BENCH_WARMUP_SECONDS: the route's warm-up (default 4; a search needs about 20, session 16). The route may carry a
// query string (`/api/knowledge/search?q=…`).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { cannon } from "./requests.js";
import { GENEROUS_LIMITS, sessionsFor, startServer } from "./support.js";
import { SERVER_NODE_FLAGS } from "../server/node-flags.js";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** CLOCK_MONOTONIC in µs, the clock of V8's profile timestamps on Linux (shared by all processes). */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Which part of the stack a function belongs to, by its file. */
function group(url: string, name: string): string {
  if (name === "(garbage collector)") return "gc";
  if (name === "(idle)" || name === "(program)" || name === "(root)") return name;
  if (url.includes("/node_modules/pg") || url.includes("/node_modules/pg-")) return "pg";
  if (url.includes("better-sqlite3")) return "better-sqlite3";
  if (url.includes("/node_modules/kysely")) return "kysely";
  if (url.includes("/node_modules/pino") || url.includes("sonic-boom") || name === "writeSync" || name === "writeUtf8String") return "pino";
  if (url.includes("/node_modules/fast-json-stringify")) return "serialiser";
  if (url.includes("/node_modules/jose")) return "jose";
  if (url.includes("/node_modules/")) return `other module ${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]}`;
  if (url.includes("/dist/server/")) return "ours";
  if (url.startsWith("node:")) return url.startsWith("node:internal/http") || url.startsWith("node:_http") ? "node http" : "node other";
  if (url === "") return "native/builtin";
  return "other";
}

/** Self time per function over the samples taken between `from` and `to` (monotonic µs). */
export function summarise(profile: Profile, from = 0, to = Infinity, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t >= from && t <= to) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta);
  }
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const g = group(url, functionName);
    groups.set(g, (groups.get(g) ?? 0) + us);
    if (g === "(idle)") continue;
    busy += us;
    const key = `${functionName || "(anonymous)"} ${url.replace(/^.*\/(node_modules|dist)\//, "$1/")}:${lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
  const lines = [`busy ${(busy / 1000).toFixed(0)} ms (idle ${((groups.get("(idle)") ?? 0) / 1000).toFixed(0)} ms)`, "", "by group:"];
  for (const [g, us] of [...groups].filter(([g]) => g !== "(idle)").sort((a, b) => b[1] - a[1]))
    lines.push(`  ${pct(us).padStart(7)}  ${g}`);
  lines.push("", "by function (self):");
  for (const [f, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(us).padStart(7)}  ${f}`);
  return lines.join("\n");
}

/**
 * Session 16: the samples by the part of a request they belong to, from each sample's stack: the
 * search, the sign-in guard, the response's serialiser, the socket writes, the collector, and the
 * rest of Node's HTTP and Fastify.
 */
export function phases(profile: Profile, from = 0, to = Infinity): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const phaseOf = (id: number): string => {
    const self = byId.get(id)!.callFrame;
    if (self.functionName === "(garbage collector)") return "garbage collector";
    if (self.functionName === "(idle)") return "(idle)";
    if (["writev", "writeBuffer", "writeString", "writeUtf8String"].includes(self.functionName)) return "socket writes (syscall)";
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      if (url.includes("/dist/server/search/") && functionName === "search") return "the search (index.search)";
      if (url.includes("/dist/server/auth/") || url.includes("/require-user")) return "the sign-in guard";
      if (url.includes("fast-json-stringify") || /^anonymous\d*$/.test(functionName)) return "response serialiser";
    }
    return "Node's HTTP, Fastify, the rest";
  };
  const tally = new Map<string, number>();
  let busy = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < from || t > to) continue;
    const phase = phaseOf(profile.samples[i]);
    if (phase === "(idle)") continue;
    tally.set(phase, (tally.get(phase) ?? 0) + delta);
    busy += delta;
  }
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .map(([phase, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${phase}`)
    .join("\n");
}

async function main() {
  const engine = process.argv[2] ?? "sqlite";
  const route = process.argv[3] ?? "/auth/v1/user";
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "authprof-"));
  const pg = engine === "postgres" ? await startPostgres() : null;
  const window = [0, Infinity];
  try {
    const env: Record<string, string> = { ...GENEROUS_LIMITS };
    if (process.env.BENCH_LOG_LEVEL) env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
    if (pg) env.DATABASE_URL = await createDatabase(pg.url);
    const server = await startServer(env, process.env.BENCH_ENTRY ? path.resolve(process.env.BENCH_ENTRY) : undefined, [
      ...SERVER_NODE_FLAGS,
      "--cpu-prof",
      `--cpu-prof-dir=${dir}`,
    ]);
    try {
      const auth = await sessionsFor(server.url, 32);
      await cannon(server, "/auth/v1/health", 2);
      await cannon(server, route, Number(process.env.BENCH_WARMUP_SECONDS ?? 4), auth);
      const health = await cannon(server, "/auth/v1/health", seconds);
      window[0] = monotonicUs();
      const measured = await cannon(server, route, seconds, auth);
      window[1] = monotonicUs();
      console.log(
        `${engine} ${route}: ${measured.rps} req/s (${(measured.rps / health.rps).toFixed(2)} × health ${health.rps}), ` +
          `${measured.cpuUs} µs CPU/request (health ${health.cpuUs}), p99 ${measured.p99} ms, errors ${measured.errors}, ` +
          `peak RSS ${server.peakRssMb()} MB, load ${os.loadavg()[0].toFixed(1)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await pg?.stop();
  }
  const file = fs.readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  console.log(`profile: ${path.join(dir, file)}; the samples while ${route} was loaded:`);
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Profile;
  console.log(summarise(profile, window[0], window[1]));
  console.log(`\nby part of the request:\n${phases(profile, window[0], window[1])}`);
}

// Run as a script; other scripts may import summarise() and phases() (session 16).
if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
