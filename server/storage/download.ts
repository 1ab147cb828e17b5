// Sends an object's bytes (or, for HEAD, only its headers) as Storage does: its type, size, etag,
// cache control, and Content-Disposition when ?download is given (an empty value: the key's own name).
import type { FastifyReply } from "fastify";
import type { StorageBackend } from "./backend.js";
import type { ObjectRow } from "./repo.js";

function disposition(row: ObjectRow, download: string): string {
  const name = download === "" ? row.name.split("/").pop()! : download;
  // A quoted ASCII fallback without quotes or controls, and the exact name in RFC 5987 form.
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function sendObject(
  reply: FastifyReply,
  backend: StorageBackend,
  row: ObjectRow,
  options: { download?: string; head?: boolean; public?: boolean },
): Promise<FastifyReply> {
  reply
    .status(200)
    .header("content-type", row.mimetype)
    .header("content-length", String(row.size))
    // The object's own cache control where anyone may read it; a private document (a user's, or
    // one behind a signed URL) is never kept by a browser or proxy (Storage sends max-age=3600).
    .header("cache-control", options.public ? row.cache_control : "no-store")
    .header("etag", row.etag)
    .header("last-modified", new Date(row.updated_at).toUTCString())
    // A stored HTML or SVG file must never run as a page of our origin.
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("x-content-type-options", "nosniff");
  if (options.download !== undefined) reply.header("content-disposition", disposition(row, options.download));
  if (options.head) return reply.send();
  return reply.send(await backend.read(row.blob));
}
