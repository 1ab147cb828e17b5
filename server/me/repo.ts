// Storage of the user's own sessions. The account deletion is each domain's own part, composed in
// app.ts (server/db/account-deletion.ts).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

type Q = Kysely<Database>;

export async function listSessions(db: Q, userId: string) {
  return db.selectFrom("sessions").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").execute();
}

/** Ends one of the user's own sessions; false when there is no such session of this user. */
export async function endSession(db: Q, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom("sessions").where("id", "=", sessionId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
