// One build's whole app in this process, for benchmarks that call it through Fastify's `inject`
// (no sockets): its own data directory and database, and `users` accounts with a session each.
// A build is a compiled `dist` directory, so two builds can run side by side in one process.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { KnowledgeIndex } from "../server/search/index.js";
import { GENEROUS_LIMITS } from "./support.js";

export interface Injector {
  inject(options: { method: string; url: string; headers?: Record<string, string>; payload?: string }): Promise<{
    statusCode: number;
    body: string;
  }>;
  close(): Promise<void>;
}

export interface InjectedApp {
  fastify: Injector;
  tokens: string[];
  index: KnowledgeIndex;
  close(): Promise<void>;
}

const load = async <T>(dist: string, file: string): Promise<T> => (await import(pathToFileURL(path.join(dist, file)).href)) as T;

/** `label` names the data directory and the accounts' addresses, so two builds never share either. */
export async function injectApp(dist: string, label: string, databaseUrl: string | undefined, users: number): Promise<InjectedApp> {
  const { loadConfig } = await load<typeof import("../server/config.js")>(dist, "server/config.js");
  const { openDatabase } = await load<typeof import("../server/db/database.js")>(dist, "server/db/database.js");
  const { buildApp } = await load<typeof import("../server/app.js")>(dist, "server/app.js");
  const { systemClock } = await load<typeof import("../server/clock.js")>(dist, "server/clock.js");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  const config = loadConfig({
    ...GENEROUS_LIMITS,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ARGON2_MEMORY_KIB: "4096",
    ARGON2_ITERATIONS: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, clock: systemClock, logger: false });
  const fastify = app.fastify as unknown as Injector;
  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const res = await fastify.inject({
      method: "POST",
      url: "/auth/v1/signup",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: `bench.${label}.${i}@example.ch`, password: "geheim-bench-123" }),
    });
    if (res.statusCode !== 200) throw new Error(`signup ${res.statusCode} ${res.body}`);
    tokens.push((JSON.parse(res.body) as { access_token: string }).access_token);
  }
  return {
    fastify,
    tokens,
    index: app.index,
    async close() {
      await app.stop?.();
      await fastify.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
