// Storage's folder views computed by the database (list: storage.search; list-v2): the entries one
// level below a prefix, deeper keys collapsed into their first segment (a "folder", once), sorted,
// then a page by limit and offset, so that a bucket with many objects is never read whole. The same
// statement on both engines but for the position function and PostgreSQL's byte-order collation.
import { sql, type RawBuilder } from "kysely";
import type { Db, Engine } from "../db/database.js";
import type { ObjectRow } from "./repo.js";

export type SortColumn = "name" | "created_at" | "updated_at" | "last_accessed_at";

export interface LevelQuery {
  bucketId: string;
  /** Keys must start with this ("": all); the entries are what follows it. */
  base: string;
  /** Keys must also start with this: a user's own folder, "" for the service role. */
  root: string;
  /** Only entries starting with this. */
  search: string;
  /** Whether deeper keys collapse into folders (list-v2 without a delimiter lists every key). */
  delimiter: boolean;
  /** Where a folder sorts among files of the same name: list gives it first, list-v2 last. */
  foldersFirst: boolean;
  column: SortColumn;
  order: "asc" | "desc";
  limit: number;
  offset: number;
}

/** One entry: a file with its row, or a folder (row null); `entry` is the part after `base`. */
export interface LevelEntry {
  entry: string;
  row: ObjectRow | null;
}

const COLUMNS = [
  "id",
  "bucket_id",
  "name",
  "owner",
  "blob",
  "size",
  "mimetype",
  "cache_control",
  "etag",
  "version",
  "user_metadata",
  "created_at",
  "updated_at",
  "last_accessed_at",
] as const;

/** Code points, as substr counts them on both engines. */
const length = (text: string) => [...text].length;

export async function listLevel(db: Db, engine: Engine, query: LevelQuery): Promise<LevelEntry[]> {
  // Byte order on both engines (SQLite's BINARY; PostgreSQL's database collation would differ).
  const ordered = (expression: RawBuilder<unknown>) => (engine === "postgres" ? sql`${expression} collate "C"` : expression);
  const slash = (text: RawBuilder<unknown>) => (engine === "postgres" ? sql`strpos(${text}, '/')` : sql`instr(${text}, '/')`);
  const rest = sql`substr(o.name, ${length(query.base) + 1})`;
  const filters = [sql`o.bucket_id = ${query.bucketId}`];
  if (query.base !== "") filters.push(sql`substr(o.name, 1, ${length(query.base)}) = ${query.base}`);
  if (query.root !== "") filters.push(sql`substr(o.name, 1, ${length(query.root)}) = ${query.root}`);
  if (query.search !== "") filters.push(sql`substr(${rest}, 1, ${length(query.search)}) = ${query.search}`);
  const under = sql`select o.id, ${rest} as rest, o.created_at, o.updated_at, o.last_accessed_at from storage_objects o where ${sql.join(filters, sql` and `)}`;
  const u = sql.ref("u.rest");
  const files = query.delimiter
    ? sql`select u.rest as entry, u.id, 0 as is_folder, u.created_at, u.updated_at, u.last_accessed_at from under u where ${slash(u)} = 0`
    : sql`select u.rest as entry, u.id, 0 as is_folder, u.created_at, u.updated_at, u.last_accessed_at from under u`;
  const folders = query.delimiter
    ? sql`union all select distinct substr(u.rest, 1, ${slash(u)} - 1) as entry, null, 1, null, null, null from under u where ${slash(u)} > 0`
    : sql``;
  const direction = query.order === "desc" ? sql`desc` : sql`asc`;
  // A folder has no times: it sorts as the smallest value (first ascending, last descending).
  const nulls = query.order === "desc" ? sql`nulls last` : sql`nulls first`;
  const primary =
    query.column === "name"
      ? sql`${ordered(sql.ref("e.entry"))} ${direction}`
      : sql`${ordered(sql.ref(`e.${query.column}`))} ${direction} ${nulls}, ${ordered(sql.ref("e.entry"))} ${direction}`;
  const folderPlace = query.foldersFirst ? sql`e.is_folder desc` : sql`e.is_folder asc`;
  const result = await sql<Record<string, unknown> & { entry: string; is_folder: number }>`
    with under as (${under}),
    entries as (${files} ${folders})
    select e.entry, e.is_folder, ${sql.join(COLUMNS.map((column) => sql`o.${sql.ref(column)}`))}
    from entries e left join storage_objects o on o.id = e.id
    order by ${primary}, ${folderPlace}
    limit ${query.limit} offset ${query.offset}`.execute(db);
  return result.rows.map((row) => ({
    entry: row.entry,
    row: Number(row.is_folder) === 1 ? null : (Object.fromEntries(COLUMNS.map((column) => [column, row[column]])) as unknown as ObjectRow),
  }));
}
