// The bounded and the last-question memos give what their function gives, whatever was asked before.
import { describe, expect, it } from "vitest";
import { lastOf, Memo } from "./memo.js";

describe("lastOf", () => {
  it("computes once for a question asked again in a row, and afresh for another", () => {
    const asked: string[] = [];
    const length = lastOf((q: string) => {
      asked.push(q);
      return { length: q.length };
    });
    const first = length("Darf der Chef meine E-Mails lesen?");
    expect(length("Darf der Chef meine E-Mails lesen?")).toBe(first);
    expect(length("Und die Chats?")).toEqual({ length: 14 });
    expect(length("Darf der Chef meine E-Mails lesen?")).toEqual(first);
    expect(asked).toEqual(["Darf der Chef meine E-Mails lesen?", "Und die Chats?", "Darf der Chef meine E-Mails lesen?"]);
  });

  it("remembers an empty question and a falsy answer too", () => {
    let calls = 0;
    const empty = lastOf((q: string) => (calls++, q.length > 0));
    expect(empty("")).toBe(false);
    expect(empty("")).toBe(false);
    expect(calls).toBe(1);
  });
});

describe("Memo.peek", () => {
  it("gives the remembered value and undefined before it is computed", () => {
    const memo = new Memo<number>(2);
    expect(memo.peek("a")).toBeUndefined();
    expect(memo.get("a", (k) => k.length)).toBe(1);
    expect(memo.peek("a")).toBe(1);
    memo.get("bb", (k) => k.length);
    memo.get("ccc", (k) => k.length); // full: starts over
    expect(memo.peek("a")).toBeUndefined();
    expect(memo.peek("ccc")).toBe(3);
  });
});
