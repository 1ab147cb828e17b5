// Issue 23, both findings, against the real server with its default limits and a real SMTP
// server, on both engines (decision 019):
// 1. a flood of /recover for made-up addresses no longer stops anyone else's mail: another user's
//    reauthentication code and an existing account's reset still go out;
// 2. a second factor cannot be guessed: after five wrong codes even the right one is refused for
//    15 minutes (injected clock), a success clears the count, and the owner is told once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { fixedClock } from "../../server/clock.js";
import { ENGINES, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../support/app.js";
import { SUBJECTS } from "../support/accounts.js";
import { startSmtp, type TestSmtp } from "../support/smtp.js";

const MINUTE = 60_000;
const RESET_SUBJECT = "Passwort zurücksetzen";
const LOCK_SUBJECT = "Zu viele falsche Codes: Ihre Zwei-Faktor-Anmeldung ist vorübergehend gesperrt";

describe.each(ENGINES)("issue 23 on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const clock = fixedClock(Date.parse("2026-11-27T08:00:00.000Z"));
  let nextIp = 0;
  const freshIp = () => `203.0.113.${(nextIp += 1)}`;
  beforeAll(async () => {
    smtp = await startSmtp();
    // Every limit at its default; only the proxy is trusted, so that requests can come from many addresses.
    t = await startTestApp(engine, {
      clock,
      env: { TRUST_PROXY: "true", SMTP_URL: smtp.url, MAIL_FROM: "Muster AG <noreply@muster.ch>", SITE_URL: "http://app.example.test" },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: string, path: string, ip: string, body?: unknown, token?: string) =>
    json(`${t.url}/auth/v1${path}`, {
      method,
      headers: { "x-forwarded-for": ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const mailsTo = (address: string, subject: string) => smtp.received.filter((m) => m.to.includes(address) && m.subject === subject);

  describe("a flood of /recover for made-up addresses", () => {
    it("from one address: 40 requests leave another user's reauthentication and an existing account's reset at 200", async () => {
      const signedIn = await signUp(t.url, uniqueEmail("signed-in"));
      const owner = await signUp(t.url, uniqueEmail("owner"));
      const attacker = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await call("POST", "/recover", attacker, { email: uniqueEmail("made-up") })).status);
      // The attacker's own address runs out; nobody else's allowance does.
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
      // Reauthentication is asked for from the attacker's network too (a shared office address).
      const reauth = await call("GET", "/reauthenticate", attacker, undefined, signedIn.session.access_token);
      expect([reauth.status, reauth.body]).toEqual([200, {}]);
      const reset = await call("POST", "/recover", freshIp(), { email: owner.email });
      expect([reset.status, reset.body]).toEqual([200, {}]);
      await smtp.waitFor((m) => m.to.includes(signedIn.email) && m.subject === SUBJECTS.reauthentication);
      await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject === RESET_SUBJECT);
    });

    it("from 40 addresses: all answered like real ones, and still nobody else's mail is stopped", async () => {
      clock.advance(2 * 60 * MINUTE);
      const signedIn = await signUp(t.url, uniqueEmail("signed-in"));
      const owner = await signUp(t.url, uniqueEmail("owner"));
      for (let i = 0; i < 40; i++) {
        const res = await call("POST", "/recover", freshIp(), { email: uniqueEmail("made-up") });
        expect([res.status, res.body]).toEqual([200, {}]);
      }
      expect((await call("GET", "/reauthenticate", freshIp(), undefined, signedIn.session.access_token)).status).toBe(200);
      expect((await call("POST", "/recover", freshIp(), { email: owner.email })).status).toBe(200);
      await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject === RESET_SUBJECT);
    });
  });

  describe("guessing a second factor", () => {
    const totp = (secret: string, atMs: number) =>
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: atMs });

    async function verifiedFactor() {
      const ip = freshIp();
      const { email, session } = await signUp(t.url, uniqueEmail("totp"));
      const enrol = await call("POST", "/factors", ip, { factor_type: "totp" }, session.access_token);
      expect(enrol.status, enrol.text).toBe(200);
      const factor = { id: enrol.body.id as string, secret: enrol.body.totp.secret as string };
      const verify = async (code: string, token: string) => {
        const challenge = await call("POST", `/factors/${factor.id}/challenge`, ip, undefined, token);
        return call("POST", `/factors/${factor.id}/verify`, ip, { challenge_id: challenge.body.id, code }, token);
      };
      const first = await verify(totp(factor.secret, clock.now()), session.access_token);
      expect(first.status, first.text).toBe(200);
      clock.advance(30_000);
      return { email, token: first.body.access_token as string, verify, ...factor };
    }

    it("refuses the sixth code, right as it is, for 15 minutes; then it works; the owner is told once", async () => {
      const { email, token, verify, secret } = await verifiedFactor();
      const wrong = () => totp(secret, clock.now() + 10 * 30_000);
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await verify(wrong(), token);
        expect([res.status, res.body.error_code]).toEqual([422, "mfa_verification_failed"]);
      }
      const sixth = await verify(totp(secret, clock.now()), token);
      expect([sixth.status, sixth.body.error_code, sixth.body.msg]).toEqual([
        403,
        "mfa_verification_rejected",
        "Further MFA verification attempts will be rejected.",
      ]);
      expect(Number(sixth.headers.get("retry-after"))).toBe(15 * 60);
      clock.advance(15 * MINUTE - 1000);
      expect((await verify(totp(secret, clock.now()), token)).status).toBe(403);
      clock.advance(1000);
      const after = await verify(totp(secret, clock.now()), token);
      expect(after.status, after.text).toBe(200);
      const notice = await smtp.waitFor((m) => m.to.includes(email) && m.subject === LOCK_SUBJECT);
      expect(notice.text).toContain("15 Minuten");
      expect(notice.text).not.toContain("ß");
      expect(mailsTo(email, LOCK_SUBJECT)).toHaveLength(1);
    });

    it("a success resets the count: four wrong, a right one, then five more wrong before the lock engages", async () => {
      const { email, token, verify, secret } = await verifiedFactor();
      const wrong = () => totp(secret, clock.now() + 10 * 30_000);
      for (let attempt = 0; attempt < 4; attempt++) expect((await verify(wrong(), token)).status).toBe(422);
      const right = await verify(totp(secret, clock.now()), token);
      expect(right.status).toBe(200);
      clock.advance(30_000);
      const next = right.body.access_token as string;
      // Without the reset the lock would engage at the first of these; with it, at the fifth.
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await verify(wrong(), next)).body.error_code).toBe("mfa_verification_failed");
      }
      expect((await verify(totp(secret, clock.now()), next)).body.error_code).toBe("mfa_verification_rejected");
      await smtp.waitFor((m) => m.to.includes(email) && m.subject === LOCK_SUBJECT);
      expect(mailsTo(email, LOCK_SUBJECT)).toHaveLength(1);
    });
  });
});
