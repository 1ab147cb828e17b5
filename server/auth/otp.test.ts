// POST /otp and POST /resend with the unmodified official client, on both engines:
// signInWithOtp() → code → verifyOtp(); magic link (PKCE) → exchangeCodeForSession(); a new
// address becomes an unconfirmed account; create_user false; resend(); GoTrue's validation errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../clock.js";
import { ENGINES, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { ALLOWED_REDIRECT, authApi, mailTo, startAccountApp, SUBJECTS } from "../../tests/support/accounts.js";
import { codeIn, linkIn, startSmtp, type TestSmtp } from "../../tests/support/smtp.js";
import { officialClient } from "../../tests/support/client.js";

const MAGIC = "Ihr Anmeldelink für den Datenschutz-Assistenten";
const CONFIRM = "Bitte bestätigen Sie Ihre E-Mail-Adresse";

describe.each(ENGINES)("magic link, e-mail code and resend on %s", (engine) => {
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

  const client = (flowType: "pkce" | "implicit" = "implicit") => officialClient(t.url, { flowType });

  async function open(link: string): Promise<URL> {
    const url = new URL(link);
    const res = await fetch(`${t.url}${url.pathname}${url.search}`, { redirect: "manual" });
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location") ?? "");
  }

  /** A confirmed account, confirmed through its sign-up code. */
  async function confirmedAccount(): Promise<string> {
    const email = uniqueEmail("otp");
    await client().auth.signUp({ email, password: "geheim123" });
    const code = codeIn(await mailTo(smtp, email, CONFIRM));
    expect((await client().auth.verifyOtp({ email, token: code, type: "signup" })).error).toBeNull();
    clock.advance(61_000);
    return email;
  }

  it("signInWithOtp → 6-digit code → verifyOtp(type email) signs in; the code works once", async () => {
    const email = await confirmedAccount();
    const sent = await client().auth.signInWithOtp({ email });
    expect(sent.error).toBeNull();
    const code = codeIn(await mailTo(smtp, email, MAGIC));
    const verified = await client().auth.verifyOtp({ email, token: code, type: "email" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const again = await client().auth.verifyOtp({ email, token: code, type: "email" });
    expect(again.error?.code).toBe("otp_expired");
  });

  it("PKCE magic link → ?code= → exchangeCodeForSession", async () => {
    const email = await confirmedAccount();
    const supabase = client("pkce");
    expect((await supabase.auth.signInWithOtp({ email, options: { emailRedirectTo: ALLOWED_REDIRECT } })).error).toBeNull();
    const location = await open(linkIn(await mailTo(smtp, email, MAGIC)));
    expect(`${location.origin}${location.pathname}`).toBe(ALLOWED_REDIRECT);
    const exchanged = await supabase.auth.exchangeCodeForSession(location.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
  });

  it("a new address becomes an unconfirmed account with a confirmation mail; its code signs in", async () => {
    const email = uniqueEmail("neu-otp");
    const sent = await client().auth.signInWithOtp({ email, options: { data: { sprache: "de" } } });
    expect(sent.error).toBeNull();
    const code = codeIn(await mailTo(smtp, email, CONFIRM));
    const verified = await client().auth.verifyOtp({ email, token: code, type: "email" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect(verified.data.user?.user_metadata.sprache).toBe("de");
  });

  it("create_user false: an unknown address gets otp_disabled and no account", async () => {
    const email = uniqueEmail("kein-konto");
    const refused = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error?.code).toBe("otp_disabled");
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.message).toBe("Signups not allowed for otp");
    const later = await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(later.error?.code).toBe("otp_disabled");
  });

  it("resend(signup) sends a new confirmation; the old code is void", async () => {
    const email = uniqueEmail("resend");
    await client().auth.signUp({ email, password: "geheim123" });
    const first = codeIn(await mailTo(smtp, email, CONFIRM));
    const tooSoon = await client().auth.resend({ type: "signup", email });
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    clock.advance(61_000);
    const before = smtp.received.length;
    expect((await client().auth.resend({ type: "signup", email })).error).toBeNull();
    const second = codeIn(
      await smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === CONFIRM && smtp.received.indexOf(mail) >= before),
    );
    if (first !== second) expect((await client().auth.verifyOtp({ email, token: first, type: "signup" })).error?.code).toBe("otp_expired");
    expect((await client().auth.verifyOtp({ email, token: second, type: "signup" })).error).toBeNull();
  });

  it("resend(email_change) mails the pending change again", async () => {
    const email = await confirmedAccount();
    const next = uniqueEmail("neu");
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password: "geheim123" });
    expect((await supabase.auth.updateUser({ email: next })).error).toBeNull();
    await mailTo(smtp, next, SUBJECTS.emailChangeNew);
    clock.advance(61_000);
    const before = smtp.received.length;
    expect((await client().auth.resend({ type: "email_change", email })).error).toBeNull();
    await smtp.waitFor(
      (mail) => mail.to.includes(next) && mail.subject === SUBJECTS.emailChangeNew && smtp.received.indexOf(mail) >= before,
    );
  });

  it("resend: GoTrue's validation errors, and the same answer for an unknown address", async () => {
    const api = authApi(t.url);
    const badType = await api.post("/resend", { type: "recovery", email: uniqueEmail() });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({
      error_code: "validation_failed",
      msg: "Missing one of these types: signup, email_change, sms, phone_change",
    });
    const noEmail = await api.post("/resend", { type: "signup" });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ msg: "Type provided requires an email address" });
    const unknown = await api.post("/resend", { type: "signup", email: uniqueEmail("niemand") });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({});
  });

  it("otp: GoTrue's validation errors", async () => {
    const api = authApi(t.url);
    const none = await api.post("/otp", {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error_code: "validation_failed", msg: "One of email or phone must be set" });
    const both = await api.post("/otp", { email: uniqueEmail(), phone: "+41790000000" });
    expect(both.status).toBe(400);
    const bad = await api.post("/otp", { email: "kein-at-zeichen" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: "Unable to validate email address: invalid format" });
  });

  it("verify with a phone: a malformed number is GoTrue's 400, a well-formed one a wrong code's 403", async () => {
    const malformed = await client().auth.verifyOtp({ phone: "4179000000-invalid", token: "123456", type: "sms" });
    expect(malformed.error?.status).toBe(400);
    expect(malformed.error?.code).toBe("validation_failed");
    expect(malformed.error?.message).toBe("Invalid phone number format (E.164 required)");
    const wellFormed = await client().auth.verifyOtp({ phone: "+41 790000000", token: "123456", type: "sms" });
    expect(wellFormed.error?.status).toBe(403);
    expect(wellFormed.error?.message).toBe("Token has expired or is invalid");
  });
});
