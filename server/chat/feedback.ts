// Ratings of answers ("Hilfreich" / "Nicht hilfreich" with an optional comment): one per answer,
// replaced when the user changes their mind. Every query is scoped to the owning user. Rows go
// with their message (foreign key, ON DELETE CASCADE), so deleting a conversation, the account
// or expired conversations removes them on both engines without code of its own.
import type { Kysely } from "kysely";
import type { Database, MessageFeedbackTable } from "../db/schema.js";

type Q = Kysely<Database>;

export type Rating = MessageFeedbackTable["rating"];
export { MAX_COMMENT_LENGTH, RATINGS } from "./contracts.js";

export interface FeedbackJson {
  rating: Rating;
  comment: string | null;
}

/** Whether the id names an answer (not a question) written for this user. */
export async function isOwnAnswer(db: Q, userId: string, messageId: string): Promise<boolean> {
  const row = await db
    .selectFrom("messages")
    .select("id")
    .where("id", "=", messageId)
    .where("user_id", "=", userId)
    .where("role", "=", "assistant")
    .executeTakeFirst();
  return Boolean(row);
}

/** Stores the rating, replacing an earlier one; created_at keeps the first rating's time. */
export async function saveFeedback(
  db: Q,
  input: { userId: string; messageId: string; rating: Rating; comment: string | null; now: string },
): Promise<FeedbackJson> {
  await db
    .insertInto("message_feedback")
    .values({
      message_id: input.messageId,
      user_id: input.userId,
      rating: input.rating,
      comment: input.comment,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((conflict) =>
      conflict.column("message_id").doUpdateSet({ rating: input.rating, comment: input.comment, updated_at: input.now }),
    )
    .execute();
  return { rating: input.rating, comment: input.comment };
}

/** The user's ratings of a conversation's messages, by message id. */
export async function conversationFeedback(db: Q, userId: string, conversationId: string): Promise<Map<string, MessageFeedbackTable>> {
  const rows = await db
    .selectFrom("message_feedback")
    .selectAll()
    .where("user_id", "=", userId)
    .where("message_id", "in", db.selectFrom("messages").select("id").where("conversation_id", "=", conversationId))
    .execute();
  return new Map(rows.map((row) => [row.message_id, row]));
}

export function feedbackJson(row: MessageFeedbackTable | undefined): FeedbackJson | null {
  return row ? { rating: row.rating, comment: row.comment } : null;
}
