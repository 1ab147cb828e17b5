// One message: the user's question as plain text, or an answer with its sources, its actions
// (copy, rating) and, under the latest answer, the follow-up questions the server proposed.
import { Check, Copy, Pencil, RotateCcw } from "lucide-react";
import { memo, useEffect, useState } from "react";
import type { Feedback, Retry } from "./api";
import { citationsText, Sources } from "./citations";
import { FeedbackControls } from "./Feedback";
import { Markdown, plainText } from "./markdown";
import type { ChatMessage } from "./useChat";

// The message a search result opened at: marked until the next conversation is opened.
const FOUND = "rounded-2xl outline-none data-found:ring-2 data-found:ring-ring data-found:ring-offset-4";
const actionButton =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground";

function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <button type="button" onClick={copy} className={actionButton}>
        {state === "copied" ? <Check className="size-3.5" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
        Antwort kopieren
      </button>
      <span role="status" className="text-xs text-muted-foreground">
        {state === "copied" ? "Kopiert" : state === "failed" ? "Kopieren nicht möglich" : ""}
      </span>
    </>
  );
}

export const SAME_ANSWER =
  "Die Antwort wäre dieselbe: Sie wird ohne Sprachmodell aus der Wissensbasis zusammengestellt, und diese hat sich seither nicht geändert. Stellen Sie die Frage anders, um eine andere Antwort zu erhalten.";

/** Asks the last question again; a composed answer that would repeat itself says so instead. */
function RetryButton({ retry, onRetry }: { retry: Retry | undefined; onRetry: () => void }) {
  const [why, setWhy] = useState(false);
  return (
    <>
      <button type="button" onClick={() => (retry === "same" ? setWhy(true) : onRetry())} className={actionButton}>
        <RotateCcw className="size-3.5" aria-hidden="true" />
        Erneut beantworten
      </button>
      <span role="status" className="basis-full text-xs text-muted-foreground empty:hidden">
        {why ? SAME_ANSWER : ""}
      </span>
    </>
  );
}

function Suggestions({ id, items, onAsk }: { id: string; items: string[]; onAsk: (question: string) => void }) {
  const headingId = `${id}-suggestions`;
  return (
    <section aria-labelledby={headingId} className="max-w-full sm:max-w-[92%]">
      <h3 id={headingId} className="sr-only">
        Mögliche Anschlussfragen
      </h3>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((question) => (
          <li key={question} className="max-w-full">
            <button
              type="button"
              onClick={() => onAsk(question)}
              className="max-w-full rounded-full border bg-background px-3 py-1.5 text-left text-xs font-medium [overflow-wrap:anywhere] hover:bg-muted"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface Props {
  message: ChatMessage;
  canCopy: boolean;
  /** Only the latest complete answer offers follow-up questions. */
  showSuggestions: boolean;
  onAsk: (question: string) => void;
  onFeedback: (key: string, feedback: Feedback) => void;
  /** Only the last question can be corrected, and only the last answer asked again. */
  onEdit?: () => void;
  onRetry?: () => void;
}

export const MessageItem = memo(function MessageItem({ message, canCopy, showSuggestions, onAsk, onFeedback, onEdit, onRetry }: Props) {
  if (message.role === "user") {
    return (
      <li data-role="user" data-message-id={message.id} className={`flex flex-col items-end gap-1 ${FOUND}`}>
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 whitespace-pre-wrap text-primary-foreground [overflow-wrap:anywhere]">
          <span className="sr-only">Ihre Frage: </span>
          {message.content}
        </div>
        {onEdit && (
          <button type="button" onClick={onEdit} className={actionButton}>
            <Pencil className="size-3.5" aria-hidden="true" />
            Frage bearbeiten
          </button>
        )}
      </li>
    );
  }
  const { content, status } = message;
  const done = status === "complete" || status === "stopped";
  const copyText = [plainText(content), citationsText(message.citations, message.unverified)].filter(Boolean).join("\n\n");
  const canRate = status === "complete" && Boolean(message.id) && Boolean(content);
  const copyable = canCopy && done && Boolean(content);
  const retryable = Boolean(onRetry) && status !== "streaming";
  return (
    <li
      data-role="assistant"
      data-message-id={message.id}
      data-status={status}
      aria-busy={status === "streaming"}
      className={`flex flex-col items-start gap-2 ${FOUND}`}
    >
      <div className="max-w-full min-w-0 rounded-2xl rounded-bl-sm border bg-card px-3.5 py-2.5 text-card-foreground shadow-xs sm:max-w-[92%]">
        <span className="sr-only">Antwort: </span>
        {content ? (
          <Markdown text={content} />
        ) : (
          status === "streaming" && <p className="text-muted-foreground">Der Assistent schreibt …</p>
        )}
        {status === "stopped" && <p className="mt-2 text-xs font-medium text-muted-foreground">Antwort gestoppt</p>}
        {status === "error" && message.error && <p className="mt-1 font-medium text-destructive">{message.error}</p>}
        <Sources citations={message.citations} unverified={message.unverified} id={message.key} />
        {(copyable || canRate || retryable) && (
          <div className="mt-2 flex flex-wrap items-center gap-x-1 gap-y-1">
            {copyable && <CopyButton text={copyText} />}
            {retryable && <RetryButton retry={message.retry} onRetry={onRetry!} />}
            {canRate && (
              <FeedbackControls
                messageId={message.id!}
                feedback={message.feedback}
                onSaved={(feedback) => onFeedback(message.key, feedback)}
              />
            )}
          </div>
        )}
      </div>
      {showSuggestions && message.suggestions.length > 0 && <Suggestions id={message.key} items={message.suggestions} onAsk={onAsk} />}
    </li>
  );
});
