// The product API's authentication guard. Every failure is a 401 with a German message (details
// stay in the auth API), except a 403 `mfa_required` for a user with a verified second factor who
// has not passed it (decision 012); a verifier's own 5xx (a hosted project unreachable: 503) passes.
// http/ knows no domain: whoever issues the bearer tokens implements UserVerifier (server/auth/:
// our own auth server, or a hosted Supabase project), and app.ts passes the one it chose.
import type { FastifyRequest } from "fastify";
import { ApiError } from "./errors.js";

/** What the guard itself reads of a signed-in user; the verifier's type carries the rest. */
export interface SignedIn {
  user: { id: string };
  session: { aal: string };
}

/** What the product API needs from whoever issued the bearer token. */
export interface UserVerifier<P extends SignedIn = SignedIn> {
  /** The user behind the Authorization header; an ApiError below 500 means "not signed in". */
  authenticate(authorization: string | undefined): Promise<P>;
  /** Whether the user has a verified second factor, so that an aal1 token is not enough. */
  hasVerifiedFactor(current: P): Promise<boolean>;
}

/** The preHandler a product route module receives, and how its handlers read who it let through. */
export interface Guard<P extends SignedIn = SignedIn> {
  (request: FastifyRequest): Promise<void>;
  /** The user this guard let through for the request (a 401 if it never ran for it). */
  user(request: FastifyRequest): P;
}

const signInFirst = () => new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");

/**
 * `allowAal1` is for the few routes a user who has lost their second factor needs (decision 012);
 * everywhere else a user with a verified factor must have passed it in this session.
 */
export function requireUser<P extends SignedIn>(verifier: UserVerifier<P>, options: { allowAal1?: boolean } = {}): Guard<P> {
  // Kept beside the request rather than on it: the type of P stays the verifier's, with no cast.
  const signedIn = new WeakMap<FastifyRequest, P>();
  const guard = async (request: FastifyRequest) => {
    let current: P;
    try {
      current = await verifier.authenticate(request.headers.authorization);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) throw signInFirst();
      throw error;
    }
    if (!options.allowAal1 && current.session.aal !== "aal2" && (await verifier.hasVerifiedFactor(current))) {
      throw new ApiError(403, "mfa_required", "Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.");
    }
    signedIn.set(request, current);
  };
  const user = (request: FastifyRequest): P => {
    const current = signedIn.get(request);
    if (!current) throw signInFirst();
    return current;
  };
  return Object.assign(guard, { user });
}
