import type { Locator, Page } from "@playwright/test";
import { expect, PASSWORD, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations, watchPage } from "./page-checks.js";

async function tabTo(page: Page, target: Locator, key = "Tab") {
  for (let i = 0; i < 15; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error("the element is not reachable by keyboard");
}

test.describe("accessibility (axe: no serious or critical violations)", () => {
  test("/auth", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("/", async ({ page, user }) => {
    await signInThroughUi(page, user.email);
    await expect(page.frameLocator("iframe").getByLabel("Ihre Frage", { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the not-found page", async ({ page }) => {
    await page.goto("/fehlt");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test("signing in works by keyboard alone", async ({ page, user }) => {
  await page.goto("/auth");
  await tabTo(page, page.getByLabel("E-Mail"));
  await page.keyboard.type(user.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Passwort")).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
  await tabTo(page, page.getByRole("button", { name: "Abmelden" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/auth");
});

test("registering works by keyboard alone", async ({ page, email }) => {
  await page.goto("/auth");
  const toggle = page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" });
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Registrieren", exact: true })).toBeVisible();
  await tabTo(page, page.getByLabel("E-Mail"), "Shift+Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Registrieren", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
});

test("no horizontal scrolling at 375 px on /auth, / and the not-found page", async ({ page, user }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await page.goto("/nirgends");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
  await signInThroughUi(page, user.email);
  expect(await scrollWidth()).toBeLessThanOrEqual(375);
});

test("nothing is blocked by the CSP and toasts are styled", async ({ page, user }) => {
  const watch = await watchPage(page);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  const toaster = page.locator("[data-sonner-toaster]");
  await expect(page.locator("[data-sonner-toast]")).toBeVisible();
  expect(await toaster.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  await signInThroughUi(page, user.email);
  await expect(page.frameLocator("iframe").getByLabel("Ihre Frage", { exact: true })).toBeVisible();
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.offSiteRequests()).toEqual([]);
});
