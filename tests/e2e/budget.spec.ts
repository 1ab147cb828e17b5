// JavaScript budgets of the sign-in page and of the webchat page (which the home page frames):
// at most 150 KB gzipped each, measured on the production build.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { Chat } from "./pages/chat.js";

const WEB = path.resolve("dist/web");
const BUDGET_KB = 150;
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(WEB, file)), { level: 9 }).length / 1024;

/** The scripts an HTML entry loads at once: its module and the chunks it preloads. */
function taggedScripts(htmlFile: string): string[] {
  const html = fs.readFileSync(path.join(WEB, htmlFile), "utf8");
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );
}

test("the JavaScript loaded by /auth is at most 150 KB gzipped", async ({ page }) => {
  const tagged = taggedScripts("index.html");
  const fromHtml = tagged.reduce((sum, file) => sum + gzipKb(file), 0);

  // What the browser really fetches, in case something is imported lazily on the way.
  const loaded = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) loaded.add(url.pathname);
  });
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const fromNetwork = [...loaded].reduce((sum, file) => sum + gzipKb(file), 0);

  console.log(`JS for /auth: ${fromHtml.toFixed(1)} KB gzipped (index.html), ${fromNetwork.toFixed(1)} KB (network)`);
  expect(tagged.length).toBeGreaterThan(0);
  expect(fromHtml).toBeLessThanOrEqual(BUDGET_KB);
  expect(fromNetwork).toBeLessThanOrEqual(BUDGET_KB);
});

// The webchat renders answers with react-markdown and GFM tables: about 101 KB gzipped before the
// library, about 146 KB with it. Measured with an answer on screen, so that anything loaded on
// the way to one counts too.
test("the JavaScript loaded by /webchat/ is at most 150 KB gzipped", async ({ page, user }) => {
  const tagged = taggedScripts("webchat/index.html");
  const fromHtml = tagged.reduce((sum, file) => sum + gzipKb(file), 0);

  // Routing turns Playwright's HTTP cache off: every script the chat page needs is fetched again.
  await page.route("**/*.js", (route) => route.continue());
  const loaded = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) loaded.add(url.pathname);
  });
  await signInThroughUi(page, user.email);
  // The home page and its chat frame have loaded everything once the frame's input shows. (Waiting for
  // "networkidle" here hung now and then: after a client-side navigation Chromium does not always
  // report it again.)
  await Chat.inFrame(page).ready();
  loaded.clear(); // the app page's scripts; the chat page is measured on its own
  await page.goto("/webchat/");
  const chat = Chat.direct(page);
  await chat.ready();
  await chat.ask("Was regelt Art. 19 DSG?");
  await chat.waitForAnswer();
  await page.waitForLoadState("networkidle");
  const fromNetwork = [...loaded].reduce((sum, file) => sum + gzipKb(file), 0);

  console.log(`JS for /webchat/: ${fromHtml.toFixed(1)} KB gzipped (webchat/index.html), ${fromNetwork.toFixed(1)} KB (network)`);
  expect(tagged.length).toBeGreaterThan(0);
  expect(fromHtml).toBeLessThanOrEqual(BUDGET_KB);
  expect(fromNetwork).toBeLessThanOrEqual(BUDGET_KB);
});
