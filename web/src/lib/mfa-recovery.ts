// Recovery for a user who lost the authenticator: a 6-digit code by e-mail removes the factors
// (server/me/mfa-recovery.ts). Both calls accept the password-only (aal1) session.
import { supabase } from "./supabase";

export const RECOVERY_MESSAGES = {
  noFactor: "Für Ihr Konto ist keine Authenticator-App eingerichtet.",
  tooMany: "Es wurde kürzlich bereits ein Code gesendet. Bitte warten Sie einen Moment.",
  invalidCode: "Der Code aus der E-Mail ist falsch oder abgelaufen.",
  failed: "Ein Fehler ist aufgetreten.",
} as const;

async function post(path: string, body?: object): Promise<Response> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error(RECOVERY_MESSAGES.failed);
  return fetch(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    cache: "no-store",
  });
}

async function codeOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === "string" ? body.error.code : "";
  } catch {
    return "";
  }
}

/** Mails the recovery code; throws an Error with a German message. */
export async function requestRecoveryCode(): Promise<void> {
  const response = await post("/api/me/mfa-recovery").catch(() => null);
  if (response?.ok) return;
  const code = response ? await codeOf(response) : "";
  if (code === "mfa_recovery_no_factor") throw new Error(RECOVERY_MESSAGES.noFactor);
  if (code === "over_email_send_rate_limit" || response?.status === 429) throw new Error(RECOVERY_MESSAGES.tooMany);
  throw new Error(RECOVERY_MESSAGES.failed);
}

/** Removes the factors with the mailed code, then refreshes the session so it no longer lists them. */
export async function verifyRecoveryCode(code: string): Promise<void> {
  const response = await post("/api/me/mfa-recovery/verify", { code }).catch(() => null);
  if (!response?.ok) {
    const error = response ? await codeOf(response) : "";
    throw new Error(error === "mfa_recovery_invalid_code" ? RECOVERY_MESSAGES.invalidCode : RECOVERY_MESSAGES.failed);
  }
  const { error } = await supabase.auth.refreshSession();
  if (error) throw new Error(RECOVERY_MESSAGES.failed);
}
