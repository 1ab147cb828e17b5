// Who may use the admin API ([auth] internal/api/middleware.go requireAdminCredentials, auth.go
// requireAdmin): the configured SERVICE_ROLE_KEY, or a JWT signed with our keys whose role is an
// admin role. A JWT that names a session must belong to a live session, as in GoTrue, so that a
// signed-out admin user's token stops working. The key and tokens never reach a log line.
import crypto from "node:crypto";
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from "jose";
import { ApiError } from "../http/errors.js";
import type { AuthDeps } from "./deps.js";
import { authenticate } from "./authenticate.js";

/** GoTrue's GOTRUE_JWT_ADMIN_ROLES default. */
export const ADMIN_ROLES = ["service_role", "supabase_admin"];

/** The admin an action is recorded under in the audit log (GoTrue: a user with the role as e-mail). */
export interface Admin {
  role: string;
}

const NIL_UUID = "00000000-0000-0000-0000-000000000000";

function badJwt(detail: string): ApiError {
  return new ApiError(403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${detail}`);
}

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function isServiceRoleKey(configured: string | null, presented: string): boolean {
  if (!configured) return false;
  return crypto.timingSafeEqual(digest(configured), digest(presented));
}

/**
 * Signature and expiry only, like GoTrue's parser: an admin JWT (a service_role key) has neither
 * our issuer nor an audience, and often no expiry. Only our own keys sign, so it is ours.
 */
async function verifyAdminJwt(auth: Pick<AuthDeps, "clock" | "keys">, token: string): Promise<JWTPayload> {
  let header: { kid?: string; alg?: string };
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw badJwt("token is malformed: could not base64 decode header");
  }
  // Without a kid (hand-made service_role tokens often have none): each key of its algorithm.
  const candidates = header.kid
    ? [auth.keys.byKid.get(header.kid)].filter((key) => key !== undefined)
    : [...auth.keys.byKid.values()].filter((key) => key.alg === header.alg);
  if (candidates.length === 0) throw badJwt("token is unverifiable: no key matches the token's kid");
  let failure: unknown;
  for (const key of candidates) {
    try {
      const { payload } = await jwtVerify(token, key.key, {
        algorithms: [key.alg],
        currentDate: new Date(auth.clock.now()),
        clockTolerance: 0,
      });
      return payload;
    } catch (error) {
      failure = error;
    }
  }
  if (failure instanceof joseErrors.JWTExpired) throw badJwt("token has invalid claims: token is expired");
  if (failure instanceof joseErrors.JWSSignatureVerificationFailed) throw badJwt("token signature is invalid");
  if (failure instanceof joseErrors.JOSEAlgNotAllowed) throw badJwt("token signature is invalid: signing method is not allowed");
  throw badJwt("token is malformed");
}

export async function requireAdmin(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "keys" | "sessions" | "tokens">,
  authorization: string | undefined,
): Promise<Admin> {
  const match = /^bearer (\S+)$/i.exec(authorization ?? "");
  if (!match) throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  const presented = match[1];
  if (isServiceRoleKey(auth.config.auth.serviceRoleKey, presented)) return { role: "service_role" };
  const claims = await verifyAdminJwt(auth, presented);
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  // A user's own token: its user and session must still exist and be valid (signed out = refused).
  if (sessionId !== "" && sessionId !== NIL_UUID) await authenticate(auth, authorization);
  const role = typeof claims.role === "string" ? claims.role : "";
  if (!ADMIN_ROLES.includes(role)) throw new ApiError(403, "not_admin", "User not allowed");
  return { role };
}
