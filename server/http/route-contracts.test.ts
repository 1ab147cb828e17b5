// Every route of both API surfaces declares a response schema for each status class it can send
// (docs/decisions/013-route-contracts-typebox.md): a success, and its surface's error shape for 4xx
// (validator, body parser, 401, 404) and 5xx (the error handler). The serializer sends only what a
// schema names, so this is also what keeps a route from leaking a field nobody declared.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { loadConfig } from "../config.js";
import { openDatabase, type OpenedDb } from "../db/database.js";
import { buildApp, type App } from "../app.js";
import { systemClock } from "../clock.js";
import { ApiErrorBody } from "./contracts.js";
import { AuthErrorBody } from "../auth/contracts.js";

interface Route {
  method: string;
  url: string;
  statuses: string[];
  errorSchemas: unknown[];
  /** The JSON body schemas: the body itself, or one per media type (`content`). */
  bodies: Record<string, unknown>[];
}

/**
 * Routes that can never answer with a success: the surfaces' catch-all 404s, and the GoTrue
 * features we switch off, which answer GoTrue's refusal (server/auth/disabled.ts).
 */
const NO_SUCCESS = new Set([
  ...["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].map((method) => `${method} /api/*`),
  ...["GET", "POST", "PUT", "PATCH", "DELETE"].map((method) => `${method} /auth/v1/*`),
  "POST /auth/v1/sso",
  "GET /auth/v1/authorize",
  "GET /auth/v1/user/identities/authorize",
  "DELETE /auth/v1/user/identities/:id",
]);

const API_SURFACES = /^\/(?:api|auth\/v1)(?:\/|$)/;

function collect(routes: Route[]) {
  return (route: RouteOptions) => {
    const url = route.url;
    // Only the two API surfaces; the web app's static routes have no JSON contracts.
    if (!API_SURFACES.test(url)) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    const body = route.schema?.body as { content?: Record<string, { schema: Record<string, unknown> }> } | undefined;
    const bodies = !body ? [] : body.content ? Object.values(body.content).map((entry) => entry.schema) : [body as Record<string, unknown>];
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD twin for every GET with the same schema.
      if (method === "HEAD") continue;
      routes.push({
        method,
        url,
        statuses: Object.keys(response),
        errorSchemas: ["4xx", "5xx"].map((range) => response[range]),
        bodies,
      });
    }
  };
}

describe("route contracts", () => {
  const routes: Route[] = [];
  let app: App;
  let database: OpenedDb;
  let dataDir: string;

  // The route table does not depend on the engine: SQLite only.
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-test-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    database = await openDatabase(config);
    app = await buildApp({ config, database, clock: systemClock, logger: false, onRoute: collect(routes) });
    await app.fastify.ready();
  });
  afterAll(async () => {
    await app?.stop?.();
    await app?.fastify.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sees the routes of both surfaces", () => {
    expect(routes.some((r) => r.url === "/api/chat")).toBe(true);
    expect(routes.some((r) => r.url === "/auth/v1/token")).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
  });

  it("gives every route a schema for its successes, 4xx and 5xx", () => {
    const missing: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const has = (pattern: RegExp) => route.statuses.some((status) => pattern.test(status));
      // A success is a 2xx, or a redirect (GET /auth/v1/verify answers 303 either way).
      if (!NO_SUCCESS.has(name) && !has(/^[23](\d\d|xx)$/)) missing.push(`${name}: no 2xx`);
      if (!route.statuses.includes("4xx")) missing.push(`${name}: no 4xx`);
      if (!route.statuses.includes("5xx")) missing.push(`${name}: no 5xx`);
    }
    expect(missing).toEqual([]);
  });

  it("uses each surface's own error shape for 4xx and 5xx", () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const expected = route.url.startsWith("/api") ? ApiErrorBody : AuthErrorBody;
      if (route.errorSchemas.some((schema) => schema !== expected)) wrong.push(`${route.method} ${route.url}`);
    }
    expect(wrong).toEqual([]);
  });

  // Decision 029: /api refuses a body's unknown fields (the schema says additionalProperties: false,
  // and nothing strips them before the validator); /auth/v1 ignores them, as GoTrue does.
  it("states its surface's rule for unknown fields in every body schema", () => {
    const wrong: string[] = [];
    const withBody = routes.filter((route) => route.bodies.length > 0);
    for (const route of withBody) {
      const refuses = route.bodies.map((schema) => schema.type === "object" && schema.additionalProperties === false);
      const expected = route.url.startsWith("/api");
      if (refuses.some((refused) => refused !== expected)) wrong.push(`${route.method} ${route.url}`);
    }
    expect(withBody.filter((route) => route.url.startsWith("/api")).length).toBeGreaterThan(8);
    expect(withBody.filter((route) => route.url.startsWith("/auth/v1")).length).toBeGreaterThan(8);
    expect(wrong).toEqual([]);
  });
});
