// One kept breach draft or record export: its type, when it was kept, download and delete.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/components/my-data/format";
import { saveFile } from "@/lib/api";
import { deleteFile, documentsErrorMessage, downloadFile } from "@/lib/documents";
import { KEPT_KINDS, type KeptFile } from "@/lib/kept-files";
import { FormAlert } from "@/components/FormAlert";

const SIZE = new Intl.NumberFormat("de-CH", { maximumFractionDigits: 1 });

function sizeText(bytes: number): string {
  return bytes < 1024
    ? `${bytes} Bytes`
    : bytes < 1024 * 1024
      ? `${SIZE.format(bytes / 1024)} KB`
      : `${SIZE.format(bytes / 1024 / 1024)} MB`;
}

export function KeptFileItem({ file, onChange }: { file: KeptFile; onChange: () => void }) {
  const [work, setWork] = useState<{ status: "idle" } | { status: "busy"; what: string } | { status: "error"; message: string }>({
    status: "idle",
  });
  const run = async (what: string, task: () => Promise<void>) => {
    setWork({ status: "busy", what });
    try {
      await task();
      setWork({ status: "idle" });
    } catch (error) {
      setWork({ status: "error", message: documentsErrorMessage(error) });
    }
  };
  const headingId = `file-${file.path.split("/").slice(-2, -1)[0]}`;
  const busy = work.status === "busy";
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold break-all">
          {file.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {KEPT_KINDS[file.kind].label} · Behalten am {formatDateTime(file.keptAt)} · {sizeText(file.size)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run("Wird heruntergeladen …", async () => {
              const blob = await downloadFile(file);
              saveFile(blob, blob.name);
            })
          }
        >
          Herunterladen
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            void run("Wird gelöscht …", async () => {
              await deleteFile(file);
              onChange();
            })
          }
        >
          Löschen
        </Button>
      </div>
      <div role="status" className="text-sm">
        {work.status === "busy" && <p className="text-muted-foreground">{work.what}</p>}
      </div>
      <FormAlert message={work.status === "error" && work.message} />
    </li>
  );
}
