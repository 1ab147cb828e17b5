import type { Kysely } from "kysely";

// PKCE flow state (GoTrue's flow_state): a code_challenge sent with /recover, /otp or /signup
// waits here until the e-mailed link is opened; then an auth code is issued (only its SHA-256 is
// stored) and exchanged once at POST /token?grant_type=pkce with the matching code_verifier.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("flow_state")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_challenge", "text", (c) => c.notNull())
    .addColumn("code_challenge_method", "text", (c) => c.notNull())
    .addColumn("authentication_method", "text", (c) => c.notNull())
    .addColumn("auth_code_hash", "text", (c) => c.unique())
    .addColumn("auth_code_issued_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("flow_state_user_method_idx").on("flow_state").columns(["user_id", "authentication_method"]).execute();
}
