// The open conversation: its messages, the answer being streamed, stopping it, switching conversations.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, errorMessage } from "@shared/api";
import { askQuestion, getConversation, stopAnswer, type Citation, type Feedback, type Retry, type StoredMessage } from "./api";
import { plainText } from "./markdown";
import { upTo } from "./replace";

export type MessageStatus = "streaming" | "complete" | "stopped" | "error";

export interface ChatMessage {
  key: string;
  /** The server's id, once known (the meta event for a streamed answer); feedback needs it. */
  id?: string;
  role: "user" | "assistant";
  content: string;
  citations: Citation[];
  unverified: string[];
  /** Follow-up questions the server proposed with this answer (not stored, so not after a reload). */
  suggestions: string[];
  feedback: Feedback | null;
  status: MessageStatus;
  error?: string;
  /** Answers: what asking the question again would give (a composed answer repeats itself). */
  retry?: Retry;
}

interface ActiveStream {
  controller: AbortController;
  messageId: string | null;
  stopRequested: boolean;
}

const STORED_ERROR = "Die Antwort konnte nicht erstellt werden. Bitte versuchen Sie es erneut.";
const INTERRUPTED = "Die Verbindung wurde unterbrochen. Ihre Frage ist gespeichert; bitte versuchen Sie es erneut.";
const MAX_SUGGESTIONS = 3;
let counter = 0;
const nextKey = () => `local-${++counter}`;

function fromStored(message: StoredMessage): ChatMessage {
  const status: MessageStatus = message.status === "stopped" || message.status === "error" ? message.status : "complete";
  return {
    key: message.id,
    id: message.id,
    role: message.role,
    content: message.content,
    citations: message.citations ?? [],
    unverified: [],
    suggestions: [],
    feedback: message.feedback ?? null,
    status,
    error: status === "error" && message.role === "assistant" ? STORED_ERROR : undefined,
    retry: message.role === "assistant" ? (message.retry ?? "new") : undefined,
  };
}

/** The open conversation survives a reload of the frame, not the end of the browser session. */
function memory(userId: string) {
  const key = `webchat:conversation:${userId}`;
  return {
    read: () => {
      try {
        return window.sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (id: string | null) => {
      try {
        if (id) window.sessionStorage.setItem(key, id);
        else window.sessionStorage.removeItem(key);
      } catch {
        // Storage may be blocked in a third-party frame; the chat works without it.
      }
    },
  };
}

export function useChat(userId: string) {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const stream = useRef<ActiveStream | null>(null);
  const currentId = useRef<string | null>(null);
  // Bumped on every switch, so a conversation that loads late does not replace a newer choice.
  const generation = useRef(0);
  const store = useRef(memory(userId)).current;

  const select = useCallback(
    (id: string | null) => {
      currentId.current = id;
      setConversationId(id);
      store.write(id);
    },
    [store],
  );

  const open = useCallback(
    async (id: string) => {
      if (stream.current) return;
      const mine = ++generation.current;
      setLoading(true);
      setLoadError(null);
      try {
        const conversation = await getConversation(id);
        if (mine !== generation.current) return;
        select(conversation.id);
        setMessages(conversation.messages.map(fromStored));
      } catch (error) {
        if (mine !== generation.current) return;
        if (error instanceof ApiError && error.status === 404) select(null);
        setLoadError(errorMessage(error));
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [select],
  );

  useEffect(() => {
    const remembered = store.read();
    if (remembered) void open(remembered);
  }, [open, store]);

  const startNew = useCallback(() => {
    if (stream.current) return;
    generation.current++;
    select(null);
    setMessages([]);
    setLoadError(null);
    setLoading(false);
  }, [select]);

  const update = (key: string, change: (message: ChatMessage) => Partial<ChatMessage>) =>
    setMessages((list) => list.map((message) => (message.key === key ? { ...message, ...change(message) } : message)));

  const requestStop = async (active: ActiveStream) => {
    // Aborting alone would leave the server answering; told to stop, it stores what was written.
    // Until it confirms, pieces still arriving are shown, so the text matches what it stores.
    if (active.messageId) await stopAnswer(active.messageId).catch(() => undefined);
    active.controller.abort();
  };

  const stop = useCallback(() => {
    const active = stream.current;
    if (!active || active.stopRequested) return;
    active.stopRequested = true;
    // Without the answer's id (no meta event yet), the stop is sent as soon as the id arrives.
    if (active.messageId) void requestStop(active);
  }, []);

  /** Asks a question; with `replaces` (the last question's id) it takes that exchange's place. */
  const send = useCallback(
    async (question: string, replaces?: string) => {
      if (stream.current || !question.trim()) return;
      const active: ActiveStream = { controller: new AbortController(), messageId: null, stopRequested: false };
      stream.current = active;
      const questionKey = nextKey();
      const answerKey = nextKey();
      setLoadError(null);
      setStreaming(true);
      setAnnouncement("");
      setMessages((list) => [
        ...(replaces ? upTo(list, replaces) : list),
        {
          key: questionKey,
          role: "user",
          content: question,
          citations: [],
          unverified: [],
          suggestions: [],
          feedback: null,
          status: "complete",
        },
        {
          key: answerKey,
          role: "assistant",
          content: "",
          citations: [],
          unverified: [],
          suggestions: [],
          feedback: null,
          status: "streaming",
        },
      ]);
      let status: MessageStatus = "complete";
      let error: string | undefined;
      let content = "";
      let finished = false;
      let retry: Retry = "new";
      try {
        for await (const event of askQuestion(question, currentId.current, active.controller.signal, replaces)) {
          if (event.type === "meta") {
            active.messageId = event.messageId;
            retry = event.retry ?? "new";
            update(answerKey, () => ({ id: event.messageId }));
            if (event.questionId) update(questionKey, () => ({ id: event.questionId }));
            select(event.conversationId);
            if (active.stopRequested) void requestStop(active);
          } else if (event.type === "delta") {
            content += event.text;
            update(answerKey, (message) => ({ content: message.content + event.text }));
          } else if (event.type === "citations") {
            update(answerKey, () => ({ citations: event.citations ?? [], unverified: event.unverified ?? [] }));
          } else if (event.type === "suggestions") {
            const items = Array.isArray(event.items) ? event.items : [];
            const suggestions = items.filter((item) => typeof item === "string" && item.trim()).map((item) => item.trim());
            update(answerKey, () => ({ suggestions: [...new Set(suggestions)].slice(0, MAX_SUGGESTIONS) }));
          } else if (event.type === "done") {
            finished = true;
            status = event.status === "stopped" ? "stopped" : "complete";
          } else if (event.type === "error") {
            finished = true;
            status = "error";
            error = event.message;
          }
        }
        if (!finished) {
          status = active.stopRequested ? "stopped" : "error";
          error = active.stopRequested ? undefined : INTERRUPTED;
        }
      } catch (caught) {
        if (active.stopRequested) status = "stopped";
        else {
          status = "error";
          error = errorMessage(caught);
        }
      } finally {
        stream.current = null;
      }
      // Only a complete answer can be the same again; a stopped or failed one is always worth retrying.
      update(answerKey, () => ({ status, error, retry: status === "complete" ? retry : "new" }));
      setStreaming(false);
      // One announcement for the finished answer; announcing each piece would flood screen readers.
      setAnnouncement(
        status === "error" ? (error ?? "") : status === "stopped" ? "Die Antwort wurde gestoppt." : `Antwort: ${plainText(content)}`,
      );
    },
    [select],
  );

  /** Keeps a rating with its answer, so it survives the answer's re-rendering. */
  const setFeedback = useCallback((key: string, feedback: Feedback) => update(key, () => ({ feedback })), []);

  return { conversationId, messages, streaming, loading, loadError, announcement, send, stop, open, startNew, setFeedback };
}
