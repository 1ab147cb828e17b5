// Ratings of answers: stored, replaced, returned with the conversation and in the export, kept
// apart between users, refused when malformed, and deleted with their answer, on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp, postChat, bearer } from "../../tests/support/app.js";
import { readEvents } from "../../tests/support/fake-llm.js";
import { fixedClock } from "../clock.js";

const DAY_MS = 86_400_000;

describe.each(ENGINES)("answer feedback on %s", (engine) => {
  let t: TestApp;
  const clock = fixedClock(Date.parse("2026-03-02T09:00:00Z"));
  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: { CHAT_STREAM_DELAY_MS: "0", CHAT_RATE_LIMIT: "1000/60", AUTH_RATE_LIMIT_SIGNUP: "1000/60" },
    });
  });
  afterAll(() => t.close());
  const as = bearer;

  /** Asks a question; returns the conversation's and the answer's and the question's ids. */
  async function exchange(token: string, message = "Wie lange habe ich Zeit für eine Auskunft?") {
    const events = await readEvents(await postChat(t.url, token, { message }));
    const { conversationId, messageId } = events[0];
    const stored = (await json(`${t.url}/api/conversations/${conversationId}`, { headers: as(token) })).body;
    const questionId = stored.messages.find((m: { role: string }) => m.role === "user").id as string;
    return { conversationId: conversationId as string, answerId: messageId as string, questionId };
  }
  const rate = (token: string, id: string, body: unknown) =>
    json(`${t.url}/api/messages/${id}/feedback`, {
      method: "PUT",
      headers: as(token),
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const rows = (messageId: string) =>
    t.database.db.selectFrom("message_feedback").selectAll().where("message_id", "=", messageId).execute();

  it("stores a rating, replaces it with a later one and returns it with the conversation", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    const { conversationId, answerId } = await exchange(alice);

    const helpful = await rate(alice, answerId, { rating: "helpful" });
    expect(helpful.status).toBe(200);
    expect(helpful.body).toEqual({ rating: "helpful", comment: null });
    const first = await rows(answerId);
    expect(first).toHaveLength(1);

    clock.advance(60_000);
    const changed = await rate(alice, answerId, { rating: "not_helpful", comment: "  Die Frist für Arbeitgeber fehlt.  " });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ rating: "not_helpful", comment: "Die Frist für Arbeitgeber fehlt." });
    const second = await rows(answerId);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({
      rating: "not_helpful",
      comment: "Die Frist für Arbeitgeber fehlt.",
      created_at: first[0].created_at,
    });
    expect(second[0].updated_at > first[0].updated_at).toBe(true);

    const conversation = await json(`${t.url}/api/conversations/${conversationId}`, { headers: as(alice) });
    expect(conversation.body.messages.map((m: { feedback: unknown }) => m.feedback)).toEqual([
      null,
      { rating: "not_helpful", comment: "Die Frist für Arbeitgeber fehlt." },
    ]);

    // A comment of exactly 1000 characters is accepted; an empty one is no comment.
    expect((await rate(alice, answerId, { rating: "not_helpful", comment: "ä".repeat(1000) })).body.comment).toHaveLength(1000);
    expect((await rate(alice, answerId, { rating: "helpful", comment: "   " })).body).toEqual({ rating: "helpful", comment: null });
    expect(await rows(answerId)).toHaveLength(1);
  });

  it("is in the user's export, and another user's rating is not", async () => {
    const alice = await signUp(t.url);
    const bob = await signUp(t.url);
    const mine = await exchange(alice.session.access_token, "Was regelt Art. 19 DSG?");
    const theirs = await exchange(bob.session.access_token, "Was regelt Art. 24 DSG?");
    await rate(alice.session.access_token, mine.answerId, { rating: "not_helpful", comment: "Beispiel fehlt" });
    await rate(bob.session.access_token, theirs.answerId, { rating: "not_helpful", comment: "Geheimer Kommentar von Bob" });

    const response = await fetch(`${t.url}/api/me/export`, { headers: as(alice.session.access_token) });
    const text = await response.text();
    const data = JSON.parse(text);
    const messages = data.conversations[0].messages;
    expect(messages[0].feedback).toBeNull();
    expect(messages[1].feedback).toEqual({
      rating: "not_helpful",
      comment: "Beispiel fehlt",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(text).not.toContain("Geheimer Kommentar");
  });

  it("answers 404 for another user's answer, a question, an unknown or malformed id, and stores nothing", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    const bob = (await signUp(t.url)).session.access_token;
    const { answerId, questionId } = await exchange(alice);
    for (const [token, id] of [
      [bob, answerId],
      [alice, questionId],
      [alice, "00000000-0000-4000-8000-000000000000"],
      [alice, "keine-id"],
    ]) {
      const res = await rate(token, id, { rating: "helpful" });
      expect(res.status, id).toBe(404);
      expect(res.body.error).toEqual({ code: "message_not_found", message: "Diese Nachricht gibt es nicht." });
    }
    expect(await rows(answerId)).toEqual([]);
    expect(await rows(questionId)).toEqual([]);
    // Without a session it is a 401, not a hint whether the answer exists.
    expect(
      (await json(`${t.url}/api/messages/${answerId}/feedback`, { method: "PUT", body: JSON.stringify({ rating: "helpful" }) })).status,
    ).toBe(401);
  });

  it("refuses malformed bodies with a 400 and a message, never a 500", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    const { answerId } = await exchange(alice);
    const bodies: unknown[] = [
      {},
      { rating: "great" },
      { rating: "HELPFUL" },
      { rating: 1 },
      { rating: null },
      { rating: ["helpful"] },
      { rating: "helpful", comment: 5 },
      { rating: "not_helpful", comment: "x".repeat(1001) },
      { rating: "not_helpful", comment: "mit\u0000NUL" },
      { rating: "helpful", userId: "someone-else" },
      ["helpful"],
      "null",
      '"helpful"',
      "{kaputt",
    ];
    for (const body of bodies) {
      const res = await rate(alice, answerId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toBe(body === "{kaputt" ? "bad_json" : "validation_failed");
      expect(res.body.error.message, JSON.stringify(body)).toMatch(/^Die (Anfrage|Rückmeldung) .+\.$/);
    }
    expect(
      (
        await json(`${t.url}/api/messages/${"a".repeat(65)}/feedback`, {
          method: "PUT",
          headers: as(alice),
          body: JSON.stringify({ rating: "helpful" }),
        })
      ).status,
    ).toBe(400);
    expect(await rows(answerId)).toEqual([]);
  });

  it("is deleted with its conversation", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    const kept = await exchange(alice, "Was ist Profiling?");
    const gone = await exchange(alice, "Was ist ein Auftragsbearbeiter?");
    await rate(alice, kept.answerId, { rating: "helpful" });
    await rate(alice, gone.answerId, { rating: "not_helpful", comment: "zu knapp" });
    expect((await fetch(`${t.url}/api/conversations/${gone.conversationId}`, { method: "DELETE", headers: as(alice) })).status).toBe(204);
    expect(await rows(gone.answerId)).toEqual([]);
    expect(await rows(kept.answerId)).toHaveLength(1);
    expect((await rate(alice, gone.answerId, { rating: "helpful" })).status).toBe(404);
  });

  it("is deleted with the account", async () => {
    const alice = await signUp(t.url);
    const bob = await signUp(t.url);
    const { answerId } = await exchange(alice.session.access_token);
    const other = await exchange(bob.session.access_token);
    await rate(alice.session.access_token, answerId, { rating: "helpful" });
    await rate(bob.session.access_token, other.answerId, { rating: "helpful" });
    const done = await json(`${t.url}/api/me`, {
      method: "DELETE",
      headers: as(alice.session.access_token),
      body: JSON.stringify({ password: alice.password }),
    });
    expect(done.status).toBe(204);
    expect(
      await t.database.db.selectFrom("message_feedback").select("message_id").where("user_id", "=", alice.session.user.id).execute(),
    ).toEqual([]);
    expect(await rows(other.answerId)).toHaveLength(1);
  });

  it("is deleted when its conversation expires", async () => {
    const alice = (await signUp(t.url)).session.access_token;
    const { answerId } = await exchange(alice, "Darf ich meine Mitarbeitenden per Video überwachen?");
    await rate(alice, answerId, { rating: "helpful" });
    const start = clock.now();
    clock.set(start + 366 * DAY_MS);
    try {
      await t.app.retention();
      expect(await rows(answerId)).toEqual([]);
    } finally {
      clock.set(start);
    }
  });
});
