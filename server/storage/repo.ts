// Storage metadata in the database. Returns rows or domain results, never HTTP; the same queries
// run on SQLite and PostgreSQL.
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { StorageBucketsTable, StorageObjectsTable } from "../db/schema.js";

export type BucketRow = StorageBucketsTable;
export type ObjectRow = StorageObjectsTable;

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY" || e?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

export const findBucket = (db: Db, id: string) => db.selectFrom("storage_buckets").selectAll().where("id", "=", id).executeTakeFirst();

export interface BucketQuery {
  limit?: number;
  offset?: number;
  sortColumn?: "id" | "name" | "created_at" | "updated_at";
  sortOrder?: "asc" | "desc";
  search?: string;
  /** Only these ids (a user sees the buckets configured for users). */
  only?: string[];
}

export async function listBuckets(db: Db, query: BucketQuery): Promise<BucketRow[]> {
  let select = db.selectFrom("storage_buckets").selectAll();
  if (query.only) {
    if (query.only.length === 0) return [];
    select = select.where("id", "in", query.only);
  }
  const rows = await select.orderBy(query.sortColumn ?? "name", query.sortOrder ?? "asc").execute();
  // Substring search in memory: LIKE's case rules differ between the engines.
  const search = query.search?.toLowerCase();
  const found = search ? rows.filter((row) => row.name.toLowerCase().includes(search)) : rows;
  const offset = query.offset ?? 0;
  return found.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
}

export const insertBucket = (db: Db, row: BucketRow) => db.insertInto("storage_buckets").values(row).execute();

export async function updateBucket(
  db: Db,
  id: string,
  changes: Partial<Pick<BucketRow, "public" | "file_size_limit" | "allowed_mime_types">>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("storage_buckets")
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBucket(db: Db, id: string): Promise<"deleted" | "not_empty" | "not_found"> {
  return db.transaction().execute(async (trx) => {
    const one = await trx.selectFrom("storage_objects").select("id").where("bucket_id", "=", id).limit(1).executeTakeFirst();
    if (one) return "not_empty";
    const result = await trx.deleteFrom("storage_buckets").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? "deleted" : "not_found";
  });
}

export const findObject = (db: Db, bucketId: string, name: string) =>
  db.selectFrom("storage_objects").selectAll().where("bucket_id", "=", bucketId).where("name", "=", name).executeTakeFirst();

/** Every object whose name starts with `prefix` (a plain string comparison on both engines). */
export async function objectsUnder(db: Db, bucketId: string, prefix: string): Promise<ObjectRow[]> {
  let select = db.selectFrom("storage_objects").selectAll().where("bucket_id", "=", bucketId);
  if (prefix !== "") {
    // substr counts code points on both engines; LIKE would need escaping and differs in case rules,
    // and a range comparison depends on PostgreSQL's collation.
    select = select.where(sql<boolean>`substr(name, 1, ${[...prefix].length}) = ${prefix}`);
  }
  return select.execute();
}

/**
 * Inserts the object, or replaces the one of that name when `upsert`; returns the blob it replaced
 * (to remove after the commit), or "exists" when the name is taken and `upsert` is false.
 */
export async function putObject(db: Db, row: ObjectRow, upsert: boolean): Promise<{ replaced: string | null } | "exists"> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("storage_objects")
      .select(["id", "blob", "created_at"])
      .where("bucket_id", "=", row.bucket_id)
      .where("name", "=", row.name)
      .executeTakeFirst();
    if (existing && !upsert) return "exists";
    if (existing) {
      const { id: _id, created_at: _created, ...changes } = row;
      await trx.updateTable("storage_objects").set(changes).where("id", "=", existing.id).execute();
      return { replaced: existing.blob };
    }
    try {
      await trx.insertInto("storage_objects").values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) return "exists";
      throw error;
    }
    return { replaced: null };
  });
}

/** Renames an object (also into another bucket); false when the destination is taken. */
export async function renameObject(db: Db, id: string, bucketId: string, name: string, now: string): Promise<boolean> {
  try {
    await db.updateTable("storage_objects").set({ bucket_id: bucketId, name, updated_at: now }).where("id", "=", id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function deleteObjects(db: Db, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("storage_objects").selectAll().where("bucket_id", "=", bucketId).where("name", "in", names).execute();
    if (rows.length > 0) {
      await trx
        .deleteFrom("storage_objects")
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
    }
    return rows;
  });
}

/** Names of a bucket's objects last changed before `cutoff` (ISO times compare as text on both engines). */
export const objectsChangedBefore = (db: Db, bucketId: string, cutoff: string) =>
  db.selectFrom("storage_objects").select("name").where("bucket_id", "=", bucketId).where("updated_at", "<", cutoff).execute();

/** Deletes those of `names` still last changed before `cutoff`; returns the deleted rows. */
export async function deleteObjectsChangedBefore(db: Db, bucketId: string, names: string[], cutoff: string): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("storage_objects")
      .selectAll()
      .where("bucket_id", "=", bucketId)
      .where("name", "in", names)
      .where("updated_at", "<", cutoff)
      .execute();
    if (rows.length > 0) {
      const ids = rows.map((row) => row.id);
      // The time again: an upsert since the select keeps its object.
      await trx.deleteFrom("storage_objects").where("id", "in", ids).where("updated_at", "<", cutoff).execute();
    }
    return rows;
  });
}

export async function emptyBucket(db: Db, bucketId: string): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("storage_objects").select("blob").where("bucket_id", "=", bucketId).execute();
    await trx.deleteFrom("storage_objects").where("bucket_id", "=", bucketId).execute();
    return rows.map((row) => row.blob);
  });
}
