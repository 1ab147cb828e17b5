// The question input: grows with its text, Enter sends, Shift+Enter starts a new line.
import { ArrowUp, Square } from "lucide-react";
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

export const MAX_LENGTH = 4000;
const MAX_HEIGHT_PX = 160;

interface Props {
  placeholder: string;
  streaming: boolean;
  disabled: boolean;
  privacyUrl?: string;
  onSend: (text: string) => void;
  onStop: () => void;
}

export function Composer({ placeholder, streaming, disabled, privacyUrl, onSend, onStop }: Props) {
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);

  // Set through the CSSOM, which the CSP allows (style attributes in markup it would not).
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.setProperty("height", "auto");
    element.style.setProperty("height", `${Math.min(element.scrollHeight + 2, MAX_HEIGHT_PX)}px`);
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (streaming || disabled || !text.trim()) return;
    onSend(text.trim());
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word and must not send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const remaining = MAX_LENGTH - text.length;
  return (
    <form onSubmit={submit} className="border-t bg-background px-3 pt-2 pb-1.5">
      <div className="mx-auto flex max-w-3xl items-end gap-2">
        <label htmlFor="webchat-input" className="sr-only">
          Ihre Frage
        </label>
        <textarea
          id="webchat-input"
          ref={input}
          rows={1}
          value={text}
          maxLength={MAX_LENGTH}
          placeholder={placeholder}
          aria-describedby="webchat-notice"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-10 w-full min-w-0 resize-none rounded-md border border-input bg-background px-3 py-2 text-base outline-none placeholder:text-muted-foreground placeholder:text-ellipsis placeholder:whitespace-nowrap focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm"
        />
        {streaming ? (
          <button
            type="button"
            onClick={onStop}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border bg-background text-foreground hover:bg-muted"
            aria-label="Antwort stoppen"
            title="Antwort stoppen"
          >
            <Square className="size-4 fill-current" aria-hidden="true" />
          </button>
        ) : (
          <button
            type="submit"
            disabled={disabled || !text.trim()}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
            aria-label="Frage senden"
            title="Frage senden"
          >
            <ArrowUp className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      {remaining < 500 && (
        <p className="mx-auto mt-1 max-w-3xl text-xs text-muted-foreground" aria-live="polite">
          Noch {remaining} Zeichen
        </p>
      )}
      <p id="webchat-notice" className="mx-auto mt-1.5 max-w-3xl text-xs leading-snug text-muted-foreground">
        KI-Antworten können fehlerhaft sein. Prüfen Sie sie im Zweifel und geben Sie keine Personendaten Dritter ein.
        {privacyUrl && (
          <>
            {" "}
            <a href={privacyUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-foreground">
              Datenschutzerklärung
            </a>
          </>
        )}
      </p>
    </form>
  );
}
