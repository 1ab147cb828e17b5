// Small HTTP helpers shared by the proofs (the JSON helpers live in tests/support/app.ts).
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

export interface SseResult {
  events: any[];
  /** Set when the stream broke off (connection reset, process killed). */
  error?: unknown;
}

/** Reads an event stream as it arrives, calling onEvent for each event; never throws. */
export async function readSse(response: Response, onEvent: (event: any) => void = () => {}): Promise<SseResult> {
  const events: any[] = [];
  if (!response.body) return { events };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.startsWith("data: ")) continue;
        const event = JSON.parse(block.slice(6));
        events.push(event);
        onEvent(event);
      }
    }
    return { events };
  } catch (error) {
    return { events, error };
  }
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
