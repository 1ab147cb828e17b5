// The auth server's public settings (GET /auth/v1/settings): the password minimum and whether a
// sign-up must confirm the address first. Fetched once per page load; GoTrue's defaults when the
// server cannot be reached, so the form still works and the server still has the last word.

export interface AuthSettings {
  passwordMinLength: number;
  mailerAutoconfirm: boolean;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = { passwordMinLength: 6, mailerAutoconfirm: true };

/** The settings from the server's JSON; each unusable field falls back to its default. */
export function parseAuthSettings(body: unknown): AuthSettings {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const min = value.password_min_length;
  return {
    passwordMinLength:
      typeof min === "number" && Number.isInteger(min) && min >= 1 && min <= 1000 ? min : DEFAULT_AUTH_SETTINGS.passwordMinLength,
    mailerAutoconfirm: typeof value.mailer_autoconfirm === "boolean" ? value.mailer_autoconfirm : DEFAULT_AUTH_SETTINGS.mailerAutoconfirm,
  };
}
