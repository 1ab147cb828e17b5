// POST /token?grant_type=password ([auth] internal/api/token.go, ResourceOwnerPasswordGrant), with
// our lock-out in front of the password check (decision 008).
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import type { AuthDeps } from "./deps.js";
import { signInEmail } from "./email-address.js";
import { requestRateLimited } from "./rate-limit.js";
import { sessionResponse, type SessionResponseDeps } from "./session-response.js";
import { createSession } from "./sessions.js";
import { findUserByEmail, touchSignIn } from "./users.js";

export type PasswordGrantDeps = Pick<AuthDeps, "db" | "engine" | "clock" | "config" | "passwords" | "lockout"> & SessionResponseDeps;

export async function passwordGrant(deps: PasswordGrantDeps, input: { email: string; password: string }, ctx: AuditContext) {
  // Refused before anything is stored or verified: an address no account can have (issue 14, W2).
  const email = signInEmail(input.email);
  if (!email) throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
  const nowMs = deps.clock.now();
  // Counted before the slow verification, so that parallel guesses cannot pass the limits (V3).
  const reservation = await deps.lockout.reserve(email, ctx.ip, nowMs);
  if (!reservation.allowed) {
    await audit(deps.db, "login_locked", { id: null, email }, ctx, deps.clock.iso());
    throw requestRateLimited(reservation.retryAfterSeconds);
  }
  const user = await findUserByEmail(deps.db, email);
  // Always verify a hash, a dummy one for unknown users: the same cost either way.
  const ok = await deps.passwords.verify(user?.encrypted_password ?? null, input.password);
  if (!user || !ok) {
    const action = reservation.locking ? "login_locked" : "login_failed";
    await audit(deps.db, action, { id: user?.id ?? null, email }, ctx, deps.clock.iso());
    throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
  }
  const banned = Boolean(user.banned_until && Date.parse(user.banned_until) > nowMs);
  await deps.lockout.succeeded(reservation.ticket, nowMs, { remember: !banned && Boolean(user.email_confirmed_at) });
  if (banned) throw new ApiError(400, "user_banned", "User is banned");
  if (!user.email_confirmed_at) throw new ApiError(400, "email_not_confirmed", "Email not confirmed");
  const now = deps.clock.iso();
  const { session, refreshToken } = await deps.db.transaction().execute(async (trx) => {
    // The address's first proof may have taken this password back while it was being verified
    // (decision 020); on PostgreSQL the lock waits for that transaction to finish.
    let current = trx.selectFrom("users").select("encrypted_password").where("id", "=", user.id);
    if (deps.engine === "postgres") current = current.forUpdate();
    const row = await current.executeTakeFirst();
    if (row?.encrypted_password !== user.encrypted_password) throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
    await touchSignIn(trx, user.id, now);
    const created = await createSession(trx, {
      userId: user.id,
      method: "password",
      now,
      nowSeconds: Math.floor(nowMs / 1000),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await audit(trx, "login", { id: user.id, email }, ctx, now, { session_id: created.session.id });
    return created;
  });
  const extra = deps.passwords.isWeak(input.password)
    ? { weak_password: { message: `Password should be at least ${deps.config.auth.passwordMinLength} characters.`, reasons: ["length"] } }
    : {};
  return sessionResponse(deps, { ...user, last_sign_in_at: now, updated_at: now }, session, refreshToken, extra);
}
