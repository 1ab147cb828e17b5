// The second factor's lock-out (decision 019) through the unmodified official client, on both
// engines: five wrong codes lock the factor for 15 minutes, a right code is refused meanwhile,
// a success clears the count, and the owner is mailed once per lock.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { type SupabaseClient } from "@supabase/supabase-js";
import { ENGINES, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { officialClient } from "../../tests/support/client.js";

const MINUTE = 60_000;

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

describe.each(ENGINES)("second-factor lock-out on %s", (engine) => {
  let t: TestApp;
  const clock = shiftedClock();
  beforeAll(async () => {
    t = await startTestApp(engine, { clock, env: { AUTH_RATE_LIMIT_SIGNUP: "1000/60", AUTH_RATE_LIMIT_TOKEN: "1000/60" } });
  });
  afterAll(() => t.close());

  const totp = (secret: string, atMs: number) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: atMs });
  /** A code of the wrong time step: well-formed, certainly refused. */
  const wrong = (secret: string) => totp(secret, clock.now() + 10 * 30_000);

  async function verifiedFactor(): Promise<{ supabase: SupabaseClient; email: string; factorId: string; secret: string }> {
    const supabase = officialClient(t.url);
    const email = uniqueEmail("lock");
    expect((await supabase.auth.signUp({ email, password: "geheim123" })).error).toBeNull();
    const enrolled = await supabase.auth.mfa.enroll({ factorType: "totp" });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    const secret = enrolled.data!.totp.secret;
    const first = await supabase.auth.mfa.challengeAndVerify({ factorId, code: totp(secret, clock.now()) });
    expect(first.error).toBeNull();
    // The next right code must come from a later time step.
    clock.shift(30_000);
    return { supabase, email, factorId, secret };
  }

  const row = (factorId: string) =>
    t.database.db
      .selectFrom("mfa_factors")
      .select(["failed_attempts", "locked_until"])
      .where("id", "=", factorId)
      .executeTakeFirstOrThrow();

  function lockNotices(email: string): number {
    const dir = path.join(t.dataDir, "mail");
    if (!fs.existsSync(dir)) return 0;
    return fs
      .readdirSync(dir)
      .filter((name) => name.includes("-factor_locked-"))
      .filter((name) => fs.readFileSync(path.join(dir, name), "utf8").includes(email)).length;
  }
  async function waitForNotices(email: string, count: number): Promise<void> {
    const deadline = Date.now() + 5000;
    while (lockNotices(email) < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  }

  it("locks after five wrong codes on either path, refuses a right code for 15 minutes, then accepts it", async () => {
    const { supabase, email, factorId, secret } = await verifiedFactor();
    for (let attempt = 0; attempt < 5; attempt++) {
      // Both of the client's paths: challenge() then verify(), and challengeAndVerify().
      const res =
        attempt % 2 === 0
          ? await supabase.auth.mfa.challengeAndVerify({ factorId, code: wrong(secret) })
          : await (async () => {
              const challenge = await supabase.auth.mfa.challenge({ factorId });
              return supabase.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: wrong(secret) });
            })();
      expect(res.error?.code).toBe("mfa_verification_failed");
    }
    expect((await row(factorId)).locked_until).not.toBeNull();
    const refused = await supabase.auth.mfa.challengeAndVerify({ factorId, code: totp(secret, clock.now()) });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe("mfa_verification_rejected");
    expect(refused.error?.message).toBe("Further MFA verification attempts will be rejected.");
    clock.shift(14 * MINUTE);
    expect((await supabase.auth.mfa.challengeAndVerify({ factorId, code: totp(secret, clock.now()) })).error?.code).toBe(
      "mfa_verification_rejected",
    );
    clock.shift(MINUTE + 1000);
    const after = await supabase.auth.mfa.challengeAndVerify({ factorId, code: totp(secret, clock.now()) });
    expect(after.error).toBeNull();
    expect(after.data?.access_token).toBeTruthy();
    await waitForNotices(email, 1);
    expect(lockNotices(email)).toBe(1);
  });

  it("clears the count with a success: four wrong, one right, four wrong again leave the factor open", async () => {
    const { supabase, email, factorId, secret } = await verifiedFactor();
    for (let attempt = 0; attempt < 4; attempt++) await supabase.auth.mfa.challengeAndVerify({ factorId, code: wrong(secret) });
    expect((await row(factorId)).failed_attempts).toBe(4);
    expect((await supabase.auth.mfa.challengeAndVerify({ factorId, code: totp(secret, clock.now()) })).error).toBeNull();
    expect(await row(factorId)).toEqual({ failed_attempts: 0, locked_until: null });
    clock.shift(30_000);
    for (let attempt = 0; attempt < 4; attempt++) await supabase.auth.mfa.challengeAndVerify({ factorId, code: wrong(secret) });
    expect((await supabase.auth.mfa.challengeAndVerify({ factorId, code: totp(secret, clock.now()) })).error).toBeNull();
    expect(lockNotices(email)).toBe(0);
  });

  it("locks once and mails once when twelve wrong codes race", async () => {
    const { supabase, email, factorId, secret } = await verifiedFactor();
    const session = (await supabase.auth.getSession()).data.session!;
    const challenges = await Promise.all(Array.from({ length: 12 }, () => supabase.auth.mfa.challenge({ factorId })));
    const results = await Promise.all(
      challenges.map((challenge) =>
        fetch(`${t.url}/auth/v1/factors/${factorId}/verify`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${session.access_token}` },
          body: JSON.stringify({ challenge_id: challenge.data!.id, code: wrong(secret) }),
        }).then((res) => res.status),
      ),
    );
    expect(results.every((status) => status === 422 || status === 403)).toBe(true);
    expect((await row(factorId)).locked_until).not.toBeNull();
    await waitForNotices(email, 1);
    // Give a second notice, if one were queued, the time to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lockNotices(email)).toBe(1);
  });
});
