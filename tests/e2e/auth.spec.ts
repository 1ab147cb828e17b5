import { expect, holdRequests, PASSWORD, test, toast } from "./fixtures.js";
import type { Page } from "@playwright/test";

async function fill(page: Page, email: string, password: string) {
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
}

const submit = (page: Page, name: "Anmelden" | "Registrieren") => page.getByRole("button", { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto("/auth");
});

test("the form has labelled e-mail and password fields", async ({ page }) => {
  await expect(page.getByLabel("E-Mail")).toHaveAttribute("type", "email");
  const password = page.getByLabel("Passwort");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("minlength", "6");
  await expect(submit(page, "Anmelden")).toHaveAttribute("type", "submit");
});

test("the toggle switches between sign-in and registration", async ({ page }) => {
  await expect(submit(page, "Anmelden")).toBeVisible();
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await expect(submit(page, "Registrieren")).toBeVisible();
  await expect(submit(page, "Anmelden")).toHaveCount(0);
  await page.getByRole("button", { name: "Bereits ein Konto? Hier anmelden" }).click();
  await expect(submit(page, "Anmelden")).toBeVisible();
  await expect(page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" })).toBeVisible();
});

test("empty fields give a destructive error toast without calling the service", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/auth/v1/")) calls.push(request.url());
  });
  await submit(page, "Anmelden").click();
  const message = toast(page, "Fehler", "Bitte füllen Sie alle Felder aus.");
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute("data-type", "error");
  // shadcn's destructive look: light text on the theme's destructive red.
  const colours = await message.evaluate((element) => {
    const probe = document.createElement("div");
    probe.style.backgroundColor = "var(--destructive)";
    document.body.append(probe);
    const destructive = getComputedStyle(probe).backgroundColor;
    probe.remove();
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color, destructive };
  });
  expect(colours.background).toBe(colours.destructive);
  expect(colours.text).toBe("oklch(0.985 0 0)");

  await page.getByLabel("E-Mail").fill("jemand@example.ch");
  await submit(page, "Anmelden").click();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(2);
  expect(calls).toEqual([]);
});

test("wrong credentials give the invalid-credentials toast", async ({ page, user }) => {
  await fill(page, user.email, "falsches-passwort");
  await submit(page, "Anmelden").click();
  await expect(toast(page, "Fehler", "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.")).toBeVisible();
  await expect(page).toHaveURL("/auth");
});

test("registering a known address gives the already-registered toast", async ({ page, user }) => {
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await fill(page, user.email, PASSWORD);
  await submit(page, "Registrieren").click();
  await expect(toast(page, "Fehler", "Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.")).toBeVisible();
});

test("a password that is too short gives the minimum-length toast", async ({ page, email }) => {
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await fill(page, email, "abc");
  await submit(page, "Registrieren").click();
  await expect(toast(page, "Fehler", "Das Passwort muss mindestens 6 Zeichen lang sein.")).toBeVisible();
});

test("any other failure gives the generic error toast", async ({ page, email }) => {
  await page.route("**/auth/v1/token**", (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>kaputt</h1>" }));
  await fill(page, email, PASSWORD);
  await submit(page, "Anmelden").click();
  await expect(toast(page, "Fehler", "Ein Fehler ist aufgetreten.")).toBeVisible();
  await expect(submit(page, "Anmelden")).toBeEnabled();
});

test("a successful registration signs in, says so and leads to home", async ({ page, email }) => {
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await fill(page, email, PASSWORD);
  await submit(page, "Registrieren").click();
  await expect(toast(page, "Registrierung erfolgreich!", "Sie wurden automatisch angemeldet.")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();
});

test("a successful sign-in says welcome back and leads to home", async ({ page, user }) => {
  await fill(page, user.email, user.password);
  await submit(page, "Anmelden").click();
  await expect(toast(page, "Anmeldung erfolgreich!", "Willkommen zurück!")).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("a page that needs signing in leads to /auth and back to itself afterwards", async ({ page, user }) => {
  await page.goto("/meine-daten");
  await expect(page).toHaveURL("/auth");
  await fill(page, user.email, user.password);
  await submit(page, "Anmelden").click();
  await expect(page).toHaveURL("/meine-daten");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Daten" })).toBeVisible();
});

test("while signing in, the fields are disabled and the button reads Anmelden...", async ({ page, user }) => {
  const held = await holdRequests(page, "**/auth/v1/token**");
  await fill(page, user.email, user.password);
  await submit(page, "Anmelden").click();
  await expect(page.getByRole("button", { name: "Anmelden...", exact: true })).toBeDisabled();
  await expect(page.getByLabel("E-Mail")).toBeDisabled();
  await expect(page.getByLabel("Passwort")).toBeDisabled();
  held.release();
  await expect(page).toHaveURL("/");
});

test("while registering, the fields are disabled and the button reads Registrieren...", async ({ page, email }) => {
  const held = await holdRequests(page, "**/auth/v1/signup**");
  await page.getByRole("button", { name: "Noch kein Konto? Jetzt registrieren" }).click();
  await fill(page, email, PASSWORD);
  await submit(page, "Registrieren").click();
  await expect(page.getByRole("button", { name: "Registrieren...", exact: true })).toBeDisabled();
  await expect(page.getByLabel("E-Mail")).toBeDisabled();
  await expect(page.getByLabel("Passwort")).toBeDisabled();
  held.release();
  await expect(page).toHaveURL("/");
});
