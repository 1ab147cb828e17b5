// The record of processing activities: exemption rules, CSV/XLSX export, and the API on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { ENGINES, json, signUp, startTestApp, type TestApp } from "../../../tests/support/app.js";
import { checkExemption } from "./exemption.js";
import { toCsv } from "./export.js";
import { normalise } from "./input.js";

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const record = {
  title: "Lohnbuchhaltung",
  controller: "Muster AG, Bahnhofstrasse 1, 8001 Zürich",
  purpose: "Lohnzahlung, Sozialversicherungen",
  dataSubjects: "Mitarbeitende",
  dataCategories: 'Name, AHV-Nummer, Lohn, "Bankverbindung"',
  recipients: '=HYPERLINK("http://evil")',
  retention: "10 Jahre nach Austritt",
  security: "Zugriff nur HR, verschlüsselt",
  abroad: "",
  guarantees: "",
  employeesOnJan1: 40,
  largeScaleSensitive: false,
  highRiskProfiling: false,
};

describe("exemption (Art. 24 DSV)", () => {
  const rows: [string, [number, boolean, boolean], boolean][] = [
    ["small, nothing risky", [40, false, false], true],
    ["249 employees", [249, false, false], true],
    ["250 employees", [250, false, false], false],
    ["small but large-scale sensitive", [10, true, false], false],
    ["small but high-risk profiling", [10, false, true], false],
  ];
  for (const [name, [employeesOnJan1, largeScaleSensitive, highRiskProfiling], exempt] of rows) {
    it(name, () => {
      const result = checkExemption({ employeesOnJan1, largeScaleSensitive, highRiskProfiling });
      expect(result.exempt).toBe(exempt);
      expect(result.provisions[0].ref).toBe("DSV Art. 24");
      expect(result.provisions[0].stand).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  }
});

describe("CSV export", () => {
  it("is RFC 4180 with a BOM, quotes and a formula guard", () => {
    const csv = toCsv([normalise(record)]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const [, line] = csv.slice(1).split("\r\n");
    expect(line).toContain('"Name, AHV-Nummer, Lohn, ""Bankverbindung"""');
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(toCsv([normalise({ ...record, purpose: "-1+2", retention: "@SUM(A1)" })])).toContain(",'-1+2,");
  });
});

for (const engine of ENGINES) {
  describe(`records API (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(engine);
    });
    afterAll(async () => {
      await t?.close();
    });

    it("creates, updates, lists, exports as XLSX and deletes; other users see nothing", async () => {
      const alice = await signUp(t.url);
      const bob = await signUp(t.url);
      const token = alice.session.access_token;
      const created = await json(`${t.url}/api/tools/records`, { method: "POST", headers: as(token), body: JSON.stringify(record) });
      expect(created.status).toBe(201);
      expect(created.body.exemption.exempt).toBe(true);
      const url = `${t.url}/api/tools/records/${created.body.id}`;
      const updated = await json(url, { method: "PUT", headers: as(token), body: JSON.stringify({ ...record, employeesOnJan1: 300 }) });
      expect(updated.body.exemption.exempt).toBe(false);
      expect((await json(url, { headers: as(bob.session.access_token) })).status).toBe(404);
      expect((await json(url, { method: "DELETE", headers: as(bob.session.access_token) })).status).toBe(404);
      expect((await json(`${t.url}/api/tools/records`, { headers: as(bob.session.access_token) })).body.items).toEqual([]);

      const xlsx = await fetch(`${t.url}/api/tools/records/export.xlsx`, { headers: as(token) });
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get("content-disposition")).toMatch(/attachment; filename="verzeichnis-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await xlsx.arrayBuffer());
      const sheet = book.getWorksheet("Verzeichnis")!;
      expect(sheet.getRow(2).getCell(1).value).toBe("Lohnbuchhaltung");
      expect(sheet.getRow(2).getCell(6).value).toBe(`'${record.recipients}`);
      const csv = await fetch(`${t.url}/api/tools/records/export.csv`, { headers: as(token) });
      expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(await csv.text()).toContain("Lohnbuchhaltung");

      const exported = JSON.parse(await (await fetch(`${t.url}/api/me/export`, { headers: as(token) })).text());
      expect(exported.records.map((r: { title: string }) => r.title)).toEqual(["Lohnbuchhaltung"]);

      expect((await json(url, { method: "DELETE", headers: as(token) })).status).toBe(204);
      expect((await json(`${t.url}/api/tools/records`, { headers: as(token) })).body.items).toEqual([]);
    });

    it("rejects invalid input and anonymous calls", async () => {
      expect((await fetch(`${t.url}/api/tools/records/export.csv`)).status).toBe(401);
      const alice = await signUp(t.url);
      for (const bad of [
        { ...record, purpose: "" },
        { ...record, employeesOnJan1: -3 },
        { ...record, security: "x".repeat(4001) },
      ]) {
        const res = await json(`${t.url}/api/tools/records`, {
          method: "POST",
          headers: as(alice.session.access_token),
          body: JSON.stringify(bad),
        });
        expect(res.status).toBe(400);
      }
    });
  });
}
