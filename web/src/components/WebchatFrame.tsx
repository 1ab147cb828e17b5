import { useLayoutEffect, useRef, useState } from "react";

// The chat is a separate page (it may be hosted elsewhere), embedded as a frame.
const WEBCHAT_SRC = `${import.meta.env.VITE_WEBCHAT_URL}?configUrl=${encodeURIComponent(import.meta.env.VITE_WEBCHAT_CONFIG_URL)}`;

const HEIGHT = 600;
/** Below this the chat gets too cramped; the page scrolls instead. */
const MIN_HEIGHT = 400;
/** Screens narrower than this (Tailwind's lg) stack the home page; the frame then fits the screen. */
const WIDE = 1024;

/**
 * 600 px high; on a narrow screen as high as the space below its top edge allows (at least
 * 400 px), so that the chat's input, at the frame's bottom, is in view on arrival.
 */
function useFrameHeight() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(HEIGHT);
  useLayoutEffect(() => {
    const fit = () => {
      const frame = ref.current;
      if (!frame || window.innerWidth >= WIDE) return setHeight(HEIGHT);
      const top = frame.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.round(Math.min(HEIGHT, Math.max(MIN_HEIGHT, window.innerHeight - top - 12))));
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
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
