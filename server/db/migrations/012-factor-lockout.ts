import type { Kysely } from "kysely";

// Lock-out of a second factor after repeated wrong codes (decision 019): the wrong codes since
// the last success or lock, and until when the factor refuses every code. In the database, so
// that all instances count together.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("mfa_factors")
    .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("mfa_factors").addColumn("locked_until", "text").execute();
}
