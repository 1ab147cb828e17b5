// CPU per search in-process, by question length, and where the slowest questions spend it
// (issue 28, session 11). `npx tsx bench/search-cpu.ts [worktree …]`: with two worktrees (before
// and after), both indexes are built in this one process and every question is searched by each,
// the order alternating per round, so a shared machine's load falls on both alike.
// `--profile`: a CPU profile (V8's sampler through node:inspector) of the slowest tenth of the
// questions only, searched again and again, printed as the functions with the most self time.
import fs from "node:fs";
import path from "node:path";
import { Session } from "node:inspector/promises";
import { percentile, ROOT } from "./support.js";

interface Searcher {
  root: string;
  query(q: string): void;
  /** The question's language and number of candidate articles (for the classes of slow questions). */
  classOf(q: string): { language: string; candidates: number };
}

const args = process.argv.slice(2);
const roots = args.filter((a) => !a.startsWith("--"));
const profile = args.includes("--profile");
// `--fresh` (session 13): the benchmark below warms up with every question, so each search finds its
// words remembered (stems, forms, fuzzy neighbours, merged postings). A user's question brings words
// not seen before: here the searchers are warmed up with every other question, and the other half
// is searched once each, nothing of its own words remembered unless the first half had them.
const fresh = args.includes("--fresh");
// `--alloc` (session 14): bytes of heap each search allocates (the heap's growth over one search in which no
// collection ran) and the collector's pauses over the measured rounds, per searcher.
const alloc = args.includes("--alloc");
const rounds = Number(process.env.SEARCH_ROUNDS ?? 5);

async function searcher(root: string): Promise<Searcher> {
  const { loadKnowledge } = await import(path.join(root, "server/knowledge/load.ts"));
  const { KnowledgeIndex } = await import(path.join(root, "server/search/index.ts"));
  const { loadModel } = await import(path.join(root, "server/search/model.ts"));
  const { parseAkomaNtoso } = await import(path.join(root, "server/knowledge/fedlex/parse.ts"));
  const dsg = path.join(root, "tests/fixtures/fedlex/dsg-sr235.1-20250707-de.xml");
  const passages = fs.existsSync(dsg)
    ? parseAkomaNtoso(fs.readFileSync(dsg, "utf8"), { act: "DSG", baseUrl: "https://www.fedlex.admin.ch/eli/cc/2022/491/de" }).passages
    : [];
  const knowledge = loadKnowledge();
  const index = new KnowledgeIndex(knowledge.entries, passages, {
    guides: knowledge.guides,
    subjectIndex: knowledge.subjectIndex,
    model: loadModel(),
  });
  return {
    root,
    query: (q) => index.query(q, 10),
    classOf: (q) => {
      const analysis = index.analyse(q);
      return { language: analysis.language, candidates: analysis.table.ids.length };
    },
  };
}

function cpuOf(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const fmt = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} / p95 ${percentile(sorted, 95).toFixed(2)} / p99 ${percentile(sorted, 99).toFixed(2)} ms`;
};

async function main(): Promise<void> {
  const { readQuestions, DEV_SET, EVERYDAY_DEV_SET, ownSetFiles } = await import("../tooling/search/eval.js");
  // The same 317 questions × 5 rounds as `npm run bench` (1 585 searches).
  const questions: string[] = [...readQuestions(DEV_SET), ...readQuestions(EVERYDAY_DEV_SET), ...ownSetFiles().flatMap(readQuestions)].map(
    (q) => q.q,
  );
  const searchers: Searcher[] = [];
  for (const root of roots.length ? roots : [ROOT]) searchers.push(await searcher(path.resolve(root)));
  if (fresh) return freshSearches(searchers, questions);
  for (const s of searchers) for (const q of questions) s.query(q); // warm-up
  if (alloc) return allocations(searchers, questions);
  // cpu[s][question] = the CPU times of that question's searches by searcher s.
  const cpu = searchers.map(() => questions.map((): number[] => []));
  for (let round = 0; round < rounds; round++)
    questions.forEach((q, i) => {
      const order = (round + i) % 2 ? [...searchers.keys()].reverse() : [...searchers.keys()];
      for (const s of order) cpu[s][i].push(cpuOf(() => searchers[s].query(q)));
    });
  const byLength = [...questions.keys()].sort((a, b) => questions[a].length - questions[b].length);
  const tenth = Math.ceil(questions.length / 10);
  const bands: [string, number[]][] = [
    ["shortest third", byLength.slice(0, Math.floor(questions.length / 3))],
    ["middle third", byLength.slice(Math.floor(questions.length / 3), Math.floor((2 * questions.length) / 3))],
    ["longest third", byLength.slice(Math.floor((2 * questions.length) / 3))],
    ["longest tenth", byLength.slice(-tenth)],
  ];
  const load = fs.existsSync("/proc/loadavg") ? fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "?";
  console.log(`${questions.length} questions × ${rounds} rounds, load average ${load}`);
  searchers.forEach((s, n) => {
    // Each question's least CPU over the rounds: its own cost, with less of what the machine's other work adds.
    const least = cpu[n].map((times) => Math.min(...times));
    console.log(`\n${s.root}\n  all: ${fmt(cpu[n].flat())}; each question's least: ${fmt(least)}`);
    for (const [name, ids] of bands) {
      const chars = ids.map((i) => questions[i].length);
      console.log(`  ${name} (${Math.min(...chars)}–${Math.max(...chars)} chars): ${fmt(ids.flatMap((i) => cpu[n][i]))}`);
    }
  });
  // Session 21: the classes of questions by language and by number of candidate articles, each question's least CPU.
  const classes = questions.map((q) => searchers[0].classOf(q));
  const band = (n: number) => (n < 100 ? "< 100" : n < 200 ? "100–199" : "≥ 200");
  const groups = new Map<string, number[]>();
  for (const [i, c] of classes.entries())
    for (const key of [`language ${c.language}`, `candidates ${band(c.candidates)}`]) groups.set(key, [...(groups.get(key) ?? []), i]);
  searchers.forEach((s, n) => {
    const least = cpu[n].map((times) => Math.min(...times));
    const sorted = [...least.keys()].sort((a, b) => least[a] - least[b]);
    const slowest = sorted.slice(-Math.ceil(questions.length / 20));
    const count = (key: (i: number) => string) => {
      const tally = new Map<string, number>();
      for (const i of slowest) tally.set(key(i), (tally.get(key(i)) ?? 0) + 1);
      return [...tally].map(([k, v]) => `${k} ${v}`).join(", ");
    };
    console.log(`\n${s.root}: each question's least CPU by class (mean, p95)`);
    for (const [key, ids] of [...groups].sort()) {
      const xs = ids.map((i) => least[i]).sort((a, b) => a - b);
      console.log(
        `  ${key} (${ids.length}): ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)} / ${percentile(xs, 95).toFixed(2)} ms`,
      );
    }
    console.log(
      `  slowest 5 % (${slowest.length}): languages ${count((i) => classes[i].language)}; candidates ${count((i) => band(classes[i].candidates))}`,
    );
  });
  // The slowest tenth by the first searcher's median CPU.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const slow = [...questions.keys()].sort((a, b) => median(cpu[0][b]) - median(cpu[0][a])).slice(0, tenth);
  console.log(`\nSlowest tenth (${slow.length} questions, by median CPU of the first):`);
  for (const i of slow.slice(0, 12))
    console.log(`  ${median(cpu[0][i]).toFixed(2)} ms, ${questions[i].length} chars: ${questions[i].slice(0, 90).replace(/\s+/g, " ")}`);
  if (profile) await profileOf(searchers[0], questions, new Set(slow));
}

/** CPU of each question's first search, after a warm-up with other questions (`--fresh`). */
function freshSearches(searchers: Searcher[], questions: string[]): void {
  const warm = questions.filter((_, i) => i % 2 === 0);
  const measured = [...new Set(questions.filter((_, i) => i % 2 === 1))].filter((q) => !warm.includes(q));
  for (let round = 0; round < 3; round++) for (const s of searchers) for (const q of warm) s.query(q);
  const cpu = searchers.map((): number[] => []);
  measured.forEach((q, i) => {
    const order = i % 2 ? [...searchers.keys()].reverse() : [...searchers.keys()];
    for (const s of order) cpu[s].push(cpuOf(() => searchers[s].query(q)));
  });
  const load = fs.existsSync("/proc/loadavg") ? fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") : "?";
  console.log(`${measured.length} questions searched once each after ${warm.length} others × 3, load average ${load}`);
  searchers.forEach((s, n) => console.log(`\n${s.root}\n  first search of a question: ${fmt(cpu[n])}`));
}

/** Heap allocated per search and the collector's pauses (`--alloc`), the searchers in alternating order. */
async function allocations(searchers: Searcher[], questions: string[]): Promise<void> {
  const { PerformanceObserver } = await import("node:perf_hooks");
  const bytes = searchers.map((): number[] => []);
  const pauses = searchers.map((): number[] => []);
  // Per searcher and kind of collection (1 minor, 2 major, 4 incremental marking, 8 weak callbacks): count and pause.
  const kinds = searchers.map(() => new Map<number, [number, number]>());
  let current = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses[current].push(entry.duration);
      // A "gc" entry's detail (Node 16+) is not in the PerformanceEntry type.
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
      const [count, sum] = kinds[current].get(kind) ?? [0, 0];
      kinds[current].set(kind, [count + 1, sum + entry.duration]);
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  for (let round = 0; round < rounds; round++)
    for (const [i, q] of questions.entries()) {
      const order = (round + i) % 2 ? [...searchers.keys()].reverse() : [...searchers.keys()];
      for (const s of order) {
        current = s;
        const before = process.memoryUsage().heapUsed;
        searchers[s].query(q);
        const grown = process.memoryUsage().heapUsed - before;
        // A collection during the search shrinks the heap: that search's figure is lost, not negative.
        if (grown >= 0) bytes[s].push(grown);
      }
      // The observer's entries arrive on a later turn of the event loop.
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const kb = (xs: number[], p: number) =>
    (
      percentile(
        [...xs].sort((a, b) => a - b),
        p,
      ) / 1024
    ).toFixed(1);
  searchers.forEach((s, n) => {
    const total = pauses[n].reduce((a, b) => a + b, 0);
    const searches = rounds * questions.length;
    console.log(
      `\n${s.root}\n  heap allocated per search: p50 ${kb(bytes[n], 50)} / p95 ${kb(bytes[n], 95)} / p99 ${kb(bytes[n], 99)} KB ` +
        `(${bytes[n].length} searches without a collection); collections ${pauses[n].length}, ` +
        `${((1000 * total) / searches).toFixed(1)} µs of pause per search, longest ${Math.max(0, ...pauses[n]).toFixed(2)} ms; by kind: ` +
        [...kinds[n]].map(([kind, [count, sum]]) => `${kind}: ${count} × ${(sum / count).toFixed(2)} ms`).join(", "),
    );
  });
}

/**
 * Self time per function and per phase, over every search and over the searches of `slow`. One
 * profile runs while every question is searched in turn, as in the benchmark (so a question's
 * analysis is not already remembered from the search before); each sample is counted for all
 * searches and, when it falls within a slow question's search, for the slowest tenth too.
 */
async function profileOf(s: Searcher, questions: string[], slow: Set<number>): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 50 });
  // V8's profile timestamps and hrtime are the same monotonic clock, in µs here.
  const spans: [number, number, boolean][] = [];
  const now = () => Number(process.hrtime.bigint() / 1000n);
  await session.post("Profiler.start");
  for (let round = 0; round < Number(process.env.PROFILE_ROUNDS ?? 10); round++)
    for (const [i, q] of questions.entries()) {
      const start = now();
      s.query(q);
      spans.push([start, now(), slow.has(i)]);
    }
  const { profile } = await session.post("Profiler.stop");
  session.disconnect();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const where = (id: number) => {
    const frame = byId.get(id)!.callFrame;
    return { name: frame.functionName || "(anonymous)", file: frame.url ? path.relative(s.root, frame.url.replace(/^file:\/\//, "")) : "" };
  };
  const tallies = {
    all: { self: new Map<string, number>(), phase: new Map<string, number>(), total: 0 },
    slow: { self: new Map<string, number>(), phase: new Map<string, number>(), total: 0 },
  };
  let time = profile.startTime;
  let span = 0;
  (profile.samples ?? []).forEach((id, k) => {
    time += profile.timeDeltas![k];
    while (span < spans.length && spans[span][1] < time) span++;
    if (span >= spans.length || time < spans[span][0]) return;
    const { name, file } = where(id);
    const key = `${name} ${file}`;
    const phase = phaseOf(id, parent, where);
    for (const tally of spans[span][2] ? [tallies.all, tallies.slow] : [tallies.all]) {
      tally.self.set(key, (tally.self.get(key) ?? 0) + 1);
      tally.phase.set(phase, (tally.phase.get(phase) ?? 0) + 1);
      tally.total++;
    }
  });
  for (const [label, tally] of [
    [`every search (${questions.length} questions)`, tallies.all],
    [`the slowest tenth (${slow.size} questions)`, tallies.slow],
  ] as const) {
    console.log(`\nProfile of ${label}, ${tally.total} samples; by phase:`);
    for (const [phase, n] of [...tally.phase].sort((a, b) => b[1] - a[1]))
      console.log(`  ${((100 * n) / tally.total).toFixed(1).padStart(5)} %  ${phase}`);
    console.log("Self time:");
    for (const [key, n] of [...tally.self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${((100 * n) / tally.total).toFixed(1).padStart(5)} %  ${key}`);
  }
}

// The phase of a search a sample belongs to: named by the function that `search` or `analyse`
// (server/search/index.ts) called on the way to it; a sample in those two themselves is their own
// loops (candidates, feature rows, results); the garbage collector has no JavaScript caller.
const PHASES: Record<string, string> = {
  understand: "query analysis: language, question types",
  findTypedRefs: "query analysis: typed refs, regulator",
  test: "query analysis: typed refs, regulator",
  terms: "query analysis: terms, stems, expansions",
  knownShare: "query analysis: terms, stems, expansions",
  sharedTerms: "query analysis: terms, stems, expansions",
  wordTermsOfAll: "query analysis: terms, stems, expansions",
  knownShareOf: "query analysis: terms, stems, expansions",
  translate: "query analysis: glossary translation",
  match: "query analysis: subject index",
  matchWords: "query analysis: subject index",
  subjectWords: "query analysis: subject index",
  ranked: "scorers (postings: text, situations, guides)",
  scopeSignals: "scope decision: signals, request classes, model",
  actOnPersons: "scope decision: signals, request classes, model",
  learnedOutside: "scope decision: signals, request classes, model",
  namesOurLaw: "scope decision: signals, request classes, model",
  topicScore: "scope decision: signals, request classes, model",
  nonLegalRequest: "scope decision: signals, request classes, model",
  inScopeProbability: "scope decision: signals, request classes, model",
  rankTable: "ranking",
  result: "result shaping (results, snippets, guides)",
  filter: "result shaping (results, snippets, guides)",
};

function phaseOf(id: number, parent: Map<number, number>, where: (id: number) => { name: string; file: string }): string {
  const leaf = where(id);
  if (leaf.name === "(garbage collector)") return "garbage collector";
  let child: { name: string; file: string } | undefined;
  for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
    const frame = where(node);
    if (
      frame.file.endsWith("server/search/index.ts") &&
      (frame.name === "analyse" || frame.name === "analysed" || frame.name === "search")
    ) {
      // \`search\` reaches the analysis through \`analysed\` (session 19): the phase is what that one called.
      if (frame.name === "search" && child?.name === "analysed") return "candidates, feature rows (analyse's and search's own loops)";
      if (!child) return "candidates, feature rows (analyse's and search's own loops)";
      return (
        PHASES[child.name] ??
        (child.file.endsWith("server/search/index.ts")
          ? "candidates, feature rows (analyse's and search's own loops)"
          : `other: ${child.name} ${child.file}`)
      );
    }
    child = frame;
  }
  return "outside analyse/search";
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
