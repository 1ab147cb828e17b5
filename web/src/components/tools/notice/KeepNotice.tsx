// "Dokument und Bericht behalten": keeps the checked document and its report under "Meine Dokumente".
// storage-js is loaded only when the person asks for it.
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import type { NoticeCheckResult } from "@/lib/api";

type State = { status: "idle" } | { status: "busy" } | { status: "kept" } | { status: "error"; message: string };

export function KeepNotice({ file, result }: { file: File; result: NoticeCheckResult }) {
  const [state, setState] = useState<State>({ status: "idle" });
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
      <p role="status" className="text-sm">
        {state.status === "kept" && (
          <>
            Gespeichert unter{" "}
            <Link to="/meine-dokumente" className="font-medium underline underline-offset-4">
              Meine Dokumente
            </Link>
            .
          </>
        )}
        {state.status === "error" && state.message}
      </p>
    </div>
  );
}
