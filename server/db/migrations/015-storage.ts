import type { Kysely } from "kysely";

// The Storage API's metadata (server/storage, decision 025): buckets and objects as Supabase
// Storage keeps them in storage.buckets / storage.objects. The bytes live in a backend under a
// generated name (`blob`), never a name a client chose. Sizes are bigint: files may pass 2 GiB.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("storage_buckets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("owner", "text")
    .addColumn("public", "integer", (c) => c.notNull())
    .addColumn("file_size_limit", "bigint")
    // JSON array of MIME types (or type/*), null for any.
    .addColumn("allowed_mime_types", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("storage_objects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("bucket_id", "text", (c) => c.notNull().references("storage_buckets.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("owner", "text")
    .addColumn("blob", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("mimetype", "text", (c) => c.notNull())
    .addColumn("cache_control", "text", (c) => c.notNull())
    .addColumn("etag", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    // The uploader's own metadata (x-metadata / the form's metadata field) as JSON, or null.
    .addColumn("user_metadata", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_accessed_at", "text", (c) => c.notNull())
    .addUniqueConstraint("storage_objects_bucket_name", ["bucket_id", "name"])
    .execute();
  await db.schema.createIndex("storage_objects_owner_idx").on("storage_objects").column("owner").execute();
  // The sweep asks for each blob whether a row still names it.
  await db.schema.createIndex("storage_objects_blob_idx").on("storage_objects").column("blob").execute();
}
