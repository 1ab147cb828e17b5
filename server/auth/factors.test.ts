// TOTP second factors through the unmodified official client (supabase.auth.mfa.*), on both engines.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { type AuthChangeEvent, type SupabaseClient } from "@supabase/supabase-js";
import { ENGINES, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { officialClient } from "../../tests/support/client.js";

/** Real time plus an adjustable offset: tokens stay valid for the client, codes follow the server. */
function shiftedClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    iso: () => new Date(Date.now() + offset).toISOString(),
    shift: (ms: number) => {
      offset += ms;
    },
  };
}

function code(secret: string, atMs: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: atMs,
  });
}

function decode(jwt: string): { aal: string; amr: { method: string; timestamp: number }[] } {
  return JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));
}

describe.each(ENGINES)("TOTP factors on %s", (engine) => {
  let t: TestApp;
  const clock = shiftedClock();
  beforeAll(async () => {
    t = await startTestApp(engine, { clock, env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60" } });
  });
  afterAll(() => t.close());

  const client = (): SupabaseClient => officialClient(t.url);

  async function signedUp(): Promise<{ supabase: SupabaseClient; email: string }> {
    const supabase = client();
    const email = uniqueEmail("mfa");
    const { error } = await supabase.auth.signUp({ email, password: "geheim123" });
    expect(error).toBeNull();
    return { supabase, email };
  }

  /** The factor_removed mail to this address, polled until the background delivery wrote it. */
  async function removalNotice(email: string): Promise<string> {
    const dir = path.join(t.dataDir, "mail");
    const deadline = Date.now() + 5000;
    for (;;) {
      for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        if (!name.includes("-factor_removed-")) continue;
        const text = fs.readFileSync(path.join(dir, name), "utf8");
        if (text.includes(email)) return text;
      }
      if (Date.now() > deadline) throw new Error(`no factor_removed mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function enrolled() {
    const { supabase, email } = await signedUp();
    const enrol = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Telefon" });
    expect(enrol.error).toBeNull();
    const { id, totp } = enrol.data as { id: string; totp: { secret: string; qr_code: string; uri: string } };
    const used = code(totp.secret, clock.now());
    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: id, code: used });
    expect(verified.error).toBeNull();
    return { supabase, email, factorId: id, secret: totp.secret, used };
  }

  it("enrols, verifies to aal2 with totp in amr, keeps aal2 on refresh and lists the factor", async () => {
    const { supabase } = await signedUp();
    const events: AuthChangeEvent[] = [];
    supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const enrol = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Telefon", issuer: "Datenschutz" });
    expect(enrol.error).toBeNull();
    const data = enrol.data as { id: string; type: string; friendly_name: string; totp: { qr_code: string; secret: string; uri: string } };
    expect(data.type).toBe("totp");
    expect(data.friendly_name).toBe("Telefon");
    expect(data.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(data.totp.uri).toContain(`secret=${data.totp.secret}`);
    expect(data.totp.uri).toContain("issuer=Datenschutz");

    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const challenge = await supabase.auth.mfa.challenge({ factorId: data.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.expires_at).toBeGreaterThan(Math.floor(clock.now() / 1000));
    const verify = await supabase.auth.mfa.verify({
      factorId: data.id,
      challengeId: challenge.data!.id,
      code: code(data.totp.secret, clock.now()),
    });
    expect(verify.error).toBeNull();
    const claims = decode(verify.data!.access_token);
    expect(claims.aal).toBe("aal2");
    expect(claims.amr.map((entry) => entry.method)).toEqual(["totp", "password"]);
    expect(events).toContain("MFA_CHALLENGE_VERIFIED");

    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decode(refreshed.data.session!.access_token).aal).toBe("aal2");

    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => [factor.id, factor.status])).toEqual([[data.id, "verified"]]);
    expect(JSON.stringify(factors.data)).not.toContain(data.totp.secret);
  });

  it("signs in again at aal1 with nextLevel aal2, then reaches aal2 by challenge and verify", async () => {
    const { supabase, email, factorId, secret } = await enrolled();
    await supabase.auth.signOut({ scope: "local" });
    const again = client();
    expect((await again.auth.signInWithPassword({ email, password: "geheim123" })).error).toBeNull();
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    // The code used at enrolment is spent; the next time step gives a fresh one.
    clock.shift(30_000);
    const verified = await again.auth.mfa.challengeAndVerify({ factorId, code: code(secret, clock.now()) });
    expect(verified.error).toBeNull();
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal2");
  });

  it("refuses a code already used in its time step, a wrong code and an expired challenge", async () => {
    const { supabase, factorId, secret, used } = await enrolled();
    // Still inside the window of ±1 step, whenever the step boundary falls.
    const replay = await supabase.auth.mfa.challengeAndVerify({ factorId, code: used });
    expect(replay.error?.code).toBe("mfa_verification_failed");
    const wrong = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code(secret, clock.now() + 5 * 30_000) });
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    expect(wrong.error?.status).toBe(422);
    const failures = await t.database.db
      .selectFrom("audit_log")
      .select("payload")
      .where("action", "=", "mfa_verification_failed")
      .where("payload", "like", `%${factorId}%`)
      .execute();
    expect(failures).toHaveLength(2);
    expect(JSON.stringify(failures)).not.toContain(secret);

    const challenge = await supabase.auth.mfa.challenge({ factorId });
    clock.shift(301_000);
    const late = await supabase.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: code(secret, clock.now()) });
    expect(late.error?.code).toBe("mfa_challenge_expired");
  });

  it("does not find another user's factor and refuses phone and webauthn", async () => {
    const { factorId } = await enrolled();
    const { supabase: other } = await signedUp();
    const foreign = await other.auth.mfa.challenge({ factorId });
    expect(foreign.error?.code).toBe("mfa_factor_not_found");
    expect(foreign.error?.status).toBe(404);
    const phone = await other.auth.mfa.enroll({ factorType: "phone", phone: "+41790000000" });
    expect(phone.error?.code).toBe("mfa_phone_enroll_not_enabled");
    const webauthn = await other.auth.mfa.enroll({ factorType: "webauthn" } as never);
    expect(webauthn.error?.code).toBe("mfa_webauthn_enroll_not_enabled");
    expect((await other.auth.mfa.enroll({ factorType: "totp", friendlyName: "Laptop" })).error).toBeNull();
    const twice = await other.auth.mfa.enroll({ factorType: "totp", friendlyName: "Laptop" });
    expect([twice.error?.status, twice.error?.code]).toEqual([422, "mfa_factor_name_conflict"]);
  });

  it("unenrols only at aal2, and the session drops to aal1", async () => {
    const { supabase, email, factorId } = await enrolled();
    const weak = client();
    expect((await weak.auth.signInWithPassword({ email, password: "geheim123" })).error).toBeNull();
    const refused = await weak.auth.mfa.unenroll({ factorId });
    expect(refused.error?.code).toBe("insufficient_aal");
    const another = await weak.auth.mfa.enroll({ factorType: "totp", friendlyName: "Zweites Telefon" });
    expect([another.error?.status, another.error?.code]).toEqual([403, "insufficient_aal"]);
    const removed = await supabase.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data?.id).toBe(factorId);
    const refreshed = await supabase.auth.refreshSession();
    expect(decode(refreshed.data.session!.access_token).aal).toBe("aal1");
    expect((await supabase.auth.mfa.listFactors()).data?.all).toEqual([]);
    // The account's address hears of it (no SMTP_URL here: the mail is a file in DATA_DIR/mail).
    const notice = await removalNotice(email);
    expect(notice).toContain("Ihre Zwei-Faktor-Authentisierung wurde entfernt");
  });

  it("keeps the product API closed to an aal1 session of a user with a verified factor", async () => {
    const me = async (supabase: SupabaseClient) => {
      const { data } = await supabase.auth.getSession();
      const res = await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${data.session!.access_token}` } });
      return { status: res.status, body: (await res.json()) as { error?: { code: string } } };
    };
    const { supabase: plain } = await signedUp();
    expect((await me(plain)).status).toBe(200);
    const { supabase, email, factorId, secret } = await enrolled();
    expect((await me(supabase)).status).toBe(200);
    const weak = client();
    expect((await weak.auth.signInWithPassword({ email, password: "geheim123" })).error).toBeNull();
    const refused = await me(weak);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe("mfa_required");
    clock.shift(30_000);
    expect((await weak.auth.mfa.challengeAndVerify({ factorId, code: code(secret, clock.now()) })).error).toBeNull();
    expect((await me(weak)).status).toBe(200);
  });
});
