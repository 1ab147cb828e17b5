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
  // Sign-in, the chat frame's start and a reload: as the other long browser tests, 60 s on a loaded machine.
  test.setTimeout(60_000);
  await signInThroughUi(page, user.email);
  // The chat frame checks the stored session with the server once when it starts; a sign-out elsewhere before that
  // check ends the session by that check instead (a 403 for /user), not by the refused refresh this test is about.
  await expect(page.frameLocator("iframe").getByLabel("Ihre Frage", { exact: true })).toBeVisible();
  const { key, session } = await storedSession(page);
  // Count the client's refresh attempts from any frame: the chat frame shares the session and may try first, and a
  // reload can abort an attempt whose answer the server has already given, so the attempt, not its response, is what
  // the page can observe reliably.
  let refreshes = 0;
  page.on("request", (sent) => void (sent.url().includes("grant_type=refresh_token") && refreshes++));
  // End the session on the server, as a sign-out on another device would.
  const logout = await request.post("/auth/v1/logout?scope=global", { headers: { authorization: `Bearer ${session.access_token}` } });
  expect(logout.status()).toBe(204);
  // Make the client think its access token has expired, then open the app again (a tab restored the next morning):
  // supabase-js refreshes an expired session when it starts.
  await page.evaluate(
    ([name, value]) => localStorage.setItem(name, value),
    [key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 })],
  );
  await page.reload();
  await expect(page).toHaveURL("/auth");
  expect(refreshes).toBeGreaterThan(0);
  // What the client was told: GoTrue's answer for a refresh token whose session is gone (auth-js asks for the
  // 2024-01-01 format). Had the server accepted it, the client would have stayed on the home page above.
  const refused = await request.post("/auth/v1/token?grant_type=refresh_token", {
    headers: { "x-supabase-api-version": "2024-01-01" },
    data: { refresh_token: session.refresh_token },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ code: "refresh_token_not_found", message: "Invalid Refresh Token: Refresh Token Not Found" });
});
