// The chat's calls of the product API, over the shared client (web/shared/api): its token (with one
// refresh after a 401), its ApiError and the reaction to an expired session registered in main.tsx.
import { api, API_MESSAGES, ApiError, type ApiMessages, type Citation, type RequestOptions, type StreamEvent } from "@shared/api";
import { eventData } from "./sse";
import type { SearchHit } from "../../server/chat/wire";

export type { Citation, StreamEvent };

export type Rating = "helpful" | "not_helpful";

export interface Feedback {
  rating: Rating;
  comment: string | null;
}

export interface StoredMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  citations: Citation[];
  status: string;
  createdAt: string;
  /** Absent from servers older than the feedback feature. */
  feedback?: Feedback | null;
  /** Answers: whether asking the question again gives a new answer or the same one. */
  retry?: Retry;
}

export type Retry = "new" | "same";

export interface ConversationSummary {
  id: string;
  title: string;
  updatedAt: string;
  /** From before the account's address was proven: perhaps not the owner's (decision 020). */
  beforeProof?: boolean;
}

/** One result of the history search: the server's type, so the two cannot drift. */
export type { SearchHit };

export interface Conversation extends ConversationSummary {
  createdAt: string;
  messages: StoredMessage[];
}

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
  return (await api.json<{ conversations: ConversationSummary[] }>("/api/conversations", chat())).conversations;
}

export async function searchConversations(query: string): Promise<SearchHit[]> {
  return (await api.json<{ results: SearchHit[] }>(`/api/conversations/search?q=${encodeURIComponent(query)}`, chat())).results;
}

export async function getConversation(id: string): Promise<Conversation> {
  return api.json<Conversation>(conversation(id), chat());
}

export async function renameConversation(id: string, title: string): Promise<{ id: string; title: string }> {
  return api.json<{ id: string; title: string }>(conversation(id), chat({ method: "PATCH", json: { title } }));
}

export async function deleteConversation(id: string): Promise<void> {
  await api.request(conversation(id), chat({ method: "DELETE" }));
}

export async function sendFeedback(messageId: string, rating: Rating, comment?: string): Promise<Feedback> {
  return api.json<Feedback>(
    `/api/messages/${encodeURIComponent(messageId)}/feedback`,
    chat({ method: "PUT", json: comment ? { rating, comment } : { rating } }),
  );
}

export async function stopAnswer(messageId: string): Promise<void> {
  await api.request("/api/chat/stop", chat({ method: "POST", json: { messageId } }));
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
  const json = conversationId ? { message, conversationId, ...(replaces ? { replaces } : {}) } : { message };
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
