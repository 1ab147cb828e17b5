import { describe, expect, it } from "vitest";
import { formatPairs, listPairs, median, pairRatios, roundOrder } from "../../bench/pairs.js";

describe("the interleaved ratio to health (bench/pairs.ts)", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("does not reorder the caller's figures", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("divides each round's rate by the health of the same round, not by a pooled health", () => {
    // Session 19's run 1 shape: one round where health alone jumped.
    const user = [11_000, 10_134, 12_000];
    const health = [17_000, 23_008, 18_000];
    const pairs = pairRatios(user, health);
    expect(pairs.ratios.map((r) => r.toFixed(3))).toEqual(["0.647", "0.440", "0.667"]);
    expect(pairs.median).toBeCloseTo(11_000 / 17_000, 12);
    expect(pairs.min).toBeCloseTo(10_134 / 23_008, 12);
    expect(pairs.max).toBeCloseTo(12_000 / 18_000, 12);
    // The median of ratios is not the ratio of medians here.
    expect(pairs.median).not.toBeCloseTo(median(user) / median(health), 3);
  });

  it("refuses figures that do not pair up", () => {
    expect(() => pairRatios([1, 2], [1])).toThrow(/as many/);
  });

  it("prints every pair and the spread", () => {
    expect(listPairs([5_000, 6_000], [10_000, 8_000])).toEqual(["5000 / 10000 = 0.50", "6000 / 8000 = 0.75"]);
    expect(formatPairs(pairRatios([5_000, 6_000, 4_000], [10_000, 8_000, 10_000]))).toBe("0.50 × (0.40–0.75)");
  });

  it("alternates the order of a round so health is measured first and last alike", () => {
    expect(roundOrder(["health", "user", "api"], 0)).toEqual(["health", "user", "api"]);
    expect(roundOrder(["health", "user", "api"], 1)).toEqual(["api", "user", "health"]);
    expect(roundOrder(["health", "user", "api"], 2)).toEqual(["health", "user", "api"]);
  });
});
