// Recovery from a lost authenticator by an e-mailed code, against the real server and SMTP, on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { type SupabaseClient } from "@supabase/supabase-js";
import { ENGINES, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { SUBJECTS, mailTo, startAccountApp } from "../../tests/support/accounts.js";
import { codeIn, startSmtp, type TestSmtp } from "../../tests/support/smtp.js";
import { officialClient } from "../../tests/support/client.js";

describe.each(ENGINES)("MFA recovery by e-mail on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const client = (): SupabaseClient => officialClient(t.url);

  async function api(supabase: SupabaseClient, method: string, path: string, body?: unknown) {
    const { data } = await supabase.auth.getSession();
    const res = await fetch(`${t.url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${data.session!.access_token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as { error?: { code: string }; removed?: number } };
  }

  it("removes the factor of a password-only session with the mailed code, once", async () => {
    const email = uniqueEmail("recovery");
    const owner = client();
    expect((await owner.auth.signUp({ email, password: "geheim123" })).error).toBeNull();
    const enrol = await owner.auth.mfa.enroll({ factorType: "totp", friendlyName: "Telefon" });
    const { id, totp } = enrol.data as { id: string; totp: { secret: string } };
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totp.secret) }).generate();
    expect((await owner.auth.mfa.challengeAndVerify({ factorId: id, code })).error).toBeNull();

    // The device is lost: a new sign-in with the password only.
    const lost = client();
    expect((await lost.auth.signInWithPassword({ email, password: "geheim123" })).error).toBeNull();
    expect((await api(lost, "GET", "/me")).body.error?.code).toBe("mfa_required");
    expect((await api(lost, "POST", "/me/mfa-recovery")).status).toBe(202);
    const mailed = codeIn(await mailTo(smtp, email, SUBJECTS.reauthentication));
    const wrongCode = mailed === "000000" ? "000001" : "000000";
    const wrong = await api(lost, "POST", "/me/mfa-recovery/verify", { code: wrongCode });
    expect([wrong.status, wrong.body.error?.code]).toEqual([422, "mfa_recovery_invalid_code"]);
    expect((await lost.auth.mfa.listFactors()).data?.totp).toHaveLength(1);

    const done = await api(lost, "POST", "/me/mfa-recovery/verify", { code: mailed });
    expect([done.status, done.body.removed]).toEqual([200, 1]);
    expect((await lost.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect((await api(lost, "GET", "/me")).status).toBe(200);
    const again = await api(lost, "POST", "/me/mfa-recovery/verify", { code: mailed });
    expect(again.body.error?.code).toBe("mfa_recovery_invalid_code");
  });

  it("sends no code to an account without a factor", async () => {
    const plain = client();
    expect((await plain.auth.signUp({ email: uniqueEmail("recovery"), password: "geheim123" })).error).toBeNull();
    const refused = await api(plain, "POST", "/me/mfa-recovery");
    expect([refused.status, refused.body.error?.code]).toEqual([409, "mfa_recovery_no_factor"]);
  });
});
