// Shared by the class tests of the blind splits (sessions 12–17): each file holds a table of classes, each class
// own-words phrasings with the verdict an item must get, near misses included. Test code only.
import { beforeAll, describe, expect, it } from "vitest";
import { checkNotice } from "./check.js";

/** One phrasing: the item checked, the text, the verdict a lawyer gives it. */
export type Case = [id: string, text: string, expected: string];

const status = (text: string, id: string) => checkNotice(text).items.find((result) => result.id === id)!.status;

/** One test per phrasing, grouped by class. */
export function describeClasses(title: string, classes: Record<string, Case[]>): void {
  // The first check loads the knowledge base's provisions; on a busy machine that alone can outlast a test's time.
  beforeAll(() => void checkNotice("Datenschutz"), 120_000);
  describe(title, () => {
    for (const [name, cases] of Object.entries(classes))
      describe(name, () => {
        it.each(cases)("%s: %s → %s", (id, text, expected) => {
          expect(status(text, id)).toBe(expected);
        });
      });
  });
}
