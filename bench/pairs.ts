// Ratios of a route to /auth/v1/health measured in adjacent pairs (issue 28, session 20). One 8–10 s
// figure of health followed by one of /user let a burst of machine state (CPU frequency, another
// process, the collector) land on one of them only: session 19's run 1 had health at its highest
// rate of any run and /user in its usual range, and the ratio missed. Each round measures health
// and the route next to each other; the figure is the median of the per-round ratios, printed with
// every pair and their spread, so that no measurement is dropped and one round cannot decide it.

/** The middle value (the mean of the two middle values for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface PairRatios {
  /** Per round: the route's rate ÷ health's rate of the same round, in the order measured. */
  ratios: number[];
  median: number;
  min: number;
  max: number;
}

/** Per-round ratios of `route` to `health` (rates of the same rounds, same length). */
export function pairRatios(route: readonly number[], health: readonly number[]): PairRatios {
  if (route.length !== health.length)
    throw new Error(`pairs need as many route figures (${route.length}) as health figures (${health.length})`);
  const ratios = route.map((rate, i) => rate / health[i]);
  return { ratios, median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

/** "0.62 × (0.55–0.71)": the median and the spread of the pairs. */
export function formatPairs(pairs: PairRatios): string {
  return `${pairs.median.toFixed(2)} × (${pairs.min.toFixed(2)}–${pairs.max.toFixed(2)})`;
}

/** Each round's two rates and their ratio: "10 134 / 23 008 = 0.44". */
export function listPairs(route: readonly number[], health: readonly number[]): string[] {
  const { ratios } = pairRatios(route, health);
  return ratios.map((ratio, i) => `${route[i]} / ${health[i]} = ${ratio.toFixed(2)}`);
}

/**
 * The measuring order of round `round` (from 0): the routes forward in even rounds and backward in
 * odd ones, so that health comes first and last alike and a drift over a round falls on both sides.
 */
export function roundOrder<T>(routes: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...routes] : [...routes].reverse();
}
