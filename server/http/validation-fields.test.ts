// A request the schema refuses: /api names the offending field with a German message (`fields`),
// /auth/v1 keeps GoTrue's format without it; nothing is stored either way. Both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../../tests/support/app.js";

const as = (token: string) => ({ authorization: `Bearer ${token}` });
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

for (const engine of ENGINES) {
  describe(`validation errors name their fields (${engine})`, () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await startTestApp(engine);
      token = (await signUp(t.url)).session.access_token;
    });
    afterAll(async () => {
      await t?.close();
    });

    const refused = (field: string, message: string) => ({
      error: { code: "validation_failed", message: "Die Anfrage ist ungültig.", fields: [{ field, message }] },
    });

    it("names the field, in German, for each kind of refusal", async () => {
      const cases: [Record<string, unknown>, ReturnType<typeof refused>][] = [
        [{ ...breach, personsApprox: -1 }, refused("personsApprox", "Der Wert muss mindestens 0 sein.")],
        [{ ...breach, personsApprox: "viele" }, refused("personsApprox", "Hier wird eine ganze Zahl erwartet.")],
        [{ ...breach, title: undefined }, refused("title", "Dieses Feld fehlt.")],
        [{ ...breach, title: "" }, refused("title", "Dieses Feld darf nicht leer sein.")],
        [{ ...breach, kinds: ["feuer"] }, refused("kinds.0", "Dieser Wert ist nicht zulässig.")],
        [{ ...breach, categories: [] }, refused("categories", "Bitte mindestens einen Eintrag wählen.")],
        [{ ...breach, discoveredAt: "gestern früh" }, refused("discoveredAt", "Das Format ist ungültig.")],
      ];
      for (const [body, answer] of cases) {
        const res = await json(`${t.url}/api/tools/breaches`, { method: "POST", headers: as(token), body: JSON.stringify(body) });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body, JSON.stringify(body)).toEqual(answer);
      }
      const list = await json(`${t.url}/api/tools/breaches`, { headers: as(token) });
      expect(list.body.items).toEqual([]);
    });

    it("names query-string fields too", async () => {
      const res = await json(`${t.url}/api/knowledge/search?q=`, { headers: as(token) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused("q", "Dieses Feld darf nicht leer sein."));
    });

    it("keeps a refusal the handler makes itself without a field list", async () => {
      const res = await json(`${t.url}/api/chat`, { method: "POST", headers: as(token), body: JSON.stringify({ message: "  " }) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: "validation_failed", message: "Bitte geben Sie eine Frage ein." } });
    });

    it("leaves GoTrue's error format on /auth/v1 as it is, without fields", async () => {
      const res = await json(`${t.url}/auth/v1/signup`, { method: "POST", body: JSON.stringify({ email: 5, password: "geheim123" }) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, error_code: "validation_failed", msg: "Invalid body/email: must be string,null" });
    });
  });
}
