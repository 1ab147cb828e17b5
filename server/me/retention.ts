// Storage limitation (Art. 6 Abs. 4 DSG): conversations and audit entries older than the
// configured periods are deleted by a task inside the server.
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Clock } from "../clock.js";
import { pruneLockout } from "../auth/lockout.js";

const DAY_MS = 86_400_000;

export async function applyRetention(db: Db, clock: Clock, periods: { conversationDays: number; auditDays: number }) {
  const now = clock.now();
  const conversationCutoff = new Date(now - periods.conversationDays * DAY_MS).toISOString();
  const auditCutoff = new Date(now - periods.auditDays * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("conversations").select("id").where("updated_at", "<", conversationCutoff);
    await trx.deleteFrom("messages").where("conversation_id", "in", old).execute();
    const conversations = await trx.deleteFrom("conversations").where("updated_at", "<", conversationCutoff).executeTakeFirst();
    const audit = await trx.deleteFrom("audit_log").where("created_at", "<", auditCutoff).executeTakeFirst();
    // An answer still "streaming" long after it began died with its process (e.g. SIGKILL).
    const stale = new Date(now - 15 * 60_000).toISOString();
    await trx.updateTable("messages").set({ status: "error" }).where("status", "=", "streaming").where("created_at", "<", stale).execute();
    await trx
      .deleteFrom("rate_limits")
      .where("updated_ms", "<", sql<number>`${now - DAY_MS}`)
      .execute();
    await pruneLockout(trx, now);
    return { conversations: Number(conversations.numDeletedRows), auditEntries: Number(audit.numDeletedRows) };
  });
}

/** Runs now and then every `intervalMs`; returns a function that stops it. */
export function scheduleRetention(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => void {
  const tick = () => run().catch(onError);
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
