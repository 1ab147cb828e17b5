// Token buckets kept in the database, so that several instances on one PostgreSQL share them.
// Shared by the auth API (per address), the chat and the tools (per user): it sits below them all.
import { sql } from "kysely";
import type { Db, Engine } from "../db/database.js";
import type { RateLimit } from "../config.js";

export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
  ) {}

  /**
   * Takes one token from the bucket `key`. Returns 0 when it got one, otherwise the seconds
   * until the next token is there (for Retry-After); a caller writes `if (wait > 0)`.
   */
  async consume(key: string, limit: RateLimit, nowMs: number): Promise<number> {
    const capacity = limit.burst * 1000;
    const refillPerMs = (limit.count * 1000) / (limit.periodSeconds * 1000);
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("rate_limits")
        .values({ key, milli_tokens: capacity, updated_ms: nowMs })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      let query = trx.selectFrom("rate_limits").select(["milli_tokens", "updated_ms"]).where("key", "=", key);
      if (this.engine === "postgres") query = query.forUpdate();
      const row = await query.executeTakeFirstOrThrow();
      const elapsed = Math.max(0, nowMs - Number(row.updated_ms));
      const available = Math.min(capacity, Number(row.milli_tokens) + Math.floor(elapsed * refillPerMs));
      const allowed = available >= 1000;
      await trx
        .updateTable("rate_limits")
        .set({ milli_tokens: allowed ? available - 1000 : available, updated_ms: nowMs })
        .where("key", "=", key)
        .execute();
      return allowed ? 0 : Math.max(1, Math.ceil((1000 - available) / refillPerMs / 1000));
    });
  }

  /**
   * Like consume, but takes nothing: the wait a consume would report now. For a request that
   * sends no mail but must answer as one that does (decision 019).
   */
  async peek(key: string, limit: RateLimit, nowMs: number): Promise<number> {
    const capacity = limit.burst * 1000;
    const refillPerMs = (limit.count * 1000) / (limit.periodSeconds * 1000);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("rate_limits").select(["milli_tokens", "updated_ms"]).where("key", "=", key).executeTakeFirst();
      if (!row) return 0;
      const elapsed = Math.max(0, nowMs - Number(row.updated_ms));
      const available = Math.min(capacity, Number(row.milli_tokens) + Math.floor(elapsed * refillPerMs));
      return available >= 1000 ? 0 : Math.max(1, Math.ceil((1000 - available) / refillPerMs / 1000));
    });
  }

  /** Drops buckets that have been full for a day; keeps the table small. */
  async prune(nowMs: number): Promise<void> {
    await this.db
      .deleteFrom("rate_limits")
      .where("updated_ms", "<", sql<number>`${nowMs - 86_400_000}`)
      .execute();
  }
}
