// The cost of one signed-in request and of one search over HTTP (issue 28): autocannon with 32
// connections against one built server, each signed-in figure next to /auth/v1/health of the same
// server, so that the ratio cancels most of a shared machine's noise. Since session 20 the signed-in
// routes and health are measured in interleaved rounds (bench/pairs.ts) and the ratio is the median
// of the rounds' ratios; the search is measured once, after them.
import autocannon from "autocannon";
import { formatPairs, listPairs, median, pairRatios, roundOrder, type PairRatios } from "./pairs.js";
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
  /** Medians over the rounds (req/s, p99, CPU per request; errors summed). */
  health: Cannon;
  user: Cannon;
  /** GET /api/me: the product guard and nothing else. */
  api: Cannon;
  search: Cannon;
  peakRssMb: number;
  /** Every round's figures, in the order measured. */
  rounds: { health: Cannon; user: Cannon; api: Cannon }[];
  /** Per round: /user's and /api/me's rate ÷ health's rate of the same round. */
  userPairs: PairRatios;
  apiPairs: PairRatios;
}

/** The rounds' medians of each figure; errors are summed (none may hide in a median). */
export function medianCannon(runs: readonly Cannon[]): Cannon {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    cpuUs: Math.round(median(runs.map((r) => r.cpuUs))),
  };
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

/**
 * Rounds of the interleaved ratio (BENCH_PAIR_ROUNDS, default 5), seconds per figure in a round
 * (BENCH_PAIR_SECONDS, default 3) and each figure's own warm-up right before it (BENCH_PAIR_WARMUP_SECONDS, default 1).
 */
export function pairSettings(): { rounds: number; seconds: number; warmup: number } {
  return {
    rounds: Number(process.env.BENCH_PAIR_ROUNDS ?? 5),
    seconds: Number(process.env.BENCH_PAIR_SECONDS ?? 3),
    warmup: Number(process.env.BENCH_PAIR_WARMUP_SECONDS ?? 1),
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
    const routes = [
      ["health", "/auth/v1/health", {}],
      ["user", "/auth/v1/user", auth],
      ["api", "/api/me", auth],
    ] as const;
    for (const [, path, headers] of routes) await cannon(server, path, 2, headers);
    await cannon(server, searchPath, warmup, auth);
    const pair = pairSettings();
    const rounds: RequestCost["rounds"] = [];
    for (let round = 0; round < pair.rounds; round++) {
      const figures: Partial<RequestCost["rounds"][number]> = {};
      for (const [name, path, headers] of roundOrder(routes, round)) {
        if (pair.warmup > 0) await cannon(server, path, pair.warmup, headers);
        figures[name] = await cannon(server, path, pair.seconds, headers);
      }
      rounds.push(figures as RequestCost["rounds"][number]);
    }
    const search = await cannon(server, searchPath, seconds, auth);
    const rates = (name: "health" | "user" | "api") => rounds.map((r) => r[name].rps);
    return {
      health: medianCannon(rounds.map((r) => r.health)),
      user: medianCannon(rounds.map((r) => r.user)),
      api: medianCannon(rounds.map((r) => r.api)),
      search,
      peakRssMb: server.peakRssMb(),
      rounds,
      userPairs: pairRatios(rates("user"), rates("health")),
      apiPairs: pairRatios(rates("api"), rates("health")),
    };
  } finally {
    await server.stop();
  }
}

/**
 * The table: health, /user and /api/me as the medians of the rounds (req/s, p99, CPU), the ratios as
 * the median of the rounds' ratios with their spread; then every round's pairs.
 */
export function costTable(rows: [string, RequestCost][]): string {
  const cell = (c: Cannon, pairs?: PairRatios) => `${c.rps}${pairs ? ` (${formatPairs(pairs)})` : ""}, p99 ${c.p99} ms, ${c.cpuUs} µs CPU`;
  const lines = [
    "| server | GET /auth/v1/health | GET /auth/v1/user | GET /api/me | GET /api/knowledge/search | errors | peak RSS MB |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const [name, c] of rows) {
    const errors = c.health.errors + c.user.errors + c.api.errors + c.search.errors;
    lines.push(
      `| ${name} | ${cell(c.health)} | ${cell(c.user, c.userPairs)} | ${cell(c.api, c.apiPairs)} | ${cell(c.search)} | ${errors} | ${c.peakRssMb} |`,
    );
  }
  lines.push("");
  for (const [name, c] of rows) {
    const rates = (pick: (r: RequestCost["rounds"][number]) => Cannon) => c.rounds.map((r) => pick(r).rps);
    lines.push(
      `- ${name}, /auth/v1/user ÷ health per round: ${listPairs(
        rates((r) => r.user),
        rates((r) => r.health),
      ).join("; ")}`,
    );
    lines.push(
      `- ${name}, /api/me ÷ health per round: ${listPairs(
        rates((r) => r.api),
        rates((r) => r.health),
      ).join("; ")}`,
    );
  }
  return lines.join("\n");
}
