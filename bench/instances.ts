// One instance against two on one PostgreSQL database (issue 28, decision 026): the same load of
// 32 connections, once against one instance and once split 16 + 16 over two instances loaded at
// the same time (as a least-connections balancer would split it), summed. Each instance has its
// own signing key here, so each load signs up on the instance it loads.
import { cannon, BENCH_QUESTION, type Cannon } from "./requests.js";
import { GENEROUS_LIMITS, sessionsFor, startServer, type Server } from "./support.js";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";

interface Split {
  one: Cannon;
  two: Cannon[];
}

const PATHS = { search: `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`, user: "/auth/v1/user" };

/** One session per connection (session 12), signed up on the instance it loads. */
const tokenOf = (server: Server) => sessionsFor(server.url, 32);

async function measure(servers: Server[], auth: Record<string, string>[][], path: string, seconds: number): Promise<Split> {
  const one = await cannon(servers[0], path, seconds, auth[0], 32);
  const two = await Promise.all(servers.map((s, i) => cannon(s, path, seconds, auth[i], 16)));
  return { one, two };
}

const sum = (cs: Cannon[]) => cs.reduce((a, c) => a + c.rps, 0);

function line(name: string, { one, two }: Split): string {
  const p99 = Math.max(...two.map((c) => c.p99));
  const errors = one.errors + two.reduce((a, c) => a + c.errors, 0);
  const cpu = Math.round(two.reduce((a, c) => a + c.cpuUs * c.rps, 0) / Math.max(1, sum(two)));
  return `| ${name} | ${one.rps}, p99 ${one.p99} ms, ${one.cpuUs} µs CPU | ${sum(two)} (${two.map((c) => c.rps).join(" + ")}), p99 ${p99} ms, ${cpu} µs CPU | ${(sum(two) / Math.max(1, one.rps)).toFixed(2)} × | ${errors} |`;
}

export async function instancesBench(seconds: number): Promise<string> {
  const pg = await startPostgres();
  const servers: Server[] = [];
  try {
    const url = await createDatabase(pg.url);
    // One after the other: the first runs the migrations.
    for (let i = 0; i < 2; i++) servers.push(await startServer({ ...GENEROUS_LIMITS, DATABASE_URL: url }));
    const auth = await Promise.all(servers.map(tokenOf));
    // Warm-up (a fresh server's CPU per search settles after about 20 s of load, bench/requests.ts).
    const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
    await Promise.all(servers.map((s, i) => cannon(s, PATHS.search, warmup, auth[i], 16)));
    await Promise.all(servers.map((s, i) => cannon(s, PATHS.user, 2, auth[i], 16)));
    const search = await measure(servers, auth, PATHS.search, seconds);
    const user = await measure(servers, auth, PATHS.user, seconds);
    return [
      `### One instance or two on one PostgreSQL database (${seconds} s per figure; two: 16 connections each at the same time, summed)`,
      "",
      "| endpoint | one instance, 32 connections | two instances, 16 + 16 | two ÷ one | errors |",
      "|---|---|---|---|---|",
      line("GET /api/knowledge/search", search),
      line("GET /auth/v1/user", user),
      "",
      `Peak RSS per instance: ${servers.map((s) => s.peakRssMb()).join(" / ")} MB`,
      "",
    ].join("\n");
  } finally {
    for (const s of servers) await s.stop();
    await pg.stop();
  }
}
