// Beyond GoTrue: failed sign-ins against one account slow down and then lock it briefly,
// whatever the client's IP. Keyed by the e-mail as typed (lower-cased), so that unknown
// accounts behave exactly like known ones and nothing is revealed.
import type { Db, Engine } from "../db/database.js";

export interface LockoutPolicy {
  threshold: number;
  lockSeconds: number;
}

/** Failures before sign-ins start to slow down. */
const SLOWDOWN_AFTER = 3;

export class Lockout {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    private readonly policy: LockoutPolicy,
  ) {}

  async lockedUntil(email: string, nowMs: number): Promise<number | null> {
    const row = await this.db.selectFrom("login_failures").select("locked_until_ms").where("email", "=", email).executeTakeFirst();
    return row && Number(row.locked_until_ms) > nowMs ? Number(row.locked_until_ms) : null;
  }

  /** Records a failure; returns the delay (ms) to impose before answering. */
  async recordFailure(email: string, nowMs: number): Promise<{ delayMs: number; locked: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("login_failures")
        .values({ email, failures: 0, last_failed_ms: nowMs, locked_until_ms: 0 })
        .onConflict((oc) => oc.column("email").doNothing())
        .execute();
      let query = trx.selectFrom("login_failures").selectAll().where("email", "=", email);
      if (this.engine === "postgres") query = query.forUpdate();
      const row = await query.executeTakeFirstOrThrow();
      // A quiet period as long as the lock forgives earlier failures.
      const stale = nowMs - Number(row.last_failed_ms) > this.policy.lockSeconds * 1000;
      const failures = (stale ? 0 : row.failures) + 1;
      const locked = failures >= this.policy.threshold;
      await trx
        .updateTable("login_failures")
        .set({
          failures: locked ? 0 : failures,
          last_failed_ms: nowMs,
          locked_until_ms: locked ? nowMs + this.policy.lockSeconds * 1000 : Number(row.locked_until_ms),
        })
        .where("email", "=", email)
        .execute();
      const delayMs = failures > SLOWDOWN_AFTER ? Math.min(2000, 100 * 2 ** (failures - SLOWDOWN_AFTER)) : 0;
      return { delayMs, locked };
    });
  }

  async reset(email: string): Promise<void> {
    await this.db.deleteFrom("login_failures").where("email", "=", email).execute();
  }
}
