// The welcome message and, before the first question, the starter questions. On a phone-wide chat
// (below 30rem: the phone's home-page frame and the chat opened full-screen on a phone) both must
// fit above the input without scrolling (issue 25): the welcome shows its first two lines, the
// rest a button away, and the three shortest starter questions are offered instead of all six.
import { useLayoutEffect, useRef, useState } from "react";
import { Markdown } from "./markdown";
import { STARTER_QUESTIONS } from "./starters";

const WELCOME_ID = "webchat-welcome";
/** The starter questions a phone-wide chat shows: the three shortest, two lines each there. */
const COMPACT_STARTERS = new Set([...STARTER_QUESTIONS].sort((a, b) => a.length - b.length).slice(0, 3));

/** Whether the clamped welcome hides some of its text (re-checked when the chat's width changes). */
function useClipped(text: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    check();
    window.addEventListener("resize", check);
    return () => window.removeEventListener("resize", check);
  }, [text]);
  return { ref, clipped };
}

interface WelcomeProps {
  text: string;
  starters: boolean;
  disabled: boolean;
  onAsk: (question: string) => void;
}

export function Welcome({ text, starters, disabled, onAsk }: WelcomeProps) {
  const [expanded, setExpanded] = useState(false);
  const { ref, clipped } = useClipped(text);
  return (
    <>
      <div className="rounded-2xl border bg-muted px-3.5 py-2.5 text-sm">
        {/* Clipped, not removed: a screen reader still reads the whole welcome. */}
        <div id={WELCOME_ID} ref={ref} className={expanded ? undefined : "max-[30rem]:line-clamp-2"}>
          <Markdown text={text} />
        </div>
        {(clipped || expanded) && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={WELCOME_ID}
            onClick={() => setExpanded(!expanded)}
            className="mt-1 hidden text-sm font-medium underline underline-offset-2 max-[30rem]:inline"
          >
            {expanded ? "Weniger anzeigen" : "Ganze Begrüssung lesen"}
          </button>
        )}
      </div>
      {starters && (
        <section aria-labelledby="webchat-starters-title">
          <h2 id="webchat-starters-title" className="text-sm font-semibold">
            Beispielfragen
          </h2>
          <ul className="mt-2 grid gap-2 max-[30rem]:mt-1.5 max-[30rem]:gap-1.5 sm:grid-cols-2">
            {STARTER_QUESTIONS.map((question) => (
              <li key={question} className={COMPACT_STARTERS.has(question) ? undefined : "max-[30rem]:hidden"}>
                <button
                  type="button"
                  onClick={() => onAsk(question)}
                  disabled={disabled}
                  className="h-full w-full rounded-xl border bg-background px-3 py-2 text-left max-[30rem]:py-1.5 text-sm [overflow-wrap:anywhere] hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
