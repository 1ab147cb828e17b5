// Access, export, session management, deletion and retention, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp, postChat, bearer } from "../../tests/support/app.js";
import { readEvents } from "../../tests/support/fake-llm.js";
import { fixedClock } from "../clock.js";

describe.each(ENGINES)("my data on %s", (engine) => {
  let t: TestApp;
  const clock = fixedClock(Date.parse("2026-01-15T10:00:00Z"));
  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: { CHAT_STREAM_DELAY_MS: "0", AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60", CHAT_RATE_LIMIT: "1000/60" },
    });
  });
  afterAll(() => t.close());
  const as = bearer;
  const ask = async (token: string, message: string) => readEvents(await postChat(t.url, token, { message }));
  const login = async (email: string, password: string) =>
    (await json(`${t.url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) })).body;

  it("exports everything about the user and nothing of others", async () => {
    const alice = await signUp(t.url);
    const bob = await signUp(t.url);
    await ask(alice.session.access_token, "Was regelt Art. 19 DSG?");
    await ask(bob.session.access_token, "Geheime Frage von Bob zu Art. 24 DSG");
    const res = await fetch(`${t.url}/api/me/export`, { headers: as(alice.session.access_token) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="datenschutz-assistent-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: "datenschutz-assistent-export",
      version: 1,
      account: { id: alice.session.user.id, email: alice.email },
    });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages[0].content).toBe("Was regelt Art. 19 DSG?");
    expect(data.conversations[0].messages[1].citations[0].ref).toBe("DSG Art. 19");
    expect(data.sessions).toHaveLength(1);
    expect(data.auditLog.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(["user_signedup", "login"]));
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain("Geheime Frage");
    expect(text).not.toContain("encrypted_password");
    expect(text).not.toContain(alice.session.refresh_token);
  });

  it("lists the user's stored files in the export, and deletes them with the account", async () => {
    const alice = await signUp(t.url);
    const bob = await signUp(t.url);
    const put = (token: string, key: string, body: string) =>
      fetch(`${t.url}/storage/v1/object/dokumente/${key}`, {
        method: "POST",
        headers: { ...as(token), "content-type": "text/plain" },
        body,
      });
    const key = `${alice.session.user.id}/notices/n1/erklaerung.txt`;
    expect((await put(alice.session.access_token, key, "Datenschutzerklärung")).status).toBe(200);
    expect((await put(bob.session.access_token, `${bob.session.user.id}/notices/n2/bob.txt`, "Bob")).status).toBe(200);
    const data = await (await fetch(`${t.url}/api/me/export`, { headers: as(alice.session.access_token) })).json();
    expect(data.storedFiles).toEqual([
      {
        bucket: "dokumente",
        name: key,
        size: Buffer.byteLength("Datenschutzerklärung"),
        mimeType: "text/plain",
        createdAt: clock.iso(),
        updatedAt: clock.iso(),
      },
    ]);
    const done = await fetch(`${t.url}/api/me`, {
      method: "DELETE",
      headers: { ...as(alice.session.access_token), "content-type": "application/json" },
      body: JSON.stringify({ password: alice.password }),
    });
    expect(done.status).toBe(204);
    const owners = await t.database.db.selectFrom("storage_objects").select("owner").execute();
    expect(owners.map((o) => o.owner)).not.toContain(alice.session.user.id);
    expect(owners.map((o) => o.owner)).toContain(bob.session.user.id);
  });

  it("lists sessions and ends one, whose token fails at once; another user's session is a 404", async () => {
    const alice = await signUp(t.url);
    const second = await login(alice.email, alice.password);
    const list = (await json(`${t.url}/api/me/sessions`, { headers: as(alice.session.access_token) })).body.sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = list.find((s: { current: boolean }) => !s.current);
    const bob = await signUp(t.url);
    expect((await fetch(`${t.url}/api/me/sessions/${other.id}`, { method: "DELETE", headers: as(bob.session.access_token) })).status).toBe(
      404,
    );
    expect(
      (await fetch(`${t.url}/api/me/sessions/${other.id}`, { method: "DELETE", headers: as(alice.session.access_token) })).status,
    ).toBe(204);
    expect((await json(`${t.url}/auth/v1/user`, { headers: as(second.access_token) })).status).toBe(403);
    expect((await json(`${t.url}/api/conversations`, { headers: as(second.access_token) })).status).toBe(401);
  });

  it("deletes the account only with the right password, removing every row of the user", async () => {
    const alice = await signUp(t.url);
    const other = await login(alice.email, alice.password);
    await ask(alice.session.access_token, "Was ist Profiling?");
    const wrong = await json(`${t.url}/api/me`, {
      method: "DELETE",
      headers: as(alice.session.access_token),
      body: JSON.stringify({ password: "falsch" }),
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe("Das Passwort ist falsch. Es wurde nichts gelöscht.");
    expect((await json(`${t.url}/api/me`, { method: "DELETE", headers: as(alice.session.access_token), body: "{}" })).status).toBe(400);
    expect((await json(`${t.url}/api/me`, { headers: as(alice.session.access_token) })).status).toBe(200);
    const done = await fetch(`${t.url}/api/me`, {
      method: "DELETE",
      headers: { ...as(alice.session.access_token), "content-type": "application/json" },
      body: JSON.stringify({ password: alice.password }),
    });
    expect(done.status).toBe(204);
    const id = alice.session.user.id;
    const db = t.database.db;
    for (const table of ["sessions", "identities", "conversations", "messages", "refresh_tokens"] as const) {
      expect(await db.selectFrom(table).select("user_id").where("user_id", "=", id).execute(), table).toEqual([]);
    }
    expect(await db.selectFrom("users").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("audit_log").select("id").where("actor_id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("audit_log").select("id").where("actor_username", "=", alice.email).execute()).toEqual([]);
    const pseudonymous = await db.selectFrom("audit_log").selectAll().where("action", "=", "user_deleted").execute();
    expect(pseudonymous.length).toBeGreaterThan(0);
    expect(JSON.stringify(pseudonymous)).not.toContain(id);
    for (const token of [alice.session.access_token, other.access_token]) {
      expect((await json(`${t.url}/auth/v1/user`, { headers: as(token) })).status).toBe(403);
    }
    expect((await login(alice.email, alice.password)).error_code).toBe("invalid_credentials");
  });

  it("retention deletes exactly what is older than the limits", async () => {
    const alice = await signUp(t.url);
    const start = clock.now();
    await ask(alice.session.access_token, "Alte Frage zur Videoüberwachung");
    clock.set(start + 200 * 86_400_000);
    const later = await login(alice.email, alice.password);
    await ask(later.access_token, "Neuere Frage zum Auskunftsrecht");
    clock.set(start + 365 * 86_400_000 + 1000);
    const removed = await t.app.retention();
    expect(removed.conversations).toBeGreaterThanOrEqual(1);
    const titles = (
      await t.database.db.selectFrom("conversations").select("title").where("user_id", "=", alice.session.user.id).execute()
    ).map((r) => r.title);
    expect(titles).toEqual(["Neuere Frage zum Auskunftsrecht"]);
    const oldAudit = await t.database.db
      .selectFrom("audit_log")
      .select("id")
      .where("created_at", "<", new Date(clock.now() - 365 * 86_400_000).toISOString())
      .execute();
    expect(oldAudit).toEqual([]);
    const recentAudit = await t.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("actor_id", "=", alice.session.user.id)
      .execute();
    expect(recentAudit.map((r) => r.action)).toContain("login");
    clock.set(start);
  });

  it("retention deletes codes once they are void and sessions once they ended by time", async () => {
    const alice = await signUp(t.url);
    const userId = alice.session.user.id;
    const start = clock.now();
    expect((await fetch(`${t.url}/auth/v1/reauthenticate`, { headers: as(alice.session.access_token) })).status).toBe(200);
    const rows = async () => ({
      codes: (await t.database.db.selectFrom("one_time_tokens").select("id").where("user_id", "=", userId).execute()).length,
      sessions: (await t.database.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).length,
      refreshTokens: (await t.database.db.selectFrom("refresh_tokens").select("token_hash").where("user_id", "=", userId).execute()).length,
    });
    expect(await rows()).toEqual({ codes: 1, sessions: 1, refreshTokens: 1 });
    // The code is void after MAILER_OTP_EXP (1 h); the session is still within its day of idleness.
    clock.set(start + 61 * 60_000);
    expect((await t.app.retention()).sessions).toBe(0);
    expect(await rows()).toEqual({ codes: 0, sessions: 1, refreshTokens: 1 });
    // A day without a refresh (SESSIONS_INACTIVITY_TIMEOUT): the session can never be used again.
    clock.set(start + 24 * 3_600_000 + 1000);
    expect((await t.app.retention()).sessions).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual({ codes: 0, sessions: 0, refreshTokens: 0 });
    clock.set(start);
  });

  it("publishes the configured facts for the privacy notice", async () => {
    const res = await json(`${t.url}/api/privacy`);
    expect(res.body).toMatchObject({ languageModel: null, retention: { conversationsDays: 365, auditLogDays: 365 } });
  });
});
