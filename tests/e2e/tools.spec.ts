// The "Werkzeuge" area: index reachable from header and home card, a breach walk-through with the
// assessment and the EDÖB draft, a record exported as XLSX; axe clean and usable at 375 px.
import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations, watchPage } from "./page-checks.js";

test("the tools index is reachable from the header and the home card", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.getByRole("banner").getByRole("link", { name: "Werkzeuge" }).click();
  await expect(page).toHaveURL("/werkzeuge");
  await expect(page.getByRole("heading", { level: 1, name: "Werkzeuge" })).toBeVisible();
  for (const name of ["Datenschutzerklärung prüfen", "Datenpanne-Assistent", "Verzeichnis der Bearbeitungstätigkeiten"])
    await expect(page.getByRole("link", { name })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto("/");
  await page.getByRole("link", { name: "Zu den Werkzeugen" }).click();
  await expect(page).toHaveURL("/werkzeuge");
});

test("a breach walk-through shows the assessment and downloads the draft", async ({ page, user }) => {
  test.setTimeout(60_000);
  const watch = await watchPage(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenpanne");
  await expect(page.getByRole("heading", { level: 1, name: "Datenpanne-Assistent" })).toBeVisible();
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();
  await expect(page.getByText("Bitte geben Sie einen kurzen Titel ein.")).toBeVisible();
  await page.getByLabel("Titel").fill("Gestohlener Laptop");
  await page.getByLabel("Gesundheitsdaten (besonders schützenswert)").check();
  await page.getByLabel("Ungefähre Anzahl betroffener Personen").fill("120");
  await page.getByLabel("Entdeckt am").fill("2026-03-01");
  await page.getByLabel("Ansprechperson", { exact: true }).fill("Erika Muster");
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();
  await expect(page.getByRole("heading", { name: "Meldung an den EDÖB: Ja, erforderlich" })).toBeVisible();
  await expect(page.getByRole("link", { name: "DSG Art. 24 Abs. 1" })).toHaveAttribute("href", /fedlex\.admin\.ch/);
  await expect(page.getByText("Gestohlener Laptop (Risiko hoch)")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Meldungsentwurf herunterladen (Markdown)" }).click();
  const markdown = await fs.readFile(await (await downloading).path(), "utf8");
  expect(markdown).toContain("## 7. Ansprechperson");
  expect(markdown).toContain("Erika Muster");
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.offSiteRequests()).toEqual([]);
});

test("a record is saved and downloaded as a valid XLSX", async ({ page, user }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/verzeichnis");
  await page.getByLabel("Bezeichnung der Bearbeitungstätigkeit (erforderlich)").fill("Lohnbuchhaltung");
  await page.getByLabel("Identität des Verantwortlichen (erforderlich)").fill("Muster AG");
  await page.getByLabel("Bearbeitungszweck (erforderlich)").fill("Lohnzahlung");
  await page.getByLabel("Kategorien betroffener Personen (erforderlich)").fill("Mitarbeitende");
  await page.getByLabel("Kategorien bearbeiteter Personendaten (erforderlich)").fill("Name, Lohn");
  await page.getByLabel("Mitarbeitende am 1. Januar").fill("12");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Ausnahme nach Art. 24 DSV: erfüllt")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Als Excel (XLSX) herunterladen" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^verzeichnis-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  const bytes = await fs.readFile(await download.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  expect(book.getWorksheet("Verzeichnis")!.getRow(2).getCell(1).value).toBe("Lohnbuchhaltung");
});
