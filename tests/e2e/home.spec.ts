import { expect, signInThroughUi, test } from "./fixtures.js";

test("home shows the header with the e-mail address, the hero, three cards and the AI notice", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Datenschutz-Assistent" })).toBeVisible();
  await expect(banner.getByText(user.email)).toBeVisible();
  await expect(banner.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Assistent für den Schweizer Datenschutz");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Datenschutz",
    "Aufsichtsbehörden",
    "Weitere Kompetenzen",
    "Fragen Sie den Assistenten",
  ]);
  const cards = page.locator("[data-slot=card]");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText("DSG");
  await expect(cards.nth(0)).toContainText("DSV");
  await expect(cards.nth(0)).toContainText("KVG");
  await expect(cards.nth(1)).toContainText("FINMA");
  await expect(cards.nth(1)).toContainText("BAG");
  await expect(cards.nth(1)).toContainText("EDÖB");
  const notice = page.getByRole("complementary", { name: "Hinweis zur KI" });
  await expect(notice).toContainText("(KI)");
  await expect(notice).toContainText("können falsch");
  await expect(notice).toContainText("im Zweifelsfall");
  // Swiss spelling throughout.
  expect(await page.locator("body").innerText()).not.toContain("ß");
});

test("the chat frame is 600 px high, full width, titled and loads the configured webchat", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("title", "Chat mit dem Datenschutz-Assistenten");
  await expect(frame).toHaveAttribute("src", "/webchat/?configUrl=%2Fwebchat%2Fconfig.json");
  const box = await frame.boundingBox();
  const containerWidth = await frame.evaluate((element) => element.parentElement!.clientWidth);
  expect(box?.height).toBe(600);
  expect(box?.width).toBe(containerWidth);
  await expect(page.frameLocator("iframe").getByLabel("Ihre Frage", { exact: true })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${viewport.width}×${viewport.height} the chat's input on the home page is in view on arrival`, async ({ page, user }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, user.email);
    const frame = page.locator("iframe");
    await expect(page.frameLocator("iframe").getByLabel("Ihre Frage", { exact: true })).toBeVisible();
    // The frame's bottom edge (and with it the input) lies within the window, without scrolling.
    const box = (await frame.boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.height).toBeGreaterThanOrEqual(viewport.width >= 1024 ? 600 : 400);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });
}
