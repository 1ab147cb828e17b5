import { ShieldCheck } from "lucide-react";
import { lazy, Suspense, useLayoutEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth-context";
import { SignOutButton } from "./SignOutButton";

// Only signed-in users see the menu; loading it lazily keeps it out of the sign-in page's budget.
const UserMenu = lazy(() => import("./user-menu/UserMenu"));

/** The header's height as a CSS variable: the toasts appear just below it (ui/sonner.tsx). */
const HEADER_HEIGHT_VARIABLE = "--header-height";

function useHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    // The header wraps onto a second line on a phone once signed in, so its height is measured.
    const observer = new ResizeObserver(() => root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${header.offsetHeight}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export function Header() {
  const ref = useHeightVariable();
  const { session } = useAuth();
  const { pathname } = useLocation();
  const email = session?.user.email;

  return (
    <header ref={ref} className="border-b bg-background">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-sm font-semibold tracking-tight">
          <ShieldCheck className="size-5" aria-hidden="true" />
          Datenschutz-Assistent
        </Link>
        {session ? (
          <div className="flex min-w-0 items-center gap-3">
            <Link to="/werkzeuge" className="rounded-sm text-sm font-medium underline-offset-2 hover:underline">
              Werkzeuge
            </Link>
            <Suspense
              fallback={
                <span className="truncate px-3 text-sm text-muted-foreground" title={email}>
                  {email}
                </span>
              }
            >
              <UserMenu email={email ?? ""} />
            </Suspense>
            <SignOutButton />
          </div>
        ) : (
          // On the sign-in page itself the button would lead nowhere.
          pathname !== "/auth" && (
            <Button asChild size="sm">
              <Link to="/auth">Anmelden</Link>
            </Button>
          )
        )}
      </div>
    </header>
  );
}
