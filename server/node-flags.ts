// The V8 flags the server runs with (`npm start`, and the benchmarks, which must measure what runs).
// --max-semi-space-size=4: V8 sizes each of the young generation's two semi-spaces at 16 MB once a
// process has allocated a little, so 32 MB of the resident memory was an empty nursery at start and
// under every load (session 10, issue 28). 4 MB each (8 MB in all) leaves a search's few hundred KB
// of short-lived objects room for several searches between two minor collections; the CPU per search
// in-process did not change beyond the machine's noise (docs/benchmarks.md).
// --max-old-space-size=320 (session 12): what the server keeps is about 72 MB of heap after start-up and
// after load (a heap snapshot after a full collection, bench/heap-summary.ts); the old space's growth to
// 290 MB at high request rates was garbage that V8 let accumulate, because on a machine with much memory
// its heap controller allows the old generation to grow to up to 4 times what survived the last full
// collection. A maximum lowers that factor (V8 derives it from the maximum) and caps the old space at
// 4.4 times the live heap, so a collection comes sooner; above the cap only live data would count,
// which would be a leak rather than load (decision 026).
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=4", "--max-old-space-size=320"];
