// The sign-in page's JavaScript budget: at most 150 KB gzipped, measured on the production build.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "./fixtures.js";

const WEB = path.resolve("dist/web");
const BUDGET_KB = 150;
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(WEB, file)), { level: 9 }).length / 1024;

test("the JavaScript loaded by /auth is at most 150 KB gzipped", async ({ page }) => {
  const html = fs.readFileSync(path.join(WEB, "index.html"), "utf8");
  const tagged = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
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
