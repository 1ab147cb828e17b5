// "Passwort vergessen?": the mail's link leads to /passwort-zuruecksetzen, where a new password
// signs the user in.
import { expect, test, uniqueEmail } from "./fixtures.js";
import { linkIn, waitForMail } from "./mailbox.js";
import { seriousAxeViolations } from "./page-checks.js";

const NEUTRAL = "Falls ein Konto mit dieser Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt.";

async function requestLink(page: import("@playwright/test").Page, email: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Passwort vergessen?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Passwort zurücksetzen" })).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Link senden" }).click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();
}

test("forgot password: mail, link, new password, signed in", async ({ page, user }) => {
  test.setTimeout(60_000);
  const since = Date.now();
  await requestLink(page, user.email);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const link = linkIn(await waitForMail(user.email, "recovery", since));

  await page.goto(link);
  await expect(page).toHaveURL(/\/passwort-zuruecksetzen/);
  await expect(page.getByRole("heading", { level: 1, name: "Neues Passwort" })).toBeVisible();
  await page.getByLabel("Neues Passwort", { exact: true }).fill("zurueckgesetzt-2026-ok");
  await page.getByLabel("Neues Passwort wiederholen").fill("zurueckgesetzt-2026-ok");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL("/");

  const old = await page.request.post("/auth/v1/token?grant_type=password", { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(400);
  const fresh = await page.request.post("/auth/v1/token?grant_type=password", {
    data: { email: user.email, password: "zurueckgesetzt-2026-ok" },
  });
  expect(fresh.ok()).toBe(true);
});

test("an unknown address gets the same answer", async ({ page }) => {
  await requestLink(page, uniqueEmail());
});

test("the reset page without a valid link says so", async ({ page }) => {
  await page.goto("/passwort-zuruecksetzen");
  await expect(page.getByText("Der Link ist ungültig oder abgelaufen.")).toBeVisible();
});
