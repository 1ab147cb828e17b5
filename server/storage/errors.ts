// Storage errors as values with Supabase Storage's codes and messages; render() is the one place
// that turns them (and Fastify's own errors) into Storage's body { statusCode, code, error, message }
// with the HTTP status equal to statusCode ([storage] src/internal/errors/codes.ts).
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../http/errors.js";

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const errors = {
  bucketNotFound: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  objectNotFound: () => new StorageError(404, "NoSuchKey", "not_found", "Object not found"),
  duplicate: () => new StorageError(409, "Duplicate", "Duplicate", "The resource already exists"),
  bucketNotEmpty: () => new StorageError(409, "InvalidRequest", "Bucket not empty", "The bucket you tried to delete is not empty"),
  tooLarge: () => new StorageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  mimeType: (type: string) => new StorageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${type} is not supported`),
  /** The bytes are not what the declared type says (our check; Storage trusts the header). */
  mimeMismatch: (type: string) =>
    new StorageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${type} does not match the file's content`),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", "Invalid Input", `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, "InvalidBucketName", "Invalid Input", "Bucket name invalid"),
  invalid: (message: string) => new StorageError(400, "InvalidRequest", "Invalid Input", message),
  /** Row-level security refused a write (Storage: AccessDenied / "Unauthorized"). */
  accessDenied: () => new StorageError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", "InvalidJWT", message),
  invalidSignature: () => new StorageError(400, "InvalidSignature", "InvalidSignature", "invalid signature"),
  featureDisabled: (feature: string) => new StorageError(403, "FeatureNotEnabled", "Forbidden", `Feature not enabled: ${feature}`),
  notFound: () => new StorageError(404, "NotFound", "Not Found", "Route not found"),
  internal: () => new StorageError(500, "InternalError", "Internal", "Internal Server Error"),
};

function fromOther(error: unknown, request: FastifyRequest): StorageError {
  if (error instanceof StorageError) return error;
  // The verifier we reuse throws the auth API's errors: a bad or expired token.
  if (error instanceof ApiError && error.status < 500) {
    return errors.invalidJwt(/expired/i.test(error.message) ? "jwt expired" : "invalid signature");
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return errors.invalid(fastifyError.message);
  if (fastifyError.statusCode === 413) return errors.tooLarge();
  if (fastifyError.code === "FST_REQ_FILE_TOO_LARGE") return errors.tooLarge();
  if (fastifyError.statusCode && fastifyError.statusCode < 500) return errors.invalid(fastifyError.message);
  request.log.error({ err: error }, "storage: unhandled error");
  return errors.internal();
}

export function renderStorageError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const value = fromOther(error, request);
  return reply
    .status(value.status)
    .header("cache-control", "no-store")
    .send({ statusCode: String(value.status), code: value.code, error: value.error, message: value.message });
}
