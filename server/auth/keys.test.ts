// JWT_KEYS in GoTrue's format (key_ops, use, alg, kid, extra fields) must load, sign, and be
// published without private parts; a key without "d" is refused at start, naming its kid.
import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from "jose";
import { ConfigError, loadConfig } from "../config.js";
import { loadKeys } from "./keys.js";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../../tests/support/app.js";

const PRIVATE_PARTS = ["d", "p", "q", "dp", "dq", "qi"];

/** A private JWK shaped as GoTrue's `GOTRUE_JWT_KEYS` (and `supabase gen signing-key`) writes it. */
async function goTrueJwk(alg: "RS256" | "ES256"): Promise<Record<string, unknown>> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, alg, kid: crypto.randomUUID(), use: "sig", key_ops: ["sign", "verify"], ext: true, created_at: "2026-01-01" };
}

describe("JWT_KEYS in GoTrue's format", () => {
  for (const alg of ["RS256", "ES256"] as const) {
    it(`loads a GoTrue ${alg} key with key_ops ["sign","verify"], signs with it and publishes only the public part`, async () => {
      const jwk = await goTrueJwk(alg);
      const keys = await loadKeys({ jwtKeys: [jwk], dataDir: "/nonexistent", alg: "ES256" });
      expect(keys.signing.kid).toBe(jwk.kid);
      expect(keys.signing.alg).toBe(alg);
      const token = await new SignJWT({ sub: "x" }).setProtectedHeader({ alg, kid: keys.signing.kid }).sign(keys.signing.privateKey);
      const published = keys.jwks[0] as Record<string, unknown>;
      for (const field of PRIVATE_PARTS) expect(published).not.toHaveProperty(field);
      expect(published).not.toHaveProperty("created_at");
      expect(published).toMatchObject({ kid: jwk.kid, alg, use: "sig", key_ops: ["verify"] });
      const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: keys.jwks }));
      expect(payload.sub).toBe("x");
    });
  }

  it("refuses a public-only key at start with a ConfigError naming its kid", async () => {
    const jwk = await goTrueJwk("RS256");
    const publicOnly = Object.fromEntries(Object.entries(jwk).filter(([field]) => !PRIVATE_PARTS.includes(field)));
    const signing = await goTrueJwk("ES256");
    const start = () => loadConfig({ DATA_DIR: "/tmp", JWT_KEYS: JSON.stringify([signing, publicOnly]) });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(`JWT_KEYS key "${String(jwk.kid)}" has no private part`);
    // The key loader refuses it too, should it be handed keys some other way.
    await expect(loadKeys({ jwtKeys: [publicOnly], dataDir: "/nonexistent", alg: "ES256" })).rejects.toThrow(
      `JWT_KEYS key "${String(jwk.kid)}" has no private part`,
    );
  });

  it("refuses an HS256 oct key with a ConfigError naming its kid", async () => {
    const oct = { kty: "oct", k: crypto.randomBytes(32).toString("base64url"), alg: "HS256", kid: "geheim-1", key_ops: ["sign", "verify"] };
    await expect(loadKeys({ jwtKeys: [oct], dataDir: "/nonexistent", alg: "ES256" })).rejects.toThrow(ConfigError);
    await expect(loadKeys({ jwtKeys: [oct], dataDir: "/nonexistent", alg: "ES256" })).rejects.toThrow('key "geheim-1"');
  });
});

for (const engine of ENGINES) {
  describe(`GoTrue-format JWT_KEYS in the running server (${engine})`, () => {
    let app: TestApp;
    let keys: Record<string, unknown>[];
    afterAll(async () => app?.close());

    it("signs sessions with the first key and serves both keys' public halves at /.well-known/jwks.json", async () => {
      keys = [await goTrueJwk("RS256"), await goTrueJwk("ES256")];
      app = await startTestApp(engine, { env: { JWT_KEYS: JSON.stringify(keys) } });
      const { session } = await signUp(app.url);
      const jwks = await json(`${app.url}/auth/v1/.well-known/jwks.json`);
      expect(jwks.status).toBe(200);
      const served = jwks.body.keys as JWK[];
      expect(served.map((k) => k.kid)).toEqual(keys.map((k) => k.kid));
      for (const key of served) for (const field of PRIVATE_PARTS) expect(key).not.toHaveProperty(field);
      const { protectedHeader } = await jwtVerify(session.access_token, createLocalJWKSet({ keys: served }));
      expect(protectedHeader).toMatchObject({ alg: "RS256", kid: keys[0].kid });
    });
  });
}
