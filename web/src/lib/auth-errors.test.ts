import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, authErrorMessage } from "./auth-errors";

describe("authErrorMessage", () => {
  it("maps invalid credentials", () => {
    expect(authErrorMessage({ message: "Invalid login credentials" })).toBe(
      "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.",
    );
  });

  it("maps an already registered e-mail address", () => {
    expect(authErrorMessage(new Error("User already registered"))).toBe(
      "Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.",
    );
  });

  it("maps a password that is too short, whatever the minimum", () => {
    expect(authErrorMessage({ message: "Password should be at least 6 characters." })).toBe(
      "Das Passwort muss mindestens 6 Zeichen lang sein.",
    );
    expect(authErrorMessage({ message: "Password should be at least 8 characters" })).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it("matches the service text anywhere in the message", () => {
    expect(authErrorMessage({ message: "AuthApiError: Invalid login credentials (400)" })).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it("accepts a plain string", () => {
    expect(authErrorMessage("User already registered")).toBe(AUTH_MESSAGES.alreadyRegistered);
  });

  it("falls back to the generic message for anything else", () => {
    expect(authErrorMessage({ message: "Internal Server Error" })).toBe("Ein Fehler ist aufgetreten.");
    expect(authErrorMessage(new TypeError("Failed to fetch"))).toBe(AUTH_MESSAGES.unknown);
    expect(authErrorMessage({ message: 42 })).toBe(AUTH_MESSAGES.unknown);
    expect(authErrorMessage(null)).toBe(AUTH_MESSAGES.unknown);
    expect(authErrorMessage(undefined)).toBe(AUTH_MESSAGES.unknown);
    expect(authErrorMessage({})).toBe(AUTH_MESSAGES.unknown);
  });

  it("has the fixed texts for the app's own checks", () => {
    expect(AUTH_MESSAGES.emptyFields).toBe("Bitte füllen Sie alle Felder aus.");
    expect(AUTH_MESSAGES.signOutFailed).toBe("Fehler beim Abmelden.");
  });
});
