// "Datenschutzerklärung prüfen": a rule-based check of a privacy notice against Art. 19–21 DSG. If the
// operator configured a language model, it reviews what the rules did not find (the page says so before
// the upload, from /api/privacy). The document is sent for the check only; it is stored only if the
// person keeps it with its report afterwards ("Meine Dokumente", web/src/lib/documents.ts).
import { useEffect, useState } from "react";
import { PageLayout } from "@/components/PageLayout";
import { NoticeInput, type NoticeInputValue } from "@/components/tools/notice/NoticeInput";
import { NoticeResult } from "@/components/tools/notice/NoticeResult";
import { KeepNotice } from "@/components/tools/notice/KeepNotice";
import { api, type NoticeCheckResult, type PrivacyInfo } from "@/lib/api";
import { errorMessage } from "@shared/api";

type State =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "error"; message: string }
  | { status: "done"; result: NoticeCheckResult; file: File; at: number };

/** What was checked, as the file that would be kept: a pasted text becomes a TXT file. */
function asFile(value: NoticeInputValue): File {
  return "file" in value ? value.file : new File([value.text], "datenschutzerklaerung.txt", { type: "text/plain" });
}

export default function NoticeCheckPage() {
  const [state, setState] = useState<State>({ status: "idle" });
  // undefined while unknown: then the note claims neither way.
  const [model, setModel] = useState<PrivacyInfo["languageModel"] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api.privacy().then(
      (info) => live && setModel(info.languageModel),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const check = async (value: NoticeInputValue) => {
    setState({ status: "busy" });
    try {
      setState({ status: "done", result: await api.noticeCheck(value), file: asFile(value), at: Date.now() });
    } catch (error) {
      setState({ status: "error", message: errorMessage(error) });
    }
  };
  return (
    <PageLayout>
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words hyphens-auto sm:text-3xl">Datenschutzerklärung prüfen</h1>
          <p className="text-lg text-muted-foreground text-pretty">
            Prüft, ob eine Datenschutzerklärung die Angaben enthält, die Art. 19 bis 21 DSG verlangen, und einige empfohlene Angaben dazu.
            Zu jedem Punkt sehen Sie die gefundene Stelle und die Bestimmung im Gesetz.
          </p>
        </header>
        <aside
          aria-label="Hinweis zur Prüfung"
          className="rounded-xl border border-notice-border bg-notice p-4 text-sm text-notice-foreground"
        >
          Die Prüfung ist automatisch und regelbasiert{model === null ? " (ohne KI-Sprachmodell)" : ""}. Sie erkennt typische Formulierungen
          auf Deutsch, Französisch und Englisch, kann aber falsch oder unvollständig sein und ersetzt keine Rechtsberatung.
          {model && (
            <>
              {" "}
              Zusätzlich prüft das Sprachmodell «{model.model}» die Punkte, welche die Regeln nicht finden. Dafür wird der Text an{" "}
              <span className="break-all">{model.endpoint}</span> gesendet; was das Sprachmodell findet, ist gekennzeichnet.
            </>
          )}
        </aside>
        <NoticeInput busy={state.status === "busy"} onSubmit={(value) => void check(value)} />
        {state.status === "busy" && (
          <p role="status" className="text-muted-foreground">
            Die Datenschutzerklärung wird geprüft …
          </p>
        )}
        {state.status === "error" && (
          <p role="alert" className="rounded-xl border border-destructive/40 p-4">
            {state.message}
          </p>
        )}
        {state.status === "done" && (
          <NoticeResult
            result={state.result}
            // Keyed by the result: a new check offers to keep it afresh.
            actions={<KeepNotice key={state.at} file={state.file} result={state.result} />}
          />
        )}
      </div>
    </PageLayout>
  );
}
