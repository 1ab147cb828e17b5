// A tool's saved list can be stale (the item was deleted in another tab): opening it then says so
// above the form instead of failing silently, and the form stays as it was.
import { expect, signInThroughUi, test } from "./fixtures.js";

test("opening a breach deleted in another tab shows why it cannot be opened", async ({ page, user }) => {
  test.setTimeout(60_000);
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenpanne");
  await page.getByLabel("Titel").fill("Verlorener USB-Stick");
  await page.getByLabel("Kontaktdaten (Name, Adresse, E-Mail, Telefon)").check();
  await page.getByLabel("Ungefähre Anzahl betroffener Personen").fill("3");
  await page.getByLabel("Entdeckt am").fill("2026-06-01");
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();
  await expect(page.getByText("Verlorener USB-Stick (Risiko")).toBeVisible();

  const other = await page.context().newPage();
  await other.goto("/werkzeuge/datenpanne");
  await other.getByRole("button", { name: "Verlorener USB-Stick löschen" }).click();
  await expect(other.getByText("Verlorener USB-Stick (Risiko")).toHaveCount(0);
  await other.close();

  await page.getByRole("button", { name: "Verlorener USB-Stick öffnen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Dieser Vorfall wurde nicht gefunden." })).toBeVisible();
  await expect(page.getByLabel("Titel")).toHaveValue("Verlorener USB-Stick");
});
