// The first answer event over HTTP before and after (issue 28, session 13): two built servers on
// SQLite, each fresh, with the 50 users `npm run bench` signs up, asked the chat benchmark's 60
// questions one after another, question by question in turn (the order alternating), so that the
// shared machine's load falls on both alike. `npx tsx bench/chat-http.ts before-root [after-root]`;
// BENCH_ROUNDS fresh pairs of servers (default 2). CHAT_STREAM_DELAY_MS=0 as in the benchmark's
// second chat figure (the first event does not depend on it).
import fs from "node:fs";
import path from "node:path";
import { GENEROUS_LIMITS, percentile, ROOT, signUp, startServer, type Server } from "./support.js";
import { OWN_SETS, readQuestions } from "../tooling/search/eval.js";

const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (!roots.length) roots.push(ROOT);
const questions = readQuestions(path.join(OWN_SETS, "everyday-own.jsonl")).map((q) => q.q);

async function firstEvent(server: Server, token: string, message: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${server.url}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ message }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!first && text.includes('"type":"delta"')) first = performance.now() - start;
  }
  if (!res.ok || !text.includes('"type":"done"')) throw new Error(`chat failed: ${res.status}`);
  return first;
}

async function main(): Promise<void> {
  const load = () => fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const all = roots.map((): number[] => []);
  for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 2); round++) {
    const servers: { server: Server; users: { access_token: string }[] }[] = [];
    for (const root of roots) {
      const server = await startServer({ ...GENEROUS_LIMITS, CHAT_STREAM_DELAY_MS: "0" }, path.join(root, "dist/server/main.js"));
      servers.push({ server, users: await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(server.url, 1000 + i))) });
    }
    try {
      const firsts = roots.map((): number[] => []);
      for (let i = 0; i < 60; i++) {
        const order = (round + i) % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
        for (const s of order)
          firsts[s].push(await firstEvent(servers[s].server, servers[s].users[i % 50].access_token, questions[i % questions.length]));
      }
      roots.forEach((root, s) => {
        all[s].push(...firsts[s]);
        const sorted = [...firsts[s]].sort((a, b) => a - b);
        console.log(
          `round ${round + 1}, ${root}: first answer event p50 ${percentile(sorted, 50).toFixed(1)} / p95 ${percentile(sorted, 95).toFixed(1)} / max ${sorted.at(-1)!.toFixed(1)} ms; ` +
            `first five ${firsts[s]
              .slice(0, 5)
              .map((t) => t.toFixed(0))
              .join(" ")} ms; peak RSS ${servers[s].server.peakRssMb()} MB; load ${load()}`,
        );
      });
    } finally {
      for (const s of servers) await s.server.stop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
