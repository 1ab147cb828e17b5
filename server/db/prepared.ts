// Server-side prepared statements on PostgreSQL for the few statements every request runs (issue
// 28, session 9). Kysely sends each query as an unnamed statement, so PostgreSQL parses and plans
// it on every execution; a statement registered here is sent under a name instead (pg's query
// config), which each pooled connection parses and plans once and then only binds and executes.
// Registered by its SQL text, so a name always stands for the same text (pg refuses a name reused
// for another text on one connection). SQLite needs nothing: its statements are cached already.
import type pg from "pg";

const names = new Map<string, string>();

/** Marks a compiled statement's SQL as one to prepare once per PostgreSQL connection. */
export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `hot_${names.size + 1}`);
}

type Query = (...args: unknown[]) => unknown;

/** Makes a new pooled client send registered statements by name (the pool's "connect" event). */
export function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === "string" && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}
