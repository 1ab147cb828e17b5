// The signed-in request of two builds in one process (issue 28, session 15): per engine, each
// build's whole app (buildApp, its own database, 32 users with a session each) answers
// GET /auth/v1/health, GET /auth/v1/user and GET /api/me through Fastify's `inject`, in alternating
// rounds, so that a loaded machine's changing load falls on both builds alike. Reported: the
// process's CPU per request (median and range over the rounds) and the ratio of health's CPU to
// the route's, which is the route's throughput as a share of health's where one core is the limit.
// `inject` leaves out the sockets and Node's HTTP parser, which every route pays alike, so that
// ratio is lower than over HTTP; the difference between builds is what it resolves. On PostgreSQL
// the figure is the Node process's CPU only (the database server's is not in it).
// `npx tsx bench/auth-inject.ts BEFORE/dist [AFTER/dist]` (BENCH_ROUNDS, BENCH_REQUESTS, BENCH_ENGINES).
import os from "node:os";
import path from "node:path";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";
import { injectApp, type InjectedApp } from "./inject-app.js";
import { ROOT } from "./support.js";

type Built = InjectedApp & { build: string };

const ROUTES = ["/auth/v1/health", "/auth/v1/user", "/api/me"] as const;
const USERS = 32;

const build = async (name: string, dist: string, databaseUrl: string | undefined): Promise<Built> => ({
  build: name,
  ...(await injectApp(dist, `auth-inject-${name}`, databaseUrl, USERS)),
});

async function round(b: Built, url: string, requests: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const res = await b.fastify.inject({ method: "GET", url, headers: { authorization: `Bearer ${b.tokens[i % USERS]}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / requests;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const before = path.resolve(process.argv[2] ?? "");
  const after = path.resolve(process.argv[3] ?? path.join(ROOT, "dist"));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
  const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
  const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
  const loads: number[] = [os.loadavg()[0]];
  const lines: string[] = [];
  for (const engine of engines) {
    const pg = engine === "postgres" ? await startPostgres() : null;
    try {
      const builds = [
        await build("before", before, pg ? await createDatabase(pg.url) : undefined),
        await build("after", after, pg ? await createDatabase(pg.url) : undefined),
      ];
      // Warm-up: V8 compiles the hot paths, the memo fills (as it would in a server that has run a while).
      for (const b of builds) for (const url of ROUTES) await round(b, url, requests);
      const samples = new Map<string, number[]>();
      for (let r = 0; r < rounds; r++) {
        for (const b of r % 2 ? [...builds].reverse() : builds) {
          for (const url of ROUTES) {
            const key = `${b.build} ${url}`;
            samples.set(key, [...(samples.get(key) ?? []), await round(b, url, requests)]);
          }
        }
        loads.push(os.loadavg()[0]);
      }
      for (const b of builds) {
        const health = median(samples.get(`${b.build} /auth/v1/health`)!);
        const cells = ROUTES.map((url) => {
          const values = samples.get(`${b.build} ${url}`)!;
          const m = median(values);
          const range = `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
          return url === "/auth/v1/health"
            ? `${m.toFixed(1)} µs (${range})`
            : `${m.toFixed(1)} µs (${range}), ${(health / m).toFixed(2)} ×`;
        });
        lines.push(`| ${engine} | ${b.build} | ${cells.join(" | ")} |`);
      }
      for (const b of builds) await b.close();
    } finally {
      await pg?.stop();
    }
  }
  console.log(
    `${new Date().toISOString()}, ${rounds} alternating rounds of ${requests} requests per route (after a warm-up round), ` +
      `load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; CPU per request, median (range) over the rounds, ` +
      `and health's CPU ÷ the route's\n`,
  );
  console.log("| engine | build | GET /auth/v1/health | GET /auth/v1/user | GET /api/me |");
  console.log("|---|---|---|---|---|");
  for (const line of lines) console.log(line);
}

await main();
