// The history grouped by when a conversation was last used, as in the assistants people know.

export type DateGroup = "Heute" | "Gestern" | "Letzte 7 Tage" | "Älter";
const ORDER: DateGroup[] = ["Heute", "Gestern", "Letzte 7 Tage", "Älter"];

/** Midnight of the day, in the reader's own time zone. */
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

export function dateGroup(iso: string, now: Date): DateGroup {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "Älter";
  const today = startOfDay(now);
  if (time >= today) return "Heute";
  // Whole calendar days, so a change to or from summer time does not move a conversation.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  if (time >= yesterday) return "Gestern";
  const weekAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7).getTime();
  return time >= weekAgo ? "Letzte 7 Tage" : "Älter";
}

/** The items in their groups, groups in the order above, the items' own order kept; empty groups left out. */
export function groupByDate<T extends { updatedAt: string }>(items: T[], now: Date): { group: DateGroup; items: T[] }[] {
  const groups = new Map<DateGroup, T[]>();
  for (const item of items) {
    const group = dateGroup(item.updatedAt, now);
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return ORDER.filter((group) => groups.has(group)).map((group) => ({ group, items: groups.get(group)! }));
}
