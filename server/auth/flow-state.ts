// PKCE for the e-mail flows ([auth] internal/api/pkce.go, token_pkce.go, models/flow_state.go):
// a request with a code_challenge stores a flow state; opening the e-mailed link issues an auth
// code instead of a session; POST /token?grant_type=pkce trades the code and its verifier for a
// session, once. Only the SHA-256 of the auth code is stored.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, FlowStateTable, OneTimeTokenKind } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import type { AuthDeps } from "./deps.js";
import { createSession } from "./sessions.js";
import { findUserById, touchSignIn } from "./users.js";
import { sessionResponse } from "./session-response.js";

type Q = Kysely<Database>;

/** GoTrue's FlowStateExpiryDuration default: the auth code is good for five minutes. */
/**
 * A link mailed for a PKCE flow carries its token with GoTrue's "pkce_" prefix (PKCEPrefix in
 * [auth] internal/api/verify.go), so that GET /verify knows the flow even when the token is bad.
 */
export const PKCE_PREFIX = "pkce_";
export const withoutPkcePrefix = (token: string) => (token.startsWith(PKCE_PREFIX) ? token.slice(PKCE_PREFIX.length) : token);

export const AUTH_CODE_LIFETIME_SECONDS = 300;

/** GoTrue's authentication method per token kind, recorded on the flow and on the session's amr. */
export const AUTH_METHOD: Partial<Record<OneTimeTokenKind, string>> = {
  recovery: "recovery",
  confirmation: "email/signup",
  magic_link: "magiclink",
};

export interface Pkce {
  challenge: string;
  method: "s256" | "plain";
}

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** validatePKCEParams: both or neither; null for the implicit flow. */
export function pkceParams(challenge: string | null | undefined, method: string | null | undefined): Pkce | null {
  const c = challenge ?? "";
  const m = (method ?? "").toLowerCase();
  if (c === "" && m === "") return null;
  if (c === "" || m === "") throw new ApiError(400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
  if (m !== "s256" && m !== "plain") throw new ApiError(400, "validation_failed", "code challenge method not supported");
  if (c.length < 43 || c.length > 128) {
    throw new ApiError(400, "validation_failed", "code challenge has to be between 43 and 128 characters");
  }
  return { challenge: c, method: m };
}

/** In the transaction that issues the e-mailed token: replaces (or, without PKCE, ends) the user's flow. */
export async function recordFlow(trx: Q, input: { userId: string; kind: OneTimeTokenKind; pkce: Pkce | null; now: string }) {
  const method = AUTH_METHOD[input.kind];
  if (!method) return;
  await trx.deleteFrom("flow_state").where("user_id", "=", input.userId).where("authentication_method", "=", method).execute();
  if (!input.pkce) return;
  await trx
    .insertInto("flow_state")
    .values({
      id: crypto.randomUUID(),
      user_id: input.userId,
      code_challenge: input.pkce.challenge,
      code_challenge_method: input.pkce.method,
      authentication_method: method,
      auth_code_hash: null,
      auth_code_issued_at: null,
      created_at: input.now,
    })
    .execute();
}

/** When the link of a PKCE flow is opened: the auth code for the redirect, or null for the implicit flow. */
export async function issueAuthCode(trx: Q, input: { userId: string; kind: OneTimeTokenKind; now: string }): Promise<string | null> {
  const method = AUTH_METHOD[input.kind];
  if (!method) return null;
  const flow = await trx
    .selectFrom("flow_state")
    .select("id")
    .where("user_id", "=", input.userId)
    .where("authentication_method", "=", method)
    .where("auth_code_hash", "is", null)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!flow) return null;
  const code = crypto.randomUUID();
  await trx
    .updateTable("flow_state")
    .set({ auth_code_hash: sha256(code), auth_code_issued_at: input.now })
    .where("id", "=", flow.id)
    .execute();
  return code;
}

function verifierMatches(flow: FlowStateTable, verifier: string): boolean {
  const expected = flow.code_challenge_method === "s256" ? crypto.createHash("sha256").update(verifier).digest("base64url") : verifier;
  const a = Buffer.from(sha256(expected));
  const b = Buffer.from(sha256(flow.code_challenge));
  return crypto.timingSafeEqual(a, b);
}

const notFound = () => new ApiError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");

/** POST /token?grant_type=pkce. */
export async function pkceGrant(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "tokens">,
  input: { authCode: string; codeVerifier: string },
  ctx: AuditContext,
) {
  if (!input.authCode || !input.codeVerifier) {
    throw new ApiError(400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  const flow = await auth.db.selectFrom("flow_state").selectAll().where("auth_code_hash", "=", sha256(input.authCode)).executeTakeFirst();
  if (!flow?.auth_code_issued_at) throw notFound();
  const nowMs = auth.clock.now();
  if (nowMs > Date.parse(flow.auth_code_issued_at) + AUTH_CODE_LIFETIME_SECONDS * 1000) {
    throw new ApiError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  // Stricter than GoTrue: a wrong verifier ends the flow, so the code cannot be guessed at.
  if (!verifierMatches(flow, input.codeVerifier)) {
    await auth.db.deleteFrom("flow_state").where("id", "=", flow.id).execute();
    throw new ApiError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  const user = await findUserById(auth.db, flow.user_id);
  if (!user) throw notFound();
  if (user.banned_until && Date.parse(user.banned_until) > nowMs) throw new ApiError(403, "user_banned", "User is banned");
  const now = auth.clock.iso();
  const created = await auth.db.transaction().execute(async (trx) => {
    // Single use: of two exchanges at the same moment only the one that deletes the row goes on.
    const gone = await trx.deleteFrom("flow_state").where("id", "=", flow.id).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw notFound();
    await touchSignIn(trx, user.id, now);
    const session = await createSession(trx, {
      userId: user.id,
      method: flow.authentication_method,
      now,
      nowSeconds: Math.floor(nowMs / 1000),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await audit(trx, "login", { id: user.id, email: user.email }, ctx, now, {
      session_id: session.session.id,
      method: flow.authentication_method,
      provider_type: "pkce",
    });
    return session;
  });
  return sessionResponse(auth, { ...user, last_sign_in_at: now }, created.session, created.refreshToken);
}
