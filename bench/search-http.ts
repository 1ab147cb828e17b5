// Search over HTTP before and after (issue 28, session 11): two built servers on SQLite (another
// worktree's dist/server/main.js and this one's, or one alone), measured in turn, A B A B, with
// autocannon at 32 connections, each next to /auth/v1/health of the same server so that the ratio
// cancels some of a shared machine's noise. `npx tsx bench/search-http.ts [before-root] [after-root]`.
import path from "node:path";
import fs from "node:fs";
import { GENEROUS_LIMITS, ROOT, signUp, startServer } from "./support.js";
import { BENCH_QUESTION, cannon } from "./requests.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (!roots.length) roots.push(ROOT);

async function main(): Promise<void> {
  const servers = [];
  for (const root of roots) {
    const server = await startServer(GENEROUS_LIMITS, path.join(root, "dist/server/main.js"));
    const { access_token } = await signUp(server.url, 0);
    servers.push({ root, server, auth: { authorization: `Bearer ${access_token}` } });
  }
  const searchPath = `/api/knowledge/search?q=${encodeURIComponent(BENCH_QUESTION)}`;
  try {
    for (const s of servers) await cannon(s.server, searchPath, warmup, s.auth);
    const load = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 2); round++)
      for (const s of servers) {
        const health = await cannon(s.server, "/auth/v1/health", seconds);
        const search = await cannon(s.server, searchPath, seconds, s.auth);
        console.log(
          `${s.root}: search ${search.rps} req/s, p99 ${search.p99} ms, ${search.cpuUs} µs CPU, ${search.errors} errors; ` +
            `health ${health.rps} req/s (search ${(search.rps / health.rps).toFixed(3)} × health); load ${load()}`,
        );
      }
    for (const s of servers) console.log(`${s.root}: peak RSS ${s.server.peakRssMb()} MB`);
  } finally {
    for (const s of servers) await s.server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
