// SSO, external OAuth/OIDC providers, identity linking and Web3 are off: the official client and
// raw requests get GoTrue's own status, code and message for a disabled feature.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthApiError } from "@supabase/supabase-js";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../../tests/support/app.js";
import { officialClient } from "../../tests/support/client.js";

for (const engine of ENGINES) {
  describe(`disabled features answer as GoTrue (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine);
    });
    afterAll(() => t.close());
    const client = () => officialClient(t.url);

    it("signInWithSSO → 404 saml_provider_disabled", async () => {
      const { data, error } = await client().auth.signInWithSSO({ domain: "example.ch" });
      expect(data).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 404, code: "saml_provider_disabled", message: "SAML 2.0 is disabled" });
    });

    it("signInWithIdToken for Google → 400 provider_disabled naming the issuer; an unknown provider → not allowed", async () => {
      const google = await client().auth.signInWithIdToken({ provider: "google", token: "eyJ.x.y" });
      expect(google.error).toMatchObject({
        status: 400,
        code: "provider_disabled",
        message: 'Provider (issuer "https://accounts.google.com") is not enabled',
      });
      expect(google.data.session).toBeNull();
      const other = await client().auth.signInWithIdToken({ provider: "nirgends", token: "eyJ.x.y" });
      expect(other.error).toMatchObject({ status: 400, code: "validation_failed", message: 'Custom OIDC provider "nirgends" not allowed' });
    });

    it("grant_type=web3 → 422 web3_provider_disabled", async () => {
      const res = await json(`${t.url}/auth/v1/token?grant_type=web3`, {
        method: "POST",
        body: JSON.stringify({ chain: "ethereum", message: "x", signature: "0x00" }),
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 422, error_code: "web3_provider_disabled", msg: "Web3 provider is disabled" });
    });

    it("GET /authorize?provider=github → 400 'Unsupported provider: provider is not enabled'", async () => {
      const res = await json(`${t.url}/auth/v1/authorize?provider=github`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error_code: "validation_failed", msg: "Unsupported provider: provider is not enabled" });
      const unknown = await json(`${t.url}/auth/v1/authorize?provider=nirgends`);
      expect(unknown.body).toMatchObject({
        error_code: "validation_failed",
        msg: "Unsupported provider: Provider nirgends could not be found",
      });
    });

    it("linkIdentity and unlinking → 404 manual_linking_disabled for a signed-in user, 401 for a stranger", async () => {
      const { email, password } = await signUp(t.url);
      const supabase = client();
      const signedIn = await supabase.auth.signInWithPassword({ email, password });
      expect(signedIn.error).toBeNull();
      const linked = await supabase.auth.linkIdentity({ provider: "github", options: { skipBrowserRedirect: true } });
      expect(linked.error).toMatchObject({ status: 404, code: "manual_linking_disabled", message: "Manual linking is disabled" });
      const token = signedIn.data.session!.access_token;
      const unlink = await json(`${t.url}/auth/v1/user/identities/${signedIn.data.user!.id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(unlink.status).toBe(404);
      expect(unlink.body).toMatchObject({ error_code: "manual_linking_disabled", msg: "Manual linking is disabled" });
      const stranger = await json(`${t.url}/auth/v1/user/identities/authorize?provider=github`);
      expect(stranger.status).toBe(401);
    });
  });
}
