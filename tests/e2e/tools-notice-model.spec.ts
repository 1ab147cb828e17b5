// The notice check when a language model took part (server/tools/notice/second-pass.ts). The e2e
// server has no model, so the real response of the rules is fetched and one missing item is turned
// into a model upgrade exactly as the server would send it: this tests the rendering only (the
// second pass itself is tested against a fake model in second-pass.test.ts).
import fs from "node:fs/promises";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";

const NOTICE =
  "Die Muster AG, Bahnhofstrasse 1, 8001 Zürich, datenschutz@muster.ch, ist für die Bearbeitung verantwortlich. " +
  "Wir bearbeiten Ihre Daten zur Abwicklung Ihrer Bestellungen. Über Kreditanträge befindet unser Computerprogramm selbständig.";
const PASSAGE = "Über Kreditanträge befindet unser Computerprogramm selbständig.";

test("items found by the language model carry a badge, the page says a model reviewed them, the report marks them", async ({
  page,
  user,
}) => {
  await page.route("**/api/privacy", async (route) => {
    const body = await (await route.fetch()).json();
    await route.fulfill({ json: { ...body, languageModel: { endpoint: "https://llm.example.ch/v1", model: "muster-modell" } } });
  });
  await page.route("**/api/tools/notice-check", async (route) => {
    const body = await (await route.fetch()).json();
    const start = NOTICE.indexOf(PASSAGE);
    body.items = body.items.map((item: { id: string; reason: string }) =>
      item.id === "automated"
        ? {
            ...item,
            status: "found",
            source: "model",
            ruleReason: item.reason,
            reason: "Vom Sprachmodell gefunden – bitte prüfen, ob die zitierte Stelle die verlangte Angabe wirklich enthält.",
            quote: { text: PASSAGE, start, end: start + PASSAGE.length },
          }
        : item,
    );
    body.secondPass = "done";
    await route.fulfill({ json: body });
  });
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenschutzerklaerung");
  // Before anything is sent, the page says where the text goes.
  await expect(page.getByRole("complementary", { name: "Hinweis zur Prüfung" })).toContainText("https://llm.example.ch/v1");
  await expect(page.getByRole("complementary", { name: "Hinweis zur Prüfung" })).not.toContainText("ohne KI-Sprachmodell");

  await page.getByLabel("Text der Datenschutzerklärung").fill(NOTICE);
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Ergebnis:/ })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Ein Sprachmodell hat die Punkte nachgeprüft");

  const items = page.getByRole("list", { name: "Prüfpunkte" }).locator(":scope > li");
  const automated = items.filter({ has: page.getByRole("heading", { name: "Automatisierte Einzelentscheidungen" }) });
  await expect(automated.getByText("Sprachmodell", { exact: true })).toBeVisible();
  await expect(automated).toContainText("Vorhanden");
  await expect(automated).toContainText("Regelbasierte Prüfung: Die Erklärung zeigt keine automatisierten Einzelentscheidungen");
  await expect(automated.locator("blockquote")).toContainText(PASSAGE);
  // Only that item: the rules' items carry no badge.
  await expect(page.getByText("Sprachmodell", { exact: true })).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Bericht als Markdown" }).click();
  const markdown = await fs.readFile(await (await downloading).path(), "utf8");
  expect(markdown).toContain("## Automatisierte Einzelentscheidungen – Vorhanden (Sprachmodell)");
  expect(markdown).toContain("ein Sprachmodell nachgeprüft");
});

test("without a language model the page says the check runs without one and shows no badge", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenschutzerklaerung");
  await expect(page.getByRole("complementary", { name: "Hinweis zur Prüfung" })).toContainText("ohne KI-Sprachmodell");
  await page.getByLabel("Text der Datenschutzerklärung").fill(NOTICE);
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Ergebnis:/ })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByText("Sprachmodell", { exact: true })).toHaveCount(0);
});
