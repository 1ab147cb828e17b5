import { ShieldCheck } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth-context";
import { SignOutButton } from "./SignOutButton";

// Only signed-in users see the menu; loading it lazily keeps it out of the sign-in page's budget.
const UserMenu = lazy(() => import("./user-menu/UserMenu"));

export function Header() {
  const { session } = useAuth();
  const { pathname } = useLocation();
  const email = session?.user.email;

  return (
    <header className="border-b bg-background">
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
