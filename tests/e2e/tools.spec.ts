// The "Werkzeuge" area: index reachable from header and home card, a breach walk-through with the
// assessment and the EDÖB draft (Markdown and Word), a record exported as XLSX; axe clean and usable at 375 px.
import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { DRAFT_ELEMENTS } from "../../server/tools/breach/draft.js";
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
  // A number the server refuses (more than a billion persons): its message stands next to the field.
  await page.getByLabel("Ungefähre Anzahl betroffener Personen").fill("5000000000");
  await page.getByLabel("Entdeckt am").fill("2026-03-01");
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();
  const persons = page.getByLabel("Ungefähre Anzahl betroffener Personen");
  await expect(persons).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#personsApprox-error")).toHaveText("Der Wert darf höchstens 1000000000 sein.");
  await expect(persons).toHaveAttribute("aria-describedby", "personsApprox-error");
  await persons.fill("120");
  await page.getByLabel("Ungefähre Anzahl betroffener Datensätze (leer lassen, falls unbekannt)").fill("480");
  await page.getByLabel("Geschehen am (leer lassen, falls unbekannt)").fill("2026-02-27");
  await page.getByLabel("Daten gingen verloren oder waren nicht verfügbar (Verfügbarkeit)").check();
  await page.getByLabel("Geplante Massnahmen").fill("Festplattenverschlüsselung auf allen Geräten");
  await page.getByLabel("Verantwortliches Unternehmen oder Organisation").fill("Praxis Muster AG");
  await page.getByLabel("Ansprechperson", { exact: true }).fill("Erika Muster");
  await page.getByLabel("Telefon der Ansprechperson").fill("+41 31 000 00 00");
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
  // Every Art. 15 DSV element the form asks for reaches the draft; nothing is left "noch zu ergänzen".
  for (const value of ["Praxis Muster AG", "2026-02-27", "480", "Festplattenverschlüsselung auf allen Geräten", "+41 31 000 00 00"])
    expect(markdown).toContain(value);

  // The same draft as Word, built in the browser: every Art. 15 DSV element survives as a heading.
  const downloadingDocx = page.waitForEvent("download");
  await page.getByRole("button", { name: "Meldungsentwurf herunterladen (Word)" }).click();
  const docx = await downloadingDocx;
  expect(docx.suggestedFilename()).toBe("meldung-edoeb-entwurf.docx");
  const html = (await mammoth.convertToHtml({ buffer: await fs.readFile(await docx.path()) })).value;
  for (const element of DRAFT_ELEMENTS) expect(html).toContain(`<h2>${element}</h2>`);
  expect(html).toContain("Erika Muster");
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
  // The server's limit (10 million) shows next to the field, and nothing is saved.
  const employees = page.getByLabel("Mitarbeitende am 1. Januar");
  await employees.fill("20000000");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.locator("#r-employeesOnJan1-error")).toHaveText("Der Wert darf höchstens 10000000 sein.");
  await expect(employees).toHaveAttribute("aria-invalid", "true");
  await employees.fill("12");
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
