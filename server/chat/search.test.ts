// Searching one's conversations, on SQLite and on PostgreSQL (issue 25).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp, postChat, bearer } from "../../tests/support/app.js";
import { readEvents } from "../../tests/support/fake-llm.js";
import { containsAll, searchTerms, snippetOf } from "./search.js";

describe("search terms", () => {
  it("match German word forms and parts of compounds, without stop words", () => {
    expect(containsAll("Sie müssen melden.", searchTerms("Meldungen"))).toBe(true);
    expect(containsAll("Eine Auskunft ist kostenlos.", searchTerms("Auskünfte"))).toBe(true);
    expect(containsAll("Eine Datenpanne ist zu melden.", searchTerms("Panne"))).toBe(true);
    expect(containsAll("Die Strasse", searchTerms("Straße"))).toBe(true);
    expect(containsAll("Eine Auskunft ist kostenlos.", searchTerms("Auskunft Frist"))).toBe(false);
    expect(searchTerms("wie ist das mit der Videoüberwachung")).toEqual(["videouberwach"]);
    expect(searchTerms("?!")).toEqual([]);
  });

  it("give the line where a term occurs as the snippet, without Markdown", () => {
    expect(snippetOf("**Kurz**\nMelden Sie es dem [EDÖB](https://www.edoeb.admin.ch).", searchTerms("EDÖB"))).toBe(
      "Melden Sie es dem EDÖB.",
    );
  });
});

describe.each(ENGINES)("searching conversations on %s", (engine) => {
  let t: TestApp;
  let bob: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { CHAT_STREAM_DELAY_MS: "0", CHAT_RATE_LIMIT: "1000/60" } });
    bob = (await signUp(t.url)).session.access_token;
  });
  afterAll(() => t.close());
  const as = bearer;
  const ask = async (token: string, message: string, conversationId?: string) =>
    readEvents(await postChat(t.url, token, conversationId ? { message, conversationId } : { message }));
  const search = (token: string, q: string) => json(`${t.url}/api/conversations/search?q=${encodeURIComponent(q)}`, { headers: as(token) });

  it("finds a conversation by a word that only its answer contains, and points at that answer", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    const breach = await ask(alice, "Wir hatten einen Hackerangriff, müssen wir das melden?");
    const other = await ask(alice, "Wie lange habe ich Zeit für eine Auskunft?");
    const read = async (id: string) => (await json(`${t.url}/api/conversations/${id}`, { headers: as(alice) })).body;
    const conversation = await read(breach[0].conversationId);
    const stored = conversation.messages;
    const elsewhere = (await read(other[0].conversationId)).messages.map((m: { content: string }) => m.content).join("\n");
    // A long word of the answer that neither its question nor the other conversation contains.
    const word = (stored[1].content.match(/\p{L}{9,}/gu) as string[]).find(
      (candidate) => !containsAll(`${stored[0].content}\n${elsewhere}`, searchTerms(candidate)),
    )!;
    expect(word).toBeTruthy();

    const found = await search(alice, word.toLowerCase());
    expect(found.status).toBe(200);
    expect(found.body.results).toEqual([
      {
        conversationId: breach[0].conversationId,
        title: conversation.title,
        updatedAt: conversation.updatedAt,
        messageId: stored[1].id,
        snippet: expect.stringContaining(word),
      },
    ]);
    // Another form of a word of the question finds the question itself.
    const forms = await search(alice, "Hackerangriffe melden");
    expect(forms.body.results.map((r: { messageId: string }) => r.messageId)).toEqual([stored[0].id]);
  });

  it("finds by title, newest first, and never another user's conversations", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    const one = await ask(alice, "Was ist ein Auftragsbearbeiter?");
    const two = await ask(alice, "Braucht ein Auftragsbearbeiter einen Vertrag?");
    const renamed = await json(`${t.url}/api/conversations/${one[0].conversationId}`, {
      method: "PATCH",
      headers: as(alice),
      body: JSON.stringify({ title: "Projekt Zebrafink" }),
    });
    expect(renamed.status).toBe(200);
    expect((await search(alice, "Zebrafinken")).body.results).toEqual([
      expect.objectContaining({ conversationId: one[0].conversationId, messageId: null, snippet: "Projekt Zebrafink" }),
    ]);
    const both = (await search(alice, "Auftragsbearbeiter")).body.results.map((r: { conversationId: string }) => r.conversationId);
    expect(both.slice(0, 2)).toEqual([one[0].conversationId, two[0].conversationId]);
    expect((await search(bob, "Auftragsbearbeiter")).body.results).toEqual([]);
  });

  it("refuses an empty or overlong query with a clear error", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    for (const q of ["", "  ?! ", "x".repeat(201)]) {
      const response = await search(alice, q);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe("validation_failed");
    }
    const missing = await json(`${t.url}/api/conversations/search`, { headers: as(alice) });
    expect(missing.status).toBe(400);
    const anonymous = await json(`${t.url}/api/conversations/search?q=EDÖB`);
    expect(anonymous.status).toBe(401);
  });
});
