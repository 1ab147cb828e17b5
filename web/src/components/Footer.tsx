import { Link } from "react-router";

export function Footer() {
  return (
    <footer className="border-t">
      <nav
        aria-label="Rechtliches"
        className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground sm:px-6"
      >
        <span>© {new Date().getFullYear()} Datenschutz-Assistent</span>
        <Link to="/datenschutz" className="rounded-sm underline-offset-4 hover:text-foreground hover:underline">
          Datenschutzerklärung
        </Link>
      </nav>
    </footer>
  );
}
