// Storage of the user's own account data: sessions and the account deletion.
// The deletion lives in ONE function so that every table holding personal data is removed in the same
// transaction; a new table with user data must either reference users with ON DELETE CASCADE or get a line here.
import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { audit } from "../auth/audit.js";

type Q = Kysely<Database>;

export async function listSessions(db: Q, userId: string) {
  return db.selectFrom("sessions").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").execute();
}

/** Ends one of the user's own sessions; false when there is no such session of this user. */
export async function endSession(db: Q, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom("sessions").where("id", "=", sessionId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface DeletedUser {
  id: string;
  email: string;
}

/**
 * Deletes the account and everything that belongs to it, all or nothing.
 * `forgetLockout` removes the lock-out state of the e-mail address inside the same transaction.
 */
export async function deleteAccount(
  db: Q,
  user: DeletedUser,
  now: string,
  forgetLockout: (trx: Transaction<Database>, email: string) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("messages").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("conversations").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("tool_breaches").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("tool_records").where("user_id", "=", user.id).execute();
    // Stored files: the rows go now, their bytes with the storage sweep (server/storage/service.ts).
    await trx.deleteFrom("storage_objects").where("owner", "=", user.id).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("refresh_tokens").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("identities").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("login_failures").where("email", "=", user.email).execute();
    await forgetLockout(trx, user.email);
    await trx.deleteFrom("audit_log").where("actor_id", "=", user.id).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    // Only a pseudonym remains: proof that a deletion happened, not whose.
    const pseudonym = crypto.createHash("sha256").update(`deleted:${user.id}`).digest("hex").slice(0, 16);
    await audit(trx, "user_deleted", { id: null, email: `geloescht-${pseudonym}` }, { ip: "", userAgent: "" }, now);
  });
}
