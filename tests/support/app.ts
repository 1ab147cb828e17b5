// Builds the real application on a real database (SQLite file or a fresh PostgreSQL
// database) and listens on a loopback port, for integration tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../../server/config.js";
import { openDatabase, type Engine, type OpenedDb } from "../../server/db/database.js";
import { buildApp, type App } from "../../server/app.js";
import { systemClock, type Clock } from "../../server/clock.js";
import { createDatabase } from "./postgres.js";
import { clusterUrl } from "./cluster.js";

export const ENGINES: Engine[] = ["sqlite", "postgres"];

export interface TestApp {
  url: string;
  app: App;
  config: Config;
  database: OpenedDb;
  dataDir: string;
  close(): Promise<void>;
}

export async function startTestApp(
  engine: Engine,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** Log lines go here (JSON), else nowhere. */
    logStream?: NodeJS.WritableStream;
    /** Folder of a built web app to serve (only tests of the page fallback need one). */
    webRoot?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "app-test-"));
  const databaseUrl = engine === "postgres" ? await createDatabase(await clusterUrl()) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Cheap hashes keep the suite fast; the policy and algorithm are unchanged.
    ARGON2_MEMORY_KIB: "4096",
    ARGON2_ITERATIONS: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase(config);
  const app = await buildApp({
    config,
    database,
    clock: options.clock ?? systemClock,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    webRoot: options.webRoot,
  });
  await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  const address = app.fastify.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.stop?.();
      // As the server's own shutdown has a deadline (server/shutdown.ts), so has a test's: a connection
      // still open after the grace (seen intermittently in the storage suite on SQLite: one client
      // socket whose request never ended) is cut and named, instead of hanging the suite for a minute.
      const cut = setTimeout(() => {
        console.warn(`test app: connections still open ${CLOSE_GRACE_MS} ms after close; cutting them`);
        app.fastify.server.closeAllConnections();
      }, CLOSE_GRACE_MS);
      await app.fastify.close();
      clearTimeout(cut);
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CLOSE_GRACE_MS = 5_000;

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.ch`;
}

export async function json(url: string, init: RequestInit & { body?: string } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body: body as any, text };
}

export async function signUp(base: string, email = uniqueEmail(), password = "geheim123") {
  const res = await json(`${base}/auth/v1/signup`, { method: "POST", body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return { email, password, session: res.body as { access_token: string; refresh_token: string; user: { id: string } } };
}

/** The header a signed-in request carries. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/chat as the holder of `token`; the raw response, for the event stream or a refusal's status. */
export function postChat(base: string, token: string, body: unknown): Promise<Response> {
  return fetch(`${base}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", ...bearer(token) },
    body: JSON.stringify(body),
  });
}
