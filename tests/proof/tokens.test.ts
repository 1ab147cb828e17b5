// Tokens and sessions, on SQLite and PostgreSQL: forged, expired, alg:none, HS256-with-public-
// key and foreign-key tokens are refused on every authenticated endpoint and change nothing;
// refresh-token reuse, sign-out and account deletion end access at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { SignJWT, base64url, decodeJwt, exportJWK, generateKeyPair, type JWK } from "jose";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../support/app.js";
import { fixedClock } from "../../server/clock.js";
import { ask, bearer } from "./support/http.js";

const AUTH_REFUSALS = ["bad_jwt", "no_authorization", "session_not_found", "user_not_found"];

type Session = { access_token: string; refresh_token: string; user: { id: string } };

/** Every endpoint that needs a signed-in user, with a body that would succeed for a valid token. */
function authenticatedEndpoints(ids: { conversation: string; session: string; password: string }) {
  return [
    { method: "GET", path: "/auth/v1/user" },
    { method: "PUT", path: "/auth/v1/user", body: { data: { hacked: true } } },
    { method: "POST", path: "/auth/v1/logout" },
    { method: "POST", path: "/auth/v1/logout?scope=others" },
    { method: "POST", path: "/api/chat", body: { message: "Was regelt Art. 19 DSG?" } },
    { method: "POST", path: "/api/chat", body: { message: "Und Art. 25?", conversationId: ids.conversation } },
    { method: "POST", path: "/api/chat/stop", body: { messageId: crypto.randomUUID() } },
    { method: "GET", path: "/api/conversations" },
    { method: "GET", path: `/api/conversations/${ids.conversation}` },
    { method: "PATCH", path: `/api/conversations/${ids.conversation}`, body: { title: "übernommen" } },
    { method: "DELETE", path: `/api/conversations/${ids.conversation}` },
    { method: "GET", path: "/api/knowledge/search?q=Auskunftsrecht&limit=3" },
    { method: "GET", path: "/api/me" },
    { method: "GET", path: "/api/me/sessions" },
    { method: "DELETE", path: `/api/me/sessions/${ids.session}` },
    { method: "GET", path: "/api/me/export" },
    { method: "DELETE", path: "/api/me", body: { password: ids.password } },
  ];
}

describe.each(ENGINES)("tokens and sessions on %s", (engine) => {
  let t: TestApp;
  let other: TestApp;
  const clock = fixedClock(Date.now());
  /** The account the forged tokens try to act as. */
  let victim: { email: string; password: string; session: Session };
  let victimConversation: string;
  let victimSessionId: string;

  beforeAll(async () => {
    const env = {
      AUTH_RATE_LIMIT_SIGNUP: "100000/60",
      AUTH_RATE_LIMIT_TOKEN: "100000/60",
      CHAT_RATE_LIMIT: "100000/60",
      CHAT_STREAM_DELAY_MS: "0",
    };
    t = await startTestApp(engine, { clock, env });
    // Another deployment with its own signing key: its valid tokens are foreign here.
    other = await startTestApp("sqlite", { env });
    victim = await signUp(t.url);
    victimConversation = (await ask(t.url, victim.session.access_token, "Was regelt Art. 19 DSG?")).conversationId;
    victimSessionId = decodeJwt(victim.session.access_token).session_id as string;
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  async function counts() {
    const tables = ["users", "sessions", "refresh_tokens", "conversations", "messages", "identities"] as const;
    const db = t.database.db;
    return Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => [
          table,
          Number(
            (
              await db
                .selectFrom(table)
                .select(({ fn }) => fn.countAll<number>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ]),
      ),
    );
  }

  /** Calls every authenticated endpoint with the token; returns those that did not refuse it. */
  async function accepted(token: string, ids = { conversation: victimConversation, session: victimSessionId, password: victim.password }) {
    const wrong: string[] = [];
    for (const endpoint of authenticatedEndpoints(ids)) {
      const res = await json(`${t.url}${endpoint.path}`, {
        method: endpoint.method,
        headers: bearer(token),
        body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
      });
      const auth = endpoint.path.startsWith("/auth/");
      // The auth API answers as GoTrue does (401 no token; 403 bad token or ended session; 400
      // bad_jwt for a malformed claim); the product API always answers 401 with a challenge.
      const refused = auth
        ? [400, 401, 403].includes(res.status) && AUTH_REFUSALS.includes(res.body?.error_code)
        : res.status === 401 && res.headers.get("www-authenticate") === 'Bearer realm="api"' && res.body?.error?.code === "unauthorized";
      if (!refused) wrong.push(`${endpoint.method} ${endpoint.path} -> ${res.status} ${res.text.slice(0, 120)}`);
    }
    return wrong;
  }

  async function expectWorks(token: string) {
    expect((await json(`${t.url}/auth/v1/user`, { headers: bearer(token) })).status).toBe(200);
    expect((await json(`${t.url}/api/conversations`, { headers: bearer(token) })).status).toBe(200);
  }

  const refresh = (refreshToken: string) =>
    json(`${t.url}/auth/v1/token?grant_type=refresh_token`, { method: "POST", body: JSON.stringify({ refresh_token: refreshToken }) });

  it("refuses forged, alg:none, HS256-confused and foreign-key tokens everywhere, and they change nothing", async () => {
    const token = victim.session.access_token;
    const [header, payload, signature] = token.split(".");
    const claims = decodeJwt(token);
    const ourJwk = (await json(`${t.url}/auth/v1/.well-known/jwks.json`)).body.keys[0] as JWK;
    const kid = ourJwk.kid!;
    const enc = (value: unknown) => base64url.encode(JSON.stringify(value));

    const attacker = await generateKeyPair("ES256", { extractable: true });
    const attackerRsa = await generateKeyPair("RS256", { extractable: true });
    const publicPem = crypto
      .createPublicKey({ key: ourJwk as crypto.JsonWebKey, format: "jwk" })
      .export({ type: "spki", format: "pem" }) as string;
    const asServiceRole = { ...claims, role: "service_role" };
    const realKey = t.app.auth.keys.signing;
    const signReal = (body: Record<string, unknown>) =>
      new SignJWT(body).setProtectedHeader({ alg: realKey.alg, kid: realKey.kid, typ: "JWT" }).sign(realKey.privateKey);
    const someoneElse = await signUp(t.url);

    const forged: Record<string, string> = {
      "tampered payload": `${header}.${enc(asServiceRole)}.${signature}`,
      "tampered payload (other user's sub)": `${header}.${enc({ ...claims, sub: someoneElse.session.user.id })}.${signature}`,
      "tampered header": `${enc({ alg: "ES256", kid, typ: "JWT", jku: "https://evil.example/jwks" })}.${payload}.${signature}`,
      "signature stripped": `${header}.${payload}.`,
      "alg none": `${enc({ alg: "none", typ: "JWT" })}.${payload}.`,
      "alg none with our kid": `${enc({ alg: "none", kid, typ: "JWT" })}.${enc(asServiceRole)}.`,
      "alg NONE": `${enc({ alg: "NONE", kid })}.${payload}.${signature}`,
      "HS256 with the public JWK as secret": await new SignJWT(asServiceRole)
        .setProtectedHeader({ alg: "HS256", kid })
        .sign(new TextEncoder().encode(JSON.stringify(ourJwk))),
      "HS256 with the public PEM as secret": await new SignJWT(asServiceRole)
        .setProtectedHeader({ alg: "HS256", kid })
        .sign(new TextEncoder().encode(publicPem)),
      "HS256 with the x coordinate as secret": await new SignJWT(asServiceRole)
        .setProtectedHeader({ alg: "HS256", kid })
        .sign(base64url.decode(ourJwk.x!)),
      "attacker ES256 key, our kid": await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid }).sign(attacker.privateKey),
      "attacker ES256 key, own kid": await new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid: "attacker" })
        .sign(attacker.privateKey),
      "attacker ES256 key, no kid": await new SignJWT(claims).setProtectedHeader({ alg: "ES256" }).sign(attacker.privateKey),
      "attacker key embedded as jwk header": await new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", jwk: await exportJWK(attacker.publicKey) })
        .sign(attacker.privateKey),
      "attacker RS256 key, our kid": await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid }).sign(attackerRsa.privateKey),
      "kid path traversal": await new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid: "../../jwt-keys.json" })
        .sign(attacker.privateKey),
      "another deployment's valid token": (await signUp(other.url)).session.access_token,
      "another deployment's key with our kid": await new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid })
        .sign(other.app.auth.keys.signing.privateKey),
      // Signed with our real key: the signature is fine, the claims must still match live rows.
      "real key, session that does not exist": await signReal({ ...claims, session_id: crypto.randomUUID() }),
      "real key, victim's session with another sub": await signReal({ ...claims, sub: someoneElse.session.user.id }),
      "real key, user that does not exist": await signReal({ ...claims, sub: crypto.randomUUID(), session_id: crypto.randomUUID() }),
      "real key, no exp": await signReal(Object.fromEntries(Object.entries(claims).filter(([k]) => k !== "exp"))),
      "real key, exp as a string": await signReal({ ...claims, exp: String(Number(claims.exp) + 3600) }),
      "real key, session_id not a UUID": await signReal({ ...claims, session_id: "' OR '1'='1" }),
      "real key, sub not a UUID": await signReal({ ...claims, sub: "' OR '1'='1" }),
      "real key, expired a second ago": await signReal({ ...claims, exp: Math.floor(clock.now() / 1000) - 1 }),
      garbage: "not-a-token",
      "three dots": "a.b.c",
    };

    const before = await counts();
    const failures: string[] = [];
    for (const [name, token] of Object.entries(forged)) {
      for (const line of await accepted(token)) failures.push(`${name}: ${line}`);
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
    // The victim's data and session are untouched, and the valid token still works.
    await expectWorks(victim.session.access_token);
    const conversation = await json(`${t.url}/api/conversations/${victimConversation}`, { headers: bearer(victim.session.access_token) });
    expect(conversation.body.title).toBe("Was regelt Art. 19 DSG?");
    const user = await json(`${t.url}/auth/v1/user`, { headers: bearer(victim.session.access_token) });
    expect(user.body.user_metadata.hacked).toBeUndefined();
    expect(user.body.role).toBe("authenticated");
  });

  it("refuses an expired token everywhere (injected clock), and accepts it again only inside its lifetime", async () => {
    const { session } = await signUp(t.url);
    const ids = {
      conversation: (await ask(t.url, session.access_token, "Was ist Profiling?")).conversationId,
      session: decodeJwt(session.access_token).session_id as string,
      password: "geheim123",
    };
    const before = await counts();
    clock.advance(3600 * 1000);
    try {
      expect(await accepted(session.access_token, ids)).toEqual([]);
      const res = await json(`${t.url}/auth/v1/user`, { headers: bearer(session.access_token) });
      expect(res.body.msg).toBe("invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired");
      expect(await counts()).toEqual(before);
      // The refresh token still renews the session: expiry is not sign-out.
      const renewed = await refresh(session.refresh_token);
      expect(renewed.status).toBe(200);
      await expectWorks(renewed.body.access_token);
    } finally {
      clock.advance(-3600 * 1000);
    }
  });

  it("ends the session when a refresh token is reused: its access tokens fail at once", async () => {
    const { session } = await signUp(t.url);
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    await expectWorks(first.body.access_token);
    // Within the reuse interval (two tabs refreshing at once) the current token is handed out again.
    const twin = await refresh(session.refresh_token);
    expect(twin.status).toBe(200);
    expect(twin.body.refresh_token).toBe(first.body.refresh_token);
    clock.advance(11_000);
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error_code).toBe("refresh_token_already_used");
    // At once, without waiting for the access tokens to expire.
    const conversations = await json(`${t.url}/api/conversations`, { headers: bearer(first.body.access_token) });
    expect(conversations.status).toBe(401);
    const ids = {
      conversation: crypto.randomUUID(),
      session: decodeJwt(first.body.access_token).session_id as string,
      password: "geheim123",
    };
    for (const token of [session.access_token, first.body.access_token, twin.body.access_token])
      expect(await accepted(token, ids)).toEqual([]);
    expect((await refresh(first.body.refresh_token)).status).toBe(400);
    const audit = await t.database.db.selectFrom("audit_log").select("action").where("actor_id", "=", session.user.id).execute();
    expect(audit.map((a) => a.action)).toContain("token_reuse_detected");
  });

  it("ends access at once everywhere on sign-out (global), and only where asked (local, others)", async () => {
    const { email, password, session: first } = await signUp(t.url);
    const signIn = async () =>
      (await json(`${t.url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) }))
        .body as Session;
    const second = await signIn();
    const third = await signIn();
    const ids = {
      conversation: (await ask(t.url, first.access_token, "Was ist ein Auftragsbearbeiter?")).conversationId,
      session: crypto.randomUUID(),
      password,
    };

    // scope=local ends only the calling session.
    expect((await fetch(`${t.url}/auth/v1/logout?scope=local`, { method: "POST", headers: bearer(third.access_token) })).status).toBe(204);
    expect(await accepted(third.access_token, ids)).toEqual([]);
    await expectWorks(first.access_token);
    await expectWorks(second.access_token);

    // Global (the default) ends every session of the user, on every endpoint, at once.
    expect((await fetch(`${t.url}/auth/v1/logout`, { method: "POST", headers: bearer(first.access_token) })).status).toBe(204);
    for (const token of [first.access_token, second.access_token]) expect(await accepted(token, ids)).toEqual([]);
    for (const refreshToken of [first.refresh_token, second.refresh_token, third.refresh_token])
      expect((await refresh(refreshToken)).status).toBe(400);

    // scope=others keeps the caller; a session ended from the sessions list is gone at once.
    const a = await signIn();
    const b = await signIn();
    const c = await signIn();
    expect((await fetch(`${t.url}/auth/v1/logout?scope=others`, { method: "POST", headers: bearer(a.access_token) })).status).toBe(204);
    expect(await accepted(b.access_token, ids)).toEqual([]);
    expect(await accepted(c.access_token, ids)).toEqual([]);
    await expectWorks(a.access_token);
    const d = await signIn();
    const ended = await fetch(`${t.url}/api/me/sessions/${decodeJwt(d.access_token).session_id}`, {
      method: "DELETE",
      headers: bearer(a.access_token),
    });
    expect(ended.status).toBe(204);
    expect(await accepted(d.access_token, ids)).toEqual([]);
    await expectWorks(a.access_token);
  });

  it("stops every token of a deleted account (DELETE /api/me)", async () => {
    const { email, password, session } = await signUp(t.url);
    const second = (await json(`${t.url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) }))
      .body as Session;
    const conversation = (await ask(t.url, session.access_token, "Was regelt Art. 19 DSG?")).conversationId;
    const wrongPassword = await json(`${t.url}/api/me`, {
      method: "DELETE",
      headers: bearer(session.access_token),
      body: JSON.stringify({ password: "falsch!" }),
    });
    expect(wrongPassword.status).toBe(403);
    await expectWorks(session.access_token);

    const deleted = await fetch(`${t.url}/api/me`, {
      method: "DELETE",
      headers: { ...bearer(second.access_token), "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    expect(deleted.status).toBe(204);
    const ids = { conversation, session: decodeJwt(session.access_token).session_id as string, password };
    for (const token of [session.access_token, second.access_token]) expect(await accepted(token, ids)).toEqual([]);
    for (const refreshToken of [session.refresh_token, second.refresh_token]) expect((await refresh(refreshToken)).status).toBe(400);
    const signIn = await json(`${t.url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error_code).toBe("invalid_credentials");
    // A new account under the same address starts empty.
    const again = await signUp(t.url, email, password);
    expect(again.session.user.id).not.toBe(session.user.id);
    expect((await json(`${t.url}/api/conversations`, { headers: bearer(again.session.access_token) })).body.conversations).toEqual([]);
    expect((await json(`${t.url}/api/conversations/${conversation}`, { headers: bearer(again.session.access_token) })).status).toBe(404);
  });

  it("refuses tokens signed with our own key for another issuer or audience, and they change nothing", async () => {
    const claims = decodeJwt(victim.session.access_token);
    const realKey = t.app.auth.keys.signing;
    const signReal = (body: Record<string, unknown>) =>
      new SignJWT(body).setProtectedHeader({ alg: realKey.alg, kid: realKey.kid, typ: "JWT" }).sign(realKey.privateKey);
    const without = (name: string) => Object.fromEntries(Object.entries(claims).filter(([k]) => k !== name));
    // The same claims signed again are accepted: only the issuer or the audience differs below.
    await expectWorks(await signReal(claims));
    const forged: Record<string, string> = {
      "another issuer": await signReal({ ...claims, iss: "https://evil.example/auth/v1" }),
      "our issuer in other letters": await signReal({ ...claims, iss: String(claims.iss).toUpperCase() }),
      "no issuer": await signReal(without("iss")),
      "another audience": await signReal({ ...claims, aud: "service" }),
      "an audience list without ours": await signReal({ ...claims, aud: ["anon", "service"] }),
      "no audience": await signReal(without("aud")),
    };
    const before = await counts();
    const failures: string[] = [];
    for (const [name, token] of Object.entries(forged)) {
      for (const line of await accepted(token)) failures.push(`${name}: ${line}`);
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
    const res = await json(`${t.url}/auth/v1/user`, { headers: bearer(forged["another issuer"]) });
    expect(res.body).toEqual({
      code: 403,
      error_code: "bad_jwt",
      msg: "invalid JWT: unable to parse or verify signature, token has invalid claims: token has invalid issuer",
    });
    await expectWorks(victim.session.access_token);
  });

  it("stores only a hash of each refresh token, long enough that the table cannot be searched", async () => {
    const { session } = await signUp(t.url);
    clock.advance(1000);
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200);
    const rows = await t.database.db.selectFrom("refresh_tokens").selectAll().where("user_id", "=", session.user.id).execute();
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const token of [session.refresh_token, next.body.refresh_token]) {
      expect(stored).not.toContain(token);
      expect(stored).toContain(crypto.createHash("sha256").update(token).digest("hex"));
    }
    // 32 of 36 symbols: 165 bits, against 62 for GoTrue's 12-character tokens.
    for (const token of [session.refresh_token, next.body.refresh_token]) expect(token).toMatch(/^[a-z0-9]{32}$/);
    // The copy sealed for replays within the reuse interval (10 s) is dropped after it.
    const sealed = async () =>
      (
        await t.database.db
          .selectFrom("refresh_tokens")
          .select("sealed")
          .where("user_id", "=", session.user.id)
          .orderBy("created_at")
          .execute()
      ).map((row) => row.sealed !== null);
    expect(await sealed()).toEqual([false, true]);
    clock.advance(11_000);
    const third = await refresh(next.body.refresh_token);
    expect(third.status).toBe(200);
    expect(await sealed()).toEqual([false, false, true]);
  });

  it("keeps the identity keys of user_metadata on PUT /user, in the user and in the next access token", async () => {
    const { email, session } = await signUp(t.url);
    const identity = { email, sub: session.user.id, email_verified: true, phone_verified: false };
    const put = (data: Record<string, unknown>) =>
      json(`${t.url}/auth/v1/user`, { method: "PUT", headers: bearer(session.access_token), body: JSON.stringify({ data }) });
    const tampered = await put({
      email: "chefin@example.ch",
      sub: crypto.randomUUID(),
      email_verified: false,
      phone_verified: true,
      name: "Anna",
    });
    expect(tampered.status).toBe(200);
    expect(tampered.body.user_metadata).toEqual({ ...identity, name: "Anna" });
    // null deletes a key (GoTrue), but not one of these.
    const deleted = await put({ email: null, sub: null, email_verified: null, phone_verified: null, name: null });
    expect(deleted.status).toBe(200);
    expect(deleted.body.user_metadata).toEqual(identity);
    const renewed = await refresh(session.refresh_token);
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.access_token).user_metadata).toEqual(identity);
    expect((await json(`${t.url}/auth/v1/user`, { headers: bearer(renewed.body.access_token) })).body.email).toBe(email);
  });
});

// Session lifetimes (GoTrue's SESSIONS_TIMEBOX and SESSIONS_INACTIVITY_TIMEOUT) with their
// defaults, on an app of its own: its clock runs days ahead.
describe.each(ENGINES)("session lifetimes on %s", (engine) => {
  let t: TestApp;
  const start = Date.now();
  const clock = fixedClock(start);
  const HOUR = 3600_000;
  beforeAll(async () => {
    t = await startTestApp(engine, { clock, env: { AUTH_RATE_LIMIT_SIGNUP: "100000/60", AUTH_RATE_LIMIT_TOKEN: "100000/60" } });
  });
  afterAll(() => t?.close());
  const refresh = (refreshToken: string) =>
    json(`${t.url}/auth/v1/token?grant_type=refresh_token`, { method: "POST", body: JSON.stringify({ refresh_token: refreshToken }) });

  it("ends a session unused for 24 hours: its refresh token answers session_expired (Inactivity)", async () => {
    clock.set(start);
    const { session } = await signUp(t.url);
    clock.set(start + 24 * HOUR);
    const renewed = await refresh(session.refresh_token);
    expect(renewed.status).toBe(200);
    clock.set(start + 48 * HOUR + 1000);
    const late = await refresh(renewed.body.refresh_token);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ code: 400, error_code: "session_expired", msg: "Invalid Refresh Token: Session Expired (Inactivity)" });
    // Still expired, and a replay of an old token is answered the same way, not as reuse.
    expect((await refresh(renewed.body.refresh_token)).body.error_code).toBe("session_expired");
    expect((await refresh(session.refresh_token)).body.error_code).toBe("session_expired");
  });

  it("ends a session 7 days after sign-in however active: refresh and its last access token are refused", async () => {
    clock.set(start);
    const { session } = await signUp(t.url);
    let current = session;
    for (const hours of [20, 40, 60, 80, 100, 120, 140, 160, 167.5]) {
      clock.set(start + hours * HOUR);
      const renewed = await refresh(current.refresh_token);
      expect(renewed.status, `refresh after ${hours} h`).toBe(200);
      current = renewed.body;
    }
    await expect(json(`${t.url}/auth/v1/user`, { headers: bearer(current.access_token) })).resolves.toMatchObject({ status: 200 });
    // The access token from 167.5 h runs until 168.5 h, but the session ends at 168 h.
    clock.set(start + 168 * HOUR + 1000);
    const user = await json(`${t.url}/auth/v1/user`, { headers: bearer(current.access_token) });
    expect(user.status).toBe(403);
    expect(user.body).toEqual({ code: 403, error_code: "session_expired", msg: "Session is no longer valid" });
    const api = await json(`${t.url}/api/conversations`, { headers: bearer(current.access_token) });
    expect(api.status).toBe(401);
    const late = await refresh(current.refresh_token);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ code: 400, error_code: "session_expired", msg: "Invalid Refresh Token: Session Expired" });
    // A new sign-in starts a new session.
    const signIn = await json(`${t.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      body: JSON.stringify({ email: decodeJwt(session.access_token).email, password: "geheim123" }),
    });
    expect(signIn.status).toBe(200);
    expect((await json(`${t.url}/auth/v1/user`, { headers: bearer(signIn.body.access_token) })).status).toBe(200);
  });
});
