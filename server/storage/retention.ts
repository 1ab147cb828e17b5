// The retention period of the users' documents (STORAGE_RETENTION_DAYS, decision 025): files in the
// operator's user buckets go once nothing in their folder has changed for that long. A folder is kept
// as a unit, so that a kept notice (its document and every later report, web/src/lib/documents.ts)
// lives as long as its last check and never loses its document while its reports stay.
import type { Db } from "../db/database.js";
import * as repo from "./repo.js";

const folderOf = (name: string) => name.slice(0, name.lastIndexOf("/") + 1);

/**
 * Deletes the rows of user-bucket objects last changed before `cutoff` whose folder (its direct
 * files) has nothing newer; returns the deleted rows, whose blobs the caller removes.
 */
export async function expireDocuments(db: Db, userBuckets: readonly string[], cutoff: string): Promise<repo.ObjectRow[]> {
  const deleted: repo.ObjectRow[] = [];
  for (const bucketId of userBuckets) {
    const old = await repo.objectsChangedBefore(db, bucketId, cutoff);
    const folders = new Map<string, string[]>();
    for (const { name } of old) {
      const folder = folderOf(name);
      folders.set(folder, [...(folders.get(folder) ?? []), name]);
    }
    for (const [folder, names] of folders) {
      const siblings = (await repo.objectsUnder(db, bucketId, folder)).filter((row) => !row.name.slice(folder.length).includes("/"));
      if (siblings.some((row) => row.updated_at >= cutoff)) continue;
      // Only what was old when asked: a file uploaded since then stays (and keeps its folder next time).
      deleted.push(...(await repo.deleteObjectsChangedBefore(db, bucketId, names, cutoff)));
    }
  }
  return deleted;
}
