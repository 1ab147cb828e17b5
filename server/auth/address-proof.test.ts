// Decision 020 on both engines: the first mailed proof of a self-signed-up address takes back what
// the sign-up held (PKCE and confirmation-mode paths too); accounts proven from the start, and a
// second proof, change nothing; pending e-mail changes die; one audit entry, one notice.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { authApi, mailTo, startAccountApp, SUBJECTS } from "../../tests/support/accounts.js";
import { codeIn, linkIn, startSmtp, type TestSmtp } from "../../tests/support/smtp.js";

const SERVICE_ROLE_KEY = "test-service-role-key-0123456789abcdef0123456789";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
type Api = ReturnType<typeof authApi>;

describe.each(ENGINES)("the first proof of an address on %s", (engine) => {
  let smtp: TestSmtp;
  let t: TestApp;
  let confirming: TestApp;
  let api: Api;
  let confirmingApi: Api;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp, env: { SERVICE_ROLE_KEY, SMTP_MAX_FREQUENCY: "0" } });
    confirming = await startAccountApp(engine, { smtp, env: { MAILER_AUTOCONFIRM: "false", SMTP_MAX_FREQUENCY: "0", SERVICE_ROLE_KEY } });
    api = authApi(t.url);
    confirmingApi = authApi(confirming.url);
  });
  afterAll(async () => {
    await t.close();
    await confirming.close();
    await smtp.close();
  });

  async function magicLink(on: Api, email: string, body: Record<string, unknown> = {}) {
    expect((await on.post("/otp", { email, ...body })).status).toBe(200);
    return mailTo(smtp, email, SUBJECTS.magicLink);
  }
  const claims = (app: TestApp, userId: string) =>
    app.database.db
      .selectFrom("audit_log")
      .select("payload")
      .where("action", "=", "user_address_claimed")
      .where("actor_id", "=", userId)
      .execute();
  const notices = (email: string) => smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === SUBJECTS.addressClaimed);
  const user = (app: TestApp, id: string) => app.database.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("records one audit entry with what was taken back, and a second proof changes nothing", async () => {
    const { email, session } = await signUp(t.url);
    const second = await api.signIn(email, "geheim123");
    const proven = await api.post("/verify", { type: "magiclink", token_hash: tokenOf(linkIn(await magicLink(api, email))) });
    expect(proven.status, proven.text).toBe(200);
    const entries = await claims(t, session.user.id);
    expect(entries.map((entry) => JSON.parse(entry.payload))).toEqual([
      { via: "magic_link", sessions_ended: 2, factors_removed: 0, conversations_marked: 0, password_cleared: true },
    ]);
    expect((await api.get("/user", second.access_token)).body.error_code).toBe("session_not_found");
    const row = await user(t, session.user.id);
    expect([row.encrypted_password, row.email_unproven]).toEqual(["", 0]);
    await mailTo(smtp, email, SUBJECTS.addressClaimed);

    // The owner sets a password; a later proof leaves her other sessions and password alone.
    expect((await api.put("/user", { password: "Eigenes-Passwort-1" }, proven.body.access_token)).status).toBe(200);
    const own = await api.signIn(email, "Eigenes-Passwort-1");
    smtp.received.length = 0;
    const later = await api.post("/verify", { type: "email", email, token: codeIn(await magicLink(api, email)) });
    expect(later.status, later.text).toBe(200);
    expect((await api.get("/user", own.access_token)).status).toBe(200);
    expect((await api.signIn(email, "Eigenes-Passwort-1")).user.id).toBe(session.user.id);
    expect(await claims(t, session.user.id)).toHaveLength(1);
    expect(notices(email)).toEqual([]);
  });

  it("covers the PKCE link: the attacker is out before the auth code is exchanged", async () => {
    const { email, session } = await signUp(t.url, uniqueEmail("pkce"));
    const verifier = crypto.randomBytes(32).toString("base64url");
    const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
    const mail = await magicLink(api, email, { code_challenge: challenge, code_challenge_method: "s256" });
    const link = new URL(linkIn(mail));
    const opened = await fetch(`${t.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    const code = new URL(opened.headers.get("location")!).searchParams.get("code")!;
    expect(code).toBeTruthy();
    const refreshed = await api.post("/token?grant_type=refresh_token", { refresh_token: session.refresh_token });
    expect(refreshed.body.error_code).toBe("refresh_token_not_found");
    const exchanged = await api.post("/token?grant_type=pkce", { auth_code: code, code_verifier: verifier });
    expect(exchanged.status, exchanged.text).toBe(200);
    expect((await json(`${t.url}/api/me`, { headers: { authorization: `Bearer ${exchanged.body.access_token}` } })).status).toBe(200);
    expect(await claims(t, session.user.id)).toHaveLength(1);
  });

  it("two proofs at once: one takes back, both sign the owner in", async () => {
    const { email, session } = await signUp(t.url, uniqueEmail("zugleich"));
    expect((await api.post("/otp", { email })).status).toBe(200);
    expect((await api.post("/recover", { email })).status).toBe(200);
    const [link, recovery] = await Promise.all([mailTo(smtp, email, SUBJECTS.magicLink), mailTo(smtp, email, SUBJECTS.recovery)]);
    const results = await Promise.all([
      api.post("/verify", { type: "magiclink", token_hash: tokenOf(linkIn(link)) }),
      api.post("/verify", { type: "recovery", token_hash: tokenOf(linkIn(recovery)) }),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    for (const res of results) expect((await api.get("/user", res.body.access_token)).status).toBe(200);
    expect((await api.get("/user", session.access_token)).body.error_code).toBe("session_not_found");
    expect(await claims(t, session.user.id)).toHaveLength(1);
  });

  it("voids an e-mail change the sign-up had started", async () => {
    const { email, session } = await signUp(t.url, uniqueEmail("wechsel"));
    const elsewhere = uniqueEmail("angreifer");
    expect((await api.put("/user", { email: elsewhere }, session.access_token)).status).toBe(200);
    const toNew = await mailTo(smtp, elsewhere, SUBJECTS.emailChangeNew);
    const proven = await api.post("/verify", { type: "magiclink", token_hash: tokenOf(linkIn(await magicLink(api, email))) });
    expect(proven.status, proven.text).toBe(200);
    const late = await api.post("/verify", { type: "email_change", token_hash: tokenOf(linkIn(toNew)) });
    expect(late.body.error_code).toBe("otp_expired");
    const row = await user(t, session.user.id);
    expect([row.email, row.email_change]).toEqual([email, null]);
  });

  it("leaves an account alone whose address an administrator confirmed", async () => {
    const email = uniqueEmail("admin");
    const created = await json(`${t.url}/auth/v1/admin/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      body: JSON.stringify({ email, password: "Vom-Admin-2026", email_confirm: true }),
    });
    expect(created.status, created.text).toBe(200);
    const signedIn = await api.signIn(email, "Vom-Admin-2026");
    const proven = await api.post("/verify", { type: "email", email, token: codeIn(await magicLink(api, email)) });
    expect(proven.status, proven.text).toBe(200);
    expect((await api.get("/user", signedIn.access_token)).status).toBe(200);
    expect((await api.signIn(email, "Vom-Admin-2026")).user.id).toBe(created.body.id);
    expect(await claims(t, created.body.id)).toEqual([]);
  });

  it("with confirmation required: the sign-up's own confirmation keeps its password, and later proofs change nothing", async () => {
    const email = uniqueEmail("bestaetigt");
    const signed = await confirmingApi.post("/signup", { email, password: "Selbst-gewaehlt-1" });
    expect(signed.status, signed.text).toBe(200);
    const confirmation = await mailTo(smtp, email, SUBJECTS.signupConfirmation);
    const confirmed = await confirmingApi.post("/verify", { type: "signup", token_hash: tokenOf(linkIn(confirmation)) });
    expect(confirmed.status, confirmed.text).toBe(200);
    const other = await confirmingApi.signIn(email, "Selbst-gewaehlt-1");
    const proven = await confirmingApi.post("/verify", { type: "email", email, token: codeIn(await magicLink(confirmingApi, email)) });
    expect(proven.status, proven.text).toBe(200);
    expect((await confirmingApi.get("/user", other.access_token)).status).toBe(200);
    expect(await claims(confirming, signed.body.id)).toEqual([]);
  });

  it("with confirmation required: signing in by /otp to a pre-registered account does not accept its password", async () => {
    const email = uniqueEmail("vorregistriert");
    const signed = await confirmingApi.post("/signup", { email, password: "Angreifer-2026-x" });
    expect(signed.status, signed.text).toBe(200);
    await mailTo(smtp, email, SUBJECTS.signupConfirmation);
    // /otp mails a magic link, not the sign-up's confirmation, to such an account.
    const mail = await magicLink(confirmingApi, email);
    const proven = await confirmingApi.post("/verify", { type: "email", email, token: codeIn(mail) });
    expect(proven.status, proven.text).toBe(200);
    expect(proven.body.user.email_confirmed_at).toBeTruthy();
    const refused = await confirmingApi.post("/token?grant_type=password", { email, password: "Angreifer-2026-x" });
    expect([refused.status, refused.body.error_code]).toEqual([400, "invalid_credentials"]);
    expect(await claims(confirming, signed.body.id)).toHaveLength(1);
    await mailTo(smtp, email, SUBJECTS.addressClaimed);
  });

  it("with confirmation required: the owner's own sign-up after the attacker's does not confirm his password", async () => {
    const email = uniqueEmail("zweimal");
    const first = await confirmingApi.post("/signup", { email, password: "Angreifer-2026-z" });
    expect(first.status, first.text).toBe(200);
    await mailTo(smtp, email, SUBJECTS.signupConfirmation);
    smtp.received.length = 0;
    // GoTrue's answer does not tell that the address is taken; the stored password stays the first.
    expect((await confirmingApi.post("/signup", { email, password: "Danas-Passwort-2026" })).status).toBe(200);
    const confirmation = await mailTo(smtp, email, SUBJECTS.signupConfirmation);
    const confirmed = await confirmingApi.post("/verify", { type: "signup", token_hash: tokenOf(linkIn(confirmation)) });
    expect(confirmed.status, confirmed.text).toBe(200);
    const refused = await confirmingApi.post("/token?grant_type=password", { email, password: "Angreifer-2026-z" });
    expect(refused.body.error_code).toBe("invalid_credentials");
    expect(await claims(confirming, first.body.id)).toHaveLength(1);
    await mailTo(smtp, email, SUBJECTS.addressClaimed);
  });

  it("an invitation to a pre-registered account: accepting it does not accept the sign-up's password", async () => {
    const email = uniqueEmail("eingeladen");
    const signed = await confirmingApi.post("/signup", { email, password: "Angreifer-2026-y" });
    expect(signed.status, signed.text).toBe(200);
    const invited = await json(`${confirming.url}/auth/v1/invite`, {
      method: "POST",
      headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      body: JSON.stringify({ email }),
    });
    expect(invited.status, invited.text).toBe(200);
    const mail = await mailTo(smtp, email, SUBJECTS.invite);
    const accepted = await confirmingApi.post("/verify", { type: "invite", token_hash: tokenOf(linkIn(mail)) });
    expect(accepted.status, accepted.text).toBe(200);
    const refused = await confirmingApi.post("/token?grant_type=password", { email, password: "Angreifer-2026-y" });
    expect(refused.body.error_code).toBe("invalid_credentials");
    expect(await claims(confirming, signed.body.id)).toHaveLength(1);
  });

  it("an invited account is proven from the start: nothing to take back", async () => {
    const email = uniqueEmail("neu-eingeladen");
    const invited = await json(`${t.url}/auth/v1/invite`, {
      method: "POST",
      headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      body: JSON.stringify({ email }),
    });
    expect(invited.status, invited.text).toBe(200);
    const accepted = await api.post("/verify", { type: "invite", email, token: codeIn(await mailTo(smtp, email, SUBJECTS.invite)) });
    expect(accepted.status, accepted.text).toBe(200);
    expect((await api.put("/user", { password: "Eingeladen-2026" }, accepted.body.access_token)).status).toBe(200);
    const other = await api.signIn(email, "Eingeladen-2026");
    const proven = await api.post("/verify", { type: "magiclink", token_hash: tokenOf(linkIn(await magicLink(api, email))) });
    expect(proven.status, proven.text).toBe(200);
    expect((await api.get("/user", other.access_token)).status).toBe(200);
    expect(await claims(t, invited.body.id)).toEqual([]);
  });

  it("an account made by /otp has nothing to take back: no notice", async () => {
    const email = uniqueEmail("nurlink");
    const proven = await api.post("/verify", { type: "email", email, token: codeIn(await magicLink(api, email)) });
    expect(proven.status, proven.text).toBe(200);
    expect(await claims(t, proven.body.user.id)).toEqual([]);
    expect(notices(email)).toEqual([]);
  });
});
