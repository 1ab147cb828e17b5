// The chat's calls of the product API, over the shared client (web/shared/api): its token (with one
// refresh after a 401), its ApiError and the reaction to an expired session registered in main.tsx.
import { api, API_MESSAGES, ApiError, type ApiMessages, type Citation, type RequestOptions, type StreamEvent } from "@shared/api";
import { eventData } from "./sse";
import type {
  AskBody,
  Conversation,
  ConversationList,
  ConversationSummary,
  Feedback,
  FeedbackBody,
  RenameBody,
  Renamed,
  SearchHit,
  SearchResults,
  StopBody,
  StoredMessage,
} from "@server/chat/contracts";

export type { Citation, StreamEvent };
// The conversation routes' answers and requests, declared once by the server (type-only imports).
export type { Conversation, ConversationSummary, Feedback, SearchHit, StoredMessage } from "@server/chat/contracts";
export type Rating = Feedback["rating"];
export type Retry = NonNullable<StoredMessage["retry"]>;

/** The chat's own texts for answers without a message from the server (a proxy's error page, say). */
const CHAT_MESSAGES: ApiMessages = {
  ...API_MESSAGES,
  unknown: "Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  status: {
    401: "Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.",
    404: "Diese Unterhaltung gibt es nicht mehr.",
    413: "Die Nachricht ist zu lang.",
    429: "Sie haben in kurzer Zeit sehr viele Fragen gestellt. Bitte warten Sie einen Moment.",
  },
};

const chat = (options: RequestOptions = {}): RequestOptions => ({ ...options, messages: CHAT_MESSAGES });
const conversation = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export async function listConversations(): Promise<ConversationSummary[]> {
  return (await api.json<ConversationList>("/api/conversations", chat())).conversations;
}

export async function searchConversations(query: string): Promise<SearchHit[]> {
  return (await api.json<SearchResults>(`/api/conversations/search?q=${encodeURIComponent(query)}`, chat())).results;
}

export async function getConversation(id: string): Promise<Conversation> {
  return api.json<Conversation>(conversation(id), chat());
}

export async function renameConversation(id: string, title: string): Promise<Renamed> {
  return api.json<Renamed>(conversation(id), chat({ method: "PATCH", json: { title } satisfies RenameBody }));
}

export async function deleteConversation(id: string): Promise<void> {
  await api.request(conversation(id), chat({ method: "DELETE" }));
}

export async function sendFeedback(messageId: string, rating: Rating, comment?: string): Promise<Feedback> {
  return api.json<Feedback>(
    `/api/messages/${encodeURIComponent(messageId)}/feedback`,
    chat({ method: "PUT", json: (comment ? { rating, comment } : { rating }) satisfies FeedbackBody }),
  );
}

export async function stopAnswer(messageId: string): Promise<void> {
  await api.request("/api/chat/stop", chat({ method: "POST", json: { messageId } satisfies StopBody }));
}

/**
 * Sends a question and yields the answer's events as the server writes them. With `replaces` (the
 * conversation's last question) the new exchange takes the place of the old one.
 */
export async function* askQuestion(
  message: string,
  conversationId: string | null,
  signal: AbortSignal,
  replaces?: string,
): AsyncGenerator<StreamEvent> {
  // Literal objects, not spreads: the compiler then refuses a field the server's schema does not name.
  const json: AskBody = !conversationId ? { message } : replaces ? { message, conversationId, replaces } : { message, conversationId };
  // No timeout: the answer may take a while to start; the user can stop it (signal).
  const response = await api.request("/api/chat", chat({ method: "POST", json, signal, timeoutMs: null }));
  if (!response.body) throw new ApiError(0, "network", CHAT_MESSAGES.network);
  const events = eventData(response.body);
  try {
    for (;;) {
      let next: IteratorResult<string>;
      try {
        next = await events.next();
      } catch {
        // The connection broke off (or the reader was aborted) in the middle of the answer.
        throw signal.aborted ? new ApiError(0, "aborted", CHAT_MESSAGES.aborted) : new ApiError(0, "network", CHAT_MESSAGES.network);
      }
      if (next.done) return;
      let event: StreamEvent;
      try {
        event = JSON.parse(next.value) as StreamEvent;
      } catch {
        throw new ApiError(response.status, "invalid_response", CHAT_MESSAGES.network);
      }
      yield event;
    }
  } finally {
    // Releases the body's reader when the caller stops early or an error ends the loop.
    await events.return(undefined);
  }
}
