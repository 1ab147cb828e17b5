// Who sends a bearer token: requireAuthentication ([auth] internal/api/auth.go) for /auth/v1, and
// our auth server as the product API's verifier (server/http/require-user.ts).
import type { IdentitiesTable, SessionsTable, UsersTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { UserVerifier } from "../http/require-user.js";
import type { AuthDeps } from "./deps.js";
import { hasVerifiedFactor } from "./factors-store.js";
import type { FactorSummary, SessionRow, WireSlot } from "./session-lookup.js";
import { sessionValidity } from "./sessions.js";
import type { AccessClaims } from "./tokens.js";
import { findUserById } from "./users.js";

export interface Authenticated {
  claims: AccessClaims;
  user: UsersTable;
  session: SessionsTable;
  /** Whether the user has a verified second factor, when the lookup read it along (our own auth server). */
  verifiedFactor?: boolean;
}

export type AuthenticateDeps = Pick<AuthDeps, "db" | "clock" | "config" | "tokens" | "sessions">;

/**
 * Signature, expiry, then user and session in one statement, with whether the user has a
 * verified second factor (the product guard needs it).
 */
export async function authenticate(deps: AuthenticateDeps, authorization: string | undefined): Promise<Authenticated> {
  const claims = await verifyBearer(deps, authorization);
  const found = await deps.sessions.guard(claims.session_id);
  await checkSession(deps, claims, found);
  return { claims, user: found!.user, session: found!.session, verifiedFactor: found!.verifiedFactor };
}

/** authenticate() for GET /user: the same checks, with the user's identities and factors in the same statement. */
export async function authenticateAccount(
  deps: AuthenticateDeps,
  authorization: string | undefined,
): Promise<Authenticated & { identities: IdentitiesTable[]; factors: FactorSummary[]; wire?: WireSlot }> {
  const claims = await verifyBearer(deps, authorization);
  const found = await deps.sessions.account(claims.session_id);
  await checkSession(deps, claims, found);
  return { claims, ...found! };
}

/** Our own auth server as the product API's verifier, bound once to its parts. */
export function localVerifier(deps: AuthenticateDeps): UserVerifier<Authenticated> {
  return {
    authenticate: (authorization) => authenticate(deps, authorization),
    // authenticate() read it along with the session; a separate query only if it did not.
    hasVerifiedFactor: async (current) => current.verifiedFactor ?? hasVerifiedFactor(deps.db, current.user.id),
  };
}

async function verifyBearer(deps: Pick<AuthDeps, "clock" | "tokens">, authorization: string | undefined): Promise<AccessClaims> {
  const match = /^bearer (\S+)$/i.exec(authorization ?? "");
  if (!match) throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  return deps.tokens.verify(match[1], Math.floor(deps.clock.now() / 1000));
}

async function checkSession(
  deps: Pick<AuthDeps, "db" | "clock" | "config">,
  claims: AccessClaims,
  found: SessionRow | undefined,
): Promise<void> {
  if (!found || found.session.user_id !== claims.sub) {
    const user = await findUserById(deps.db, claims.sub);
    if (!user) throw new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
    throw new ApiError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  }
  // GoTrue lets an access token outlive its session's limits until it expires (up to JWT_EXP);
  // we refuse it, with the code and words GoTrue uses for admin tokens (requireAdminCredentials).
  const lifetime = sessionValidity(found.session, deps.clock.now(), deps.config.auth.sessions);
  if (lifetime !== "valid") throw new ApiError(403, "session_expired", "Session is no longer valid");
}
