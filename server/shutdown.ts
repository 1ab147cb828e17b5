// Shutdown with a deadline. SIGTERM: stop accepting (new requests get 503 while in-flight ones
// finish), let running answers end within the grace period (then they are stopped and stored as
// such), close the database, exit 0. Whatever still hangs at the deadline (a request that never
// completes, a stuck close) does not keep the process alive: it exits 1 and logs what it cut short.
// A second SIGTERM or SIGINT exits at once: an operator who asks twice means it.
import type { App } from "./app.js";
import type { OpenedDb } from "./db/database.js";

export function installShutdown(app: App, database: OpenedDb, graceMs: number): void {
  const log = app.fastify.log;
  let closing = false;

  const cutShort = async () => {
    const connections = await new Promise<number>((resolve) => {
      app.fastify.server.getConnections((error, count) => resolve(error ? -1 : count));
      setTimeout(() => resolve(-1), 100).unref();
    });
    return { ...app.pending(), connections };
  };
  const exitNow = async (reason: string) => {
    log.warn({ reason, cutShort: await cutShort() }, "exiting now: work cut short");
    process.exit(1);
  };

  const shutdown = async (signal: string) => {
    if (closing) return void exitNow(`second signal (${signal})`);
    closing = true;
    log.info({ signal, graceSeconds: graceMs / 1000, pending: app.pending() }, "shutting down: no new requests, finishing in-flight ones");
    // Not unref'd: it must fire even when a stuck handle is all that is left.
    setTimeout(() => void exitNow("grace period over"), graceMs);
    try {
      // Answers get most of the grace period; closing the server and the database the rest.
      await Promise.all([app.stop?.(Math.max(0, graceMs - 2_000)), app.fastify.close()]);
      await database.close();
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    log.info({ signal }, "shut down cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
