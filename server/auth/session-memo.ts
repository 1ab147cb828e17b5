// SQLite only (issue 28, session 15): the session lookups of recent sessions, used again only while
// the database file is provably unchanged since they were read.
//
// Why this is correct without any invalidation call: SQLite is one file, and the file itself says
// whether anything changed. `total_changes()` counts the rows this connection inserted, updated or
// deleted (every write of this process goes through it: Kysely and the direct statements share the
// one handle); `data_version` moves whenever another connection (a second process, a maintenance
// script, another handle in this process) committed to the file. Both are read in one statement
// before every lookup; if either moved since the remembered values were read, they are all dropped
// and the database is read as before. The stamp is read BEFORE the lookup's own statement, so a
// commit that slips in between can only make a remembered value newer than its stamp, never older:
// the next request sees the moved stamp and reads again.
//
// Only what the database says is remembered, never a verdict: the token's signature and expiry,
// the session's timebox and inactivity, the session's owner are checked per request from these
// values, exactly as for a fresh read (authenticate.ts). PostgreSQL has no such stamp across
// instances and keeps one statement per request (session-lookup.ts).
import type SQLite from "better-sqlite3";

/** Sessions remembered at most; the least recently used goes first. A few KB each. */
export const MAX_REMEMBERED = 4096;

/** GET /user's serialised body for one remembered lookup, filled by the route on first use. */
export interface WireSlot {
  body?: string;
}

export interface MemoEntry<T> extends WireSlot {
  guard?: T;
  account?: T;
}

export class SessionMemo<T> {
  private readonly dataVersion: SQLite.Statement<[], number>;
  private readonly totalChanges: SQLite.Statement<[], number>;
  private readonly entries = new Map<string, MemoEntry<T>>();
  private version = -1;
  private changes = -1;
  /** Lookups answered from memory (tests read it to know the memory was used). */
  hits = 0;

  constructor(
    file: SQLite.Database,
    private readonly max = MAX_REMEMBERED,
  ) {
    // Two plain statements, not one select from the pragma_data_version table (sessions 15–19): that
    // table prepared a "PRAGMA data_version" statement of its own on every read (session 20).
    this.dataVersion = file.prepare<[], number>("PRAGMA data_version").pluck();
    this.totalChanges = file.prepare<[], number>("select total_changes()").pluck();
  }

  /**
   * The entry of a session id if the database is unchanged since it was read, after forgetting
   * everything if it is not. Call it right before the lookup's own statement.
   */
  current(sessionId: string): MemoEntry<T> | undefined {
    const version = this.dataVersion.get()!;
    const changes = this.totalChanges.get()!;
    if (version !== this.version || changes !== this.changes) {
      this.entries.clear();
      this.version = version;
      this.changes = changes;
      return undefined;
    }
    const entry = this.entries.get(sessionId);
    if (entry) {
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(sessionId);
      this.entries.set(sessionId, entry);
    }
    return entry;
  }

  /** The entry to fill for a session id just read (under the stamp current() read). */
  keep(sessionId: string): MemoEntry<T> {
    let entry = this.entries.get(sessionId);
    if (!entry) {
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      entry = {};
      this.entries.set(sessionId, entry);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Remembered values are shared by every request of the session until the file changes, so none
 * may be changed by one of them: frozen, a change throws instead of leaking into the next request.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
