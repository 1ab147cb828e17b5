import type { Kysely } from "kysely";

// Tables in the spirit of GoTrue's auth schema (see docs/decisions/001-database.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("aud", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("encrypted_password", "text", (c) => c.notNull())
    .addColumn("email_confirmed_at", "text")
    .addColumn("confirmation_sent_at", "text")
    .addColumn("last_sign_in_at", "text")
    .addColumn("raw_app_meta_data", "text", (c) => c.notNull())
    .addColumn("raw_user_meta_data", "text", (c) => c.notNull())
    .addColumn("banned_until", "text")
    .addColumn("is_anonymous", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_email_key").unique().on("users").column("email").execute();

  await db.schema
    .createTable("identities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("identity_data", "text", (c) => c.notNull())
    .addColumn("last_sign_in_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("identities_provider_id_provider_key", ["provider_id", "provider"])
    .execute();
  await db.schema.createIndex("identities_user_id_idx").on("identities").column("user_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("aal", "text", (c) => c.notNull())
    .addColumn("amr", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("refreshed_at", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("parent", "text")
    .addColumn("revoked", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("refresh_tokens_session_idx").on("refresh_tokens").columns(["session_id", "revoked"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_username", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").column("actor_id").execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("milli_tokens", "bigint", (c) => c.notNull())
    .addColumn("updated_ms", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failed_ms", "bigint", (c) => c.notNull())
    .addColumn("locked_until_ms", "bigint", (c) => c.notNull())
    .execute();
}
