// Opens the database named by the configuration: embedded SQLite in DATA_DIR by default,
// PostgreSQL when DATABASE_URL is set (docs/decisions/001-database.md).
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from "kysely";
import type { Database } from "./schema.js";
import { namePreparedStatements } from "./prepared.js";
import { ensurePrivateDir, ensurePrivateFile, tighten } from "../private-files.js";
import * as m001 from "./migrations/001-auth.js";
import * as m002 from "./migrations/002-chat.js";
import * as m003 from "./migrations/003-feedback.js";
import * as m004 from "./migrations/004-throttling.js";
import * as m005 from "./migrations/005-sessions.js";
import * as m006 from "./migrations/006-one-time-tokens.js";
import * as m007 from "./migrations/007-flow-state.js";
import * as m008 from "./migrations/008-factors.js";
import * as m009 from "./migrations/009-tools.js";
import * as m010 from "./migrations/010-anonymous.js";
import * as m011 from "./migrations/011-invited-at.js";
import * as m012 from "./migrations/012-factor-lockout.js";
import * as m013 from "./migrations/013-address-proof.js";
import * as m014 from "./migrations/014-answer-basis.js";
import * as m015 from "./migrations/015-storage.js";
import * as m016 from "./migrations/016-drop-login-failures.js";

export type Db = Kysely<Database>;
export type Engine = "sqlite" | "postgres";

export interface OpenedDb {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

// Migrations are append-only; the same list runs on both engines.
const migrations: Record<string, Migration> = {
  "001-auth": m001,
  "002-chat": m002,
  "003-feedback": m003,
  "004-throttling": m004,
  "005-sessions": m005,
  "006-one-time-tokens": m006,
  "007-flow-state": m007,
  "008-factors": m008,
  "009-tools": m009,
  "010-anonymous": m010,
  "011-invited-at": m011,
  "012-factor-lockout": m012,
  "013-address-proof": m013,
  "014-answer-basis": m014,
  "015-storage": m015,
  "016-drop-login-failures": m016,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

// int8 columns (rate-limit clocks) come back as strings from pg by default.
pg.types.setTypeParser(20, (value: string) => Number(value));

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries.
 * Kysely runs one query at a time on its single SQLite connection, so reusing a statement
 * object is safe.
 */
function cachedStatements(file: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = file.prepare(sql);
        if (cache.size < 2000) cache.set(sql, statement);
      }
      return statement;
    },
    close: () => file.close(),
  } as unknown as SQLite.Database;
}

// The better-sqlite3 handle behind a SQLite Kysely instance, for the one hot statement that runs
// without Kysely's driver (server/auth/session-lookup.ts, session 13).
const sqliteFiles = new WeakMap<Db, SQLite.Database>();

/** The SQLite file behind `db`, or undefined on PostgreSQL (or a Kysely not opened here). */
export function sqliteFileOf(db: Db): SQLite.Database | undefined {
  return sqliteFiles.get(db);
}

export async function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<OpenedDb> {
  let db: Db;
  let engine: Engine;
  if (options.databaseUrl) {
    engine = "postgres";
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on("connect", namePreparedStatements);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    engine = "sqlite";
    ensurePrivateDir(options.dataDir);
    const fileName = path.join(options.dataDir, "app.db");
    // SQLite gives its -wal, -shm and -journal files the database file's permissions
    // (os_unix.c, findCreateFileMode and unixOpenSharedMemory), so a private app.db keeps them private.
    for (const suffix of ["-wal", "-shm", "-journal"]) tighten(fileName + suffix, 0o600);
    ensurePrivateFile(fileName);
    const file = new SQLite(fileName);
    file.pragma("journal_mode = WAL");
    // FULL: a commit is on disk before we acknowledge it (crash tests rely on this).
    file.pragma("synchronous = FULL");
    file.pragma("foreign_keys = ON");
    file.pragma("busy_timeout = 5000");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(file) }) });
    sqliteFiles.set(db, file);
  }
  const result = await new Migrator({ db, provider: new StaticProvider() }).migrateToLatest();
  if (result.error) {
    await db.destroy();
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return { db, engine, close: () => db.destroy() };
}
