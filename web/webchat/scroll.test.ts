import { describe, expect, it } from "vitest";
import { followTarget, isAtBottom, maxScroll } from "./scroll";

describe("following a new answer", () => {
  it("scrolls as the answer grows, until the question reaches the top of the view", () => {
    // A view of 400 px; the question starts 900 px down the content.
    expect(followTarget({ scrollTop: 0, scrollHeight: 1000, clientHeight: 400 }, 900)).toBe(600);
    expect(followTarget({ scrollTop: 600, scrollHeight: 1200, clientHeight: 400 }, 900)).toBe(800);
    expect(followTarget({ scrollTop: 800, scrollHeight: 1400, clientHeight: 400 }, 900)).toBe(888);
  });

  it("never follows past the question, however long the answer becomes", () => {
    expect(followTarget({ scrollTop: 888, scrollHeight: 5000, clientHeight: 400 }, 900)).toBe(888);
    expect(followTarget({ scrollTop: 888, scrollHeight: 50_000, clientHeight: 400 }, 900)).toBe(888);
  });

  it("never scrolls back up from where the view already is", () => {
    expect(followTarget({ scrollTop: 950, scrollHeight: 2000, clientHeight: 400 }, 900)).toBe(950);
  });

  it("stays at the top when everything fits", () => {
    expect(followTarget({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 }, 120)).toBe(0);
    expect(maxScroll({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 })).toBe(0);
  });
});

describe("at the newest message", () => {
  it("counts the last few pixels as the bottom", () => {
    expect(isAtBottom({ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 560, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 552, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
    expect(isAtBottom({ scrollTop: 0, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });
});
