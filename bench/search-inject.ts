// Where a search request's CPU goes without the sockets (issue 28, session 16): one build's whole app
// (buildApp, SQLite or PostgreSQL, 32 users with a session each) in this process, and in alternating
// rounds the process's CPU per call of
//   - the app's own index searching the bench question (`index.search`, what the route calls),
//   - GET /auth/v1/health, GET /api/me (the guard alone) and GET /api/knowledge/search through `inject`,
// so that route − search − guard is what Fastify, the schema serializer and the route's hooks add.
// `npx tsx bench/search-inject.ts [dist]` (BENCH_ROUNDS, BENCH_REQUESTS, BENCH_ENGINES=sqlite,postgres).
import os from "node:os";
import path from "node:path";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";
import { BENCH_QUESTION } from "./requests.js";
import { injectApp, type InjectedApp } from "./inject-app.js";
import { ROOT } from "./support.js";

const USERS = 32;
const SEARCH = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;

const build = (dist: string, databaseUrl: string | undefined) => injectApp(dist, "search-inject", databaseUrl, USERS);

type Built = InjectedApp;

async function round(b: Built, what: string, requests: number): Promise<number> {
  const start = process.cpuUsage();
  if (what === "index.search") for (let i = 0; i < requests; i++) b.index.search(BENCH_QUESTION, { limit: 10 });
  else
    for (let i = 0; i < requests; i++) {
      const res = await b.fastify.inject({ method: "GET", url: what, headers: { authorization: `Bearer ${b.tokens[i % USERS]}` } });
      if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / requests;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dist = path.resolve(process.argv[2] ?? path.join(ROOT, "dist"));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
  const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
  const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
  const loads: number[] = [os.loadavg()[0]];
  console.log("| engine | index.search | GET /auth/v1/health | GET /api/me | GET /api/knowledge/search | route − search − /api/me |");
  console.log("|---|---|---|---|---|---|");
  for (const engine of engines) {
    const pg = engine === "postgres" ? await startPostgres() : null;
    try {
      const b = await build(dist, pg ? await createDatabase(pg.url) : undefined);
      const what = ["index.search", "/auth/v1/health", "/api/me", SEARCH];
      for (const w of what) await round(b, w, requests);
      const samples = new Map<string, number[]>(what.map((w) => [w, []]));
      for (let r = 0; r < rounds; r++) {
        for (const w of r % 2 ? [...what].reverse() : what) samples.get(w)!.push(await round(b, w, requests));
        loads.push(os.loadavg()[0]);
      }
      const m = what.map((w) => median(samples.get(w)!));
      const cell = (w: string, i: number) =>
        `${m[i].toFixed(0)} µs (${Math.min(...samples.get(w)!).toFixed(0)}–${Math.max(...samples.get(w)!).toFixed(0)})`;
      console.log(`| ${engine} | ${what.map(cell).join(" | ")} | ${(m[3] - m[0] - m[2]).toFixed(0)} µs |`);
      await b.close();
    } finally {
      await pg?.stop();
    }
  }
  console.log(
    `\n${rounds} alternating rounds of ${requests} calls each; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
}

await main();
