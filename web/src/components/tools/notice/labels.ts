import type { NoticeCheckResult, NoticeStatus } from "@/lib/api";

export const STATUS_LABEL: Record<NoticeStatus, string> = {
  found: "Vorhanden",
  unclear: "Unklar",
  missing: "Fehlt",
  not_applicable: "Nicht anwendbar",
};

/** The counts line of the page and the report; not applicable items are named only when there are any. */
export function countsText(counts: Record<NoticeStatus, number>): string {
  const parts = [`${counts.found} vorhanden`, `${counts.unclear} unklar`, `${counts.missing} fehlen`];
  if (counts.not_applicable) parts.push(`${counts.not_applicable} nicht anwendbar`);
  return parts.join(", ");
}

/** The badge of an item the optional language model found (the rules had not). */
export const MODEL_BADGE = "Sprachmodell";

/** What the page and the report say about the language model's second pass, when there was one. */
export const SECOND_PASS_NOTE: Record<"done" | "failed", string> = {
  done: "Ein Sprachmodell hat die Punkte nachgeprüft, welche die Regeln nicht gefunden haben. Was es gefunden hat, ist mit «Sprachmodell» markiert: Prüfen Sie diese Stellen bitte selbst, ein Sprachmodell kann sich irren.",
  failed: "Die zusätzliche Prüfung durch das Sprachmodell war nicht möglich. Angezeigt wird das Ergebnis der regelbasierten Prüfung.",
};

export const LANGUAGE_LABEL: Record<NoticeCheckResult["language"], string> = {
  de: "Deutsch",
  fr: "Französisch",
  en: "Englisch",
  it: "Italienisch",
};

/** Shown in the form and kept in step with server/tools/notice/limits.ts. */
export const LIMITS_TEXT = "PDF, DOCX, HTML oder TXT, höchstens 10 MB und 100 PDF-Seiten; Text höchstens 200 000 Zeichen.";

export function provisionLabel(provision: { ref: string; detail: string | null }): string {
  return provision.detail ? `${provision.ref} ${provision.detail}` : provision.ref;
}

export function formatStand(stand: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stand);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : stand;
}
