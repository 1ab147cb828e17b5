// Whether a session still owes its second factor. Read from the session itself (the access token's
// `aal` claim and the user's factors), as supabase-js's getAuthenticatorAssuranceLevel() does, so
// the route guards can decide synchronously, without an auth call inside an auth event.
import type { Session } from "@supabase/supabase-js";

/** The `aal` claim of a JWT, or null when the token cannot be read. */
export function tokenAal(accessToken: string): string | null {
  const payload = accessToken.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="))) as { aal?: unknown };
    return typeof json.aal === "string" ? json.aal : null;
  } catch {
    return null;
  }
}

/** True when the user has a verified factor but this session has not passed it (aal1 < aal2). */
export function needsSecondFactor(session: Pick<Session, "access_token" | "user"> | null): boolean {
  if (!session) return false;
  const verified = (session.user.factors ?? []).some((factor) => factor.status === "verified");
  return verified && tokenAal(session.access_token) !== "aal2";
}

/** The first verified TOTP factor of the session's user, which the code prompt challenges. */
export function verifiedTotpFactorId(session: Pick<Session, "user"> | null): string | null {
  return session?.user.factors?.find((factor) => factor.status === "verified" && factor.factor_type === "totp")?.id ?? null;
}

/** A one-time code as the authenticator app and our mails show it: exactly six digits. */
export const isSixDigitCode = (code: string): boolean => /^\d{6}$/.test(code);
