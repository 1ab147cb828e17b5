// The chat fills the visual viewport, not the layout viewport: on a phone the on-screen keyboard
// shrinks only the visual one (Chrome on Android, Safari on iOS), and a chat as high as the
// layout viewport would have its input, at the bottom, under the keyboard. In the home page's
// frame the frame's own viewport is meant; the page around it fits the frame (WebchatFrame).
import { useEffect } from "react";

export const HEIGHT_VARIABLE = "--webchat-height";

/** Keeps HEIGHT_VARIABLE on the root element at the visual viewport's height while mounted. */
export function useVisualViewportHeight(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    // Zoomed in, the visual viewport is smaller too, but then the chat must keep its size.
    const fit = () =>
      Math.abs(viewport.scale - 1) < 0.01
        ? root.style.setProperty(HEIGHT_VARIABLE, `${viewport.height}px`)
        : root.style.removeProperty(HEIGHT_VARIABLE);
    fit();
    viewport.addEventListener("resize", fit);
    return () => {
      viewport.removeEventListener("resize", fit);
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
}
