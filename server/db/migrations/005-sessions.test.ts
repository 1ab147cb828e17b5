// Migration 005 on a database written by the previous release, on SQLite and PostgreSQL: the
// refresh tokens stored in plain text become hashes, and the sessions they belong to go on.
import { afterAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import { loadConfig } from "../../config.js";
import { fixedClock } from "../../clock.js";
import { buildApp } from "../../app.js";
import { openDatabase } from "../database.js";
import { ENGINES } from "../../../tests/support/app.js";
import { createDatabase } from "../../../tests/support/postgres.js";
import * as m001 from "./001-auth.js";
import * as m002 from "./002-chat.js";
import * as m003 from "./003-feedback.js";
import { clusterUrl } from "../../../tests/support/cluster.js";

const previousRelease = { "001-auth": m001, "002-chat": m002, "003-feedback": m003 };

function legacyToken(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(crypto.randomBytes(12), (byte) => alphabet[byte % 36]).join("");
}

describe.each(ENGINES)("migration 005 on %s", (engine) => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it("hashes the refresh tokens of existing sessions: they still refresh, and replays are still detected", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "migration-005-"));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = engine === "postgres" ? await createDatabase(await clusterUrl()) : null;

    // The database as the previous release left it: two sessions, tokens in plain text.
    const old = new Kysely<any>({
      dialect: databaseUrl
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) })
        : new SqliteDialect({ database: new SQLite(path.join(dataDir, "app.db")) }),
    });
    const migrated = await new Migrator({ db: old, provider: { getMigrations: async () => previousRelease } }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const now = new Date();
    const iso = (offsetMs = 0) => new Date(now.getTime() + offsetMs).toISOString();
    const userId = crypto.randomUUID();
    await old
      .insertInto("users")
      .values({
        id: userId,
        aud: "authenticated",
        role: "authenticated",
        email: `migrated-${userId}@example.ch`,
        encrypted_password: "",
        email_confirmed_at: iso(-3600_000),
        raw_app_meta_data: JSON.stringify({ provider: "email", providers: ["email"] }),
        raw_user_meta_data: JSON.stringify({ sub: userId }),
        is_anonymous: 0,
        created_at: iso(-3600_000),
        updated_at: iso(-3600_000),
      })
      .execute();
    const session = (id: string) => ({
      id,
      user_id: userId,
      aal: "aal1",
      amr: JSON.stringify([{ method: "password", timestamp: Math.floor(now.getTime() / 1000) - 3600 }]),
      user_agent: "test",
      ip: "127.0.0.1",
      created_at: iso(-3600_000),
      updated_at: iso(-1000),
      refreshed_at: iso(-1000),
    });
    const [fresh, stale] = [crypto.randomUUID(), crypto.randomUUID()];
    await old
      .insertInto("sessions")
      .values([session(fresh), session(stale)])
      .execute();
    const [parent, active, staleParent, staleActive] = [legacyToken(), legacyToken(), legacyToken(), legacyToken()];
    // A child is created the moment its parent is revoked.
    const token = (value: string, sessionId: string, parentToken: string | null, revoked: number, updatedAt: string) => ({
      token: value,
      session_id: sessionId,
      user_id: userId,
      parent: parentToken,
      revoked,
      created_at: parentToken ? updatedAt : iso(-3600_000),
      updated_at: updatedAt,
    });
    await old
      .insertInto("refresh_tokens")
      .values([
        // Revoked a second ago: a replay is still inside the reuse interval.
        token(parent, fresh, null, 1, iso(-1000)),
        token(active, fresh, parent, 0, iso(-1000)),
        // Revoked a minute ago: a replay is an attack.
        token(staleParent, stale, null, 1, iso(-60_000)),
        token(staleActive, stale, staleParent, 0, iso(-60_000)),
      ])
      .execute();
    await old.destroy();

    // The new release starts on it.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ARGON2_MEMORY_KIB: "4096",
      ARGON2_ITERATIONS: "1",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const database = await openDatabase(config);
    cleanup.push(() => database.close());
    // The clock stands still: the reuse interval is measured from `now`, however slow the start-up.
    const app = await buildApp({ config, database, clock: fixedClock(now.getTime()), logger: false });
    cleanup.push(() => app.fastify.close());

    const stored = JSON.stringify(await database.db.selectFrom("refresh_tokens").selectAll().execute());
    for (const value of [parent, active, staleParent, staleActive]) {
      expect(stored).not.toContain(value);
      expect(stored).toContain(crypto.createHash("sha256").update(value).digest("hex"));
    }

    const refresh = (refreshToken: string) =>
      app.fastify.inject({ method: "POST", url: "/auth/v1/token?grant_type=refresh_token", payload: { refresh_token: refreshToken } });
    // Within the interval the parent yields the current token again, as before the migration.
    const replay = await refresh(parent);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().refresh_token).toBe(active);
    const next = await refresh(active);
    expect(next.statusCode).toBe(200);
    expect(next.json().refresh_token).toMatch(/^[a-z0-9]{32}$/);
    expect((await refresh(next.json().refresh_token)).statusCode).toBe(200);
    // Outside it the replay ends that session.
    const attack = await refresh(staleParent);
    expect(attack.json()).toEqual({ code: 400, error_code: "refresh_token_already_used", msg: "Invalid Refresh Token: Already Used" });
    expect((await refresh(staleActive)).json().error_code).toBe("refresh_token_not_found");
    expect(await database.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).toEqual([{ id: fresh }]);
  });
});
