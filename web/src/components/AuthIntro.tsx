import { Link } from "react-router";
import { AiNotice } from "@/components/AiNotice";

// Beside the sign-in form: a first-time visitor learns what the assistant does and for whom
// before being asked for an account (issue 25).
export function AuthIntro() {
  return (
    <section aria-labelledby="auth-intro-title" className="flex w-full max-w-sm flex-col gap-3 text-sm">
      <h2 id="auth-intro-title" className="text-lg font-semibold tracking-tight">
        Der Datenschutz-Assistent
      </h2>
      <p className="text-muted-foreground">
        Er beantwortet Fragen zum Schweizer Datenschutzrecht, zu DSG und DSV, zu den Datenregeln im Gesundheitswesen und zu den Vorgaben von
        EDÖB, FINMA und BAG, jeweils mit dem genauen Artikel. Dazu prüft er Datenschutzerklärungen und hilft bei Datenpannen.
      </p>
      <p className="text-muted-foreground">
        Für Mitarbeitende von Unternehmen, Versicherern, Banken und Gesundheitseinrichtungen in der Schweiz.
      </p>
      <AiNotice />
      <p>
        <Link to="/datenschutz" className="font-medium underline underline-offset-4 hover:text-primary">
          Zur Datenschutzerklärung
        </Link>
      </p>
    </section>
  );
}
