// "Meine Dokumente": the privacy notices the user kept after a check, with their reports, in the
// private bucket "dokumente" (web/src/lib/documents.ts, decision 025).
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { KeptNoticeItem } from "@/components/documents/KeptNoticeItem";
import { PageLayout } from "@/components/PageLayout";
import { documentsErrorMessage, listNotices, type KeptNotice } from "@/lib/documents";

type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; notices: KeptNotice[] };

export default function DocumentsPage() {
  const [state, setState] = useState<State>({ status: "loading" });
  const load = useCallback(async (isActive: () => boolean = () => true) => {
    try {
      const notices = await listNotices();
      if (isActive()) setState({ status: "ready", notices });
    } catch (error) {
      if (isActive()) setState({ status: "error", message: documentsErrorMessage(error) });
    }
  }, []);
  useEffect(() => {
    let active = true;
    void load(() => active);
    return () => {
      active = false;
    };
  }, [load]);

  return (
    <PageLayout>
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Meine Dokumente</h1>
          <p className="text-lg text-muted-foreground text-pretty">
            Datenschutzerklärungen, die Sie nach einer Prüfung behalten haben, mit ihren Berichten. Nur Sie sehen sie; sie werden mit Ihrem
            Konto gelöscht und sind im Export unter «Meine Daten» aufgeführt.
          </p>
        </header>
        {state.status === "loading" && (
          <p role="status" className="text-muted-foreground">
            Ihre Dokumente werden geladen …
          </p>
        )}
        {state.status === "error" && (
          <p role="alert" className="rounded-xl border border-destructive/40 p-4">
            {state.message}
          </p>
        )}
        {state.status === "ready" && state.notices.length === 0 && (
          <p>
            Noch keine Dokumente. Prüfen Sie eine Datenschutzerklärung im Werkzeug{" "}
            <Link to="/werkzeuge/datenschutzerklaerung" className="font-medium underline underline-offset-4">
              Datenschutzerklärung prüfen
            </Link>{" "}
            und wählen Sie danach «Dokument und Bericht behalten».
          </p>
        )}
        {state.status === "ready" && state.notices.length > 0 && (
          <ul aria-label="Behaltene Dokumente" className="flex flex-col gap-4">
            {state.notices.map((notice) => (
              <KeptNoticeItem key={notice.id} notice={notice} onChange={() => void load()} />
            ))}
          </ul>
        )}
      </div>
    </PageLayout>
  );
}
