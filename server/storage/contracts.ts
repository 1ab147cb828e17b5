// The Storage API's wire types as TypeBox values (decision 013): request bodies as storage-js
// sends them ([sjs] packages/core/storage-js/src/packages/*), responses as Supabase Storage answers.
import { Type } from "@sinclair/typebox";
import { Nullable, StringEnum } from "../http/contracts.js";

export const StorageErrorBody = Type.Object({
  statusCode: Type.String(),
  code: Type.String(),
  error: Type.String(),
  message: Type.String(),
});
export const storageErrors = { "4xx": StorageErrorBody, "5xx": StorageErrorBody } as const;

export const Message = Type.Object({ message: Type.String() });

export const Bucket = Type.Object({
  id: Type.String(),
  name: Type.String(),
  owner: Type.String(),
  public: Type.Boolean(),
  file_size_limit: Nullable(Type.Integer()),
  allowed_mime_types: Type.Union([Type.Array(Type.String()), Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const SizeLimit = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 32 }), Type.Null()]);
const MimeTypes = Type.Union([Type.Array(Type.String({ maxLength: 255 }), { maxItems: 200 }), Type.Null()]);

export const CreateBucket = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  public: Type.Optional(Type.Boolean()),
  file_size_limit: Type.Optional(SizeLimit),
  allowed_mime_types: Type.Optional(MimeTypes),
  type: Type.Optional(Type.String({ maxLength: 32 })),
});

export const UpdateBucket = Type.Object({
  public: Type.Optional(Type.Boolean()),
  file_size_limit: Type.Optional(SizeLimit),
  allowed_mime_types: Type.Optional(MimeTypes),
});

export const ListBucketsQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: "^[0-9]{1,6}$" })),
  offset: Type.Optional(Type.String({ pattern: "^[0-9]{1,9}$" })),
  sortColumn: Type.Optional(StringEnum(["id", "name", "created_at", "updated_at"] as const)),
  sortOrder: Type.Optional(StringEnum(["asc", "desc"] as const)),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

export const BucketParams = Type.Object({ bucketId: Type.String({ minLength: 1, maxLength: 100 }) });
export const ObjectParams = Type.Object({ bucketId: Type.String({ minLength: 1, maxLength: 100 }), "*": Type.String() });

const SortBy = Type.Object({
  column: Type.Optional(StringEnum(["name", "created_at", "updated_at", "last_accessed_at"] as const)),
  order: Type.Optional(StringEnum(["asc", "desc"] as const)),
});

export const ListBody = Type.Object({
  prefix: Type.Optional(Type.String({ maxLength: 1024 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  sortBy: Type.Optional(SortBy),
  search: Type.Optional(Type.String({ maxLength: 1024 })),
});

export const ListV2Body = Type.Object({
  prefix: Type.Optional(Type.String({ maxLength: 1024 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  with_delimiter: Type.Optional(Type.Boolean()),
  sortBy: Type.Optional(
    Type.Object({
      column: Type.Optional(StringEnum(["name", "created_at", "updated_at"] as const)),
      order: Type.Optional(StringEnum(["asc", "desc"] as const)),
    }),
  ),
});

const Metadata = Type.Object({}, { additionalProperties: true });

export const FileEntry = Type.Object({
  name: Type.String(),
  id: Nullable(Type.String()),
  updated_at: Nullable(Type.String()),
  created_at: Nullable(Type.String()),
  last_accessed_at: Nullable(Type.String()),
  metadata: Type.Union([Metadata, Type.Null()]),
});

export const ListV2Result = Type.Object({
  hasNext: Type.Boolean(),
  nextCursor: Type.Optional(Type.String()),
  folders: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  objects: Type.Array(Type.Object({ ...FileEntry.properties, key: Type.String() })),
});

export const ObjectInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  version: Type.String(),
  bucket_id: Type.String(),
  size: Type.Integer(),
  content_type: Type.String(),
  cache_control: Type.String(),
  etag: Type.String(),
  metadata: Metadata,
  last_modified: Type.String(),
  created_at: Type.String(),
});

export const Uploaded = Type.Object({ Id: Type.String(), Key: Type.String() });

export const MoveCopy = Type.Object({
  bucketId: Type.String({ minLength: 1, maxLength: 100 }),
  sourceKey: Type.String({ minLength: 1, maxLength: 1024 }),
  destinationKey: Type.String({ minLength: 1, maxLength: 1024 }),
  destinationBucket: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

export const RemoveBody = Type.Object({ prefixes: Type.Array(Type.String({ maxLength: 1024 }), { minItems: 1, maxItems: 1000 }) });

export const RemovedEntry = Type.Object({ ...FileEntry.properties, bucket_id: Type.String(), owner: Nullable(Type.String()) });

export const SignBody = Type.Object({
  expiresIn: Type.Integer({ minimum: 1 }),
  transform: Type.Optional(Type.Object({}, { additionalProperties: true })),
});
export const SignManyBody = Type.Object({
  expiresIn: Type.Integer({ minimum: 1 }),
  paths: Type.Array(Type.String({ maxLength: 1024 }), { minItems: 1, maxItems: 1000 }),
});
export const Signed = Type.Object({ signedURL: Type.String() });
export const SignedMany = Type.Array(
  Type.Object({ error: Nullable(Type.String()), path: Type.String(), signedURL: Nullable(Type.String()) }),
);
export const SignedUpload = Type.Object({ url: Type.String(), token: Type.String() });
export const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) });
export const DownloadQuery = Type.Object({ download: Type.Optional(Type.String({ maxLength: 1024 })) });
