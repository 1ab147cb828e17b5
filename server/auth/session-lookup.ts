// One round trip per authenticated request (issue 28): the session with its user, and in the same
// statement either whether the user has a verified second factor (what every guarded request
// needs) or the identities and factors GET /user shows. Each statement is built and compiled once
// per engine; a request only swaps in the session id. Compiling a Kysely query costs more than
// running it on SQLite, and on PostgreSQL every extra statement is a network round trip.
import { sql, type CompiledQuery } from "kysely";
import type { Db, Engine } from "../db/database.js";
import { prepareOnPostgres } from "../db/prepared.js";
import type { IdentitiesTable, MfaFactorsTable, SessionsTable, UsersTable } from "../db/schema.js";

/** The columns factorJson() shows: never the secret, so it is not read either. */
export type FactorSummary = Pick<
  MfaFactorsTable,
  "id" | "created_at" | "updated_at" | "status" | "friendly_name" | "factor_type" | "last_challenged_at"
>;

export interface SessionRow {
  user: UsersTable;
  session: SessionsTable;
}

type Row = UsersTable & {
  s_id: string;
  s_aal: string;
  s_amr: string;
  s_user_id: string;
  s_user_agent: string;
  s_ip: string;
  s_created_at: string;
  s_updated_at: string;
  s_refreshed_at: string | null;
  verified_factor?: unknown;
  identities_json?: unknown;
  factors_json?: unknown;
};

// The subqueries are plain SQL without parameters, so the statement's only parameter stays the
// session id. PostgreSQL returns json values parsed; SQLite returns JSON text.
const IDENTITY_FIELDS = ["id", "provider_id", "user_id", "provider", "identity_data", "last_sign_in_at", "created_at", "updated_at"];
const FACTOR_FIELDS = ["id", "created_at", "updated_at", "status", "friendly_name", "factor_type", "last_challenged_at"];
const pairs = (alias: string, fields: string[]) => fields.map((f) => `'${f}', ${alias}.${f}`).join(", ");

function jsonList(engine: Engine, table: string, fields: string[]) {
  const object = engine === "postgres" ? `json_build_object(${pairs("x", fields)})` : `json_object(${pairs("x", fields)})`;
  const list =
    engine === "postgres"
      ? `coalesce((select json_agg(${object} order by x.created_at) from ${table} x where x.user_id = users.id), '[]'::json)`
      : `(select json_group_array(${object} order by x.created_at) from ${table} x where x.user_id = users.id)`;
  return sql.raw(list);
}

const VERIFIED_FACTOR = sql.raw("exists (select 1 from mfa_factors f where f.user_id = users.id and f.status = 'verified')");

export class SessionLookup {
  private readonly guardQuery: CompiledQuery<Row>;
  private readonly accountQuery: CompiledQuery<Row>;

  constructor(
    private readonly db: Db,
    engine: Engine,
  ) {
    const base = () =>
      db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .selectAll("users")
        .select([
          "sessions.id as s_id",
          "sessions.aal as s_aal",
          "sessions.amr as s_amr",
          "sessions.user_id as s_user_id",
          "sessions.user_agent as s_user_agent",
          "sessions.ip as s_ip",
          "sessions.created_at as s_created_at",
          "sessions.updated_at as s_updated_at",
          "sessions.refreshed_at as s_refreshed_at",
        ]);
    this.guardQuery = base()
      .select(sql<unknown>`${VERIFIED_FACTOR}`.as("verified_factor"))
      .where("sessions.id", "=", "")
      .compile();
    this.accountQuery = base()
      .select(sql<unknown>`${jsonList(engine, "identities", IDENTITY_FIELDS)}`.as("identities_json"))
      .select(sql<unknown>`${jsonList(engine, "mfa_factors", FACTOR_FIELDS)}`.as("factors_json"))
      .where("sessions.id", "=", "")
      .compile();
    if (engine === "postgres") for (const query of [this.guardQuery, this.accountQuery]) prepareOnPostgres(query.sql);
  }

  /** Session and user, and whether the user has a verified second factor. */
  async guard(sessionId: string): Promise<(SessionRow & { verifiedFactor: boolean }) | undefined> {
    const row = await this.run(this.guardQuery, sessionId);
    if (!row) return undefined;
    const { verified_factor, ...rest } = row;
    // SQLite answers 0/1, PostgreSQL a boolean.
    return { ...split(rest), verifiedFactor: verified_factor === true || verified_factor === 1 };
  }

  /** Session and user with the user's identities and factors, each ordered by creation. */
  async account(sessionId: string): Promise<(SessionRow & { identities: IdentitiesTable[]; factors: FactorSummary[] }) | undefined> {
    const row = await this.run(this.accountQuery, sessionId);
    if (!row) return undefined;
    const { identities_json, factors_json, ...rest } = row;
    return { ...split(rest), identities: parsed<IdentitiesTable>(identities_json), factors: parsed<FactorSummary>(factors_json) };
  }

  private async run(query: CompiledQuery<Row>, sessionId: string): Promise<Row | undefined> {
    const withId: CompiledQuery<Row> = { ...query, parameters: [sessionId] };
    return (await this.db.executeQuery(withId)).rows[0];
  }
}

function parsed<T>(value: unknown): T[] {
  return (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as T[];
}

function split(row: Row): SessionRow {
  const { s_id, s_aal, s_amr, s_user_id, s_user_agent, s_ip, s_created_at, s_updated_at, s_refreshed_at, ...user } = row;
  const session: SessionsTable = {
    id: s_id,
    aal: s_aal,
    amr: s_amr,
    user_id: s_user_id,
    user_agent: s_user_agent,
    ip: s_ip,
    created_at: s_created_at,
    updated_at: s_updated_at,
    refreshed_at: s_refreshed_at,
  };
  return { user, session };
}
