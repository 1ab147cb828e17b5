// Paste or upload: a labelled text area and a real file input (keyboard and screen reader), with
// drag and drop onto the file area as an extra.
import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LIMITS_TEXT } from "./labels";
import { FormAlert } from "@/components/FormAlert";

export type NoticeInputValue = { text: string } | { file: File };

export function NoticeInput({ busy, onSubmit }: { busy: boolean; onSubmit: (value: NoticeInputValue) => void }) {
  const textId = useId();
  const fileId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onSubmit({ file });
    else if (text.trim()) onSubmit({ text });
    else setProblem("Bitte fügen Sie einen Text ein oder wählen Sie eine Datei.");
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) {
      setFile(dropped);
      setProblem(null);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-describedby={hintId}>
      <div className="flex flex-col gap-2">
        <label htmlFor={textId} className="font-medium">
          Text der Datenschutzerklärung
        </label>
        <textarea
          id={textId}
          value={text}
          disabled={busy || file !== null}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          rows={8}
          maxLength={200_000}
          className="min-h-40 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
          placeholder="Text hier einfügen …"
        />
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col gap-2 rounded-xl border-2 border-dashed p-4 ${dragging ? "border-primary bg-accent" : "border-border"}`}
      >
        <label htmlFor={fileId} className="font-medium">
          Oder Datei hochladen
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".pdf,.docx,.html,.htm,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/html,text/plain"
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
          className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:font-medium"
        />
        <p className="text-sm text-muted-foreground">Sie können eine Datei auch hierher ziehen.</p>
        {file && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            Gewählt: <span className="font-medium break-all">{file.name}</span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setFile(null);
                if (fileInput.current) fileInput.current.value = "";
              }}
            >
              Datei entfernen
            </Button>
          </p>
        )}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {LIMITS_TEXT} Das Dokument wird für die Prüfung im Arbeitsspeicher gelesen und nicht protokolliert; gespeichert wird es nur, wenn
        Sie es danach behalten.
      </p>
      <FormAlert message={problem} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Wird geprüft …" : "Datenschutzerklärung prüfen"}
        </Button>
      </div>
    </form>
  );
}
