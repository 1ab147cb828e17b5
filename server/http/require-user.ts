// Authentication for the product API: a bearer token from our auth server, with its session
// still alive. Every failure is a 401 with a German message (details stay in the auth API), except
// a 403 `mfa_required` for a user with a verified second factor who has not passed it (decision 012).
import type { FastifyRequest } from "fastify";
import type { AuthService, Authenticated } from "../auth/service.js";
import { ApiError } from "./errors.js";
import { hasVerifiedFactor } from "../auth/factors-store.js";

declare module "fastify" {
  interface FastifyRequest {
    user?: Authenticated;
  }
}

/**
 * `allowAal1` is for the few routes a user who has lost their second factor needs (decision 012);
 * everywhere else a user with a verified factor must have passed it in this session.
 */
export function requireUser(auth: AuthService, options: { allowAal1?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    let current: Authenticated;
    try {
      current = await auth.authenticate(request.headers.authorization);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        throw new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");
      }
      throw error;
    }
    if (!options.allowAal1 && current.session.aal !== "aal2" && (await hasVerifiedFactor(auth.db, current.user.id))) {
      throw new ApiError(403, "mfa_required", "Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.");
    }
    request.user = current;
  };
}

export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.user) throw new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");
  return request.user;
}
