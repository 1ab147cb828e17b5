// Storage of conversations and messages. Every query is scoped to the owning user.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, MessagesTable } from "../db/schema.js";
import type { Citation } from "../answer/types.js";

type Q = Kysely<Database>;

export function titleFrom(question: string): string {
  const flat = question.replace(/\s+/g, " ").trim();
  if (flat.length <= 60) return flat;
  const cut = flat.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 30 ? cut.lastIndexOf(" ") : 60)} …`;
}

export async function findConversation(db: Q, userId: string, id: string) {
  return db.selectFrom("conversations").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

export async function listConversations(db: Q, userId: string) {
  return db
    .selectFrom("conversations")
    .select(["id", "title", "updated_at", "before_proof"])
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
}

export async function conversationMessages(db: Q, conversationId: string) {
  return db.selectFrom("messages").selectAll().where("conversation_id", "=", conversationId).orderBy("seq").execute();
}

/** The last question of a conversation and the refs its answer cited, for follow-up questions. */
export async function previousExchange(
  db: Q,
  userId: string,
  conversationId: string,
): Promise<{ question: string; refs: string[] } | null> {
  const rows = await db
    .selectFrom("messages")
    .select(["role", "content", "citations"])
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId)
    .orderBy("seq", "desc")
    .limit(2)
    .execute();
  const question = rows.find((r) => r.role === "user");
  if (!question) return null;
  const answer = rows.find((r) => r.role === "assistant");
  const citations = answer ? (JSON.parse(answer.citations) as Citation[]) : [];
  return { question: question.content, refs: citations.map((c) => c.ref) };
}

/** Stores the question (creating the conversation when needed) and a placeholder answer. */
export async function startExchange(db: Q, input: { userId: string; conversationId: string | null; question: string; now: string }) {
  return db.transaction().execute(async (trx) => {
    let conversationId = input.conversationId;
    if (!conversationId) {
      conversationId = crypto.randomUUID();
      await trx
        .insertInto("conversations")
        .values({
          id: conversationId,
          user_id: input.userId,
          title: titleFrom(input.question),
          created_at: input.now,
          updated_at: input.now,
          before_proof: 0,
        })
        .execute();
    } else {
      await trx.updateTable("conversations").set({ updated_at: input.now }).where("id", "=", conversationId).execute();
    }
    const last = await trx
      .selectFrom("messages")
      .select(({ fn }) => fn.max("seq").as("seq"))
      .where("conversation_id", "=", conversationId)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0);
    const question: MessagesTable = {
      id: crypto.randomUUID(),
      conversation_id: conversationId,
      user_id: input.userId,
      seq: seq + 1,
      role: "user",
      content: input.question,
      citations: "[]",
      status: "complete",
      created_at: input.now,
    };
    const answer: MessagesTable = {
      id: crypto.randomUUID(),
      conversation_id: conversationId,
      user_id: input.userId,
      seq: seq + 2,
      role: "assistant",
      content: "",
      citations: "[]",
      status: "streaming",
      created_at: input.now,
    };
    await trx.insertInto("messages").values([question, answer]).execute();
    return { conversationId, questionId: question.id, answerId: answer.id };
  });
}

export async function finishAnswer(
  db: Q,
  input: { answerId: string; content: string; citations: Citation[]; status: MessagesTable["status"]; now: string; conversationId: string },
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("messages")
      .set({ content: input.content, citations: JSON.stringify(input.citations), status: input.status })
      .where("id", "=", input.answerId)
      .execute();
    await trx.updateTable("conversations").set({ updated_at: input.now }).where("id", "=", input.conversationId).execute();
  });
}

/** Whether this answer of this user is still being written (on any instance, or by one that died). */
export async function isStreamingAnswer(db: Q, userId: string, answerId: string): Promise<boolean> {
  const row = await db
    .selectFrom("messages")
    .select("id")
    .where("id", "=", answerId)
    .where("user_id", "=", userId)
    .where("role", "=", "assistant")
    .where("status", "=", "streaming")
    .executeTakeFirst();
  return row !== undefined;
}

export async function renameConversation(db: Q, userId: string, id: string, title: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("conversations")
    .set({ title, updated_at: now })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteConversation(db: Q, userId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("messages").where("conversation_id", "=", id).where("user_id", "=", userId).execute();
    const result = await trx.deleteFrom("conversations").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export function messageJson(m: MessagesTable) {
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    citations: JSON.parse(m.citations) as Citation[],
    status: m.status,
    createdAt: m.created_at,
  };
}
