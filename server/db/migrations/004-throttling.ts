import type { Kysely } from "kysely";

// The sign-in lock-out of decision 008: an hourly guess budget per account, failures per
// (account, client address) pair, and the addresses an account has signed in from. Every key is
// a keyed hash (server/auth/lockout.ts): neither e-mails nor client addresses are stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_budgets")
    .addColumn("account_key", "text", (c) => c.primaryKey())
    .addColumn("milli_tokens", "bigint", (c) => c.notNull())
    .addColumn("updated_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_budgets_updated_idx").on("login_budgets").column("updated_ms").execute();

  await db.schema
    .createTable("login_pairs")
    .addColumn("pair_key", "text", (c) => c.primaryKey())
    .addColumn("account_key", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failed_ms", "bigint", (c) => c.notNull())
    .addColumn("locked_until_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_pairs_account_idx").on("login_pairs").column("account_key").execute();
  await db.schema.createIndex("login_pairs_failed_idx").on("login_pairs").column("last_failed_ms").execute();

  await db.schema
    .createTable("login_known_addresses")
    .addColumn("pair_key", "text", (c) => c.primaryKey())
    .addColumn("account_key", "text", (c) => c.notNull())
    .addColumn("last_success_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_known_addresses_account_idx").on("login_known_addresses").column("account_key").execute();
  await db.schema.createIndex("login_known_addresses_success_idx").on("login_known_addresses").column("last_success_ms").execute();

  // The old lock-out kept every typed e-mail, in clear and for ever (issue 14, W2). The table
  // stays for instances of the previous release during a rolling deploy; retention empties it
  // and a later release drops it.
  await db.deleteFrom("login_failures" as never).execute();
}
