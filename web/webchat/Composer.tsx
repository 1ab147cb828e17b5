// The question input: grows with its text, Enter sends, Shift+Enter starts a new line, Up (in an
// empty input) edits the last question, Escape stops the answer or ends editing. A long paste is
// never cut silently: near the limit a counter shows, beyond it sending is refused.
import { ArrowUp, Square } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

export const MAX_LENGTH = 4000;
const COUNTER_FROM = 3500;
const MAX_HEIGHT_PX = 160;
const COUNTER_ID = "webchat-counter";
const TOO_LONG_ID = "webchat-too-long";
const KEYS_ID = "webchat-keys";

/** The last question, put back into the input to be corrected; `since` tells one edit from the next. */
export interface Draft {
  text: string;
  since: number;
}

/** Characters as the server counts them (code points), so the limits agree. */
export const charCount = (text: string) => [...text].length;

interface Props {
  placeholder: string;
  streaming: boolean;
  disabled: boolean;
  privacyUrl?: string;
  onSend: (text: string) => void;
  onStop: () => void;
  /** The question being corrected; sending replaces it with its answer. */
  editing: Draft | null;
  /** Up in an empty input: correct the last question (absent when there is none). */
  onEditLast?: () => void;
  onCancelEdit: () => void;
}

export function Composer(props: Props) {
  const { placeholder, streaming, disabled, privacyUrl, onSend, onStop, editing, onEditLast, onCancelEdit } = props;
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);

  // A question to correct replaces what was typed, with the caret at its end.
  useEffect(() => {
    const element = input.current;
    if (!editing || !element) return;
    setText(editing.text);
    element.focus();
    requestAnimationFrame(() => element.setSelectionRange(element.value.length, element.value.length));
  }, [editing]);

  // Set through the CSSOM, which the CSP allows (style attributes in markup it would not).
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.setProperty("height", "auto");
    element.style.setProperty("height", `${Math.min(element.scrollHeight + 2, MAX_HEIGHT_PX)}px`);
  }, [text]);

  const count = charCount(text);
  const tooLong = count > MAX_LENGTH;
  const describedBy = ["webchat-notice", KEYS_ID, count > COUNTER_FROM && COUNTER_ID, tooLong && TOO_LONG_ID].filter(Boolean).join(" ");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (streaming || disabled || !text.trim() || tooLong) return;
    onSend(text.trim());
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word and must not send.
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape" && editing && !streaming) {
      event.preventDefault();
      setText("");
      onCancelEdit();
    } else if (event.key === "ArrowUp" && !text && !streaming && !disabled && onEditLast) {
      event.preventDefault();
      onEditLast();
    }
  };

  const cancelEdit = () => {
    setText("");
    onCancelEdit();
    input.current?.focus();
  };

  return (
    <form onSubmit={submit} className="border-t bg-background px-3 pt-2 pb-1.5">
      {editing && (
        <div className="mx-auto mb-1.5 flex max-w-3xl items-center justify-between gap-2 text-xs">
          <p className="font-medium">Sie bearbeiten Ihre letzte Frage. Die bisherige Antwort wird ersetzt.</p>
          <button type="button" onClick={cancelEdit} className="h-8 shrink-0 rounded-md px-2 font-medium hover:bg-muted">
            Bearbeiten abbrechen
          </button>
        </div>
      )}
      <div className="mx-auto flex max-w-3xl items-end gap-2">
        <label htmlFor="webchat-input" className="sr-only">
          Ihre Frage
        </label>
        <textarea
          id="webchat-input"
          ref={input}
          rows={1}
          value={text}
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="block max-h-40 min-h-10 w-full min-w-0 resize-none rounded-md border border-input bg-background px-3 py-2 text-base outline-none placeholder:text-muted-foreground placeholder:text-ellipsis placeholder:whitespace-nowrap focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30 sm:text-sm"
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
            disabled={disabled || !text.trim() || tooLong}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
            aria-label="Frage senden"
            title="Frage senden"
          >
            <ArrowUp className="size-5" aria-hidden="true" />
          </button>
        )}
      </div>
      {count > COUNTER_FROM && (
        <div className="mx-auto mt-1 flex max-w-3xl flex-wrap items-baseline justify-between gap-x-3 text-xs">
          {tooLong ? (
            <p id={TOO_LONG_ID} className="font-medium text-destructive">
              Die Frage ist zu lang: höchstens {MAX_LENGTH} Zeichen (jetzt {count}).
            </p>
          ) : (
            <span />
          )}
          <p id={COUNTER_ID} className={tooLong ? "font-medium text-destructive tabular-nums" : "text-muted-foreground tabular-nums"}>
            {count} / {MAX_LENGTH} Zeichen
          </p>
        </div>
      )}
      <p id={KEYS_ID} className="sr-only">
        Enter sendet, Umschalt und Enter beginnt eine neue Zeile, Pfeil nach oben bearbeitet die letzte Frage, Escape stoppt die Antwort.
      </p>
      {/* Announced once when the limit is crossed, not on every keystroke beyond it. */}
      <p className="sr-only" aria-live="polite">
        {tooLong ? "Die Frage ist zu lang." : ""}
      </p>
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
