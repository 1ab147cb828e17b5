// Uploads: POST (new, or replace with x-upsert: true) and PUT (replace) to /object/<bucket>/<key>,
// and PUT to a signed upload URL. The body is a raw stream or multipart/form-data (the client's
// Blob and FormData uploads); either way it is streamed to the backend, never buffered whole.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import type { Authenticate } from "./access.js";
import type { StorageService } from "./service.js";
import type { UrlSigner } from "./signing.js";
import { errors } from "./errors.js";
import { checkKey } from "./names.js";
import * as repo from "./repo.js";
import * as c from "./contracts.js";

interface Body {
  stream: Readable;
  contentType: string;
  cacheControl: string;
  metadata: Record<string, unknown> | null;
}

function parseMetadata(raw: string | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw errors.invalid("Invalid metadata");
}

const cacheControlOf = (value: string | undefined) => {
  const raw = (value ?? "3600").trim();
  return /^\d+$/.test(raw) ? `max-age=${raw}` : raw.slice(0, 200);
};

async function readBody(request: FastifyRequest): Promise<Body> {
  if (request.isMultipart()) {
    const part = await request.file();
    if (!part) throw errors.invalid("No file provided");
    const field = (name: string) => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type === "field" ? String(value.value) : undefined;
    };
    return {
      stream: part.file,
      contentType: part.mimetype || "application/octet-stream",
      cacheControl: cacheControlOf(field("cacheControl")),
      metadata: parseMetadata(field("metadata")),
    };
  }
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const encoded = header("x-metadata");
  return {
    stream: request.raw,
    contentType: header("content-type") || "application/octet-stream",
    cacheControl: header("cache-control")?.slice(0, 200) || "max-age=3600",
    metadata: encoded ? parseMetadata(Buffer.from(encoded, "base64").toString("utf8")) : null,
  };
}

export async function uploadRoutes(
  parent: FastifyInstance,
  { storage, who, signer }: { storage: StorageService; who: Authenticate; signer: UrlSigner },
) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // Every body reaches the handler unread, as a stream (JSON and text files included).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  await app.register(multipart, {
    // The bucket's limit is enforced while streaming (backend.ts); this is only the outer bound.
    limits: { fileSize: storage.globalLimit + 1, files: 1, fields: 10, fieldSize: 64 * 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  const response = { 200: c.Uploaded, ...c.storageErrors };

  /** Streams the request's body into the bucket under `key`; the answer both upload routes send. */
  const store = async (request: FastifyRequest, bucket: repo.BucketRow, key: string, upsert: boolean, owner: string | null) => {
    const body = await readBody(request);
    const row = await storage.upload(bucket, {
      bucketId: bucket.id,
      key,
      body: body.stream,
      contentType: body.contentType,
      cacheControl: body.cacheControl,
      userMetadata: body.metadata,
      upsert,
      owner,
    });
    return { Id: row.id, Key: `${bucket.id}/${key}` };
  };

  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/object/:bucketId/*",
      bodyLimit: Number.MAX_SAFE_INTEGER,
      schema: { params: c.ObjectParams, response },
      handler: async (request) => {
        const principal = await who(request.headers.authorization);
        const { bucketId } = request.params;
        const key = request.params["*"];
        const bucket = await storage.writable(principal, bucketId, key);
        const upsert = method === "PUT" || request.headers["x-upsert"] === "true";
        return store(request, bucket, key, upsert, principal.kind === "anon" ? null : principal.id);
      },
    });
  }

  app.put(
    "/object/upload/sign/:bucketId/*",
    { bodyLimit: Number.MAX_SAFE_INTEGER, schema: { params: c.ObjectParams, querystring: c.TokenQuery, response } },
    async (request) => {
      const { bucketId } = request.params;
      const key = checkKey(request.params["*"]);
      const grant = signer.verify(request.query.token, "u", bucketId, key, Math.floor(storage.clock.now() / 1000));
      const bucket = await repo.findBucket(storage.db, bucketId);
      if (!bucket) throw errors.bucketNotFound();
      return store(request, bucket, key, grant.upsert === true, grant.owner ?? null);
    },
  );
}
