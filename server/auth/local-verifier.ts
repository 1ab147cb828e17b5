// Our own auth server as the product API's verifier (server/http/require-user.ts): signature,
// then session, user and second-factor flag in one statement (AuthService.authenticate).
import type { UserVerifier } from "../http/require-user.js";
import { hasVerifiedFactor } from "./factors-store.js";
import type { AuthService, Authenticated } from "./service.js";

export function localVerifier(auth: Pick<AuthService, "authenticate" | "db">): UserVerifier<Authenticated> {
  return {
    authenticate: (authorization) => auth.authenticate(authorization),
    // authenticate() read it along with the session; a separate query only if it did not.
    hasVerifiedFactor: async (current) => current.verifiedFactor ?? hasVerifiedFactor(auth.db, current.user.id),
  };
}
