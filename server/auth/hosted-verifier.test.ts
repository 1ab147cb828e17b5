// A product server built against a "hosted Supabase project" — played by a second instance of our
// own server, behind a small proxy that counts JWKS fetches and can fail — accepts that project's
// tokens on /api and nothing else, caches its JWKS for 10 minutes, and says 503 when it cannot
// fetch it.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";
import { ConfigError, loadConfig } from "../config.js";
import { fixedClock } from "../clock.js";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../../tests/support/app.js";
import { readEvents } from "../../tests/support/fake-llm.js";
import { HostedVerifier } from "./hosted-verifier.js";
import * as OTPAuth from "otpauth";

const JWKS_PATH = "/auth/v1/.well-known/jwks.json";
const SECRET = crypto.randomBytes(32).toString("base64url");

async function privateJwk(alg: "ES256" | "RS256"): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(privateKey)), alg, kid: crypto.randomUUID(), use: "sig" };
}

/** The project's public address: forwards to the current instance, counts JWKS fetches, can fail. */
async function startProxy() {
  const state = { target: "", jwksRequests: 0, userRequests: 0, mode: "up" as "up" | "refuse" | "hang" };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (req.url === JWKS_PATH) state.jwksRequests += 1;
    if (req.url === "/auth/v1/user") state.userRequests += 1;
    if (state.mode === "refuse") return req.socket.destroy();
    if (state.mode === "hang") return void hanging.add(res);
    const upstream = http.request(`${state.target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A token as the project would sign it, for the cases its own server never issues. aal2: its user
 * is unknown to the project, so an aal1 token would fail the factor lookup (GET /auth/v1/user).
 */
async function sign(jwk: JWK, claims: Record<string, unknown>, options: { kid?: string; exp?: number } = {}) {
  const key = await importJWK(jwk, jwk.alg);
  const now = Math.floor(Date.now() / 1000);
  return (
    new SignJWT({ role: "authenticated", aal: "aal2", session_id: crypto.randomUUID(), sub: crypto.randomUUID(), ...claims })
      .setProtectedHeader({ alg: jwk.alg!, kid: options.kid ?? jwk.kid, typ: "JWT" })
      .setIssuedAt(now)
      // Far enough ahead for the product server's clock, which the tests move forward.
      .setExpirationTime(options.exp ?? now + 10 * 3600)
      .sign(key)
  );
}

describe("hosted auth configuration", () => {
  it("refuses SUPABASE_JWT_SECRET without VITE_SUPABASE_URL, and a short secret, without echoing it", () => {
    expect(() => loadConfig({ SUPABASE_JWT_SECRET: SECRET })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPABASE_JWT_SECRET: SECRET })).toThrow("needs VITE_SUPABASE_URL");
    const short = () => loadConfig({ VITE_SUPABASE_URL: "https://abc.supabase.co", SUPABASE_JWT_SECRET: "kurz-und-geheim" });
    expect(short).toThrow("at least 32 characters");
    expect(short).not.toThrow("kurz-und-geheim");
  });

  it("defaults to the client's 10-minute JWKS cache", () => {
    const config = loadConfig({ VITE_SUPABASE_URL: "https://abc.supabase.co" });
    expect(config.hostedAuth).toEqual({ jwtSecret: null, jwksCacheSeconds: 600, jwksTimeoutMs: 3000, anonKey: null });
  });
});

for (const engine of ENGINES) {
  describe(`product API behind a hosted Supabase project (${engine})`, () => {
    let proxy: Awaited<ReturnType<typeof startProxy>>;
    let hosted: TestApp;
    let rotated: TestApp;
    let product: TestApp;
    let unrelated: TestApp;
    let oldKey: JWK;
    let newKey: JWK;
    const clock = fixedClock(Date.now());
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const me = (token: string) => json(`${product.url}/api/me`, { headers: as(token) });
    /** Past the JWKS cache's 10 minutes, by the product server's clock. */
    const expireCache = () => clock.advance(600_001);

    beforeAll(async () => {
      proxy = await startProxy();
      oldKey = await privateJwk("RS256");
      newKey = await privateJwk("ES256");
      const issuer = `${proxy.url}/auth/v1`;
      hosted = await startTestApp(engine, { env: { JWT_KEYS: JSON.stringify([oldKey]), JWT_ISSUER: issuer } });
      // The same project after a key rotation: the new key signs, the old one still verifies.
      rotated = await startTestApp(engine, { env: { JWT_KEYS: JSON.stringify([newKey, oldKey]), JWT_ISSUER: issuer } });
      proxy.state.target = hosted.url;
      unrelated = await startTestApp(engine);
      product = await startTestApp(engine, {
        clock,
        env: {
          VITE_SUPABASE_URL: proxy.url,
          SUPABASE_JWT_SECRET: SECRET,
          SUPABASE_JWKS_TIMEOUT_MS: "500",
          CHAT_STREAM_DELAY_MS: "0",
        },
      });
    });
    afterAll(async () => {
      await Promise.all([product?.close(), hosted?.close(), rotated?.close(), unrelated?.close()]);
      await proxy?.close();
    });

    it("accepts the project's user tokens on /api/me and /api/chat, keyed by the token's sub", async () => {
      const { email, session } = await signUp(proxy.url);
      const res = await me(session.access_token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: session.user.id, email, accountProvider: proxy.url });
      const events = await readEvents(
        await fetch(`${product.url}/api/chat`, {
          method: "POST",
          headers: { "content-type": "application/json", ...as(session.access_token) },
          body: JSON.stringify({ message: "Müssen wir einen Hackerangriff dem EDÖB melden?" }),
        }),
      );
      expect(events.at(-1)).toEqual({ type: "done", status: "complete" });
      const list = await json(`${product.url}/api/conversations`, { headers: as(session.access_token) });
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).toContain(events[0].conversationId);
      // The placeholder row holds neither the address nor a password.
      const row = await product.database.db.selectFrom("users").selectAll().where("id", "=", session.user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: "", encrypted_password: "" });
      // Sessions live at the project: only the current one is shown, none can be ended here.
      const sessions = await json(`${product.url}/api/me/sessions`, { headers: as(session.access_token) });
      expect(sessions.body.sessions).toEqual([expect.objectContaining({ current: true })]);
      const end = await json(`${product.url}/api/me/sessions/${sessions.body.sessions[0].id}`, {
        method: "DELETE",
        headers: as(session.access_token),
      });
      expect([end.status, end.body.error.code]).toEqual([409, "hosted_account"]);
    });

    it("fetches the JWKS once and serves further requests from the cache", async () => {
      const { session } = await signUp(proxy.url);
      const before = proxy.state.jwksRequests;
      for (let i = 0; i < 5; i += 1) expect((await me(session.access_token)).status).toBe(200);
      expect(proxy.state.jwksRequests).toBe(before);
      clock.advance(599_000);
      expect((await me(session.access_token)).status).toBe(200);
      expect(proxy.state.jwksRequests).toBe(before);
      clock.advance(2_000);
      expect((await me(session.access_token)).status).toBe(200);
      expect(proxy.state.jwksRequests).toBe(before + 1);
    });

    it("refuses tokens of an unrelated issuer, expired ones, a right kid with a wrong signature, and non-user roles", async () => {
      const foreign = (await signUp(unrelated.url)).session.access_token;
      const stranger = await privateJwk("RS256");
      const now = Math.floor(clock.now() / 1000);
      const refused = {
        foreign,
        expired: await sign(oldKey, { iss: `${proxy.url}/auth/v1`, aud: "authenticated" }, { exp: now - 1 }),
        forgedSignature: await sign(stranger, { iss: `${proxy.url}/auth/v1`, aud: "authenticated" }, { kid: oldKey.kid }),
        otherIssuer: await sign(oldKey, { iss: "https://other.supabase.co/auth/v1", aud: "authenticated" }),
        anonKey: await sign(oldKey, { iss: `${proxy.url}/auth/v1`, aud: "authenticated", role: "anon" }),
        wrongSecret: await new SignJWT({ role: "authenticated", aal: "aal1", session_id: crypto.randomUUID(), aud: "authenticated" })
          .setProtectedHeader({ alg: "HS256" })
          .setIssuer(`${proxy.url}/auth/v1`)
          .setSubject(crypto.randomUUID())
          .setExpirationTime(now + 600)
          .sign(crypto.randomBytes(32)),
      };
      for (const [name, token] of Object.entries(refused)) {
        const res = await me(token);
        expect([name, res.status, res.body.error.code]).toEqual([name, 401, "unauthorized"]);
      }
      // The control: the same claims with the right key pass, so each refusal is for its stated reason.
      expect((await me(await sign(oldKey, { iss: `${proxy.url}/auth/v1`, aud: "authenticated" }))).status).toBe(200);
      expect((await me("")).status).toBe(401);
    });

    it("asks the project for the factors of an aal1 token: 403 mfa_required with a verified factor, once per session", async () => {
      const { email, session } = await signUp(proxy.url);
      const hostedApi = (method: string, path: string, token: string, body?: unknown) =>
        json(`${proxy.url}/auth/v1${path}`, { method, headers: as(token), ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const enrol = await hostedApi("POST", "/factors", session.access_token, { factor_type: "totp", friendly_name: "Telefon" });
      expect(enrol.status).toBe(200);
      const challenge = await hostedApi("POST", `/factors/${enrol.body.id}/challenge`, session.access_token, {});
      const totp = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32(enrol.body.totp.secret),
        algorithm: "SHA1",
        digits: 6,
        period: 30,
      });
      const verified = await hostedApi("POST", `/factors/${enrol.body.id}/verify`, session.access_token, {
        challenge_id: challenge.body.id,
        code: totp.generate(),
      });
      expect(verified.status).toBe(200);
      const aal2 = verified.body.access_token as string;
      expect((await me(aal2)).status).toBe(200);
      // Password only: aal1 of a user with a verified factor.
      const aal1 = (
        await json(`${proxy.url}/auth/v1/token?grant_type=password`, {
          method: "POST",
          body: JSON.stringify({ email, password: "geheim123" }),
        })
      ).body.access_token as string;
      const before = proxy.state.userRequests;
      const refused = await me(aal1);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("mfa_required");
      expect((await me(aal1)).status).toBe(403);
      expect(proxy.state.userRequests).toBe(before + 1);
      // The session ended at the project: the next lookup says so, and we refuse the token.
      await hostedApi("POST", "/logout?scope=global", aal2);
      clock.advance(600_001);
      expect((await me(aal1)).status).toBe(401);
    });

    it("verifies a project on the legacy HS256 secret with SUPABASE_JWT_SECRET", async () => {
      const sub = crypto.randomUUID();
      const token = await new SignJWT({ role: "authenticated", aal: "aal2", session_id: crypto.randomUUID(), email: "hs@example.ch" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuer(`${proxy.url}/auth/v1`)
        .setAudience("authenticated")
        .setSubject(sub)
        .setExpirationTime(Math.floor(clock.now() / 1000) + 600)
        .sign(new TextEncoder().encode(SECRET));
      expect((await me(token)).body).toMatchObject({ id: sub, email: "hs@example.ch" });
      // Without the secret configured, the same token is refused.
      const strict = new HostedVerifier(product.database.db, clock, {
        supabaseUrl: proxy.url,
        jwtSecret: null,
        jwksCacheSeconds: 600,
        jwksTimeoutMs: 500,
        anonKey: null,
      });
      await expect(strict.authenticate(`Bearer ${token}`)).rejects.toMatchObject({ status: 401 });
    });

    it("picks up a key rotation once the cache has expired, and keeps accepting the old key", async () => {
      const before = (await signUp(proxy.url)).session.access_token;
      expireCache();
      expect((await me(before)).status).toBe(200);
      const fetched = proxy.state.jwksRequests;
      proxy.state.target = rotated.url;
      const after = (await signUp(proxy.url)).session.access_token;
      // Within the cooldown an unknown kid does not refetch: refused, no request to the project.
      expect((await me(after)).status).toBe(401);
      expect(proxy.state.jwksRequests).toBe(fetched);
      expireCache();
      expect((await me(after)).status).toBe(200);
      expect(proxy.state.jwksRequests).toBe(fetched + 1);
      // (A token of the old key made here: the rotated instance has its own users, unlike a real project.)
      expect((await me(await sign(oldKey, { iss: `${proxy.url}/auth/v1`, aud: "authenticated" }))).status).toBe(200);
      expect(before).not.toBe(after);
    });

    it("answers 503 with a stable code when the JWKS cannot be fetched (refused or timed out), and recovers", async () => {
      const token = await sign(newKey, { iss: `${proxy.url}/auth/v1`, aud: "authenticated" });
      for (const mode of ["refuse", "hang"] as const) {
        proxy.state.mode = mode;
        expireCache();
        const res = await me(token);
        expect(res.status).toBe(503);
        expect(res.body.error.code).toBe("auth_provider_unavailable");
        expect(res.body.error.message).toMatch(/nicht erreichbar/);
        expect(res.text).not.toMatch(/ß|stack|Error:/);
      }
      proxy.state.mode = "up";
      expect((await me(token)).status).toBe(200);
      // Keys cached, but the factor lookup of a new aal1 session cannot reach the project either.
      const aal1 = (await signUp(proxy.url)).session.access_token;
      proxy.state.mode = "refuse";
      const lookup = await me(aal1);
      proxy.state.mode = "up";
      expect([lookup.status, lookup.body.error.code]).toEqual([503, "auth_provider_unavailable"]);
      expect((await me(aal1)).status).toBe(200);
    });

    it("switches our own /auth/v1 off", async () => {
      const res = await json(`${product.url}/auth/v1/signup`, {
        method: "POST",
        body: JSON.stringify({ email: "x@example.ch", password: "geheim123" }),
      });
      expect(res.status).toBe(404);
      expect((await json(`${product.url}/auth/v1/settings`)).status).toBe(404);
    });

    it("exports what we hold and deletes it on a fresh sign-in; the account stays at the project", async () => {
      clock.set(Date.now());
      const { email, session } = await signUp(proxy.url);
      const token = session.access_token;
      const created = await readEvents(
        await fetch(`${product.url}/api/chat`, {
          method: "POST",
          headers: { "content-type": "application/json", ...as(token) },
          body: JSON.stringify({ message: "Was ist ein Verzeichnis der Bearbeitungstätigkeiten?" }),
        }),
      );
      const conversationId = created[0].conversationId;
      const exported = await json(`${product.url}/api/me/export`, { headers: as(token) });
      expect(exported.status).toBe(200);
      expect(exported.body.account).toMatchObject({ id: session.user.id, email });
      expect(exported.body.conversations.map((c: { id: string }) => c.id)).toEqual([conversationId]);
      expect((await json(`${product.url}/api/me/mfa-recovery`, { method: "POST", headers: as(token), body: "{}" })).body.error.code).toBe(
        "hosted_account",
      );

      // A sign-in more than 15 minutes ago is not enough: we cannot ask for the password.
      clock.advance(16 * 60_000);
      const stale = await json(`${product.url}/api/me`, {
        method: "DELETE",
        headers: as(token),
        body: JSON.stringify({ password: "egal" }),
      });
      expect(stale.status).toBe(403);
      expect(stale.body.error.code).toBe("reauthentication_needed");
      expect((await json(`${product.url}/api/conversations/${conversationId}`, { headers: as(token) })).status).toBe(200);

      clock.set(Date.now());
      const fresh = (
        await json(`${proxy.url}/auth/v1/token?grant_type=password`, {
          method: "POST",
          body: JSON.stringify({ email, password: "geheim123" }),
        })
      ).body.access_token as string;
      const deleted = await json(`${product.url}/api/me`, {
        method: "DELETE",
        headers: as(fresh),
        body: JSON.stringify({ password: "egal" }),
      });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toMatchObject({ deleted: true, accountProvider: proxy.url });
      expect(deleted.body.message).toContain("nur dort gelöscht");
      expect(await product.database.db.selectFrom("conversations").select("id").where("user_id", "=", session.user.id).execute()).toEqual(
        [],
      );
      expect(await product.database.db.selectFrom("users").select("id").where("id", "=", session.user.id).execute()).toEqual([]);
      // The account at the project is untouched and may come back: it starts empty.
      expect((await json(`${proxy.url}/auth/v1/user`, { headers: as(fresh) })).status).toBe(200);
      const again = await json(`${product.url}/api/conversations`, { headers: as(fresh) });
      expect(again.status).toBe(200);
      expect(JSON.stringify(again.body)).not.toContain(conversationId);
    });
  });
}
