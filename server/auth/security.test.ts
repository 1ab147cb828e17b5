// Hostile tokens, rate limits, lock-out and log hygiene, on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, base64url, exportJWK, generateKeyPair, decodeJwt } from "jose";
import crypto from "node:crypto";
import { ENGINES, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { fixedClock } from "../clock.js";

describe.each(ENGINES)("auth security on %s", (engine) => {
  let t: TestApp;
  const clock = fixedClock(Date.now());
  beforeAll(async () => {
    t = await startTestApp(engine, {
      clock,
      env: {
        AUTH_RATE_LIMIT_SIGNUP: "1000/60",
        AUTH_RATE_LIMIT_TOKEN: "1000/60",
        AUTH_LOCKOUT_THRESHOLD: "5",
        AUTH_LOCKOUT_SECONDS: "60",
        // Five failures an hour per account from addresses it never signed in from (decision 008).
        AUTH_LOCKOUT_ACCOUNT_PER_HOUR: "5",
        TRUST_PROXY: "true",
      },
    });
  });
  afterAll(() => t.close());
  const getUser = (token: string) => json(`${t.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });

  it("refuses tampered, alg:none, HS256-confused and foreign-key tokens", async () => {
    const { session } = await signUp(t.url);
    const [header, payload, signature] = session.access_token.split(".");
    const claims = decodeJwt(session.access_token);
    const forgedPayload = base64url.encode(JSON.stringify({ ...claims, role: "service_role" }));
    const tampered = `${header}.${forgedPayload}.${signature}`;
    const none = `${base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`;
    const jwks = (await json(`${t.url}/auth/v1/.well-known/jwks.json`)).body.keys[0];
    // HS/RS confusion: sign with HS256 using the public key as the "secret", with our kid.
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", kid: jwks.kid })
      .sign(new TextEncoder().encode(JSON.stringify(jwks)));
    const { privateKey } = await generateKeyPair("ES256");
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: jwks.kid }).sign(privateKey);
    const foreignKid = await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: "someone-else" }).sign(privateKey);
    for (const token of [tampered, none, hs, foreign, foreignKid, "abc", "a.b.c"]) {
      const res = await getUser(token);
      expect(res.status, token.slice(0, 20)).toBe(403);
      expect(res.body.error_code).toBe("bad_jwt");
      expect(res.body.msg).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    }
    expect((await getUser(session.access_token)).status).toBe(200);
    expect((await json(`${t.url}/auth/v1/user`)).body).toEqual({
      code: 401,
      error_code: "no_authorization",
      msg: "This endpoint requires a valid Bearer token",
    });
  });

  it("refuses an expired token (injected clock) and a deleted user's token", async () => {
    const { session } = await signUp(t.url);
    clock.advance(3601 * 1000);
    try {
      const res = await getUser(session.access_token);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe("invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired");
    } finally {
      clock.advance(-3601 * 1000);
    }
    await t.database.db.deleteFrom("users").where("id", "=", session.user.id).execute();
    const gone = await getUser(session.access_token);
    expect(gone.status).toBe(403);
    expect(gone.body.error_code).toBe("user_not_found");
  });

  it("locks an account to addresses it never signed in from once distributed guesses use its budget, and audits it", async () => {
    const { email, password } = await signUp(t.url);
    const attempt = (pw: string, ip: string) =>
      json(`${t.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        body: JSON.stringify({ email, password: pw }),
        headers: { "x-forwarded-for": ip },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt("falsch" + i, `10.0.0.${i}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await attempt(password, "10.0.0.99");
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
    const actions = (await t.database.db.selectFrom("audit_log").select("action").where("actor_username", "=", email).execute()).map(
      (r) => r.action,
    );
    expect(actions).toContain("login_locked");
    expect(Number(locked.headers.get("retry-after"))).toBe(720);
    // One guess of the budget back after 3600 / 5 seconds.
    clock.advance(720_000);
    expect((await attempt(password, "10.0.0.100")).status).toBe(200);
  });
});

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("sqlite", { env: { AUTH_RATE_LIMIT_TOKEN: "5/300", AUTH_RATE_LIMIT_SIGNUP: "3/300" } });
  });
  afterAll(() => t.close());

  it("answers 429 over_request_rate_limit once the /token and sign-up buckets are empty", async () => {
    const token = [];
    for (let i = 0; i < 7; i++) {
      token.push(
        (
          await json(`${t.url}/auth/v1/token?grant_type=password`, {
            method: "POST",
            body: JSON.stringify({ email: uniqueEmail(), password: "x" }),
          })
        ).status,
      );
    }
    expect(token).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const signups = [];
    for (let i = 0; i < 4; i++) {
      signups.push(
        (await json(`${t.url}/auth/v1/signup`, { method: "POST", body: JSON.stringify({ email: uniqueEmail(), password: "geheim123" }) }))
          .status,
      );
    }
    expect(signups).toEqual([200, 200, 200, 429]);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const attempt = (forwardedFor: string) =>
      json(`${t.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        body: JSON.stringify({ email: uniqueEmail(), password: "x" }),
        headers: { "x-forwarded-for": forwardedFor },
      });
    // Empty the bucket claiming one address (5 per 5 minutes; fewer if an earlier test used it)...
    const statuses: number[] = [];
    while (statuses.at(-1) !== 429 && statuses.length <= 5) statuses.push((await attempt("203.0.113.1")).status);
    expect(statuses.at(-1)).toBe(429);
    // ...then claim another: the header was not believed, so it is the same client, still limited.
    const other = await attempt("203.0.113.9");
    expect(other.status).toBe(429);
    expect(other.body).toEqual({ code: 429, error_code: "over_request_rate_limit", msg: "Request rate limit reached" });
  });
});

describe("logs", () => {
  it("hold no password, token or key", async () => {
    const lines: string[] = [];
    const { buildApp } = await import("../app.js");
    const { loadConfig } = await import("../config.js");
    const { openDatabase } = await import("../db/database.js");
    const os = await import("node:os");
    const fs = await import("node:fs");
    const path = await import("node:path");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "log-test-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "debug", ARGON2_MEMORY_KIB: "4096", ARGON2_ITERATIONS: "1" });
    const database = await openDatabase(config);
    const { Writable } = await import("node:stream");
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const app = await buildApp({ config, database, clock: (await import("../clock.js")).systemClock, logStream: stream });
    await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}`;
    const password = `pw-${crypto.randomUUID()}`;
    const { session, email } = await signUp(url, uniqueEmail(), password);
    await json(`${url}/auth/v1/user`, { headers: { authorization: `Bearer ${session.access_token}` } });
    await json(`${url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    await json(`${url}/auth/v1/token?grant_type=password`, { method: "POST", body: JSON.stringify({ email, password }) });
    await app.fastify.close();
    await database.close();
    const keyFile = fs.readFileSync(path.join(dataDir, "jwt-keys.json"), "utf8");
    expect((fs.statSync(path.join(dataDir, "jwt-keys.json")).mode & 0o777).toString(8)).toBe("600");
    const log = lines.join("");
    expect(log.length).toBeGreaterThan(100);
    expect(log).not.toContain(password);
    expect(log).not.toContain(session.access_token);
    expect(log).not.toContain(session.refresh_token);
    expect(log).not.toContain(JSON.parse(keyFile)[0].d);
    fs.rmSync(dataDir, { recursive: true, force: true });
    void exportJWK;
  });
});
