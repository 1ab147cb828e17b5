import { describe, expect, it } from "vitest";
import { answerBasis, retryOf } from "./basis.js";

describe("the basis of an answer", () => {
  it("changes with anything a composed answer depends on, and not otherwise", () => {
    const kb = answerBasis(null, [{ entries: ["DSG Art. 24"] }, [0.5, 0.2]]);
    expect(kb).toMatch(/^kb:[0-9a-f]{16}$/);
    expect(answerBasis(null, [{ entries: ["DSG Art. 24"] }, [0.5, 0.2]])).toBe(kb);
    expect(answerBasis(null, [{ entries: ["DSG Art. 25"] }, [0.5, 0.2]])).not.toBe(kb);
    expect(answerBasis(null, [{ entries: ["DSG Art. 24"] }, [0.5, 0.3]])).not.toBe(kb);
    expect(answerBasis({ model: "m" }, [])).toBe("llm:m");
  });

  it("says a composed answer would come out the same only on the same basis and when it completed", () => {
    expect(retryOf({ status: "complete", basis: "kb:a" }, "kb:a")).toBe("same");
    expect(retryOf({ status: "complete", basis: "kb:a" }, "kb:b")).toBe("new");
    expect(retryOf({ status: "stopped", basis: "kb:a" }, "kb:a")).toBe("new");
    expect(retryOf({ status: "error", basis: "kb:a" }, "kb:a")).toBe("new");
    expect(retryOf({ status: "complete", basis: null }, "kb:a")).toBe("new");
    expect(retryOf({ status: "complete", basis: "llm:m" }, "llm:m")).toBe("new");
  });
});
