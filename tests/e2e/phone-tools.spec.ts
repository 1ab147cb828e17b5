// Every tool brings its result into view after submitting, with the focus on the result's heading
// (issue 25): on a phone the result lies far below the button that asked for it.
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const NOTICE = path.join(import.meta.dirname, "../fixtures/notices/n04-shop-unklar.pdf");

/** The heading's top line is on the screen (its box starts within the window). */
async function headingInView(page: Page, heading: Locator, height: number): Promise<void> {
  await expect(heading).toBeInViewport();
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + Math.min(box.height, 40)).toBeLessThanOrEqual(height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width}×${viewport.height} the breach assessment comes into view with the focus on its heading`, async ({
    page,
    user,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, user.email);
    await page.goto("/werkzeuge/datenpanne");
    await page.getByLabel("Titel").fill("Gestohlener Laptop");
    await page.getByLabel("Gesundheitsdaten (besonders schützenswert)").check();
    await page.getByLabel("Ungefähre Anzahl betroffener Personen").fill("120");
    await page.getByLabel("Entdeckt am").fill("2026-03-01");
    const submit = page.getByRole("button", { name: "Beurteilen und speichern" });
    await submit.click();
    const heading = page.getByRole("heading", { level: 2, name: "Beurteilung" });
    await expect(heading).toBeFocused();
    await headingInView(page, heading, viewport.height);
    if (viewport === PHONE) {
      // Far below the button: without being brought into view the result would stay unseen.
      const button = (await submit.boundingBox())!;
      expect(button.y + button.height).toBeLessThan(0);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Opening the saved incident shows its assessment the same way.
    await page.getByRole("button", { name: "Gestohlener Laptop öffnen" }).click();
    await expect(heading).toBeFocused();
    await headingInView(page, heading, viewport.height);
  });
}

test("at 375×667 the notice check's result comes into view with the focus on its heading", async ({ page, user }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenschutzerklaerung");
  await page.getByLabel("Oder Datei hochladen").setInputFiles(NOTICE);
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();
  const heading = page.getByRole("heading", { level: 2, name: /^Ergebnis: \d+ von 100 Punkten$/ });
  await expect(heading).toBeFocused({ timeout: 20_000 });
  await headingInView(page, heading, PHONE.height);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("at 375×667 a saved record comes into view with its exemption check and the focus on its title", async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/verzeichnis");
  const save = async (title: string) => {
    await page.getByLabel("Bezeichnung der Bearbeitungstätigkeit (erforderlich)").fill(title);
    await page.getByLabel("Identität des Verantwortlichen (erforderlich)").fill("Muster AG");
    await page.getByLabel("Bearbeitungszweck (erforderlich)").fill("Lohnzahlung");
    await page.getByLabel("Kategorien betroffener Personen (erforderlich)").fill("Mitarbeitende");
    await page.getByLabel("Kategorien bearbeiteter Personendaten (erforderlich)").fill("Name, Lohn");
    await page.getByRole("button", { name: "Speichern" }).click();
    const heading = page.getByRole("heading", { level: 3, name: title });
    await expect(heading).toBeFocused();
    await headingInView(page, heading, PHONE.height);
    return heading;
  };
  await save("Lohnbuchhaltung");
  // The second record too, not only the first in the list.
  const second = await save("Bewerbungen");
  await expect(second.locator("xpath=..")).toContainText("Ausnahme nach Art. 24 DSV");
  expect(await seriousAxeViolations(page)).toEqual([]);
});
