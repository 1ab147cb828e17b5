// TokenService.verify with its table of verified tokens (session 20): a remembered token is checked
// for expiry only, so a token whose claims fail must never be remembered, and a remembered one must
// still expire.
import crypto from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/errors.js";
import { loadKeys, type KeySet } from "./keys.js";
import { AUDIENCE, TokenService } from "./tokens.js";

const ISSUER = "http://localhost/auth/v1";
const NOW = 1_800_000_000;

describe("verified tokens (tokens.ts)", () => {
  let keys: KeySet;
  beforeAll(async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), alg: "ES256", kid: crypto.randomUUID() };
    keys = await loadKeys({ jwtKeys: [jwk], dataDir: "/nonexistent", alg: "ES256" });
  });

  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ iss: ISSUER, aud: AUDIENCE, iat: NOW, exp: NOW + 3600, ...claims })
      .setProtectedHeader({ alg: "ES256", kid: keys.signing.kid, typ: "JWT" })
      .sign(keys.signing.privateKey);

  /** The error verify() throws, as the wire carries it. */
  async function refusal(service: TokenService, token: string, now: number) {
    const error = await service.verify(token, now).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const { status, code, message } = error as ApiError;
    return { status, code, message };
  }

  it("answers a remembered token with the same claims, and refuses it once it has expired", async () => {
    const service = new TokenService(keys, { expSeconds: 3600, issuer: ISSUER });
    const token = await sign({ sub: crypto.randomUUID(), session_id: crypto.randomUUID() });
    const first = await service.verify(token, NOW);
    expect(await service.verify(token, NOW + 3599)).toBe(first);
    expect(await refusal(service, token, NOW + 3600)).toEqual({
      status: 403,
      code: "bad_jwt",
      message: "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired",
    });
  });

  it("refuses a token with bad claims the same way every time, also after a good token was remembered", async () => {
    const service = new TokenService(keys, { expSeconds: 3600, issuer: ISSUER });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ session_id: crypto.randomUUID() }, 403, "invalid claim: missing sub claim"],
      [{ sub: "not-a-uuid", session_id: crypto.randomUUID() }, 400, "invalid claim: sub claim must be a UUID"],
      [{ sub: crypto.randomUUID() }, 403, "invalid claim: session_id claim must be a UUID"],
      [{ sub: crypto.randomUUID(), session_id: "nope" }, 403, "invalid claim: session_id claim must be a UUID"],
    ];
    await service.verify(await sign({ sub: crypto.randomUUID(), session_id: crypto.randomUUID() }), NOW);
    for (const [claims, status, message] of cases) {
      const token = await sign(claims);
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await refusal(service, token, NOW)).toEqual({ status, code: "bad_jwt", message });
      }
    }
  });
});
