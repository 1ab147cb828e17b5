// The V8 flags the server runs with (`npm start`, and the benchmarks, which must measure what runs).
// They are command-line flags of the node process, fixed before any of our code runs, so they are
// settings here rather than environment variables in server/config.ts; a deployment that starts
// `node dist/server/main.js` itself passes the same (README, docs/deploy.md).

/** Semi-space sizes V8 takes, in MB (it rounds others to a power of two). */
export type SemiSpaceMb = 1 | 2 | 4 | 8 | 16 | 32 | 64;

/**
 * --max-semi-space-size, each of the young generation's two semi-spaces (the nursery where every new
 * object starts; a scavenge copies what is still alive out of it). V8's own default on this machine is
 * 16 MB (the maximum; V8 grows the nursery towards it). Session 10 chose 4 MB for the resident
 * memory. Session 15 measured 4, 8 and 16 MB under search load, A B C A B C (`npm run bench:young`): at
 * 1 000-1 300 req/s 16 MB had a quarter of the scavenges and less promotion, but longer mark-compacts
 * (up to 92 against 35 ms), and 4 MB the best p99 in both rounds and the highest median req/s, with
 * 26 MB less peak RSS; at low rates the sizes do not differ.
 * So 4 MB stays (decision 026); a quiet machine's rerun of the same command can overturn it.
 */
export const SEMI_SPACE_MB: SemiSpaceMb = 4;

/**
 * --max-old-space-size (session 12): what the server keeps is about 72 MB of heap after start-up and
 * after load (a heap snapshot after a full collection, bench/heap-summary.ts); the old space's growth to
 * 290 MB at high request rates was garbage that V8 let accumulate, because on a machine with much memory
 * its heap controller allows the old generation to grow to up to 4 times what survived the last full
 * collection. A maximum lowers that factor (V8 derives it from the maximum) and caps the old space at
 * 4.4 times the live heap, so a collection comes sooner; above the cap only live data would count,
 * which would be a leak rather than load (decision 026).
 */
export const OLD_SPACE_MB = 320;

export function serverNodeFlags(semiSpaceMb: SemiSpaceMb = SEMI_SPACE_MB, oldSpaceMb = OLD_SPACE_MB): string[] {
  return [`--max-semi-space-size=${semiSpaceMb}`, `--max-old-space-size=${oldSpaceMb}`];
}

export const SERVER_NODE_FLAGS: readonly string[] = serverNodeFlags();

export function isSemiSpaceMb(value: number): value is SemiSpaceMb {
  return [1, 2, 4, 8, 16, 32, 64].includes(value);
}
