// Anonymous sign-in (GoTrue's POST /signup without e-mail or phone) behind ANONYMOUS_USERS_ENABLED.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { ENGINES, json, startTestApp, type TestApp } from "../../tests/support/app.js";
import { officialClient } from "../../tests/support/client.js";

for (const engine of ENGINES) {
  describe(`anonymous sign-in (${engine})`, () => {
    let on: TestApp;
    let off: TestApp;
    beforeAll(async () => {
      on = await startTestApp(engine, { env: { ANONYMOUS_USERS_ENABLED: "true", AUTH_RATE_LIMIT_ANONYMOUS_USERS: "3/3600" } });
      off = await startTestApp(engine);
    });
    afterAll(async () => {
      await on.close();
      await off.close();
    });
    const client = (t: TestApp) => officialClient(t.url);

    it("is off by default: anonymous_provider_disabled, and /settings says so", async () => {
      const { error } = await client(off).auth.signInAnonymously();
      expect(error).toMatchObject({ status: 422, code: "anonymous_provider_disabled" });
      expect((await json(`${off.url}/auth/v1/settings`)).body.external.anonymous_users).toBe(false);
    });

    it("creates two distinct anonymous users with is_anonymous, aal1 and amr anonymous", async () => {
      expect((await json(`${on.url}/auth/v1/settings`)).body.external.anonymous_users).toBe(true);
      const supabase = client(on);
      const first = await supabase.auth.signInAnonymously({ options: { data: { thema: "Test" } } });
      expect(first.error).toBeNull();
      const user = first.data.user!;
      expect(user).toMatchObject({ is_anonymous: true, role: "authenticated", email: "", app_metadata: {}, identities: [] });
      expect(user.user_metadata).toEqual({ thema: "Test" });
      const claims = decodeJwt(first.data.session!.access_token);
      expect(claims).toMatchObject({ sub: user.id, role: "authenticated", aal: "aal1", is_anonymous: true });
      expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(["anonymous"]);
      const fetched = await supabase.auth.getUser();
      expect(fetched.data.user).toMatchObject({ id: user.id, is_anonymous: true });
      // A second anonymous user: the empty address must not collide with the first one's.
      const second = await client(on).auth.signInAnonymously();
      expect(second.error).toBeNull();
      expect(second.data.user!.id).not.toBe(user.id);
    });

    it("is rate limited per client address (AUTH_RATE_LIMIT_ANONYMOUS_USERS)", async () => {
      let last = await json(`${on.url}/auth/v1/signup`, { method: "POST", body: "{}" });
      for (let i = 0; i < 5 && last.status === 200; i++) last = await json(`${on.url}/auth/v1/signup`, { method: "POST", body: "{}" });
      expect(last.status).toBe(429);
      expect(last.body).toMatchObject({ error_code: "over_request_rate_limit" });
    });
  });
}
