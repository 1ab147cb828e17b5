import { useLayoutEffect, useRef, useState } from "react";

// The chat is a separate page (it may be hosted elsewhere), embedded as a frame.
const WEBCHAT_SRC = `${import.meta.env.VITE_WEBCHAT_URL}?configUrl=${encodeURIComponent(import.meta.env.VITE_WEBCHAT_CONFIG_URL)}`;

const HEIGHT = 600;
/** Below this the chat gets too cramped; the page scrolls instead. */
const MIN_HEIGHT = 400;
/** Screens narrower than this (Tailwind's lg) stack the home page; the frame then fits the screen. */
const WIDE = 1024;
/** Space kept between the frame's bottom edge and the screen's (or the keyboard's) edge. */
const GAP = 8;

/**
 * On a wide screen 600 px high. On a narrow one (decision 022) the frame fills the screen below its
 * top edge (at least 400 px), so that the chat is read inside the frame without a second scroll bar
 * moving the page; while the chat has the focus it fits the visual viewport, the part of the screen
 * the on-screen keyboard leaves, and the page scrolls so that the frame's bottom edge, with the
 * chat's input, sits just above the keyboard.
 */
function useFrameHeight() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(HEIGHT);
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    const fit = () => {
      const frame = ref.current;
      if (!frame || window.innerWidth >= WIDE) return setHeight(HEIGHT);
      const top = frame.getBoundingClientRect().top + window.scrollY;
      const filling = Math.round(Math.max(MIN_HEIGHT, window.innerHeight - top - GAP));
      // The keyboard opens only for an input, and an input inside the frame makes the frame the
      // active element. Zooming in shrinks the visual viewport too; the frame then keeps its size.
      if (!viewport || document.activeElement !== frame || Math.abs(viewport.scale - 1) > 0.01) return setHeight(filling);
      const visible = Math.round(Math.min(filling, viewport.height - 2 * GAP));
      setHeight(visible);
      const visibleBottom = viewport.pageTop + viewport.height;
      if (top + visible + GAP > visibleBottom || top < viewport.pageTop) window.scrollTo({ top: top + visible + GAP - viewport.height });
    };
    fit();
    window.addEventListener("resize", fit);
    viewport?.addEventListener("resize", fit);
    return () => {
      window.removeEventListener("resize", fit);
      viewport?.removeEventListener("resize", fit);
    };
  }, []);
  return { ref, height };
}

export function WebchatFrame() {
  const { ref, height } = useFrameHeight();
  return (
    <iframe
      ref={ref}
      src={WEBCHAT_SRC}
      title="Chat mit dem Datenschutz-Assistenten"
      style={{ height }}
      className="block w-full rounded-xl border bg-card shadow-sm"
    />
  );
}
