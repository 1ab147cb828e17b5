// A first visit explains itself (issue 25): beside the sign-in form, what the assistant does and for
// whom, the AI notice and the privacy notice; the form itself is unchanged (auth.spec.ts).
import { expect, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width}×${viewport.height} /auth says what the assistant is, beside the form`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/auth");
    const intro = page.getByRole("region", { name: "Der Datenschutz-Assistent" });
    await expect(intro).toContainText("Schweizer Datenschutzrecht");
    await expect(intro).toContainText("Für Mitarbeitende von Unternehmen");
    await expect(intro.getByRole("complementary", { name: "Hinweis zur KI" })).toContainText("künstliche Intelligenz (KI)");
    await expect(intro.getByRole("link", { name: "Zur Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
    expect(await page.locator("body").innerText()).not.toContain("ß");

    // The form comes first (it holds the page's title); the text sits beside it, or below on a phone.
    const form = (await page.getByRole("heading", { level: 1, name: "Anmelden" }).boundingBox())!;
    const text = (await intro.boundingBox())!;
    if (viewport.width >= 1024) expect(text.x).toBeGreaterThan(form.x + form.width);
    else expect(text.y).toBeGreaterThan(form.y);
    await expect(page.getByLabel("E-Mail")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await intro.getByRole("link", { name: "Zur Datenschutzerklärung" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  });
}
