// Load test: N concurrent virtual users against ONE server process (the built
// dist/server/main.js), on SQLite and on PostgreSQL. Each user signs up, then for a fixed time
// signs in, refreshes, asks the assistant (reading the event stream to `done`) and lists its
// conversations. Password hashing runs at its real cost (Argon2id 19456 KiB, 2 iterations).
// Afterwards every acknowledged sign-up must be a row in `users` and every acknowledged
// question a row in `messages`.
//
//   npx tsx bench/load.ts [--seconds 30] [--users 200] [--engine sqlite|postgres|both]
//
// Builds dist/server when it is older than server/. Prints a Markdown table per engine;
// runLoad() returns the figures (for docs/benchmarks.md).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { createDatabase, startPostgres } from "../tests/support/postgres.js";
import { ensureServerBuilt } from "../tests/proof/support/build-server.js";
import { startServer, tempDataDir, type ServerProcess } from "../tests/proof/support/server-process.js";
import { inspect } from "../tests/proof/support/db.js";

export type Engine = "sqlite" | "postgres";

export interface LoadOptions {
  /** Seconds of load per engine (default 30). */
  seconds?: number;
  /** Concurrent virtual users (default 200). */
  users?: number;
  engine?: Engine | "both";
  /** Progress lines on stderr (default true). */
  verbose?: boolean;
}

export interface EndpointFigures {
  endpoint: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** 5xx answers. */
  serverErrors: number;
  /** Other non-2xx answers (429, 4xx). */
  otherErrors: number;
  /** No answer at all (connection reset, timeout). */
  failures: number;
}

export interface LoadResult {
  engine: Engine;
  users: number;
  /** Requested load time. */
  seconds: number;
  /** From the first request until the last user finished its last iteration. */
  elapsedSeconds: number;
  iterations: number;
  requestsPerSecond: number;
  endpoints: EndpointFigures[];
  peakRssMb: number;
  /** CPU seconds (user + system) the server process used during the run. */
  serverCpuSeconds: number;
  acknowledgedSignups: number;
  acknowledgedQuestions: number;
  lostSignups: number;
  lostQuestions: number;
  /** Users whose sign-up was not acknowledged (they could not take part). */
  usersWithoutAccount: number;
  /** Chat answers (200) whose stream ended without a `done` event. */
  incompleteChats: number;
}

const ENDPOINTS = [
  "POST /auth/v1/signup",
  "POST /auth/v1/token (password)",
  "POST /auth/v1/token (refresh)",
  "POST /api/chat (to done)",
  "GET /api/conversations",
] as const;
type EndpointName = (typeof ENDPOINTS)[number];

const QUESTIONS = [
  "Wir hatten einen Hackerangriff, müssen wir das dem EDÖB melden?",
  "Wie lange habe ich Zeit für ein Auskunftsbegehren?",
  "Was regelt Art. 19 DSG zur Informationspflicht?",
  "Braucht es einen Vertrag mit dem Auftragsbearbeiter?",
  "Dürfen wir Personendaten in die USA bekanntgeben?",
  "Wann ist eine Datenschutz-Folgenabschätzung nötig?",
];

class Recorder {
  private samples = new Map<EndpointName, number[]>();
  private counts = new Map<EndpointName, { serverErrors: number; otherErrors: number; failures: number }>();

  record(endpoint: EndpointName, ms: number, status: number | null) {
    if (!this.samples.has(endpoint)) {
      this.samples.set(endpoint, []);
      this.counts.set(endpoint, { serverErrors: 0, otherErrors: 0, failures: 0 });
    }
    this.samples.get(endpoint)!.push(ms);
    const c = this.counts.get(endpoint)!;
    if (status === null) c.failures++;
    else if (status >= 500) c.serverErrors++;
    else if (status >= 300) c.otherErrors++;
  }

  figures(): EndpointFigures[] {
    return ENDPOINTS.filter((e) => this.samples.has(e)).map((endpoint) => {
      const sorted = [...this.samples.get(endpoint)!].sort((a, b) => a - b);
      const pct = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
      return {
        endpoint,
        requests: sorted.length,
        p50Ms: pct(50),
        p95Ms: pct(95),
        p99Ms: pct(99),
        maxMs: Math.round(sorted.at(-1)!),
        ...this.counts.get(endpoint)!,
      };
    });
  }
}

interface Answer {
  status: number | null;
  body: string;
}

/** A keep-alive client with a socket per user: the generator must not queue requests itself. */
function client(base: string, users: number) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: users * 2, maxFreeSockets: users * 2 });
  return {
    agent,
    request(
      method: string,
      pathname: string,
      options: { token?: string; body?: unknown; onData?: (text: string) => void } = {},
    ): Promise<Answer> {
      const body = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
      const headers: Record<string, string> = {};
      if (body) {
        headers["content-type"] = "application/json";
        headers["content-length"] = String(body.length);
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return new Promise((resolve) => {
        const req = http.request(
          { host: url.hostname, port: url.port, method, path: pathname, headers, agent, timeout: 120_000 },
          (res) => {
            res.setEncoding("utf8");
            let text = "";
            res.on("data", (chunk: string) => {
              text += chunk;
              options.onData?.(text);
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
            res.on("error", () => resolve({ status: null, body: text }));
          },
        );
        req.on("timeout", () => req.destroy(new Error("timeout")));
        req.on("error", () => resolve({ status: null, body: "" }));
        req.end(body);
      });
    },
  };
}

function procStatus(pid: number): { rssKb: number; hwmKb: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return { rssKb: field("VmRSS"), hwmKb: field("VmHWM") };
  } catch {
    return { rssKb: 0, hwmKb: 0 };
  }
}

function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100 Hz)
  } catch {
    return 0;
  }
}

async function runEngine(engine: Engine, users: number, seconds: number, log: (line: string) => void): Promise<LoadResult> {
  const dataDir = tempDataDir(`load-${engine}-`);
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let server: ServerProcess | undefined;
  try {
    let databaseUrl: string | undefined;
    if (engine === "postgres") {
      cluster = await startPostgres();
      databaseUrl = await createDatabase(cluster.url, "load");
    }
    server = await startServer({
      dataDir,
      databaseUrl,
      startTimeoutMs: 60_000,
      env: {
        // The real cost of a password hash: the defaults, spelled out.
        ARGON2_MEMORY_KIB: "19456",
        ARGON2_ITERATIONS: "2",
        AUTH_RATE_LIMIT_SIGNUP: "1000000/60",
        AUTH_RATE_LIMIT_TOKEN: "1000000/60",
        AUTH_RATE_LIMIT_TOKEN_REFRESH: "1000000/60",
        CHAT_RATE_LIMIT: "1000000/60",
        CHAT_STREAM_DELAY_MS: "0",
        LOG_LEVEL: "warn",
      },
    });
    const pid = server.pid;
    const api = client(server.url, users);
    const recorder = new Recorder();
    let peakRssKb = 0;
    const sampler = setInterval(() => {
      peakRssKb = Math.max(peakRssKb, procStatus(pid).rssKb);
    }, 200);
    const cpuBefore = cpuSeconds(pid);

    const ackedSignups: string[] = [];
    const ackedQuestions: string[] = [];
    let iterations = 0;
    let usersWithoutAccount = 0;
    let incompleteChats = 0;
    const timed = async (endpoint: EndpointName, call: () => Promise<Answer>) => {
      const start = performance.now();
      const answer = await call();
      recorder.record(endpoint, performance.now() - start, answer.status);
      return answer;
    };
    const parse = (answer: Answer) => {
      try {
        return JSON.parse(answer.body);
      } catch {
        return null;
      }
    };

    const started = performance.now();
    const deadline = started + seconds * 1000;
    log(`${engine}: ${users} users for ${seconds} s against pid ${pid} (${server.url})`);
    const progress = setInterval(
      () =>
        log(
          `${engine}: ${Math.round((performance.now() - started) / 1000)} s, ${iterations} iterations, ${ackedQuestions.length} questions, RSS ${Math.round(procStatus(pid).rssKb / 1024)} MB`,
        ),
      5_000,
    );

    const virtualUser = async (index: number) => {
      const email = `load-${engine}-${index}-${Date.now().toString(36)}@example.ch`;
      const password = `Passwort-${index}-geheim`;
      const signup = await timed("POST /auth/v1/signup", () => api.request("POST", "/auth/v1/signup", { body: { email, password } }));
      if (signup.status !== 200 || !parse(signup)?.access_token) {
        usersWithoutAccount++;
        return;
      }
      ackedSignups.push(email);
      for (let i = 0; performance.now() < deadline; i++) {
        const signIn = await timed("POST /auth/v1/token (password)", () =>
          api.request("POST", "/auth/v1/token?grant_type=password", { body: { email, password } }),
        );
        const session = signIn.status === 200 ? parse(signIn) : null;
        if (!session?.refresh_token) continue;
        const refreshed = await timed("POST /auth/v1/token (refresh)", () =>
          api.request("POST", "/auth/v1/token?grant_type=refresh_token", { body: { refresh_token: session.refresh_token } }),
        );
        const token = (refreshed.status === 200 ? parse(refreshed)?.access_token : null) ?? session.access_token;
        const question = `${QUESTIONS[(index + i) % QUESTIONS.length]} (Nutzer ${index}, Runde ${i})`;
        let acknowledged = false;
        const chat = await timed("POST /api/chat (to done)", () =>
          api.request("POST", "/api/chat", {
            token,
            body: { message: question },
            // Acknowledged once the meta event arrives: the question is stored by then.
            onData: (text) => {
              if (!acknowledged && text.startsWith('data: {"type":"meta"')) acknowledged = true;
            },
          }),
        );
        if (acknowledged) ackedQuestions.push(question);
        if (chat.status === 200 && !chat.body.includes('"type":"done"')) incompleteChats++;
        await timed("GET /api/conversations", () => api.request("GET", "/api/conversations", { token }));
        iterations++;
      }
    };
    await Promise.all(Array.from({ length: users }, (_, i) => virtualUser(i)));
    const elapsedSeconds = (performance.now() - started) / 1000;
    clearInterval(progress);
    clearInterval(sampler);
    const cpu = cpuSeconds(pid) - cpuBefore;
    peakRssKb = Math.max(peakRssKb, procStatus(pid).hwmKb);
    api.agent.destroy();
    const exit = await server.kill("SIGTERM");
    if (exit.code !== 0) log(`${engine}: server exited with ${JSON.stringify(exit)}:\n${server.output().slice(-2000)}`);

    // Zero lost writes: every acknowledged write is in the database.
    const inspector = inspect({ dataDir, databaseUrl });
    let lostSignups = 0;
    let lostQuestions = 0;
    try {
      const emails = new Set((await inspector.db.selectFrom("users").select("email").execute()).map((r) => r.email));
      lostSignups = ackedSignups.filter((e) => !emails.has(e)).length;
      const questions = new Set(
        (await inspector.db.selectFrom("messages").select("content").where("role", "=", "user").execute()).map((r) => r.content),
      );
      lostQuestions = ackedQuestions.filter((q) => !questions.has(q)).length;
    } finally {
      await inspector.close();
    }
    const endpoints = recorder.figures();
    return {
      engine,
      users,
      seconds,
      elapsedSeconds: Math.round(elapsedSeconds * 10) / 10,
      iterations,
      requestsPerSecond: Math.round((endpoints.reduce((sum, e) => sum + e.requests, 0) / elapsedSeconds) * 10) / 10,
      endpoints,
      peakRssMb: Math.round(peakRssKb / 1024),
      serverCpuSeconds: Math.round(cpu * 10) / 10,
      acknowledgedSignups: ackedSignups.length,
      acknowledgedQuestions: ackedQuestions.length,
      lostSignups,
      lostQuestions,
      usersWithoutAccount,
      incompleteChats,
    };
  } finally {
    await server?.kill("SIGKILL");
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runLoad(options: LoadOptions = {}): Promise<LoadResult[]> {
  const seconds = options.seconds ?? 30;
  const users = options.users ?? 200;
  const engines: Engine[] = !options.engine || options.engine === "both" ? ["sqlite", "postgres"] : [options.engine];
  const log = options.verbose === false ? () => {} : (line: string) => process.stderr.write(`${line}\n`);
  ensureServerBuilt();
  const results: LoadResult[] = [];
  for (const engine of engines) results.push(await runEngine(engine, users, seconds, log));
  return results;
}

export function toMarkdown(result: LoadResult): string {
  const lines = [
    `### ${result.engine === "sqlite" ? "SQLite" : "PostgreSQL"}: ${result.users} users, ${result.seconds} s (${result.elapsedSeconds} s until the last iteration ended)`,
    "",
    "| Endpoint | Requests | p50 ms | p95 ms | p99 ms | max ms | 5xx | other non-2xx | no answer |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...result.endpoints.map(
      (e) =>
        `| ${e.endpoint} | ${e.requests} | ${e.p50Ms} | ${e.p95Ms} | ${e.p99Ms} | ${e.maxMs} | ${e.serverErrors} | ${e.otherErrors} | ${e.failures} |`,
    ),
    "",
    `- Throughput: ${result.requestsPerSecond} requests/s, ${result.iterations} complete iterations (sign in, refresh, ask, list)`,
    `- Server: peak RSS ${result.peakRssMb} MB, ${result.serverCpuSeconds} CPU seconds`,
    `- Lost writes: ${result.lostSignups} of ${result.acknowledgedSignups} acknowledged sign-ups, ${result.lostQuestions} of ${result.acknowledgedQuestions} acknowledged questions`,
    ...(result.usersWithoutAccount ? [`- ${result.usersWithoutAccount} users got no account (sign-up not acknowledged)`] : []),
    ...(result.incompleteChats ? [`- ${result.incompleteChats} answers ended without a done event`] : []),
  ];
  return lines.join("\n");
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
}

const invokedDirectly = process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (invokedDirectly) {
  const seconds = Number(argument("seconds") ?? 30);
  const users = Number(argument("users") ?? 200);
  const engine = (argument("engine") ?? "both") as LoadOptions["engine"];
  if (
    !Number.isFinite(seconds) ||
    seconds <= 0 ||
    !Number.isInteger(users) ||
    users <= 0 ||
    !["sqlite", "postgres", "both"].includes(engine!)
  ) {
    console.error("usage: npx tsx bench/load.ts [--seconds 30] [--users 200] [--engine sqlite|postgres|both]");
    process.exit(2);
  }
  runLoad({ seconds, users, engine })
    .then((results) => {
      console.log(
        `## Load test, ${new Date().toISOString().slice(0, 10)} (bench/load.ts, ${os.cpus().length} cores, Node ${process.versions.node})\n`,
      );
      for (const result of results) console.log(`${toMarkdown(result)}\n`);
      const lost = results.some((r) => r.lostSignups || r.lostQuestions);
      process.exit(lost ? 1 : 0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
