// Preloaded into the server by bench/search-gc.ts (--import): what the collector and the event loop did
// during one measured run (issue 28, session 15). The first SIGUSR2 starts a window, the second ends
// it and writes GCWATCH_FILE.<n> (JSON):
// - every collection by kind (V8's GCProfiler: Scavenge, MarkSweepCompact, IncrementalMarking, …), its
//   pause in ms (V8's cost of the collection on the main thread) and the bytes it freed;
// - the bytes scavenges promoted into the old generation (what makes full collections come);
// - the bytes the heap allocated in the window: the used heap's growth plus what every collection
//   freed (the profiler keeps its records outside the JS heap until the window ends, so it adds none);
// - the event loop's delay histogram (perf_hooks.monitorEventLoopDelay): how late a timer due every
//   RESOLUTION ms ran, i.e. how long the loop was busy with one thing (a request, a collection).
// GCWATCH_ALLOCATIONS=1 also records where the bytes were allocated (V8's sampling heap profiler, collected
// objects included) and adds the functions that allocated most, by self size, to the report.
// Only in benchmarks; never part of the server.
import fs from "node:fs";
import v8 from "node:v8";
import { Session } from "node:inspector";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.GCWATCH_FILE;
const RESOLUTION = 2;
let window = null;
let reports = 0;
const session = process.env.GCWATCH_ALLOCATIONS ? new Session() : null;
session?.connect();
const post = (method, params = {}) =>
  new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));

/** The functions that allocated most in a sampling profile, by self size (samples scaled to bytes). */
function allocators(profile, top = 40) {
  const bySite = new Map();
  const name = (frame) =>
    `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/dist\//, "dist/")}:${frame.lineNumber + 1}`;
  // A built-in (no script: Map#set, Array#push, …) is named with the function that called it.
  const walk = (node, caller) => {
    const own = name(node.callFrame);
    const site = node.callFrame.url ? own : `${own} ← ${caller}`;
    bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, node.callFrame.url ? own : caller);
  };
  walk(profile.head, "");
  return [...bySite].sort((a, b) => b[1] - a[1]).slice(0, top);
}

async function start() {
  if (session)
    await post("HeapProfiler.startSampling", {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  const profiler = new v8.GCProfiler();
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION });
  profiler.start();
  delay.enable();
  window = { profiler, delay, used: v8.getHeapStatistics().used_heap_size, cpu: process.cpuUsage() };
}

function stop() {
  const { profiler, delay, used, cpu } = window;
  window = null;
  delay.disable();
  const usedNow = v8.getHeapStatistics().used_heap_size;
  const cpuUsed = process.cpuUsage(cpu);
  const { statistics } = profiler.stop();
  const kinds = {};
  let freed = 0;
  let promoted = 0;
  const oldSpace = (stats) => stats.heapSpaceStatistics.find((space) => space.spaceName === "old_space")?.spaceUsedSize ?? 0;
  for (const gc of statistics) {
    const before = gc.beforeGC.heapStatistics.usedHeapSize;
    const after = gc.afterGC.heapStatistics.usedHeapSize;
    freed += before - after;
    // What a scavenge moved into the old generation: survivors a full collection must later find dead.
    if (gc.gcType === "Scavenge") promoted += oldSpace(gc.afterGC) - oldSpace(gc.beforeGC);
    const kind = (kinds[gc.gcType] ??= { count: 0, totalMs: 0, maxMs: 0, pausesMs: [] });
    const ms = gc.cost / 1000;
    kind.count++;
    kind.totalMs += ms;
    kind.maxMs = Math.max(kind.maxMs, ms);
    kind.pausesMs.push(ms);
  }
  const ms = (ns) => ns / 1e6;
  return {
    allocatedBytes: usedNow - used + freed,
    promotedBytes: promoted,
    cpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
    gc: kinds,
    loopDelay: {
      resolutionMs: RESOLUTION,
      samples: delay.count,
      // The histogram records the whole time between two ticks; the resolution is the timer's own wait.
      p50: ms(delay.percentile(50)) - RESOLUTION,
      p99: ms(delay.percentile(99)) - RESOLUTION,
      max: ms(delay.max) - RESOLUTION,
    },
  };
}

process.on("SIGUSR2", async () => {
  if (!window) return start();
  const report = stop();
  if (session) report.allocators = allocators((await post("HeapProfiler.stopSampling")).profile);
  if (!file) return;
  // Written whole, then renamed: the benchmark reads it as soon as the name appears.
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(report));
  fs.renameSync(`${file}.tmp`, `${file}.${reports++}`);
});
