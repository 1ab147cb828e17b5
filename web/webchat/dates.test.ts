import { describe, expect, it } from "vitest";
import { dateGroup, groupByDate } from "./dates";

// Local times: the groups follow the reader's calendar days.
const now = new Date(2026, 10, 27, 9, 30);
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour).toISOString();

describe("conversations grouped by date", () => {
  it("sorts into Heute, Gestern, Letzte 7 Tage and Älter by calendar day", () => {
    expect(dateGroup(new Date(2026, 10, 27, 0, 1).toISOString(), now)).toBe("Heute");
    expect(dateGroup(new Date(2026, 10, 26, 23, 59).toISOString(), now)).toBe("Gestern");
    expect(dateGroup(at(26, 0), now)).toBe("Gestern");
    expect(dateGroup(at(25), now)).toBe("Letzte 7 Tage");
    expect(dateGroup(at(20, 0), now)).toBe("Letzte 7 Tage");
    expect(dateGroup(new Date(2026, 10, 19, 23, 59).toISOString(), now)).toBe("Älter");
    expect(dateGroup("kein Datum", now)).toBe("Älter");
  });

  it("keeps the groups in order and the items' order within them, without empty groups", () => {
    const items = [
      { id: "a", updatedAt: at(27, 8) },
      { id: "b", updatedAt: at(25) },
      { id: "c", updatedAt: at(1) },
      { id: "d", updatedAt: at(24) },
    ];
    expect(groupByDate(items, now).map(({ group, items }) => [group, items.map((item) => item.id)])).toEqual([
      ["Heute", ["a"]],
      ["Letzte 7 Tage", ["b", "d"]],
      ["Älter", ["c"]],
    ]);
  });
});
