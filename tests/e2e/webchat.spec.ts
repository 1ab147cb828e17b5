// The hosted webchat page (/webchat/), in the home page's frame and on its own.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, holdRequests, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations, watchPage } from "./page-checks.js";
import { Chat, FRAME_TITLE } from "./pages/chat.js";
import { STARTER_QUESTIONS } from "../../web/webchat/starters.js";

const QUESTION = "Wir hatten einen Hackerangriff, müssen wir das melden?";
const FEDLEX = /^https:\/\/www\.fedlex\.admin\.ch\//;
const CONFIG_ERROR = "Die Konfiguration des Chats konnte nicht geladen werden.";
const STARTERS = STARTER_QUESTIONS;

/** The chat page opened directly, signed in as the test's user. */
async function openSignedIn(page: Page, email: string): Promise<Chat> {
  await signInThroughUi(page, email);
  await page.goto("/webchat/");
  const chat = Chat.direct(page);
  await chat.ready();
  return chat;
}

/** An access token of a session of its own, for calling the API the way the page does. */
async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post("/auth/v1/token?grant_type=password", { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).access_token;
}

/** The computed value of the theme's destructive colour, to compare text colours with. */
function destructiveColor(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.setProperty("color", "var(--destructive)");
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
}

/** An event stream as the server writes it for a slow model, keep-alive comments included, delivered at once. */
function eventStream(events: object[]): string {
  return events.map((event) => `: keep-alive\n\ndata: ${JSON.stringify(event)}\n\n`).join("");
}

test("a question in the home page's frame is answered as it streams, with its sources", async ({ page, context, user }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  await expect(chat.root.getByText("KI-Antworten können fehlerhaft sein.").first()).toBeVisible();

  const held = await holdRequests(page, "**/api/chat");
  await chat.ask(QUESTION);
  await expect(chat.stopButton).toBeVisible();
  await expect(chat.lastAnswer).toContainText("Der Assistent schreibt …");
  // Notes whether text showed while the answer was still being written, i.e. that it streamed.
  await chat.input.evaluate(() => {
    const flags = window as unknown as { streamedText?: boolean };
    flags.streamedText = false;
    new MutationObserver(() => {
      if (document.querySelector('li[data-status="streaming"] [data-markdown]')?.textContent) flags.streamedText = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  held.release();
  const answer = await chat.waitForAnswer();
  expect(await chat.input.evaluate(() => (window as unknown as { streamedText?: boolean }).streamedText)).toBe(true);
  await expect(chat.sendButton).toBeVisible();

  const source = chat.sources(answer).getByRole("link", { name: /Art\. 24 DSG/ });
  await expect(source).toHaveAttribute("href", FEDLEX);
  await expect(source).toHaveAttribute("target", "_blank");
  await expect(chat.sources(answer)).toContainText("Stand 7.7.2025");
  await expect(chat.sources(answer)).toContainText("Meldung von Verletzungen der Datensicherheit");

  // The Markdown link in the text itself.
  const inline = answer.locator("[data-markdown] a", { hasText: "Art. 24 DSG" }).first();
  await expect(inline).toHaveAttribute("href", FEDLEX);
  await expect(inline).toHaveAttribute("target", "_blank");
  await expect(inline).toHaveAttribute("rel", "noopener noreferrer");
  // The answer's parts under headings of their own, so screen readers can jump between them.
  await expect(answer.getByRole("heading", { name: "Massgebliche Bestimmungen" })).toBeVisible();
  const lead = (await answer.locator("[data-markdown] > p").first().innerText()).trim();
  expect(lead.length).toBeGreaterThan(20);

  // Announced once, complete, to screen readers.
  await expect(chat.liveRegion).toContainText(`Antwort: ${lead.slice(0, 40)}`);
  await expect(chat.liveRegion).toContainText("prüfen Sie ihn im Zweifel nach.");

  await answer.getByRole("button", { name: "Antwort kopieren" }).click();
  await expect(answer.getByText("Kopiert")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(lead.slice(0, 40));
  expect(copied).toContain("Art. 24 DSG");
  expect(copied).toContain("Quellen:");
});

test("a stopped answer keeps its partial text, also after a reload", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  const stopRequest = page.waitForRequest((request) => request.url().endsWith("/api/chat/stop"));
  // The question is held back until stop is pressed: the answer (about a second in these tests)
  // cannot finish before the click, and the stop goes out as soon as the answer's id is known.
  const held = await holdRequests(page, "**/api/chat");
  await chat.ask(QUESTION);
  await chat.stopButton.click();
  held.release();
  expect((await stopRequest).postDataJSON()).toEqual({ messageId: expect.any(String) });

  const answer = await chat.waitForAnswer("stopped");
  await expect(answer).toContainText("Antwort gestoppt");
  await expect(chat.liveRegion).toHaveText("Die Antwort wurde gestoppt.");
  const partial = (await answer.locator("[data-markdown]").innerText()).trim();
  expect(partial.length).toBeGreaterThan(0);
  expect(partial).not.toContain("prüfen Sie ihn im Zweifel nach");
  await expect(chat.sendButton).toBeVisible();

  await page.reload();
  await chat.ready();
  const stored = chat.lastAnswer;
  await expect(stored).toHaveAttribute("data-status", "stopped");
  await expect(stored).toContainText("Antwort gestoppt");
  // The server may have written a few more words before the stop reached it.
  expect((await stored.locator("[data-markdown]").innerText()).trim().startsWith(partial.slice(0, 30))).toBe(true);
  await expect(stored).not.toContainText("prüfen Sie ihn im Zweifel nach");
});

test("earlier conversations can be reopened, renamed and deleted", async ({ page, user }) => {
  test.slow(); // Three answers and three reloads on a busy machine.
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  await chat.ask(QUESTION);
  await chat.waitForAnswer();

  await page.reload();
  await chat.ready();
  await chat.newConversationButton.click();
  await expect(chat.messageList).toHaveCount(0);

  await chat.reopen(QUESTION);
  await expect(chat.questions).toHaveCount(1);
  await expect(chat.questions.first()).toContainText(QUESTION);
  await expect(chat.lastAnswer).toHaveAttribute("data-status", "complete");
  await expect(chat.sources()).toContainText("Art. 24 DSG");

  // A follow-up goes into the same conversation.
  await chat.ask("Und wie rasch?");
  await chat.waitForAnswer();
  await chat.openHistory();
  await expect(chat.history.getByRole("listitem")).toHaveCount(1);

  await chat.rename(QUESTION, "Meldung Hackerangriff");
  await page.reload();
  await chat.ready();
  await chat.openHistory();
  await expect(chat.history.getByRole("button", { name: /Meldung Hackerangriff/ }).first()).toBeVisible();

  // Escape cancels a rename.
  await chat.history.getByRole("button", { name: "«Meldung Hackerangriff» umbenennen" }).click();
  await chat.history.getByLabel("Neuer Titel").press("Escape");
  await expect(chat.history.getByLabel("Neuer Titel")).toHaveCount(0);

  // Cancelling the confirmation keeps the conversation.
  await chat.history.getByRole("button", { name: "«Meldung Hackerangriff» löschen" }).click();
  await chat.history.getByRole("button", { name: "Abbrechen" }).click();
  await expect(chat.history.getByRole("listitem")).toHaveCount(1);

  await chat.remove("Meldung Hackerangriff");
  await expect(chat.history).toContainText("Sie haben noch keine Unterhaltungen.");
  // The deleted conversation was the open one; the chat starts afresh.
  await page.keyboard.press("Escape");
  await expect(chat.history).toBeHidden();
  await expect(chat.messageList).toHaveCount(0);
  await page.reload();
  await chat.ready();
  await expect(chat.messageList).toHaveCount(0);
});

test("HTML in a message is shown as text and never run", async ({ page, user }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  const html = "<img src=x onerror=alert(1)>";
  await chat.ask(html);
  await chat.waitForAnswer();
  await expect(chat.questions.last().getByText(html)).toBeVisible();
  await expect(chat.messageList.locator("img")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("Markdown is rendered safely: only http(s) links, unverified references without a link", async ({ page, user }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route("**/api/chat", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream; charset=utf-8",
      body: eventStream([
        { type: "meta", conversationId: "00000000-0000-4000-8000-000000000001", messageId: "00000000-0000-4000-8000-000000000002" },
        {
          type: "delta",
          text: "Erster Absatz mit **fett** und _kursiv_.\nNeue Zeile.\n\n- Punkt [Art. 24 DSG](https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_24)\n",
        },
        { type: "delta", text: "- [Gefahr](javascript:alert(1)) und <script>alert(2)</script>\n  - verschachtelt\n\n1. eins\n2. zwei\n\n" },
        // Long compound words do not wrap: the table is wider than a phone.
        {
          type: "delta",
          text: "| Pflicht | Frist | Grundlage |\n|---|---|---|\n| Auskunft | 30 Tage | Auskunftserteilungsfristverlängerungsmitteilung |\n| Meldung | so rasch als möglich | Datensicherheitsverletzungsmeldepflicht |\n\n",
        },
        { type: "delta", text: '```html\n<script>alert(4)</script>\n<img src=x onerror="alert(5)">\n```' },
        {
          type: "citations",
          citations: [{ ref: "DSV Art. 15", title: "Meldung", url: "javascript:alert(3)", stand: "2023-09-01" }],
          unverified: ["DSG Art. 99"],
        },
        { type: "done", status: "complete" },
      ]),
    }),
  );
  const chat = await openSignedIn(page, user.email);
  await chat.ask("Markdown?");
  const answer = await chat.waitForAnswer();
  await expect(answer.locator("strong", { hasText: "fett" })).toBeVisible();
  await expect(answer.locator("em", { hasText: "kursiv" })).toBeVisible();
  const text = answer.locator("[data-markdown]");
  await expect(text.locator("p br")).toHaveCount(1);
  await expect(text.locator(":scope > ul > li")).toHaveCount(2);
  await expect(text.locator("ul ul > li")).toHaveText("verschachtelt");
  await expect(text.locator("ol > li")).toHaveText(["eins", "zwei"]);
  // A table with its header, and a code block, both shown as data, never run.
  const table = text.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Pflicht", "Frist", "Grundlage"]);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("Auskunft");
  await expect(text.locator("pre code")).toHaveText('<script>alert(4)</script>\n<img src=x onerror="alert(5)">');
  expect(await text.locator("pre").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/mono/i);
  await expect(answer.locator("img")).toHaveCount(0);
  await expect(answer.getByText("<script>alert(2)</script>", { exact: false })).toBeVisible();
  await expect(answer.getByRole("link", { name: "Gefahr" })).toHaveCount(0);
  await expect(answer.getByText("Gefahr")).toBeVisible();
  await expect(answer.getByRole("link", { name: "Art. 24 DSG" })).toHaveAttribute("rel", "noopener noreferrer");
  for (const href of await answer.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^https:/);
  }
  const sources = chat.sources(answer);
  await expect(sources).toContainText("Art. 15 DSV");
  await expect(sources).toContainText("Stand 1.9.2023");
  await expect(sources).toContainText("Art. 99 DSG (nicht überprüft)");
  await expect(sources.getByRole("link")).toHaveCount(0);
  await expect(answer.locator("script")).toHaveCount(0);
  expect(dialogs).toEqual([]);

  // On a small screen the wide table scrolls inside the answer; the page does not.
  await page.setViewportSize({ width: 320, height: 640 });
  const wrapper = table.locator("xpath=..");
  await expect.poll(() => wrapper.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await wrapper.evaluate((element) => getComputedStyle(element).overflowX)).toBe("auto");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // The scrolling table and code block can be reached and scrolled by keyboard.
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("without a session the chat asks to sign in, in the top window", async ({ page }) => {
  await page.goto("/webchat/");
  const chat = Chat.direct(page);
  await expect(page.getByText("Bitte melden Sie sich an")).toBeVisible();
  const link = page.getByRole("link", { name: "Zur Anmeldung" });
  await expect(link).toHaveAttribute("href", "/auth");
  await expect(link).toHaveAttribute("target", "_top");
  await expect(chat.input).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a missing or invalid configuration shows a German message", async ({ page }) => {
  await page.goto("/webchat/?configUrl=/nope.json");
  await expect(page.getByRole("alert")).toContainText(CONFIG_ERROR);

  await page.route("**/broken-config.json", (route) => route.fulfill({ json: { botName: "Bot", colors: { primary: "red;}" } } }));
  await page.goto("/webchat/?configUrl=%2Fbroken-config.json");
  await expect(page.getByRole("alert")).toContainText(CONFIG_ERROR);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the configuration sets name, texts, colour and features", async ({ page, user }) => {
  await page.route("**/custom-config.json", (route) =>
    route.fulfill({
      json: {
        botName: "Testbot",
        welcomeMessage: "Willkommen beim Testbot.",
        placeholder: "Fragen Sie los …",
        colors: { primary: "#7c2d12" },
        links: { privacy: "https://example.ch/datenschutz" },
        features: { history: false, copy: false },
      },
    }),
  );
  await signInThroughUi(page, user.email);
  await page.goto("/webchat/?configUrl=%2Fcustom-config.json");
  const chat = Chat.direct(page);
  await chat.ready();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Testbot");
  await expect(page.getByText("Willkommen beim Testbot.")).toBeVisible();
  await expect(chat.input).toHaveAttribute("placeholder", "Fragen Sie los …");
  await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "https://example.ch/datenschutz");
  await expect(chat.historyButton).toHaveCount(0);
  await chat.input.fill("x");
  expect(await chat.sendButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgb(124, 45, 18)");
  await chat.ask(QUESTION);
  await chat.waitForAnswer();
  await expect(chat.lastAnswer.getByRole("button", { name: "Antwort kopieren" })).toHaveCount(0);
});

test("too many questions: the server's message is shown in the chat", async ({ page, user }) => {
  const message = "Sie haben in kurzer Zeit sehr viele Fragen gestellt. Bitte warten Sie einen Moment.";
  await page.route("**/api/chat", (route) => route.fulfill({ status: 429, json: { error: { code: "rate_limited", message } } }));
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  await chat.ask(QUESTION);
  const answer = await chat.waitForAnswer("error");
  await expect(answer).toContainText(message);
  await expect(chat.liveRegion).toHaveText(message);
  await expect(chat.sendButton).toBeVisible();
});

test("accessibility: no serious or critical axe violations on the chat with an answer and the history", async ({ page, user }) => {
  test.slow(); // Five axe runs: empty, answered, comment form, over-long question, history.
  const chat = await openSignedIn(page, user.email);
  await expect(page.getByRole("heading", { name: "Beispielfragen" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await chat.ask(QUESTION);
  const answer = await chat.waitForAnswer();
  await expect(answer.getByRole("button", { name: "Hilfreich", exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await answer.getByRole("button", { name: "Nicht hilfreich" }).click();
  await expect(answer.getByLabel("Was hat Ihnen gefehlt? (freiwillig)")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await chat.input.fill("x".repeat(4001));
  await expect(chat.input).toHaveAttribute("aria-invalid", "true");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await chat.input.fill("");
  await chat.openHistory();
  await expect(chat.history.getByRole("listitem")).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("works by keyboard alone: Tab to the input, Shift+Enter for a new line, Enter sends", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  for (let i = 0; i < 40 && !(await chat.input.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(chat.input).toBeFocused();
  await page.keyboard.type("Erste Zeile");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("zweite Zeile");
  await expect(chat.input).toHaveValue("Erste Zeile\nzweite Zeile");
  await expect(chat.questions).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(chat.questions.last()).toHaveText(/Erste Zeile\s+zweite Zeile/);
  await expect(chat.input).toHaveValue("");
  await expect(chat.input).toBeFocused();
  await chat.waitForAnswer();

  // The history too: open, move to the conversation, reopen it with Enter.
  await page.keyboard.press("Shift+Tab");
  for (let i = 0; i < 40 && !(await chat.historyButton.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press("Shift+Tab");
  }
  await page.keyboard.press("Enter");
  await expect(chat.history.getByRole("heading", { name: "Frühere Unterhaltungen" })).toBeFocused();
  // The list loads after the panel opens: tab only once it is there.
  await expect(chat.history.getByRole("button", { name: /Erste Zeile/ }).first()).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(chat.history.getByRole("button", { name: /Erste Zeile/ }).first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat.history).toBeHidden();
  await expect(chat.historyButton).toBeFocused();
});

test("at 320 px the chat page does not scroll sideways", async ({ page, user }) => {
  await page.setViewportSize({ width: 320, height: 600 });
  const chat = await openSignedIn(page, user.email);
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await scrollWidth()).toBeLessThanOrEqual(320);
  await chat.ask(QUESTION);
  await chat.waitForAnswer();
  await chat.ask("https://www.fedlex.admin.ch/eli/cc/2022/491/de#art_24_sehr_langer_text_ohne_leerzeichen_der_umbrechen_muss");
  await chat.waitForAnswer();
  expect(await scrollWidth()).toBeLessThanOrEqual(320);
  // The messages scroll inside the frame, the input stays in view.
  await expect(chat.input).toBeInViewport();
  await chat.openHistory();
  expect(await scrollWidth()).toBeLessThanOrEqual(320);
});

test("nothing on the chat page is blocked by the CSP, and no request leaves the site", async ({ page, user }) => {
  const watch = await watchPage(page);
  const chat = await openSignedIn(page, user.email);
  await chat.ask(QUESTION);
  await chat.waitForAnswer();
  expect(await watch.cspViolations()).toEqual([]);
  expect(watch.offSiteRequests()).toEqual([]);
});

test("an empty conversation offers example questions; a click asks one and the answer streams in with its sources", async ({
  page,
  user,
}) => {
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  const starters = chat.root.getByRole("region", { name: "Beispielfragen" });
  await expect(starters.getByRole("heading", { name: "Beispielfragen" })).toBeVisible();
  await expect(starters.getByRole("button")).toHaveText(STARTERS);

  const held = await holdRequests(page, "**/api/chat");
  await starters.getByRole("button", { name: STARTERS[1] }).click();
  await expect(chat.questions).toHaveCount(1);
  await expect(chat.questions.first()).toContainText(STARTERS[1]);
  await expect(starters).toHaveCount(0);
  await expect(chat.lastAnswer).toContainText("Der Assistent schreibt …");
  held.release();
  const answer = await chat.waitForAnswer();
  // A direct first sentence (the duty to report and its deadline), then the guide's steps.
  const lead = answer.locator("[data-markdown] > p").first();
  await expect(lead).toContainText("so rasch als möglich");
  await expect(answer.getByRole("heading", { name: "Was jetzt zu tun ist" })).toBeVisible();
  await expect(answer.locator("[data-markdown] ol > li").first()).toContainText(/\S/);
  await expect(answer.locator("[data-markdown]")).toContainText("Leitfaden: Datenpanne");
  await expect(chat.sources(answer).getByRole("heading", { name: "Quellen" })).toBeVisible();
  await expect(chat.sources(answer).getByRole("link").first()).toHaveAttribute("href", FEDLEX);

  // A new conversation offers them again.
  await chat.newConversationButton.click();
  await expect(starters.getByRole("button")).toHaveCount(STARTERS.length);
});

test("follow-up questions are offered under the latest complete answer only, and a click asks one", async ({ page, user }) => {
  const conversationId = "00000000-0000-4000-8000-00000000000a";
  const replies = [
    { text: "Melden Sie den Vorfall dem EDÖB.", suggestions: ["Bis wann muss das geschehen?", "Müssen wir die Betroffenen informieren?"] },
    { text: "So rasch als möglich.", suggestions: ["Was gehört in die Meldung?"] },
  ];
  const bodies: unknown[] = [];
  await page.route("**/api/chat", (route) => {
    const n = bodies.push(route.request().postDataJSON()) - 1;
    return route.fulfill({
      status: 200,
      contentType: "text/event-stream; charset=utf-8",
      body: eventStream([
        { type: "meta", conversationId, messageId: `00000000-0000-4000-8000-00000000001${n}` },
        { type: "delta", text: replies[n].text },
        { type: "citations", citations: [], unverified: [] },
        { type: "suggestions", items: replies[n].suggestions },
        { type: "done", status: "complete" },
      ]),
    });
  });
  const chat = await openSignedIn(page, user.email);
  await chat.ask("Wir wurden gehackt.");
  const first = await chat.waitForAnswer();
  const offered = first.getByRole("region", { name: "Mögliche Anschlussfragen" });
  await expect(offered.getByRole("button")).toHaveText(replies[0].suggestions);

  await offered.getByRole("button", { name: "Bis wann muss das geschehen?" }).click();
  await expect(chat.questions).toHaveCount(2);
  await expect(chat.questions.last()).toContainText("Bis wann muss das geschehen?");
  const second = await chat.waitForAnswer();
  await expect(second).toContainText("So rasch als möglich.");
  // Asked in the same conversation, so the server reads it in context.
  expect(bodies[1]).toEqual({ message: "Bis wann muss das geschehen?", conversationId });
  await expect(chat.root.getByRole("region", { name: "Mögliche Anschlussfragen" })).toHaveCount(1);
  await expect(second.getByRole("region", { name: "Mögliche Anschlussfragen" }).getByRole("button")).toHaveText([
    "Was gehört in die Meldung?",
  ]);
});

test("an answer can be rated, with a comment after «Nicht hilfreich»; the rating is kept and exported", async ({ page, request, user }) => {
  const chat = await openSignedIn(page, user.email);
  await chat.ask(QUESTION);
  const answer = await chat.waitForAnswer();
  const helpful = answer.getByRole("button", { name: "Hilfreich", exact: true });
  const notHelpful = answer.getByRole("button", { name: "Nicht hilfreich" });
  const thanks = answer.getByRole("status").filter({ hasText: "Danke für Ihre Rückmeldung." });
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await expect(notHelpful).toHaveAttribute("aria-pressed", "false");

  const saved = page.waitForResponse((response) => response.url().endsWith("/feedback") && response.request().method() === "PUT");
  await helpful.click();
  expect((await saved).status()).toBe(200);
  await expect(helpful).toHaveAttribute("aria-pressed", "true");
  await expect(thanks).toBeVisible();

  await notHelpful.click();
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  const comment = answer.getByLabel("Was hat Ihnen gefehlt? (freiwillig)");
  await expect(comment).toBeFocused();
  await expect(comment).toHaveAttribute("maxlength", "1000");
  await comment.fill("Die Frist für die Meldung fehlt.");
  await answer.getByRole("button", { name: "Senden" }).click();
  await expect(comment).toHaveCount(0);
  await expect(thanks).toBeVisible();

  // Kept with the conversation.
  await page.reload();
  await chat.ready();
  await expect(chat.lastAnswer.getByRole("button", { name: "Nicht hilfreich" })).toHaveAttribute("aria-pressed", "true");

  // And in the user's export.
  const token = await apiToken(request, user.email, user.password);
  const exported = await (await request.get("/api/me/export", { headers: { Authorization: `Bearer ${token}` } })).json();
  const messages = exported.conversations.flatMap((conversation: { messages: unknown[] }) => conversation.messages);
  expect(messages.filter((message: { feedback: unknown }) => message.feedback)).toEqual([
    expect.objectContaining({
      role: "assistant",
      feedback: expect.objectContaining({ rating: "not_helpful", comment: "Die Frist für die Meldung fehlt." }),
    }),
  ]);
});

test("a long question shows a counter, and beyond 4000 characters a message instead of being cut", async ({ page, user }) => {
  const chat = await openSignedIn(page, user.email);
  const counter = chat.root.getByText(/^\d+ \/ 4000 Zeichen$/);
  await chat.input.fill("a".repeat(3500));
  await expect(counter).toHaveCount(0);
  await chat.input.fill("a".repeat(3501));
  await expect(counter).toHaveText("3501 / 4000 Zeichen");
  await expect(chat.sendButton).toBeEnabled();
  await expect(chat.input).not.toHaveAttribute("aria-invalid", "true");

  const long = `Bitte prüfen Sie diesen Vertrag: ${"x".repeat(4000)}`;
  await chat.input.fill(long);
  await expect(chat.input).toHaveValue(long); // nothing cut off
  const tooLong = chat.root.getByText(`Die Frage ist zu lang: höchstens 4000 Zeichen (jetzt ${long.length}).`);
  await expect(tooLong).toBeVisible();
  await expect(counter).toHaveText(`${long.length} / 4000 Zeichen`);
  expect(await tooLong.evaluate((element) => getComputedStyle(element).color)).toBe(await destructiveColor(page));
  await expect(chat.input).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await chat.input.getAttribute("aria-describedby"))!.split(" ");
  expect(describedBy).toContain(await tooLong.getAttribute("id"));
  await expect(chat.sendButton).toBeDisabled();
  await chat.input.press("Enter");
  await expect(chat.questions).toHaveCount(0);

  await chat.input.fill("a".repeat(4000));
  await expect(tooLong).toHaveCount(0);
  await expect(chat.input).not.toHaveAttribute("aria-invalid", "true");
  await expect(chat.sendButton).toBeEnabled();
  await chat.input.fill("Kurz");
  await expect(counter).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width}×${viewport.height} the input is in view on arrival, full-page and in the frame, without scrolling`, async ({
    page,
    user,
  }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, user.email);
    // In the home page's frame: the chat's own page does not scroll, and the input sits inside it.
    const framed = Chat.inFrame(page);
    await framed.ready();
    const inFrame = await framed.input.evaluate((input) => {
      const box = input.getBoundingClientRect();
      const root = document.documentElement;
      return { top: box.top, bottom: box.bottom, height: window.innerHeight, scrollHeight: root.scrollHeight, scrollTop: root.scrollTop };
    });
    expect(inFrame.top).toBeGreaterThan(0);
    expect(inFrame.bottom).toBeLessThanOrEqual(inFrame.height);
    expect(inFrame.scrollHeight).toBeLessThanOrEqual(inFrame.height);
    expect(inFrame.scrollTop).toBe(0);

    await page.goto("/webchat/");
    const chat = Chat.direct(page);
    await chat.ready();
    await expect(chat.input).toBeInViewport();
    // The welcome and the example questions begin at the top; the messages scroll, not the page.
    await expect(page.locator("[data-markdown]").first()).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Beispielfragen" })).toBeInViewport();
    expect(await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight])).toEqual([
      viewport.height,
      viewport.height,
    ]);
  });
}

test("in the frame a «Vollbild» link opens the chat full-page in a new tab; on its own page there is none", async ({
  page,
  context,
  user,
}) => {
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  const src = await page.locator(`iframe[title="${FRAME_TITLE}"]`).getAttribute("src");
  const link = chat.root.getByRole("link", { name: /^Vollbild/ });
  await expect(link).toHaveAttribute("href", src!);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener");
  await expect(link).toHaveText(/Vollbild/);

  const opening = context.waitForEvent("page");
  await link.click();
  const full = await opening;
  await full.waitForLoadState();
  const url = new URL(full.url());
  expect(`${url.pathname}${url.search}`).toBe(src);
  await Chat.direct(full).ready();
  await expect(full.getByRole("link", { name: /Vollbild/ })).toHaveCount(0);
  await full.close();

  // On a small screen only the icon shows; the name stays for screen readers.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(link).toHaveAccessibleName(/^Vollbild/);
  expect(await link.getByText("Vollbild", { exact: true }).evaluate((element) => getComputedStyle(element).position)).toBe("absolute");
});
