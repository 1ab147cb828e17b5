// Authentication for the product API: a bearer token from our auth server, with its session
// still alive. Every failure is a 401 with a German message (details stay in the auth API).
import type { FastifyRequest } from "fastify";
import type { AuthService, Authenticated } from "../auth/service.js";
import { ApiError } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    user?: Authenticated;
  }
}

export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest) => {
    try {
      request.user = await auth.authenticate(request.headers.authorization);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        throw new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");
      }
      throw error;
    }
  };
}

export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.user) throw new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");
  return request.user;
}
