// The downloadable report, built in the browser from the result the page already has: nothing is
// sent again and nothing is stored on the server. DOCX via ../docx.ts (the `docx` package, loaded on demand).
import type { NoticeCheckResult } from "@/lib/api";
import { markdownToDocx } from "../docx";
import { countsText, formatStand, LANGUAGE_LABEL, MODEL_BADGE, provisionLabel, SECOND_PASS_NOTE, STATUS_LABEL } from "./labels";

const CAVEAT = "Das Ergebnis kann falsch oder unvollständig sein und ersetzt keine Rechtsberatung.";

function disclaimer(result: NoticeCheckResult): string {
  if (result.secondPass === "done")
    return `Automatische, regelbasierte Prüfung; die Punkte, welche die Regeln nicht fanden, hat ein Sprachmodell nachgeprüft (markiert mit «${MODEL_BADGE}»). ${CAVEAT}`;
  return `Automatische, regelbasierte Prüfung ohne Sprachmodell. ${CAVEAT}`;
}

function title(result: NoticeCheckResult): string {
  return result.source.fileName ? `Prüfbericht Datenschutzerklärung: ${result.source.fileName}` : "Prüfbericht Datenschutzerklärung";
}

export function reportFileName(result: NoticeCheckResult, ext: "md" | "docx"): string {
  return `pruefbericht-datenschutzerklaerung-${new Date().toISOString().slice(0, 10)}.${ext}`;
}

export function toMarkdown(result: NoticeCheckResult, date = new Date()): string {
  const lines = [
    `# ${title(result)}`,
    "",
    `Erstellt am ${date.toLocaleDateString("de-CH")} · Sprache erkannt: ${LANGUAGE_LABEL[result.language]} · ${result.characters.toLocaleString("de-CH")} Zeichen`,
    "",
    `**Ergebnis: ${result.score} von 100 Punkten** (${countsText(result.counts)})`,
    "",
    `> ${disclaimer(result)}`,
    "",
  ];
  if (result.secondPass === "failed") lines.push(SECOND_PASS_NOTE.failed, "");
  for (const item of result.items) {
    const byModel = item.source === "model";
    lines.push(
      `## ${item.label} – ${STATUS_LABEL[item.status]}${byModel ? ` (${MODEL_BADGE})` : ""}${item.required ? "" : " (empfohlen)"}`,
      "",
      item.reason,
      "",
    );
    if (byModel && item.ruleReason) lines.push(`Regelbasierte Prüfung: ${item.ruleReason}`, "");
    if (item.quote) lines.push(`> «${item.quote.text}»`, "");
    for (const provision of item.provisions) {
      lines.push(`- [${provisionLabel(provision)}](${provision.url}) – ${provision.title} (Stand ${formatStand(provision.stand)})`);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** The same report as Word: the Markdown above, converted by the tools' shared DOCX helper. */
export async function toDocx(result: NoticeCheckResult, date = new Date()): Promise<Blob> {
  return markdownToDocx(toMarkdown(result, date));
}
