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
} as const;

const BY_CODE: Record<string, string> = {
  invalid_credentials: AUTH_MESSAGES.invalidCredentials,
  user_already_exists: AUTH_MESSAGES.alreadyRegistered,
  email_exists: AUTH_MESSAGES.alreadyRegistered,
  email_address_invalid: AUTH_MESSAGES.invalidEmail,
  over_request_rate_limit: AUTH_MESSAGES.tooManyAttempts,
  over_email_send_rate_limit: AUTH_MESSAGES.tooManyAttempts,
  email_not_confirmed: AUTH_MESSAGES.emailNotConfirmed,
};

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
