// One round trip per authenticated request (issue 28): the session with its user, and in the same
// statement either whether the user has a verified second factor (what every guarded request
// needs) or the identities and factors GET /user shows. Each statement is built once per engine; a
// request only swaps in the session id. Compiling a Kysely query costs more than running it on
// SQLite, and on PostgreSQL every extra statement is a network round trip.
//
// The statement answers one JSON value, not some thirty columns (session 11): turning a wide row
// into a JavaScript object column by column was the largest part of the request's own cost on both
// engines (better-sqlite3 sets each property through V8's API; pg parses the row description and
// builds a dictionary-mode object per execution), while one JSON.parse of the same values makes
// plain objects several times faster. Every column is text or integer, so JSON carries each value
// exactly (strings stay strings, integers numbers, NULL null).
import type SQLite from "better-sqlite3";
import { sql, type CompiledQuery, type RawBuilder } from "kysely";
import { sqliteFileOf, type Db, type Engine } from "../db/database.js";
import { prepareOnPostgres } from "../db/prepared.js";
import type { IdentitiesTable, MfaFactorsTable, SessionsTable, UsersTable } from "../db/schema.js";
import { deepFreeze, SessionMemo, type WireSlot } from "./session-memo.js";

export type { WireSlot } from "./session-memo.js";

/** The columns factorJson() shows: never the secret, so it is not read either. */
export type FactorSummary = Pick<
  MfaFactorsTable,
  "id" | "created_at" | "updated_at" | "status" | "friendly_name" | "factor_type" | "last_challenged_at"
>;

export interface SessionRow {
  user: UsersTable;
  session: SessionsTable;
}

interface Found extends SessionRow {
  verified_factor?: boolean | number;
  identities?: IdentitiesTable[];
  factors?: FactorSummary[];
}

// Every column of UsersTable and SessionsTable (schema.ts): a column added there must be added here,
// which session-lookup.test.ts checks against the plain rows.
const USER_FIELDS: (keyof UsersTable)[] = [
  "id",
  "aud",
  "role",
  "email",
  "encrypted_password",
  "email_confirmed_at",
  "confirmation_sent_at",
  "last_sign_in_at",
  "raw_app_meta_data",
  "raw_user_meta_data",
  "banned_until",
  "is_anonymous",
  "created_at",
  "updated_at",
  "email_change",
  "email_change_sent_at",
  "reauthentication_sent_at",
  "invited_at",
  "email_unproven",
];
const SESSION_FIELDS: (keyof SessionsTable)[] = [
  "id",
  "user_id",
  "aal",
  "amr",
  "user_agent",
  "ip",
  "created_at",
  "updated_at",
  "refreshed_at",
];
const IDENTITY_FIELDS: (keyof IdentitiesTable)[] = [
  "id",
  "provider_id",
  "user_id",
  "provider",
  "identity_data",
  "last_sign_in_at",
  "created_at",
  "updated_at",
];
const FACTOR_FIELDS: (keyof FactorSummary)[] = [
  "id",
  "created_at",
  "updated_at",
  "status",
  "friendly_name",
  "factor_type",
  "last_challenged_at",
];

// The statement is plain SQL without parameters but the session id. PostgreSQL's json (not jsonb,
// which would reorder keys) arrives parsed by pg; SQLite's arrives as text. A SQLite aggregate
// loses its JSON subtype through a subquery, hence json() around it.
function object(engine: Engine, alias: string, fields: readonly string[]): string {
  const pairs = fields.map((f) => `'${f}', ${alias}.${f}`).join(", ");
  return engine === "postgres" ? `json_build_object(${pairs})` : `json_object(${pairs})`;
}

function list(engine: Engine, table: string, fields: readonly string[]): string {
  const item = object(engine, "x", fields);
  return engine === "postgres"
    ? `coalesce((select json_agg(${item} order by x.created_at) from ${table} x where x.user_id = u.id), '[]'::json)`
    : `json((select json_group_array(${item} order by x.created_at) from ${table} x where x.user_id = u.id))`;
}

// SQLite looks up one session id; PostgreSQL an array of them (`= any($1)`, the primary key's index),
// the ids of the lookups that arrived in the same turn of the event loop (SessionBatch below).
function statement(engine: Engine, extra: [string, string][]): RawBuilder<{ found: unknown }> {
  const fields = [["user", object(engine, "u", USER_FIELDS)], ["session", object(engine, "s", SESSION_FIELDS)], ...extra]
    .map(([key, value]) => `'${key}', ${value}`)
    .join(", ");
  const build = engine === "postgres" ? "json_build_object" : "json_object";
  const where = engine === "postgres" ? sql`s.id = any(${[]}::text[])` : sql`s.id = ${""}`;
  return sql<{
    found: unknown;
  }>`select ${sql.raw(`${build}(${fields})`)} as found from sessions s inner join users u on u.id = s.user_id where ${where}`;
}

const VERIFIED_FACTOR = "exists (select 1 from mfa_factors f where f.user_id = u.id and f.status = 'verified')";

export class SessionLookup {
  private readonly guardQuery: CompiledQuery<{ found: unknown }>;
  private readonly accountQuery: CompiledQuery<{ found: unknown }>;
  private readonly guardBatch?: SessionBatch;
  private readonly accountBatch?: SessionBatch;
  private readonly direct?: DirectStatements;

  constructor(
    private readonly db: Db,
    engine: Engine,
  ) {
    this.guardQuery = statement(engine, [["verified_factor", VERIFIED_FACTOR]]).compile(db);
    this.accountQuery = statement(engine, [
      ["identities", list(engine, "identities", IDENTITY_FIELDS)],
      ["factors", list(engine, "mfa_factors", FACTOR_FIELDS)],
    ]).compile(db);
    if (engine === "postgres") {
      for (const query of [this.guardQuery, this.accountQuery]) prepareOnPostgres(query.sql);
      this.guardBatch = new SessionBatch((ids) => this.runMany(this.guardQuery, ids));
      this.accountBatch = new SessionBatch((ids) => this.runMany(this.accountQuery, ids));
    }
    const file = engine === "sqlite" ? sqliteFileOf(db) : undefined;
    if (file) this.direct = new DirectStatements(file, this.guardQuery.sql, this.accountQuery.sql);
  }

  /** Session and user, and whether the user has a verified second factor. */
  async guard(sessionId: string): Promise<(SessionRow & { verifiedFactor: boolean }) | undefined> {
    const found = this.direct?.ready() ? this.direct.guard(sessionId) : await this.find(this.guardBatch, this.guardQuery, sessionId);
    if (!found) return undefined;
    // SQLite answers 0/1, PostgreSQL a boolean.
    return { user: found.user, session: found.session, verifiedFactor: found.verified_factor === true || found.verified_factor === 1 };
  }

  /**
   * Session and user with the user's identities and factors, each ordered by creation. On SQLite,
   * `wire` is where GET /user keeps its serialised body for as long as these values are remembered.
   */
  async account(
    sessionId: string,
  ): Promise<(SessionRow & { identities: IdentitiesTable[]; factors: FactorSummary[]; wire?: WireSlot }) | undefined> {
    if (this.direct?.ready()) {
      const [found, wire] = this.direct.account(sessionId);
      return found && { user: found.user, session: found.session, identities: found.identities ?? [], factors: found.factors ?? [], wire };
    }
    const found = await this.find(this.accountBatch, this.accountQuery, sessionId);
    if (!found) return undefined;
    return { user: found.user, session: found.session, identities: found.identities ?? [], factors: found.factors ?? [] };
  }

  /** SQLite: lookups answered from memory so far (session 15; tests read it). */
  get remembered(): number {
    return this.direct?.memo.hits ?? 0;
  }

  private find(batch: SessionBatch | undefined, query: CompiledQuery<{ found: unknown }>, sessionId: string): Promise<Found | undefined> {
    return batch ? batch.find(sessionId) : this.runOne(query, sessionId);
  }

  private async runOne(query: CompiledQuery<{ found: unknown }>, sessionId: string): Promise<Found | undefined> {
    const withId: CompiledQuery<{ found: unknown }> = { ...query, parameters: [sessionId] };
    const value = (await this.db.executeQuery(withId)).rows[0]?.found;
    return (typeof value === "string" ? JSON.parse(value) : value) as Found | undefined;
  }

  /** PostgreSQL: the sessions of several ids in one execution (pg parses the json column itself). */
  private async runMany(query: CompiledQuery<{ found: unknown }>, sessionIds: string[]): Promise<Found[]> {
    const withIds: CompiledQuery<{ found: unknown }> = { ...query, parameters: [sessionIds] };
    return (await this.db.executeQuery(withIds)).rows.map((row) => row.found as Found);
  }
}

/**
 * SQLite (session 13): the two statements run on the better-sqlite3 handle itself, prepared once and
 * answering their one JSON column as a plain string (`pluck`). Through Kysely every lookup went
 * through the driver's connection mutex, a copied query, the statement cache's Map and the row
 * object of a one-column result, half a dozen promises in all, for a statement that is synchronous
 * anyway. Kysely's mutex keeps a query from running inside another caller's open transaction on the
 * single connection (where it would see that transaction's uncommitted writes); outside a
 * transaction every statement is committed when it returns, so a direct read sees exactly what a
 * queued one would. While a transaction is open (`inTransaction`) the lookup waits its turn through
 * Kysely as before, and nothing is remembered or used from memory.
 *
 * Session 15: a lookup's parsed value is remembered per session while the file is unchanged
 * (session-memo.ts); a remembered lookup costs one tiny statement instead of the join, its JSON.parse
 * and, for GET /user, the response's serialisation.
 */
class DirectStatements {
  private readonly guardStatement: SQLite.Statement<[string], string>;
  private readonly accountStatement: SQLite.Statement<[string], string>;
  readonly memo: SessionMemo<Found>;

  constructor(
    private readonly file: SQLite.Database,
    guardSql: string,
    accountSql: string,
  ) {
    this.guardStatement = file.prepare<[string], string>(guardSql).pluck();
    this.accountStatement = file.prepare<[string], string>(accountSql).pluck();
    this.memo = new SessionMemo<Found>(file);
  }

  /** Whether a statement may run now: not inside a transaction another request holds open. */
  ready(): boolean {
    return !this.file.inTransaction;
  }

  guard(sessionId: string): Found | undefined {
    const remembered = this.memo.current(sessionId)?.guard;
    if (remembered) {
      this.memo.hits++;
      return remembered;
    }
    // (An account lookup of the session has already filled the guard's slot: see account().)
    const found = parse(this.guardStatement.get(sessionId));
    if (found) this.memo.keep(sessionId).guard = deepFreeze(found);
    return found;
  }

  account(sessionId: string): [Found | undefined, WireSlot | undefined] {
    const entry = this.memo.current(sessionId);
    if (entry?.account) {
      this.memo.hits++;
      return [entry.account, entry];
    }
    const found = parse(this.accountStatement.get(sessionId));
    if (!found) return [undefined, undefined];
    const kept = this.memo.keep(sessionId);
    kept.account = deepFreeze(found);
    // The guard's answer is in it (a verified factor is one of the factors): one copy of the user
    // and session per remembered session, not two, and the web app's GET /user and /api requests
    // share one read.
    kept.guard = {
      user: found.user,
      session: found.session,
      verified_factor: found.factors?.some((f) => f.status === "verified") ?? false,
    };
    return [found, kept];
  }
}

function parse(value: string | undefined): Found | undefined {
  return value === undefined ? undefined : (JSON.parse(value) as Found);
}

/** At most this many session ids go into one statement; more arrivals start the next one. */
const MAX_BATCH = 64;

/**
 * PostgreSQL (session 12): the lookups that arrive in one turn of the event loop share one statement
 * and one round trip. Under load every request cost the Node process a pool checkout, a socket
 * write of the bind/execute messages and a read of the reply, and PostgreSQL an execution with its
 * fixed cost, per request; now that is paid once per turn. Nothing is remembered between turns: a
 * statement runs after every lookup it answers was asked for, so a session ended before a request
 * arrived is never found, as with one statement per request. SQLite's synchronous statements gain
 * nothing from it and keep one lookup per request.
 */
class SessionBatch {
  private waiting: { id: string; resolve: (found: Found | undefined) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly run: (ids: string[]) => Promise<Found[]>) {}

  find(id: string): Promise<Found | undefined> {
    return new Promise((resolve, reject) => {
      // setImmediate runs after the poll phase, when every request read in it has asked.
      if (this.waiting.length === 0) setImmediate(() => this.flush());
      this.waiting.push({ id, resolve, reject });
      if (this.waiting.length >= MAX_BATCH) this.flush();
    });
  }

  private flush(): void {
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.waiting = [];
    this.run([...new Set(batch.map((w) => w.id))]).then(
      (rows) => {
        const byId = new Map(rows.map((found) => [found.session.id, found]));
        const given = new Set<string>();
        for (const w of batch) {
          const found = byId.get(w.id);
          // Two requests of one session in a turn each get their own objects, as before.
          if (found && given.has(w.id)) w.resolve(structuredClone(found));
          else {
            given.add(w.id);
            w.resolve(found);
          }
        }
      },
      (error: unknown) => {
        for (const w of batch) w.reject(error);
      },
    );
  }
}
