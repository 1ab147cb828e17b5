// The breach assistant's decision table (decision 023, session 9): a decisive fact the user answers
// "Unbekannt" gives "Im Einzelfall prüfen", naming that fact first among the facts and saying what each
// answer would lead to; once the user answers it, the answer decides.
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";

const KEY = "Ist der Schlüssel sicher (nicht mit den Daten abhandengekommen oder kopiert)?";

test("an unknown key gives 'prüfen' naming the key; answering it decides", async ({ page, user }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenpanne");
  await page.getByLabel("Titel").fill("Sicherungsplatte aus dem Auto gestohlen");
  await page.getByLabel("Gesundheitsdaten (besonders schützenswert)").check();
  await page.getByLabel("Ungefähre Anzahl betroffener Personen").fill("600");
  // The key is asked only for encrypted data.
  await expect(page.getByLabel(KEY)).toHaveCount(0);
  await page.getByLabel("Die Daten waren verschlüsselt").check();
  await page.getByLabel(KEY).selectOption("unbekannt");
  await page.getByLabel("Wer hat die Daten erhalten?").selectOption("krimineller");
  await page.getByLabel("Entdeckt am").fill("2026-11-20");
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();

  await expect(page.getByRole("heading", { name: "Meldung an den EDÖB: Im Einzelfall prüfen" })).toBeVisible();
  await expect(page.getByText(/Entscheidend ist, ob der Schlüssel der verschlüsselten Daten sicher geblieben ist/).first()).toBeVisible();
  await expect(page.getByText(/Ist er sicher, ist kein hohes Risiko zu erwarten/).first()).toBeVisible();
  const facts = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Massgebende Tatsachen" }) });
  await expect(facts.getByRole("listitem").first()).toContainText("Ob der Schlüssel der verschlüsselten Daten sicher ist");
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Saved, the answer stays; answered "Ja", the key decides: no report.
  await expect(page.getByLabel(KEY)).toHaveValue("unbekannt");
  await page.getByLabel(KEY).selectOption("ja");
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();
  await expect(page.getByRole("heading", { name: "Meldung an den EDÖB: Nicht erforderlich" })).toBeVisible();
});
