// "Datenpanne-Assistent": guided form → rule-based assessment, EDÖB draft, saved list.
import { useCallback, useEffect, useState } from "react";
import { PageLayout } from "@/components/PageLayout";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { BreachFormView, EMPTY_BREACH } from "@/components/tools/breach/BreachFormView";
import { BreachResultView } from "@/components/tools/breach/BreachResultView";
import { toolCall, toolJson } from "@/components/tools/breach/client";
import type { BreachForm, BreachResult } from "@/components/tools/breach/types";

interface Saved {
  id: string;
  title: string;
  risk: string;
  updatedAt: string;
}

export default function BreachPage() {
  const [items, setItems] = useState<Saved[]>([]);
  const [editing, setEditing] = useState<{ id: string | null; form: BreachForm; key: number }>({ id: null, form: EMPTY_BREACH, key: 0 });
  const [result, setResult] = useState<BreachResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setItems((await toolJson<{ items: Saved[] }>("/breaches")).items);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (form: BreachForm) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await toolJson<BreachResult & { id: string; data: BreachForm }>(editing.id ? `/breaches/${editing.id}` : "/breaches", {
        method: editing.id ? "PUT" : "POST",
        body: JSON.stringify(form),
      });
      setResult(saved);
      setEditing({ id: saved.id, form: saved.data, key: editing.key + 1 });
      await reload();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const open = async (id: string) => {
    const saved = await toolJson<BreachResult & { id: string; data: BreachForm }>(`/breaches/${id}`);
    setResult(saved);
    setEditing({ id, form: saved.data, key: editing.key + 1 });
  };
  const remove = async (id: string) => {
    await toolCall(`/breaches/${id}`, { method: "DELETE" });
    if (editing.id === id) {
      setEditing({ id: null, form: EMPTY_BREACH, key: editing.key + 1 });
      setResult(null);
    }
    await reload();
  };

  return (
    <PageLayout>
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-semibold tracking-tight">Datenpanne-Assistent</h1>
          <p className="text-muted-foreground">
            Beurteilt regelbasiert, ob eine Verletzung der Datensicherheit dem EDÖB zu melden ist (Art. 24 DSG), ob die Betroffenen zu
            informieren sind und welche Branchenpflichten gelten. Ersetzt keine Rechtsberatung.
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
        <BreachFormView key={editing.key} initial={editing.form} busy={busy} onSubmit={(form) => void save(form)} />
        {result && <BreachResultView result={result} />}
      </div>
    </PageLayout>
  );
}
