// The chat API on our own origin, with the signed-in user's access token.
import { supabase } from "@/lib/supabase";
import { eventData } from "./sse";
// The stream's wire types are the server's own (type-only: nothing of the server reaches the bundle).
import type { Citation, StreamEvent } from "../../server/chat/events";

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
}

export interface ConversationSummary {
  id: string;
  title: string;
  updatedAt: string;
}

export interface Conversation extends ConversationSummary {
  createdAt: string;
  messages: StoredMessage[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const FALLBACK: Record<number, string> = {
  401: "Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.",
  404: "Diese Unterhaltung gibt es nicht mehr.",
  413: "Die Nachricht ist zu lang.",
  429: "Sie haben in kurzer Zeit sehr viele Fragen gestellt. Bitte warten Sie einen Moment.",
};
export const NETWORK_ERROR = "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.";

async function token(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new ApiError(401, FALLBACK[401]);
  return data.session.access_token;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = "";
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string") message = body.error.message;
  } catch {
    // Not JSON (a proxy's error page): the fallback below says enough.
  }
  return new ApiError(
    response.status,
    message || FALLBACK[response.status] || "Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  );
}

async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const send = async () =>
    fetch(path, {
      ...init,
      headers: { ...(init.body ? { "content-type": "application/json" } : {}), authorization: `Bearer ${await token()}` },
    });
  let response: Response;
  try {
    response = await send();
    // The token may have expired while the tab slept; one refresh, then give up.
    if (response.status === 401 && !(await supabase.auth.refreshSession()).error) response = await send();
  } catch (error) {
    if (error instanceof ApiError || (error as Error).name === "AbortError") throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

const json = (body: unknown) => JSON.stringify(body);

export async function listConversations(): Promise<ConversationSummary[]> {
  const body = (await (await request("/api/conversations")).json()) as { conversations: ConversationSummary[] };
  return body.conversations;
}

export async function getConversation(id: string): Promise<Conversation> {
  return (await request(`/api/conversations/${encodeURIComponent(id)}`)).json() as Promise<Conversation>;
}

export async function renameConversation(id: string, title: string): Promise<{ id: string; title: string }> {
  const response = await request(`/api/conversations/${encodeURIComponent(id)}`, { method: "PATCH", body: json({ title }) });
  return response.json() as Promise<{ id: string; title: string }>;
}

export async function deleteConversation(id: string): Promise<void> {
  await request(`/api/conversations/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export async function sendFeedback(messageId: string, rating: Rating, comment?: string): Promise<Feedback> {
  const response = await request(`/api/messages/${encodeURIComponent(messageId)}/feedback`, {
    method: "PUT",
    body: json(comment ? { rating, comment } : { rating }),
  });
  return response.json() as Promise<Feedback>;
}

export async function stopAnswer(messageId: string): Promise<void> {
  await request("/api/chat/stop", { method: "POST", body: json({ messageId }) });
}

/** Sends a question and yields the answer's events as the server writes them. */
export async function* askQuestion(message: string, conversationId: string | null, signal: AbortSignal): AsyncGenerator<StreamEvent> {
  const response = await request("/api/chat", {
    method: "POST",
    body: json(conversationId ? { message, conversationId } : { message }),
    signal,
  });
  if (!response.body) throw new ApiError(0, NETWORK_ERROR);
  for await (const data of eventData(response.body)) yield JSON.parse(data) as StreamEvent;
}
