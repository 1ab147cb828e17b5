// The V8 flags the server runs with (`npm start`, and the benchmarks, which must measure what runs).
// --max-semi-space-size=4: V8 sizes each of the young generation's two semi-spaces at 16 MB once a
// process has allocated a little, so 32 MB of the resident memory was an empty nursery at start and
// under every load (session 10, issue 28). 4 MB each (8 MB in all) leaves a search's few hundred KB
// of short-lived objects room for several searches between two minor collections; the CPU per search
// in-process did not change beyond the machine's noise (docs/benchmarks.md).
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=4"];
