// "Datenpanne-Assistent": guided form → rule-based assessment, EDÖB draft, saved list.
import { useState } from "react";
import { PageLayout } from "@/components/PageLayout";
import { Button } from "@/components/ui/button";
import { breachFormOf, BreachFormView, EMPTY_BREACH } from "@/components/tools/breach/BreachFormView";
import { BreachResultView } from "@/components/tools/breach/BreachResultView";
import { breaches } from "@/components/tools/breach/client";
import { useSavedTool } from "@/components/tools/use-saved-tool";
import type { BreachForm, BreachResult } from "@/components/tools/breach/types";

export default function BreachPage() {
  const { items, reload, busy, error, fieldErrors, attempt, submit } = useSavedTool(breaches.list);
  const [editing, setEditing] = useState<{ id: string | null; form: BreachForm; key: number }>({ id: null, form: EMPTY_BREACH, key: 0 });
  const [result, setResult] = useState<BreachResult | null>(null);

  const save = (form: BreachForm) =>
    submit(async () => {
      const saved = await breaches.save(editing.id, form);
      setResult(saved);
      setEditing({ id: saved.id, form: breachFormOf(saved.data), key: editing.key + 1 });
    });
  const open = (id: string) =>
    attempt(async () => {
      const saved = await breaches.get(id);
      setResult(saved);
      setEditing({ id, form: breachFormOf(saved.data), key: editing.key + 1 });
    });
  const remove = (id: string) =>
    attempt(async () => {
      await breaches.remove(id);
      if (editing.id === id) {
        setEditing({ id: null, form: EMPTY_BREACH, key: editing.key + 1 });
        setResult(null);
      }
      await reload();
    });

  return (
    <PageLayout>
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-semibold tracking-tight">Datenpanne-Assistent</h1>
          <p className="text-muted-foreground">
            Beurteilt regelbasiert, ob eine Verletzung der Datensicherheit dem EDÖB zu melden ist (Art. 24 DSG), ob die Betroffenen zu
            informieren sind und welche Branchenpflichten gelten – oder, wenn Sie Auftragsbearbeiter sind, was Sie Ihrem Kunden melden.
            Ersetzt keine Rechtsberatung.
          </p>
        </header>
        {items.length > 0 && (
          <section aria-labelledby="saved-heading">
            <h2 id="saved-heading" className="mb-2 text-xl font-semibold">
              Gespeicherte Vorfälle
            </h2>
            <ul className="flex flex-col gap-2">
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 break-words">
                    {item.title} <span className="text-sm text-muted-foreground">(Risiko {item.risk})</span>
                  </span>
                  <Button size="sm" variant="outline" onClick={() => void open(item.id)} aria-label={`${item.title} öffnen`}>
                    Öffnen
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void remove(item.id)} aria-label={`${item.title} löschen`}>
                    Löschen
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              size="sm"
              className="mt-2"
              onClick={() => {
                setEditing({ id: null, form: EMPTY_BREACH, key: editing.key + 1 });
                setResult(null);
              }}
            >
              Neuer Vorfall
            </Button>
          </section>
        )}
        {error && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
        <BreachFormView
          key={editing.key}
          initial={editing.form}
          busy={busy}
          serverErrors={fieldErrors}
          onSubmit={(form) => void save(form)}
        />
        {result && <BreachResultView result={result} />}
      </div>
    </PageLayout>
  );
}
