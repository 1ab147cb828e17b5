// Kept tool outputs beside the notices of "Meine Dokumente" (web/src/lib/documents.ts): breach
// drafts (DOCX) and record exports (XLSX/CSV), each at "<user id>/<folder>/<id>/<file name>". The
// file name is ours (the tool's download name), never the user's. Pure, so testable without a
// browser or a server.

export type KeptFileKind = "draft" | "records";

/** The folder under the user's own and the type "Meine Dokumente" shows. */
export const KEPT_KINDS: Record<KeptFileKind, { folder: string; label: string }> = {
  draft: { folder: "meldungsentwuerfe", label: "Meldungsentwurf" },
  records: { folder: "verzeichnisse", label: "Verzeichnis" },
};

/** The type a kept notice shows beside its reports. */
export const NOTICE_LABEL = "Prüfbericht";

const CONTENT_TYPES: Record<string, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
};

/** The content type a kept file is stored with, from its (our) extension. */
export function keptContentType(fileName: string): string {
  return CONTENT_TYPES[fileName.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

export interface KeptFile {
  kind: KeptFileKind;
  /** The key in the bucket. */
  path: string;
  name: string;
  keptAt: string;
  size: number;
}

/** One object of a list-v2 answer (storage-js' `listV2` without a delimiter): the full key. */
export interface ListedObject {
  key?: string;
  name: string;
  created_at?: string | null;
  metadata?: { size?: number } | null;
}

/**
 * The kept files of one kind from the objects under "<user id>/<folder>/": only keys of the form
 * "<folder>/<id>/<name>" count (anything else is not ours to show), newest first.
 */
export function toKeptFiles(kind: KeptFileKind, userId: string, objects: ListedObject[]): KeptFile[] {
  const root = `${userId}/${KEPT_KINDS[kind].folder}/`;
  const files: KeptFile[] = [];
  for (const object of objects) {
    const path = object.key ?? object.name;
    if (!path.startsWith(root)) continue;
    const rest = path.slice(root.length).split("/");
    if (rest.length !== 2 || rest[0] === "" || rest[1] === "") continue;
    files.push({ kind, path, name: rest[1], keptAt: object.created_at ?? "", size: Number(object.metadata?.size ?? 0) });
  }
  return files.sort((a, b) => b.keptAt.localeCompare(a.keptAt) || a.path.localeCompare(b.path));
}

/** Where a new file of this kind is kept. */
export function keptFilePath(userId: string, kind: KeptFileKind, id: string, fileName: string): string {
  return `${userId}/${KEPT_KINDS[kind].folder}/${id}/${fileName}`;
}
