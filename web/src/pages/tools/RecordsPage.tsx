// "Verzeichnis der Bearbeitungstätigkeiten": saved records, exemption check, CSV/XLSX export.
import { useEffect, useRef, useState } from "react";
import { KeepFile } from "@/components/documents/KeepFile";
import { PageLayout } from "@/components/PageLayout";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/lib/api";
import { records } from "@/components/tools/breach/client";
import { useSavedTool } from "@/components/tools/use-saved-tool";
import { ProvisionList } from "@/components/tools/breach/ProvisionList";
import { revealHeading } from "@/components/tools/reveal";
import { EMPTY_RECORD, recordFormOf, RecordFormView, type RecordForm } from "@/components/tools/records/RecordFormView";

const recordHeadingId = (id: string) => `record-${id}`;

export default function RecordsPage() {
  const { items, busy, error, fieldErrors, attempt, submit, reload } = useSavedTool(records.list);
  const [editing, setEditing] = useState<{ id: string | null; form: RecordForm; key: number }>({ id: null, form: EMPTY_RECORD, key: 0 });
  // The record just saved, with its exemption check, is the form's result: shown once the list has it.
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!saved.current || !items.some((item) => item.id === saved.current)) return;
    revealHeading(document.getElementById(recordHeadingId(saved.current)));
    saved.current = null;
  }, [items]);

  const save = (form: RecordForm) =>
    submit(async () => {
      saved.current = (await records.save(editing.id, form)).id;
      setEditing({ id: null, form: EMPTY_RECORD, key: editing.key + 1 });
    });
  const exportName = (ext: "csv" | "xlsx") => `verzeichnis-${new Date().toISOString().slice(0, 10)}.${ext}`;
  const download = (ext: "csv" | "xlsx") => attempt(async () => saveFile(await records.export(ext), exportName(ext)));
  const remove = (id: string) =>
    attempt(async () => {
      await records.remove(id);
      await reload();
    });

  return (
    <PageLayout>
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words hyphens-auto sm:text-3xl">
            Verzeichnis der Bearbeitungstätigkeiten
          </h1>
          <p className="text-muted-foreground">Erfassen Sie Ihre Bearbeitungstätigkeiten mit den Angaben nach Art. 12 Abs. 2 DSG.</p>
        </header>
        {error && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
        {items.length > 0 && (
          <section aria-labelledby="records-heading" className="flex flex-col gap-3">
            <h2 id="records-heading" className="text-xl font-semibold">
              Erfasste Tätigkeiten
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void download("csv")}>
                Als CSV herunterladen
              </Button>
              <Button size="sm" variant="outline" onClick={() => void download("xlsx")}>
                Als Excel (XLSX) herunterladen
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              {(["xlsx", "csv"] as const).map((ext) => (
                <KeepFile
                  key={ext}
                  kind="records"
                  label={`${ext === "xlsx" ? "Excel (XLSX)" : "CSV"} im Ordner «Meine Dokumente» behalten`}
                  make={async () => ({ blob: await records.export(ext), fileName: exportName(ext) })}
                  makeError="Das Verzeichnis konnte nicht exportiert werden. Bitte versuchen Sie es erneut."
                />
              ))}
            </div>
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.id} className="rounded-xl border p-4">
                  <h3 id={recordHeadingId(item.id)} tabIndex={-1} className="scroll-mt-4 font-semibold break-words outline-none">
                    {item.title}
                  </h3>
                  <p className="text-sm">
                    {item.exemption.exempt
                      ? "Ausnahme nach Art. 24 DSV: erfüllt"
                      : "Ausnahme nach Art. 24 DSV: nicht erfüllt – Verzeichnis ist Pflicht"}
                  </p>
                  <ul className="my-2 list-disc pl-5 text-sm">
                    {item.exemption.reasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                  {item.missing.length > 0 && <p className="text-sm">Noch unvollständig: {item.missing.join(", ")}</p>}
                  <ProvisionList provisions={item.exemption.provisions} />
                  <div className="mt-2 flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`${item.title} bearbeiten`}
                      onClick={() => setEditing({ id: item.id, form: recordFormOf(item.data), key: editing.key + 1 })}
                    >
                      Bearbeiten
                    </Button>
                    <Button size="sm" variant="outline" aria-label={`${item.title} löschen`} onClick={() => void remove(item.id)}>
                      Löschen
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
        <h2 className="text-xl font-semibold">{editing.id ? "Tätigkeit bearbeiten" : "Neue Tätigkeit erfassen"}</h2>
        <RecordFormView
          key={editing.key}
          initial={editing.form}
          busy={busy}
          serverErrors={fieldErrors}
          onSubmit={(form) => void save(form)}
        />
      </div>
    </PageLayout>
  );
}
