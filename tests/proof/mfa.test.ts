// TOTP second factor, the hostile half: a code raced in parallel passes once, the secret is not
// stored in clear nor written to the log, and bad input gets a 4xx with a stable code. Both engines.
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../support/app.js";

describe.each(ENGINES)("TOTP factors under attack on %s", (engine) => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
    t = await startTestApp(engine, { logStream, env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60", LOG_LEVEL: "info" } });
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token: string, body?: unknown) =>
    json(`${t.url}/auth/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function enrolment() {
    const { session } = await signUp(t.url);
    const enrol = await call("POST", "/factors", session.access_token, { factor_type: "totp", friendly_name: "Telefon" });
    expect(enrol.status, enrol.text).toBe(200);
    return { token: session.access_token, id: enrol.body.id as string, secret: enrol.body.totp.secret as string };
  }

  it("lets exactly one of ten parallel verifications with the same code pass", async () => {
    const { token, id, secret } = await enrolment();
    const challenges = await Promise.all(Array.from({ length: 10 }, () => call("POST", `/factors/${id}/challenge`, token)));
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
    const results = await Promise.all(
      challenges.map((challenge) => call("POST", `/factors/${id}/verify`, token, { challenge_id: challenge.body.id, code })),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of results.filter((res) => res.status !== 200)) {
      expect([res.status, res.body.error_code]).toEqual([422, "mfa_verification_failed"]);
    }
  });

  it("locks the factor after 5 wrong codes and stops all verifications after 15 a minute", async () => {
    const { token, id, secret } = await enrolment();
    const challenge = await call("POST", `/factors/${id}/challenge`, token);
    const wrong = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 10 * 30_000 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 16; attempt++) {
      const res = await call("POST", `/factors/${id}/verify`, token, { challenge_id: challenge.body.id, code: wrong });
      statuses.push(res.status);
    }
    // Decision 019: the lock after five guesses; the per-user limit still caps the requests.
    expect(statuses.slice(0, 5).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(5, 15).every((status) => status === 403)).toBe(true);
    expect(statuses[15]).toBe(429);
  });

  it("stores the secret sealed and never logs it", async () => {
    const { id, secret } = await enrolment();
    const row = await t.database.db.selectFrom("mfa_factors").select("secret").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.secret.startsWith("v1:")).toBe(true);
    expect(log.join("")).not.toContain(secret);
  });

  it("answers malformed ids and bodies with a 4xx and a stable code", async () => {
    const { token, id } = await enrolment();
    const notUuid = await call("POST", "/factors/abc/challenge", token);
    expect([notUuid.status, notUuid.body.error_code]).toEqual([404, "validation_failed"]);
    const noCode = await call("POST", `/factors/${id}/verify`, token, { challenge_id: "x" });
    expect([noCode.status, noCode.body.error_code]).toEqual([400, "validation_failed"]);
    const noChallenge = await call("POST", `/factors/${id}/verify`, token, { challenge_id: "nope", code: "123456" });
    expect([noChallenge.status, noChallenge.body.error_code]).toEqual([422, "mfa_factor_not_found"]);
    const badType = await call("POST", "/factors", token, { factor_type: "sms" });
    expect([badType.status, badType.body.error_code]).toEqual([400, "validation_failed"]);
    const wrongShape = await call("POST", "/factors", token, { factor_type: 5 });
    expect(wrongShape.status).toBeGreaterThanOrEqual(400);
    expect(wrongShape.status).toBeLessThan(500);
    const anonymous = await json(`${t.url}/auth/v1/factors`, { method: "POST", body: JSON.stringify({ factor_type: "totp" }) });
    expect(anonymous.status).toBe(401);
  });
});
