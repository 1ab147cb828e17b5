// "Meine Dokumente": the privacy notices the user kept after a check, with their reports, and the
// breach drafts and record exports they kept, newest first, in the private bucket "dokumente"
// (web/src/lib/documents.ts, decision 025).
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { KeptFileItem } from "@/components/documents/KeptFileItem";
import { KeptNoticeItem } from "@/components/documents/KeptNoticeItem";
import { formatDays } from "@/components/my-data/format";
import { PageLayout } from "@/components/PageLayout";
import { api } from "@/lib/api";
import { documentsErrorMessage, listFiles, listNotices, type KeptNotice } from "@/lib/documents";
import type { KeptFile } from "@/lib/kept-files";

type Kept = { kind: "notice"; notice: KeptNotice; at: string } | { kind: "file"; file: KeptFile; at: string };
type State = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; kept: Kept[] };

/** Notices by their latest check, files by when they were kept; newest first. */
function newestFirst(notices: KeptNotice[], files: KeptFile[]): Kept[] {
  const kept: Kept[] = [
    ...notices.map((notice) => ({ kind: "notice" as const, notice, at: notice.reports[notice.reports.length - 1].checkedAt })),
    ...files.map((file) => ({ kind: "file" as const, file, at: file.keptAt })),
  ];
  return kept.sort((a, b) => b.at.localeCompare(a.at));
}

export default function DocumentsPage() {
  const [state, setState] = useState<State>({ status: "loading" });
  const load = useCallback(async (isActive: () => boolean = () => true) => {
    try {
      const [notices, files] = await Promise.all([listNotices(), listFiles()]);
      if (isActive()) setState({ status: "ready", kept: newestFirst(notices, files) });
    } catch (error) {
      if (isActive()) setState({ status: "error", message: documentsErrorMessage(error) });
    }
  }, []);
  // The operator's retention period (STORAGE_RETENTION_DAYS); the page works without it.
  const [retentionDays, setRetentionDays] = useState<number | null>(null);
  useEffect(() => {
    let active = true;
    api.privacy().then(
      (info) => active && setRetentionDays(info.retention.documentsDays),
      () => undefined,
    );
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
            Datenschutzerklärungen, die Sie nach einer Prüfung behalten haben, mit ihren Berichten, sowie behaltene Meldungsentwürfe und
            Verzeichnisse. Nur Sie sehen sie; sie werden mit Ihrem Konto gelöscht und sind im Export unter «Meine Daten» aufgeführt.
          </p>
          {retentionDays !== null && (
            <p data-testid="documents-retention" className="text-muted-foreground text-pretty">
              Dokumente, die Sie seit {formatDays(retentionDays)} weder behalten noch erneut geprüft haben, werden automatisch gelöscht.
            </p>
          )}
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
        {state.status === "ready" && state.kept.length === 0 && (
          <p>
            Noch keine Dokumente. Prüfen Sie eine Datenschutzerklärung im Werkzeug{" "}
            <Link to="/werkzeuge/datenschutzerklaerung" className="font-medium underline underline-offset-4">
              Datenschutzerklärung prüfen
            </Link>{" "}
            und wählen Sie danach «Dokument und Bericht behalten». Meldungsentwürfe und Verzeichnisse können Sie in den Werkzeugen ebenfalls
            im Ordner «Meine Dokumente» behalten.
          </p>
        )}
        {state.status === "ready" && state.kept.length > 0 && (
          <ul aria-label="Behaltene Dokumente" className="flex flex-col gap-4">
            {state.kept.map((kept) =>
              kept.kind === "notice" ? (
                <KeptNoticeItem key={kept.notice.id} notice={kept.notice} onChange={() => void load()} />
              ) : (
                <KeptFileItem key={kept.file.path} file={kept.file} onChange={() => void load()} />
              ),
            )}
          </ul>
        )}
      </div>
    </PageLayout>
  );
}
