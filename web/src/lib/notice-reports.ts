// Kept notice reports (web/src/lib/documents.ts) and what changed between two of them: pure, so
// testable without a browser or a server.
import type { NoticeCheckResult, NoticeStatus } from "./api";

/** A report as kept: enough to list the document and to tell what changed at the next check. */
export interface KeptReport {
  checkedAt: string;
  fileName: string;
  score: number;
  counts: Record<NoticeStatus, number>;
  items: { id: string; label: string; status: NoticeStatus }[];
}

export interface Change {
  id: string;
  label: string;
  from: NoticeStatus | null;
  to: NoticeStatus;
}

export function toReport(result: NoticeCheckResult, fileName: string, checkedAt: Date): KeptReport {
  return {
    checkedAt: checkedAt.toISOString(),
    fileName,
    score: result.score,
    counts: result.counts,
    items: result.items.map((item) => ({ id: item.id, label: item.label, status: item.status })),
  };
}

/** Items whose status moved since the previous report (new items count as moved from nothing). */
export function changes(previous: KeptReport, current: KeptReport): Change[] {
  const before = new Map(previous.items.map((item) => [item.id, item.status]));
  return current.items
    .filter((item) => before.get(item.id) !== item.status)
    .map((item) => ({ id: item.id, label: item.label, from: before.get(item.id) ?? null, to: item.status }));
}
