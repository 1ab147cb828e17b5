// The chat API: a server-sent-event stream per question, and the user's conversations.
import type { FastifyInstance } from "fastify";
import type { AuthService } from "../auth/service.js";
import { ApiError, retryAfter } from "../http/errors.js";
import { currentUser, requireUser } from "../http/require-user.js";
import type { Answerer } from "../answer/answerer.js";
import { ChatStreams } from "./streams.js";
import { conversationMessages, deleteConversation, findConversation, listConversations, messageJson, renameConversation } from "./repo.js";
import { conversationFeedback, feedbackJson, isOwnAnswer, MAX_COMMENT_LENGTH, RATINGS, saveFeedback, type Rating } from "./feedback.js";

const uuid = { type: "string", pattern: "^[0-9a-fA-F-]{36}$" } as const;
const idParams = { type: "object", required: ["id"], properties: { id: { type: "string", maxLength: 64 } } } as const;
const errorBody = {
  type: "object",
  properties: { error: { type: "object", properties: { code: { type: "string" }, message: { type: "string" } } } },
} as const;
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody, 429: errorBody };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new ApiError(404, "conversation_not_found", "Diese Unterhaltung gibt es nicht.");
// Cast: the code is not yet in ErrorCode's closed list (server/http/errors.ts).
const messageNotFound = () => new ApiError(404, "message_not_found", "Diese Nachricht gibt es nicht.");
const feedbackProperties = {
  rating: { type: "string", enum: RATINGS },
  comment: { type: "string", maxLength: MAX_COMMENT_LENGTH },
} as const;

export async function chatRoutes(
  app: FastifyInstance,
  { auth, answerer, streams }: { auth: AuthService; answerer: Answerer; streams: ChatStreams },
): Promise<void> {
  const { config, clock, limiter, db } = auth;
  app.addHook("preHandler", requireUser(auth));

  app.post<{ Body: { message: string; conversationId?: string } }>(
    "/chat",
    {
      schema: {
        body: {
          type: "object",
          required: ["message"],
          properties: { message: { type: "string" }, conversationId: uuid },
          additionalProperties: false,
        },
        response: errors,
      },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const message = request.body.message.trim();
      if (!message) throw new ApiError(400, "validation_failed", "Bitte geben Sie eine Frage ein.");
      if ([...message].length > config.chat.maxMessageLength) {
        throw new ApiError(413, "message_too_long", `Die Nachricht ist zu lang (höchstens ${config.chat.maxMessageLength} Zeichen).`);
      }
      const conversationId = request.body.conversationId ?? null;
      if (conversationId && !(await findConversation(db, user.id, conversationId))) throw notFound();
      const wait = await limiter.consume(`chat:${user.id}`, config.chat.rateLimit, clock.now());
      if (wait > 0) {
        const message = "Sie haben in kurzer Zeit sehr viele Fragen gestellt. Bitte warten Sie einen Moment.";
        throw new ApiError(429, "rate_limited", message, {}, retryAfter(wait));
      }
      await streams.run({ request, reply, userId: user.id, conversationId, question: message, answerer });
    },
  );

  app.post<{ Body: { messageId: string } }>(
    "/chat/stop",
    {
      schema: {
        body: {
          type: "object",
          required: ["messageId"],
          properties: { messageId: { type: "string", maxLength: 64 } },
          additionalProperties: false,
        },
        response: { 200: { type: "object", properties: { stopped: { type: "boolean" } } }, ...errors },
      },
    },
    async (request) => ({ stopped: await streams.stop(currentUser(request).user.id, request.body.messageId) }),
  );

  app.get(
    "/conversations",
    {
      schema: {
        response: {
          200: {
            type: "object",
            properties: {
              conversations: {
                type: "array",
                items: { type: "object", properties: { id: { type: "string" }, title: { type: "string" }, updatedAt: { type: "string" } } },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const rows = await listConversations(db, currentUser(request).user.id);
      return { conversations: rows.map((r) => ({ id: r.id, title: r.title, updatedAt: r.updated_at })) };
    },
  );

  app.get<{ Params: { id: string } }>("/conversations/:id", { schema: { params: idParams } }, async (request) => {
    if (!UUID.test(request.params.id)) throw notFound();
    const conversation = await findConversation(db, currentUser(request).user.id, request.params.id);
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
      messages: messages.map((m) => ({ ...messageJson(m), feedback: feedbackJson(feedback.get(m.id)) })),
    };
  });

  app.put<{ Params: { id: string }; Body: { rating: Rating; comment?: string } }>(
    "/messages/:id/feedback",
    {
      schema: {
        params: idParams,
        body: { type: "object", required: ["rating"], properties: feedbackProperties, additionalProperties: false },
        response: { 200: { type: "object", properties: { rating: { type: "string" }, comment: { type: ["string", "null"] } } }, ...errors },
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
      const { user } = currentUser(request);
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

  app.patch<{ Params: { id: string }; Body: { title: string } }>(
    "/conversations/:id",
    {
      schema: {
        params: idParams,
        body: { type: "object", required: ["title"], properties: { title: { type: "string" } }, additionalProperties: false },
      },
    },
    async (request) => {
      const title = request.body.title.replace(/\s+/g, " ").trim();
      if (!title || title.length > 200) throw new ApiError(400, "validation_failed", "Der Titel muss 1 bis 200 Zeichen lang sein.");
      if (!UUID.test(request.params.id)) throw notFound();
      if (!(await renameConversation(db, currentUser(request).user.id, request.params.id, title, clock.iso()))) throw notFound();
      return { id: request.params.id, title };
    },
  );

  app.delete<{ Params: { id: string } }>("/conversations/:id", { schema: { params: idParams } }, async (request, reply) => {
    if (!UUID.test(request.params.id)) throw notFound();
    if (!(await deleteConversation(db, currentUser(request).user.id, request.params.id))) throw notFound();
    return reply.status(204).send();
  });
}
