import type { NoticeCheckResult, NoticeStatus } from "@/lib/api";

export const STATUS_LABEL: Record<NoticeStatus, string> = {
  found: "Vorhanden",
  unclear: "Unklar",
  missing: "Fehlt",
};

export const LANGUAGE_LABEL: Record<NoticeCheckResult["language"], string> = { de: "Deutsch", fr: "Französisch", en: "Englisch" };

/** Shown in the form and kept in step with server/tools/notice/limits.ts. */
export const LIMITS_TEXT = "PDF, DOCX, HTML oder TXT, höchstens 10 MB und 100 PDF-Seiten; Text höchstens 200 000 Zeichen.";

export function provisionLabel(provision: { ref: string; detail: string | null }): string {
  return provision.detail ? `${provision.ref} ${provision.detail}` : provision.ref;
}

export function formatStand(stand: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stand);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : stand;
}
