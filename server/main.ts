// Entry point: configuration, database, application, then listen; shutdown with a deadline.
import fs from "node:fs";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { buildApp } from "./app.js";
import { systemClock } from "./clock.js";
import { WEB_ROOT } from "./paths.js";
import { installShutdown } from "./shutdown.js";

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
  installShutdown(app, database, config.shutdownGraceSeconds * 1000);
}

main().catch((error) => {
  console.error("Start-up failed:", error instanceof Error ? error.message : String(error));
  process.exit(1);
});
