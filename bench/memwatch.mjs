// Preloaded into the server by bench/memory.ts (NODE_OPTIONS=--import): samples the process's
// memory every 100 ms and, on SIGUSR2, writes what it holds now and the peak of each figure since
// the last report to MEMWATCH_FILE.<n>, in MB. Only in benchmarks; never part of the server.
import fs from "node:fs";
import v8 from "node:v8";

const file = process.env.MEMWATCH_FILE;
let peak = {};
let reports = 0;

function sample() {
  const usage = process.memoryUsage();
  const row = {
    rss: usage.rss,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
  };
  for (const space of v8.getHeapSpaceStatistics()) row[space.space_name] = space.space_size;
  for (const [key, value] of Object.entries(row)) peak[key] = Math.max(peak[key] ?? 0, value);
  return row;
}

const mb = (row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Math.round(value / 1048576)]));
setInterval(sample, 100).unref();
process.on("SIGUSR2", () => {
  const now = sample();
  // MEMWATCH_SNAPSHOT (bench/heap-summary.ts): a heap snapshot first, which collects the garbage, so
  // the report's "now" is what the process keeps.
  const snapshot = process.env.MEMWATCH_SNAPSHOT ? v8.writeHeapSnapshot(`${process.env.MEMWATCH_SNAPSHOT}.${reports}`) : undefined;
  // The heap after the snapshot's collection; the resident set before it (writing one takes memory).
  const kept = snapshot ? { ...sample(), rss: now.rss } : now;
  if (file) fs.writeFileSync(`${file}.${reports++}`, JSON.stringify({ now: mb(kept), peak: mb(peak), snapshot }));
  peak = {};
});
