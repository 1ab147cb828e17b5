// Correcting the last question and asking again (issue 25), on SQLite and on PostgreSQL: the old
// exchange is replaced in the stored conversation; "retry" says whether asking again gives a new answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp, postChat, bearer } from "../../tests/support/app.js";
import { readEvents, startFakeLlm, type FakeLlm } from "../../tests/support/fake-llm.js";

interface Stored {
  id: string;
  role: string;
  content: string;
  status: string;
  retry?: string;
  feedback: unknown;
}

describe.each(ENGINES)("editing and asking again on %s", (engine) => {
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
  const messages = async (token: string, id: string): Promise<Stored[]> =>
    (await json(`${t.url}/api/conversations/${id}`, { headers: as(token) })).body.messages;
  /** A conversation of two exchanges, the second answer rated. */
  async function twoExchanges() {
    const first = await readEvents(await ask(alice, { message: "Was ist ein Auftragsbearbeiter?" }));
    const id: string = first[0].conversationId;
    const second = await readEvents(await ask(alice, { message: "Wie lange habe ich Zeit für eine Auskunft?", conversationId: id }));
    const rated = await json(`${t.url}/api/messages/${second[0].messageId}/feedback`, {
      method: "PUT",
      headers: as(alice),
      body: JSON.stringify({ rating: "not_helpful", comment: "falsche Frage" }),
    });
    expect(rated.status).toBe(200);
    return { id, stored: await messages(alice, id) };
  }

  it("replaces the last question and its answer (and its rating) with the corrected one", async () => {
    const { id, stored } = await twoExchanges();
    expect(stored).toHaveLength(4);
    const events = await readEvents(
      await ask(alice, { message: "Wer muss eine Datenschutzverletzung melden?", conversationId: id, replaces: stored[2].id }),
    );
    expect(events[0]).toMatchObject({ type: "meta", conversationId: id, retry: "same" });
    expect(events.at(-1)).toEqual({ type: "done", status: "complete" });

    const after = await messages(alice, id);
    expect(after.map((m) => [m.role, m.content])).toEqual([
      ["user", "Was ist ein Auftragsbearbeiter?"],
      ["assistant", stored[1].content],
      ["user", "Wer muss eine Datenschutzverletzung melden?"],
      ["assistant", expect.any(String)],
    ]);
    expect(after.slice(0, 2).map((m) => m.id)).toEqual(stored.slice(0, 2).map((m) => m.id));
    expect(after[3].id).toBe(events[0].messageId);
    expect(after[2].id).toBe(events[0].questionId);
    expect(after[3].content).toContain("Art. 24");
    // The rating went with the replaced answer: no row is left behind on either engine.
    const ratings = await t.database.db
      .selectFrom("message_feedback")
      .select("message_id")
      .where("message_id", "=", stored[3].id)
      .execute();
    expect(ratings).toEqual([]);
    // Both answers were composed from this knowledge base: asking again would give the same.
    expect(after[1].retry).toBe("same");
    expect(after[3].retry).toBe("same");
    expect(after[2].retry).toBeUndefined();
  });

  it("asks the same question again in place: one exchange, not two", async () => {
    const first = await readEvents(await ask(alice, { message: "Wie lange habe ich Zeit für eine Auskunft?" }));
    const id: string = first[0].conversationId;
    const [question] = await messages(alice, id);
    await readEvents(await ask(alice, { message: question.content, conversationId: id, replaces: question.id }));
    const after = await messages(alice, id);
    expect(after.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(after[0].content).toBe(question.content);
    expect(after[0].id).not.toBe(question.id);
  });

  it("offers a new answer once the knowledge base has changed since the answer, and after a stopped one", async () => {
    const events = await readEvents(await ask(alice, { message: "Was ist ein Auftragsbearbeiter?" }));
    const id: string = events[0].conversationId;
    const answerId: string = events[0].messageId;
    // As stored by a server whose knowledge base was another.
    await t.database.db.updateTable("messages").set({ basis: "kb:0000000000000000" }).where("id", "=", answerId).execute();
    expect((await messages(alice, id))[1].retry).toBe("new");
    await t.database.db.updateTable("messages").set({ basis: null, status: "stopped" }).where("id", "=", answerId).execute();
    expect((await messages(alice, id))[1].retry).toBe("new");
  });

  it("refuses to replace anything but the last question, and changes nothing", async () => {
    const { id, stored } = await twoExchanges();
    const before = await messages(alice, id);
    for (const replaces of [stored[0].id, stored[3].id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await json(`${t.url}/api/chat`, {
        method: "POST",
        headers: as(alice),
        body: JSON.stringify({ message: "Neue Frage", conversationId: id, replaces }),
      });
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe("question_not_last");
    }
    expect(await messages(alice, id)).toEqual(before);
  });

  it("needs the conversation, and only the owner's", async () => {
    const { id, stored } = await twoExchanges();
    const alone = await json(`${t.url}/api/chat`, {
      method: "POST",
      headers: as(alice),
      body: JSON.stringify({ message: "Neue Frage", replaces: stored[2].id }),
    });
    expect(alone.status).toBe(400);
    expect(alone.body.error.code).toBe("validation_failed");
    const foreign = await json(`${t.url}/api/chat`, {
      method: "POST",
      headers: as(bob),
      body: JSON.stringify({ message: "Neue Frage", conversationId: id, replaces: stored[2].id }),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("conversation_not_found");
    const malformed = await json(`${t.url}/api/chat`, {
      method: "POST",
      headers: as(alice),
      body: JSON.stringify({ message: "Neue Frage", conversationId: id, replaces: "x" }),
    });
    expect(malformed.status).toBe(400);
    expect(await messages(alice, id)).toHaveLength(4);
  });
});

describe("asking again with a language model", () => {
  let llm: FakeLlm;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await startTestApp("sqlite", {
      env: { LLM_BASE_URL: llm.url, LLM_MODEL: "test-model", LLM_API_KEY: "sk-test", CHAT_STREAM_DELAY_MS: "0" },
    });
    token = (await signUp(t.url)).session.access_token;
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it("is always a new attempt, which replaces the old one", async () => {
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const question = "Wir hatten einen Hackerangriff, müssen wir das dem EDÖB melden?";
    llm.script = { text: "Erster Versuch: Ja, nach Art. 24 DSG.", chunkDelayMs: 0, status: 200, hang: false };
    const first = await readEvents(
      await fetch(`${t.url}/api/chat`, { method: "POST", headers, body: JSON.stringify({ message: question }) }),
    );
    expect(first[0].retry).toBe("new");
    const id: string = first[0].conversationId;
    const stored = (await json(`${t.url}/api/conversations/${id}`, { headers })).body.messages;
    expect(stored[1].retry).toBe("new");

    llm.script = { text: "Zweiter Versuch: Ja, nach Art. 24 DSG.", chunkDelayMs: 0, status: 200, hang: false };
    await readEvents(
      await fetch(`${t.url}/api/chat`, {
        method: "POST",
        headers,
        body: JSON.stringify({ message: question, conversationId: id, replaces: stored[0].id }),
      }),
    );
    const after = (await json(`${t.url}/api/conversations/${id}`, { headers })).body.messages;
    expect(after).toHaveLength(2);
    expect(after[1].content).toContain("Zweiter Versuch");
  });
});
