// Turns whatever the auth service reports into one of the fixed German messages.

export const AUTH_MESSAGES = {
  emptyFields: "Bitte füllen Sie alle Felder aus.",
  invalidCredentials: "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.",
  alreadyRegistered: "Diese E-Mail-Adresse ist bereits registriert. Versuchen Sie sich anzumelden.",
  passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
  unknown: "Ein Fehler ist aufgetreten.",
  signOutFailed: "Fehler beim Abmelden.",
} as const;

const KNOWN: ReadonlyArray<readonly [string, string]> = [
  ["Invalid login credentials", AUTH_MESSAGES.invalidCredentials],
  ["User already registered", AUTH_MESSAGES.alreadyRegistered],
  ["Password should be at least", AUTH_MESSAGES.passwordTooShort],
];

function messageOf(error: unknown): string {
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message;
  return "";
}

export function authErrorMessage(error: unknown): string {
  const message = messageOf(error);
  return KNOWN.find(([needle]) => message.includes(needle))?.[1] ?? AUTH_MESSAGES.unknown;
}
