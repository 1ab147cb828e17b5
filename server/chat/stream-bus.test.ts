// The stream-control listener's life cycle in the application: one LISTEN connection on
// PostgreSQL from start-up, none on SQLite, and none left after the application is stopped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { startTestApp, type TestApp } from "../../tests/support/app.js";
import { LISTENER_NAME } from "./stream-bus.js";

describe("the stream-control listener", () => {
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    t = await startTestApp("postgres");
  });
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it("listens from start-up and is closed with the application", async () => {
    const { database } = t;
    // A second connection to the same database, to watch the first from outside.
    const { openDatabase } = await import("../db/database.js");
    const watcher = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.dataDir });
    try {
      const listening = async () =>
        (
          await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENER_NAME} and query ilike 'listen%'`.execute(watcher.db)
        ).rows[0].n;
      expect(Number(await listening())).toBe(1);
      expect(database.engine).toBe("postgres");
      await t.close();
      closed = true;
      // The backend leaves pg_stat_activity shortly after the client hangs up: poll, with a deadline.
      const deadline = Date.now() + 5_000;
      while (Number(await listening()) !== 0) {
        if (Date.now() > deadline) throw new Error("the LISTEN connection is still open after close");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await watcher.close();
    }
  });
});
