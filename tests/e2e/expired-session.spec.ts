// The one reaction to an expired session (web/shared/api): when the product API still refuses the
// token after a refresh, each surface forgets the session — the web app leads to /auth, the webchat
// shows its sign-in prompt.
import type { Page, Route } from "@playwright/test";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { Chat } from "./pages/chat.js";

/** What the product API answers for a token whose session it no longer knows. */
const refuse = (route: Route) =>
  route.fulfill({ status: 401, json: { error: { code: "unauthorized", message: "Bitte melden Sie sich an." } } });

function storedSession(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    return key ? localStorage.getItem(key) : null;
  });
}

test("web app: a 401 that a refresh does not cure signs this browser out and leads to /auth", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  let refused = 0;
  await page.route("**/api/me", (route) => (refused++, refuse(route)));
  const refresh = page.waitForResponse((response) => response.url().includes("grant_type=refresh_token"));
  await page.goto("/meine-daten");
  // The client first renews the session (the token may simply have expired) and tries once more.
  expect((await refresh).ok()).toBe(true);
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  expect(refused).toBe(2);
  expect(await storedSession(page)).toBeNull();
});

test("webchat: a 401 that a refresh does not cure shows the chat's sign-in prompt", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.goto("/webchat/");
  const chat = Chat.direct(page);
  await chat.ready();
  let refused = 0;
  await page.route("**/api/chat", (route) => (refused++, refuse(route)));
  // Not chat.ask(): the question may be gone with the chat before it could be checked.
  await chat.input.fill("Müssen wir einen Hackerangriff melden?");
  await chat.input.press("Enter");
  await expect(page.getByText("Bitte melden Sie sich an, um dem Assistenten Fragen zu stellen.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Anmeldung" })).toHaveAttribute("target", "_top");
  await expect(chat.input).toHaveCount(0);
  expect(refused).toBe(2);
  expect(await storedSession(page)).toBeNull();
});
