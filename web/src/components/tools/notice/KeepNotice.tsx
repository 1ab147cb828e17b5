// "Dokument und Bericht behalten": keeps the checked document and its report under "Meine Dokumente".
// storage-js is loaded only when the person asks for it.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { KeepStatus, type KeepState } from "@/components/documents/KeepStatus";
import type { NoticeCheckResult } from "@/lib/api";

export function KeepNotice({ file, result }: { file: File; result: NoticeCheckResult }) {
  const [state, setState] = useState<KeepState>({ status: "idle" });
  const keep = async () => {
    setState({ status: "busy" });
    try {
      const documents = await import("@/lib/documents");
      try {
        await documents.keepNotice(file, result);
        setState({ status: "kept" });
      } catch (error) {
        setState({ status: "error", message: documents.documentsErrorMessage(error) });
      }
    } catch {
      setState({ status: "error", message: "Die Seite konnte nicht vollständig geladen werden. Bitte laden Sie sie neu." });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {state.status !== "kept" && (
        <Button onClick={() => void keep()} disabled={state.status === "busy"}>
          {state.status === "busy" ? "Wird gespeichert …" : "Dokument und Bericht behalten"}
        </Button>
      )}
      <KeepStatus state={state} />
    </div>
  );
}
