// The collector's pauses in a server under search load (issue 28, session 14): the built server of each
// worktree given, or this one's with several young-generation sizes, started with V8's --trace-gc and searched
// at 32 connections in turn (A B A B …); for each measured run, req/s, p99 and the scavenges and full
// collections the server logged during it (count, total and longest pause, as V8 reports them). V8's
// pause is wall time: on a loaded machine it includes the time the collector waited for a core.
// `npx tsx bench/search-gc.ts [root …]`; BENCH_SEMI_SPACES="4 8 16" compares young-generation sizes (MB)
// on the first root instead.
import fs from "node:fs";
import path from "node:path";
import { GENEROUS_LIMITS, ROOT, percentile, signUp, startServer } from "./support.js";
import { BENCH_QUESTION, cannon } from "./requests.js";
import { SERVER_NODE_FLAGS } from "../server/node-flags.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (!roots.length) roots.push(ROOT);
const semis = (process.env.BENCH_SEMI_SPACES ?? "").split(" ").filter(Boolean).map(Number);

interface Variant {
  label: string;
  entry: string;
  flags: string[];
}

// "[pid:0x…]  1234 ms: Scavenge 50.1 (56.0) -> 46.6 (56.0) MB, 0.91 / 0.00 ms  (…) allocation failure;"
const TRACE = /: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)\b.*?MB, ([\d.]+) \/ ([\d.]+) ms/;

async function main(): Promise<void> {
  const variants: Variant[] = semis.length
    ? semis.map((mb) => ({
        label: `${roots[0]} --max-semi-space-size=${mb}`,
        entry: path.join(roots[0], "dist/server/main.js"),
        flags: [...SERVER_NODE_FLAGS.filter((f) => !f.startsWith("--max-semi-space-size")), `--max-semi-space-size=${mb}`],
      }))
    : roots.map((root) => ({ label: root, entry: path.join(root, "dist/server/main.js"), flags: [...SERVER_NODE_FLAGS] }));
  const servers = [];
  for (const variant of variants) {
    const pauses: { kind: string; ms: number }[] = [];
    let recording = false;
    const server = await startServer(GENEROUS_LIMITS, variant.entry, [...variant.flags, "--trace-gc"], (line) => {
      const match = TRACE.exec(line);
      if (match && recording) pauses.push({ kind: match[1] === "Scavenge" ? "scavenge" : "full", ms: Number(match[2]) });
    });
    const { access_token } = await signUp(server.url, 0);
    servers.push({
      variant,
      server,
      auth: { authorization: `Bearer ${access_token}` },
      pauses,
      record: (on: boolean) => (recording = on),
    });
  }
  const searchPath = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;
  const load = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  try {
    for (const s of servers) await cannon(s.server, searchPath, warmup, s.auth);
    for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 2); round++)
      for (const s of servers) {
        s.pauses.length = 0;
        s.record(true);
        const search = await cannon(s.server, searchPath, seconds, s.auth);
        // The last lines of the run arrive with the next turns of the event loop.
        await new Promise((resolve) => setTimeout(resolve, 200));
        s.record(false);
        const line = (kind: string) => {
          const ms = s.pauses
            .filter((p) => p.kind === kind)
            .map((p) => p.ms)
            .sort((a, b) => a - b);
          const sum = ms.reduce((a, b) => a + b, 0);
          return `${ms.length} ${kind}s, ${sum.toFixed(0)} ms in all (p50 ${percentile(ms, 50).toFixed(1)}, longest ${(ms.at(-1) ?? 0).toFixed(1)} ms)`;
        };
        console.log(
          `${s.variant.label}: search ${search.rps} req/s, p99 ${search.p99} ms, ${search.cpuUs} µs CPU, ${search.errors} errors; ` +
            `${line("scavenge")}; ${line("full")}; peak RSS ${s.server.peakRssMb()} MB; load ${load()}`,
        );
      }
  } finally {
    for (const s of servers) await s.server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
