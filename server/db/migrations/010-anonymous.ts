import { sql, type Kysely } from "kysely";

// Anonymous users (GoTrue's is_anonymous) have no e-mail address: we store "" like GoTrue's empty
// email, so the unique index may only cover real addresses, or the second anonymous user fails.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("users_email_key").execute();
  await db.schema.createIndex("users_email_key").unique().on("users").column("email").where(sql.ref("email"), "<>", "").execute();
}
