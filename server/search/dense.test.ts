// The dense signal against the fake OpenAI-compatible server: vectors computed once and cached in
// DATA_DIR, recomputed when the knowledge base changes, used for the question, and never a
// failure when the endpoint is down.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { json, signUp, startTestApp, postChat } from "../../tests/support/app.js";
import { readEvents, startFakeLlm, type FakeLlm } from "../../tests/support/fake-llm.js";
import { DenseIndex } from "./dense.js";
import { buildIndex } from "../../tooling/search/eval.js";

describe("dense signal (embeddings)", () => {
  let llm: FakeLlm;
  let dataDir: string;
  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(() => llm.close());
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dense-"));
    llm.requests.length = 0;
    llm.embeddingsStatus = 200;
  });
  const settings = () => ({ baseUrl: llm.url, model: "embed-test", apiKey: "sk-test", timeoutMs: 2000 });
  const texts = new Map([
    ["DSG Art. 24", "Meldung einer Datenpanne, Lösegeld-Trojaner, Hackerangriff"],
    ["DSG Art. 25", "Auskunftsrecht, Kopie der eigenen Daten verlangen"],
  ]);

  it("computes the vectors once, caches them (0600) and recomputes when the knowledge base changes", async () => {
    expect(await new DenseIndex(settings(), dataDir, texts).init()).toBe("computed");
    const file = path.join(dataDir, "embeddings.json");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(llm.requests.filter((r) => r.path.endsWith("/embeddings"))).toHaveLength(1);
    expect(await new DenseIndex(settings(), dataDir, texts).init()).toBe("cached");
    expect(llm.requests).toHaveLength(1);
    const changed = new Map([...texts, ["DSG Art. 26", "Einschränkungen des Auskunftsrechts"]]);
    expect(await new DenseIndex(settings(), dataDir, changed).init()).toBe("computed");
    expect(await new DenseIndex({ ...settings(), model: "other" }, dataDir, changed).init()).toBe("computed");
  });

  it("ranks the articles by similarity to the question, and gives nothing when the endpoint fails", async () => {
    const dense = new DenseIndex(settings(), dataDir, texts);
    await dense.init();
    const scores = await dense.similarities("Ein Lösegeld-Trojaner nach einem Hackerangriff");
    expect(scores.get("DSG Art. 24")!).toBeGreaterThan(scores.get("DSG Art. 25")!);
    llm.embeddingsStatus = 500;
    expect(await dense.similarities("Hackerangriff")).toEqual(new Map());
  });

  it("lifts the article the vectors point to in the ranking", () => {
    const index = buildIndex();
    const question = "Welche Rechte habe ich gegenüber einer Firma, die Daten über mich hat?";
    const without = index.search(question, { limit: 10 }).results.map((r) => r.ref);
    const lifted = index
      .search(question, {
        limit: 10,
        dense: new Map([
          ["DSG Art. 28", 0.9],
          ["DSG Art. 6", 0.1],
        ]),
      })
      .results.map((r) => r.ref);
    expect(lifted.indexOf("DSG Art. 28")).toBeGreaterThanOrEqual(0);
    expect(without.indexOf("DSG Art. 28") === -1 || lifted.indexOf("DSG Art. 28") < without.indexOf("DSG Art. 28")).toBe(true);
  });

  it("is used by the running server: the question is embedded and the chat still answers", async () => {
    const t = await startTestApp("sqlite", {
      env: { LLM_BASE_URL: llm.url, LLM_MODEL: "test-model", EMBEDDINGS_MODEL: "embed-test", CHAT_STREAM_DELAY_MS: "0" },
    });
    try {
      await expect.poll(() => fs.existsSync(path.join(t.dataDir, "embeddings.json")), { timeout: 15_000 }).toBe(true);
      const token = (await signUp(t.url)).session.access_token;
      llm.script = { text: "So rasch als möglich melden (Art. 24 DSG).", chunkDelayMs: 0, status: 200, hang: false };
      const question = "Wir hatten einen Hackerangriff, müssen wir das melden?";
      const response = await postChat(t.url, token, { message: question });
      const events = await readEvents(response);
      expect(llm.requests.some((r) => r.path.endsWith("/embeddings") && r.body.input === question)).toBe(true);
      expect(events.find((e) => e.type === "citations").citations.map((c: { ref: string }) => c.ref)).toContain("DSG Art. 24");
      expect((await json(`${t.url}/api/conversations`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
