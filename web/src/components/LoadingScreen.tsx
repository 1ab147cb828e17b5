// How a page shows that it is loading, or that loading failed, the same way on every page.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** "Laden..." beside a spinner; a status, so screen readers announce it. */
export function LoadingStatus() {
  return (
    <p role="status" className="flex items-center gap-3 text-muted-foreground">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      Laden...
    </p>
  );
}

export function LoadingScreen() {
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <LoadingStatus />
    </main>
  );
}

/** A failed load: what went wrong (an alert) and a button to try again. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-4">
      <p>{children}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  );
}
