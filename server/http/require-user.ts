// Authentication for the product API: a bearer token from our auth server, with its session
// still alive — or, when the web app is built against a hosted Supabase project, that project's
// token (server/http/hosted-auth.ts). Every failure is a 401 with a German message (details stay
// in the auth API), except a 403 `mfa_required` for a user with a verified second factor who has
// not passed it (decision 012), and a 503 when the hosted project's keys cannot be fetched.
import type { FastifyRequest } from "fastify";
import type { AuthService, Authenticated } from "../auth/service.js";
import { ApiError } from "./errors.js";
import { hasVerifiedFactor } from "../auth/factors-store.js";

declare module "fastify" {
  interface FastifyRequest {
    user?: Authenticated;
  }
}

/** What the product API needs from whoever issued the bearer token: our auth server or a hosted project. */
export interface UserVerifier {
  /** True when accounts live at a hosted project: /api/me then speaks only for the data we hold. */
  readonly hosted: boolean;
  /** The user behind the Authorization header; an ApiError below 500 means "not signed in". */
  authenticate(authorization: string | undefined): Promise<Authenticated>;
  /** Whether the user has a verified second factor, so that an aal1 token is not enough. */
  hasVerifiedFactor(current: Authenticated): Promise<boolean>;
}

/** Our own auth server: signature, then session, user and second-factor flag in one statement (AuthService.authenticate). */
export function localVerifier(auth: AuthService): UserVerifier {
  return {
    hosted: false,
    authenticate: (authorization) => auth.authenticate(authorization),
    // authenticate() read it along with the session; a separate query only if it did not.
    hasVerifiedFactor: async (current) => current.verifiedFactor ?? hasVerifiedFactor(auth.db, current.user.id),
  };
}

/** The verifier app.ts chose (hosted), else our own auth server. */
export function verifierOf(auth: AuthService): UserVerifier {
  return auth.productVerifier ?? localVerifier(auth);
}

/**
 * `allowAal1` is for the few routes a user who has lost their second factor needs (decision 012);
 * everywhere else a user with a verified factor must have passed it in this session.
 */
export function requireUser(auth: AuthService, options: { allowAal1?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    const verifier = verifierOf(auth);
    let current: Authenticated;
    try {
      current = await verifier.authenticate(request.headers.authorization);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        throw new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");
      }
      throw error;
    }
    if (!options.allowAal1 && current.session.aal !== "aal2" && (await verifier.hasVerifiedFactor(current))) {
      throw new ApiError(403, "mfa_required", "Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.");
    }
    request.user = current;
  };
}

/** The preHandler a product route module receives instead of the auth service. */
export type Guard = ReturnType<typeof requireUser>;

export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.user) throw new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");
  return request.user;
}
