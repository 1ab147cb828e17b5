// Password recovery with the unmodified official client, PKCE and implicit, on both engines:
// resetPasswordForEmail() → mail from the in-process SMTP server → link → GET /verify →
// exchangeCodeForSession() → updateUser({ password }); and the ways it must fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../server/clock.js";
import { ENGINES, uniqueEmail, type TestApp } from "../support/app.js";
import { ALLOWED_REDIRECT, authApi, mailTo, SITE_URL, startAccountApp } from "../support/accounts.js";
import { freePort } from "../support/postgres.js";
import { codeIn, linkIn, startSmtp, type TestSmtp } from "../support/smtp.js";
import { officialClient } from "../support/client.js";

const RECOVERY = "Passwort zurücksetzen";

describe.each(ENGINES)("password recovery and PKCE on %s", (engine) => {
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

  const client = (flowType: "pkce" | "implicit" = "pkce") => officialClient(t.url, { flowType });

  /** Opens the e-mailed link on our server (it names SITE_URL) and returns where it redirects. */
  async function open(link: string): Promise<{ status: number; location: URL }> {
    const url = new URL(link);
    const res = await fetch(`${t.url}${url.pathname}${url.search}`, { redirect: "manual" });
    return { status: res.status, location: new URL(res.headers.get("location") ?? "") };
  }

  async function account(): Promise<string> {
    const email = uniqueEmail("recover");
    const res = await authApi(t.url).post("/signup", { email, password: "geheim123" });
    expect(res.status).toBe(200);
    return email;
  }

  it("resets the password: resetPasswordForEmail → link → exchangeCodeForSession → updateUser", async () => {
    const email = await account();
    const supabase = client("pkce");
    const sent = await supabase.auth.resetPasswordForEmail(email, { redirectTo: ALLOWED_REDIRECT });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({});
    const mail = await mailTo(smtp, email, RECOVERY);
    expect(mail.text).toContain("Neues Passwort wählen");
    const { status, location } = await open(linkIn(mail));
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(ALLOWED_REDIRECT);
    expect(location.hash).toBe("");
    const code = location.searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await supabase.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    const claims = JSON.parse(Buffer.from(exchanged.data.session!.access_token.split(".")[1], "base64url").toString()) as {
      amr: { method: string }[];
    };
    expect(claims.amr[0].method).toBe("recovery");
    const updated = await supabase.auth.updateUser({ password: "ganz-neu-42" });
    expect(updated.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "ganz-neu-42" })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: "geheim123" })).error?.code).toBe("invalid_credentials");

    // The code works once.
    const again = await client("pkce").auth.exchangeCodeForSession(code!);
    expect(again.error).not.toBeNull();
    const raw = await authApi(t.url).post("/token?grant_type=pkce", { auth_code: code, code_verifier: "x".repeat(43) });
    expect(raw.status).toBe(404);
    expect(raw.body).toMatchObject({ error_code: "flow_state_not_found" });
  });

  it("implicit flow: the link redirects with the session in the fragment", async () => {
    const email = await account();
    const supabase = client("implicit");
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { status, location } = await open(linkIn(await mailTo(smtp, email, RECOVERY)));
    expect(status).toBe(303);
    expect(location.origin).toBe(new URL(SITE_URL).origin);
    expect(location.search).toBe("");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    const session = await supabase.auth.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);
  });

  it("verifyOtp with the mailed code signs in for recovery", async () => {
    const email = await account();
    const supabase = client("implicit");
    await supabase.auth.resetPasswordForEmail(email);
    const code = codeIn(await mailTo(smtp, email, RECOVERY));
    const verified = await supabase.auth.verifyOtp({ email, token: code, type: "recovery" });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const reused = await client("implicit").auth.verifyOtp({ email, token: code, type: "recovery" });
    expect(reused.error?.code).toBe("otp_expired");
  });

  it("an unknown address gets the same answer and no mail", async () => {
    const unknown = uniqueEmail("niemand");
    const api = authApi(t.url);
    const res = await api.post("/recover", { email: unknown });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const known = await account();
    const same = await api.post("/recover", { email: known });
    expect(same.status).toBe(200);
    expect(same.body).toEqual({});
    await mailTo(smtp, known, RECOVERY);
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it("refuses a wrong code_verifier, and the code is then void", async () => {
    const email = await account();
    const supabase = client("pkce");
    await supabase.auth.resetPasswordForEmail(email);
    const { location } = await open(linkIn(await mailTo(smtp, email, RECOVERY)));
    const code = location.searchParams.get("code");
    const api = authApi(t.url);
    const wrong = await api.post("/token?grant_type=pkce", { auth_code: code, code_verifier: "y".repeat(43) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error_code: "bad_code_verifier" });
    const right = await supabase.auth.exchangeCodeForSession(code!);
    expect(right.error?.code).toBe("flow_state_not_found");
  });

  it("an auth code expires after five minutes", async () => {
    const email = await account();
    const supabase = client("pkce");
    await supabase.auth.resetPasswordForEmail(email);
    const { location } = await open(linkIn(await mailTo(smtp, email, RECOVERY)));
    clock.advance(5 * 60_000 + 1000);
    const late = await supabase.auth.exchangeCodeForSession(location.searchParams.get("code")!);
    expect(late.error?.code).toBe("flow_state_expired");
    expect(late.error?.status).toBe(422);
  });

  it("an expired or reused link redirects with the error, never a session", async () => {
    const email = await account();
    await client("implicit").auth.resetPasswordForEmail(email, { redirectTo: ALLOWED_REDIRECT });
    const link = linkIn(await mailTo(smtp, email, RECOVERY));
    clock.advance(3601_000);
    const { status, location } = await open(link);
    expect(status).toBe(303);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("error_code")).toBe("otp_expired");
    expect(fragment.get("error")).toBe("access_denied");
    expect(fragment.get("access_token")).toBeNull();

    const fresh = await account();
    await client("implicit").auth.resetPasswordForEmail(fresh);
    const second = linkIn(await mailTo(smtp, fresh, RECOVERY));
    expect(new URLSearchParams((await open(second)).location.hash.slice(1)).get("access_token")).toBeTruthy();
    const reused = new URLSearchParams((await open(second)).location.hash.slice(1));
    expect(reused.get("error_code")).toBe("otp_expired");
  });

  it("a PKCE link carries GoTrue's pkce_ prefix; its errors come in the query as well as the fragment", async () => {
    const email = await account();
    await client("pkce").auth.resetPasswordForEmail(email, { redirectTo: ALLOWED_REDIRECT });
    const link = linkIn(await mailTo(smtp, email, RECOVERY));
    expect(new URL(link).searchParams.get("token")).toMatch(/^pkce_/);
    clock.advance(3601_000);
    const { status, location } = await open(link);
    expect(status).toBe(303);
    expect(location.searchParams.get("error_code")).toBe("otp_expired");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("code")).toBeNull();
    expect(new URLSearchParams(location.hash.slice(1)).get("error_code")).toBe("otp_expired");
    // An implicit-flow link has no prefix and keeps its errors in the fragment only (test above).
    const other = await account();
    await client("implicit").auth.resetPasswordForEmail(other);
    expect(new URL(linkIn(await mailTo(smtp, other, RECOVERY))).searchParams.get("token")).not.toMatch(/^pkce_/);
  });

  it("a redirect_to off the allow list falls back to SITE_URL (no open redirect)", async () => {
    const email = await account();
    const res = await fetch(`${t.url}/auth/v1/recover?redirect_to=${encodeURIComponent("https://evil.example.com/x")}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const link = linkIn(await mailTo(smtp, email, RECOVERY));
    expect(new URL(link).searchParams.get("redirect_to")).toBe(SITE_URL);
    // A redirect_to swapped into the link afterwards is not followed either.
    const tampered = new URL(link);
    tampered.searchParams.set("redirect_to", "https://evil.example.com/x");
    const { location } = await open(tampered.href);
    expect(location.origin).toBe(new URL(SITE_URL).origin);
  });

  it("limits recovery mails per address, known or not", async () => {
    const api = authApi(t.url);
    const known = await account();
    const unknown = uniqueEmail("niemand");
    for (const email of [known, unknown]) {
      expect((await api.post("/recover", { email })).status).toBe(200);
      const second = await api.post("/recover", { email });
      expect(second.status).toBe(429);
      expect(second.body).toMatchObject({ error_code: "over_email_send_rate_limit" });
    }
    clock.advance(61_000);
    expect((await api.post("/recover", { email: known })).status).toBe(200);
  });

  it("rejects inconsistent PKCE parameters and a missing address with GoTrue's errors", async () => {
    const api = authApi(t.url);
    const half = await api.post("/recover", { email: uniqueEmail(), code_challenge: "a".repeat(43) });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({
      error_code: "validation_failed",
      msg: "PKCE flow requires code_challenge_method and code_challenge",
    });
    const none = await api.post("/recover", {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error_code: "validation_failed", msg: "Password recovery requires an email" });
    const empty = await api.post("/token?grant_type=pkce", { auth_code: "", code_verifier: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error_code: "validation_failed" });
  });
});

describe.each(ENGINES)("password recovery while SMTP is down on %s", (engine) => {
  it("answers at once and delivers the mail when the server comes back", async () => {
    const port = await freePort();
    const smtpUrl = `smtp://mailer:${encodeURIComponent("s3cret/pass@word")}@127.0.0.1:${port}`;
    const t = await startAccountApp(engine, { smtpUrl });
    let smtp: TestSmtp | null = null;
    try {
      const email = uniqueEmail("smtp-weg");
      const api = authApi(t.url);
      expect((await api.post("/signup", { email, password: "geheim123" })).status).toBe(200);
      const res = await api.post("/recover", { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      smtp = await startSmtp({ port });
      // The first attempt failed; the outbox retries after a second.
      const mail = await mailTo(smtp, email, RECOVERY);
      expect(codeIn(mail)).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});
