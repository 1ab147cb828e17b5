// Body parsing, error rendering, CORS and the request log line shared by every route.
import cors from "@fastify/cors";
import type { TSchema } from "@sinclair/typebox";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, render, unexpected, type Surface } from "./errors.js";
import { validationFields } from "./validation-fields.js";
import { apiErrors, NoContent } from "./contracts.js";

export const BODY_LIMIT = 1 << 20;

/** A surface's error body as response schemas for every 4xx and 5xx status. */
type ErrorSchemas = { readonly "4xx": TSchema; readonly "5xx": TSchema };

export function installBodyParsers(app: FastifyInstance, surface: Surface): void {
  const json = app.getDefaultJsonParser("remove", "remove");
  const parse = (request: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) => {
    // auth-js posts /logout with a JSON content type and no body.
    if (body.trim() === "") return done(null, undefined);
    void json(request, body, (error, value) => {
      if (error) {
        const message = surface === "auth" ? `Could not parse request body as JSON: ${error.message}` : GERMAN.bad_json!;
        return done(new ApiError(400, "bad_json", message));
      }
      const problem = inspectBody(value);
      if (problem) return done(new ApiError(400, "validation_failed", surface === "auth" ? problem.en : problem.de));
      done(null, value);
    });
  };
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: BODY_LIMIT }, parse);
  // GoTrue reads any body as JSON, forms included. We take JSON only: a form, multipart or text/plain
  // body is one any website can make a visitor's browser send without a CORS preflight (issue 14).
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if ((body as string) === "") return done(null, undefined);
    done(notJson(surface));
  });
}

function notJson(surface: Surface): ApiError {
  // GoTrue's answer to a body it cannot read as JSON; the product API says what is wrong in HTTP's terms.
  return surface === "auth"
    ? new ApiError(400, "bad_json", "Could not parse request body as JSON: Content-Type must be application/json")
    : new ApiError(415, "unsupported_media_type", "Die Anfrage muss JSON sein (Content-Type: application/json).");
}

/** Deeper bodies are refused: nothing we accept nests this far, and deep values overflow later. */
const MAX_DEPTH = 32;

/**
 * Walks a parsed body without recursion. PostgreSQL cannot store U+0000 in text, so it is refused
 * everywhere, on both engines, before any query sees it.
 */
export function inspectBody(value: unknown): { en: string; de: string } | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === "string") {
      if (item.includes("\u0000"))
        return { en: "Invalid body: NUL characters are not allowed", de: "Die Anfrage enthält ein unzulässiges Zeichen (NUL)." };
    } else if (item && typeof item === "object") {
      if (depth >= MAX_DEPTH)
        return { en: `Invalid body: nested more than ${MAX_DEPTH} levels`, de: "Die Anfrage ist zu tief verschachtelt." };
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000"))
          return { en: "Invalid body: NUL characters are not allowed", de: "Die Anfrage enthält ein unzulässiges Zeichen (NUL)." };
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

const GERMAN: Partial<Record<string, string>> = {
  bad_json: "Die Anfrage enthält kein gültiges JSON.",
  validation_failed: "Die Anfrage ist ungültig.",
  request_entity_too_large: "Die Anfrage ist zu gross.",
  unexpected_failure: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  not_found: "Nicht gefunden.",
};

export function installErrorHandler(app: FastifyInstance, surface: Surface): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else if (error.validation) {
      const first = error.validation[0];
      const where = `${error.validationContext ?? "body"}${first?.instancePath ?? ""}`;
      // /api names the refused fields in German, for forms to mark; GoTrue's format has no such list.
      const extra = surface === "api" ? { fields: validationFields(error.validation, error.validationContext ?? "body") } : {};
      apiError = new ApiError(400, "validation_failed", `Invalid ${where}: ${first?.message ?? "invalid value"}`, extra);
    } else if (error.statusCode === 413) {
      apiError = new ApiError(413, "request_entity_too_large", `Request body too large (max ${BODY_LIMIT} bytes)`);
    } else if (error.statusCode && error.statusCode < 500) {
      const status = error.statusCode;
      apiError = new ApiError(
        status,
        status === 404 ? "not_found" : status === 405 ? "method_not_allowed" : "validation_failed",
        error.message,
      );
    } else {
      request.log.error({ err: error }, "unhandled error");
      apiError = unexpected();
    }
    if (surface === "api" && GERMAN[apiError.code] && !(error instanceof ApiError)) {
      apiError = new ApiError(apiError.status, apiError.code, GERMAN[apiError.code]!, apiError.extra);
    }
    return render(request, reply, apiError, surface);
  });
}

/** Answers requests Node's parser rejects (oversized headers, broken request lines) with the
 *  same security headers as every other response; Fastify's default writes them bare. */
export function clientErrorResponse(error: NodeJS.ErrnoException, csp: string): string {
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify({
    error: {
      code: status === 431 ? "headers_too_large" : "bad_request",
      message: status === 431 ? "Request headers too large" : "Bad request",
    },
  });
  return [
    `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}`,
    "content-type: application/json; charset=utf-8",
    `content-length: ${Buffer.byteLength(body)}`,
    `content-security-policy: ${csp}`,
    "x-content-type-options: nosniff",
    "referrer-policy: strict-origin-when-cross-origin",
    "x-frame-options: SAMEORIGIN",
    "connection: close",
    "",
    body,
  ].join("\r\n");
}

/** What one surface allows a browser on another origin (its methods and request headers) and shows it. */
export interface CorsRules {
  methods: string;
  allowedHeaders: string;
  exposedHeaders: string;
  /** The surface's error bodies, for the preflight route's contract. */
  errors: Record<string, TSchema>;
}

/**
 * Browsers may call /auth/v1 from the configured origins only (CORS_ALLOWED_ORIGINS). GoTrue reflects
 * every origin with credentials ([auth] internal/api/api.go); we never send the credentials flag, as
 * the API takes bearer tokens and sets no cookies.
 */
const AUTH_CORS: Omit<CorsRules, "errors"> = {
  methods: "GET, POST, PUT, PATCH, DELETE",
  // What supabase-js sends ([sjs] lib/fetch.ts, SupabaseClient.ts), plus GoTrue's Accept.
  allowedHeaders: "Accept, Authorization, Content-Type, X-Client-Info, X-Supabase-Api-Version, apikey",
  // Retry-After too: a browser client can then wait as long as a 429 says.
  exposedHeaders: "X-Total-Count, Link, X-Supabase-Api-Version, Retry-After",
};

/**
 * CORS for a surface the official client calls from the configured origins (CORS_ALLOWED_ORIGINS):
 * /auth/v1 and /storage/v1, each in its own plugin. /api gets none: it is same-origin (the app and
 * the webchat call it with relative paths).
 */
export async function installCors(app: FastifyInstance, allowedOrigins: readonly string[], rules: CorsRules): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    // A function, so that a foreign origin gets no CORS header at all (a list would still expose
    // headers to it); the answer depends on Origin either way, so Vary: Origin is always sent.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    methods: rules.methods,
    allowedHeaders: rules.allowedHeaders,
    exposedHeaders: rules.exposedHeaders,
    maxAge: 300,
    // Any OPTIONS is answered as a preflight, as GoTrue's middleware does, by the route below: the
    // plugin's own answer would carry a Content-Length, which a 204 must not (RFC 9110, 8.6).
    strictPreflight: false,
    preflightContinue: true,
  });
  // Empty 204; from an origin that is not allowed without CORS headers.
  for (const url of ["/", "/*"])
    app.options(url, { schema: { response: { 204: NoContent, ...rules.errors } } }, async (_request, reply) => reply.status(204).send());
}

/**
 * The conventions of one API surface, installed in the plugin that serves it (docs/decisions/015):
 * its body parsers and their messages, its error format, its 404, no caching of any answer (they
 * carry tokens or personal data; a route that is public on purpose, the JWKS, sets its own), and
 * for /auth/v1 its CORS. `errors` is the response schema of the surface's error format (4xx and
 * 5xx); the surface's domain owns it (/auth/v1: GoTrue's, server/auth/contracts.ts), so that http/
 * knows no domain. Without it, the product API's.
 */
export async function installSurface(
  app: FastifyInstance,
  surface: Surface,
  options: { corsOrigins?: readonly string[]; errors?: ErrorSchemas } = {},
): Promise<void> {
  const errors = options.errors ?? apiErrors;
  installBodyParsers(app, surface);
  installErrorHandler(app, surface);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("cache-control", "no-store");
    done();
  });
  if (surface === "auth") await installCors(app, options.corsOrigins ?? [], { ...AUTH_CORS, errors });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    render(request, reply, new ApiError(404, "not_found", surface === "auth" ? "Not Found" : GERMAN.not_found!), surface);
  app.setNotFoundHandler(notFound);
  // An explicit catch-all as well: the web app's wildcard route at the root would otherwise answer
  // an unknown API path with index.html (a more specific wildcard wins in the router).
  const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", ...(surface === "api" ? ["OPTIONS"] : [])];
  app.route({ method: methods, url: "/*", schema: { response: errors }, handler: notFound });
}

/** Query strings carry search questions (personal data) and link tokens: the log gets the path only. */
export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split("?", 1)[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
