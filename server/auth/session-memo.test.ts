// The remembered session lookups on SQLite (issue 28, session 15; session-memo.ts): every change to
// the file, through this process or through a second connection, is seen by the very next request;
// time-dependent limits are decided per request; GET /user's bytes do not depend on the memory.
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { fixedClock } from "../clock.js";
import { deepFreeze, SessionMemo } from "./session-memo.js";

const SERVICE_ROLE_KEY = "test-service-role-key-0123456789abcdef0123456789";

describe("remembered session lookups on SQLite", () => {
  let t: TestApp;
  let second: SQLite.Database;
  beforeAll(async () => {
    t = await startTestApp("sqlite", { env: { SERVICE_ROLE_KEY, AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60" } });
    // What a second instance or a maintenance script on the same file would hold.
    second = new SQLite(path.join(t.dataDir, "app.db"));
    second.pragma("busy_timeout = 5000");
  });
  afterAll(async () => {
    second.close();
    await t.close();
  });

  const remembered = () => t.app.auth.sessions.remembered;
  const getUser = (token: string) => json(`${t.url}/auth/v1/user`, { headers: bearer(token) });
  const getMe = (token: string) => json(`${t.url}/api/me`, { headers: bearer(token) });

  /** Two reads in a row: the second must come from memory (so that a later change is a real test). */
  async function rememberUser(token: string) {
    const first = await getUser(token);
    expect(first.status).toBe(200);
    const before = remembered();
    const again = await getUser(token);
    expect(again.status).toBe(200);
    expect(remembered()).toBe(before + 1);
    return again;
  }

  async function signIn(email: string, password: string) {
    const res = await json(`${t.url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) });
    expect(res.status).toBe(200);
    return res.body as { access_token: string; refresh_token: string };
  }

  it("GET /user and a guarded /api request write nothing: repeated requests are answered from memory", async () => {
    const { session } = await signUp(t.url);
    await rememberUser(session.access_token);
    expect((await getMe(session.access_token)).status).toBe(200);
    const before = remembered();
    for (let i = 0; i < 3; i++) {
      expect((await getMe(session.access_token)).status).toBe(200);
      expect((await getUser(session.access_token)).status).toBe(200);
    }
    expect(remembered()).toBe(before + 6);
  });

  it("GET /user is byte-identical with and without the remembered entry", async () => {
    const { session } = await signUp(t.url);
    await json(`${t.url}/auth/v1/factors`, {
      method: "POST",
      headers: bearer(session.access_token),
      body: JSON.stringify({ factor_type: "totp", friendly_name: "Handy «Büro»" }),
    });
    const before = remembered();
    const fresh = await getUser(session.access_token);
    expect(remembered()).toBe(before);
    const fromMemory = await getUser(session.access_token);
    expect(remembered()).toBe(before + 1);
    expect(fresh.status).toBe(200);
    expect(fromMemory.text).toBe(fresh.text);
    const headers = (res: Awaited<ReturnType<typeof json>>) => [...res.headers.entries()].filter(([name]) => name !== "date");
    expect(headers(fromMemory)).toEqual(headers(fresh));
    expect(fresh.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(fresh.body.factors).toHaveLength(1);
  });

  it("a logout is seen by the next request", async () => {
    const { session } = await signUp(t.url);
    await rememberUser(session.access_token);
    expect((await getMe(session.access_token)).status).toBe(200);
    const out = await json(`${t.url}/auth/v1/logout`, { method: "POST", headers: bearer(session.access_token) });
    expect(out.status).toBe(204);
    expect((await getUser(session.access_token)).body.error_code).toBe("session_not_found");
    expect((await getMe(session.access_token)).status).toBe(401);
  });

  it("a password change ends the user's other sessions for the next request", async () => {
    const email = uniqueEmail();
    const { session } = await signUp(t.url, email, "geheim123");
    const other = await signIn(email, "geheim123");
    await rememberUser(other.access_token);
    expect((await getMe(other.access_token)).status).toBe(200);
    const changed = await json(`${t.url}/auth/v1/user`, {
      method: "PUT",
      headers: bearer(session.access_token),
      body: JSON.stringify({ password: "ganzNeu456" }),
    });
    expect(changed.status).toBe(200);
    expect((await getUser(other.access_token)).body.error_code).toBe("session_not_found");
    expect((await getMe(other.access_token)).status).toBe(401);
  });

  it("a ban (which ends the sessions) and an admin deletion are seen by the next request", async () => {
    const banned = await signUp(t.url);
    await rememberUser(banned.session.access_token);
    const ban = await json(`${t.url}/auth/v1/admin/users/${banned.session.user.id}`, {
      method: "PUT",
      headers: bearer(SERVICE_ROLE_KEY),
      body: JSON.stringify({ ban_duration: "24h" }),
    });
    expect(ban.status).toBe(200);
    expect((await getUser(banned.session.access_token)).status).toBe(403);

    const deleted = await signUp(t.url);
    await rememberUser(deleted.session.access_token);
    expect((await getMe(deleted.session.access_token)).status).toBe(200);
    const gone = await json(`${t.url}/auth/v1/admin/users/${deleted.session.user.id}`, {
      method: "DELETE",
      headers: bearer(SERVICE_ROLE_KEY),
    });
    expect(gone.status).toBe(200);
    expect((await getUser(deleted.session.access_token)).body.error_code).toBe("user_not_found");
    expect((await getMe(deleted.session.access_token)).status).toBe(401);
  });

  it("a factor enrolment, a user update and an identity unlink are in the next GET /user", async () => {
    const { session } = await signUp(t.url);
    const token = session.access_token;
    expect("factors" in (await rememberUser(token)).body).toBe(false);

    const enrolled = await json(`${t.url}/auth/v1/factors`, {
      method: "POST",
      headers: bearer(token),
      body: JSON.stringify({ factor_type: "totp" }),
    });
    expect(enrolled.status).toBe(200);
    expect((await getUser(token)).body.factors.map((f: { id: string }) => f.id)).toEqual([enrolled.body.id]);

    await rememberUser(token);
    const updated = await json(`${t.url}/auth/v1/user`, {
      method: "PUT",
      headers: bearer(token),
      body: JSON.stringify({ data: { firma: "Muster AG" } }),
    });
    expect(updated.status).toBe(200);
    expect((await getUser(token)).body.user_metadata.firma).toBe("Muster AG");

    // Unlinking is switched off over HTTP (disabled.ts); the row goes through this process's connection.
    expect((await rememberUser(token)).body.identities).toHaveLength(1);
    await t.database.db.deleteFrom("identities").where("user_id", "=", session.user.id).execute();
    expect((await getUser(token)).body.identities).toEqual([]);
  });

  it("a write through a second connection to the same file is seen by the next request", async () => {
    const { session } = await signUp(t.url);
    const token = session.access_token;
    await rememberUser(token);
    second.prepare("update users set raw_user_meta_data = ? where id = ?").run('{"von":"zweite Instanz"}', session.user.id);
    expect((await getUser(token)).body.user_metadata).toEqual({ von: "zweite Instanz" });

    expect((await getMe(token)).status).toBe(200);
    expect((await getMe(token)).status).toBe(200);
    second.prepare("delete from sessions where user_id = ?").run(session.user.id);
    expect((await getMe(token)).status).toBe(401);
    expect((await getUser(token)).body.error_code).toBe("session_not_found");
  });

  it("a remembered user is frozen: a request cannot change what the next one reads", async () => {
    const { session } = await signUp(t.url);
    await rememberUser(session.access_token);
    const account = await t.app.auth.sessions.account(
      (JSON.parse(Buffer.from(session.access_token.split(".")[1], "base64url").toString()) as { session_id: string }).session_id,
    );
    expect(Object.isFrozen(account!.user)).toBe(true);
    expect(() => {
      (account!.user as { email: string }).email = "jemand@example.ch";
    }).toThrow(TypeError);
  });
});

describe("remembered session lookups and time", () => {
  const clock = fixedClock(Date.parse("2026-03-01T08:00:00.000Z"));
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("sqlite", {
      clock,
      env: { JWT_EXP: "60", SESSIONS_INACTIVITY_TIMEOUT: "90", SESSIONS_TIMEBOX: "120", AUTH_RATE_LIMIT_TOKEN: "1000/60" },
    });
  });
  afterAll(() => t.close());

  const getUser = (token: string) => json(`${t.url}/auth/v1/user`, { headers: bearer(token) });
  const refresh = async (refreshToken: string) => {
    const res = await json(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(res.status).toBe(200);
    return res.body as { access_token: string; refresh_token: string };
  };

  it("a refresh is seen by the next request, and an expired session is refused although remembered", async () => {
    const start = clock.now();
    const { session } = await signUp(t.url);
    clock.set(start + 10_000);
    expect((await getUser(session.access_token)).status).toBe(200);
    expect((await getUser(session.access_token)).status).toBe(200);

    // Refreshed at +50 s: inactive only after +140 s. Had the session of +10 s been kept, it would
    // be inactive at +100 s (created at 0, limit 90 s).
    clock.set(start + 50_000);
    const refreshed = await refresh(session.refresh_token);
    clock.set(start + 100_000);
    expect((await getUser(refreshed.access_token)).status).toBe(200);

    // Remembered at +101 s, then past the timebox (+120 s) with a token still valid (until +160 s).
    const again = await refresh(refreshed.refresh_token);
    clock.set(start + 101_000);
    const hitsBefore = t.app.auth.sessions.remembered;
    expect((await getUser(again.access_token)).status).toBe(200);
    expect((await getUser(again.access_token)).status).toBe(200);
    clock.set(start + 121_000);
    const expired = await getUser(again.access_token);
    expect(t.app.auth.sessions.remembered).toBe(hitsBefore + 2);
    expect(expired.status).toBe(403);
    expect(expired.body.error_code).toBe("session_expired");
  });
});

describe("SessionMemo", () => {
  it("keeps at most its bound, forgetting the least recently used, and forgets all when the file changes", () => {
    const file = new SQLite(":memory:");
    file.exec("create table t (x)");
    const memo = new SessionMemo<string>(file, 2);
    expect(memo.current("a")).toBeUndefined();
    memo.keep("a").guard = "A";
    memo.keep("b").guard = "B";
    expect(memo.current("a")?.guard).toBe("A");
    memo.keep("c").guard = "C";
    expect(memo.size).toBe(2);
    expect(memo.current("b")).toBeUndefined();
    expect(memo.current("a")?.guard).toBe("A");
    expect(memo.current("c")?.guard).toBe("C");
    file.prepare("insert into t values (1)").run();
    expect(memo.current("a")).toBeUndefined();
    expect(memo.size).toBe(0);
    file.close();
  });

  it("freezes nested values", () => {
    const value = deepFreeze({ user: { id: "u" }, identities: [{ id: "i" }] });
    expect(Object.isFrozen(value.user)).toBe(true);
    expect(Object.isFrozen(value.identities[0])).toBe(true);
  });
});
