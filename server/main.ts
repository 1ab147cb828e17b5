// Entry point: configuration, database, application, then listen; graceful shutdown on SIGTERM.
import fs from "node:fs";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { buildApp } from "./app.js";
import { systemClock } from "./clock.js";
import { WEB_ROOT } from "./paths.js";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, clock: systemClock, webRoot: fs.existsSync(WEB_ROOT) ? WEB_ROOT : undefined });
  await app.fastify.listen({ port: config.port, host: config.host });
  app.start?.();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.fastify.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.stop?.();
      await app.fastify.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error("Start-up failed:", error instanceof Error ? error.message : String(error));
  process.exit(1);
});
