// "Datenschutzerklärung prüfen": upload a corpus notice, see found and missing items with quotes and
// provisions, download the Markdown report; axe clean and usable at 375 px.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations, watchPage } from "./page-checks.js";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/notices/n04-shop-unklar.pdf");

test("signed out, the tool redirects to /auth", async ({ page }) => {
  await page.goto("/werkzeuge/datenschutzerklaerung");
  await expect(page).toHaveURL("/auth");
});

test("uploading a notice shows found and missing items and downloads the report", async ({ page, user }) => {
  test.setTimeout(60_000);
  const watch = await watchPage(page);
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenschutzerklaerung");
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung prüfen" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel("Oder Datei hochladen").setInputFiles(FIXTURE);
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Ergebnis: \d+ von 100 Punkten$/ })).toBeVisible();

  const items = page.getByRole("list", { name: "Prüfpunkte" }).locator(":scope > li");
  await expect(items).toHaveCount(11);
  const purposes = items.filter({ has: page.getByRole("heading", { name: "Bearbeitungszwecke" }) });
  await expect(purposes).toContainText("Vorhanden");
  await expect(purposes.locator("blockquote")).toContainText("Bestellung");
  await expect(purposes.getByRole("link", { name: "DSG Art. 19 Abs. 2 Bst. b" })).toHaveAttribute("href", /fedlex\.admin\.ch/);
  await expect(purposes).toContainText(/Stand \d{2}\.\d{2}\.\d{4}/);
  await expect(items.filter({ has: page.getByRole("heading", { name: "Automatisierte Einzelentscheidungen" }) })).toContainText(
    "Nicht anwendbar",
  );
  await expect(items.filter({ has: page.getByRole("heading", { name: /Bekanntgabe ins Ausland/ }) })).toContainText("Unklar");
  expect(await seriousAxeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Bericht als Markdown" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pruefbericht-datenschutzerklaerung-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = await fs.readFile(await download.path(), "utf8");
  expect(markdown).toContain("# Prüfbericht Datenschutzerklärung: n04-shop-unklar.pdf");
  expect(markdown).toMatch(/## Automatisierte Einzelentscheidungen – Nicht anwendbar/);
  expect(markdown).toContain("https://www.fedlex.admin.ch/");

  const docx = page.waitForEvent("download");
  await page.getByRole("button", { name: "Bericht als Word (DOCX)" }).click();
  expect((await docx).suggestedFilename()).toMatch(/\.docx$/);

  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.offSiteRequests()).toEqual([]);
});

test("at 375 px the tool fits the screen and shows errors in German", async ({ page, user }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenschutzerklaerung");
  await page.getByLabel("Text der Datenschutzerklärung").fill("Die Muster AG ist verantwortlich. Zweck: Versand der Bestellung.");
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Ergebnis:/ })).toBeVisible();
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
      .map((element) => `${element.tagName}.${element.className}`.slice(0, 80)),
  );
  expect(overflow).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.reload();
  await page
    .getByLabel("Oder Datei hochladen")
    .setInputFiles({ name: "bild.pdf", mimeType: "application/pdf", buffer: Buffer.from("PK\u0003\u0004xxxx") });
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();
  await expect(page.getByRole("alert")).toContainText("Dateiendung passt nicht");
});
