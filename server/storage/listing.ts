// Folder views of a bucket's flat key space, as Storage's list (storage.search) and list-v2 give
// them: entries one level below a prefix, folders being the first segment of deeper keys.
import type { ObjectRow } from "./repo.js";

export type SortColumn = "name" | "created_at" | "updated_at" | "last_accessed_at";

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

function compare(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

interface Entry {
  name: string;
  row: ObjectRow | null;
}

function sortEntries(entries: Entry[], column: SortColumn, order: "asc" | "desc"): Entry[] {
  const sign = order === "desc" ? -1 : 1;
  const value = (entry: Entry) => (column === "name" ? entry.name : (entry.row?.[column] ?? null));
  return entries.sort((a, b) => sign * (compare(value(a), value(b)) || compare(a.name, b.name)));
}

/** One level below `folder` ("" or "a/b/"): files by their last segment, sub-folders once each. */
function level(rows: ObjectRow[], folder: string, search: string): Entry[] {
  const files: Entry[] = [];
  const folders = new Set<string>();
  for (const row of rows) {
    if (!row.name.startsWith(folder)) continue;
    const rest = row.name.slice(folder.length);
    if (!rest.startsWith(search)) continue;
    const slash = rest.indexOf("/");
    if (slash < 0) files.push({ name: rest, row });
    else folders.add(rest.slice(0, slash));
  }
  return [...[...folders].map((name) => ({ name, row: null })), ...files];
}

export interface ListV1Options {
  prefix: string;
  limit: number;
  offset: number;
  column: SortColumn;
  order: "asc" | "desc";
  search: string;
}

export function listV1(rows: ObjectRow[], options: ListV1Options) {
  const folder = options.prefix === "" ? "" : `${options.prefix}/`;
  const entries = sortEntries(level(rows, folder, options.search), options.column, options.order);
  return entries
    .slice(options.offset, options.offset + options.limit)
    .map((entry) => (entry.row ? fileEntry(entry.row, entry.name) : folderEntry(entry.name)));
}

export interface ListV2Options {
  /** As given: "testpath" matches "testpath/…" and "testpath2"; "testpath/" only the folder. */
  prefix: string;
  limit: number;
  offset: number;
  withDelimiter: boolean;
  column: "name" | "created_at" | "updated_at";
  order: "asc" | "desc";
}

/** list-v2: full keys; with a delimiter, keys below the next "/" collapse into folders. */
export function listV2(rows: ObjectRow[], options: ListV2Options) {
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const row of rows) {
    if (!row.name.startsWith(options.prefix)) continue;
    const rest = row.name.slice(options.prefix.length);
    const slash = options.withDelimiter ? rest.indexOf("/") : -1;
    if (slash < 0) entries.push({ name: row.name, row });
    else folders.add(options.prefix + rest.slice(0, slash));
  }
  for (const folder of folders) entries.push({ name: folder, row: null });
  const sorted = sortEntries(entries, options.column, options.order);
  const page = sorted.slice(options.offset, options.offset + options.limit);
  const hasNext = sorted.length > options.offset + options.limit;
  return {
    hasNext,
    page,
    folders: page.filter((entry) => !entry.row).map((entry) => ({ key: entry.name.split("/").pop()!, name: `${entry.name}/` })),
    objects: page.filter((entry) => entry.row).map((entry) => ({ ...fileEntry(entry.row!, entry.name), key: entry.name })),
  };
}
