// Beyond GoTrue: the lock-out of docs/decisions/008-lockout.md. Every guess at an account's
// password is counted before it is verified, in one transaction per account, so parallel
// guesses cannot slip past the limits. Two limits:
// - one client address (IPv4, IPv6 /64) at one account: after `threshold` failures that pair is
//   locked for `lockSeconds`, then one guess per lock period until a quiet hour; nobody else is;
// - one account: `accountPerHour` failed guesses an hour (a token bucket), over all addresses.
//   Once it is empty, only addresses the account has signed in from are still heard.
// Unknown accounts are counted exactly like known ones, so nothing is revealed. Keys are keyed
// hashes: the tables hold neither e-mails nor client addresses.
import crypto from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Db, Engine } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { clientKey } from "../http/client.js";

export interface LockoutPolicy {
  threshold: number;
  lockSeconds: number;
  accountPerHour: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** An address not signed in from for this long is no longer known. */
export const KNOWN_ADDRESS_DAYS = 90;

/** What a granted guess took, to be given back if the password was right. */
export interface Ticket {
  accountKey: string;
  pairKey: string;
  /** It used a token of the account's budget (not so for a known address once the budget is empty). */
  charged: boolean;
}

export type Reservation =
  | { allowed: true; ticket: Ticket; /** This guess locked its address or emptied the budget. */ locking: boolean }
  | { allowed: false; retryAfterSeconds: number };

type Executor = Kysely<Database> | Transaction<Database>;

export class Lockout {
  constructor(
    private readonly db: Db,
    private readonly engine: Engine,
    private readonly policy: LockoutPolicy,
    private readonly hashKey: Buffer,
  ) {}

  accountKey(email: string): string {
    return this.hash("account", email);
  }

  private pairKey(email: string, ip: string): string {
    return this.hash("pair", email, clientKey(ip));
  }

  private hash(...parts: string[]): string {
    return crypto.createHmac("sha256", this.hashKey).update(parts.join("\u0000")).digest("hex");
  }

  private get capacity(): number {
    return this.policy.accountPerHour * 1000;
  }

  /** Counts a guess at `email` from `ip` before it is verified, or refuses it unverified. */
  async reserve(email: string, ip: string, nowMs: number): Promise<Reservation> {
    const accountKey = this.accountKey(email);
    const pairKey = this.pairKey(email, ip);
    const capacity = this.capacity;
    const refillPerMs = capacity / HOUR_MS;
    return this.db.transaction().execute(async (trx): Promise<Reservation> => {
      // The budget row is locked first, always: it serialises every guess at this account, so
      // the pair and known-address rows below need no lock of their own (and no deadlock).
      await trx
        .insertInto("login_budgets")
        .values({ account_key: accountKey, milli_tokens: capacity, updated_ms: nowMs })
        .onConflict((oc) => oc.column("account_key").doNothing())
        .execute();
      let budgetQuery = trx.selectFrom("login_budgets").select(["milli_tokens", "updated_ms"]).where("account_key", "=", accountKey);
      if (this.engine === "postgres") budgetQuery = budgetQuery.forUpdate();
      const budget = await budgetQuery.executeTakeFirstOrThrow();
      const pair = await trx.selectFrom("login_pairs").selectAll().where("pair_key", "=", pairKey).executeTakeFirst();
      const lockedUntil = Number(pair?.locked_until_ms ?? 0);
      if (lockedUntil > nowMs) return { allowed: false, retryAfterSeconds: (lockedUntil - nowMs) / 1000 };

      const elapsed = Math.max(0, nowMs - Number(budget.updated_ms));
      const available = Math.min(capacity, Number(budget.milli_tokens) + Math.floor(elapsed * refillPerMs));
      const charged = available >= 1000;
      if (!charged) {
        const known = await trx.selectFrom("login_known_addresses").select("pair_key").where("pair_key", "=", pairKey).executeTakeFirst();
        if (!known) return { allowed: false, retryAfterSeconds: (1000 - available) / refillPerMs / 1000 };
      }
      await trx
        .updateTable("login_budgets")
        .set({ milli_tokens: charged ? available - 1000 : available, updated_ms: nowMs })
        .where("account_key", "=", accountKey)
        .execute();

      // A quiet hour forgives an address its failures; past the threshold, each guess locks again.
      const failures = (pair && nowMs - Number(pair.last_failed_ms) <= HOUR_MS ? pair.failures : 0) + 1;
      const locks = failures >= this.policy.threshold;
      const values = { failures, last_failed_ms: nowMs, locked_until_ms: locks ? nowMs + this.policy.lockSeconds * 1000 : 0 };
      if (pair) await trx.updateTable("login_pairs").set(values).where("pair_key", "=", pairKey).execute();
      else
        await trx
          .insertInto("login_pairs")
          .values({ pair_key: pairKey, account_key: accountKey, ...values })
          .execute();
      return { allowed: true, ticket: { accountKey, pairKey, charged }, locking: locks || (charged && available - 1000 < 1000) };
    });
  }

  /**
   * The password was right: the address's failures are forgiven and the guess goes back to the
   * budget (an attacker's failures stay). `remember` marks the address as one the account signs in from.
   */
  async succeeded(ticket: Ticket, nowMs: number, options: { remember: boolean }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (ticket.charged) {
        const capacity = sql<number>`cast(${this.capacity} as bigint)`;
        await trx
          .updateTable("login_budgets")
          .set({ milli_tokens: sql<number>`case when milli_tokens + 1000 > ${capacity} then ${capacity} else milli_tokens + 1000 end` })
          .where("account_key", "=", ticket.accountKey)
          .execute();
      }
      await trx.deleteFrom("login_pairs").where("pair_key", "=", ticket.pairKey).execute();
      if (options.remember) await remember(trx, ticket, nowMs);
    });
  }

  /** A session began from `ip` without a password guess (sign-up): the address is known. */
  async remember(email: string, ip: string, nowMs: number): Promise<void> {
    await remember(this.db, { accountKey: this.accountKey(email), pairKey: this.pairKey(email, ip) }, nowMs);
  }

  /** Everything kept about an account, for its deletion. */
  async forget(db: Executor, email: string): Promise<void> {
    const accountKey = this.accountKey(email);
    await db.deleteFrom("login_budgets").where("account_key", "=", accountKey).execute();
    await db.deleteFrom("login_pairs").where("account_key", "=", accountKey).execute();
    await db.deleteFrom("login_known_addresses").where("account_key", "=", accountKey).execute();
  }
}

async function remember(db: Executor, keys: { accountKey: string; pairKey: string }, nowMs: number): Promise<void> {
  await db
    .insertInto("login_known_addresses")
    .values({ pair_key: keys.pairKey, account_key: keys.accountKey, last_success_ms: nowMs })
    .onConflict((oc) => oc.column("pair_key").doUpdateSet({ last_success_ms: nowMs }))
    .execute();
}

/**
 * Drops what no longer changes a decision: budgets untouched for a day (full again after an
 * hour), pairs quiet for a day, and addresses not signed in from for KNOWN_ADDRESS_DAYS.
 */
export async function pruneLockout(db: Executor, nowMs: number): Promise<void> {
  await db
    .deleteFrom("login_budgets")
    .where("updated_ms", "<", nowMs - DAY_MS)
    .execute();
  await db
    .deleteFrom("login_pairs")
    .where("last_failed_ms", "<", nowMs - DAY_MS)
    .where("locked_until_ms", "<", nowMs)
    .execute();
  await db
    .deleteFrom("login_known_addresses")
    .where("last_success_ms", "<", nowMs - KNOWN_ADDRESS_DAYS * DAY_MS)
    .execute();
}
