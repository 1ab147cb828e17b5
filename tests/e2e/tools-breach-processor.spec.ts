// The breach assistant for a processor (issue 26): the role question comes first; a payroll bureau
// whose breach is of its customer's data is told to inform that customer without delay, the EDÖB
// report is left to the customer, the facts that drove the verdict are listed, and the draft is
// the notice to the controller. The number of persons may be "unbekannt".
import fs from "node:fs/promises";
import { expect, signInThroughUi, test } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";
import { PROCESSOR_NOTICE_TITLE } from "../../server/tools/breach/draft.js";

test("a processor's breach leads to the notice to the controller", async ({ page, user }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughUi(page, user.email);
  await page.goto("/werkzeuge/datenpanne");
  const role = page.getByRole("group", { name: "Ihre Rolle" });
  // The role question is the form's first group.
  await expect(page.locator("form fieldset").first()).toHaveAccessibleName("Ihre Rolle");
  await role.getByLabel(/Auftragsbearbeiter/).check();
  await page.getByLabel("Titel").fill("Lohnabrechnungen an falschen Kunden");
  await page
    .getByLabel("Beschreibung")
    .fill("Lohnabrechnungen eines Kunden gingen an einen anderen Kunden; er hat die Löschung bestätigt.");
  await page.getByLabel("Finanzdaten (Konto, Kreditkarte, Einkommen)").check();
  await page.getByLabel("Anzahl unbekannt").check();
  await expect(page.getByLabel("Ungefähre Anzahl betroffener Personen")).toBeDisabled();
  await page.getByLabel("Grössenordnung der betroffenen Personen").selectOption("11-100");
  await page.getByLabel("Entdeckt am").fill("2026-05-04");
  await page.getByLabel("Verantwortliches Unternehmen oder Organisation").fill("Bäckerei Muster GmbH");
  await page.getByLabel("Ansprechperson", { exact: true }).fill("Erika Muster");
  await page.getByRole("button", { name: "Beurteilen und speichern" }).click();

  await expect(page.getByRole("heading", { name: "Meldung an den Verantwortlichen: Ja, erforderlich" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meldung an den EDÖB: Nicht erforderlich" })).toBeVisible();
  await expect(page.getByText(/Sache des Verantwortlichen/)).toBeVisible();
  await expect(page.getByRole("link", { name: "DSG Art. 24 Abs. 3" })).toHaveAttribute("href", /fedlex\.admin\.ch/);
  // The facts that drove the verdict, one of them recognised in the description.
  const facts = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Massgebende Tatsachen" }) });
  await expect(facts.getByText(/Löschung bestätigt.*aus Ihrer Beschreibung erkannt/)).toBeVisible();
  await expect(facts.getByText(/Es sind 11–100 Personen betroffen/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Meldungsentwurf herunterladen (Markdown)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("meldung-verantwortlicher-entwurf.md");
  const markdown = await fs.readFile(await download.path(), "utf8");
  expect(markdown).toContain(`# ${PROCESSOR_NOTICE_TITLE}`);
  expect(markdown).toContain("An: Bäckerei Muster GmbH");
  expect(markdown).toContain("Ungefähre Anzahl betroffener Personen: 11–100.");

  // Saved and opened again, the role and the unknown number stay as entered.
  await page.reload();
  await page.getByRole("button", { name: "Lohnabrechnungen an falschen Kunden öffnen" }).click();
  await expect(page.getByRole("group", { name: "Ihre Rolle" }).getByLabel(/Auftragsbearbeiter/)).toBeChecked();
  await expect(page.getByLabel("Anzahl unbekannt")).toBeChecked();
  await expect(page.getByRole("heading", { name: "Meldung an den Verantwortlichen: Ja, erforderlich" })).toBeVisible();
});
