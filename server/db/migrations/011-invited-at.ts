import type { Kysely } from "kysely";

// GoTrue's users.invited_at: when an administrator invited the person (POST /invite,
// generate_link type invite); shown in the user JSON as invited_at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("invited_at", "text").execute();
}
