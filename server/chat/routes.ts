// The chat API: a server-sent-event stream per question, and the user's conversations.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { apiErrors, Binary, canNameRow, IdParams, NoContent } from "../http/contracts.js";
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
import { conversationFeedback, feedbackJson, isOwnAnswer, saveFeedback } from "./feedback.js";
import {
  AskBody,
  Conversation,
  ConversationList,
  Feedback,
  FeedbackBody,
  RenameBody,
  Renamed,
  SearchQuery,
  SearchResults,
  StopBody,
  Stopped,
} from "./contracts.js";

const notFound = () => new ApiError(404, "conversation_not_found", "Diese Unterhaltung gibt es nicht.");
// Cast: the code is not yet in ErrorCode's closed list (server/http/errors.ts).
const messageNotFound = () => new ApiError(404, "message_not_found", "Diese Nachricht gibt es nicht.");

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
        body: AskBody,
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
        body: StopBody,
        response: { 200: Stopped, ...apiErrors },
      },
    },
    async (request) => ({ stopped: await streams.stop(guard.user(request).user.id, request.body.messageId) }),
  );

  app.get(
    "/conversations",
    {
      schema: {
        response: { 200: ConversationList, ...apiErrors },
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
        querystring: SearchQuery,
        response: { 200: SearchResults, ...apiErrors },
      },
    },
    async (request) => {
      const terms = searchTerms(request.query.q);
      if (!terms.length) throw new ApiError(400, "validation_failed", "Bitte geben Sie einen Suchbegriff ein.");
      return { results: await searchConversations(db, guard.user(request).user.id, terms) };
    },
  );

  app.get("/conversations/:id", { schema: { params: IdParams, response: { 200: Conversation, ...apiErrors } } }, async (request) => {
    if (!canNameRow(request.params.id)) throw notFound();
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
        body: FeedbackBody,
        response: { 200: Feedback, ...apiErrors },
      },
    },
    async (request) => {
      const { user } = guard.user(request);
      if (!canNameRow(request.params.id) || !(await isOwnAnswer(db, user.id, request.params.id))) throw messageNotFound();
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
        if (!canNameRow(request.params.id) || !(await isOwnAnswer(db, user.id, request.params.id))) throw messageNotFound();
        throw error;
      }
    },
  );

  app.patch(
    "/conversations/:id",
    {
      schema: {
        params: IdParams,
        body: RenameBody,
        response: { 200: Renamed, ...apiErrors },
      },
    },
    async (request) => {
      const title = request.body.title.replace(/\s+/g, " ").trim();
      if (!title) throw new ApiError(400, "validation_failed", "Der Titel muss 1 bis 200 Zeichen lang sein.");
      if (!canNameRow(request.params.id)) throw notFound();
      if (!(await renameConversation(db, guard.user(request).user.id, request.params.id, title, clock.iso()))) throw notFound();
      return { id: request.params.id, title };
    },
  );

  app.delete("/conversations/:id", { schema: { params: IdParams, response: { 204: NoContent, ...apiErrors } } }, async (request, reply) => {
    if (!canNameRow(request.params.id)) throw notFound();
    if (!(await deleteConversation(db, guard.user(request).user.id, request.params.id))) throw notFound();
    return reply.status(204).send();
  });
}
