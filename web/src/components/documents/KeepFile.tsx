// "Im Ordner «Meine Dokumente» behalten" for a tool's output (a breach draft, a record export): the
// file is made as for the download and kept under "Meine Dokumente". storage-js is loaded only when
// the person asks for it.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { KeepStatus, type KeepState } from "./KeepStatus";
import type { KeptFileKind } from "@/lib/kept-files";
import { ApiError, errorMessage } from "@shared/api";

export function KeepFile({
  kind,
  make,
  label = "Im Ordner «Meine Dokumente» behalten",
  makeError,
}: {
  kind: KeptFileKind;
  /** The file, made when the button is pressed (an API's refusal shows its own message). */
  make: () => Promise<{ blob: Blob; fileName: string }>;
  label?: string;
  /** What the page says when the file could not be made. */
  makeError: string;
}) {
  const [state, setState] = useState<KeepState>({ status: "idle" });
  const keep = async () => {
    setState({ status: "busy" });
    let documents: typeof import("@/lib/documents");
    try {
      documents = await import("@/lib/documents");
    } catch {
      setState({ status: "error", message: "Die Seite konnte nicht vollständig geladen werden. Bitte laden Sie sie neu." });
      return;
    }
    let made: { blob: Blob; fileName: string };
    try {
      made = await make();
    } catch (error) {
      setState({ status: "error", message: error instanceof ApiError ? errorMessage(error) : makeError });
      return;
    }
    try {
      await documents.keepFile(kind, made.blob, made.fileName);
      setState({ status: "kept" });
    } catch (error) {
      setState({ status: "error", message: documents.documentsErrorMessage(error) });
    }
  };
  return (
    <div className="flex max-w-full min-w-0 flex-col gap-1">
      {/* The label is long: on a phone it wraps instead of widening the page. */}
      <Button
        type="button"
        variant="outline"
        className="h-auto min-h-9 max-w-full py-2 text-center whitespace-normal"
        onClick={() => void keep()}
        disabled={state.status === "busy"}
      >
        {state.status === "busy" ? "Wird gespeichert …" : label}
      </Button>
      <KeepStatus state={state} />
    </div>
  );
}
