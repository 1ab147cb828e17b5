import { describe, expect, it } from "vitest";
import { upTo } from "./replace";
import type { ChatMessage } from "./useChat";

const message = (id: string | undefined, role: ChatMessage["role"]): ChatMessage => ({
  key: `k-${id}`,
  id,
  role,
  content: id ?? "",
  citations: [],
  unverified: [],
  suggestions: [],
  feedback: null,
  status: "complete",
});

describe("replacing the last exchange on screen", () => {
  const list = [message("q1", "user"), message("a1", "assistant"), message("q2", "user"), message("a2", "assistant")];

  it("keeps what came before the replaced question", () => {
    expect(upTo(list, "q2").map((m) => m.id)).toEqual(["q1", "a1"]);
    expect(upTo(list, "q1")).toEqual([]);
  });

  it("keeps everything when the question is not on screen", () => {
    expect(upTo(list, "unknown")).toEqual(list);
  });
});
