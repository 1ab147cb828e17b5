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
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";
import { GENEROUS_LIMITS, ROOT } from "./support.js";

interface Injector {
  inject(options: { method: string; url: string; headers?: Record<string, string>; payload?: string }): Promise<{
    statusCode: number;
    body: string;
  }>;
  close(): Promise<void>;
}

interface Built {
  build: string;
  fastify: Injector;
  close(): Promise<void>;
  tokens: string[];
}

const ROUTES = ["/auth/v1/health", "/auth/v1/user", "/api/me"] as const;
const USERS = 32;

const load = async <T>(dist: string, file: string): Promise<T> => (await import(pathToFileURL(path.join(dist, file)).href)) as T;

async function build(build: string, dist: string, databaseUrl: string | undefined): Promise<Built> {
  const { loadConfig } = await load<typeof import("../server/config.js")>(dist, "server/config.js");
  const { openDatabase } = await load<typeof import("../server/db/database.js")>(dist, "server/db/database.js");
  const { buildApp } = await load<typeof import("../server/app.js")>(dist, "server/app.js");
  const { systemClock } = await load<typeof import("../server/clock.js")>(dist, "server/clock.js");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `auth-inject-${build}-`));
  const config = loadConfig({
    ...GENEROUS_LIMITS,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ARGON2_MEMORY_KIB: "4096",
    ARGON2_ITERATIONS: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, clock: systemClock, logger: false });
  const fastify = app.fastify as unknown as Injector;
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const res = await fastify.inject({
      method: "POST",
      url: "/auth/v1/signup",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: `bench.${build}.${i}@example.ch`, password: "geheim-bench-123" }),
    });
    if (res.statusCode !== 200) throw new Error(`signup ${res.statusCode} ${res.body}`);
    tokens.push((JSON.parse(res.body) as { access_token: string }).access_token);
  }
  return {
    build,
    fastify,
    tokens,
    async close() {
      await app.stop?.();
      await fastify.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
