// The cost of one signed-in request and of one search over HTTP (issue 28): autocannon with 32
// connections against one built server, each figure next to /auth/v1/health of the same server,
// so that the ratio cancels most of a shared machine's noise. Measured back to back.
import autocannon from "autocannon";
import { GENEROUS_LIMITS, sessionsFor, startServer, type Server } from "./support.js";

export interface Cannon {
  rps: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answered request, in µs: steadier than req/s on a shared machine. */
  cpuUs: number;
}

/** One run's figures and how many requests it answered (per-request figures of a server's own counters). */
export interface CannonRun extends Cannon {
  requests: number;
}

export interface RequestCost {
  health: Cannon;
  user: Cannon;
  /** GET /api/me: the product guard and nothing else. */
  api: Cannon;
  search: Cannon;
  peakRssMb: number;
}

/** An everyday question of the kind the issue measured. */
export const BENCH_QUESTION = "Unser Online-Shop hatte einen Hackerangriff und Kundendaten sind weg. Müssen wir das melden und bis wann?";

/**
 * `headers`: one set for every connection, or a list handed out to the connections in turn (a
 * signed-in route with one session per connection, as 32 users would have: session 12).
 */
export async function cannon(
  server: Server,
  path: string,
  seconds: number,
  headers: Record<string, string> | Record<string, string>[] = {},
  connections = 32,
): Promise<CannonRun> {
  const cpu = server.cpuMs();
  const list = Array.isArray(headers) ? headers : [headers];
  let next = 0;
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections,
    duration: seconds,
    headers: list[0],
    setupClient: (client) => client.setHeaders(list[next++ % list.length]),
  });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    cpuUs: Math.round(((server.cpuMs() - cpu) * 1000) / Math.max(1, result.requests.total)),
  };
}

export async function requestCost(env: Record<string, string>, seconds: number, entry?: string): Promise<RequestCost> {
  const server = await startServer({ ...GENEROUS_LIMITS, ...env }, entry);
  try {
    // One session per connection (session 12): 32 users, not one user 32 times over.
    const auth = await sessionsFor(server.url, 32);
    const searchPath = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;
    // Warm-up of every measured route. A fresh server's CPU per search fell over its first 20 s of
    // load, in consecutive 5 s runs 10.8, 4.3, 2.9, 1.6, 1.3, 1.4 ms (session 9): measured from the
    // start, the search figure was mostly the warm-up.
    const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
    for (const [path, headers] of [
      ["/auth/v1/health", {}],
      ["/auth/v1/user", auth],
      ["/api/me", auth],
    ] as const)
      await cannon(server, path, 2, headers);
    await cannon(server, searchPath, warmup, auth);
    const health = await cannon(server, "/auth/v1/health", seconds);
    const user = await cannon(server, "/auth/v1/user", seconds, auth);
    const api = await cannon(server, "/api/me", seconds, auth);
    const search = await cannon(server, searchPath, seconds, auth);
    return { health, user, api, search, peakRssMb: server.peakRssMb() };
  } finally {
    await server.stop();
  }
}

const ratio = (a: Cannon, b: Cannon) => (a.rps / b.rps).toFixed(2);

export function costTable(rows: [string, RequestCost][]): string {
  const cell = (c: Cannon, health?: Cannon) => `${c.rps}${health ? ` (${ratio(c, health)} ×)` : ""}, p99 ${c.p99} ms, ${c.cpuUs} µs CPU`;
  const lines = [
    "| server | GET /auth/v1/health | GET /auth/v1/user | GET /api/me | GET /api/knowledge/search | errors | peak RSS MB |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const [name, c] of rows) {
    const errors = c.health.errors + c.user.errors + c.api.errors + c.search.errors;
    lines.push(
      `| ${name} | ${cell(c.health)} | ${cell(c.user, c.health)} | ${cell(c.api, c.health)} | ${cell(c.search)} | ${errors} | ${c.peakRssMb} |`,
    );
  }
  return lines.join("\n");
}
