// An anonymous user becomes a permanent one by adding an e-mail address (GoTrue's identity
// linking through PUT /user): the new address confirms, then it signs in like any account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, type TestApp } from "../../tests/support/app.js";
import { authApi, mailTo, startAccountApp, SUBJECTS } from "../../tests/support/accounts.js";
import { startSmtp, type TestSmtp } from "../../tests/support/smtp.js";
import { officialClient } from "../../tests/support/client.js";

for (const engine of ENGINES) {
  describe(`anonymous user → permanent user (${engine})`, () => {
    let t: TestApp;
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startSmtp();
      t = await startAccountApp(engine, { smtp, env: { ANONYMOUS_USERS_ENABLED: "true" } });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });
    const client = () => officialClient(t.url);

    it("refuses a password without an address, as GoTrue does", async () => {
      const supabase = client();
      expect((await supabase.auth.signInAnonymously()).error).toBeNull();
      const { error } = await supabase.auth.updateUser({ password: "anonym-2026-pass" });
      expect(error).toMatchObject({ status: 422, code: "validation_failed" });
      expect(error?.message).toBe("Updating password of an anonymous user without an email or phone is not allowed");
      expect((await supabase.auth.getUser()).data.user?.is_anonymous).toBe(true);
    });

    it("adds an address: only the new one confirms, then the user is permanent and signs in with it", async () => {
      const supabase = client();
      const anonymous = (await supabase.auth.signInAnonymously()).data.user!;
      const email = `verknuepft-${anonymous.id.slice(0, 8)}@example.ch`;
      const updated = await supabase.auth.updateUser({ email, password: "verknuepft-2026-ok" });
      expect(updated.error).toBeNull();
      expect(updated.data.user).toMatchObject({ is_anonymous: true, email: "", new_email: email });

      const mail = await mailTo(smtp, email, SUBJECTS.emailChangeNew);
      const code = /(?:^|\s)(\d{6})(?:\s|$)/m.exec(mail.text)![1];
      // Nothing goes to the empty current address.
      expect(smtp.received.filter((m) => m.to.includes(""))).toHaveLength(0);
      const verified = await supabase.auth.verifyOtp({ email, token: code, type: "email_change" });
      expect(verified.error).toBeNull();

      const user = (await supabase.auth.getUser()).data.user!;
      expect(user).toMatchObject({ id: anonymous.id, email, is_anonymous: false });
      expect(user.email_confirmed_at).toBeTruthy();
      expect(user.identities?.map((i) => i.provider)).toEqual(["email"]);
      const signedIn = await authApi(t.url).signIn(email, "verknuepft-2026-ok");
      expect(signedIn.user.id).toBe(anonymous.id);
    });
  });
}
