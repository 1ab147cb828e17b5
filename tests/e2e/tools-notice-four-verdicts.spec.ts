// Issue 26: a complete Swiss notice without automated decisions. The items that do not apply to it (automated
// decisions, a representative in Switzerland, data from others) are shown as "Nicht anwendbar" with the reason,
// and they do not lower the score: 100 of 100.
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";

const NOTICE = [
  "Datenschutzerklärung der Holzwerk Aare AG",
  "Stand: 1. März 2026",
  "Verantwortlich für die Bearbeitung ist die Holzwerk Aare AG, Industrieweg 4, 3012 Bern, datenschutz@holzwerk-aare.example.",
  "Unsere Datenschutzberaterin ist Frau Nora Steiner, erreichbar unter datenschutz@holzwerk-aare.example.",
  "Wir bearbeiten Ihre Kontaktdaten und Bestellungen, um Offerten zu erstellen, Aufträge auszuführen und Rechnungen zu stellen.",
  "Wir geben Ihre Daten an unsere IT-Dienstleisterin und an die Post für die Lieferung weiter.",
  "Unsere Daten liegen in einem Rechenzentrum in Deutschland. Deutschland bietet nach Anhang 1 DSV einen angemessenen Schutz.",
  "Rechnungen bewahren wir zehn Jahre auf; Offerten löschen wir nach zwei Jahren.",
  "Sie können Auskunft verlangen, unrichtige Daten berichtigen und Ihre Daten löschen lassen.",
].join("\n");

test("a complete Swiss notice shows the items that do not apply as 'Nicht anwendbar' and scores 100", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenschutzerklaerung");
  await page.getByLabel("Text der Datenschutzerklärung").fill(NOTICE);
  await page.getByRole("button", { name: "Datenschutzerklärung prüfen" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Ergebnis: 100 von 100 Punkten" })).toBeVisible();
  await expect(page.getByText(/8 vorhanden, 0 unklar, 0 fehlen, 3 nicht anwendbar/)).toBeVisible();
  const items = page.getByRole("list", { name: "Prüfpunkte" }).locator(":scope > li");
  const item = (name: string | RegExp) => items.filter({ has: page.getByRole("heading", { name }) });
  await expect(item("Automatisierte Einzelentscheidungen")).toContainText("Nicht anwendbar");
  await expect(item("Automatisierte Einzelentscheidungen")).toContainText("Art. 21 DSG");
  await expect(item("Vertretung in der Schweiz")).toContainText("Nicht anwendbar");
  await expect(item("Vertretung in der Schweiz")).toContainText("wer im Ausland sitzt");
  await expect(item(/nicht bei der Person beschafft/)).toContainText("Nicht anwendbar");
  await expect(item(/Bekanntgabe ins Ausland/)).toContainText("Vorhanden");
  await expect(items.filter({ hasText: "Fehlt" })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
