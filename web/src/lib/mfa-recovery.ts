// Recovery for a user who lost the authenticator: a 6-digit code by e-mail removes the factors
// (server/me/mfa-recovery.ts). Both calls accept the password-only (aal1) session.
import { ApiError, api } from "@shared/api";
import { supabase } from "./supabase";

export const RECOVERY_MESSAGES = {
  noFactor: "Für Ihr Konto ist keine Authenticator-App eingerichtet.",
  tooMany: "Es wurde kürzlich bereits ein Code gesendet. Bitte warten Sie einen Moment.",
  invalidCode: "Der Code aus der E-Mail ist falsch oder abgelaufen.",
  failed: "Ein Fehler ist aufgetreten.",
} as const;

/** The failure of a call as the shared client reports it: the server's code and status, if any. */
async function post(path: string, body?: object): Promise<ApiError | null> {
  try {
    await api.request(path, { method: "POST", json: body });
    return null;
  } catch (error) {
    return error instanceof ApiError ? error : new ApiError(0, "network", RECOVERY_MESSAGES.failed);
  }
}

/** Mails the recovery code; throws an Error with a German message. */
export async function requestRecoveryCode(): Promise<void> {
  const failure = await post("/api/me/mfa-recovery");
  if (!failure) return;
  if (failure.code === "mfa_recovery_no_factor") throw new Error(RECOVERY_MESSAGES.noFactor);
  if (failure.code === "over_email_send_rate_limit" || failure.status === 429) throw new Error(RECOVERY_MESSAGES.tooMany);
  throw new Error(RECOVERY_MESSAGES.failed);
}

/** Removes the factors with the mailed code, then refreshes the session so it no longer lists them. */
export async function verifyRecoveryCode(code: string): Promise<void> {
  const failure = await post("/api/me/mfa-recovery/verify", { code });
  if (failure) {
    throw new Error(failure.code === "mfa_recovery_invalid_code" ? RECOVERY_MESSAGES.invalidCode : RECOVERY_MESSAGES.failed);
  }
  const { error } = await supabase.auth.refreshSession();
  if (error) throw new Error(RECOVERY_MESSAGES.failed);
}
