// The first answer event in-process (issue 28, session 13): the chat benchmark's 60 everyday
// questions, asked in a fresh process one after another as `npm run bench` asks them over HTTP,
// without a language model. Per question: the time to the first `delta` the answerer yields (the
// search and the composed answer), split into the search and what follows it. With two worktrees
// (before and after) both answerers are built in this one process and each question is asked of
// each in turn, the order alternating, so that the machine's load falls on both alike.
// `npx tsx bench/chat-first.ts [worktree …] [--profile]`: `--profile` adds a CPU profile of the
// first worktree's answers (self time, and the share under the search and under the composer).
import fs from "node:fs";
import path from "node:path";
import { Session } from "node:inspector/promises";
import { percentile, ROOT } from "./support.js";

interface Asker {
  root: string;
  /** Milliseconds to the first delta, and of those in the search. */
  ask(q: string): Promise<{ first: number; search: number }>;
}

const args = process.argv.slice(2);
const roots = args.filter((a) => !a.startsWith("--"));
const profile = args.includes("--profile");
const count = Number(process.env.CHAT_QUESTIONS ?? 60);

async function asker(root: string): Promise<Asker> {
  const { loadKnowledge } = await import(path.join(root, "server/knowledge/load.ts"));
  const { KnowledgeIndex } = await import(path.join(root, "server/search/index.ts"));
  const { loadModel } = await import(path.join(root, "server/search/model.ts"));
  const { Answerer } = await import(path.join(root, "server/answer/answerer.ts"));
  const knowledge = loadKnowledge();
  const index = new KnowledgeIndex(knowledge.entries, [], {
    guides: knowledge.guides,
    subjectIndex: knowledge.subjectIndex,
    model: loadModel(),
  });
  // The search's own time, measured around the answerer's one call of it.
  let searchMs = 0;
  const search = index.search.bind(index);
  index.search = (...a: unknown[]) => {
    const start = performance.now();
    const outcome = search(...a);
    searchMs += performance.now() - start;
    return outcome;
  };
  const answerer = new Answerer(index, null, null, null);
  // CHAT_WARM=n: answer n of the guides' situations first (the first of every guide, then the second …).
  const warm = Number(process.env.CHAT_WARM ?? 0);
  if (warm) {
    const guides: { situations: string[] }[] = knowledge.guides;
    const texts: string[] = [];
    for (let k = 0; guides.some((g) => k < g.situations.length); k++)
      for (const g of guides) if (k < g.situations.length) texts.push(g.situations[k]);
    const t0 = performance.now();
    for (const t of texts.slice(0, warm)) for await (const event of answerer.answer(t, new AbortController().signal, undefined)) void event;
    console.log(`warm-up: ${Math.min(warm, texts.length)} situations, ${(performance.now() - t0).toFixed(0)} ms`);
  }
  return {
    root,
    async ask(q) {
      searchMs = 0;
      const start = performance.now();
      const signal = new AbortController().signal;
      for await (const event of answerer.answer(q, signal, undefined)) {
        if (event.type === "delta") {
          const first = performance.now() - start;
          return { first, search: searchMs };
        }
      }
      return { first: performance.now() - start, search: searchMs };
    },
  };
}

const fmt = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} / p95 ${percentile(sorted, 95).toFixed(1)} / max ${sorted.at(-1)!.toFixed(1)} ms`;
};

async function main(): Promise<void> {
  const { readQuestions, OWN_SETS } = await import("../tooling/search/eval.js");
  const questions = readQuestions(path.join(OWN_SETS, "everyday-own.jsonl"))
    .map((q) => q.q)
    .slice(0, count);
  const askers: Asker[] = [];
  for (const root of roots.length ? roots : [ROOT]) askers.push(await asker(path.resolve(root)));
  const session = profile ? new Session() : null;
  if (session) {
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
  }
  const firsts = askers.map((): number[] => []);
  const searches = askers.map((): number[] => []);
  for (const [i, q] of questions.entries()) {
    const order = i % 2 ? [...askers.keys()].reverse() : [...askers.keys()];
    for (const a of order) {
      const { first, search } = await askers[a].ask(q);
      firsts[a].push(first);
      searches[a].push(search);
    }
  }
  const load = fs.existsSync("/proc/loadavg") ? fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "?";
  console.log(`${questions.length} questions, each once (a fresh process), load average ${load}`);
  askers.forEach((a, n) => {
    const after = firsts[n].map((f, i) => f - searches[n][i]);
    console.log(
      `\n${a.root}\n  first delta: ${fmt(firsts[n])}\n  of it the search: ${fmt(searches[n])}\n  after the search: ${fmt(after)}`,
    );
    const slow = [...firsts[n].keys()].sort((x, y) => firsts[n][y] - firsts[n][x]).slice(0, 5);
    for (const i of slow)
      console.log(`  #${i}: ${firsts[n][i].toFixed(1)} ms (search ${searches[n][i].toFixed(1)}): ${questions[i].slice(0, 70)}`);
  });
  if (session) {
    const { profile: p } = await session.post("Profiler.stop");
    session.disconnect();
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const node of p.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const name = (id: number) => {
      const f = byId.get(id)!.callFrame;
      return `${f.functionName || "(anonymous)"} ${f.url ? path.relative(askers[0].root, f.url.replace(/^file:\/\//, "")) : ""}`;
    };
    const self = new Map<string, number>();
    const under = new Map<string, number>();
    const samples = p.samples ?? [];
    for (const id of samples) {
      self.set(name(id), (self.get(name(id)) ?? 0) + 1);
      // Which of the answer's parts the sample falls under (the innermost one named here).
      let part = "other";
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
        const n = name(node);
        if (n.startsWith("search server/search/index.ts")) {
          part = "search";
          break;
        }
        if (n.startsWith("compose server/answer/compose.ts")) {
          part = "compose";
          break;
        }
      }
      under.set(part, (under.get(part) ?? 0) + 1);
    }
    console.log(`\nProfile, ${samples.length} samples; under:`);
    for (const [k, n] of [...under].sort((a, b) => b[1] - a[1]))
      console.log(`  ${((100 * n) / samples.length).toFixed(1).padStart(5)} %  ${k}`);
    console.log("Self time:");
    for (const [k, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  ${((100 * n) / samples.length).toFixed(1).padStart(5)} %  ${k}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
