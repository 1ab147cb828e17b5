// The server's V8 flags are accepted by this Node and take effect: the heap's limit that V8 reports is the old
// space's maximum plus the young generation, which grows with the semi-space setting.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { isSemiSpaceMb, OLD_SPACE_MB, SEMI_SPACE_MB, SERVER_NODE_FLAGS, serverNodeFlags } from "./node-flags.js";

const MB = 1024 * 1024;

function heapLimitMb(flags: readonly string[]): number {
  const out = execFileSync(process.execPath, [
    ...flags,
    "-e",
    "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit))",
  ]);
  return Number(out.toString()) / MB;
}

describe("server node flags", () => {
  it("are the configured semi-space and old-space sizes", () => {
    expect(SERVER_NODE_FLAGS).toEqual([`--max-semi-space-size=${SEMI_SPACE_MB}`, `--max-old-space-size=${OLD_SPACE_MB}`]);
    expect(serverNodeFlags(8, 256)).toEqual(["--max-semi-space-size=8", "--max-old-space-size=256"]);
    expect(isSemiSpaceMb(SEMI_SPACE_MB)).toBe(true);
    expect([3, 0, 128, Number.NaN].filter(isSemiSpaceMb)).toEqual([]);
  });

  it("take effect in a node process", () => {
    const configured = heapLimitMb(SERVER_NODE_FLAGS);
    // The old space's cap plus a young generation of at least the two semi-spaces.
    expect(configured).toBeGreaterThanOrEqual(OLD_SPACE_MB + 2 * SEMI_SPACE_MB);
    expect(configured).toBeLessThan(OLD_SPACE_MB + 8 * SEMI_SPACE_MB);
    // A larger nursery raises the limit by at least its two semi-spaces.
    expect(heapLimitMb(serverNodeFlags(16)) - heapLimitMb(serverNodeFlags(4))).toBeGreaterThanOrEqual(2 * (16 - 4));
  });
});
