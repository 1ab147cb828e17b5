// The session a sign-in, refresh or verification answers with (GoTrue's AccessTokenResponse).
import type { SessionsTable, UsersTable } from "../db/schema.js";
import type { AuthDeps } from "./deps.js";
import { factorsField } from "./factors-store.js";
import { userJson } from "./user-json.js";
import { identitiesOf } from "./users.js";

export type SessionResponseDeps = Pick<AuthDeps, "db" | "clock" | "config" | "tokens">;
export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

export async function sessionResponse(
  deps: SessionResponseDeps,
  user: UsersTable,
  session: SessionsTable,
  refreshToken: string,
  extra: Record<string, unknown> = {},
) {
  const nowSeconds = Math.floor(deps.clock.now() / 1000);
  const { token, exp } = await deps.tokens.issue(user, session, nowSeconds);
  const identities = await identitiesOf(deps.db, user.id);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: deps.config.auth.jwtExpSeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: { ...userJson(user, identities), ...(await factorsField(deps.db, user.id)) },
    ...extra,
  };
}
