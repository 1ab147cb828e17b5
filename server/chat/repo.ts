// Storage of conversations and messages. Every query is scoped to the owning user.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { AccountDataDeletion } from "../db/account-deletion.js";
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

/**
 * The last question of a conversation and the refs its answer cited, for follow-up questions;
 * with `before`, the exchange before that question (the one a replaced question followed).
 */
export async function previousExchange(
  db: Q,
  userId: string,
  conversationId: string,
  before?: string,
): Promise<{ question: string; refs: string[] } | null> {
  let query = db
    .selectFrom("messages")
    .select(["role", "content", "citations"])
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId);
  if (before) {
    const seq = db.selectFrom("messages").select("seq").where("id", "=", before).where("user_id", "=", userId);
    query = query.where("seq", "<", seq);
  }
  const rows = await query.orderBy("seq", "desc").limit(2).execute();
  const question = rows.find((r) => r.role === "user");
  if (!question) return null;
  const answer = rows.find((r) => r.role === "assistant");
  const citations = answer ? (JSON.parse(answer.citations) as Citation[]) : [];
  return { question: question.content, refs: citations.map((c) => c.ref) };
}

/** The conversation's last question, and whether an answer to it is still being written. */
export async function lastQuestion(db: Q, userId: string, conversationId: string) {
  const rows = await db
    .selectFrom("messages")
    .select(["id", "role", "status"])
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId)
    .orderBy("seq", "desc")
    .limit(2)
    .execute();
  const question = rows.find((r) => r.role === "user");
  if (!question) return null;
  return { id: question.id, answering: rows.some((r) => r.role === "assistant" && r.status === "streaming") };
}

export type ExchangeInput = {
  userId: string;
  conversationId: string | null;
  question: string;
  now: string;
  /** What the answer will be produced from (basis.ts). */
  basis: string;
  /** The conversation's last question, replaced with its answer (and their ratings) by this one. */
  replaces?: string;
};

/**
 * Stores the question (creating the conversation when needed) and a placeholder answer. Null
 * when the question to replace is no longer the last one, or its answer is still being written:
 * checked inside the transaction, so two tabs cannot both replace it.
 */
export async function startExchange(db: Q, input: ExchangeInput) {
  return db.transaction().execute(async (trx) => {
    if (input.replaces) {
      if (!input.conversationId) return null;
      const last = await lastQuestion(trx, input.userId, input.conversationId);
      if (!last || last.id !== input.replaces || last.answering) return null;
      const from = await trx.selectFrom("messages").select("seq").where("id", "=", last.id).executeTakeFirstOrThrow();
      // Ratings go with their answers (the foreign key cascades).
      await trx
        .deleteFrom("messages")
        .where("conversation_id", "=", input.conversationId)
        .where("user_id", "=", input.userId)
        .where("seq", ">=", from.seq)
        .execute();
    }
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
      basis: null,
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
      basis: input.basis,
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

/** The chat's part of an account deletion (server/db/account-deletion.ts): every conversation. */
export const deleteChatData: AccountDataDeletion = async (trx, user) => {
  await trx.deleteFrom("messages").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("conversations").where("user_id", "=", user.id).execute();
};
