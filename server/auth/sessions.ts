// Sessions and refresh tokens ([auth] internal/models/sessions.go, refresh_token.go), with a
// stricter reuse rule than GoTrue's: a replay outside the reuse interval ends the session.
// Tokens are stored as hashes (refresh-tokens.ts).
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, SessionsTable } from "../db/schema.js";
import type { Engine } from "../db/database.js";
import { ApiError } from "../http/errors.js";
import { hashRefreshToken, newRefreshToken, openRefreshToken, sealRefreshToken } from "./refresh-tokens.js";

export { isWellFormedRefreshToken, newRefreshToken } from "./refresh-tokens.js";

type Q = Kysely<Database>;

/** Seconds; 0 is no limit. */
export interface SessionLimits {
  timeboxSeconds: number;
  inactivityTimeoutSeconds: number;
}

/** Session.CheckValidity ([auth] internal/models/sessions.go): the timebox first, then inactivity. */
export function sessionValidity(
  session: Pick<SessionsTable, "created_at" | "refreshed_at">,
  nowMs: number,
  limits: SessionLimits,
): "valid" | "timebox" | "inactivity" {
  const createdMs = Date.parse(session.created_at);
  if (limits.timeboxSeconds > 0 && nowMs > createdMs + limits.timeboxSeconds * 1000) return "timebox";
  const lastRefreshedMs = session.refreshed_at ? Date.parse(session.refreshed_at) : createdMs;
  if (limits.inactivityTimeoutSeconds > 0 && nowMs > lastRefreshedMs + limits.inactivityTimeoutSeconds * 1000) return "inactivity";
  return "valid";
}

export async function createSession(
  db: Q,
  input: { userId: string; method: string; now: string; nowSeconds: number; ip: string; userAgent: string },
): Promise<{ session: SessionsTable; refreshToken: string }> {
  const session: SessionsTable = {
    id: crypto.randomUUID(),
    user_id: input.userId,
    aal: "aal1",
    amr: JSON.stringify([{ method: input.method, timestamp: input.nowSeconds }]),
    user_agent: input.userAgent.slice(0, 512),
    ip: input.ip,
    created_at: input.now,
    updated_at: input.now,
    refreshed_at: null,
  };
  await db.insertInto("sessions").values(session).execute();
  const refreshToken = newRefreshToken();
  await db
    .insertInto("refresh_tokens")
    .values({
      token_hash: hashRefreshToken(refreshToken),
      session_id: session.id,
      user_id: input.userId,
      parent_hash: null,
      sealed: null,
      revoked: 0,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
  return { session, refreshToken };
}

export type RefreshOutcome =
  { kind: "rotated"; session: SessionsTable; refreshToken: string; userId: string } | { kind: "reused"; sessionId: string; userId: string };

/** Runs inside a transaction. A "reused" outcome has already deleted the session. */
export async function rotateRefreshToken(
  trx: Q,
  engine: Engine,
  input: { token: string; now: string; nowMs: number; reuseIntervalSeconds: number; limits: SessionLimits; ip: string; userAgent: string },
): Promise<RefreshOutcome> {
  let query = trx.selectFrom("refresh_tokens").selectAll().where("token_hash", "=", hashRefreshToken(input.token));
  if (engine === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  let sessionQuery = trx.selectFrom("sessions").selectAll().where("id", "=", row.session_id);
  if (engine === "postgres") sessionQuery = sessionQuery.forUpdate();
  const session = await sessionQuery.executeTakeFirst();
  if (!session) throw new ApiError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  // Before reuse detection, as GoTrue does: an expired session is expired, whichever token comes.
  const validity = sessionValidity(session, input.nowMs, input.limits);
  if (validity === "timebox") throw new ApiError(400, "session_expired", "Invalid Refresh Token: Session Expired");
  if (validity === "inactivity") throw new ApiError(400, "session_expired", "Invalid Refresh Token: Session Expired (Inactivity)");

  let issued: string;
  if (row.revoked === 0) {
    await trx.updateTable("refresh_tokens").set({ revoked: 1, updated_at: input.now }).where("token_hash", "=", row.token_hash).execute();
    issued = newRefreshToken();
    await trx
      .insertInto("refresh_tokens")
      .values({
        token_hash: hashRefreshToken(issued),
        session_id: session.id,
        user_id: row.user_id,
        parent_hash: row.token_hash,
        sealed: sealRefreshToken(issued, input.token),
        revoked: 0,
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
    // Only a replay inside the interval opens a sealed token; older ones are dropped, so that a
    // copy of the table and an old token together do not yield the current one.
    const cutoff = new Date(input.nowMs - input.reuseIntervalSeconds * 1000).toISOString();
    await trx
      .updateTable("refresh_tokens")
      .set({ sealed: null })
      .where("session_id", "=", session.id)
      .where("created_at", "<", cutoff)
      .where("sealed", "is not", null)
      .execute();
  } else {
    const revokedAt = Date.parse(row.updated_at);
    if (input.nowMs - revokedAt > input.reuseIntervalSeconds * 1000) {
      // A replay outside the window: someone else holds an old token. End the whole session.
      await trx.deleteFrom("sessions").where("id", "=", session.id).execute();
      return { kind: "reused", sessionId: session.id, userId: row.user_id };
    }
    // Within the window (e.g. two tabs refreshing at once): hand out the current token again.
    const active = await currentToken(trx, session.id, input.token);
    if (!active) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    issued = active;
  }
  const updated = { ...session, refreshed_at: input.now, updated_at: input.now, ip: input.ip, user_agent: input.userAgent.slice(0, 512) };
  await trx
    .updateTable("sessions")
    .set({ refreshed_at: updated.refreshed_at, updated_at: updated.updated_at, ip: updated.ip, user_agent: updated.user_agent })
    .where("id", "=", session.id)
    .execute();
  return { kind: "rotated", session: updated, refreshToken: issued, userId: row.user_id };
}

/**
 * The session's current token, reached from a revoked one by opening each child with its parent.
 * Every token has at most one child (only an unrevoked token is rotated), so this is a chain.
 */
async function currentToken(trx: Q, sessionId: string, revoked: string): Promise<string | null> {
  let token = revoked;
  // A replay inside the interval is rarely more than one rotation behind.
  for (let step = 0; step < 100; step++) {
    const child = await trx
      .selectFrom("refresh_tokens")
      .select(["token_hash", "sealed", "revoked"])
      .where("session_id", "=", sessionId)
      .where("parent_hash", "=", hashRefreshToken(token))
      .executeTakeFirst();
    const opened = child?.sealed ? openRefreshToken(child.sealed, token) : null;
    if (!child || !opened || hashRefreshToken(opened) !== child.token_hash) return null;
    if (child.revoked === 0) return opened;
    token = opened;
  }
  return null;
}

export async function endSessions(db: Q, userId: string, scope: "global" | "local" | "others", currentSessionId: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (scope === "local") query = query.where("id", "=", currentSessionId);
  if (scope === "others") query = query.where("id", "!=", currentSessionId);
  await query.execute();
}
