import type { Kysely } from "kysely";

// Decision 020: an account signed up with a password whose address nobody has proven by mail yet
// (users.email_unproven = 1), and the conversations held by such an account when its address was
// first proven (conversations.before_proof = 1), shown to the owner to review. Existing rows get
// 0: which of them were ever proven by mail is not recorded anywhere reliable.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("email_unproven", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("conversations")
    .addColumn("before_proof", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
