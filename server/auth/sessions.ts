// Sessions and refresh tokens ([auth] internal/models/sessions.go, refresh_token.go), with a
// stricter reuse rule than GoTrue's: a replay outside the reuse interval ends the session.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, SessionsTable } from "../db/schema.js";
import type { Engine } from "../db/database.js";
import { ApiError } from "../http/errors.js";

type Q = Kysely<Database>;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** GoTrue's legacy format: 12 lower-case alphanumerics (crypto.SecureAlphanumeric(12)). */
export function newRefreshToken(): string {
  const bytes = crypto.randomBytes(24);
  let out = "";
  for (const byte of bytes) {
    if (byte >= 252) continue; // rejection sampling keeps the alphabet uniform
    out += ALPHABET[byte % 36];
    if (out.length === 12) return out;
  }
  return newRefreshToken();
}

export function isWellFormedRefreshToken(token: string): boolean {
  return /^[a-z0-9]{12}$/.test(token);
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
      token: refreshToken,
      session_id: session.id,
      user_id: input.userId,
      parent: null,
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
  input: { token: string; now: string; nowMs: number; reuseIntervalSeconds: number; ip: string; userAgent: string },
): Promise<RefreshOutcome> {
  let query = trx.selectFrom("refresh_tokens").selectAll().where("token", "=", input.token);
  if (engine === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  let sessionQuery = trx.selectFrom("sessions").selectAll().where("id", "=", row.session_id);
  if (engine === "postgres") sessionQuery = sessionQuery.forUpdate();
  const session = await sessionQuery.executeTakeFirst();
  if (!session) throw new ApiError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");

  let issued: string;
  if (row.revoked === 0) {
    await trx.updateTable("refresh_tokens").set({ revoked: 1, updated_at: input.now }).where("token", "=", row.token).execute();
    issued = newRefreshToken();
    await trx
      .insertInto("refresh_tokens")
      .values({
        token: issued,
        session_id: session.id,
        user_id: row.user_id,
        parent: row.token,
        revoked: 0,
        created_at: input.now,
        updated_at: input.now,
      })
      .execute();
  } else {
    const revokedAt = Date.parse(row.updated_at);
    if (input.nowMs - revokedAt > input.reuseIntervalSeconds * 1000) {
      // A replay outside the window: someone else holds an old token. End the whole session.
      await trx.deleteFrom("sessions").where("id", "=", session.id).execute();
      return { kind: "reused", sessionId: session.id, userId: row.user_id };
    }
    // Within the window (e.g. two tabs refreshing at once): hand out the current token again.
    const active = await trx
      .selectFrom("refresh_tokens")
      .select("token")
      .where("session_id", "=", session.id)
      .where("revoked", "=", 0)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    if (!active) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    issued = active.token;
  }
  const updated = { ...session, refreshed_at: input.now, updated_at: input.now, ip: input.ip, user_agent: input.userAgent.slice(0, 512) };
  await trx
    .updateTable("sessions")
    .set({ refreshed_at: updated.refreshed_at, updated_at: updated.updated_at, ip: updated.ip, user_agent: updated.user_agent })
    .where("id", "=", session.id)
    .execute();
  return { kind: "rotated", session: updated, refreshToken: issued, userId: row.user_id };
}

export async function endSessions(db: Q, userId: string, scope: "global" | "local" | "others", currentSessionId: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (scope === "local") query = query.where("id", "=", currentSessionId);
  if (scope === "others") query = query.where("id", "!=", currentSessionId);
  await query.execute();
}
