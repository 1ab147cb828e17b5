// What request logging costs per request, in one process (issue 28, session 14): the same trivial
// route on four Fastify instances — no request lines (`warn`), Fastify's two lines per request
// written synchronously (sessions 8–13's set-up), our one line through the buffered asynchronous
// destination (server/http/request-log.ts), and that line in the same batches written synchronously —
// called through `inject` in alternating rounds; the process's CPU time (every thread: pino's
// asynchronous writes run on libuv's pool) per request.
// Over HTTP a loaded machine's noise hides a few microseconds; in one process, interleaved, it does not.
// `npx tsx bench/log-cost.ts` (BENCH_ROUNDS, BENCH_REQUESTS); lines go to /dev/null.
import fs from "node:fs";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { requestLogLine } from "../server/http/plumbing.js";
import { AccessLog, logDestination } from "../server/http/request-log.js";

type Mode =
  "warn (no request lines)" | "info, two lines, synchronous" | "info, one line, buffered" | "info, one line, buffered, synchronous writes";
const MODES: Mode[] = [
  "warn (no request lines)",
  "info, two lines, synchronous",
  "info, one line, buffered",
  "info, one line, buffered, synchronous writes",
];

const devNull = fs.openSync("/dev/null", "a");

async function app(mode: Mode): Promise<FastifyInstance> {
  const oneLine = mode.startsWith("info, one line");
  // The alternative to the asynchronous destination: the same 4 KB batches, written by writeSync.
  const syncBatches = mode.endsWith("synchronous writes");
  const fastify = Fastify({
    logger: {
      level: mode.startsWith("warn") ? "warn" : "info",
      redact: ["req.headers.authorization", "req.headers.cookie", "req.headers.apikey"],
      serializers: { req: requestLogLine },
      // pino's own default for stdout is a synchronous SonicBoom: what the server had until session 14.
      stream: syncBatches
        ? pino.destination({ dest: devNull, sync: true, minLength: 4096 })
        : oneLine
          ? logDestination(devNull)
          : pino.destination({ dest: devNull, sync: true }),
    },
    ...(oneLine ? { logController: new AccessLog() } : {}),
  });
  fastify.get("/auth/v1/user", async () => ({ id: "00000000-0000-4000-8000-000000000000", aud: "authenticated" }));
  await fastify.ready();
  return fastify;
}

const headers = { authorization: `Bearer ${"x".repeat(600)}`, apikey: "anon", "user-agent": "bench" };

async function round(fastify: FastifyInstance, requests: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    const response = await fastify.inject({ method: "GET", url: "/auth/v1/user?x=1", headers });
    if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / requests;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
  const requests = Number(process.env.BENCH_REQUESTS ?? 5000);
  const apps = await Promise.all(MODES.map(app));
  for (const fastify of apps) await round(fastify, requests); // warm-up
  const samples: number[][] = MODES.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [3, 2, 1, 0] : [0, 1, 2, 3];
    for (const i of order) samples[i].push(await round(apps[i], requests));
  }
  const base = median(samples[0]);
  console.log(
    `${new Date().toISOString()}, ${rounds} alternating rounds of ${requests} injected requests, load ${(await import("node:os")).loadavg()[0].toFixed(1)}\n`,
  );
  console.log("| logging | CPU per request, median (range) | above `warn` |");
  console.log("|---|---|---|");
  MODES.forEach((mode, i) => {
    const m = median(samples[i]);
    console.log(
      `| ${mode} | ${m.toFixed(1)} µs (${Math.min(...samples[i]).toFixed(1)}–${Math.max(...samples[i]).toFixed(1)}) | ${i ? `${(m - base).toFixed(1)} µs` : "—"} |`,
    );
  });
  for (const fastify of apps) await fastify.close();
}

await main();
