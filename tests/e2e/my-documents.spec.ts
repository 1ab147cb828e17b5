// "Meine Dokumente": keep a checked privacy notice and its report, find it again through the user
// menu, check it again (unchanged), download it, check a changed version (what moved) and delete it; keep a breach draft
// and a record export the same way; axe clean, nothing off-site, no CSP breach.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations, watchPage } from "./page-checks.js";

const NEW_VERSION = path.join(import.meta.dirname, "../fixtures/notices/n04-shop-unklar.pdf");
const NOTICE = "Die Muster AG, Bahnhofstrasse 1, 8001 Zürich, ist verantwortlich. Zweck: Versand der Bestellung.";

test("signed out, Meine Dokumente redirects to /auth", async ({ page }) => {
  await page.goto("/meine-dokumente");
  await expect(page).toHaveURL("/auth");
});

test("keep a checked notice, find it under Meine Dokumente, check it again and as a new version, delete it", async ({ page, user }) => {
  test.setTimeout(60_000);
  const watch = await watchPage(page);
  await signInThroughUi(page, user.email);

  await page.goto("/meine-dokumente");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Dokumente" })).toBeVisible();
  await expect(page.getByText("Noch keine Dokumente.")).toBeVisible();
  // The operator's retention period (STORAGE_RETENTION_DAYS, two years by default).
  await expect(page.getByTestId("documents-retention")).toContainText("seit 730 Tagen (24 Monaten) weder behalten noch erneut geprüft");

  await page.goto("/werkzeuge/datenschutzerklaerung");
  await page.getByLabel("Text der Datenschutzerklärung").fill(NOTICE);
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();
  const heading = page.getByRole("heading", { level: 2, name: /^Ergebnis: \d+ von 100 Punkten$/ });
  await expect(heading).toBeVisible();
  const score = (await heading.textContent())!.replace(/^Ergebnis: /, "").split(" ")[0];
  await page.getByRole("button", { name: "Dokument und Bericht behalten" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert unter Meine Dokumente" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Found again through the user menu.
  await page.getByRole("button", { name: user.email }).click();
  await page.getByRole("menuitem", { name: "Meine Dokumente" }).click();
  await expect(page).toHaveURL("/meine-dokumente");
  const kept = page.getByRole("list", { name: "Behaltene Dokumente" }).getByRole("listitem", { name: "datenschutzerklaerung.txt" });
  await expect(kept).toContainText(`${score} von 100 Punkten`);
  await expect(kept).toContainText(/Geprüft am \d{1,2}\. \w+ \d{4}/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The same document checked again: nothing moved, and the second report is kept beside the first.
  await kept.getByRole("button", { name: "Erneut prüfen" }).click();
  await expect(kept.getByRole("status")).toContainText(`Erneut geprüft: ${score} von 100 Punkten, unverändert seit dem letzten Bericht.`);
  await expect(kept).toContainText("2 Berichte");
  expect(await seriousAxeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await kept.getByRole("button", { name: "Herunterladen" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("datenschutzerklaerung.txt");
  expect(await fs.readFile(await download.path(), "utf8")).toBe(NOTICE);

  // A changed document as a new version: the items that moved are named, a third report is kept.
  await kept.getByLabel("Neue Fassung prüfen").setInputFiles(NEW_VERSION);
  const changed = page.getByRole("list", { name: "Behaltene Dokumente" }).getByRole("listitem", { name: "n04-shop-unklar.pdf" });
  await expect(changed.getByRole("list", { name: "Änderungen seit dem letzten Bericht" })).toContainText("Fehlt → Vorhanden");
  await expect(changed).toContainText("3 Berichte");
  expect(await seriousAxeViolations(page)).toEqual([]);

  await changed.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Noch keine Dokumente.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Noch keine Dokumente.")).toBeVisible();

  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.offSiteRequests()).toEqual([]);
});

test("keep a breach draft and a record export, find them with their type under Meine Dokumente, download and delete them", async ({
  page,
  user,
}) => {
  test.setTimeout(60_000);
  const watch = await watchPage(page);
  await signInThroughUi(page, user.email);

  await page.goto("/werkzeuge/datenpanne");
  await page.getByLabel("Titel").fill("Gestohlener Laptop");
  await page.getByLabel("Gesundheitsdaten (besonders schützenswert)").check();
  await page.getByLabel("Ungefähre Anzahl betroffener Personen").fill("120");
  await page.getByLabel("Entdeckt am").fill("2026-03-01");
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();
  await expect(page.getByRole("heading", { name: "Meldung an den EDÖB: Ja, erforderlich" })).toBeVisible();
  await page.getByRole("button", { name: "Word-Entwurf im Ordner «Meine Dokumente» behalten" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert unter Meine Dokumente" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto("/werkzeuge/verzeichnis");
  await page.getByLabel("Bezeichnung der Bearbeitungstätigkeit (erforderlich)").fill("Lohnbuchhaltung");
  await page.getByLabel("Identität des Verantwortlichen (erforderlich)").fill("Muster AG");
  await page.getByLabel("Bearbeitungszweck (erforderlich)").fill("Lohnzahlung");
  await page.getByLabel("Kategorien betroffener Personen (erforderlich)").fill("Mitarbeitende");
  await page.getByLabel("Kategorien bearbeiteter Personendaten (erforderlich)").fill("Name, Lohn");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(/^Ausnahme nach Art\. 24 DSV: /)).toBeVisible();
  await page.getByRole("button", { name: "CSV im Ordner «Meine Dokumente» behalten" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert unter Meine Dokumente" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto("/meine-dokumente");
  const list = page.getByRole("list", { name: "Behaltene Dokumente" });
  const csvName = /^verzeichnis-\d{4}-\d{2}-\d{2}\.csv$/;
  const draft = list.getByRole("listitem", { name: "meldung-edoeb-entwurf.docx" });
  const register = list.getByRole("listitem", { name: csvName });
  await expect(draft).toContainText(/Meldungsentwurf · Behalten am \d{1,2}\. \w+ \d{4}/);
  await expect(register).toContainText(/Verzeichnis · Behalten am \d{1,2}\. \w+ \d{4}/);
  // Newest first: the export was kept after the draft.
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toHaveAccessibleName(csvName);
  await expect(register.getByRole("button", { name: "Erneut prüfen" })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await register.getByRole("button", { name: "Herunterladen" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(csvName);
  expect(await fs.readFile(await download.path(), "utf8")).toContain("Lohnbuchhaltung");

  const draftDownloading = page.waitForEvent("download");
  await draft.getByRole("button", { name: "Herunterladen" }).click();
  const docx = await fs.readFile(await (await draftDownloading).path());
  expect(docx.subarray(0, 2).toString("latin1")).toBe("PK");

  await register.getByRole("button", { name: "Löschen" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await draft.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Noch keine Dokumente.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Noch keine Dokumente.")).toBeVisible();

  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.offSiteRequests()).toEqual([]);
});
