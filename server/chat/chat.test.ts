// The chat API with two users, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp, postChat, bearer } from "../../tests/support/app.js";
import { readEvents } from "../../tests/support/fake-llm.js";
import { NOT_COVERED } from "../answer/compose.js";

describe.each(ENGINES)("chat API on %s", (engine) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { CHAT_STREAM_DELAY_MS: "0", CHAT_RATE_LIMIT: "1000/60" } });
    alice = (await signUp(t.url)).session.access_token;
    bob = (await signUp(t.url)).session.access_token;
  });
  afterAll(() => t.close());
  const as = bearer;
  const ask = (token: string, body: unknown) => postChat(t.url, token, body);

  it("answers as an event stream with meta, deltas, citations and done, and stores both messages", async () => {
    const response = await ask(alice, { message: "Wir hatten einen Hackerangriff, müssen wir das dem EDÖB melden?" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ type: "meta", conversationId: expect.any(String), messageId: expect.any(String) });
    expect(events.filter((e) => e.type === "delta").length).toBeGreaterThan(1);
    const citations = events.find((e) => e.type === "citations").citations;
    expect(citations.map((c: { ref: string }) => c.ref)).toContain("DSG Art. 24");
    expect(citations[0]).toMatchObject({
      url: expect.stringMatching(/^https:\/\/www\.fedlex\.admin\.ch\//),
      stand: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(events.at(-1)).toEqual({ type: "done", status: "complete" });
    const text = events
      .filter((e) => e.type === "delta")
      .map((e) => e.text)
      .join("");
    expect(text).toContain("Art. 24 DSG");
    const conversation = await json(`${t.url}/api/conversations/${events[0].conversationId}`, { headers: as(alice) });
    expect(conversation.status).toBe(200);
    expect(conversation.body.title).toBe("Wir hatten einen Hackerangriff, müssen wir das dem EDÖB …");
    expect(conversation.body.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(conversation.body.messages[1]).toMatchObject({ content: text, status: "complete" });
    expect(conversation.body.messages[1].citations).toEqual(citations);
  });

  it("says so when nothing relevant is found", async () => {
    const events = await readEvents(await ask(alice, { message: "Wie wird das Wetter morgen in Zürich?" }));
    const text = events
      .filter((e) => e.type === "delta")
      .map((e) => e.text)
      .join("");
    expect(text).toBe(NOT_COVERED);
    expect(events.find((e) => e.type === "citations").citations).toEqual([]);
  });

  it("reads a longer question that points back as a follow-up and answers its new aspect", async () => {
    // 17 words: read alone it was off the topic (a data protection impact assessment); with the
    // earlier question as context it asks how soon the breach must be reported (decision 005, session 10).
    const first = await readEvents(
      await ask(alice, {
        message: "Bei unserem Onlineshop hat ein Hacker die Kundendaten samt Adressen kopiert. Müssen wir das dem EDÖB melden?",
      }),
    );
    const message = "Die Forensikfirma braucht noch drei Wochen für ihren Bericht. Dürfen wir mit der Meldung trotzdem so lange warten?";
    const events = await readEvents(await ask(alice, { message, conversationId: first[0].conversationId }));
    const text = events
      .filter((e) => e.type === "delta")
      .map((e) => e.text)
      .join("");
    expect(text.split("**")[0]).toMatch(/so rasch als möglich/i);
    expect(events.find((e) => e.type === "citations").citations.map((c: { ref: string }) => c.ref)).toContain("DSG Art. 24");
  });

  it("continues a conversation, lists, renames and deletes, newest first", async () => {
    const first = await readEvents(await ask(alice, { message: "Was ist ein Auftragsbearbeiter?" }));
    const id = first[0].conversationId;
    await readEvents(await ask(alice, { message: "Und braucht es einen Vertrag?", conversationId: id }));
    const other = await readEvents(await ask(alice, { message: "Wie lange habe ich Zeit für eine Auskunft?" }));
    const list = (await json(`${t.url}/api/conversations`, { headers: as(alice) })).body.conversations;
    expect(list[0].id).toBe(other[0].conversationId);
    expect((await json(`${t.url}/api/conversations/${id}`, { headers: as(alice) })).body.messages).toHaveLength(4);
    const renamed = await json(`${t.url}/api/conversations/${id}`, {
      method: "PATCH",
      headers: as(alice),
      body: JSON.stringify({ title: "Auftragsbearbeitung" }),
    });
    expect(renamed.body).toEqual({ id, title: "Auftragsbearbeitung" });
    expect((await json(`${t.url}/api/conversations`, { headers: as(alice) })).body.conversations[0]).toMatchObject({
      id,
      title: "Auftragsbearbeitung",
    });
    const deleted = await fetch(`${t.url}/api/conversations/${id}`, { method: "DELETE", headers: as(alice) });
    expect(deleted.status).toBe(204);
    expect((await json(`${t.url}/api/conversations/${id}`, { headers: as(alice) })).status).toBe(404);
    const left = await t.database.db.selectFrom("messages").select("id").where("conversation_id", "=", id).execute();
    expect(left).toEqual([]);
  });

  it("keeps users apart: another user's conversation is a 404", async () => {
    const events = await readEvents(await ask(alice, { message: "Was regelt Art. 19 DSG?" }));
    const id = events[0].conversationId;
    expect((await json(`${t.url}/api/conversations/${id}`, { headers: as(bob) })).status).toBe(404);
    expect(
      (await json(`${t.url}/api/conversations/${id}`, { method: "PATCH", headers: as(bob), body: JSON.stringify({ title: "x" }) })).status,
    ).toBe(404);
    expect((await fetch(`${t.url}/api/conversations/${id}`, { method: "DELETE", headers: as(bob) })).status).toBe(404);
    const res = await ask(bob, { message: "Hallo", conversationId: id });
    expect(res.status).toBe(404);
    expect(
      (await json(`${t.url}/api/conversations`, { headers: as(bob) })).body.conversations.map((c: { id: string }) => c.id),
    ).not.toContain(id);
    expect((await json(`${t.url}/api/conversations/${id}`, { headers: as(alice) })).body.messages).toHaveLength(2);
  });

  it("requires a signed-in user", async () => {
    const res = await json(`${t.url}/api/conversations`);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe("Bitte melden Sie sich an.");
    expect((await ask("not-a-token", { message: "Hallo" })).status).toBe(401);
    expect((await json(`${t.url}/api/knowledge/search?q=Auskunft`)).status).toBe(401);
  });

  it("refuses bad input with a clear error and writes nothing", async () => {
    const before = await t.database.db
      .selectFrom("messages")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const long = await json(`${t.url}/api/chat`, {
      method: "POST",
      headers: as(alice),
      body: JSON.stringify({ message: "x".repeat(4001) }),
    });
    expect(long.status).toBe(413);
    expect(long.body).toEqual({ error: { code: "message_too_long", message: "Die Nachricht ist zu lang (höchstens 4000 Zeichen)." } });
    // The validator's refusals name the field, in German (`fields`, server/http/validation-fields.ts).
    const invalid = (field: string, message: string) => ({
      error: { code: "validation_failed", message: "Die Anfrage ist ungültig.", fields: [{ field, message }] },
    });
    const refusals: [unknown, unknown][] = [
      [{}, invalid("message", "Dieses Feld fehlt.")],
      [{ message: 5 }, invalid("message", "Hier wird ein Text erwartet.")],
      [{ message: "Hallo", conversationId: "nicht-eine-id" }, invalid("conversationId", "Das Format ist ungültig.")],
      [{ message: "   " }, { error: { code: "validation_failed", message: "Bitte geben Sie eine Frage ein." } }],
    ];
    for (const [body, answer] of refusals) {
      const res = await json(`${t.url}/api/chat`, { method: "POST", headers: as(alice), body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual(answer);
    }
    const broken = await json(`${t.url}/api/chat`, { method: "POST", headers: as(alice), body: "{kaputt" });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: { code: "bad_json", message: "Die Anfrage enthält kein gültiges JSON." } });
    const after = await t.database.db
      .selectFrom("messages")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("stores SQL meta-characters and markup verbatim", async () => {
    const message = `Robert'); DROP TABLE users;-- <img src=x onerror=alert(1)> "\\ ü`;
    const events = await readEvents(await ask(alice, { message }));
    const conversation = await json(`${t.url}/api/conversations/${events[0].conversationId}`, { headers: as(alice) });
    expect(conversation.body.messages[0].content).toBe(message);
  });

  it("searches the knowledge base for signed-in users", async () => {
    const res = await json(`${t.url}/api/knowledge/search?q=${encodeURIComponent("Art. 19 DSG")}&limit=3`, { headers: as(alice) });
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(3);
    expect(res.body.results[0]).toMatchObject({
      ref: "DSG Art. 19",
      source: "curated",
      url: "https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_19",
    });
    expect(Object.keys(res.body.results[0]).sort()).toEqual(["ref", "score", "snippet", "source", "stand", "title", "url"]);
    expect((await json(`${t.url}/api/knowledge/search?q=`, { headers: as(alice) })).status).toBe(400);
    expect((await json(`${t.url}/api/knowledge/search?q=x&limit=500`, { headers: as(alice) })).status).toBe(400);
  });
});

describe("chat rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("sqlite", { env: { CHAT_STREAM_DELAY_MS: "0", CHAT_RATE_LIMIT: "2/60" } });
  });
  afterAll(() => t.close());

  it("answers 429 with a German message per user", async () => {
    const a = (await signUp(t.url)).session.access_token;
    const b = (await signUp(t.url)).session.access_token;
    const ask = (token: string) => postChat(t.url, token, { message: "Was ist Profiling?" });
    expect((await ask(a)).status).toBe(200);
    expect((await ask(a)).status).toBe(200);
    const limited = await ask(a);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/Bitte warten Sie einen Moment/);
    expect((await ask(b)).status).toBe(200);
  });
});
