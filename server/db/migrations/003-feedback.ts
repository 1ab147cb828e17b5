import { sql, type Kysely } from "kysely";

// Ratings of answers. The foreign keys cascade, so a rating never outlives its answer or its
// user, whichever way they are deleted (conversation, account, retention), on both engines.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("message_feedback")
    .addColumn("message_id", "text", (c) => c.primaryKey().references("messages.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("rating", "text", (c) => c.notNull().check(sql`rating in ('helpful', 'not_helpful')`))
    .addColumn("comment", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("message_feedback_user_idx").on("message_feedback").column("user_id").execute();
}
