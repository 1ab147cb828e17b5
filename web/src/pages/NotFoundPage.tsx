import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageLayout } from "@/components/PageLayout";
import { Button } from "@/components/ui/button";

export default function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <PageLayout className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center outline-none">
      <p className="text-6xl font-semibold tracking-tight text-muted-foreground" aria-hidden="true">
        404
      </p>
      <h1 lang="en" className="text-2xl font-semibold tracking-tight">
        Oops! Page not found
      </h1>
      <Button asChild variant="outline">
        <Link to="/">Zurück zur Startseite</Link>
      </Button>
    </PageLayout>
  );
}
