// "Hilfreich" / "Nicht hilfreich" under an answer, and after "Nicht hilfreich" an optional comment.
// The rating is saved at once (a comment is extra, not a condition); rating again replaces it.
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "@shared/api";
import { sendFeedback, type Feedback, type Rating } from "./api";

export const MAX_COMMENT_LENGTH = 1000;
const THANKS = "Danke für Ihre Rückmeldung.";

const button =
  "inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-pressed:bg-muted aria-pressed:text-foreground";

interface Props {
  messageId: string;
  feedback: Feedback | null;
  onSaved: (feedback: Feedback) => void;
}

/** Renders as items of the answer's action row (a wrapping flex row); the form takes a line of its own. */
export function FeedbackControls({ messageId, feedback, onSaved }: Props) {
  const [saving, setSaving] = useState(false);
  const [commentOpen, setCommentOpen] = useState(false);
  const [comment, setComment] = useState(feedback?.comment ?? "");
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();

  const save = async (rating: Rating, text?: string): Promise<boolean> => {
    if (saving) return false;
    setSaving(true);
    setError(null);
    setStatus("");
    try {
      onSaved(await sendFeedback(messageId, rating, text?.trim() || undefined));
      setStatus(THANKS);
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const rateHelpful = async () => {
    if (feedback?.rating === "helpful") return;
    if (await save("helpful")) setCommentOpen(false);
  };

  const rateNotHelpful = async () => {
    // Already rated so: open the comment again rather than overwrite the comment given.
    if (feedback?.rating === "not_helpful" || (await save("not_helpful"))) {
      setCommentOpen(true);
    }
  };

  const submitComment = async (event: FormEvent) => {
    event.preventDefault();
    if (await save("not_helpful", comment)) setCommentOpen(false);
  };

  return (
    <>
      <div role="group" aria-label="Rückmeldung zur Antwort" className="flex items-center gap-1">
        <button type="button" className={button} aria-pressed={feedback?.rating === "helpful"} onClick={() => void rateHelpful()}>
          <ThumbsUp className="size-3.5" aria-hidden="true" />
          Hilfreich
        </button>
        <button type="button" className={button} aria-pressed={feedback?.rating === "not_helpful"} onClick={() => void rateNotHelpful()}>
          <ThumbsDown className="size-3.5" aria-hidden="true" />
          Nicht hilfreich
        </button>
      </div>
      <p role="status" className="text-xs text-muted-foreground">
        {status}
      </p>
      {error && (
        <p role="alert" className="basis-full text-xs font-medium text-destructive">
          {error}
        </p>
      )}
      {commentOpen && (
        <form onSubmit={(event) => void submitComment(event)} className="flex basis-full flex-col gap-1.5 pt-1">
          <label htmlFor={fieldId} className="text-xs font-medium">
            Was hat Ihnen gefehlt? (freiwillig)
          </label>
          <textarea
            id={fieldId}
            // Opened by the click on "Nicht hilfreich": the next thing to do is to write.
            autoFocus
            rows={2}
            value={comment}
            maxLength={MAX_COMMENT_LENGTH}
            aria-describedby={`${fieldId}-hint`}
            onChange={(event) => setComment(event.target.value)}
            className="block w-full resize-y rounded-md border border-input bg-background px-2.5 py-1.5 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:text-sm"
          />
          <div className="flex items-center justify-between gap-2">
            <p id={`${fieldId}-hint`} className="text-xs text-muted-foreground">
              Höchstens {MAX_COMMENT_LENGTH} Zeichen. Bitte keine Personendaten.
            </p>
            <button
              type="submit"
              disabled={saving}
              className="inline-flex h-8 shrink-0 items-center rounded-md bg-primary px-3 text-xs font-medium text-primary-foreground hover:opacity-90 disabled:opacity-60"
            >
              Senden
            </button>
          </div>
        </form>
      )}
    </>
  );
}
