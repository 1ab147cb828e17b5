// The home page's chat on a phone (issue 25, decision 022): the frame fills the screen below the
// title, the starter questions show without scrolling, scrolling the chat never scrolls the page,
// and the input stays above the on-screen keyboard (emulated by shrinking the viewport, which
// shrinks the visual viewport with it). The sign-up toast leaves the header's navigation free.
import type { Locator, Page } from "@playwright/test";
import { expect, PASSWORD, signInThroughUi, test, toast } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";
import { Chat, FRAME_TITLE } from "./pages/chat.js";

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const KEYBOARD_OPEN = { width: 375, height: 360 };
const QUESTION = "Wir hatten eine Datenpanne. Müssen wir das dem EDÖB melden?";

const frame = (page: Page) => page.locator(`iframe[title="${FRAME_TITLE}"]`);

/** The element's box within the page's viewport (coordinates of the top window). */
async function inWindow(page: Page, locator: Locator, height: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0);
}

/** The element lies entirely within the visible part of the chat's messages (inside the frame). */
async function inMessagesView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let scroller = element.parentElement;
    while (scroller && getComputedStyle(scroller).overflowY !== "auto") scroller = scroller.parentElement;
    const box = element.getBoundingClientRect();
    const view = scroller!.getBoundingClientRect();
    return box.top >= view.top && box.bottom <= view.bottom;
  });
}

const horizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("at 375×667 the chat fills the screen below the title and its starter questions show without scrolling", async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  const box = (await frame(page).boundingBox())!;
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(title.y + title.height);
  // The frame reaches down to the screen's edge (less a small margin), and not beyond.
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(box.y + box.height).toBeGreaterThanOrEqual(PHONE.height - 16);

  const starters = chat.root.getByRole("region", { name: "Beispielfragen" }).getByRole("button");
  await expect(starters.first()).toBeVisible();
  const visible = await starters.filter({ visible: true }).all();
  expect(visible.length).toBeGreaterThanOrEqual(3);
  for (const starter of visible) {
    expect(await inMessagesView(starter), await starter.innerText()).toBe(true);
    expect(await inWindow(page, starter, PHONE.height), await starter.innerText()).toBe(true);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The welcome shows its start; the rest is a button away and readable in full.
  const more = chat.root.getByRole("button", { name: "Ganze Begrüssung lesen" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(chat.root.getByRole("button", { name: "Weniger anzeigen" })).toHaveAttribute("aria-expanded", "true");

  expect(await horizontalScroll(page)).toBe(false);
  // The sign-in toast is gone after a few seconds; checked is the page as it then stays.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A starter asks its question.
  await visible[0].click();
  await expect(chat.questions).toHaveCount(1);
});

test("at 375×667 scrolling through a long answer scrolls the chat, never the page around it", async ({ page, user }) => {
  test.slow(); // A whole answer streams in, at the e2e server's pace.
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  await chat.ask(QUESTION);
  await chat.waitForAnswer();
  const scrollTop = () => chat.messageList.evaluate((list) => list.closest("section")!.parentElement!.scrollTop);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await chat.messageList.hover();
  const before = await scrollTop();
  // Far past both ends: at the end a scrolling box would hand the rest of the wheel to the page.
  for (const delta of [-4000, 4000, 4000, -4000]) {
    await page.mouse.wheel(0, delta);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY), `after a wheel of ${delta}`).toBe(0);
  }
  await page.mouse.wheel(0, 4000);
  await expect.poll(scrollTop).not.toBe(before);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The whole chat stays on the screen, input included.
  expect(await inWindow(page, frame(page), PHONE.height)).toBe(true);
  expect(await inWindow(page, chat.input, PHONE.height)).toBe(true);
  expect(await horizontalScroll(page)).toBe(false);
});

test("at 375×667 the input stays above the on-screen keyboard, framed and full-page", async ({ page, user }) => {
  await page.setViewportSize(PHONE);
  await signInThroughUi(page, user.email);
  const chat = Chat.inFrame(page);
  await chat.ready();
  await chat.input.click();
  await chat.input.fill("Dürfen wir");
  // The keyboard takes the lower half of the screen: only the visual viewport shrinks.
  await page.setViewportSize(KEYBOARD_OPEN);
  await expect.poll(() => inWindow(page, chat.input, KEYBOARD_OPEN.height)).toBe(true);
  expect(await inWindow(page, frame(page), KEYBOARD_OPEN.height)).toBe(true);
  await expect(chat.input).toBeFocused();
  await expect(chat.input).toHaveValue("Dürfen wir");
  // Closed again, the frame fills the screen as before.
  await page.setViewportSize(PHONE);
  await expect.poll(async () => (await frame(page).boundingBox())!.height).toBeGreaterThanOrEqual(400);
  expect(await inWindow(page, chat.input, PHONE.height)).toBe(true);

  // Full-page the chat is as high as the visual viewport.
  await page.goto("/webchat/");
  const direct = Chat.direct(page);
  await direct.ready();
  await direct.input.click();
  await page.setViewportSize(KEYBOARD_OPEN);
  await expect.poll(() => inWindow(page, direct.input, KEYBOARD_OPEN.height)).toBe(true);
  expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight])).toEqual([0, KEYBOARD_OPEN.height]);
});

test("at 1280×800 the frame keeps its 600 px", async ({ page, user }) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughUi(page, user.email);
  await Chat.inFrame(page).ready();
  expect((await frame(page).boundingBox())!.height).toBe(600);
  expect(await horizontalScroll(page)).toBe(false);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width}×${viewport.height} the sign-up toast leaves «Werkzeuge» and the header free`, async ({ page, email }) => {
    await page.setViewportSize(viewport);
    await page.goto("/auth");
    await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
    await page.getByLabel("E-Mail").fill(email);
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Registrieren", exact: true }).click();
    const message = toast(page, "Registrierung erfolgreich!", "Sie wurden automatisch angemeldet.");
    await expect(message).toBeVisible();
    await expect(page).toHaveURL("/");
    const tools = page.getByRole("banner").getByRole("link", { name: "Werkzeuge" });
    await expect(tools).toBeVisible();
    // Measured once the toast has slid in and the header has its signed-in height.
    await expect(message).toHaveAttribute("data-mounted", "true");
    await page.waitForTimeout(500);
    const box = (await message.boundingBox())!;
    const link = (await tools.boundingBox())!;
    const banner = (await page.getByRole("banner").boundingBox())!;
    const overlaps =
      box.x < link.x + link.width && link.x < box.x + box.width && box.y < link.y + link.height && link.y < box.y + box.height;
    expect(overlaps).toBe(false);
    expect(box.y).toBeGreaterThanOrEqual(banner.y + banner.height);
    // Nothing in the header is hidden behind it: the link can be clicked while the toast shows.
    await expect(message).toBeVisible();
    await tools.click();
    await expect(page).toHaveURL("/werkzeuge");
    expect(await horizontalScroll(page)).toBe(false);
  });
}
