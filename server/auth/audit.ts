// The audit log: who did what, when, from where. Never a password, token or key.
import crypto from "node:crypto";
import type { Db } from "../db/database.js";
import type { ClientContext } from "../http/client.js";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

export type AuditAction =
  | "user_signedup"
  | "user_repeated_signup"
  | "login"
  | "login_failed"
  | "login_locked"
  | "token_refreshed"
  | "token_reuse_detected"
  | "logout"
  | "user_modified"
  | "user_updated_password"
  | "session_ended"
  | "user_reauthenticate_requested"
  | "reauthentication_failed"
  | "email_change_requested"
  | "email_change_partly_confirmed"
  | "email_change_confirmed"
  | "email_change_cancelled"
  | "user_deleted"
  // E-mail flows (server/auth/recover.ts, otp.ts, resend.ts, verify.ts)
  | "user_recovery_requested"
  | "user_confirmation_requested"
  | "magiclink_requested"
  | "user_confirmed"
  // The first proof of an address took back what its sign-up held (server/auth/address-proof.ts)
  | "user_address_claimed"
  // The admin API (server/auth/admin-routes.ts)
  | "user_invited"
  // Second factors (server/auth/factors.ts, server/me/mfa-recovery.ts)
  | "mfa_factor_enrolled"
  | "mfa_verified"
  | "mfa_verification_failed"
  | "mfa_factor_locked"
  | "mfa_verification_locked"
  | "mfa_factor_unenrolled"
  | "mfa_recovered";

/** The client behind an audited action (http/client.ts reads it from the request). */
export type AuditContext = ClientContext;

export async function audit(
  db: Db | Transaction<Database> | Kysely<Database>,
  action: AuditAction,
  actor: { id: string | null; email: string },
  context: AuditContext,
  at: string,
  details: Record<string, string | number | boolean> = {},
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: crypto.randomUUID(),
      created_at: at,
      action,
      actor_id: actor.id,
      actor_username: actor.email,
      ip: context.ip,
      user_agent: context.userAgent.slice(0, 512),
      payload: JSON.stringify(details),
    })
    .execute();
}
