import type { Kysely } from "kysely";

// Second factors (GoTrue's mfa_factors, mfa_challenges, mfa_amr_claims; decision 012). The TOTP
// secret is stored encrypted (server/auth/factors-store.ts); last_used_step refuses a code's
// replay inside its time step. mfa_amr_claims remembers which factor raised which session to
// aal2, so that removing the factor lowers exactly those sessions again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mfa_factors")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("friendly_name", "text", (c) => c.notNull())
    .addColumn("factor_type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("last_used_step", "bigint")
    .addColumn("last_challenged_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mfa_factors_user_id_idx").on("mfa_factors").column("user_id").execute();

  await db.schema
    .createTable("mfa_challenges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("factor_id", "text", (c) => c.notNull().references("mfa_factors.id").onDelete("cascade"))
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .execute();
  await db.schema.createIndex("mfa_challenges_factor_id_idx").on("mfa_challenges").column("factor_id").execute();

  await db.schema
    .createTable("mfa_amr_claims")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("factor_id", "text", (c) => c.notNull().references("mfa_factors.id").onDelete("cascade"))
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mfa_amr_claims_factor_id_idx").on("mfa_amr_claims").column("factor_id").execute();
}
