// Correcting and asking again, by mouse and by keyboard (issue 25): the corrected question and its
// answer take the old exchange's place, also in the stored conversation; without a language model
// "Erneut beantworten" says why the answer would be the same.
import type { Page } from "@playwright/test";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";
import { Chat } from "./pages/chat.js";

const QUESTION = "Wie lange habe ich Zeit für eine Auskunft?";
const CORRECTED = "Wir hatten einen Hackerangriff, müssen wir das melden?";

async function openSignedIn(page: Page, email: string): Promise<Chat> {
  await signInThroughUi(page, email);
  await page.goto("/webchat/");
  const chat = Chat.direct(page);
  await chat.ready();
  return chat;
}

test("the last question is edited and sent again: the exchange is replaced, also after a reload", async ({ page, user }) => {
  // Three streamed answers and a reload: 60 s, as the other long browser tests (30 s ran out once in CI under load).
  test.setTimeout(60_000);
  const chat = await openSignedIn(page, user.email);
  await chat.ask("Was ist ein Auftragsbearbeiter?");
  await chat.waitForAnswer();
  await chat.ask(QUESTION);
  await chat.waitForAnswer();
  // Only the last question offers to be edited.
  const edit = chat.root.getByRole("button", { name: "Frage bearbeiten" });
  await expect(edit).toHaveCount(1);
  await edit.click();
  await expect(chat.input).toHaveValue(QUESTION);
  await expect(chat.input).toBeFocused();
  await expect(chat.root.getByText("Sie bearbeiten Ihre letzte Frage.")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await chat.input.fill(CORRECTED);
  await chat.input.press("Enter");
  const answer = await chat.waitForAnswer();
  await expect(answer).toContainText("Art. 24 DSG");
  await expect(chat.questions).toHaveCount(2);
  await expect(chat.questions.last()).toContainText(CORRECTED);
  await expect(chat.answers).toHaveCount(2);
  await expect(chat.root.getByText("Sie bearbeiten Ihre letzte Frage.")).toHaveCount(0);

  await page.reload();
  await chat.ready();
  await expect(chat.questions).toHaveCount(2);
  await expect(chat.questions.last()).toContainText(CORRECTED);
  await expect(chat.root.getByText(QUESTION)).toHaveCount(0);
  await expect(chat.answers).toHaveCount(2);
});

test("by keyboard: Up edits the last question, Escape ends editing, Shift+Enter breaks the line, Escape stops an answer", async ({
  page,
  user,
}) => {
  const chat = await openSignedIn(page, user.email);
  await expect(chat.input).toHaveAttribute("aria-describedby", /webchat-keys/);
  await expect(page.locator("#webchat-keys")).toContainText("Pfeil nach oben bearbeitet die letzte Frage");
  await chat.ask(QUESTION);
  await chat.waitForAnswer();

  await chat.input.focus();
  await page.keyboard.press("ArrowUp");
  await expect(chat.input).toHaveValue(QUESTION);
  await expect(chat.root.getByRole("status").filter({ hasText: "kann geändert werden" })).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(chat.input).toHaveValue("");
  await expect(chat.root.getByText("Sie bearbeiten Ihre letzte Frage.")).toHaveCount(0);

  await page.keyboard.type("Erste Zeile");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("zweite Zeile");
  await expect(chat.input).toHaveValue("Erste Zeile\nzweite Zeile");
  await expect(chat.questions).toHaveCount(1);

  await chat.input.fill("Welche Pflichten hat ein Verantwortlicher nach dem DSG? Bitte ausführlich mit allen Schritten.");
  await page.keyboard.press("Enter");
  await expect(chat.stopButton).toBeVisible();
  await page.keyboard.press("Escape");
  await chat.waitForAnswer("stopped");
  await expect(chat.liveRegion).toHaveText("Die Antwort wurde gestoppt.");
});

test("«Erneut beantworten» without a language model says why the answer would be the same; a new attempt replaces the old", async ({
  page,
  user,
}) => {
  const chat = await openSignedIn(page, user.email);
  await chat.ask(QUESTION);
  const answer = await chat.waitForAnswer();
  const requests: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat")) requests.push(request.postDataJSON());
  });
  await answer.getByRole("button", { name: "Erneut beantworten" }).click();
  await expect(answer.getByRole("status").filter({ hasText: "Die Antwort wäre dieselbe" })).toContainText(
    "aus der Wissensbasis zusammengestellt",
  );
  expect(requests).toEqual([]);
  await expect(chat.answers).toHaveCount(1);

  // After a stopped answer, asking again is worth it: it is sent in place of the old exchange.
  await chat.input.fill("Welche Pflichten hat ein Verantwortlicher nach dem DSG? Bitte ausführlich mit allen Schritten.");
  await chat.input.press("Enter");
  await chat.stopButton.click();
  const stopped = await chat.waitForAnswer("stopped");
  await stopped.getByRole("button", { name: "Erneut beantworten" }).click();
  await chat.waitForAnswer();
  await expect(chat.questions).toHaveCount(2);
  expect(requests.at(-1)).toMatchObject({ replaces: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await page.reload();
  await chat.ready();
  await expect(chat.questions).toHaveCount(2);
  await expect(chat.answers.last()).toHaveAttribute("data-status", "complete");
});
