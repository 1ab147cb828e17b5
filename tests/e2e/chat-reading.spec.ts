// Reading a long answer in the home page's frame (issue 25): the view keeps the question and the
// answer's first sentence in sight instead of following the stream to the end, and «Zur neuesten
// Nachricht» brings the end when the reader wants it.
import type { Locator } from "@playwright/test";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";
import { Chat } from "./pages/chat.js";

const FIRST = "Ja, melden Sie den Vorfall so rasch wie möglich dem EDÖB.";
const LAST = "Damit ist die Meldung vollständig.";
const SUGGESTION = "Müssen wir die Betroffenen informieren?";
const paragraphs = Array.from({ length: 30 }, (_, i) => `${i + 1}. Schritt: Halten Sie fest, was geschehen ist und wer betroffen ist.`);
const LONG_ANSWER = [FIRST, ...paragraphs, LAST].join("\n\n");

/** An event stream as the server writes it, delivered at once. */
const eventStream = (events: object[]) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("");

/** The element's box lies entirely within the messages' visible area (inside the frame's scroller). */
async function fullyInView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let scroller = element.parentElement;
    while (scroller && getComputedStyle(scroller).overflowY !== "auto") scroller = scroller.parentElement;
    const box = element.getBoundingClientRect();
    const view = scroller!.getBoundingClientRect();
    return box.top >= view.top && box.bottom <= view.bottom && box.bottom <= window.innerHeight;
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width}×${viewport.height} a long answer opens at its first sentence, not at its end`, async ({ page, user }) => {
    await page.setViewportSize(viewport);
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream; charset=utf-8",
        body: eventStream([
          { type: "meta", conversationId: "00000000-0000-4000-8000-0000000000b1", messageId: "00000000-0000-4000-8000-0000000000b2" },
          ...LONG_ANSWER.match(/[^\n]+\n*/g)!.map((text) => ({ type: "delta", text })),
          { type: "citations", citations: [], unverified: [] },
          { type: "suggestions", items: [SUGGESTION] },
          { type: "done", status: "complete" },
        ]),
      }),
    );
    await signInThroughUi(page, user.email);
    const chat = Chat.inFrame(page);
    await chat.ready();
    // An earlier exchange above, so that the new question has to move up to be read.
    await chat.ask("Wir wurden gehackt.");
    await chat.waitForAnswer();
    await chat.ask("Was müssen wir jetzt tun?");
    const answer = await chat.waitForAnswer();
    await expect(answer).toContainText(LAST);

    const first = answer.getByText(FIRST);
    const suggestion = chat.root.getByRole("button", { name: SUGGESTION });
    expect(await fullyInView(chat.questions.last())).toBe(true);
    expect(await fullyInView(first)).toBe(true);
    await expect(suggestion.last()).not.toBeInViewport();
    await expect(answer.getByText(LAST)).not.toBeInViewport();

    // The way to the end, for whoever wants it; there, it goes away.
    const newest = chat.root.getByRole("button", { name: "Zur neuesten Nachricht" });
    await expect(newest).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await newest.click();
    await expect(suggestion.last()).toBeInViewport();
    expect(await fullyInView(suggestion.last())).toBe(true);
    await expect(newest).toHaveCount(0);
    await expect(chat.input).toBeFocused();

    // Scrolling up by hand brings the button back.
    await chat.root.getByRole("list", { name: "Nachrichten dieser Unterhaltung" }).hover();
    await page.mouse.wheel(0, -600);
    await expect(newest).toBeVisible();
  });
}
