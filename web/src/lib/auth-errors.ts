// Turns whatever the auth service reports into one of the fixed German messages. Keyed by the
// stable error codes GoTrue (and our server) send, not by the English message text; the message
// is read only for the server's password minimum, which GoTrue gives in no other field.

export const AUTH_MESSAGES = {
  emptyFields: "Bitte füllen Sie alle Felder aus.",
  invalidCredentials: "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.",
  alreadyRegistered: "Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.",
  passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
  passwordGuessable: "Dieses Passwort ist zu bekannt oder zu leicht zu erraten. Bitte wählen Sie ein anderes.",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  tooManyAttempts: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
  emailNotConfirmed: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link in unserer E-Mail.",
  unknown: "Ein Fehler ist aufgetreten.",
  signOutFailed: "Fehler beim Abmelden.",
  passwordCharacters: "Das Passwort muss Kleinbuchstaben, Grossbuchstaben, Ziffern und Sonderzeichen enthalten.",
  samePassword: "Das neue Passwort muss sich vom bisherigen unterscheiden.",
  passwordsDiffer: "Die beiden Passwörter stimmen nicht überein.",
  codeFormat: "Bitte geben Sie den 6-stelligen Code ein.",
  codeWrong: "Der Code ist falsch oder bereits verwendet. Bitte geben Sie den aktuellen Code ein.",
  codeExpired: "Die Anfrage ist abgelaufen. Bitte geben Sie den Code erneut ein.",
  factorLocked:
    "Zu viele falsche Codes. Zum Schutz Ihres Kontos nehmen wir 15 Minuten lang keinen Code an. Wir haben Ihnen dazu eine E-Mail geschickt.",
  nonceWrong: "Der Bestätigungscode ist falsch oder abgelaufen. Fordern Sie bei Bedarf einen neuen an.",
  insufficientAal: "Bitte bestätigen Sie zuerst mit einem Code aus Ihrer Authenticator-App.",
  factorNameConflict: "Es gibt bereits eine Authenticator-App mit diesem Namen.",
  sameEmail: "Das ist bereits Ihre E-Mail-Adresse.",
} as const;

const BY_CODE: Record<string, string> = {
  invalid_credentials: AUTH_MESSAGES.invalidCredentials,
  user_already_exists: AUTH_MESSAGES.alreadyRegistered,
  email_exists: AUTH_MESSAGES.alreadyRegistered,
  email_address_invalid: AUTH_MESSAGES.invalidEmail,
  over_request_rate_limit: AUTH_MESSAGES.tooManyAttempts,
  over_email_send_rate_limit: AUTH_MESSAGES.tooManyAttempts,
  email_not_confirmed: AUTH_MESSAGES.emailNotConfirmed,
  same_password: AUTH_MESSAGES.samePassword,
  mfa_verification_failed: AUTH_MESSAGES.codeWrong,
  mfa_challenge_expired: AUTH_MESSAGES.codeExpired,
  // The second factor's lock-out (decision 019).
  mfa_verification_rejected: AUTH_MESSAGES.factorLocked,
  reauthentication_not_valid: AUTH_MESSAGES.nonceWrong,
  insufficient_aal: AUTH_MESSAGES.insufficientAal,
  mfa_factor_name_conflict: AUTH_MESSAGES.factorNameConflict,
};

/** Which form field an error belongs to, so the message can be shown next to it. */
export type AuthField = "email" | "password" | "code";

const FIELD_BY_CODE: Record<string, AuthField> = {
  email_address_invalid: "email",
  email_exists: "email",
  user_already_exists: "email",
  weak_password: "password",
  same_password: "password",
  mfa_verification_failed: "code",
  mfa_challenge_expired: "code",
  mfa_verification_rejected: "code",
  reauthentication_not_valid: "code",
};

/** The field the server's error is about, or null for errors about the whole form. */
export function authErrorField(error: unknown): AuthField | null {
  if (!error || typeof error !== "object") return null;
  const { code, message } = error as AuthErrorLike;
  if (typeof code !== "string") return null;
  if (code === "validation_failed") return typeof message === "string" && /email/i.test(message) ? "email" : null;
  return FIELD_BY_CODE[code] ?? null;
}

interface AuthErrorLike {
  code?: unknown;
  message?: unknown;
  reasons?: unknown;
}

// The minimum is the server's (PASSWORD_MIN_LENGTH), not always GoTrue's default of 6.
const PASSWORD_MINIMUM = /at least (\d{1,4}) characters/;

function weakPasswordMessage(error: AuthErrorLike, message: string): string {
  const reasons = Array.isArray(error.reasons) ? error.reasons : [];
  const minimum = PASSWORD_MINIMUM.exec(message)?.[1];
  if (reasons.includes("length") || (minimum && !reasons.length))
    return minimum ? `Das Passwort muss mindestens ${minimum} Zeichen lang sein.` : AUTH_MESSAGES.passwordTooShort;
  if (reasons.includes("pwned")) return AUTH_MESSAGES.passwordGuessable;
  if (reasons.includes("characters")) return AUTH_MESSAGES.passwordCharacters;
  return AUTH_MESSAGES.unknown;
}

export function authErrorMessage(error: unknown): string {
  if (!error || typeof error !== "object") return AUTH_MESSAGES.unknown;
  const e = error as AuthErrorLike;
  const code = typeof e.code === "string" ? e.code : "";
  const message = typeof e.message === "string" ? e.message : "";
  if (code === "weak_password") return weakPasswordMessage(e, message);
  // GoTrue answers a malformed address with validation_failed; only its message tells it apart.
  if (code === "validation_failed" && /email/i.test(message)) return AUTH_MESSAGES.invalidEmail;
  return BY_CODE[code] ?? AUTH_MESSAGES.unknown;
}
