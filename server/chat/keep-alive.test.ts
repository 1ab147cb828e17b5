// Keep-alive comments on a silent answer stream: proxies cut idle connections (nginx after 60 s
// by default), and a language model may think for longer than that before its first word.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, signUp, startTestApp, type TestApp, postChat } from "../../tests/support/app.js";
import { startFakeLlm, type FakeLlm } from "../../tests/support/fake-llm.js";
import { readSse } from "../../tests/support/sse.js";

const KEEP_ALIVE_MS = 100;
const SILENCE_MS = 800;

describe("a silent answer stream", () => {
  let llm: FakeLlm;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await startTestApp("sqlite", {
      env: {
        LLM_BASE_URL: llm.url,
        LLM_MODEL: "test-model",
        LLM_TIMEOUT_MS: "10000",
        CHAT_STREAM_DELAY_MS: "0",
        CHAT_KEEPALIVE_MS: String(KEEP_ALIVE_MS),
      },
    });
    token = (await signUp(t.url)).session.access_token;
  });
  afterAll(async () => {
    await t?.close();
    await llm?.close();
  });

  it("carries keep-alive comments while the model is silent, and the answer is unchanged", async () => {
    // Two words with a long pause between them: the stream is silent in the middle.
    llm.script = { text: "Melden Sie es.", chunkDelayMs: SILENCE_MS, status: 200, hang: false };
    const response = await postChat(t.url, token, { message: "Wir hatten ein Datenleck, müssen wir das melden?" });
    const { events, comments, error } = await readSse(response);
    expect(error).toBeUndefined();
    expect(comments.length).toBeGreaterThan(0);
    expect(new Set(comments.map((c) => c.text))).toEqual(new Set([": keep-alive"]));
    // They fill the pauses between the model's words (events 1 and 2 are the first deltas).
    const types = events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(["meta", "delta"]);
    expect(comments.filter((c) => c.afterEvents === 2).length).toBeGreaterThanOrEqual(2);
    // Comments are not events: the answer reads and is stored as without them.
    const text = events
      .filter((e) => e.type === "delta")
      .map((e) => e.text)
      .join("");
    // The model's words, then our pointer to the breach tool (the question is about a breach).
    expect(text.startsWith("Melden Sie es.\n\n**Werkzeug:**")).toBe(true);
    expect(events.at(-1)).toEqual({ type: "done", status: "complete" });
    const stored = await json(`${t.url}/api/conversations/${events[0].conversationId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(stored.body.messages[1]).toMatchObject({ content: text, status: "complete" });
  });
});
