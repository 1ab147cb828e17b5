// A small fake OpenAI-compatible server: streams a scripted answer as chat-completion chunks.
// The language model is the one thing we do not own and cannot run here.
import http from "node:http";

export interface FakeLlm {
  url: string;
  requests: { body: any; headers: http.IncomingHttpHeaders }[];
  script: { text: string; chunkDelayMs: number; status: number; hang: boolean };
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake = {
    requests: [] as FakeLlm["requests"],
    script: { text: "Antwort", chunkDelayMs: 0, status: 200, hang: false },
  };
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || "{}");
    fake.requests.push({ body, headers: req.headers });
    if (fake.script.hang) return; // never answers: the client's timeout must fire
    if (fake.script.status !== 200) {
      res.writeHead(fake.script.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "upstream failure", type: "server_error" } }));
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

/** Reads a server-sent-event response into its events. */
export async function readEvents(response: Response): Promise<any[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice(6)));
}
