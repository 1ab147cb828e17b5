// Issue 23, pre-registration takeover: sign-up signs in at once, so an attacker who signs up first
// with Dana's address holds a session, a password and a second factor. When Dana proves the
// address by a mailed link or code, all of that ends and she is told (decision 020). Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OTPAuth from "otpauth";
import { ENGINES, json, signUp, uniqueEmail, type TestApp } from "../support/app.js";
import { authApi, mailTo, SUBJECTS, startAccountApp } from "../support/accounts.js";
import { codeIn, linkIn, startSmtp, type TestSmtp } from "../support/smtp.js";
import { ask, bearer } from "./support/http.js";

const ATTACKER_PASSWORD = "Angreifer-2026-geheim";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** How Dana proves the address: each path a mailed link or code takes to /verify. */
const PROOFS = {
  "magic link": async (api: ReturnType<typeof authApi>, smtp: TestSmtp, email: string) => {
    expect((await api.post("/otp", { email, create_user: false })).status).toBe(200);
    const mail = await mailTo(smtp, email, SUBJECTS.magicLink);
    return api.post("/verify", { type: "magiclink", token_hash: tokenOf(linkIn(mail)) });
  },
  "OTP code": async (api: ReturnType<typeof authApi>, smtp: TestSmtp, email: string) => {
    expect((await api.post("/otp", { email })).status).toBe(200);
    const mail = await mailTo(smtp, email, SUBJECTS.magicLink);
    return api.post("/verify", { type: "email", email, token: codeIn(mail) });
  },
  recovery: async (api: ReturnType<typeof authApi>, smtp: TestSmtp, email: string) => {
    expect((await api.post("/recover", { email })).status).toBe(200);
    const mail = await mailTo(smtp, email, SUBJECTS.recovery);
    return api.post("/verify", { type: "recovery", email, token: codeIn(mail) });
  },
};

describe.each(ENGINES)("pre-registration takeover on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let api: ReturnType<typeof authApi>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startAccountApp(engine, { smtp });
    api = authApi(t.url);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The attacker signs up with Dana's address, asks a question and turns on a second factor. */
  async function preRegister(email: string) {
    const { session } = await signUp(t.url, email, ATTACKER_PASSWORD);
    const question = await ask(t.url, session.access_token, "Was regelt Art. 19 DSG?");
    const enrolled = await api.post("/factors", { factor_type: "totp", friendly_name: "Angreifer" }, session.access_token);
    expect(enrolled.status, enrolled.text).toBe(200);
    const challenge = await api.post(`/factors/${enrolled.body.id}/challenge`, {}, session.access_token);
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.body.totp.secret) }).generate();
    const verified = await api.post(`/factors/${enrolled.body.id}/verify`, { challenge_id: challenge.body.id, code }, session.access_token);
    expect(verified.status, verified.text).toBe(200);
    // The attacker's aal2 session, as he would keep it.
    return { session: verified.body as typeof session, conversationId: question.conversationId, userId: session.user.id };
  }

  it.each(Object.keys(PROOFS) as (keyof typeof PROOFS)[])(
    "Dana's first proof by %s ends the attacker's session, password and factor",
    async (proof) => {
      const email = uniqueEmail("dana");
      const attacker = await preRegister(email);
      // Before the proof the attacker is in, as the specification's sign-up wants.
      expect((await json(`${t.url}/api/conversations`, { headers: bearer(attacker.session.access_token) })).status).toBe(200);

      const proven = await PROOFS[proof](api, smtp, email);
      expect(proven.status, proven.text).toBe(200);
      const dana = proven.body as { access_token: string; refresh_token: string; user: { id: string; factors?: unknown[] } };
      expect(dana.user.id).toBe(attacker.userId);
      expect(dana.user.factors).toBeUndefined();

      const refreshed = await api.post("/token?grant_type=refresh_token", { refresh_token: attacker.session.refresh_token });
      expect([refreshed.status, refreshed.body.error_code]).toEqual([400, "refresh_token_not_found"]);
      const password = await api.post("/token?grant_type=password", { email, password: ATTACKER_PASSWORD });
      expect([password.status, password.body.error_code]).toEqual([400, "invalid_credentials"]);
      for (const path of ["/api/conversations", "/api/me"]) {
        const refused = await json(`${t.url}${path}`, { headers: bearer(attacker.session.access_token) });
        expect([path, refused.status, refused.body.error.code]).toEqual([path, 401, "unauthorized"]);
      }
      expect((await api.get("/user", attacker.session.access_token)).body.error_code).toBe("session_not_found");
      const factors = await t.database.db.selectFrom("mfa_factors").select("id").where("user_id", "=", attacker.userId).execute();
      expect(factors).toEqual([]);

      const notice = await mailTo(smtp, email, SUBJECTS.addressClaimed);
      expect(notice.text).toContain(`dass die Adresse ${email} Ihnen gehört`);
      expect(notice.text).toContain("Alle anderen Anmeldungen an diesem Konto wurden beendet (1)");
      expect(notice.text).toContain("Das Passwort, das bei der Eröffnung gewählt wurde, gilt nicht mehr.");
      expect(notice.text).toContain("Der zweite Faktor (Authenticator-App)");
      expect(notice.text).toContain("Eine Unterhaltung aus der Zeit vor Ihrer Bestätigung");

      // Dana's own session works, without the attacker's factor in the way, and shows her the
      // conversation from before her proof, marked.
      const list = await json(`${t.url}/api/conversations`, { headers: bearer(dana.access_token) });
      expect(list.status, list.text).toBe(200);
      expect(list.body.conversations).toEqual([expect.objectContaining({ id: attacker.conversationId, beforeProof: true })]);
      const opened = await json(`${t.url}/api/conversations/${attacker.conversationId}`, { headers: bearer(dana.access_token) });
      expect(opened.body.beforeProof).toBe(true);
      const own = await ask(t.url, dana.access_token, "Muss ich ein Verzeichnis der Bearbeitungstätigkeiten führen?");
      const after = await json(`${t.url}/api/conversations`, { headers: bearer(dana.access_token) });
      const marks = Object.fromEntries(after.body.conversations.map((c: { id: string; beforeProof: boolean }) => [c.id, c.beforeProof]));
      expect(marks).toEqual({ [attacker.conversationId]: true, [own.conversationId]: false });
      expect((await json(`${t.url}/api/me`, { headers: bearer(dana.access_token) })).status).toBe(200);
      const renewed = await api.post("/token?grant_type=refresh_token", { refresh_token: dana.refresh_token });
      expect(renewed.status, renewed.text).toBe(200);

      // She sets a password of her own; the attacker's stays dead.
      expect((await api.put("/user", { password: "Danas-eigenes-2026" }, renewed.body.access_token)).status).toBe(200);
      expect((await api.signIn(email, "Danas-eigenes-2026")).user.id).toBe(attacker.userId);
      expect((await api.post("/token?grant_type=password", { email, password: ATTACKER_PASSWORD })).body.error_code).toBe(
        "invalid_credentials",
      );
    },
  );
});
