// The breach API on both engines: CRUD, ownership, validation, export and account deletion.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../../../tests/support/app.js";

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const form = {
  title: "Gestohlener Laptop",
  description: "Unverschlüsselter Laptop mit Patientendaten im Zug liegen gelassen.",
  kinds: ["vertraulichkeit"],
  categories: ["gesundheit", "kontakt"],
  personsApprox: 120,
  encrypted: false,
  accessedByThirdParty: "unbekannt",
  discoveredAt: "2026-03-01T08:00:00Z",
  sector: "gesundheit",
  contactName: "Erika Muster",
};

for (const engine of ENGINES) {
  describe(`breach API (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine);
    });
    afterAll(async () => {
      await t?.close();
    });

    it("creates, lists, reads, updates and deletes a breach with its assessment and draft", async () => {
      const alice = await signUp(t.url);
      const token = alice.session.access_token;
      const created = await json(`${t.url}/api/tools/breaches`, { method: "POST", headers: as(token), body: JSON.stringify(form) });
      expect(created.status).toBe(201);
      expect(created.body.assessment.parts.find((p: { id: string }) => p.id === "edoeb").duty).toBe("ja");
      expect(created.body.draft).toContain("## 7. Ansprechperson");
      expect(created.body.documentation.keepUntilNote).toContain("Art. 15 Abs. 4 DSV");
      const id = created.body.id;
      const list = await json(`${t.url}/api/tools/breaches`, { headers: as(token) });
      expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([id]);
      const updated = await json(`${t.url}/api/tools/breaches/${id}`, {
        method: "PUT",
        headers: as(token),
        body: JSON.stringify({ ...form, encrypted: true, keySafe: true }),
      });
      expect(updated.status).toBe(200);
      expect(updated.body.assessment.parts.find((p: { id: string }) => p.id === "edoeb").duty).toBe("nein");
      expect((await json(`${t.url}/api/tools/breaches/${id}`, { headers: as(token) })).body.data.encrypted).toBe(true);
      expect((await json(`${t.url}/api/tools/breaches/${id}`, { method: "DELETE", headers: as(token) })).status).toBe(204);
      expect((await json(`${t.url}/api/tools/breaches/${id}`, { headers: as(token) })).status).toBe(404);
    });

    it("takes the role, 'unbekannt' persons and the new facts; a processor gets the notice to the controller", async () => {
      const alice = await signUp(t.url);
      const token = alice.session.access_token;
      const body = {
        ...form,
        role: "processor",
        personsApprox: null,
        personsRange: "101-1000",
        recipient: "krimineller",
        copiesExist: "ja",
        accessRuledOutByLogs: false,
        criticalFunction: false,
        controllerName: "Praxis Muster",
        sector: "andere",
      };
      const created = await json(`${t.url}/api/tools/breaches`, { method: "POST", headers: as(token), body: JSON.stringify(body) });
      expect(created.status).toBe(201);
      const part = (id: string) => created.body.assessment.parts.find((p: { id: string }) => p.id === id);
      expect(part("verantwortlicher").duty).toBe("ja");
      expect(part("edoeb").duty).toBe("nein");
      expect(created.body.assessment.role).toBe("processor");
      expect(created.body.assessment.facts.length).toBeGreaterThan(0);
      expect(created.body.draft).toContain("an den Verantwortlichen");
      expect(created.body.draft).toContain("An: Praxis Muster");
      const read = await json(`${t.url}/api/tools/breaches/${created.body.id}`, { headers: as(token) });
      expect(read.body.data.personsApprox).toBeNull();
      expect(read.body.data.personsRange).toBe("101-1000");
      expect(read.body.data.role).toBe("processor");
      const assessed = await json(`${t.url}/api/tools/breaches/assess`, {
        method: "POST",
        headers: as(token),
        body: JSON.stringify({ ...body, role: "controller", sector: "krankenversicherer_kvg", description: "Daten abgezogen." }),
      });
      expect(assessed.status).toBe(200);
      expect(assessed.body.assessment.parts.find((p: { id: string }) => p.id === "edoeb").duty).toBe("ja");
      expect(assessed.body.assessment.sector).toBe("krankenversicherer_kvg");
    });

    it("takes the decisive facts as answers ja/nein/unbekannt, stores them and names the open one", async () => {
      const alice = await signUp(t.url);
      const token = alice.session.access_token;
      const body = {
        ...form,
        description: "Verschlüsselte Sicherungsplatte aus dem Auto gestohlen.",
        encrypted: true,
        keySafe: "unbekannt",
        recipient: "krimineller",
        dataOutflow: "unbekannt",
        accessRuledOutByLogs: "nein",
        recipientKnowsPersons: "nein",
      };
      const created = await json(`${t.url}/api/tools/breaches`, { method: "POST", headers: as(token), body: JSON.stringify(body) });
      expect(created.status).toBe(201);
      const edoeb = created.body.assessment.parts.find((p: { id: string }) => p.id === "edoeb");
      expect(edoeb.duty).toBe("pruefen");
      expect(edoeb.reasons.join(" ")).toContain("ob der Schlüssel der verschlüsselten Daten sicher geblieben ist");
      expect(created.body.assessment.facts[0].text).toContain("Ob der Schlüssel");
      expect(Object.keys(created.body.assessment.facts[0]).sort()).toEqual(["effect", "source", "text"]);
      expect(created.body.draft).toContain("Verschlüsselt: ja, ob der Schlüssel betroffen ist, ist noch ungeklärt");
      const read = await json(`${t.url}/api/tools/breaches/${created.body.id}`, { headers: as(token) });
      expect(read.body.data).toMatchObject({
        keySafe: "unbekannt",
        dataOutflow: "unbekannt",
        accessRuledOutByLogs: "nein",
        recipientKnowsPersons: "nein",
      });
      const answered = await json(`${t.url}/api/tools/breaches/${created.body.id}`, {
        method: "PUT",
        headers: as(token),
        body: JSON.stringify({ ...body, keySafe: "ja" }),
      });
      expect(answered.body.assessment.parts.find((p: { id: string }) => p.id === "edoeb").duty).toBe("nein");
      const unanswered = await json(`${t.url}/api/tools/breaches/assess`, {
        method: "POST",
        headers: as(token),
        body: JSON.stringify(form),
      });
      expect(unanswered.status).toBe(200);
      expect(unanswered.body.draft).not.toContain("Abfluss der Daten");
    });

    it("still loads a breach stored by the older form (no role or facts, sector 'versicherung')", async () => {
      const alice = await signUp(t.url);
      const token = alice.session.access_token;
      const old = { ...form, sector: "versicherung", cyberAttack: true, keySafe: false, occurredAt: null, containedAt: null };
      const now = new Date().toISOString();
      await t.database.db
        .insertInto("tool_breaches")
        .values({
          id: "00000000-0000-4000-8000-000000000026",
          user_id: alice.session.user.id,
          title: old.title,
          data: JSON.stringify(old),
          created_at: now,
          updated_at: now,
        })
        .execute();
      const list = await json(`${t.url}/api/tools/breaches`, { headers: as(token) });
      expect(list.body.items.map((i: { risk: string }) => i.risk)).toEqual(["hoch"]);
      const read = await json(`${t.url}/api/tools/breaches/00000000-0000-4000-8000-000000000026`, { headers: as(token) });
      expect(read.status).toBe(200);
      expect(read.body.data.sector).toBe("versicherung_privat");
      expect(read.body.data.role).toBe("controller");
      expect(read.body.assessment.parts.find((p: { id: string }) => p.id === "branche").duty).toBe("nein");
    });

    it("takes which identification data, weighs them, lists them in the draft, and refuses combinations that do not fit", async () => {
      const alice = await signUp(t.url);
      const token = alice.session.access_token;
      const stolen = {
        ...form,
        description: "Anmeldetalons aus dem Stand gestohlen.",
        categories: ["kontakt", "identifikation"],
        recipient: "krimineller",
        copiesExist: "ja",
        accessedByThirdParty: "ja",
        sector: "andere",
      };
      const weak = await json(`${t.url}/api/tools/breaches`, {
        method: "POST",
        headers: as(token),
        body: JSON.stringify({ ...stolen, identificationKinds: ["name_adresse", "geburtsdatum"] }),
      });
      expect(weak.status).toBe(201);
      expect(weak.body.data.identificationKinds).toEqual(["name_adresse", "geburtsdatum"]);
      expect(weak.body.assessment.parts.find((p: { id: string }) => p.id === "edoeb").duty).toBe("nein");
      expect(weak.body.draft).toContain("Identifikationsdaten (Name und Adresse, Geburtsdatum oder Jahrgang)");
      const strong = await json(`${t.url}/api/tools/breaches/assess`, {
        method: "POST",
        headers: as(token),
        body: JSON.stringify({ ...stolen, identificationKinds: ["ausweis"] }),
      });
      expect(strong.body.assessment.parts.find((p: { id: string }) => p.id === "edoeb").duty).toBe("ja");
      for (const [bad, field] of [
        [{ ...stolen, identificationKinds: ["pass"] }, "identificationKinds.0"],
        [{ ...stolen, identificationKinds: [] }, "identificationKinds"],
        [{ ...stolen, identificationKinds: ["ahv", "unbekannt"] }, "identificationKinds"],
        [{ ...form, identificationKinds: ["ahv"] }, "identificationKinds"],
      ] as const) {
        const res = await json(`${t.url}/api/tools/breaches/${weak.body.id}`, {
          method: "PUT",
          headers: as(token),
          body: JSON.stringify(bad),
        });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe("validation_failed");
        expect(res.body.error.fields.map((f: { field: string }) => f.field)).toContain(field);
      }
      const kept = await json(`${t.url}/api/tools/breaches/${weak.body.id}`, { headers: as(token) });
      expect(kept.body.data.identificationKinds).toEqual(["name_adresse", "geburtsdatum"]);
      expect(kept.body.data.categories).toEqual(["kontakt", "identifikation"]);
    });

    it("never lets one user read, change or delete another user's breach", async () => {
      const alice = await signUp(t.url);
      const bob = await signUp(t.url);
      const created = await json(`${t.url}/api/tools/breaches`, {
        method: "POST",
        headers: as(alice.session.access_token),
        body: JSON.stringify(form),
      });
      const url = `${t.url}/api/tools/breaches/${created.body.id}`;
      const bobT = as(bob.session.access_token);
      expect((await json(url, { headers: bobT })).status).toBe(404);
      expect((await json(url, { method: "PUT", headers: bobT, body: JSON.stringify({ ...form, title: "gekapert" }) })).status).toBe(404);
      expect((await json(url, { method: "DELETE", headers: bobT })).status).toBe(404);
      expect((await json(`${t.url}/api/tools/breaches`, { headers: bobT })).body.items).toEqual([]);
      const still = await json(url, { headers: as(alice.session.access_token) });
      expect(still.body.title).toBe(form.title);
    });

    it("refuses anonymous calls and bad input with a 4xx and stores nothing", async () => {
      expect((await json(`${t.url}/api/tools/breaches`)).status).toBe(401);
      const alice = await signUp(t.url);
      const token = alice.session.access_token;
      for (const bad of [
        { ...form, title: "x".repeat(201) },
        { ...form, categories: ["erfunden"] },
        { ...form, personsApprox: -1 },
        { ...form, role: "auftraggeber" },
        { ...form, personsRange: "viele" },
        { ...form, recipient: "nachbar" },
        { ...form, sector: "krankenkasse" },
        { ...form, discoveredAt: "gestern" },
        { ...form, keySafe: "vielleicht" },
        { ...form, accessRuledOutByLogs: "teilweise" },
        { ...form, dataOutflow: true },
        { ...form, recipientKnowsPersons: "kaum" },
      ]) {
        const res = await json(`${t.url}/api/tools/breaches`, { method: "POST", headers: as(token), body: JSON.stringify(bad) });
        expect(res.status).toBe(400);
        expect(typeof res.body.error.code).toBe("string");
      }
      expect((await json(`${t.url}/api/tools/breaches`, { headers: as(token) })).body.items).toEqual([]);
    });

    it("includes breaches and records in the data export and removes them with the account", async () => {
      const alice = await signUp(t.url);
      const token = alice.session.access_token;
      await json(`${t.url}/api/tools/breaches`, { method: "POST", headers: as(token), body: JSON.stringify(form) });
      const record = {
        title: "CRM",
        controller: "Muster AG",
        purpose: "Kundenpflege",
        dataSubjects: "Kunden",
        dataCategories: "Kontaktdaten",
      };
      const recorded = await json(`${t.url}/api/tools/records`, {
        method: "POST",
        headers: as(token),
        body: JSON.stringify({ ...record, employeesOnJan1: 3, largeScaleSensitive: false, highRiskProfiling: false }),
      });
      expect(recorded.status).toBe(201);
      const exported = JSON.parse(await (await fetch(`${t.url}/api/me/export`, { headers: as(token) })).text());
      expect(exported.breaches).toHaveLength(1);
      expect(exported.breaches[0].data.title).toBe(form.title);
      expect(exported.records.map((r: { title: string }) => r.title)).toEqual(["CRM"]);
      const done = await json(`${t.url}/api/me`, {
        method: "DELETE",
        headers: as(token),
        body: JSON.stringify({ password: alice.password }),
      });
      expect(done.status).toBe(204);
      const rows = await t.database.db.selectFrom("tool_breaches").select("id").where("user_id", "=", alice.session.user.id).execute();
      expect(rows).toEqual([]);
      const records = await t.database.db.selectFrom("tool_records").select("id").where("user_id", "=", alice.session.user.id).execute();
      expect(records).toEqual([]);
    });
  });
}
