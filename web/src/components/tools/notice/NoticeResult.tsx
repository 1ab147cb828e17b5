// The check's result: score, then per item a status badge in words (not colour alone), the reason,
// the quoted passage and the provisions with a link to Fedlex and their Stand. Items the optional
// language model found (the rules had not) carry a visible "Sprachmodell" badge and the rules' reason.
import type { ReactNode } from "react";
import { Bot, CheckCircle2, CircleHelp, CircleMinus, XCircle } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { saveFile, type NoticeCheckResult, type NoticeStatus } from "@/lib/api";
import { useRevealedHeading } from "../reveal";
import { countsText, formatStand, LANGUAGE_LABEL, MODEL_BADGE, provisionLabel, SECOND_PASS_NOTE, STATUS_LABEL } from "./labels";
import { reportFileName, toDocx, toMarkdown } from "./report";

const BADGE: Record<NoticeStatus, string> = {
  found: "border-emerald-700/40 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  unclear: "border-amber-700/40 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  missing: "border-red-700/40 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
  not_applicable: "border-border bg-muted text-muted-foreground",
};

const ICON = { found: CheckCircle2, unclear: CircleHelp, missing: XCircle, not_applicable: CircleMinus } as const;

export function StatusBadge({ status }: { status: NoticeStatus }) {
  const Icon = ICON[status];
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium ${BADGE[status]}`}>
      <Icon className="size-4" aria-hidden="true" />
      {STATUS_LABEL[status]}
    </span>
  );
}

/** Marks an item found by the language model: in words, so it is not told by colour alone. */
export function ModelBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-sky-700/40 bg-sky-50 px-2.5 py-0.5 text-sm font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-100">
      <Bot className="size-4" aria-hidden="true" />
      {MODEL_BADGE}
    </span>
  );
}

export function NoticeResult({ result, actions }: { result: NoticeCheckResult; actions?: ReactNode }) {
  const heading = useRevealedHeading<HTMLHeadingElement>(result);
  const downloadMarkdown = () =>
    saveFile(new Blob([toMarkdown(result)], { type: "text/markdown;charset=utf-8" }), reportFileName(result, "md"));
  const downloadDocx = async () => {
    try {
      saveFile(await toDocx(result), reportFileName(result, "docx"));
    } catch {
      toast.error("Der Bericht konnte nicht erstellt werden.");
    }
  };
  return (
    <section aria-labelledby="notice-result" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="notice-result" ref={heading} tabIndex={-1} className="scroll-mt-4 text-2xl font-semibold tracking-tight outline-none">
            Ergebnis: {result.score} von 100 Punkten
          </h2>
          <p className="text-sm text-muted-foreground">
            {countsText(result.counts)} · Sprache erkannt: {LANGUAGE_LABEL[result.language]}
            {result.source.fileName ? ` · Datei: ${result.source.fileName}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={downloadMarkdown}>
            Bericht als Markdown
          </Button>
          <Button variant="outline" onClick={() => void downloadDocx()}>
            Bericht als Word (DOCX)
          </Button>
        </div>
      </div>
      {actions}
      {result.secondPass !== "none" && (
        <p role="note" className="rounded-xl border border-notice-border bg-notice p-4 text-sm text-notice-foreground">
          {SECOND_PASS_NOTE[result.secondPass]}
        </p>
      )}
      <ul className="flex flex-col gap-4" aria-label="Prüfpunkte">
        {result.items.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 rounded-xl border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold">
                {item.label}
                {!item.required && <span className="ml-2 text-sm font-normal text-muted-foreground">(empfohlen)</span>}
              </h3>
              <span className="flex flex-wrap gap-2">
                {item.source === "model" && <ModelBadge />}
                <StatusBadge status={item.status} />
              </span>
            </div>
            <p>{item.reason}</p>
            {item.source === "model" && item.ruleReason && (
              <p className="text-sm text-muted-foreground">Regelbasierte Prüfung: {item.ruleReason}</p>
            )}
            {item.quote && (
              <blockquote className="border-l-4 border-border pl-3 text-sm text-muted-foreground italic break-words">
                «{item.quote.text}»
              </blockquote>
            )}
            <ul className="flex flex-col gap-1 text-sm">
              {item.provisions.map((provision) => (
                <li key={`${provision.ref}-${provision.detail ?? ""}`}>
                  <a
                    href={provision.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="font-medium underline underline-offset-4 hover:text-muted-foreground"
                  >
                    {provisionLabel(provision)}
                  </a>{" "}
                  – {provision.title} <span className="text-muted-foreground">(Stand {formatStand(provision.stand)})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
