// Finding earlier answers (issue 25): the history grouped by date, and a search over one's own
// conversations whose result opens the conversation at the matching answer.
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";
import { Chat } from "./pages/chat.js";

const BREACH = "Wir hatten einen Hackerangriff, müssen wir das melden?";
const ACCESS = "Wie lange habe ich Zeit für eine Auskunft?";

test("a word from an earlier answer finds its conversation, which opens at that answer", async ({ page, user }) => {
  // Three streamed answers and an axe scan of the long history: over 30 s on CI's two shared cores.
  test.setTimeout(60_000);
  await signInThroughUi(page, user.email);
  await page.goto("/webchat/");
  const chat = Chat.direct(page);
  await chat.ready();
  await chat.ask(BREACH);
  const breachText = await (await chat.waitForAnswer()).locator("[data-markdown]").innerText();
  // A long answer, so that the found answer has to be scrolled to.
  await chat.ask("Und was gehört alles in die Meldung an den EDÖB?");
  await chat.waitForAnswer();
  await chat.newConversationButton.click();
  await chat.ask(ACCESS);
  const accessText = await (await chat.waitForAnswer()).locator("[data-markdown]").innerText();
  // A word of the first answer that neither its question nor the other conversation contains.
  const word = breachText
    .match(/\p{L}{9,}/gu)!
    .find((candidate) => ![BREACH, ACCESS, accessText].some((text) => text.toLowerCase().includes(candidate.toLowerCase())))!;
  expect(word).toBeTruthy();

  await chat.openHistory();
  await expect(chat.history.getByRole("heading", { name: "Heute" })).toBeVisible();
  await expect(chat.history.getByRole("heading", { name: "Gestern" })).toHaveCount(0);
  await chat.history.getByLabel("Unterhaltungen durchsuchen").fill(word.toLowerCase());
  await chat.history.getByLabel("Unterhaltungen durchsuchen").press("Enter");
  await expect(chat.history.getByRole("status")).toHaveText(`1 Unterhaltung mit «${word.toLowerCase()}» gefunden.`);
  const results = chat.history.getByRole("list", { name: "Suchergebnisse" });
  await expect(results.getByRole("button")).toHaveCount(1);
  await expect(results.getByRole("button")).toContainText(word);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await results.getByRole("button").click();
  await expect(chat.history).toBeHidden();
  await expect(chat.questions.first()).toContainText(BREACH);
  const found = chat.answers.first();
  await expect(found).toBeFocused();
  await expect(found.getByText(word).first()).toBeInViewport();

  // Nothing found is said so; clearing the field shows the history again.
  await chat.openHistory();
  await chat.history.getByLabel("Unterhaltungen durchsuchen").fill("Zebrafink");
  await chat.history.getByRole("button", { name: "Suchen" }).click();
  await expect(chat.history.getByRole("status")).toHaveText("Keine Unterhaltung mit «Zebrafink» gefunden.");
  await chat.history.getByLabel("Unterhaltungen durchsuchen").fill("");
  await expect(chat.history.getByRole("heading", { name: "Heute" })).toBeVisible();
});
