// The chat API: a server-sent-event stream per question, and the user's conversations.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { apiErrors, Binary, IdParams, NoContent, Nullable, StringEnum } from "../http/contracts.js";
import { ApiError, retryAfter } from "../http/errors.js";
import type { Kysely } from "kysely";
import type { Clock } from "../clock.js";
import type { Config } from "../config.js";
import type { Database } from "../db/schema.js";
import type { RateLimiter } from "../limits/rate-limiter.js";
import type { Guard } from "../http/require-user.js";
import type { Answerer } from "../answer/answerer.js";
import { ChatStreams, notLastQuestion } from "./streams.js";
import { retryOf } from "./basis.js";
import { searchConversations, searchTerms } from "./search.js";
import {
  conversationMessages,
  deleteConversation,
  findConversation,
  lastQuestion,
  listConversations,
  messageJson,
  renameConversation,
} from "./repo.js";
import { conversationFeedback, feedbackJson, isOwnAnswer, MAX_COMMENT_LENGTH, RATINGS, saveFeedback } from "./feedback.js";

const uuid = Type.String({ pattern: "^[0-9a-fA-F-]{36}$" });
const Feedback = Type.Object({ rating: StringEnum(RATINGS), comment: Nullable(Type.String()) });
// The wire form of server/wire/chat-stream.ts's Citation (that file stays free of runtime code).
const Citation = Type.Object({ ref: Type.String(), title: Type.String(), url: Type.String(), stand: Type.String() });
const Message = Type.Object({
  id: Type.String(),
  role: StringEnum(["user", "assistant"] as const),
  content: Type.String(),
  citations: Type.Array(Citation),
  status: StringEnum(["complete", "stopped", "error", "streaming"] as const),
  createdAt: Type.String(),
  feedback: Type.Union([Feedback, Type.Null()]),
  /** Answers only: what asking the question again would give (basis.ts). */
  retry: Type.Optional(StringEnum(["new", "same"] as const)),
});
// beforeProof: the conversation existed before the account's address was proven; it may be
// whoever signed up with the address, so the history marks it for the owner (decision 020).
const Conversation = Type.Object({
  id: Type.String(),
  title: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  beforeProof: Type.Boolean(),
  messages: Type.Array(Message),
});
const ConversationSummary = Type.Object({ id: Type.String(), title: Type.String(), updatedAt: Type.String(), beforeProof: Type.Boolean() });
const SearchHit = Type.Object({
  conversationId: Type.String(),
  title: Type.String(),
  updatedAt: Type.String(),
  messageId: Nullable(Type.String()),
  snippet: Type.String(),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new ApiError(404, "conversation_not_found", "Diese Unterhaltung gibt es nicht.");
// Cast: the code is not yet in ErrorCode's closed list (server/http/errors.ts).
const messageNotFound = () => new ApiError(404, "message_not_found", "Diese Nachricht gibt es nicht.");
const feedbackProperties = {
  rating: StringEnum(RATINGS),
  comment: Type.Optional(Type.String({ maxLength: MAX_COMMENT_LENGTH })),
};

/** What the chat routes use, and nothing more. */
export interface ChatRouteDeps {
  guard: Guard;
  db: Kysely<Database>;
  clock: Clock;
  limiter: RateLimiter;
  chat: Config["chat"];
  answerer: Answerer;
  streams: ChatStreams;
  /** What this server's answers are produced from (basis.ts). */
  basis: string;
}

export async function chatRoutes(
  parent: FastifyInstance,
  { guard, db, clock, limiter, chat, answerer, streams, basis }: ChatRouteDeps,
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("preHandler", guard);

  app.post(
    "/chat",
    {
      schema: {
        body: Type.Object(
          {
            message: Type.String(),
            conversationId: Type.Optional(uuid),
            // The conversation's last question: it is replaced, with its answer, by this one.
            replaces: Type.Optional(uuid),
          },
          { additionalProperties: false },
        ),
        response: { 200: Binary("text/event-stream", "One `data:` line per StreamEvent (server/wire/chat-stream.ts)"), ...apiErrors },
      },
    },
    async (request, reply) => {
      const { user } = guard.user(request);
      const message = request.body.message.trim();
      if (!message) throw new ApiError(400, "validation_failed", "Bitte geben Sie eine Frage ein.");
      if ([...message].length > chat.maxMessageLength) {
        throw new ApiError(413, "message_too_long", `Die Nachricht ist zu lang (höchstens ${chat.maxMessageLength} Zeichen).`);
      }
      const conversationId = request.body.conversationId ?? null;
      const replaces = request.body.replaces;
      if (replaces && !conversationId) {
        throw new ApiError(400, "validation_failed", "Eine Frage kann nur in ihrer Unterhaltung ersetzt werden.");
      }
      if (conversationId && !(await findConversation(db, user.id, conversationId))) throw notFound();
      if (replaces && conversationId) {
        const last = await lastQuestion(db, user.id, conversationId);
        if (!last || last.id !== replaces || last.answering) throw notLastQuestion();
      }
      const wait = await limiter.consume(`chat:${user.id}`, chat.rateLimit, clock.now());
      if (wait > 0) {
        const message = "Sie haben in kurzer Zeit sehr viele Fragen gestellt. Bitte warten Sie einen Moment.";
        throw new ApiError(429, "rate_limited", message, {}, retryAfter(wait));
      }
      await streams.run({ request, reply, userId: user.id, conversationId, question: message, answerer, basis, replaces });
    },
  );

  app.post(
    "/chat/stop",
    {
      schema: {
        body: Type.Object({ messageId: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ stopped: Type.Boolean() }), ...apiErrors },
      },
    },
    async (request) => ({ stopped: await streams.stop(guard.user(request).user.id, request.body.messageId) }),
  );

  app.get(
    "/conversations",
    {
      schema: {
        response: { 200: Type.Object({ conversations: Type.Array(ConversationSummary) }), ...apiErrors },
      },
    },
    async (request) => {
      const rows = await listConversations(db, guard.user(request).user.id);
      return {
        conversations: rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updated_at, beforeProof: r.before_proof === 1 })),
      };
    },
  );

  app.get(
    "/conversations/search",
    {
      schema: {
        querystring: Type.Object({ q: Type.String({ maxLength: 200 }) }),
        response: { 200: Type.Object({ results: Type.Array(SearchHit) }), ...apiErrors },
      },
    },
    async (request) => {
      const terms = searchTerms(request.query.q);
      if (!terms.length) throw new ApiError(400, "validation_failed", "Bitte geben Sie einen Suchbegriff ein.");
      return { results: await searchConversations(db, guard.user(request).user.id, terms) };
    },
  );

  app.get("/conversations/:id", { schema: { params: IdParams, response: { 200: Conversation, ...apiErrors } } }, async (request) => {
    if (!UUID.test(request.params.id)) throw notFound();
    const conversation = await findConversation(db, guard.user(request).user.id, request.params.id);
    if (!conversation) throw notFound();
    const [messages, feedback] = await Promise.all([
      conversationMessages(db, conversation.id),
      conversationFeedback(db, conversation.user_id, conversation.id),
    ]);
    return {
      id: conversation.id,
      title: conversation.title,
      createdAt: conversation.created_at,
      updatedAt: conversation.updated_at,
      beforeProof: conversation.before_proof === 1,
      messages: messages.map((m) => ({
        ...messageJson(m),
        feedback: feedbackJson(feedback.get(m.id)),
        ...(m.role === "assistant" ? { retry: retryOf(m, basis) } : {}),
      })),
    };
  });

  app.put(
    "/messages/:id/feedback",
    {
      schema: {
        params: IdParams,
        body: Type.Object(feedbackProperties, { additionalProperties: false }),
        response: { 200: Feedback, ...apiErrors },
      },
      // The app's validator drops unknown properties silently (removeAdditional); here a client
      // sending a field we would not store is told so, instead of believing it was saved.
      preValidation: async (request) => {
        const body = request.body;
        if (
          body &&
          typeof body === "object" &&
          !Array.isArray(body) &&
          Object.keys(body).some((key) => !Object.hasOwn(feedbackProperties, key))
        ) {
          throw new ApiError(400, "validation_failed", "Die Rückmeldung enthält unbekannte Felder.");
        }
      },
    },
    async (request) => {
      const { user } = guard.user(request);
      if (!UUID.test(request.params.id) || !(await isOwnAnswer(db, user.id, request.params.id))) throw messageNotFound();
      const comment = request.body.comment?.trim() || null;
      try {
        return await saveFeedback(db, {
          userId: user.id,
          messageId: request.params.id,
          rating: request.body.rating,
          comment,
          now: clock.iso(),
        });
      } catch (error) {
        // Deleted in the meantime (its conversation, in another tab): the foreign key refused it.
        if (!(await isOwnAnswer(db, user.id, request.params.id))) throw messageNotFound();
        throw error;
      }
    },
  );

  app.patch(
    "/conversations/:id",
    {
      schema: {
        params: IdParams,
        body: Type.Object({ title: Type.String() }, { additionalProperties: false }),
        response: { 200: Type.Object({ id: Type.String(), title: Type.String() }), ...apiErrors },
      },
    },
    async (request) => {
      const title = request.body.title.replace(/\s+/g, " ").trim();
      if (!title || title.length > 200) throw new ApiError(400, "validation_failed", "Der Titel muss 1 bis 200 Zeichen lang sein.");
      if (!UUID.test(request.params.id)) throw notFound();
      if (!(await renameConversation(db, guard.user(request).user.id, request.params.id, title, clock.iso()))) throw notFound();
      return { id: request.params.id, title };
    },
  );

  app.delete("/conversations/:id", { schema: { params: IdParams, response: { 204: NoContent, ...apiErrors } } }, async (request, reply) => {
    if (!UUID.test(request.params.id)) throw notFound();
    if (!(await deleteConversation(db, guard.user(request).user.id, request.params.id))) throw notFound();
    return reply.status(204).send();
  });
}
