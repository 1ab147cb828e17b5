// Which field an auth error is shown next to, and the texts added for the account pages. Errors
// are made by the app's own client class reading a server answer, as in auth-errors.test.ts.
import { AuthClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authErrorField, authErrorMessage } from "./auth-errors";

function signUpAnswered(status: number, body: Record<string, unknown>) {
  return new AuthClient({
    url: "http://auth.test/auth/v1",
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
      }),
  }).signUp({ email: "anna@example.ch", password: "geheim" });
}

describe("authErrorField", () => {
  it("puts address errors next to the e-mail field", async () => {
    const invalid = await signUpAnswered(400, { code: "email_address_invalid", message: "Email address is invalid" });
    const malformed = await signUpAnswered(400, { code: "validation_failed", message: "Unable to validate email address: invalid format" });
    expect(authErrorField(invalid.error)).toBe("email");
    expect(authErrorField(malformed.error)).toBe("email");
    expect(authErrorMessage(malformed.error)).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  });

  it("puts weak passwords next to the password field, with a text per reason", async () => {
    const characters = await signUpAnswered(422, {
      code: "weak_password",
      message: "Password should contain at least one character of each: abc, ABC, 123",
      weak_password: { reasons: ["characters"] },
    });
    const pwned = await signUpAnswered(422, { code: "weak_password", message: "Password is known", weak_password: { reasons: ["pwned"] } });
    expect(authErrorField(characters.error)).toBe("password");
    expect(authErrorMessage(characters.error)).toBe(
      "Das Passwort muss Kleinbuchstaben, Grossbuchstaben, Ziffern und Sonderzeichen enthalten.",
    );
    expect(authErrorMessage(pwned.error)).toBe("Dieses Passwort ist zu bekannt oder zu leicht zu erraten. Bitte wählen Sie ein anderes.");
  });

  it("puts wrong one-time codes next to the code field", () => {
    const wrong = { code: "mfa_verification_failed", message: "Invalid TOTP code entered" };
    expect(authErrorField(wrong)).toBe("code");
    expect(authErrorMessage(wrong)).toBe("Der Code ist falsch oder bereits verwendet. Bitte geben Sie den aktuellen Code ein.");
    expect(authErrorField({ code: "reauthentication_not_valid" })).toBe("code");
  });

  it("leaves errors about the whole form without a field", () => {
    expect(authErrorField({ code: "invalid_credentials" })).toBeNull();
    expect(authErrorField({ code: "validation_failed", message: "Password is required" })).toBeNull();
    expect(authErrorField(null)).toBeNull();
    expect(authErrorField("boom")).toBeNull();
  });
});
