import type { Kysely } from "kysely";

// One-time tokens for e-mailed codes and links (GoTrue's one_time_tokens), and the columns of a
// pending e-mail change and of the last reauthentication mail on the user (as in GoTrue's users).
// Only hashes are stored. `kind` has no CHECK constraint: SQLite cannot alter one, and later flows
// (recovery, confirmation, magic link) add kinds without a migration; the code's type is the list.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("one_time_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("link_hash", "text", (c) => c.notNull().unique())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("relates_to", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    // A new token of a kind replaces the user's previous one.
    .addUniqueConstraint("one_time_tokens_user_kind_key", ["user_id", "kind"])
    .execute();
  await db.schema.createIndex("one_time_tokens_relates_to_idx").on("one_time_tokens").columns(["relates_to", "kind"]).execute();

  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("users").addColumn("email_change", "text").execute();
  await db.schema.alterTable("users").addColumn("email_change_sent_at", "text").execute();
  await db.schema.alterTable("users").addColumn("reauthentication_sent_at", "text").execute();
}
