// The Storage API's logic between routes and repository: access checks, limits, the MIME check,
// and keeping database rows and backend blobs in step (a blob is removed only after the row that
// named it is gone; a blob whose row was never written is removed at once).
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import type { Db, Engine } from "../db/database.js";
import type { Clock } from "../clock.js";
import type { StorageBackend } from "./backend.js";
import { errors } from "./errors.js";
import { Policy, type Principal } from "./access.js";
import { checkKey } from "./names.js";
import { contentMatches, isAllowedType } from "./mime.js";
import * as repo from "./repo.js";
import { expireDocuments } from "./retention.js";

export interface UploadInput {
  bucketId: string;
  key: string;
  body: Readable;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
  owner: string | null;
}

export class StorageService {
  constructor(
    readonly db: Db,
    /** For the few statements that differ between the engines (list-query.ts). */
    readonly engine: Engine,
    readonly backend: StorageBackend,
    readonly clock: Clock,
    readonly policy: Policy,
    /** STORAGE_FILE_SIZE_LIMIT: no bucket allows more. */
    readonly globalLimit: number,
    /** STORAGE_RETENTION_DAYS: how long the users' documents are kept (retention.ts). */
    readonly retentionDays: number,
  ) {}

  /** The bucket, if `who` may see it; otherwise "Bucket not found", as row-level security would hide it. */
  async bucket(who: Principal, bucketId: string): Promise<repo.BucketRow> {
    const bucket = await repo.findBucket(this.db, bucketId);
    if (!bucket || !this.policy.seesBucket(who, bucketId)) throw errors.bucketNotFound();
    return bucket;
  }

  /** An object `who` may read: invisible (Object not found) when the policy says no. */
  async readable(who: Principal, bucketId: string, key: string): Promise<repo.ObjectRow> {
    checkKey(key);
    await this.bucket(who, bucketId);
    if (!this.policy.ownsKey(who, bucketId, key)) throw errors.objectNotFound();
    const row = await repo.findObject(this.db, bucketId, key);
    if (!row) throw errors.objectNotFound();
    return row;
  }

  /** An object of a public bucket, for anyone. */
  async publicObject(bucketId: string, key: string): Promise<repo.ObjectRow> {
    checkKey(key);
    const bucket = await repo.findBucket(this.db, bucketId);
    if (!bucket || !bucket.public) throw errors.bucketNotFound();
    const row = await repo.findObject(this.db, bucketId, key);
    if (!row) throw errors.objectNotFound();
    return row;
  }

  /** Checks a write before any byte is read. */
  async writable(who: Principal, bucketId: string, key: string): Promise<repo.BucketRow> {
    checkKey(key);
    const bucket = await repo.findBucket(this.db, bucketId);
    if (!bucket || (who.kind !== "service" && !this.policy.seesBucket(who, bucketId))) throw errors.bucketNotFound();
    if (!this.policy.ownsKey(who, bucketId, key)) throw errors.accessDenied();
    return bucket;
  }

  async upload(bucket: repo.BucketRow, input: UploadInput): Promise<repo.ObjectRow> {
    const allowed = bucket.allowed_mime_types ? (JSON.parse(bucket.allowed_mime_types) as string[]) : null;
    if (allowed && !isAllowedType(input.contentType, allowed)) throw errors.mimeType(input.contentType);
    const limit = Math.min(bucket.file_size_limit ?? this.globalLimit, this.globalLimit);
    const stored = await this.backend.write(input.body, limit);
    try {
      if (allowed && !contentMatches(input.contentType, stored.head)) throw errors.mimeMismatch(input.contentType);
      const now = this.clock.iso();
      const row: repo.ObjectRow = {
        id: crypto.randomUUID(),
        bucket_id: bucket.id,
        name: input.key,
        owner: input.owner,
        blob: stored.blob,
        size: stored.size,
        mimetype: input.contentType,
        cache_control: input.cacheControl,
        etag: stored.etag,
        version: crypto.randomUUID(),
        user_metadata: input.userMetadata ? JSON.stringify(input.userMetadata) : null,
        created_at: now,
        updated_at: now,
        last_accessed_at: now,
      };
      const outcome = await repo.putObject(this.db, row, input.upsert);
      if (outcome === "exists") throw errors.duplicate();
      if (outcome.replaced) await this.backend.remove(outcome.replaced);
      return (await repo.findObject(this.db, bucket.id, input.key)) ?? row;
    } catch (error) {
      await this.backend.remove(stored.blob);
      throw error;
    }
  }

  async move(who: Principal, from: { bucket: string; key: string }, to: { bucket: string; key: string }): Promise<void> {
    const source = await this.readable(who, from.bucket, from.key);
    await this.writable(who, to.bucket, to.key);
    const moved = await repo.renameObject(this.db, source.id, to.bucket, to.key, this.clock.iso());
    if (!moved) throw errors.duplicate();
  }

  async copy(who: Principal, from: { bucket: string; key: string }, to: { bucket: string; key: string }, upsert: boolean) {
    const source = await this.readable(who, from.bucket, from.key);
    await this.writable(who, to.bucket, to.key);
    const blob = await this.backend.copy(source.blob);
    const now = this.clock.iso();
    const row: repo.ObjectRow = {
      ...source,
      id: crypto.randomUUID(),
      bucket_id: to.bucket,
      name: to.key,
      owner: who.kind === "anon" ? null : who.id,
      blob,
      version: crypto.randomUUID(),
      created_at: now,
      updated_at: now,
      last_accessed_at: now,
    };
    try {
      const outcome = await repo.putObject(this.db, row, upsert);
      if (outcome === "exists") throw errors.duplicate();
      if (outcome.replaced) await this.backend.remove(outcome.replaced);
    } catch (error) {
      await this.backend.remove(blob);
      throw error;
    }
    return row;
  }

  async remove(who: Principal, bucketId: string, keys: string[]): Promise<repo.ObjectRow[]> {
    await this.bucket(who, bucketId);
    const own = keys.filter((key) => this.policy.ownsKey(who, bucketId, key));
    const rows = await repo.deleteObjects(this.db, bucketId, own);
    for (const row of rows) await this.backend.remove(row.blob);
    return rows;
  }

  /** Deletes the users' documents older than the retention period, rows and bytes; returns how many. */
  async expire(): Promise<number> {
    const cutoff = new Date(this.clock.now() - this.retentionDays * 86_400_000).toISOString();
    const rows = await expireDocuments(this.db, this.policy.userBuckets, cutoff);
    for (const row of rows) await this.backend.remove(row.blob);
    return rows.length;
  }

  /**
   * The hourly sweep: the users' documents past the retention period (`expire`), then blobs that no
   * row names and that are older than `graceMs`: those of deleted accounts (deleteAccount removes
   * the rows in its transaction), and uploads cut off by a crash. The grace keeps an upload whose
   * row is about to be written. Returns the number of blobs removed.
   */
  async sweep(graceMs = 3_600_000): Promise<number> {
    let removed = await this.expire();
    const cutoff = this.clock.now() - graceMs;
    for await (const { blob, modifiedMs } of this.backend.list()) {
      if (modifiedMs > cutoff) continue;
      const named = blob.endsWith(".part")
        ? undefined
        : await this.db.selectFrom("storage_objects").select("id").where("blob", "=", blob).executeTakeFirst();
      if (named) continue;
      await this.backend.remove(blob);
      removed++;
    }
    return removed;
  }

  /** The operator's user buckets exist from the start, private and with the global limit; existing ones stay as they are. */
  async createMissingBuckets(ids: string[]): Promise<string[]> {
    const created: string[] = [];
    for (const id of ids) {
      if (await repo.findBucket(this.db, id)) continue;
      const now = this.clock.iso();
      const row = {
        id,
        name: id,
        owner: null,
        public: 0,
        file_size_limit: null,
        allowed_mime_types: null,
        created_at: now,
        updated_at: now,
      };
      try {
        await repo.insertBucket(this.db, row);
        created.push(id);
      } catch (error) {
        // Another instance on the same database created it first.
        if (!repo.isUniqueViolation(error)) throw error;
      }
    }
    return created;
  }

  async empty(bucketId: string): Promise<void> {
    const blobs = await repo.emptyBucket(this.db, bucketId);
    for (const blob of blobs) await this.backend.remove(blob);
  }
}
