// What the user reads for each error of the auth API. The errors are made the way the app gets
// them: the app's client class (supabase-js's AuthClient) reading the response our server and
// GoTrue send (the Supabase Auth contract, its "Error catalogue"). The expected
// texts are written out, not taken from AUTH_MESSAGES, so a wrong text fails here.
// The app's own texts (empty fields, sign-out failed) are checked where they appear, in
// tests/e2e/auth.spec.ts and tests/e2e/session.spec.ts.
import { describe, expect, it, vi } from "vitest";
import { AuthClient } from "@supabase/supabase-js";
import { authErrorMessage } from "./auth-errors";

/** A client whose auth server answers every request with this status and body (2024-01-01 format). */
function clientAnswering(status: number, body: Record<string, unknown>) {
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
  });
}

const signIn = (status: number, body: Record<string, unknown>) =>
  clientAnswering(status, body).signInWithPassword({ email: "anna@example.ch", password: "geheim123" });
const signUp = (status: number, body: Record<string, unknown>) =>
  clientAnswering(status, body).signUp({ email: "anna@example.ch", password: "geheim" });

describe("authErrorMessage", () => {
  it("tells a locked second factor (403 mfa_verification_rejected) to wait 15 minutes", async () => {
    const { error } = await signIn(403, {
      code: "mfa_verification_rejected",
      message: "Further MFA verification attempts will be rejected.",
    });
    expect(error?.code).toBe("mfa_verification_rejected");
    expect(authErrorMessage(error)).toBe(
      "Zu viele falsche Codes. Zum Schutz Ihres Kontos nehmen wir 15 Minuten lang keinen Code an. Wir haben Ihnen dazu eine E-Mail geschickt.",
    );
  });

  it("tells a wrong e-mail or password (400 invalid_credentials) to check both", async () => {
    const { error } = await signIn(400, { code: "invalid_credentials", message: "Invalid login credentials" });
    expect(error?.code).toBe("invalid_credentials");
    expect(authErrorMessage(error)).toBe("Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.");
  });

  it("tells a registered e-mail address (422 user_already_exists) to sign in instead", async () => {
    const { error } = await signUp(422, { code: "user_already_exists", message: "User already registered" });
    expect(error?.status).toBe(422);
    expect(authErrorMessage(error)).toBe("Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.");
  });

  it("names the server's minimum for a short password (422 weak_password)", async () => {
    for (const minimum of [6, 8, 12]) {
      const { error } = await signUp(422, {
        code: "weak_password",
        message: `Password should be at least ${minimum} characters.`,
        weak_password: { reasons: ["length"] },
      });
      expect(error?.name).toBe("AuthWeakPasswordError");
      expect(authErrorMessage(error)).toBe(`Das Passwort muss mindestens ${minimum} Zeichen lang sein.`);
    }
  });

  it("refuses a known or trivially guessable password (422 weak_password, pwned) in German", async () => {
    const { error } = await signUp(422, {
      code: "weak_password",
      message: "Password is known to be weak and easy to guess, please choose a different one.",
      weak_password: { reasons: ["pwned"] },
    });
    expect(authErrorMessage(error)).toBe("Dieses Passwort ist zu bekannt oder zu leicht zu erraten. Bitte wählen Sie ein anderes.");
  });

  it("names the cause for a malformed address, too many attempts and an unconfirmed address", async () => {
    const invalid = await signUp(400, { code: "validation_failed", message: "Unable to validate email address: invalid format" });
    expect(authErrorMessage(invalid.error)).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    const limited = await signIn(429, { code: "over_request_rate_limit", message: "Request rate limit reached" });
    expect(authErrorMessage(limited.error)).toBe("Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.");
    const unconfirmed = await signIn(400, { code: "email_not_confirmed", message: "Email not confirmed" });
    expect(authErrorMessage(unconfirmed.error)).toBe("Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail.");
  });

  it("goes by the code, not the English text", async () => {
    const { error } = await signIn(400, { code: "invalid_credentials", message: "Anmeldung fehlgeschlagen" });
    expect(authErrorMessage(error)).toBe("Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.");
    const misleading = await signIn(400, { code: "unexpected_failure", message: "Invalid login credentials" });
    expect(authErrorMessage(misleading.error)).toBe("Ein Fehler ist aufgetreten.");
  });

  it("falls back to the generic text for the other errors of the catalogue", async () => {
    const others = [
      await signUp(403, { code: "signup_disabled", message: "Signups not allowed for this instance" }),
      await signIn(500, { code: "unexpected_failure", message: "Unexpected failure, please check server logs for more information" }),
    ];
    for (const { error } of others) expect(authErrorMessage(error), error?.message).toBe("Ein Fehler ist aufgetreten.");
  });

  it("falls back to the generic text when there is no answer or no message", async () => {
    // auth-js reports a failed fetch on the console as well; that is expected here.
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => {});
    const offline = new AuthClient({
      url: "http://auth.test/auth/v1",
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { error } = await offline
      .signInWithPassword({ email: "anna@example.ch", password: "geheim123" })
      .finally(() => console.mockRestore());
    expect(error).not.toBeNull();
    for (const value of [error, { message: 42 }, null, undefined, {}, "Internal Server Error"]) {
      expect(authErrorMessage(value), String(value)).toBe("Ein Fehler ist aufgetreten.");
    }
  });
});
