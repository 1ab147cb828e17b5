// At 375 px no heading breaks a word in the middle (issue 25): a long German compound such as
// "Datenschutzerklärung" must fit on its line. Stricter than needed where hyphenation is allowed:
// a word spread over two lines counts as broken, whether the browser hyphenated it or not.
import { expect, signInThroughUi, test } from "./fixtures.js";

const PAGES = ["/werkzeuge", "/werkzeuge/datenschutzerklaerung", "/werkzeuge/verzeichnis", "/werkzeuge/datenpanne", "/datenschutz"];

test("at 375×667 the headings of the tool pages and the privacy notice keep their words whole", async ({ page, user }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signInThroughUi(page, user.email);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const broken = await page.evaluate(() => {
      const found: string[] = [];
      for (const heading of document.querySelectorAll("h1, h2, h3, [data-slot=card-title]")) {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          // A line may end after a hyphen ("Datenpanne-Assistent"): the parts count as words.
          for (const match of text.matchAll(/[^\s-]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
            if (lines.size > 1) found.push(match[0]);
          }
        }
      }
      return found;
    });
    expect(broken, path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
