// Anonymous sign-in ([auth] internal/api/anonymous.go): POST /signup with neither e-mail nor
// phone, only with ANONYMOUS_USERS_ENABLED. The user has no address ("" as in GoTrue), no
// identity and empty app_metadata (signup.go skips the provider for anonymous users); the
// session's amr is "anonymous" and the token carries is_anonymous: true.
import crypto from "node:crypto";
import type { UsersTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import type { AuthDeps } from "./deps.js";
import { createSession } from "./sessions.js";
import { userJson } from "./user-json.js";

export async function signInAnonymously(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "tokens">,
  data: Record<string, unknown>,
  ctx: AuditContext,
) {
  if (auth.config.auth.disableSignup) throw new ApiError(422, "signup_disabled", "Signups not allowed for this instance");
  const now = auth.clock.iso();
  const nowSeconds = Math.floor(auth.clock.now() / 1000);
  const user: UsersTable = {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email: "",
    encrypted_password: "",
    email_confirmed_at: null,
    confirmation_sent_at: null,
    last_sign_in_at: now,
    raw_app_meta_data: JSON.stringify({}),
    raw_user_meta_data: JSON.stringify(data),
    banned_until: null,
    is_anonymous: 1,
    created_at: now,
    updated_at: now,
    email_change: null,
    email_change_sent_at: null,
    reauthentication_sent_at: null,
    invited_at: null,
    email_unproven: 0,
  };
  return auth.db.transaction().execute(async (trx) => {
    await trx.insertInto("users").values(user).execute();
    const { session, refreshToken } = await createSession(trx, {
      userId: user.id,
      method: "anonymous",
      now,
      nowSeconds,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await audit(trx, "login", { id: user.id, email: "" }, ctx, now, { session_id: session.id, provider: "anonymous" });
    const { token, exp } = await auth.tokens.issue(user, session, nowSeconds);
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: auth.config.auth.jwtExpSeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user, []),
    };
  });
}
