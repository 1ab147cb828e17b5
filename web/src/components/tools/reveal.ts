// A tool's result appears below its form, on a phone thousands of pixels below the button that
// asked for it (issue 25). When it arrives the page brings its heading to the top of the screen and
// moves the focus there, so that a screen reader announces it; the heading has tabIndex -1.
import { useEffect, useRef } from "react";

export function revealHeading(heading: HTMLElement | null): void {
  if (!heading) return;
  heading.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
}

/** A ref for the result's heading, revealed whenever `result` changes to a new value. */
export function useRevealedHeading<T extends HTMLElement>(result: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (result) revealHeading(ref.current);
  }, [result]);
  return ref;
}
