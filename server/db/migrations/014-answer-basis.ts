import type { Kysely } from "kysely";

// What an answer was produced from (server/chat/basis.ts): a composed answer is a function of the
// knowledge base and the ranker, so asking again gives a new answer only once either changed.
// Null for answers stored before this column, and for questions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("messages").addColumn("basis", "text").execute();
}
