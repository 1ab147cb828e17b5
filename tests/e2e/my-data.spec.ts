// "Meine Daten": account, sessions, export and deletion for the signed-in user.
import fs from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signInThroughUi, test, toast } from "./fixtures.js";
import { seriousAxeViolations, watchPage } from "./page-checks.js";

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const QUESTION = "Was regelt Art. 19 DSG?";

/** A session of its own, as another device would get it. */
async function signInThroughApi(request: APIRequestContext, email: string, password: string, userAgent?: string): Promise<string> {
  const response = await request.post("/auth/v1/token?grant_type=password", {
    data: { email, password },
    headers: userAgent ? { "User-Agent": userAgent } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).access_token;
}

async function openMyData(page: Page, email: string) {
  await page.getByRole("banner").getByRole("button", { name: email }).click();
  await page.getByRole("menuitem", { name: "Meine Daten" }).click();
  await expect(page).toHaveURL("/meine-daten");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Daten" })).toBeVisible();
  await expect(page.getByTestId("account-email")).toHaveText(email);
}

test("signed out, /meine-daten redirects to /auth", async ({ page }) => {
  await page.goto("/meine-daten");
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
});

test("the page shows the account and exports everything as JSON", async ({ page, request, user }) => {
  test.setTimeout(60_000);
  const token = await signInThroughApi(request, user.email, user.password);
  const chat = await request.post("/api/chat", { data: { message: QUESTION }, headers: { Authorization: `Bearer ${token}` } });
  expect(chat.ok(), await chat.text()).toBe(true);
  await chat.body(); // the whole stream: the answer is stored once it ends

  const watch = await watchPage(page);
  await signInThroughUi(page, user.email);
  await openMyData(page, user.email);
  const account = page.getByRole("region", { name: "Konto", exact: true });
  await expect(account).toContainText("Registriert seit");
  await expect(account).toContainText("Letzte Anmeldung");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Daten exportieren" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^datenschutz-assistent-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile(await download.path(), "utf8"));
  expect(data).toMatchObject({ format: "datenschutz-assistent-export", version: 1, account: { email: user.email } });
  expect(data.conversations.length).toBeGreaterThanOrEqual(1);
  const messages = data.conversations.flatMap((conversation: { messages: { role: string; content: string }[] }) => conversation.messages);
  expect(messages).toContainEqual(expect.objectContaining({ role: "user", content: QUESTION }));
  expect(messages.some((message: { role: string }) => message.role === "assistant")).toBe(true);
  expect(data.auditLog.some((entry: { action: string }) => entry.action === "login")).toBe(true);
  expect(JSON.stringify(data)).not.toMatch(/encrypted_password|\$argon2/);
  await expect(toast(page, "Export erstellt", "wird heruntergeladen")).toBeVisible();
  expect(await watch.cspViolations()).toEqual([]);
});

test("another session can be ended after confirming; its token is then refused", async ({ page, request, user }) => {
  const otherToken = await signInThroughApi(request, user.email, user.password, FIREFOX_ON_WINDOWS);
  await signInThroughUi(page, user.email);
  await openMyData(page, user.email);

  const sessions = page.getByTestId("session");
  const current = sessions.filter({ hasText: "Diese Sitzung" });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/Chrome auf (Windows|Linux|macOS)/);
  const other = sessions.filter({ hasText: "Firefox auf Windows" });
  await expect(other).toHaveCount(1);
  await expect(other).not.toContainText("Diese Sitzung");

  // Cancelling changes nothing.
  await other.getByRole("button", { name: "Sitzung beenden" }).click();
  let dialog = page.getByRole("dialog", { name: "Sitzung beenden?" });
  await expect(dialog).toContainText("«Firefox auf Windows» wird abgemeldet");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get("/auth/v1/user", { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(200);

  await other.getByRole("button", { name: "Sitzung beenden" }).click();
  dialog = page.getByRole("dialog", { name: "Sitzung beenden?" });
  await dialog.getByRole("button", { name: "Sitzung beenden" }).click();
  await expect(toast(page, "Sitzung beendet", "«Firefox auf Windows» ist abgemeldet.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(other).toHaveCount(0);
  await expect(current).toHaveCount(1);
  const refused = await request.get("/auth/v1/user", { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error_code).toBe("session_not_found");
});

test("ending this browser's own session signs out here", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.goto("/meine-daten");
  await page.getByTestId("session").filter({ hasText: "Diese Sitzung" }).getByRole("button", { name: "Sitzung beenden" }).click();
  const dialog = page.getByRole("dialog", { name: "Sitzung beenden?" });
  await expect(dialog).toContainText("Sie werden hier abgemeldet");
  await dialog.getByRole("button", { name: "Sitzung beenden" }).click();
  await expect(page).toHaveURL("/auth");
  await page.goto("/meine-daten");
  await expect(page).toHaveURL("/auth");
});

test("deleting the account: a wrong password deletes nothing, the right one deletes everything", async ({ page, request, user }) => {
  test.setTimeout(60_000);
  await signInThroughUi(page, user.email);
  await openMyData(page, user.email);

  await page.getByRole("button", { name: "Konto löschen" }).click();
  const dialog = page.getByRole("dialog", { name: "Konto endgültig löschen?" });
  await expect(dialog).toContainText("alle Ihre Unterhaltungen");
  await expect(dialog.getByLabel("Passwort")).toBeFocused();
  await dialog.getByLabel("Passwort").fill("falsches-passwort");
  await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(toast(page, "Fehler", "Das Passwort ist falsch. Es wurde nichts gelöscht.")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Passwort")).toHaveValue("");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();

  // Still there: the page reloads with the account, and signing in still works.
  await page.reload();
  await expect(page.getByTestId("account-email")).toHaveText(user.email);
  await signInThroughApi(request, user.email, user.password);

  await page.getByRole("button", { name: "Konto löschen" }).click();
  await dialog.getByLabel("Passwort").fill(user.password);
  await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(toast(page, "Konto gelöscht", "Ihr Konto und alle Ihre Daten wurden gelöscht.")).toBeVisible();
  await expect(page).toHaveURL("/auth");

  await page.getByLabel("E-Mail").fill(user.email);
  await page.getByLabel("Passwort").fill(user.password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(toast(page, "Fehler", "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.")).toBeVisible();
  await expect(page).toHaveURL("/auth");
});

test("/meine-daten has no serious or critical axe violations, with and without the dialog", async ({ page, user }) => {
  const watch = await watchPage(page);
  await signInThroughUi(page, user.email);
  await page.goto("/meine-daten");
  await expect(page.getByTestId("account-email")).toHaveText(user.email);
  await expect(page.getByTestId("session")).not.toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Konto löschen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test("keyboard: the menu opens with Enter, the delete dialog closes with Escape", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  const trigger = page.getByRole("banner").getByRole("button", { name: user.email });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Meine Daten" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/meine-daten");

  const deleteButton = page.getByRole("button", { name: "Konto löschen" });
  await deleteButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Konto endgültig löschen?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Passwort")).toBeFocused();
  // Focus stays inside the dialog.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(page.getByTestId("account-email")).toHaveText(user.email);
});

test("the user menu can sign out too", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.getByRole("banner").getByRole("button", { name: user.email }).click();
  await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(toast(page, "Erfolgreich abgemeldet", "Sie wurden erfolgreich abgemeldet.")).toBeVisible();
  await expect(page).toHaveURL("/auth");
});
