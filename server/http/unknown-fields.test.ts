// One rule per surface for fields a schema does not name (decision 029): /api refuses them with a
// 400 that names each one and stores nothing; /auth/v1 ignores them, as GoTrue does; a query
// string's unknown parameters are ignored everywhere. Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, uniqueEmail, type TestApp } from "../../tests/support/app.js";

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const unknownField = (field: string) => ({
  error: { code: "validation_failed", message: "Die Anfrage ist ungültig.", fields: [{ field, message: "Dieses Feld ist unbekannt." }] },
});
const breach = {
  title: "Verlorener USB-Stick",
  kinds: ["vertraulichkeit"],
  categories: ["kontakt"],
  personsApprox: 40,
  encrypted: false,
  accessedByThirdParty: "unbekannt",
  discoveredAt: "2026-03-01",
  sector: "andere",
};
const record = {
  title: "Lohnbuchhaltung",
  controller: "Muster AG",
  purpose: "Löhne",
  dataSubjects: "Mitarbeitende",
  dataCategories: "Lohndaten",
  employeesOnJan1: 12,
  largeScaleSensitive: false,
  highRiskProfiling: false,
};

for (const engine of ENGINES) {
  describe(`unknown fields (${engine})`, () => {
    let t: TestApp;
    let user: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      t = await startTestApp(engine);
      user = await signUp(t.url);
    });
    afterAll(async () => {
      await t?.close();
    });
    const send = (method: string, path: string, body: unknown) =>
      json(`${t.url}${path}`, { method, headers: as(user.session.access_token), body: JSON.stringify(body) });

    it("/api refuses a body with a field its schema does not name, and names the field", async () => {
      const refusals: [string, string, unknown, string][] = [
        ["POST", "/api/tools/breaches", { ...breach, sonderfeld: 1 }, "sonderfeld"],
        ["POST", "/api/tools/records", { ...record, notiz: "x" }, "notiz"],
        ["POST", "/api/tools/records/exemption", { employeesOnJan1: 3, largeScaleSensitive: false, highRiskProfiling: false, x: 1 }, "x"],
        ["POST", "/api/chat", { message: "Was ist ein Profiling?", stream: false }, "stream"],
        ["POST", "/api/chat/stop", { messageId: "m", all: true }, "all"],
        ["DELETE", "/api/me", { password: user.password, force: true }, "force"],
        ["POST", "/api/tools/notice-check", { text: "Datenschutzerklärung", language: "de" }, "language"],
      ];
      for (const [method, path, body, field] of refusals) {
        const res = await send(method, path, body);
        expect(res.status, path).toBe(400);
        expect(res.body, path).toEqual(unknownField(field));
      }
      // Nothing was stored or deleted: the lists are empty and the account still answers.
      expect((await json(`${t.url}/api/tools/breaches`, { headers: as(user.session.access_token) })).body.items).toEqual([]);
      expect((await json(`${t.url}/api/tools/records`, { headers: as(user.session.access_token) })).body.items).toEqual([]);
      expect((await json(`${t.url}/api/conversations`, { headers: as(user.session.access_token) })).body.conversations).toEqual([]);
      expect((await json(`${t.url}/api/me`, { headers: as(user.session.access_token) })).status).toBe(200);
      // The same bodies without the unknown field are accepted.
      expect((await send("POST", "/api/tools/breaches", breach)).status).toBe(201);
      expect((await send("POST", "/api/tools/records", record)).status).toBe(201);
    });

    it("/api checks an id's format in the schema (uuid), not in the handler", async () => {
      const res = await send("POST", "/api/chat", { message: "Was ist ein Profiling?", conversationId: "keine-id" });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual([{ field: "conversationId", message: "Das Format ist ungültig." }]);
    });

    it("ignores unknown query parameters", async () => {
      const res = await json(`${t.url}/api/knowledge/search?q=Auskunftsrecht&_=1700000000`, { headers: as(user.session.access_token) });
      expect(res.status).toBe(200);
      expect(res.body.results.length).toBeGreaterThan(0);
    });

    it("/auth/v1 ignores unknown fields, as GoTrue does", async () => {
      const email = uniqueEmail();
      const signup = await json(`${t.url}/auth/v1/signup`, {
        method: "POST",
        body: JSON.stringify({ email, password: "geheim123", gotrue_meta_security: {}, unbekannt: true }),
      });
      expect(signup.status).toBe(200);
      expect(signup.body.user.email).toBe(email);
      expect(signup.body.user).not.toHaveProperty("unbekannt");
      const token = await json(`${t.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        body: JSON.stringify({ email, password: "geheim123", unbekannt: true }),
      });
      expect(token.status).toBe(200);
      expect(typeof token.body.access_token).toBe("string");
    });
  });
}
