// `npm run bench`: the figures the issues name, with the server's peak memory. Needs a build
// (`npm run build`); PostgreSQL figures need the PostgreSQL binaries (as the tests do).
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";
import { closedLoop, GENEROUS_LIMITS, percentile, ROOT, signUp, startServer, type LoadResult } from "./support.js";
import { startPostgres, createDatabase } from "../tests/support/postgres.js";
import { loadKnowledge } from "../server/knowledge/load.js";
import { KnowledgeIndex } from "../server/search/index.js";
import { loadModel } from "../server/search/model.js";
import { parseAkomaNtoso } from "../server/knowledge/fedlex/parse.js";
import { noticeBench } from "./tools.js";
import { costTable, pairSettings, requestCost, type RequestCost } from "./requests.js";
import { instancesBench } from "./instances.js";
import { memoryBench, requestPhasesMemory } from "./memory.js";
import { readQuestions, DEV_SET, EVERYDAY_DEV_SET, OWN_SETS, evaluate, ownSetFiles } from "../tooling/search/eval.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const row = (name: string, r: LoadResult) => `| ${name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.requests} | ${r.errors} |`;
const header = "| endpoint | req/s | p50 ms | p95 ms | p99 ms | requests | errors |\n|---|---|---|---|---|---|---|";

async function userEndpoint(url: string, token: string): Promise<LoadResult> {
  const result = await autocannon({
    url: `${url}/auth/v1/user`,
    connections: 32,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    requests: result.requests.total,
    errors: result.non2xx + result.errors,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

async function authBench(engine: "sqlite" | "postgres", env: Record<string, string>) {
  const server = await startServer({ ...GENEROUS_LIMITS, ...env });
  try {
    const users = await Promise.all(Array.from({ length: 16 }, (_, i) => signUp(server.url, i)));
    const lines = [row("GET /auth/v1/user (autocannon, 32 connections)", await userEndpoint(server.url, users[0].access_token))];
    lines.push(
      row(
        "POST /token password grant (16 users)",
        await closedLoop(16, seconds, async (w) => {
          const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: users[w].email, password: users[w].password }),
          });
          await res.arrayBuffer();
          return res.ok;
        }),
      ),
    );
    const tokens = users.map((u) => u.refresh_token);
    lines.push(
      row(
        "POST /token refresh grant (16 chains)",
        await closedLoop(16, seconds, async (w) => {
          const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ refresh_token: tokens[w] }),
          });
          const body = (await res.json()) as { refresh_token?: string };
          if (body.refresh_token) tokens[w] = body.refresh_token;
          return res.ok;
        }),
      ),
    );
    return `### Auth on ${engine}\n\n${header}\n${lines.join("\n")}\n\nServer peak RSS: ${server.peakRssMb()} MB\n`;
  } finally {
    await server.stop();
  }
}

function searchBench(): string {
  const dsg = path.join(ROOT, "tests/fixtures/fedlex/dsg-sr235.1-20250707-de.xml");
  const passages = fs.existsSync(dsg)
    ? parseAkomaNtoso(fs.readFileSync(dsg, "utf8"), { act: "DSG", baseUrl: "https://www.fedlex.admin.ch/eli/cc/2022/491/de" }).passages
    : [];
  const t0 = performance.now();
  const knowledge = loadKnowledge();
  const index = new KnowledgeIndex(knowledge.entries, passages, {
    guides: knowledge.guides,
    subjectIndex: knowledge.subjectIndex,
    model: loadModel(),
  });
  const buildMs = Math.round(performance.now() - t0);
  const questions = [...readQuestions(DEV_SET), ...readQuestions(EVERYDAY_DEV_SET), ...ownSetFiles().flatMap(readQuestions)];
  for (const q of questions) index.query(q.q); // warm-up
  const times: number[] = [];
  // CPU time of this thread per search: on a machine shared with other work, wall time also
  // counts the time the thread waited for a core.
  const cpu: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of questions) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      index.query(q.q, 10);
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const quality = fs.existsSync(DEV_SET) ? evaluate(index, readQuestions(DEV_SET)) : null;
  return [
    `### Search (in-process, ${index.size} documents: ${knowledge.entries.length} curated entries + ${passages.length} Fedlex passages of the DSG; ${knowledge.guides.length} guides, ${knowledge.subjectIndex.terms.length} subject-index terms)`,
    "",
    `Index build (loading the knowledge base included): ${buildMs} ms. ${times.length} queries: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms.`,
    `CPU per search (process.cpuUsage, same ${cpu.length} queries): p50 ${percentile(cpu, 50).toFixed(2)} ms, p95 ${percentile(cpu, 95).toFixed(2)} ms, max ${cpu.at(-1)!.toFixed(2)} ms.`,
    quality
      ? `Development set with the Fedlex passages indexed too: hit@1 ${quality.hit1.toFixed(3)}, hit@5 ${quality.hit5.toFixed(3)}, MRR ${quality.mrr.toFixed(3)}.`
      : "",
    "",
  ].join("\n");
}

async function chatBench(engine: "sqlite" | "postgres", env: Record<string, string>) {
  const server = await startServer({ ...GENEROUS_LIMITS, ...env });
  try {
    const users = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(server.url, 1000 + i)));
    // Everyday questions: the longest, and the ones the product is for.
    const everyday = path.join(OWN_SETS, "everyday-own.jsonl");
    const questions = readQuestions(fs.existsSync(everyday) ? everyday : path.join(OWN_SETS, "questions-dsg-1.jsonl")).map((q) => q.q);
    const ask = async (token: string, message: string) => {
      const start = performance.now();
      const res = await fetch(`${server.url}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ message }),
      });
      const reader = res.body!.getReader();
      let first = 0;
      let text = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
        // The first piece of the answer itself (the meta event comes before any search).
        if (!first && text.includes('"type":"delta"')) first = performance.now() - start;
      }
      return { ok: res.ok && text.includes('"type":"done"'), first, done: performance.now() - start };
    };
    const firsts: number[] = [];
    const dones: number[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await ask(users[i % 50].access_token, questions[i % questions.length]);
      firsts.push(r.first);
      dones.push(r.done);
    }
    firsts.sort((a, b) => a - b);
    dones.sort((a, b) => a - b);
    const load = await closedLoop(50, seconds, async (w) => (await ask(users[w].access_token, questions[w % questions.length])).ok);
    return [
      `### Chat without a language model on ${engine} (CHAT_STREAM_DELAY_MS=${env.CHAT_STREAM_DELAY_MS ?? "10 (default)"})`,
      "",
      `Sequential, 60 questions: first answer text (delta event) p50 ${percentile(firsts, 50).toFixed(1)} ms, p95 ${percentile(firsts, 95).toFixed(1)} ms; done p50 ${percentile(dones, 50).toFixed(1)} ms, p95 ${percentile(dones, 95).toFixed(1)} ms.`,
      "",
      header,
      row("POST /api/chat, 50 concurrent users (to done)", load),
      "",
      `Server peak RSS: ${server.peakRssMb()} MB`,
      "",
    ].join("\n");
  } finally {
    await server.stop();
  }
}

/** Issue 28: a signed-in request and a search over HTTP, on SQLite and PostgreSQL in one run. */
async function requestsBench(): Promise<string> {
  const rows: [string, RequestCost][] = [["SQLite", await requestCost({}, seconds)]];
  if (process.env.BENCH_SKIP_PG !== "1") {
    const pg = await startPostgres();
    try {
      rows.push(["PostgreSQL", await requestCost({ DATABASE_URL: await createDatabase(pg.url) }, seconds)]);
    } finally {
      await pg.stop();
    }
  }
  const pair = pairSettings();
  return [
    `### Request cost (autocannon, 32 connections; health, /user and /api/me in ${pair.rounds} interleaved rounds of ${pair.seconds} s per figure, each after ${pair.warmup} s of its own warm-up: req/s, p99 and CPU are the rounds' medians, × the median of the rounds' req/s ÷ health's of the same round (lowest–highest); search ${seconds} s)`,
    "",
    costTable(rows),
    "",
  ].join("\n");
}

/** Request logging: the default level (info, one buffered line per request since session 14) against warn, on SQLite. */
async function loggingBench(): Promise<string> {
  const rows: [string, RequestCost][] = [];
  for (const level of ["warn", "info", "warn", "info"])
    rows.push([`SQLite, LOG_LEVEL=${level}`, await requestCost({ LOG_LEVEL: level }, seconds)]);
  return [`### Request logging (stdout to /dev/null; each level twice, alternating)`, "", costTable(rows), ""].join("\n");
}

async function main() {
  const out: string[] = [
    `## npm run bench — ${new Date().toISOString().slice(0, 10)}, ${(await import("node:os")).cpus().length} cores, Node ${process.version}, ${seconds} s per figure`,
    "",
  ];
  const print = (s: string) => {
    console.log(s);
    out.push(s);
  };
  // A section that fails (a notice check over its 8 s limit on a saturated machine) is reported and
  // the run goes on: one figure's failure must not cost the others.
  const section = async (name: string, run: () => string | Promise<string>) => {
    try {
      print(await run());
    } catch (error) {
      print(`### ${name}: failed\n\n${error instanceof Error ? error.message : String(error)}\n`);
    }
  };
  // BENCH_ONLY=search,chat runs a subset (search, memory, tools, requests, logging, instances, auth, chat, pg, web; memory-requests only when named).
  const only = (process.env.BENCH_ONLY ?? "search,memory,tools,requests,logging,instances,auth,chat,pg,web").split(",");
  if (only.includes("search")) await section("Search", searchBench);
  if (only.includes("memory")) await section("Memory", () => memoryBench(seconds));
  // Not in the default run: the request-cost sequence again, with the memory per phase.
  if (only.includes("memory-requests")) await section("Memory by phase", () => requestPhasesMemory(seconds));
  if (only.includes("tools")) await section("Notice check", noticeBench);
  if (only.includes("requests")) await section("Request cost", requestsBench);
  if (only.includes("logging")) await section("Request logging", loggingBench);
  if (only.includes("instances") && process.env.BENCH_SKIP_PG !== "1") await section("Instances", () => instancesBench(seconds));
  if (only.includes("auth")) await section("Auth on sqlite", () => authBench("sqlite", {}));
  if (only.includes("chat")) {
    await section("Chat on sqlite", () => chatBench("sqlite", {}));
    await section("Chat on sqlite", () => chatBench("sqlite", { CHAT_STREAM_DELAY_MS: "0" }));
  }
  if (process.env.BENCH_SKIP_PG !== "1" && only.includes("pg")) {
    const pg = await startPostgres();
    try {
      await section("Auth on postgres", async () => authBench("postgres", { DATABASE_URL: await createDatabase(pg.url) }));
      await section("Chat on postgres", async () =>
        chatBench("postgres", { DATABASE_URL: await createDatabase(pg.url), CHAT_STREAM_DELAY_MS: "0" }),
      );
    } finally {
      await pg.stop();
    }
  }
  if (process.env.BENCH_SKIP_WEB !== "1" && only.includes("web")) {
    await section("Web", async () => {
      const { runWebBench } = await import("./web.js");
      const web = await runWebBench();
      return `### Web\n\n/auth loads ${web.jsGzipKb} KB of JavaScript and ${web.cssGzipKb} KB of CSS (gzip); the webchat (/webchat/) ${web.webchatJsGzipKb} KB of JavaScript. Lighthouse (mobile) on /auth: performance ${web.lighthousePerformance}, accessibility ${web.lighthouseAccessibility}.\n`;
    });
  }
  finish(out);
}

function finish(out: string[]): void {
  fs.writeFileSync(path.join(ROOT, "bench-results.md"), out.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
