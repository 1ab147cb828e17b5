// Storage limitation (Art. 6 Abs. 4 DSG): conversations and audit entries older than the
// configured periods are deleted by a task inside the server.
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Clock } from "../clock.js";
import { pruneLockout } from "../auth/lockout.js";
import { CHALLENGE_EXPIRY_SECONDS } from "../auth/factors.js";

const DAY_MS = 86_400_000;

export interface RetentionPeriods {
  conversationDays: number;
  auditDays: number;
  /** E-mailed codes and links are void after this; a void one is deleted (MAILER_OTP_EXP). */
  otpExpSeconds: number;
  /** Sessions past their timebox or idle limit can never be refreshed again (0: no limit). */
  sessions: { timeboxSeconds: number; inactivityTimeoutSeconds: number };
}

export async function applyRetention(db: Db, clock: Clock, periods: RetentionPeriods) {
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
    // Nothing is kept that can no longer be used: void codes, expired second-factor challenges,
    // and sessions that ended by time (with their refresh tokens and second-factor records).
    const iso = (ms: number) => new Date(ms).toISOString();
    await trx
      .deleteFrom("one_time_tokens")
      .where("created_at", "<", iso(now - periods.otpExpSeconds * 1000))
      .execute();
    await trx
      .deleteFrom("mfa_challenges")
      .where("created_at", "<", iso(now - CHALLENGE_EXPIRY_SECONDS * 1000))
      .execute();
    const { timeboxSeconds, inactivityTimeoutSeconds } = periods.sessions;
    let sessions = 0;
    if (timeboxSeconds > 0 || inactivityTimeoutSeconds > 0) {
      const ended = trx
        .selectFrom("sessions")
        .select("id")
        .where((eb) =>
          eb.or([
            ...(timeboxSeconds > 0 ? [eb("created_at", "<", iso(now - timeboxSeconds * 1000))] : []),
            ...(inactivityTimeoutSeconds > 0
              ? [eb(eb.fn.coalesce("refreshed_at", "created_at"), "<", iso(now - inactivityTimeoutSeconds * 1000))]
              : []),
          ]),
        );
      await trx.deleteFrom("refresh_tokens").where("session_id", "in", ended).execute();
      await trx.deleteFrom("mfa_amr_claims").where("session_id", "in", ended).execute();
      sessions = Number((await trx.deleteFrom("sessions").where("id", "in", ended).executeTakeFirst()).numDeletedRows);
    }
    return {
      conversations: Number(conversations.numDeletedRows),
      auditEntries: Number(audit.numDeletedRows),
      sessions,
    };
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
