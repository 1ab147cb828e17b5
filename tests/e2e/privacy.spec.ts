// The privacy notice (Art. 19 DSG) at /datenschutz: public, filled from GET /api/privacy.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations, watchPage } from "./page-checks.js";

interface PrivacyInfo {
  operator: { name: string; contact: string };
  languageModel: { endpoint: string; model: string } | null;
  disclosureAbroad: string | null;
  retention: { conversationsDays: number; auditLogDays: number };
}

const NUMBER = new Intl.NumberFormat("de-CH");

async function privacyInfo(request: APIRequestContext): Promise<PrivacyInfo> {
  const response = await request.get("/api/privacy");
  expect(response.ok()).toBe(true);
  return response.json();
}

const heading = (page: Page) => page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" });
const footerLink = (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" });

async function expectNoticeFrom(page: Page, info: PrivacyInfo) {
  await expect(heading(page)).toBeVisible();
  const operator = page.getByTestId("operator");
  await expect(operator).toContainText(info.operator.name);
  await expect(operator).toContainText(info.operator.contact);
  const conversations = page.getByTestId("retention-conversations");
  await expect(conversations).toContainText(`${NUMBER.format(info.retention.conversationsDays)} Tagen`);
  if (info.retention.conversationsDays === 365) await expect(conversations).toContainText("365 Tagen (12 Monaten)");
  await expect(page.getByTestId("retention-audit")).toContainText(`nach ${NUMBER.format(info.retention.auditLogDays)} Tagen`);
  if (info.languageModel) {
    await expect(page.getByTestId("language-model")).toContainText(info.languageModel.endpoint);
  } else {
    await expect(page.getByRole("region", { name: "Wer Ihre Daten erhält" })).toContainText("Niemand.");
  }
  await expect(page.getByTestId("disclosure-abroad")).toContainText(info.disclosureAbroad ?? "Keine.");
}

test("signed out: the footer leads to the notice, which shows operator and retention from /api/privacy", async ({ page, request }) => {
  const info = await privacyInfo(request);
  await page.goto("/auth");
  await footerLink(page).click();
  await expect(page).toHaveURL("/datenschutz");
  await expectNoticeFrom(page, info);
  // Still there after a reload: no redirect for visitors.
  await page.reload();
  await expect(page).toHaveURL("/datenschutz");
  await expect(heading(page)).toBeVisible();
});

test("signed in: reachable from the footer and from the user menu", async ({ page, request, user }) => {
  const info = await privacyInfo(request);
  await signInThroughUi(page, user.email);
  await footerLink(page).click();
  await expect(page).toHaveURL("/datenschutz");
  await expectNoticeFrom(page, info);
  await expect(page.getByRole("banner").getByText(user.email)).toBeVisible();
  // Signed in, the rights section links to "Meine Daten".
  await expect(page.getByRole("region", { name: "Ihre Rechte" }).getByRole("link", { name: "Meine Daten" })).toHaveAttribute(
    "href",
    "/meine-daten",
  );

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: user.email }).click();
  await page.getByRole("menuitem", { name: "Datenschutzerklärung" }).click();
  await expect(page).toHaveURL("/datenschutz");
  await expect(heading(page)).toBeVisible();
});

test("the notice covers what Art. 19 DSG asks for, under one h1", async ({ page }) => {
  await page.goto("/datenschutz");
  await expect(page.getByTestId("operator")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const name of [
    "Wer ist verantwortlich?",
    "Welche Daten wir bearbeiten und wozu",
    "Wer Ihre Daten erhält",
    "Bekanntgabe ins Ausland",
    "Wie lange wir Daten aufbewahren",
    "Ihre Rechte",
    "Keine Cookies, kein Tracking",
    "Hinweis zur künstlichen Intelligenz",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  const rights = page.getByRole("region", { name: "Ihre Rechte" });
  for (const text of ["Art. 25 DSG", "Art. 28 DSG", "Art. 32 DSG", "EDÖB", "Daten exportieren", "Sitzungen beenden", "Konto löschen"]) {
    await expect(rights).toContainText(text);
  }
  // Swiss spelling throughout.
  expect(await page.getByRole("main").innerText()).not.toContain("ß");
});

test("/datenschutz has no serious or critical axe violations, no CSP violations and no third-party requests", async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto("/datenschutz");
  await expect(page.getByTestId("operator")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.offSiteRequests()).toEqual([]);
});

test("if /api/privacy fails, the page says so and can retry", async ({ page }) => {
  let fail = true;
  await page.route("**/api/privacy", (route) => (fail ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.continue()));
  await page.goto("/datenschutz");
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("konnten nicht geladen werden");
  fail = false;
  await page.getByRole("button", { name: "Erneut versuchen" }).click();
  await expect(page.getByTestId("operator")).toBeVisible();
});

test("unknown paths still show the not-found page", async ({ page }) => {
  for (const path of ["/datenschutz/mehr", "/datenschutzerklaerung", "/meine-daten/alt"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  }
});
