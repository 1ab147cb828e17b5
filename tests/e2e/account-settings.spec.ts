// "Meine Daten": change the password and the e-mail address; field errors on /auth.
import { expect, signInThroughUi, test, toast } from "./fixtures.js";
import { seriousAxeViolations } from "./page-checks.js";

const NEW_PASSWORD = "neues-passwort-2026-xy";

test("change the password in Meine Daten, then sign in with the new one", async ({ page, user }) => {
  // Two sign-ins, two password hashes and an axe scan: on CI's two busy cores this took 27–30 s.
  test.setTimeout(60_000);
  await signInThroughUi(page, user.email);
  await page.goto("/meine-daten");
  const section = page.getByRole("region", { name: "Passwort ändern" });
  await section.getByLabel("Neues Passwort", { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel("Neues Passwort wiederholen").fill("etwas-anderes-123");
  await section.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(section.getByLabel("Neues Passwort wiederholen")).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("Die beiden Passwörter stimmen nicht überein.")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await section.getByLabel("Neues Passwort wiederholen").fill(NEW_PASSWORD);
  await section.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(toast(page, "Passwort geändert", "Ihr neues Passwort gilt ab sofort.")).toBeVisible();

  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL("/auth");
  await signInThroughUi(page, user.email, NEW_PASSWORD);
});

test("change the e-mail address explains the two confirmation mails", async ({ page, user }) => {
  await signInThroughUi(page, user.email);
  await page.goto("/meine-daten");
  const section = page.getByRole("region", { name: "E-Mail-Adresse ändern" });
  await section.getByLabel("Neue E-Mail-Adresse").fill("keine-adresse");
  await section.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
  await expect(section.getByLabel("Neue E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
  const next = `neu-${user.email}`;
  await section.getByLabel("Neue E-Mail-Adresse").fill(next);
  await section.getByRole("button", { name: "E-Mail-Adresse ändern" }).click();
  await expect(section.getByRole("status")).toContainText(`${user.email} und ${next}`);
});

test("sign-up errors stand next to the field", async ({ page, user }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await page.getByLabel("E-Mail").fill(user.email);
  await page.getByLabel("Passwort").fill("sicheres-passwort-99");
  await page.getByRole("button", { name: "Registrieren", exact: true }).click();
  const email = page.getByLabel("E-Mail");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await email.getAttribute("aria-describedby"))!;
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    "Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.",
  );
  await expect(page.getByText("Mindestens 6 Zeichen.")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the sign-up form shows the server's password minimum", async ({ page }) => {
  // The e2e server keeps GoTrue's 6; a stricter server's answer is stood in for here.
  await page.route("**/auth/v1/settings", (route) =>
    route.fulfill({ json: { password_min_length: 10, mailer_autoconfirm: true, external: { email: true } } }),
  );
  await page.goto("/auth");
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await expect(page.getByText("Mindestens 10 Zeichen.")).toBeVisible();
  await expect(page.getByLabel("Passwort")).toHaveAttribute("minlength", "10");
});
