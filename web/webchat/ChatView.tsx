// The signed-in chat: header, messages, input, and the history panel over the messages.
import { ArrowDown, History, Maximize2, SquarePen } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Composer, type Draft } from "./Composer";
import type { ChatConfig } from "./config";
import { MessageItem } from "./MessageItem";
import { followTarget, isAtBottom, maxScroll } from "./scroll";
import { useChat } from "./useChat";
import { useVisualViewportHeight } from "./viewport";
import { Welcome } from "./Welcome";

// The history (list, date groups, search) is needed only once opened: a chunk of its own keeps what
// the chat loads before its first answer within the 150 KB budget (tests/e2e/budget.spec.ts).
const HistoryPanel = lazy(() => import("./HistoryPanel").then((module) => ({ default: module.HistoryPanel })));

const headerButton =
  "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60 sm:px-3";
const HISTORY_ID = "webchat-history";
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

/** In a frame the chat offers itself full-page; opened on its own it has nothing to offer. */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A browser that refuses even to compare with a foreign top window: we are framed.
    return true;
  }
}

export function ChatView({ config, userId }: { config: ChatConfig; userId: string }) {
  const chat = useChat(userId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  // What the view does as messages change: keep the new question at the top ("question"), show
  // the end of a conversation just opened ("bottom"), or nothing once the reader scrolls.
  // A conversation remembered from before a reload opens at its end, too.
  // A search result opens at its message ({ message }).
  const follow = useRef<"question" | "bottom" | { message: string } | null>("bottom");
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const historyButton = useRef<HTMLButtonElement>(null);
  const [framed] = useState(isFramed);
  useVisualViewportHeight();

  const place = (element: HTMLDivElement, top: number) => {
    element.scrollTop = top;
  };

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const target = follow.current;
    if (target && typeof target === "object" && chat.messages.length) {
      const item = element.querySelector<HTMLElement>(`li[data-message-id="${CSS.escape(target.message)}"]`);
      if (item) {
        const top = item.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
        place(element, Math.min(Math.max(0, top - 12), maxScroll(element)));
        item.dataset.found = "";
        item.tabIndex = -1;
        item.focus({ preventScroll: true });
      } else place(element, maxScroll(element));
      follow.current = null;
    } else if (follow.current === "bottom" && chat.messages.length) {
      place(element, maxScroll(element));
      follow.current = null;
    } else if (follow.current === "question") {
      const questions = element.querySelectorAll<HTMLElement>('li[data-role="user"]');
      const question = questions[questions.length - 1];
      if (question) {
        const top = question.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
        place(element, followTarget(element, top));
      }
    }
    setAwayFromBottom(!isAtBottom(element));
  }, [chat.messages]);

  // Scrolling by the reader (wheel, touch, keys, the scroll bar) ends following: from then on the
  // view stays where the reader put it. Scroll events alone cannot tell: the browser also scrolls
  // by itself (scroll anchoring when a line appears above).
  const readerScrolls = () => {
    follow.current = null;
  };

  const toNewest = () => {
    const element = scroller.current;
    if (!element) return;
    follow.current = null;
    place(element, maxScroll(element));
    setAwayFromBottom(false);
    focusInput();
  };

  const closeHistory = () => {
    setHistoryOpen(false);
    requestAnimationFrame(() => historyButton.current?.focus());
  };
  const focusInput = () => requestAnimationFrame(() => document.getElementById("webchat-input")?.focus());

  // The last question being corrected: sending replaces it, with its answer, in the conversation.
  const [editing, setEditing] = useState<(Draft & { id: string }) | null>(null);
  const [notice, setNotice] = useState("");
  const lastQuestion = [...chat.messages].reverse().find((message) => message.role === "user");
  const editable = !chat.streaming && lastQuestion?.id ? lastQuestion : undefined;
  const editLast = () => {
    if (!editable?.id) return;
    setEditing({ id: editable.id, text: editable.content, since: Date.now() });
    setNotice("Ihre letzte Frage steht im Eingabefeld und kann geändert werden. Escape bricht ab.");
  };
  const cancelEdit = () => {
    setEditing(null);
    setNotice("Bearbeiten abgebrochen.");
  };
  const retry = () => {
    if (!editable?.id) return;
    follow.current = "question";
    setEditing(null);
    void chat.send(editable.content, editable.id);
  };

  // Escape stops the answer wherever the focus is in the chat (the stop button replaces "send").
  const { stop, streaming } = chat;
  useEffect(() => {
    if (!streaming) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) stop();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [streaming, stop]);

  const { send: ask, setFeedback } = chat;
  // Stable, so that answers (memoised) do not re-render on every piece of a streaming answer.
  const send = useCallback(
    (text: string) => {
      follow.current = "question";
      void ask(text);
    },
    [ask],
  );
  const last = chat.messages.at(-1);
  const submit = (text: string) => {
    follow.current = "question";
    const replaces = editing?.id;
    setEditing(null);
    void ask(text, replaces);
  };

  return (
    <div className="flex h-[var(--webchat-height,100dvh)] min-h-0 flex-col bg-background">
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold">{config.botName}</h1>
        {framed && (
          // The same page with the same configuration (its query string), in a tab of its own.
          <a href={`${window.location.pathname}${window.location.search}`} target="_blank" rel="noopener" className={headerButton}>
            <Maximize2 className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Vollbild</span>
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
        )}
        {config.features.history && (
          <button
            ref={historyButton}
            type="button"
            className={headerButton}
            aria-expanded={historyOpen}
            aria-controls={historyOpen ? HISTORY_ID : undefined}
            onClick={() => (historyOpen ? closeHistory() : setHistoryOpen(true))}
            disabled={chat.streaming}
          >
            <History className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Verlauf</span>
          </button>
        )}
        <button
          type="button"
          className={headerButton}
          onClick={() => {
            chat.startNew();
            setEditing(null);
            setHistoryOpen(false);
            focusInput();
          }}
          disabled={chat.streaming}
        >
          <SquarePen className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Neue Unterhaltung</span>
        </button>
      </header>
      <main className="flex min-h-0 flex-1 flex-col">
        <div className="relative flex min-h-0 flex-1 flex-col">
          {/* overscroll-contain: scrolling the messages to their end never goes on to scroll the page
              around the frame (no scrolling box inside a scrolling page, decision 022). */}
          <div
            ref={scroller}
            className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain px-3 py-4 max-[30rem]:py-3"
            onScroll={(event) => setAwayFromBottom(!isAtBottom(event.currentTarget))}
            onWheel={readerScrolls}
            onTouchMove={readerScrolls}
            onKeyDown={(event) => {
              if (SCROLL_KEYS.has(event.key) && !(event.target instanceof HTMLTextAreaElement)) readerScrolls();
            }}
            onPointerDown={(event) => {
              if (event.target === event.currentTarget) readerScrolls();
            }}
          >
            <section aria-label="Nachrichten" className="mx-auto flex max-w-3xl flex-col gap-4">
              <Welcome
                text={config.welcomeMessage}
                starters={chat.messages.length === 0 && !chat.loading}
                disabled={chat.streaming}
                onAsk={send}
              />
              {chat.loading && <p className="text-sm text-muted-foreground">Unterhaltung wird geladen …</p>}
              {chat.loadError && (
                <p role="alert" className="rounded-md border border-destructive/40 px-3 py-2 text-sm text-destructive">
                  {chat.loadError}
                </p>
              )}
              {chat.messages.length > 0 && (
                <ol className="flex flex-col gap-4" aria-label="Nachrichten dieser Unterhaltung">
                  {chat.messages.map((message) => (
                    <MessageItem
                      key={message.key}
                      message={message}
                      canCopy={config.features.copy}
                      showSuggestions={message === last && message.status === "complete" && !chat.streaming}
                      onAsk={send}
                      onFeedback={setFeedback}
                      onEdit={message === editable ? editLast : undefined}
                      onRetry={message === last && editable && message.role === "assistant" ? retry : undefined}
                    />
                  ))}
                </ol>
              )}
            </section>
          </div>
          {awayFromBottom && !historyOpen && chat.messages.length > 0 && (
            <button
              type="button"
              onClick={toNewest}
              className="absolute bottom-3 left-1/2 inline-flex h-9 -translate-x-1/2 items-center gap-1.5 rounded-full border bg-background px-3 text-sm font-medium text-foreground shadow-md hover:bg-muted"
            >
              <ArrowDown className="size-4" aria-hidden="true" />
              Zur neuesten Nachricht
            </button>
          )}
          {historyOpen && (
            <Suspense fallback={null}>
              <HistoryPanel
                id={HISTORY_ID}
                currentId={chat.conversationId}
                onOpen={(id, messageId) => {
                  follow.current = messageId ? { message: messageId } : "bottom";
                  setEditing(null);
                  void chat.open(id);
                  setHistoryOpen(false);
                  // A search result takes the focus to its message instead.
                  if (!messageId) focusInput();
                }}
                onDeleted={(id) => {
                  if (id === chat.conversationId) chat.startNew();
                }}
                onClose={closeHistory}
              />
            </Suspense>
          )}
        </div>
        <Composer
          placeholder={config.placeholder}
          streaming={chat.streaming}
          disabled={chat.loading}
          privacyUrl={config.links.privacy}
          onSend={submit}
          onStop={chat.stop}
          editing={editing}
          onEditLast={editable ? editLast : undefined}
          onCancelEdit={cancelEdit}
        />
        <div className="sr-only" aria-live="polite" aria-atomic="true">
          {chat.announcement}
        </div>
        <div className="sr-only" role="status">
          {notice}
        </div>
      </main>
    </div>
  );
}
