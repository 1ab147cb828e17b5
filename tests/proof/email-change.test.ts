// Finding W1, the e-mail half: PUT /user no longer changes the address. Both addresses get a
// link and a code (GoTrue's secure e-mail change); /verify changes it once both are confirmed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../server/clock.js";
import { ENGINES, json, signUp, uniqueEmail, type TestApp } from "../support/app.js";
import { ALLOWED_REDIRECT, authApi, mailTo, SITE_URL, startAccountApp, SUBJECTS } from "../support/accounts.js";
import { codeIn, linkIn, startSmtp, type TestSmtp } from "../support/smtp.js";

const CONFIRMED_ONE = "Confirmation link accepted. Please proceed to confirm link sent to the other email";
const EXPIRED_LINK = { code: 403, error_code: "otp_expired", msg: "Email link is invalid or has expired" };
const EXPIRED_CODE = { code: 403, error_code: "otp_expired", msg: "Token has expired or is invalid" };

describe.each(ENGINES)("e-mail change on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let api: ReturnType<typeof authApi>;
  const clock = fixedClock(Date.parse("2026-03-02T08:00:00.000Z"));
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp, clock });
    api = authApi(t.url);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** PUT /user {email}, then the two e-mails it sends. */
  async function requestChange(token: string, current: string, next: string, query = "") {
    const res = await api.put(`/user${query}`, { email: next }, token);
    expect(res.status, res.text).toBe(200);
    const [toNew, toCurrent] = await Promise.all([
      mailTo(smtp, next, SUBJECTS.emailChangeNew),
      mailTo(smtp, current, SUBJECTS.emailChangeCurrent),
    ]);
    return { res, toNew, toCurrent };
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
  const emailOf = async (id: string) =>
    (await t.database.db.selectFrom("users").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email;

  it("mails both addresses, keeps the address until both confirm, then changes it and signs in", async () => {
    const { email, password, session } = await signUp(t.url);
    const next = uniqueEmail("neu");
    const { res, toNew, toCurrent } = await requestChange(session.access_token, email, next);
    expect(res.body.email).toBe(email);
    expect(res.body.new_email).toBe(next);
    expect(res.body.email_change_sent_at).toBe(new Date(clock.now()).toISOString());
    expect(res.body.user_metadata.email).toBe(email);
    expect(toNew.text).toContain(next);
    expect(toNew.text).toContain("Muster AG");
    expect(toCurrent.text).toContain(`von ${email} auf ${next}`);
    expect(linkIn(toNew)).toMatch(new RegExp(`^${SITE_URL}/auth/v1/verify\\?token=[0-9a-f]{56}&type=email_change&redirect_to=`));
    expect(tokenOf(linkIn(toNew))).not.toBe(tokenOf(linkIn(toCurrent)));
    expect((await api.get("/user", session.access_token)).body.email).toBe(email);
    expect((await api.post("/token?grant_type=password", { email: next, password })).body.error_code).toBe("invalid_credentials");

    const first = await api.post("/verify", { type: "email_change", token_hash: tokenOf(linkIn(toNew)) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ msg: CONFIRMED_ONE, code: "200" });
    expect(await emailOf(session.user.id)).toBe(email);
    const reused = await api.post("/verify", { type: "email_change", token_hash: tokenOf(linkIn(toNew)) });
    expect(reused.body).toEqual(EXPIRED_LINK);

    const second = await api.post("/verify", { type: "email_change", email, token: codeIn(toCurrent) });
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(second.body.user.email).toBe(next);
    expect(second.body.user.new_email).toBeUndefined();
    expect(second.body.user.identities[0].identity_data).toMatchObject({ email: next, email_verified: true });
    const claims = JSON.parse(Buffer.from(second.body.access_token.split(".")[1], "base64url").toString());
    expect(claims.amr[0].method).toBe("otp");
    expect(await emailOf(session.user.id)).toBe(next);
    const notice = await mailTo(smtp, email, SUBJECTS.emailChanged);
    expect(notice.text).toContain(`lautet neu ${next} (bisher ${email})`);
    expect((await api.signIn(next, password)).user.id).toBe(session.user.id);
    expect((await api.post("/token?grant_type=password", { email, password })).body.error_code).toBe("invalid_credentials");

    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["action", "payload"])
      .where("actor_id", "=", session.user.id)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["email_change_requested", "email_change_partly_confirmed", "email_change_confirmed"]),
    );
    const logged = JSON.stringify(audit);
    for (const secret of [codeIn(toNew), codeIn(toCurrent), tokenOf(linkIn(toNew)), tokenOf(linkIn(toCurrent))])
      expect(logged).not.toContain(secret);
  });

  it("refuses expired, used, foreign and guessed tokens, changing nothing", async () => {
    const a = await signUp(t.url);
    const aNext = uniqueEmail("a-neu");
    const first = await requestChange(a.session.access_token, a.email, aNext);
    clock.advance(3600 * 1000 + 1);
    expect((await api.post("/verify", { type: "email_change", token_hash: tokenOf(linkIn(first.toNew)) })).body).toEqual(EXPIRED_LINK);
    expect((await api.post("/verify", { type: "email_change", email: aNext, token: codeIn(first.toNew) })).body).toEqual(EXPIRED_CODE);
    expect(await emailOf(a.session.user.id)).toBe(a.email);

    // A new request replaces the old tokens; the access token has expired, so sign in again.
    const aToken = (await api.signIn(a.email, a.password)).access_token;
    const aNext2 = uniqueEmail("a-neu2");
    const second = await requestChange(aToken, a.email, aNext2);
    // B's code is no good for A's address, and a token of another type finds nothing.
    const b = await signUp(t.url);
    const bNext = uniqueEmail("b-neu");
    const bMails = await requestChange(b.session.access_token, b.email, bNext);
    const foreign = await api.post("/verify", { type: "email_change", email: aNext2, token: codeIn(bMails.toNew) });
    if (codeIn(bMails.toNew) !== codeIn(second.toNew)) expect(foreign.body).toEqual(EXPIRED_CODE);
    expect((await api.post("/verify", { type: "signup", token_hash: tokenOf(linkIn(second.toNew)) })).body).toEqual(EXPIRED_LINK);
    expect((await api.post("/verify", { type: "sms", token_hash: tokenOf(linkIn(second.toNew)) })).body).toEqual({
      code: 400,
      error_code: "validation_failed",
      msg: "Invalid email verification type",
    });
    expect((await api.post("/verify", { type: "email_change", token_hash: "0".repeat(56) })).body).toEqual(EXPIRED_LINK);

    // Five wrong codes for the new address cancel the whole change, so the current address's
    // confirmation can never be bypassed by guessing it away.
    const right = codeIn(bMails.toNew);
    for (let i = 1; i <= 5; i += 1) {
      const guess = String((Number(right) + i) % 1_000_000).padStart(6, "0");
      expect((await api.post("/verify", { type: "email_change", email: bNext, token: guess })).body).toEqual(EXPIRED_CODE);
    }
    expect((await api.post("/verify", { type: "email_change", email: bNext, token: right })).body).toEqual(EXPIRED_CODE);
    expect((await api.post("/verify", { type: "email_change", email: b.email, token: codeIn(bMails.toCurrent) })).body).toEqual(
      EXPIRED_CODE,
    );
    expect((await api.get("/user", b.session.access_token)).body.new_email).toBeUndefined();
    expect(await emailOf(b.session.user.id)).toBe(b.email);
  });

  it("answers bad input with GoTrue's errors and changes nothing", async () => {
    const { email, session } = await signUp(t.url);
    const other = await signUp(t.url);
    const token = session.access_token;
    const taken = await api.put("/user", { email: other.email.toUpperCase(), data: { x: 1 } }, token);
    expect(taken.body).toEqual({
      code: 422,
      error_code: "email_exists",
      msg: "A user with this email address has already been registered",
    });
    const invalid = await api.put("/user", { email: "kein-email", data: { x: 1 } }, token);
    expect(invalid.body).toEqual({ code: 400, error_code: "validation_failed", msg: "Unable to validate email address: invalid format" });
    const next = uniqueEmail("neu");
    await requestChange(token, email, next);
    const tooSoon = await api.put("/user", { email: uniqueEmail("noch"), data: { y: 2 } }, token);
    expect(tooSoon.body).toEqual({
      code: 429,
      error_code: "over_email_send_rate_limit",
      msg: "For security purposes, you can only request this after 60 seconds.",
    });
    const user = (await api.get("/user", token)).body;
    expect(user.user_metadata.x).toBeUndefined();
    expect(user.user_metadata.y).toBeUndefined();
    expect(user.new_email).toBe(next);
    // The same address again is no change at all.
    expect((await api.put("/user", { email: email.toUpperCase() }, token)).status).toBe(200);

    const verify = (body: unknown) => api.post("/verify", body);
    expect((await verify({})).body.msg).toBe("Verify requires a verification type");
    expect((await verify({ type: "email_change" })).body.msg).toBe("Verify requires either a token or a token hash");
    expect((await verify({ type: "email_change", token: "1", token_hash: "2" })).body.msg).toBe(
      "Verify requires either a token or a token hash",
    );
    expect((await verify({ type: "email_change", token: "123456" })).body.msg).toBe(
      "Only an email address or phone number should be provided on verify",
    );
    expect((await verify({ type: "email_change", token: "123456", email: "kaputt" })).body).toEqual({
      code: 422,
      error_code: "validation_failed",
      msg: "Invalid email format",
    });
    expect((await verify({ type: "email_change", token_hash: "ab", email })).body.msg).toBe(
      "Only the token_hash and type should be provided",
    );
    expect((await verify({ type: "email_change", token: "123456", phone: "+41790000000" })).body).toEqual(EXPIRED_CODE);
    expect((await verify({ type: 5, token: "123456", email })).status).toBe(400);
    const raw = await json(`${t.url}/auth/v1/verify`, { method: "POST", body: "{kein json" });
    expect(raw.body.error_code).toBe("bad_json");
  });

  it("confirms by link through GET /verify, redirecting only inside the allow list", async () => {
    const { email, session } = await signUp(t.url);
    const next = uniqueEmail("link");
    const evil = encodeURIComponent("https://evil.example/steal");
    const { toNew, toCurrent } = await requestChange(session.access_token, email, next, `?redirect_to=${evil}`);
    // The link carries SITE_URL instead of the refused target.
    expect(new URL(linkIn(toNew)).searchParams.get("redirect_to")).toBe(SITE_URL);
    const open = (link: string) => fetch(link.replace(SITE_URL, t.url), { redirect: "manual" });

    const tampered = new URL(linkIn(toNew));
    tampered.searchParams.set("redirect_to", "https://evil.example/steal");
    const first = await open(tampered.href);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`${SITE_URL}/#message=${encodeURIComponent(CONFIRMED_ONE).replace(/%20/g, "+")}&sb=`);

    const allowed = new URL(linkIn(toCurrent));
    allowed.searchParams.set("redirect_to", `${ALLOWED_REDIRECT}?app=1`);
    const second = await open(allowed.href);
    expect(second.status).toBe(303);
    const location = new URL(second.headers.get("location")!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${ALLOWED_REDIRECT}?app=1`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual(["access_token", "expires_at", "expires_in", "refresh_token", "sb", "token_type", "type"]);
    expect(fragment.get("type")).toBe("email_change");
    expect((await api.get("/user", fragment.get("access_token")!)).body.email).toBe(next);

    const again = await open(linkIn(toNew));
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(
      `${SITE_URL}/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
    const lookalike = await fetch(
      `${t.url}/auth/v1/verify?type=email_change&token=abc&redirect_to=${encodeURIComponent(`${ALLOWED_REDIRECT}evil`)}`,
      {
        redirect: "manual",
      },
    );
    expect(lookalike.headers.get("location")).toMatch(new RegExp(`^${SITE_URL}/#error=`));
    const missing = await json(`${t.url}/auth/v1/verify?type=email_change`);
    expect(missing.body).toEqual({ code: 400, error_code: "validation_failed", msg: "Verify requires a token or a token hash" });
  });

  it("refuses the final confirmation when the new address was taken meanwhile, keeping the tokens", async () => {
    const { email, password, session } = await signUp(t.url);
    const next = uniqueEmail("umkaempft");
    const { toNew, toCurrent } = await requestChange(session.access_token, email, next);
    await api.post("/verify", { type: "email_change", token_hash: tokenOf(linkIn(toCurrent)) });
    await signUp(t.url, next, password);
    const last = await api.post("/verify", { type: "email_change", token_hash: tokenOf(linkIn(toNew)) });
    expect(last.body).toEqual({ code: 422, error_code: "email_exists", msg: "A user with this email address has already been registered" });
    expect(await emailOf(session.user.id)).toBe(email);
    const left = await t.database.db.selectFrom("one_time_tokens").select("kind").where("user_id", "=", session.user.id).execute();
    expect(left).toEqual([{ kind: "email_change_new" }]);
  });
});

describe.each(ENGINES)("e-mail change with MAILER_SECURE_EMAIL_CHANGE_ENABLED off on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp, env: { MAILER_SECURE_EMAIL_CHANGE_ENABLED: "false" } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("needs only the new address to confirm; the current one gets a notice without a link", async () => {
    const { email, session } = await signUp(t.url);
    const next = uniqueEmail("einfach");
    const api = authApi(t.url);
    expect((await api.put("/user", { email: next }, session.access_token)).body.new_email).toBe(next);
    const [toNew, notice] = await Promise.all([
      mailTo(smtp, next, SUBJECTS.emailChangeNew),
      mailTo(smtp, email, SUBJECTS.emailChangeNotice),
    ]);
    expect(notice.text).toContain(`von ${email} auf ${next}`);
    expect(notice.text).not.toContain("/auth/v1/verify");
    expect(notice.text).not.toMatch(/^ {4}\d{6}$/m);
    expect(toNew.text).not.toContain("bisherige Adresse");
    const done = await api.post("/verify", { type: "email_change", email: next, token: codeIn(toNew) });
    expect(done.status, done.text).toBe(200);
    expect(done.body.user.email).toBe(next);
  });
});
