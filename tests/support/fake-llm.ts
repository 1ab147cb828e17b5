// A small fake OpenAI-compatible server: streams a scripted answer as chat-completion chunks (or, for a
// request without `stream: true`, returns it as one message).
// The language model is the one thing we do not own and cannot run here.
import http from "node:http";

export interface FakeLlm {
  url: string;
  requests: { body: any; headers: http.IncomingHttpHeaders; path: string }[];
  script: { text: string; chunkDelayMs: number; status: number; hang: boolean };
  /** Status of the /embeddings endpoint (200: deterministic bag-of-words vectors). */
  embeddingsStatus: number;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake = {
    requests: [] as FakeLlm["requests"],
    script: { text: "Antwort", chunkDelayMs: 0, status: 200, hang: false },
    embeddingsStatus: 200,
  };
  // node:http ignores a handler's promise: a failure ends the response instead of going unhandled.
  const server = http.createServer((req, res) => {
    void (async () => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const body = JSON.parse(raw || "{}");
      fake.requests.push({ body, headers: req.headers, path: req.url ?? "" });
      if (req.url?.endsWith("/embeddings")) {
        if (fake.embeddingsStatus !== 200) {
          res.writeHead(fake.embeddingsStatus, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { message: "upstream failure", type: "server_error" } }));
          return;
        }
        const inputs: string[] = Array.isArray(body.input) ? body.input : [body.input];
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            object: "list",
            model: body.model,
            data: inputs.map((text, index) => ({ object: "embedding", index, embedding: fakeEmbedding(text) })),
            usage: { prompt_tokens: 0, total_tokens: 0 },
          }),
        );
        return;
      }
      if (fake.script.hang) return; // never answers: the client's timeout must fire
      if (fake.script.status !== 200) {
        res.writeHead(fake.script.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "upstream failure", type: "server_error" } }));
        return;
      }
      if (body.stream !== true) {
        // A non-streamed request (the notice check's second pass) gets the whole text as one message.
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "c1",
            object: "chat.completion",
            created: 0,
            model: body.model,
            choices: [{ index: 0, message: { role: "assistant", content: fake.script.text }, finish_reason: "stop" }],
            usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
          }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      const words = fake.script.text.match(/\S+\s*/g) ?? [];
      for (const word of words) {
        if (res.destroyed) return;
        const chunk = {
          id: "c1",
          object: "chat.completion.chunk",
          created: 0,
          model: body.model,
          choices: [{ index: 0, delta: { content: word }, finish_reason: null }],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (fake.script.chunkDelayMs) await new Promise((r) => setTimeout(r, fake.script.chunkDelayMs));
      }
      res.write(
        `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 0, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`,
      );
      res.end("data: [DONE]\n\n");
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A stand-in embedding: words hashed into 64 buckets, so texts sharing words are close. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(64).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []) {
    let h = 7;
    for (const c of word) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    vector[h % 64] += 1;
  }
  return vector;
}

/** Reads a server-sent-event response into its events. */
export async function readEvents(response: Response): Promise<any[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice(6)));
}
