// GET /reauthenticate and the nonce PUT /user asks for before a password change
// ([auth] internal/api/reauthenticate.go, user.go UserUpdate).
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import { checkFrequency, claimSendSlot, takeSignedInAllowance } from "./mail-limits.js";
import { codeMatches, isExpired, issueToken, recordWrongCode, tokenOf } from "./one-time-tokens.js";
import type { AuthDeps } from "./deps.js";
import type { Authenticated } from "./authenticate.js";

/**
 * A session this young counts as a recent sign-in and needs no nonce. GoTrue allows 24 hours; a
 * stolen access token lives up to JWT_EXP and its session much longer, so we allow 10 minutes:
 * right after signing in with the password the user can still change it without a code.
 */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

const invalidNonce = () => new ApiError(422, "reauthentication_not_valid", "Nonce has expired or is invalid");

export async function requestReauthentication(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail">,
  current: Authenticated,
  ctx: AuditContext,
): Promise<Record<string, never>> {
  const { user } = current;
  if (!user.email) {
    throw new ApiError(400, "validation_failed", "Reauthentication requires the user to have an email or a phone number");
  }
  if (!user.email_confirmed_at) throw new ApiError(422, "email_not_confirmed", "Please verify your email first.");
  checkFrequency(auth, user.reauthentication_sent_at);
  // The user's own allowances: no flood of requests from strangers can use them up (decision 019).
  await takeSignedInAllowance(auth, user.id, ctx.ip);
  const now = auth.clock.iso();
  const issued = await auth.db.transaction().execute(async (trx) => {
    await claimSendSlot(trx, auth, user.id, "reauthentication_sent_at");
    const token = await issueToken(trx, { userId: user.id, kind: "reauthentication", relatesTo: user.email, now });
    await audit(trx, "user_reauthenticate_requested", { id: user.id, email: user.email }, ctx, now);
    return token;
  });
  auth.mail.send("reauthentication", user.email, { code: issued.code, expiresInSeconds: auth.config.mail.otpExpSeconds });
  return {};
}

/**
 * For a password change: null when no nonce is needed (SECURE_PASSWORD_CHANGE off, or a recent
 * sign-in), else the id of the valid reauthentication token, which the caller deletes in the
 * transaction that changes the password, so a refused change leaves the nonce usable.
 */
export async function checkNonce(
  auth: Pick<AuthDeps, "clock" | "config" | "db">,
  current: Authenticated,
  nonce: string | null | undefined,
  ctx: AuditContext,
): Promise<string | null> {
  if (!auth.config.auth.securePasswordChange) return null;
  const { user, session } = current;
  const nowMs = auth.clock.now();
  if (nowMs - Date.parse(session.created_at) <= RECENT_SIGN_IN_MS) return null;
  if (!nonce) throw new ApiError(400, "reauthentication_needed", "Password update requires reauthentication");
  const token = await tokenOf(auth.db, user.id, "reauthentication");
  // A nonce sent to an address the account no longer has is void too.
  if (!token || token.relates_to !== user.email || isExpired(token, nowMs, auth.config.mail.otpExpSeconds)) throw invalidNonce();
  if (!codeMatches(token, nonce)) {
    await recordWrongCode(auth.db, [token.id]);
    await audit(auth.db, "reauthentication_failed", { id: user.id, email: user.email }, ctx, auth.clock.iso());
    throw invalidNonce();
  }
  return token.id;
}
