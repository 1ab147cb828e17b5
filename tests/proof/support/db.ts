// Direct access to a server's database from outside the server, to prove what was written.
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { Database } from "../../../server/db/schema.js";

export interface Inspector {
  db: Kysely<Database>;
  engine: "sqlite" | "postgres";
  count(table: keyof Database): Promise<number>;
  close(): Promise<void>;
}

/** Opens the database of a server: its DATABASE_URL, or DATA_DIR/app.db for SQLite. */
export function inspect(target: { databaseUrl?: string; dataDir: string }): Inspector {
  let db: Kysely<Database>;
  const engine = target.databaseUrl ? "postgres" : "sqlite";
  if (target.databaseUrl) {
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.databaseUrl, max: 2 }) }) });
  } else {
    const file = new SQLite(path.join(target.dataDir, "app.db"), { fileMustExist: true });
    file.pragma("busy_timeout = 5000");
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  }
  return {
    db,
    engine,
    async count(table) {
      const row = await db
        .selectFrom(table)
        .select(({ fn }) => fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    close: () => db.destroy(),
  };
}

/** Counts of the rows that every request might write. */
export async function rowCounts(inspector: Inspector) {
  const [users, sessions, conversations, messages, refreshTokens, identities] = await Promise.all(
    (["users", "sessions", "conversations", "messages", "refresh_tokens", "identities"] as const).map((t) => inspector.count(t)),
  );
  return { users, sessions, conversations, messages, refreshTokens, identities };
}

/**
 * Referential and transactional consistency: every row points at an existing parent, and what
 * one transaction writes together (user + identity, conversation + question + answer) is whole.
 * Returns the violations found by name (all should be 0).
 */
export async function consistencyViolations(db: Kysely<Database>): Promise<Record<string, number>> {
  const checks: Record<string, ReturnType<typeof sql<{ n: number | string }>>> = {
    messageWithoutConversation: sql`select count(*) as n from messages m left join conversations c on c.id = m.conversation_id where c.id is null`,
    messageOfAnotherUser: sql`select count(*) as n from messages m join conversations c on c.id = m.conversation_id where c.user_id <> m.user_id`,
    conversationWithoutUser: sql`select count(*) as n from conversations c left join users u on u.id = c.user_id where u.id is null`,
    conversationWithoutMessages: sql`select count(*) as n from conversations c where not exists (select 1 from messages m where m.conversation_id = c.id)`,
    questionWithoutAnswer: sql`select count(*) as n from messages q where q.role = 'user' and not exists (select 1 from messages a where a.conversation_id = q.conversation_id and a.seq = q.seq + 1 and a.role = 'assistant')`,
    duplicateSeq: sql`select count(*) as n from (select conversation_id, seq from messages group by conversation_id, seq having count(*) > 1) d`,
    sessionWithoutUser: sql`select count(*) as n from sessions s left join users u on u.id = s.user_id where u.id is null`,
    refreshTokenWithoutSession: sql`select count(*) as n from refresh_tokens r left join sessions s on s.id = r.session_id where s.id is null`,
    refreshTokenOfAnotherUser: sql`select count(*) as n from refresh_tokens r join sessions s on s.id = r.session_id where s.user_id <> r.user_id`,
    identityWithoutUser: sql`select count(*) as n from identities i left join users u on u.id = i.user_id where u.id is null`,
    userWithoutIdentity: sql`select count(*) as n from users u where not exists (select 1 from identities i where i.user_id = u.id)`,
    duplicateEmail: sql`select count(*) as n from (select email from users group by email having count(*) > 1) d`,
  };
  const result: Record<string, number> = {};
  for (const [name, query] of Object.entries(checks)) {
    const { rows } = await query.execute(db);
    result[name] = Number(rows[0]?.n ?? 0);
  }
  return result;
}
