// The data export (Art. 28 DSG), written as a stream so that long histories never sit in
// memory as a whole. Format: docs/export-format.md.
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { Clock } from "../clock.js";
import type { Db } from "../db/database.js";
import type { UsersTable } from "../db/schema.js";
import { messageJson } from "../chat/repo.js";
import { conversationFeedback } from "../chat/feedback.js";

const PAGE = 50;

export async function* exportChunks(db: Db, user: UsersTable, exportedAt: string): AsyncGenerator<string> {
  const account = {
    id: user.id,
    email: user.email,
    createdAt: user.created_at,
    updatedAt: user.updated_at,
    emailConfirmedAt: user.email_confirmed_at,
    lastSignInAt: user.last_sign_in_at,
    userMetadata: JSON.parse(user.raw_user_meta_data),
  };
  yield `{"format":"datenschutz-assistent-export","version":1,"exportedAt":${JSON.stringify(exportedAt)},"account":${JSON.stringify(account)}`;
  const sessions = await db
    .selectFrom("sessions")
    .select(["id", "created_at", "refreshed_at", "user_agent", "ip"])
    .where("user_id", "=", user.id)
    .orderBy("created_at")
    .execute();
  yield `,"sessions":${JSON.stringify(sessions.map((s) => ({ id: s.id, createdAt: s.created_at, lastUsedAt: s.refreshed_at ?? s.created_at, userAgent: s.user_agent, ip: s.ip })))}`;
  yield `,"conversations":[`;
  let first = true;
  for (let offset = 0; ; offset += PAGE) {
    const page = await db
      .selectFrom("conversations")
      .selectAll()
      .where("user_id", "=", user.id)
      .orderBy("created_at")
      .orderBy("id")
      .limit(PAGE)
      .offset(offset)
      .execute();
    for (const conversation of page) {
      const messages = await db.selectFrom("messages").selectAll().where("conversation_id", "=", conversation.id).orderBy("seq").execute();
      const ratings = await conversationFeedback(db, user.id, conversation.id);
      const withFeedback = messages.map((m) => {
        const rating = ratings.get(m.id);
        return {
          ...messageJson(m),
          feedback: rating
            ? { rating: rating.rating, comment: rating.comment, createdAt: rating.created_at, updatedAt: rating.updated_at }
            : null,
        };
      });
      const item = {
        id: conversation.id,
        title: conversation.title,
        createdAt: conversation.created_at,
        updatedAt: conversation.updated_at,
        messages: withFeedback,
      };
      yield `${first ? "" : ","}${JSON.stringify(item)}`;
      first = false;
    }
    if (page.length < PAGE) break;
  }
  yield `],"auditLog":[`;
  first = true;
  for (let offset = 0; ; offset += 500) {
    const page = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("actor_id", "=", user.id)
      .orderBy("created_at")
      .orderBy("id")
      .limit(500)
      .offset(offset)
      .execute();
    for (const entry of page) {
      yield `${first ? "" : ","}${JSON.stringify({ at: entry.created_at, action: entry.action, ip: entry.ip, userAgent: entry.user_agent, details: JSON.parse(entry.payload) })}`;
      first = false;
    }
    if (page.length < 500) break;
  }
  yield "]";
  // The compliance tools' saved work (breach assessments, record of processing activities).
  for (const [key, table] of [
    ["breaches", "tool_breaches"],
    ["records", "tool_records"],
  ] as const) {
    const rows = await db.selectFrom(table).selectAll().where("user_id", "=", user.id).orderBy("created_at").orderBy("id").execute();
    yield `,"${key}":${JSON.stringify(rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.created_at, updatedAt: r.updated_at, data: JSON.parse(r.data) })))}`;
  }
  // Stored files (Storage API, "Meine Dokumente"): names, sizes and dates; the bytes stay downloadable there.
  const files = await db
    .selectFrom("storage_objects")
    .select(["bucket_id", "name", "size", "mimetype", "created_at", "updated_at"])
    .where("owner", "=", user.id)
    .orderBy("bucket_id")
    .orderBy("name")
    .execute();
  yield `,"storedFiles":${JSON.stringify(files.map((f) => ({ bucket: f.bucket_id, name: f.name, size: Number(f.size), mimeType: f.mimetype, createdAt: f.created_at, updatedAt: f.updated_at })))}`;
  yield "}";
}

/** Sends the export as a download named by the day, streamed and never cached. */
export function sendExport(reply: FastifyReply, db: Db, user: UsersTable, clock: Clock): FastifyReply {
  const day = clock.iso().slice(0, 10);
  reply.header("content-type", "application/json; charset=utf-8");
  reply.header("content-disposition", `attachment; filename="datenschutz-assistent-export-${day}.json"`);
  reply.header("cache-control", "no-store");
  return reply.send(Readable.from(exportChunks(db, user, clock.iso())));
}
