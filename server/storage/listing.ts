// Folder views of a bucket's flat key space, as Storage's list (storage.search) and list-v2 give
// them: entries one level below a prefix, folders being the first segment of deeper keys. The
// database computes the page (list-query.ts); this turns it into Storage's wire entries.
import type { Db, Engine } from "../db/database.js";
import type { ObjectRow } from "./repo.js";
import { listLevel, type SortColumn } from "./list-query.js";

export type { SortColumn };
export function objectMetadata(row: ObjectRow) {
  return {
    eTag: row.etag,
    size: row.size,
    mimetype: row.mimetype,
    cacheControl: row.cache_control,
    lastModified: row.updated_at,
    contentLength: row.size,
    httpStatusCode: 200,
  };
}

export function fileEntry(row: ObjectRow, name: string) {
  return {
    name,
    id: row.id,
    updated_at: row.updated_at,
    created_at: row.created_at,
    last_accessed_at: row.last_accessed_at,
    metadata: objectMetadata(row),
  };
}

const folderEntry = (name: string) => ({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });

interface Scope {
  bucketId: string;
  /** The caller's own folder ("" for the service role): nothing outside is listed. */
  root: string;
}

export interface ListV1Options extends Scope {
  prefix: string;
  limit: number;
  offset: number;
  column: SortColumn;
  order: "asc" | "desc";
  search: string;
}

export async function listV1(db: Db, engine: Engine, options: ListV1Options) {
  const entries = await listLevel(db, engine, {
    bucketId: options.bucketId,
    base: options.prefix === "" ? "" : `${options.prefix}/`,
    root: options.root,
    search: options.search,
    delimiter: true,
    foldersFirst: true,
    column: options.column,
    order: options.order,
    limit: options.limit,
    offset: options.offset,
  });
  return entries.map((entry) => (entry.row ? fileEntry(entry.row, entry.entry) : folderEntry(entry.entry)));
}

export interface ListV2Options extends Scope {
  /** As given: "testpath" matches "testpath/…" and "testpath2"; "testpath/" only the folder. */
  prefix: string;
  limit: number;
  offset: number;
  withDelimiter: boolean;
  column: "name" | "created_at" | "updated_at";
  order: "asc" | "desc";
}

/** list-v2: full keys; with a delimiter, keys below the next "/" collapse into folders. */
export async function listV2(db: Db, engine: Engine, options: ListV2Options) {
  // One more than the page: whether there is a next one.
  const entries = await listLevel(db, engine, {
    bucketId: options.bucketId,
    base: options.prefix,
    root: options.root,
    search: "",
    delimiter: options.withDelimiter,
    foldersFirst: false,
    column: options.column,
    order: options.order,
    limit: options.limit + 1,
    offset: options.offset,
  });
  const page = entries.slice(0, options.limit).map((entry) => ({ name: options.prefix + entry.entry, row: entry.row }));
  return {
    hasNext: entries.length > options.limit,
    folders: page.filter((entry) => !entry.row).map((entry) => ({ key: entry.name.split("/").pop()!, name: `${entry.name}/` })),
    objects: page.filter((entry) => entry.row).map((entry) => ({ ...fileEntry(entry.row!, entry.name), key: entry.name })),
  };
}
