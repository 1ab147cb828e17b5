// The Storage API under /storage/v1, wire-compatible with Supabase Storage (decision 025). Its
// own conventions: Storage's error body, JSON bodies except for uploads, and refusals of the
// features we do not offer (image transformation, vector and analytics buckets).
import type { FastifyInstance } from "fastify";
import { BODY_LIMIT, installCors, type CorsRules } from "../http/plumbing.js";
import type { Authenticate } from "./access.js";
import type { StorageService } from "./service.js";
import type { UrlSigner } from "./signing.js";
import { errors, renderStorageError } from "./errors.js";
import { storageErrors } from "./contracts.js";
import { bucketRoutes } from "./bucket-routes.js";
import { objectRoutes } from "./object-routes.js";
import { uploadRoutes } from "./upload-routes.js";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

// Browsers on the configured origins call the API through storage-js as they call /auth/v1.
const STORAGE_CORS: CorsRules = {
  methods: "GET, HEAD, POST, PUT, PATCH, DELETE",
  // What storage-js sends besides the client's own headers: uploads' cache control, upsert and metadata.
  allowedHeaders: "Accept, Authorization, Cache-Control, Content-Type, X-Client-Info, X-Metadata, X-Supabase-Api-Version, X-Upsert, apikey",
  // A download's name and validators; Retry-After as on /auth/v1.
  exposedHeaders: "Content-Disposition, Content-Length, ETag, Last-Modified, Retry-After",
  errors: storageErrors,
};

export async function storageRoutes(
  app: FastifyInstance,
  options: { storage: StorageService; who: Authenticate; signer: UrlSigner; corsOrigins: readonly string[] },
) {
  // Not `options` itself: it carries the prefix, which the sub-plugins would add a second time.
  const deps = { storage: options.storage, who: options.who, signer: options.signer };
  app.setErrorHandler((error, request, reply) => renderStorageError(error, request, reply));
  // Answers carry signed URLs and object lists: never cached (a public download sets its own).
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  app.setNotFoundHandler((request, reply) => renderStorageError(errors.notFound(), request, reply));
  await installCors(app, options.corsOrigins, STORAGE_CORS);

  await app.register(async (json) => {
    json.removeAllContentTypeParsers();
    json.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      if ((body as string).trim() === "") return done(null, undefined);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(errors.invalid("Body is not valid JSON"));
      }
    });
    json.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      if ((body as string) === "") return done(null, undefined);
      done(errors.invalid("Content-Type must be application/json"));
    });
    await json.register(bucketRoutes, deps);
    await json.register(objectRoutes, deps);
    const disabled = (feature: string) => async () => {
      throw errors.featureDisabled(feature);
    };
    for (const url of ["/render/image/*"]) {
      json.route({ method: METHODS, url, schema: { response: storageErrors }, handler: disabled("image transformation") });
    }
    for (const url of ["/vector/*", "/iceberg/*", "/cdn/*"]) {
      json.route({ method: METHODS, url, schema: { response: storageErrors }, handler: disabled(url.slice(1, -2)) });
    }
    // An explicit catch-all: the web app's wildcard at the root would otherwise answer unknown paths.
    json.route({
      method: METHODS,
      url: "/*",
      schema: { response: storageErrors },
      handler: async () => {
        throw errors.notFound();
      },
    });
  });
  await app.register(uploadRoutes, deps);
}
