// Preloaded into the built server by proofs that measure its main thread (NODE_OPTIONS=--import):
// an event-loop delay histogram and the event-loop utilisation, written as JSON to LOOP_PROBE_FILE
// on SIGUSR2. When LOOP_PROBE_FILE.reset exists at that moment, the histogram starts afresh after
// the snapshot (and the file is removed). Plain JavaScript: it loads without tsx. Worker threads
// are left alone (they get NODE_OPTIONS too).
import fs from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

const file = process.env.LOOP_PROBE_FILE;
if (isMainThread && file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let seq = 0;
  process.on("SIGUSR2", () => {
    const elu = performance.eventLoopUtilization();
    const snapshot = { seq: ++seq, p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6, samples: delay.count, activeMs: elu.active };
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    fs.renameSync(`${file}.tmp`, file);
    if (fs.existsSync(`${file}.reset`)) {
      fs.rmSync(`${file}.reset`);
      delay.reset();
    }
  });
}
