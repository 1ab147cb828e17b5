import { expect, holdRequests, signInThroughUi, test } from "./fixtures.js";

test("/ without a session redirects to /auth", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
});

test("/auth with a session redirects to /", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.goto("/auth");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Assistent für den Schweizer Datenschutz");
});

test("an unknown route shows the not-found page with a link back home", async ({ page }) => {
  await page.goto("/gibt-es-nicht");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
  // Home is for signed-in users, so a visitor ends up at the sign-in page.
  await expect(page).toHaveURL("/auth");
});

test("the not-found page logs the attempted path with console.error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/nicht/vorhanden?x=1");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => errors).toContain("404 Error: User attempted to access non-existent route: /nicht/vorhanden");
});

test("/ shows the loading screen while the session is being checked", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  const held = await holdRequests(page, "**/auth/v1/user");
  await page.reload();
  await expect(page.getByRole("status")).toHaveText("Laden...");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  held.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Assistent für den Schweizer Datenschutz");
  await expect(page.getByText("Laden...")).toHaveCount(0);
});

test("signed-out visitors get an Anmelden button in the header that leads to /auth", async ({ page }) => {
  await page.goto("/unbekannt");
  const banner = page.getByRole("banner");
  await expect(banner.getByText("Datenschutz-Assistent")).toBeVisible();
  await banner.getByRole("link", { name: "Anmelden" }).click();
  await expect(page).toHaveURL("/auth");
});

test("every page has a footer link to the privacy notice", async ({ page, user }) => {
  const footerLink = () => page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" });
  await page.goto("/auth");
  await expect(footerLink()).toHaveAttribute("href", "/datenschutz");
  await page.goto("/irgendwo");
  await expect(footerLink()).toHaveAttribute("href", "/datenschutz");
  await signInThroughUi(page, user.email);
  await expect(footerLink()).toHaveAttribute("href", "/datenschutz");
});
