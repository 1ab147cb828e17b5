// Small HTTP helpers shared by the proofs (the JSON helpers live in tests/support/app.ts).
import { readSse } from "../../support/sse.js";

export { readSse, type SseResult } from "../../support/sse.js";
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postChat(
  base: string,
  token: string,
  body: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
) {
  return fetch(`${base}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(token), ...init.headers },
    body: JSON.stringify(body),
    signal: init.signal,
  });
}

/** Asks one question and reads the whole answer. */
export async function ask(base: string, token: string, message: string, conversationId?: string) {
  const response = await postChat(base, token, conversationId ? { message, conversationId } : { message });
  if (response.status !== 200) throw new Error(`chat failed: ${response.status} ${await response.text()}`);
  const { events, error } = await readSse(response);
  if (error) throw error;
  return {
    events,
    conversationId: events[0]?.conversationId as string,
    messageId: events[0]?.messageId as string,
    text: events
      .filter((e) => e.type === "delta")
      .map((e) => e.text)
      .join(""),
    done: events.at(-1),
  };
}
