// sonner's stylesheet comes from index.css: its runtime <style> injection is blocked by our CSP.
import { Toaster as Sonner, type ToasterProps } from "sonner";

// Below the header, never over it: at the top of the screen a toast would cover the header's
// navigation («Werkzeuge», the user menu), on a phone where the header takes two lines as well.
// Header.tsx keeps --header-height up to date; before it has measured, 4rem is its one-line height.
const BELOW_HEADER = { top: "calc(var(--header-height, 4rem) + 0.5rem)" };

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      richColors
      className="toaster group"
      toastOptions={{ classNames: { toast: "font-sans" } }}
      {...props}
    />
  );
}
