// Sign-up with MAILER_AUTOCONFIRM=false and the official client: the confirmation mail, its link
// (implicit and PKCE) and its code; an unconfirmed account cannot sign in with its password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../clock.js";
import { ENGINES, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { ALLOWED_REDIRECT, mailTo, SITE_URL, startAccountApp } from "../../tests/support/accounts.js";
import { codeIn, linkIn, startSmtp, type TestSmtp } from "../../tests/support/smtp.js";
import { officialClient } from "../../tests/support/client.js";

const CONFIRM = "Bitte bestätigen Sie Ihre E-Mail-Adresse";

describe.each(ENGINES)("sign-up confirmation by e-mail on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  const clock = fixedClock(Date.now());
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp, clock, env: { MAILER_AUTOCONFIRM: "false" } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const client = (flowType: "pkce" | "implicit") => officialClient(t.url, { flowType });

  async function open(link: string): Promise<URL> {
    const url = new URL(link);
    const res = await fetch(`${t.url}${url.pathname}${url.search}`, { redirect: "manual" });
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location") ?? "");
  }

  it("implicit: signUp → mail → link → session in the fragment; the password then works", async () => {
    const email = uniqueEmail("bestaetigen");
    const supabase = client("implicit");
    const signed = await supabase.auth.signUp({ email, password: "geheim123" });
    expect(signed.error).toBeNull();
    expect(signed.data.session).toBeNull();
    expect(signed.data.user?.confirmation_sent_at).toBeTruthy();
    expect((await client("implicit").auth.signInWithPassword({ email, password: "geheim123" })).error?.code).toBe("email_not_confirmed");
    const location = await open(linkIn(await mailTo(smtp, email, CONFIRM)));
    expect(location.origin).toBe(new URL(SITE_URL).origin);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("signup");
    const session = await supabase.auth.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(session.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client("implicit").auth.signInWithPassword({ email, password: "geheim123" })).error).toBeNull();
  });

  it("PKCE: signUp → link → ?code= → exchangeCodeForSession", async () => {
    const email = uniqueEmail("bestaetigen-pkce");
    const supabase = client("pkce");
    const signed = await supabase.auth.signUp({ email, password: "geheim123", options: { emailRedirectTo: ALLOWED_REDIRECT } });
    expect(signed.error).toBeNull();
    const location = await open(linkIn(await mailTo(smtp, email, CONFIRM)));
    expect(`${location.origin}${location.pathname}`).toBe(ALLOWED_REDIRECT);
    const exchanged = await supabase.auth.exchangeCodeForSession(location.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it("verifyOtp with the mailed code (type signup and type email)", async () => {
    for (const type of ["signup", "email"] as const) {
      const email = uniqueEmail(`code-${type}`);
      const supabase = client("implicit");
      await supabase.auth.signUp({ email, password: "geheim123" });
      const code = codeIn(await mailTo(smtp, email, CONFIRM));
      const wrong = await supabase.auth.verifyOtp({ email, token: code === "000000" ? "111111" : "000000", type });
      expect(wrong.error?.code).toBe("otp_expired");
      const verified = await supabase.auth.verifyOtp({ email, token: code, type });
      expect(verified.error).toBeNull();
      expect(verified.data.session?.user.email_confirmed_at).toBeTruthy();
    }
  });

  it("a foreign token does not confirm another account", async () => {
    const first = uniqueEmail("erste");
    const second = uniqueEmail("zweite");
    await client("implicit").auth.signUp({ email: first, password: "geheim123" });
    await client("implicit").auth.signUp({ email: second, password: "geheim123" });
    const code = codeIn(await mailTo(smtp, first, CONFIRM));
    await mailTo(smtp, second, CONFIRM);
    const foreign = await client("implicit").auth.verifyOtp({ email: second, token: code, type: "signup" });
    // A one-in-a-million collision of the two codes would make this pass for the wrong reason.
    expect(foreign.error?.code).toBe("otp_expired");
    expect((await client("implicit").auth.signInWithPassword({ email: second, password: "geheim123" })).error?.code).toBe(
      "email_not_confirmed",
    );
  });

  it("signing up again before confirming sends a new confirmation (after the frequency window)", async () => {
    const email = uniqueEmail("nochmals");
    await client("implicit").auth.signUp({ email, password: "geheim123" });
    const first = codeIn(await mailTo(smtp, email, CONFIRM));
    const tooSoon = await client("implicit").auth.signUp({ email, password: "geheim123" });
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    clock.advance(61_000);
    const before = smtp.received.length;
    expect((await client("implicit").auth.signUp({ email, password: "geheim123" })).error).toBeNull();
    const second = codeIn(
      await smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === CONFIRM && smtp.received.indexOf(mail) >= before),
    );
    if (first !== second) {
      expect((await client("implicit").auth.verifyOtp({ email, token: first, type: "signup" })).error?.code).toBe("otp_expired");
    }
    expect((await client("implicit").auth.verifyOtp({ email, token: second, type: "signup" })).error).toBeNull();
  });
});
