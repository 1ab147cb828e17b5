// One kept privacy notice: the latest report's date and score, download, delete, and "Erneut prüfen",
// which checks the kept file again, keeps the new report beside the old and shows what moved.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/components/my-data/format";
import { countsText, STATUS_LABEL } from "@/components/tools/notice/labels";
import { api, saveFile } from "@/lib/api";
import { addReport, deleteNotice, documentsErrorMessage, downloadDocument, replaceDocument, type KeptNotice } from "@/lib/documents";
import { NOTICE_LABEL } from "@/lib/kept-files";
import { changes, toReport, type Change } from "@/lib/notice-reports";
import { FormAlert } from "@/components/FormAlert";

type Work =
  | { status: "idle" }
  | { status: "busy"; what: string }
  | { status: "rechecked"; changed: Change[]; score: number }
  | { status: "error"; message: string };

const statusText = (status: Change["from"]) => (status ? STATUS_LABEL[status] : "Neu");

export function KeptNoticeItem({ notice, onChange }: { notice: KeptNotice; onChange: () => void }) {
  const [work, setWork] = useState<Work>({ status: "idle" });
  const latest = notice.reports[notice.reports.length - 1];
  const headingId = `notice-${notice.id}`;
  const run = async (what: string, task: () => Promise<void>) => {
    setWork({ status: "busy", what });
    try {
      await task();
    } catch (error) {
      setWork({ status: "error", message: documentsErrorMessage(error) });
    }
  };
  const download = () =>
    run("Wird heruntergeladen …", async () => {
      const file = await downloadDocument(notice);
      saveFile(file, file.name);
      setWork({ status: "idle" });
    });
  const recheck = () =>
    run("Wird erneut geprüft …", async () => {
      const file = await downloadDocument(notice);
      const report = toReport(await api.noticeCheck({ file }), latest.fileName, new Date());
      await addReport(notice, report);
      setWork({ status: "rechecked", changed: changes(latest, report), score: report.score });
      onChange();
    });
  // A changed document: checked first, so a file the check refuses replaces nothing.
  const checkNewVersion = (file: File) =>
    run("Die neue Fassung wird geprüft …", async () => {
      const report = toReport(await api.noticeCheck({ file }), file.name, new Date());
      await replaceDocument(notice, file);
      await addReport(notice, report);
      setWork({ status: "rechecked", changed: changes(latest, report), score: report.score });
      onChange();
    });
  const fileId = useId();
  const remove = () =>
    run("Wird gelöscht …", async () => {
      await deleteNotice(notice);
      onChange();
    });
  const busy = work.status === "busy";
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold break-all">
          {latest.fileName}
        </h2>
        <p className="text-sm text-muted-foreground">
          {NOTICE_LABEL} · Geprüft am {formatDateTime(latest.checkedAt)} · {latest.score} von 100 Punkten · {countsText(latest.counts)}
          {notice.reports.length > 1 ? ` · ${notice.reports.length} Berichte` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={busy} onClick={() => void recheck()}>
          Erneut prüfen
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void download()}>
          Herunterladen
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void remove()}>
          Löschen
        </Button>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium">
          Neue Fassung prüfen
        </label>
        <input
          id={fileId}
          type="file"
          accept=".pdf,.docx,.html,.htm,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/html,text/plain"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void checkNewVersion(file);
          }}
          className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:font-medium"
        />
      </div>
      <div role="status" className="text-sm">
        {work.status === "busy" && <p className="text-muted-foreground">{work.what}</p>}
        {work.status === "rechecked" && work.changed.length === 0 && (
          <p>Erneut geprüft: {work.score} von 100 Punkten, unverändert seit dem letzten Bericht.</p>
        )}
        {work.status === "rechecked" && work.changed.length > 0 && (
          <>
            <p>Erneut geprüft: {work.score} von 100 Punkten. Seit dem letzten Bericht geändert:</p>
            <ul aria-label="Änderungen seit dem letzten Bericht" className="list-disc pl-5">
              {work.changed.map((change) => (
                <li key={change.id}>
                  {change.label}: {statusText(change.from)} → {STATUS_LABEL[change.to]}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <FormAlert message={work.status === "error" && work.message} />
    </li>
  );
}
