// Reads a server-sent-event response as it arrives, for tests that act in the middle of a stream.

export interface SseResult {
  events: any[];
  /** Comment lines (": keep-alive"), each with the number of events read before it. */
  comments: { text: string; afterEvents: number }[];
  /** Set when the stream broke off (connection reset, process killed). */
  error?: unknown;
}

/** Reads an event stream as it arrives, calling onEvent for each event; never throws. */
export async function readSse(response: Response, onEvent: (event: any) => void = () => {}): Promise<SseResult> {
  const events: any[] = [];
  const comments: SseResult["comments"] = [];
  if (!response.body) return { events, comments };
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
        if (block.startsWith(":")) comments.push({ text: block, afterEvents: events.length });
        if (!block.startsWith("data: ")) continue;
        const event = JSON.parse(block.slice(6));
        events.push(event);
        onEvent(event);
      }
    }
    return { events, comments };
  } catch (error) {
    return { events, comments, error };
  }
}

/**
 * Reads a stream in the background. `next(predicate)` resolves with the first event (already read
 * or still to come) that the predicate accepts, and rejects if the stream ends without one.
 */
export function watchSse(response: Response) {
  const seen: any[] = [];
  const waiting: { predicate: (event: any) => boolean; resolve: (event: any) => void }[] = [];
  const result = readSse(response, (event) => {
    seen.push(event);
    for (const waiter of [...waiting]) {
      if (!waiter.predicate(event)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  const ended = result.then((r) => {
    throw new Error(`the stream ended without the awaited event: ${JSON.stringify(r.events.slice(-3))} ${String(r.error ?? "")}`);
  });
  ended.catch(() => {});
  return {
    result,
    next(predicate: (event: any) => boolean): Promise<any> {
      const found = seen.find(predicate);
      if (found) return Promise.resolve(found);
      return Promise.race([new Promise((resolve) => waiting.push({ predicate, resolve })), ended]);
    },
  };
}
