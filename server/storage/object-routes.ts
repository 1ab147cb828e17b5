// /storage/v1/object: read, list, move, copy, remove and sign ([sjs] StorageFileApi.ts). Uploads
// are in upload-routes.ts (their bodies are streams, not JSON).
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { Binary } from "../http/contracts.js";
import type { Authenticate, Principal } from "./access.js";
import type { StorageService } from "./service.js";
import type { UrlSigner } from "./signing.js";
import { errors } from "./errors.js";
import { checkKey, checkPrefix } from "./names.js";
import { listV1, listV2, fileEntry } from "./listing.js";
import { sendObject } from "./download.js";
import * as repo from "./repo.js";
import * as c from "./contracts.js";

const SIGNED_UPLOAD_SECONDS = 2 * 3600;
const MAX_SIGNED_SECONDS = 10 * 365 * 86400;

export async function objectRoutes(
  parent: FastifyInstance,
  { storage, who, signer }: { storage: StorageService; who: Authenticate; signer: UrlSigner },
) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { db, policy, backend, clock } = storage;
  const nowSeconds = () => Math.floor(clock.now() / 1000);
  // The folder a listing is confined to; only a caller who sees the bucket (storage.bucket) gets here.
  const listRoot = (principal: Principal) => {
    const root = policy.listRoot(principal);
    if (root === null) throw errors.bucketNotFound();
    return root;
  };
  const binary = { 200: Binary("application/octet-stream", "The object's bytes"), ...c.storageErrors };

  // Reads: with the caller's rights, publicly (public buckets), or with a signed URL's token.
  for (const method of ["HEAD", "GET"] as const) {
    for (const prefix of ["/object", "/object/authenticated"]) {
      app.route({
        method,
        url: `${prefix}/:bucketId/*`,
        schema: { params: c.ObjectParams, querystring: c.DownloadQuery, response: binary },
        handler: async (request, reply) => {
          const principal = await who(request.headers.authorization);
          const row = await storage.readable(principal, request.params.bucketId, request.params["*"]);
          return sendObject(reply, backend, row, { download: request.query.download, head: method === "HEAD" });
        },
      });
    }
    app.route({
      method,
      url: "/object/public/:bucketId/*",
      schema: { params: c.ObjectParams, querystring: c.DownloadQuery, response: binary },
      handler: async (request, reply) => {
        const row = await storage.publicObject(request.params.bucketId, request.params["*"]);
        return sendObject(reply, backend, row, { download: request.query.download, head: method === "HEAD", public: true });
      },
    });
    app.route({
      method,
      url: "/object/sign/:bucketId/*",
      schema: {
        params: c.ObjectParams,
        querystring: Type.Object({ ...c.TokenQuery.properties, ...c.DownloadQuery.properties }),
        response: binary,
      },
      handler: async (request, reply) => {
        const { bucketId } = request.params;
        const key = checkKey(request.params["*"]);
        signer.verify(request.query.token, "r", bucketId, key, nowSeconds());
        const row = await repo.findObject(db, bucketId, key);
        if (!row) throw errors.objectNotFound();
        return sendObject(reply, backend, row, { download: request.query.download, head: method === "HEAD" });
      },
    });
  }

  app.get(
    "/object/info/:bucketId/*",
    { schema: { params: c.ObjectParams, response: { 200: c.ObjectInfo, ...c.storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const row = await storage.readable(principal, request.params.bucketId, request.params["*"]);
      return {
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: row.size,
        content_type: row.mimetype,
        cache_control: row.cache_control,
        etag: row.etag,
        metadata: row.user_metadata ? (JSON.parse(row.user_metadata) as Record<string, unknown>) : {},
        last_modified: row.updated_at,
        created_at: row.created_at,
      };
    },
  );

  app.post(
    "/object/list/:bucketId",
    { schema: { params: c.BucketParams, body: c.ListBody, response: { 200: Type.Array(c.FileEntry), ...c.storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const { bucketId } = request.params;
      await storage.bucket(principal, bucketId);
      const body = request.body;
      const prefix = checkPrefix(body.prefix ?? "");
      return listV1(db, storage.engine, {
        bucketId,
        root: listRoot(principal),
        prefix,
        // Storage's defaults, the same as the client's (limit 100, offset 0, name ascending).
        limit: body.limit ?? 100,
        offset: body.offset ?? 0,
        column: body.sortBy?.column ?? "name",
        order: body.sortBy?.order ?? "asc",
        search: body.search ?? "",
      });
    },
  );

  app.post(
    "/object/list-v2/:bucketId",
    { schema: { params: c.BucketParams, body: c.ListV2Body, response: { 200: c.ListV2Result, ...c.storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const { bucketId } = request.params;
      await storage.bucket(principal, bucketId);
      const body = request.body;
      const prefix = (body.prefix ?? "").replace(/^\/+/, "");
      if (prefix !== "") checkPrefix(prefix);
      const column = body.sortBy?.column ?? "name";
      const order = body.sortBy?.order ?? "asc";
      const limit = body.limit ?? 1000;
      const offset = readCursor(body.cursor, column, order);
      const result = await listV2(db, storage.engine, {
        bucketId,
        root: listRoot(principal),
        prefix,
        limit,
        offset,
        withDelimiter: body.with_delimiter ?? false,
        column,
        order,
      });
      return {
        hasNext: result.hasNext,
        ...(result.hasNext ? { nextCursor: writeCursor(offset + limit, column, order) } : {}),
        folders: result.folders,
        objects: result.objects,
      };
    },
  );

  for (const action of ["move", "copy"] as const) {
    app.post(
      `/object/${action}`,
      {
        schema: {
          body: c.MoveCopy,
          response: { 200: action === "move" ? c.Message : Type.Object({ Id: Type.String(), Key: Type.String() }), ...c.storageErrors },
        },
      },
      async (request) => {
        const principal = await who(request.headers.authorization);
        const body = request.body;
        const from = { bucket: body.bucketId, key: body.sourceKey };
        const to = { bucket: body.destinationBucket ?? body.bucketId, key: body.destinationKey };
        if (action === "move") {
          await storage.move(principal, from, to);
          return { message: "Successfully moved" };
        }
        const upsert = request.headers["x-upsert"] === "true";
        const row = await storage.copy(principal, from, to, upsert);
        return { Id: row.id, Key: `${to.bucket}/${to.key}` };
      },
    );
  }

  app.delete(
    "/object/:bucketId",
    { schema: { params: c.BucketParams, body: c.RemoveBody, response: { 200: Type.Array(c.RemovedEntry), ...c.storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const { bucketId } = request.params;
      const keys = request.body.prefixes.map((key) => checkKey(key.replace(/^\/+/, "")));
      const rows = await storage.remove(principal, bucketId, keys);
      return rows.map((row) => ({ ...fileEntry(row, row.name), bucket_id: row.bucket_id, owner: row.owner }));
    },
  );

  const signedPath = (bucketId: string, key: string, expiresIn: number) =>
    `/object/sign/${bucketId}/${key}?token=${signer.sign({ use: "r", bucket: bucketId, key, exp: nowSeconds() + Math.min(expiresIn, MAX_SIGNED_SECONDS) })}`;

  app.post(
    "/object/sign/:bucketId/*",
    { schema: { params: c.ObjectParams, body: c.SignBody, response: { 200: c.Signed, ...c.storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const { bucketId } = request.params;
      const row = await storage.readable(principal, bucketId, request.params["*"]);
      const path = signedPath(bucketId, row.name, request.body.expiresIn);
      // As Storage: a transformation is signed into a render URL; that URL answers that image
      // transformation is not enabled here (routes.ts).
      const transform = request.body.transform && Object.keys(request.body.transform).length > 0;
      return { signedURL: transform ? path.replace(/^\/object\/sign\//, "/render/image/sign/") : path };
    },
  );

  app.post(
    "/object/sign/:bucketId",
    { schema: { params: c.BucketParams, body: c.SignManyBody, response: { 200: c.SignedMany, ...c.storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const { bucketId } = request.params;
      await storage.bucket(principal, bucketId);
      const results = [];
      for (const path of request.body.paths) {
        try {
          const row = await storage.readable(principal, bucketId, path);
          results.push({ error: null, path, signedURL: signedPath(bucketId, row.name, request.body.expiresIn) });
        } catch {
          results.push({ error: "Either the object does not exist or you do not have access to it", path, signedURL: null });
        }
      }
      return results;
    },
  );

  app.post(
    "/object/upload/sign/:bucketId/*",
    { schema: { params: c.ObjectParams, response: { 200: c.SignedUpload, ...c.storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const { bucketId } = request.params;
      const key = request.params["*"];
      await storage.writable(principal, bucketId, key);
      const token = signer.sign({
        use: "u",
        bucket: bucketId,
        key,
        exp: nowSeconds() + SIGNED_UPLOAD_SECONDS,
        upsert: request.headers["x-upsert"] === "true",
        owner: principal.kind === "anon" ? null : principal.id,
      });
      return { url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token };
    },
  );
}

/** list-v2's cursor: where the next page starts, bound to the sort it was made for. */
function writeCursor(offset: number, column: string, order: string): string {
  return Buffer.from(JSON.stringify({ offset, column, order })).toString("base64url");
}

function readCursor(cursor: string | undefined, column: string, order: string): number {
  if (!cursor) return 0;
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { offset?: unknown; column?: unknown; order?: unknown };
    if (
      typeof value.offset === "number" &&
      Number.isInteger(value.offset) &&
      value.offset >= 0 &&
      value.column === column &&
      value.order === order
    ) {
      return value.offset;
    }
  } catch {
    // refused below
  }
  throw errors.invalid("Invalid cursor");
}
