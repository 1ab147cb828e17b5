// Migration 016 drops the unused login_failures table on both engines, also when it still holds
// rows that an instance of the release before decision 008 wrote during a rolling deploy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../database.js";
import { ENGINES } from "../../../tests/support/app.js";
import { createDatabase } from "../../../tests/support/postgres.js";
import { clusterUrl } from "../../../tests/support/cluster.js";
import * as m016 from "./016-drop-login-failures.js";

describe.each(ENGINES)("migration 016 on %s", (engine) => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it("leaves no login_failures table, and dropping it again changes nothing", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "migration-016-"));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = engine === "postgres" ? await createDatabase(await clusterUrl()) : undefined;
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
    const database = await openDatabase(config);
    cleanup.push(() => database.close());
    const tables = async () => (await database.db.introspection.getTables()).map((t) => t.name);
    expect(await tables()).toContain("login_budgets");
    expect(await tables()).not.toContain("login_failures");

    // As a rolling deploy's older instance would have left it: the table back, with a row.
    await sql`create table login_failures (email text primary key, failures integer not null)`.execute(database.db);
    await sql`insert into login_failures (email, failures) values ('alt@example.ch', 3)`.execute(database.db);
    expect(await tables()).toContain("login_failures");
    // Migrations see an untyped database (they must not depend on today's schema type).
    const untyped = database.db as unknown as Kysely<unknown>;
    await m016.up(untyped);
    expect(await tables()).not.toContain("login_failures");
    await m016.up(untyped);
    expect(await tables()).toContain("login_budgets");
  });
});
