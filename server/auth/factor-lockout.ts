// Lock-out of a second factor (decision 019): five wrong codes lock it for 15 minutes, during
// which every code is refused, a right one too; the owner is mailed once per lock. The count lives
// on the factor's row, so every instance sees the same count. GoTrue has no lock of its own: it
// leaves this to the MFA verification hook, whose refusal we answer with.
import type { MfaFactorsTable } from "../db/schema.js";
import { ApiError, retryAfter } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import type { AuthDeps } from "./deps.js";
import type { Authenticated } from "./authenticate.js";

export const FACTOR_LOCK_THRESHOLD = 5;
export const FACTOR_LOCK_SECONDS = 15 * 60;

/** GoTrue's answer when the verification hook rejects ([auth] internal/api/mfa.go, hooks.DefaultMFAHookRejectionMessage). */
export function factorLocked(waitSeconds: number): ApiError {
  return new ApiError(403, "mfa_verification_rejected", "Further MFA verification attempts will be rejected.", {}, retryAfter(waitSeconds));
}

/** Seconds the factor stays locked, 0 when it is not. */
export function lockedFor(factor: Pick<MfaFactorsTable, "locked_until">, nowMs: number): number {
  if (!factor.locked_until) return 0;
  const left = Date.parse(factor.locked_until) - nowMs;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Before any code is looked at: a locked factor refuses, and the refusal is not counted. */
export async function refuseIfLocked(
  auth: Pick<AuthDeps, "clock" | "db">,
  current: Authenticated,
  factor: MfaFactorsTable,
  ctx: AuditContext,
): Promise<void> {
  const wait = lockedFor(factor, auth.clock.now());
  if (wait === 0) return;
  await audit(auth.db, "mfa_verification_locked", { id: current.user.id, email: current.user.email }, ctx, auth.clock.iso(), {
    factor_id: factor.id,
  });
  throw factorLocked(wait);
}

/**
 * Counts a wrong code. The request whose count reaches the threshold locks the factor, resets the
 * count and mails the owner; of several racing requests only one finds the count still there.
 */
export async function countWrongCode(
  auth: Pick<AuthDeps, "clock" | "db" | "mail">,
  current: Authenticated,
  factorId: string,
  ctx: AuditContext,
): Promise<void> {
  const { db, clock } = auth;
  const counted = await db
    .updateTable("mfa_factors")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", factorId)
    .returning("failed_attempts")
    .executeTakeFirst();
  if (!counted || Number(counted.failed_attempts) < FACTOR_LOCK_THRESHOLD) return;
  const now = clock.iso();
  const until = new Date(clock.now() + FACTOR_LOCK_SECONDS * 1000).toISOString();
  const locked = await db
    .updateTable("mfa_factors")
    .set({ failed_attempts: 0, locked_until: until, updated_at: now })
    .where("id", "=", factorId)
    .where("failed_attempts", ">=", FACTOR_LOCK_THRESHOLD)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) return;
  const { user } = current;
  await audit(db, "mfa_factor_locked", { id: user.id, email: user.email }, ctx, now, { factor_id: factorId, locked_until: until });
  if (user.email) {
    auth.mail.send("factor_locked", user.email, {
      email: user.email,
      attempts: FACTOR_LOCK_THRESHOLD,
      lockedForSeconds: FACTOR_LOCK_SECONDS,
    });
  }
}
