// Sign-up where the address must be confirmed first (MAILER_AUTOCONFIRM=false, the second e2e
// server): no session until the link in the mail, which signs the user in in the same browser.
import { expect, test, uniqueEmail } from "./fixtures.js";
import { linkIn, waitForMail } from "./mailbox.js";
import { seriousAxeViolations } from "./page-checks.js";
import { CONFIRMING_PORT } from "./servers.js";

test.use({ baseURL: `http://127.0.0.1:${CONFIRMING_PORT}` });

test("sign-up asks to confirm the address; the mailed link signs in (375 px)", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail();
  const since = Date.now();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill("bestaetigt-2026-ok");
  await page.getByRole("button", { name: "Registrieren", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Bitte E-Mail prüfen" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Not signed in yet: the password alone is refused until the address is confirmed.
  const early = await page.request.post("/auth/v1/token?grant_type=password", { data: { email, password: "bestaetigt-2026-ok" } });
  expect(early.status()).toBe(400);
  expect(((await early.json()) as { error_code?: string }).error_code).toBe("email_not_confirmed");

  const link = linkIn(await waitForMail(email, "signup", since));
  expect(link.startsWith(`http://127.0.0.1:${CONFIRMING_PORT}/auth/v1/verify?`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();
  // The code from the link was exchanged (PKCE), never a session in the URL fragment.
  expect(new URL(page.url()).hash).toBe("");
});

test("a used confirmation link does not sign in again", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const since = Date.now();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill("bestaetigt-2026-ok");
  await page.getByRole("button", { name: "Registrieren", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bitte E-Mail prüfen" })).toBeVisible();
  const link = linkIn(await waitForMail(email, "signup", since));
  await page.goto(link);
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();

  const other = await browser.newPage({ baseURL: `http://127.0.0.1:${CONFIRMING_PORT}` });
  await other.goto(link);
  await expect(other.getByRole("banner").getByText(email)).toHaveCount(0);
  await other.close();
});
