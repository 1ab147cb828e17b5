import { describe, expect, it } from "vitest";
import { eventData } from "./sse";

/** A response body delivered in exactly these pieces. */
function body(...chunks: string[]): NonNullable<Response["body"]> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(stream: NonNullable<Response["body"]>): Promise<string[]> {
  const out: string[] = [];
  for await (const data of eventData(stream)) out.push(data);
  return out;
}

describe("eventData", () => {
  it("skips keep-alive comments between, before and after events, even split across chunks", async () => {
    const events = await read(
      body(
        ": keep-alive\n\n",
        'data: {"type":"meta"}\n\n: keep',
        "-alive\n\n",
        'data: {"type":"delta","text":"a"}\n',
        "\n: keep-alive\n\n",
      ),
    );
    expect(events).toEqual(['{"type":"meta"}', '{"type":"delta","text":"a"}']);
  });

  it("joins an event's data lines and ignores its other fields", async () => {
    expect(await read(body('event: message\nid: 7\n: note\ndata: {"a":\ndata: 1}\n\n'))).toEqual(['{"a":\n1}']);
  });

  it("yields an event only once its blank line has arrived", async () => {
    expect(await read(body('data: {"type":"done"}\n\n', 'data: {"type":"cut'))).toEqual(['{"type":"done"}']);
  });
});
