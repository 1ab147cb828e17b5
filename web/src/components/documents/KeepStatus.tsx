// What a "behalten" button says once it has run: where the file now is, or why it was not kept.
// Shared by the notice check's and the other tools' buttons.
import { Link } from "react-router";

export type KeepState = { status: "idle" } | { status: "busy" } | { status: "kept" } | { status: "error"; message: string };

export function KeepStatus({ state }: { state: KeepState }) {
  return (
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
  );
}
