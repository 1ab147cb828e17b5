import type { Kysely } from "kysely";

// The e-mail-keyed lock-out table of before decision 008: migration 004 emptied it and nothing has
// written it since; it stayed only for instances of that earlier release during a rolling deploy.
// (015 is the storage migration of the same round.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_failures").ifExists().execute();
}
