import { describe, expect, it } from "vitest";
import { changes, type KeptReport } from "./notice-reports";

const report = (items: [string, KeptReport["items"][number]["status"]][]): KeptReport => ({
  checkedAt: "2026-11-27T05:00:00.000Z",
  fileName: "erklaerung.pdf",
  score: 50,
  counts: { found: 0, unclear: 0, missing: 0, not_applicable: 0 },
  items: items.map(([id, status]) => ({ id, label: `Punkt ${id}`, status })),
});

describe("changes between two kept reports", () => {
  it("lists the items whose status moved, with both statuses", () => {
    const before = report([
      ["a", "missing"],
      ["b", "found"],
      ["c", "unclear"],
    ]);
    const after = report([
      ["a", "found"],
      ["b", "found"],
      ["c", "missing"],
    ]);
    expect(changes(before, after)).toEqual([
      { id: "a", label: "Punkt a", from: "missing", to: "found" },
      { id: "c", label: "Punkt c", from: "unclear", to: "missing" },
    ]);
  });

  it("is empty for the same result, and names an item the earlier report did not have", () => {
    const same = report([["a", "missing"]]);
    expect(changes(same, report([["a", "missing"]]))).toEqual([]);
    expect(
      changes(
        same,
        report([
          ["a", "missing"],
          ["n", "found"],
        ]),
      ),
    ).toEqual([{ id: "n", label: "Punkt n", from: null, to: "found" }]);
  });
});
