import { Info } from "lucide-react";

export function AiNotice() {
  return (
    <aside
      aria-label="Hinweis zur KI"
      className="flex gap-3 rounded-xl border border-notice-border bg-notice p-4 text-sm text-notice-foreground"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        Der Datenschutz-Assistent ist eine künstliche Intelligenz (KI). Seine Antworten können falsch oder unvollständig sein und ersetzen
        keine Rechtsberatung. Prüfen Sie sie im Zweifelsfall anhand der Gesetzestexte oder mit einer Fachperson.
      </p>
    </aside>
  );
}
