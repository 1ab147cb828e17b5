// Login CSRF through the URL (issue 14, V1): a link carrying someone else's tokens must neither
// sign a visitor in nor replace the session they have. Whatever a victim asked afterwards would
// otherwise be stored in the attacker's account.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, PASSWORD, signInThroughUi, test, uniqueEmail } from "./fixtures.js";
import { Chat } from "./pages/chat.js";

interface Account {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** An account of its own with a live session, made through the API. */
async function account(request: APIRequestContext): Promise<Account> {
  const email = uniqueEmail();
  const response = await request.post("/auth/v1/signup", { data: { email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = await response.json();
  return { email, userId: body.user.id, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** The parameters GoTrue puts into an implicit-flow redirect, with the attacker's tokens. */
function tokenParams(attacker: Account): string {
  return new URLSearchParams({
    access_token: attacker.accessToken,
    refresh_token: attacker.refreshToken,
    expires_in: "3600",
    token_type: "bearer",
    type: "signup",
  }).toString();
}

/** The user of the session this browser has stored, or null. */
function storedUser(page: Page): Promise<{ id: string; email: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    return key ? (JSON.parse(localStorage.getItem(key)!).user as { id: string; email: string }) : null;
  });
}

const carriesTokens = (url: string) => /access_token|refresh_token/.test(url);

/** Follows a link from elsewhere: a new document, not a fragment change within the open page. */
async function followLink(page: Page, url: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(url);
}

for (const route of ["/", "/meine-daten"]) {
  test(`a link to ${route} with someone else's tokens in the fragment keeps the signed-in user`, async ({ page, request }) => {
    const [victim, attacker] = await Promise.all([account(request), account(request)]);
    await signInThroughUi(page, victim.email);

    await followLink(page, `${route}#${tokenParams(attacker)}`);
    await expect(page.getByRole("banner").getByText(victim.email)).toBeVisible();
    await expect(page.getByText(attacker.email)).toHaveCount(0);
    expect(await storedUser(page)).toMatchObject({ id: victim.userId, email: victim.email });
    // Nothing in the address bar or the history entry to copy, bookmark or go back to.
    await expect(page).toHaveURL(route);
    expect(carriesTokens(page.url())).toBe(false);
  });
}

test("a link with someone else's tokens in the query keeps the signed-in user", async ({ page, request }) => {
  const [victim, attacker] = await Promise.all([account(request), account(request)]);
  await signInThroughUi(page, victim.email);

  await followLink(page, `/meine-daten?${tokenParams(attacker)}`);
  await expect(page.getByRole("banner").getByText(victim.email)).toBeVisible();
  expect(await storedUser(page)).toMatchObject({ id: victim.userId, email: victim.email });
  expect(carriesTokens(page.url())).toBe(false);
});

test("a signed-out visitor following a link with tokens stays signed out", async ({ page, request }) => {
  const attacker = await account(request);
  await followLink(page, `/#${tokenParams(attacker)}`);
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(carriesTokens(page.url())).toBe(false);
});

test("the webchat page keeps the signed-in user when its link carries tokens", async ({ page, request }) => {
  const [victim, attacker] = await Promise.all([account(request), account(request)]);
  await signInThroughUi(page, victim.email);

  await followLink(page, `/webchat/?configUrl=%2Fwebchat%2Fconfig.json#${tokenParams(attacker)}`);
  await Chat.direct(page).ready();
  expect(await storedUser(page)).toMatchObject({ id: victim.userId, email: victim.email });
  expect(new URL(page.url()).search).toBe("?configUrl=%2Fwebchat%2Fconfig.json");
  expect(carriesTokens(page.url())).toBe(false);
});

test("the webchat page leaves a signed-out visitor signed out when its link carries tokens", async ({ page, request }) => {
  const attacker = await account(request);
  await followLink(page, `/webchat/#${tokenParams(attacker)}`);
  await expect(page.getByText("Bitte melden Sie sich an, um dem Assistenten Fragen zu stellen.")).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(carriesTokens(page.url())).toBe(false);
});
