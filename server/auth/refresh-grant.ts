// POST /token?grant_type=refresh_token ([auth] internal/api/token.go, RefreshTokenGrant): rotates
// the refresh token within the session's limits (decision 011; sessions.ts).
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import type { AuthDeps } from "./deps.js";
import { sessionResponse, type SessionResponseDeps } from "./session-response.js";
import { isWellFormedRefreshToken, rotateRefreshToken } from "./sessions.js";
import { findUserById } from "./users.js";

export type RefreshGrantDeps = Pick<AuthDeps, "db" | "engine" | "clock" | "config"> & SessionResponseDeps;

export async function refreshGrant(deps: RefreshGrantDeps, token: string, ctx: AuditContext) {
  if (!isWellFormedRefreshToken(token)) throw new ApiError(400, "validation_failed", "Refresh token is not valid");
  const now = deps.clock.iso();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const result = await rotateRefreshToken(trx, deps.engine, {
      token,
      now,
      nowMs: deps.clock.now(),
      reuseIntervalSeconds: deps.config.auth.refreshReuseIntervalSeconds,
      limits: deps.config.auth.sessions,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    const user = await findUserById(trx, result.userId);
    await audit(
      trx,
      result.kind === "reused" ? "token_reuse_detected" : "token_refreshed",
      { id: result.userId, email: user?.email ?? "" },
      ctx,
      now,
      {
        session_id: result.kind === "reused" ? result.sessionId : result.session.id,
      },
    );
    return { result, user };
  });
  if (outcome.result.kind === "reused") throw new ApiError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
  if (!outcome.user) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  return sessionResponse(deps, outcome.user, outcome.result.session, outcome.result.refreshToken);
}
