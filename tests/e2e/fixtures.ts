// Shared helpers: a fresh user per test, registered through the API, signed in through the UI.
import { randomUUID } from "node:crypto";
import { expect, test as base, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export const PASSWORD = "sicheres-passwort-42";

export function uniqueEmail(): string {
  return `e2e-${randomUUID()}@example.ch`;
}

export async function registerUser(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const response = await request.post("/auth/v1/signup", { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The toast with this title and description; sonner renders both inside one list item. */
export function toast(page: Page, title: string, description: string): Locator {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: title }) })
    .filter({ has: page.locator("[data-description]", { hasText: description }) });
}

/** Holds matching requests until release() is called, to observe in-between states. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

export const test = base.extend<{ email: string; user: { email: string; password: string } }>({
  // Playwright requires the object pattern even when no fixture is used.
  // eslint-disable-next-line no-empty-pattern
  email: async ({}, use) => use(uniqueEmail()),
  user: async ({ request, email }, use) => {
    await registerUser(request, email);
    await use({ email, password: PASSWORD });
  },
});

export { expect };
