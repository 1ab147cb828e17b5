import type { Page } from "@playwright/test";
import { expect, signInThroughUi, test, toast } from "./fixtures.js";

const HOME_TITLE = "Ihr Assistent für den Schweizer Datenschutz";

async function storedSession(page: Page): Promise<{ key: string; session: Record<string, unknown> & { access_token: string } }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!;
    return { key, session: JSON.parse(localStorage.getItem(key)!) };
  });
}

test("signing out says so and leads to /auth", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(toast(page, "Erfolgreich abgemeldet", "Sie wurden erfolgreich abgemeldet.")).toBeVisible();
  await expect(page).toHaveURL("/auth");
  await page.goto("/");
  await expect(page).toHaveURL("/auth");
});

test("a failed sign-out gives an error toast and keeps the user signed in", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.route("**/auth/v1/logout**", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(toast(page, "Fehler", "Fehler beim Abmelden.")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeEnabled();
});

test("the session survives a reload", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.reload();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE);
  await expect(page.getByRole("banner").getByText(user.email)).toBeVisible();
});

test("signing out in another tab sends this tab to /auth", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  const other = await page.context().newPage();
  await other.goto("/");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE);
  await other.getByRole("button", { name: "Abmelden" }).click();
  await expect(other).toHaveURL("/auth");
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
});

test("signing in in another tab sends this tab from /auth to /", async ({ page, user }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  const other = await page.context().newPage();
  await signInThroughUi(other, user.email);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE);
});

test("a refused refresh token sends the user to /auth", async ({ page, user, request }) => {
  // Once in CI under load no refresh followed the visibility event within the default 30 s; supabase-js's own
  // 30-second auto-refresh ticker also refreshes an expired session, so the test now outlasts one tick.
  test.setTimeout(75_000);
  await signInThroughUi(page, user.email);
  const { key, session } = await storedSession(page);
  // Listen before the session ends: the first refresh after it may come from the client's own
  // 30-second ticker, or from the shared API client answering a 401 of the chat frame with one
  // refresh, before the test's own event below.
  const refresh = page.waitForResponse((response) => response.url().includes("grant_type=refresh_token"));
  // End the session on the server, as a sign-out on another device would.
  const logout = await request.post("/auth/v1/logout?scope=global", { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(logout.status()).toBe(204);
  // Make the client think its access token has expired, then let it wake up and refresh.
  await page.evaluate(
    ([name, value]) => localStorage.setItem(name, value),
    [key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })],
  );
  // supabase-js listens on window; the tab is already visible, so it recovers the session.
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  // GoTrue's answer for a refresh token whose session is gone (auth-js asks for the 2024-01-01 format).
  const refused = await refresh;
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ code: "refresh_token_not_found", message: "Invalid Refresh Token: Refresh Token Not Found" });
  await expect(page).toHaveURL("/auth");
});
