import type { Kysely } from "kysely";

// The compliance tools' saved work: breach assessments and the record of processing activities.
// Each row belongs to a user and cascades with the account (deleteAccount also removes them).
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["tool_breaches", "tool_records"]) {
    await db.schema
      .createTable(table)
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      // The form's fields as JSON: the shape evolves with the form without a migration per field.
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).column("user_id").execute();
  }
}
