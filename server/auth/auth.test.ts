// The auth API on a real server and a real database, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { hashRefreshToken } from "./refresh-tokens.js";

const V2024 = { "X-Supabase-Api-Version": "2024-01-01" };

describe.each(ENGINES)("auth API on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      // The page of a browser client calling from another origin must be allowed (CORS).
      env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60", CORS_ALLOWED_ORIGINS: "http://example.test" },
    });
  });
  afterAll(() => t.close());
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    json(`${t.url}/auth/v1${path}`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers });

  it("signs up, stores the e-mail lower-cased and returns a session with GoTrue's shape", async () => {
    const email = uniqueEmail("Mixed").replace("mixed", "MiXeD");
    const res = await post("/signup", { email, password: "geheim123", data: { name: "Anna" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(res.body.expires_at).toBeGreaterThan(Date.now() / 1000);
    // GoTrue's alphabet, 32 characters instead of 12: stored as a hash, it must resist a search.
    expect(res.body.refresh_token).toMatch(/^[a-z0-9]{32}$/);
    const user = res.body.user;
    expect(user.email).toBe(email.toLowerCase());
    expect(user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      phone: "",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
    });
    expect(user.user_metadata).toMatchObject({
      name: "Anna",
      email: email.toLowerCase(),
      email_verified: true,
      phone_verified: false,
      sub: user.id,
    });
    expect(user.identities[0]).toMatchObject({ id: user.id, user_id: user.id, provider: "email" });
    expect(user.identities[0].identity_id).not.toBe(user.id);
    const row = await t.database.db.selectFrom("users").select("email").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(email.toLowerCase());
  });

  it("refuses a duplicate, a short password and a bad e-mail with GoTrue's codes and messages", async () => {
    const { email } = await signUp(t.url);
    const dup = await post("/signup", { email: email.toUpperCase(), password: "geheim123" });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ code: 422, error_code: "user_already_exists", msg: "User already registered" });
    expect(dup.headers.get("x-sb-error-code")).toBe("user_already_exists");
    const weak = await post("/signup", { email: uniqueEmail(), password: "12345" });
    expect(weak.status).toBe(422);
    expect(weak.body).toEqual({
      code: 422,
      error_code: "weak_password",
      msg: "Password should be at least 6 characters.",
      weak_password: { reasons: ["length"] },
    });
    const bad = await post("/signup", { email: "not-an-email", password: "geheim123" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, error_code: "validation_failed", msg: "Unable to validate email address: invalid format" });
  });

  it("answers in the 2024-01-01 format when asked, echoing and exposing the header", async () => {
    const res = await post("/signup", { email: uniqueEmail(), password: "123" }, { ...V2024, Origin: "http://example.test" });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      weak_password: { reasons: ["length"] },
    });
    expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
    const creds = await post("/token?grant_type=password", { email: uniqueEmail(), password: "x" }, V2024);
    expect(creds.body).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
  });

  it("answers wrong password and unknown user identically", async () => {
    const { email } = await signUp(t.url);
    const wrong = await post("/token?grant_type=password", { email, password: "falsch123" });
    const unknown = await post("/token?grant_type=password", { email: uniqueEmail(), password: "falsch123" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
    }
  });

  it("rejects bad input with clear errors and writes nothing", async () => {
    const before = await t.database.db
      .selectFrom("users")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const cases = [
      { body: "{not json", status: 400, code: "bad_json" },
      { body: { email: 5, password: "geheim123" }, status: 400, code: "validation_failed" },
      { body: { email: uniqueEmail(), password: ["x"] }, status: 400, code: "validation_failed" },
      { body: "[1,2]", status: 400, code: "validation_failed" },
      { body: { email: uniqueEmail() }, status: 400, code: "validation_failed" },
      // No bcrypt 72-byte cap (argon2 has none), but a bound on the work per request.
      { body: { email: uniqueEmail(), password: "x".repeat(1025) }, status: 400, code: "validation_failed" },
      { body: JSON.stringify({ email: "a".repeat(1_100_000) }), status: 413, code: "request_entity_too_large" },
    ];
    for (const c of cases) {
      const res = await post("/signup", c.body);
      expect(res.status, JSON.stringify(c.body).slice(0, 60)).toBe(c.status);
      expect(res.body.error_code).toBe(c.code);
      expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    const after = await t.database.db
      .selectFrom("users")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("rotates refresh tokens, tolerates a replay within the interval and ends the session on a later replay", async () => {
    const { session } = await signUp(t.url);
    const first = await post("/token?grant_type=refresh_token", { refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    // Within the reuse interval the old token yields the current one.
    const replay = await post("/token?grant_type=refresh_token", { refresh_token: session.refresh_token });
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(first.body.refresh_token);
    // Move the revocation back in time: now a replay is an attack.
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.database.db
      .updateTable("refresh_tokens")
      .set({ updated_at: past })
      .where("token_hash", "=", hashRefreshToken(session.refresh_token))
      .execute();
    const attack = await post("/token?grant_type=refresh_token", { refresh_token: session.refresh_token });
    expect(attack.status).toBe(400);
    expect(attack.body).toEqual({ code: 400, error_code: "refresh_token_already_used", msg: "Invalid Refresh Token: Already Used" });
    const user = await json(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${first.body.access_token}` } });
    expect(user.status).toBe(403);
    expect(user.body.error_code).toBe("session_not_found");
    const next = await post("/token?grant_type=refresh_token", { refresh_token: first.body.refresh_token });
    expect(next.body.error_code).toBe("refresh_token_not_found");
    const audit = await t.database.db.selectFrom("audit_log").select("action").where("actor_id", "=", session.user.id).execute();
    expect(audit.map((a) => a.action)).toContain("token_reuse_detected");
  });

  it("refuses malformed refresh tokens and unknown grants as GoTrue does", async () => {
    expect((await post("/token?grant_type=refresh_token", { refresh_token: "invalid-refresh-token" })).body).toEqual({
      code: 400,
      error_code: "validation_failed",
      msg: "Refresh token is not valid",
    });
    expect((await post("/token?grant_type=refresh_token", { refresh_token: "abcdefabcdef" })).body.error_code).toBe(
      "refresh_token_not_found",
    );
    expect((await post("/token?grant_type=magic", {})).body).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "unsupported_grant_type",
    });
    expect((await post("/token?grant_type=password", { password: "x" })).body).toEqual({
      code: 400,
      error_code: "validation_failed",
      msg: "missing email or phone",
    });
  });

  it("logs out with every scope and ends access at once", async () => {
    const { email, password, session: a } = await signUp(t.url);
    const b = (await post("/token?grant_type=password", { email, password })).body;
    const c = (await post("/token?grant_type=password", { email, password })).body;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await post("/logout?scope=bogus", "", auth(a.access_token))).body.msg).toBe('Unsupported logout scope "bogus"');
    const others = await post("/logout?scope=others", "", auth(a.access_token));
    expect(others.status).toBe(204);
    expect((await json(`${t.url}/auth/v1/user`, { headers: auth(b.access_token) })).body.error_code).toBe("session_not_found");
    expect((await json(`${t.url}/auth/v1/user`, { headers: auth(a.access_token) })).status).toBe(200);
    const d = (await post("/token?grant_type=password", { email, password })).body;
    expect((await post("/logout?scope=local", "", auth(a.access_token))).status).toBe(204);
    expect((await json(`${t.url}/auth/v1/user`, { headers: auth(a.access_token) })).status).toBe(403);
    expect((await json(`${t.url}/auth/v1/user`, { headers: auth(d.access_token) })).status).toBe(200);
    expect((await post("/logout", "", auth(d.access_token))).status).toBe(204);
    expect((await json(`${t.url}/auth/v1/user`, { headers: auth(d.access_token) })).status).toBe(403);
    expect((await post("/token?grant_type=refresh_token", { refresh_token: c.refresh_token })).body.error_code).toBe(
      "refresh_token_not_found",
    );
  });

  it("updates metadata and changes the password, ending the user's other sessions", async () => {
    const { email, password, session: a } = await signUp(t.url);
    const b = (await post("/token?grant_type=password", { email, password })).body;
    const put = (token: string, body: unknown) =>
      json(`${t.url}/auth/v1/user`, { method: "PUT", body: JSON.stringify(body), headers: { authorization: `Bearer ${token}` } });
    const meta = await put(a.access_token, { data: { firma: "Muster AG", name: "x" } });
    expect(meta.status).toBe(200);
    expect(meta.body.user_metadata.firma).toBe("Muster AG");
    expect((await put(a.access_token, { data: { name: null } })).body.user_metadata).not.toHaveProperty("name");
    expect((await put(a.access_token, { password: "kurz" })).body.error_code).toBe("weak_password");
    expect((await put(a.access_token, { password })).body.error_code).toBe("same_password");
    expect((await put(a.access_token, { app_metadata: { role: "admin" } })).status).toBe(403);
    expect((await put(a.access_token, { password: "neuesPasswort1" })).status).toBe(200);
    expect((await json(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${b.access_token}` } })).body.error_code).toBe(
      "session_not_found",
    );
    expect((await json(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${a.access_token}` } })).status).toBe(200);
    expect((await post("/token?grant_type=password", { email, password })).status).toBe(400);
    expect((await post("/token?grant_type=password", { email, password: "neuesPasswort1" })).status).toBe(200);
  });

  it("serves settings, health and a JWKS whose key verifies the tokens", async () => {
    expect((await json(`${t.url}/auth/v1/settings`)).body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true },
    });
    expect((await json(`${t.url}/auth/v1/health`)).status).toBe(200);
    const jwks = await json(`${t.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get("cache-control")).toBe("public, max-age=600");
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: "EC", alg: "ES256", use: "sig", key_ops: ["verify"] });
    expect(jwks.body.keys[0]).not.toHaveProperty("d");
  });

  it("writes an audit trail without secrets", async () => {
    const { email, password, session } = await signUp(t.url);
    await post("/token?grant_type=password", { email, password: "falsch123" });
    await post("/token?grant_type=password", { email, password });
    const rows = await t.database.db.selectFrom("audit_log").selectAll().where("actor_username", "=", email).execute();
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(["user_signedup", "login", "login_failed"]));
    const all = JSON.stringify(rows);
    expect(all).not.toContain(password);
    expect(all).not.toContain("falsch123");
    expect(all).not.toContain(session.refresh_token);
    expect(all).not.toContain(session.access_token);
    expect(rows.every((r) => r.ip === "127.0.0.1")).toBe(true);
  });
});
