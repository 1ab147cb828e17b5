// /storage/v1/bucket: create, get, list, update, empty and delete buckets ([sjs] StorageBucketApi.ts).
// Only the service role manages buckets; a user sees the buckets configured for users.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import type { Authenticate } from "./access.js";
import type { StorageService } from "./service.js";
import { errors } from "./errors.js";
import { checkBucketName, parseSize } from "./names.js";
import * as repo from "./repo.js";
import { Bucket, BucketParams, CreateBucket, ListBucketsQuery, Message, UpdateBucket, storageErrors } from "./contracts.js";

function bucketJson(row: repo.BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? "",
    public: row.public === 1,
    file_size_limit: row.file_size_limit,
    allowed_mime_types: row.allowed_mime_types ? (JSON.parse(row.allowed_mime_types) as string[]) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function mimeTypes(value: string[] | null | undefined): string | null {
  if (!value || value.length === 0) return null;
  for (const type of value) {
    if (!/^[\w.+-]+\/(?:[\w.+-]+|\*)$/.test(type.trim())) throw errors.invalid(`Invalid mime type: ${type}`);
  }
  return JSON.stringify(value.map((type) => type.trim()));
}

export async function bucketRoutes(parent: FastifyInstance, { storage, who }: { storage: StorageService; who: Authenticate }) {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { db, policy, clock } = storage;

  app.get(
    "/bucket",
    { schema: { querystring: ListBucketsQuery, response: { 200: Type.Array(Bucket), ...storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      const q = request.query;
      const rows = await repo.listBuckets(db, {
        limit: q.limit === undefined ? undefined : Number(q.limit),
        offset: q.offset === undefined ? undefined : Number(q.offset),
        sortColumn: q.sortColumn,
        sortOrder: q.sortOrder,
        search: q.search,
        only: principal.kind === "service" ? undefined : principal.kind === "user" ? [...policy.userBuckets] : [],
      });
      return rows.map(bucketJson);
    },
  );

  app.get("/bucket/:bucketId", { schema: { params: BucketParams, response: { 200: Bucket, ...storageErrors } } }, async (request) => {
    const principal = await who(request.headers.authorization);
    return bucketJson(await storage.bucket(principal, request.params.bucketId));
  });

  app.post(
    "/bucket",
    { schema: { body: CreateBucket, response: { 200: Type.Object({ name: Type.String() }), ...storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      policy.requireService(principal);
      const body = request.body;
      if (body.type && body.type.toUpperCase() !== "STANDARD") throw errors.featureDisabled(`${body.type.toLowerCase()} buckets`);
      const id = checkBucketName(body.id ?? body.name);
      checkBucketName(body.name);
      const now = clock.iso();
      try {
        await repo.insertBucket(db, {
          id,
          name: body.name,
          owner: principal.kind === "service" ? principal.id : null,
          public: body.public ? 1 : 0,
          file_size_limit: parseSize(body.file_size_limit),
          allowed_mime_types: mimeTypes(body.allowed_mime_types),
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        if (repo.isUniqueViolation(error)) throw errors.duplicate();
        throw error;
      }
      return { name: id };
    },
  );

  app.put(
    "/bucket/:bucketId",
    { schema: { params: BucketParams, body: UpdateBucket, response: { 200: Message, ...storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      policy.requireService(principal);
      const body = request.body;
      const changes: Parameters<typeof repo.updateBucket>[2] = {};
      if (body.public !== undefined) changes.public = body.public ? 1 : 0;
      if (body.file_size_limit !== undefined) changes.file_size_limit = parseSize(body.file_size_limit);
      if (body.allowed_mime_types !== undefined) changes.allowed_mime_types = mimeTypes(body.allowed_mime_types);
      if (!(await repo.updateBucket(db, request.params.bucketId, changes, clock.iso()))) throw errors.bucketNotFound();
      return { message: "Successfully updated" };
    },
  );

  app.post(
    "/bucket/:bucketId/empty",
    { schema: { params: BucketParams, response: { 200: Message, ...storageErrors } } },
    async (request) => {
      const principal = await who(request.headers.authorization);
      policy.requireService(principal);
      await storage.bucket(principal, request.params.bucketId);
      await storage.empty(request.params.bucketId);
      // Storage's words (it empties in the background); ours is done when this answer is sent.
      return { message: "Empty bucket has been queued. Completion may take up to an hour." };
    },
  );

  app.delete("/bucket/:bucketId", { schema: { params: BucketParams, response: { 200: Message, ...storageErrors } } }, async (request) => {
    const principal = await who(request.headers.authorization);
    policy.requireService(principal);
    const outcome = await repo.deleteBucket(db, request.params.bucketId);
    if (outcome === "not_found") throw errors.bucketNotFound();
    if (outcome === "not_empty") throw errors.bucketNotEmpty();
    return { message: "Successfully deleted" };
  });
}
