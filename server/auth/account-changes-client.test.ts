// The unmodified official client against our reauthentication and e-mail change:
// reauthenticate(), updateUser({ password, nonce }), updateUser({ email }), verifyOtp(email_change).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthChangeEvent } from "@supabase/supabase-js";
import { fixedClock } from "../clock.js";
import { ENGINES, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { ALLOWED_REDIRECT, mailTo, startAccountApp, SUBJECTS } from "../../tests/support/accounts.js";
import { codeIn, linkIn, startSmtp, type TestSmtp } from "../../tests/support/smtp.js";
import { officialClient } from "../../tests/support/client.js";

describe.each(ENGINES)("@supabase/supabase-js reauthentication and e-mail change on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  // Starts at the real time: the client checks expiry against its own clock.
  const clock = fixedClock(Date.now());
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp, clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const client = () => officialClient(t.url);

  it("changes the password with a nonce from reauthenticate()", async () => {
    const supabase = client();
    const email = uniqueEmail("client");
    expect((await supabase.auth.signUp({ email, password: "geheim123" })).error).toBeNull();
    clock.advance(11 * 60_000);
    const refused = await supabase.auth.updateUser({ password: "neu-geheim-1" });
    expect(refused.error?.code).toBe("reauthentication_needed");
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.message).toBe("Password update requires reauthentication");
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const tooSoon = await supabase.auth.reauthenticate();
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    expect(tooSoon.error?.status).toBe(429);
    const nonce = codeIn(await mailTo(smtp, email, SUBJECTS.reauthentication));
    const changed = await supabase.auth.updateUser({ password: "neu-geheim-1", nonce });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(email);
    const again = await supabase.auth.updateUser({ password: "neu-geheim-2", nonce });
    expect(again.error?.code).toBe("reauthentication_not_valid");
    expect((await client().auth.signInWithPassword({ email, password: "neu-geheim-1" })).error).toBeNull();
  });

  it("changes the e-mail address with updateUser() and two verifyOtp() calls", async () => {
    const supabase = client();
    const email = uniqueEmail("client");
    const next = uniqueEmail("client-neu");
    await supabase.auth.signUp({ email, password: "geheim123" });
    const requested = await supabase.auth.updateUser({ email: next }, { emailRedirectTo: ALLOWED_REDIRECT });
    expect(requested.error).toBeNull();
    expect(requested.data.user?.email).toBe(email);
    expect(requested.data.user?.new_email).toBe(next);
    const [toNew, toCurrent] = await Promise.all([
      mailTo(smtp, next, SUBJECTS.emailChangeNew),
      mailTo(smtp, email, SUBJECTS.emailChangeCurrent),
    ]);
    expect(new URL(linkIn(toNew)).searchParams.get("redirect_to")).toBe(ALLOWED_REDIRECT);

    const wrong = await client().auth.verifyOtp({
      type: "email_change",
      email: next,
      token: codeIn(toNew) === "000000" ? "999999" : "000000",
    });
    expect(wrong.error?.code).toBe("otp_expired");
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.message).toBe("Token has expired or is invalid");

    const verifier = client();
    const events: AuthChangeEvent[] = [];
    verifier.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const first = await verifier.auth.verifyOtp({ type: "email_change", token_hash: new URL(linkIn(toNew)).searchParams.get("token")! });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user: null, session: null });
    const second = await verifier.auth.verifyOtp({ type: "email_change", email, token: codeIn(toCurrent) });
    expect(second.error).toBeNull();
    expect(second.data.session?.access_token).toBeTruthy();
    expect(second.data.user?.email).toBe(next);
    expect((await verifier.auth.getUser()).data.user?.email).toBe(next);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toContain("SIGNED_IN");
    expect((await client().auth.signInWithPassword({ email: next, password: "geheim123" })).error).toBeNull();
  });
});
