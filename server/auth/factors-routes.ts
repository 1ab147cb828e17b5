// /auth/v1/factors: GoTrue's MFA endpoints ([auth] internal/api/api.go, the /factors route).
// Registered inside authRoutes, so they share its prefix, error rendering and CORS.
import type { FastifyInstance } from "fastify";
import { clientContext } from "../http/client.js";
import { requestRateLimited } from "./rate-limit.js";
import type { AuthService } from "./service.js";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor, type EnrollBody } from "./factors.js";

const anyObject = { type: "object", additionalProperties: true } as const;
const nullableString = { type: ["string", "null"] } as const;
const errorResponses = { "4xx": anyObject, "5xx": anyObject };
const params = { type: "object", properties: { factorId: { type: "string" } }, required: ["factorId"] } as const;

/** GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY default (15 per minute each); here per user, not per address. */
const VERIFY_LIMIT = { count: 15, periodSeconds: 60, burst: 15 };

type Params = { factorId: string };

export async function factorRoutes(app: FastifyInstance, { auth }: { auth: AuthService }): Promise<void> {
  // Two buckets, as GoTrue limits challenge and verify separately.
  const limit = async (bucket: "challenge" | "verify", userId: string) => {
    const wait = await auth.limiter.consume(`mfa-${bucket}:${userId}`, VERIFY_LIMIT, auth.clock.now());
    if (wait > 0) throw requestRateLimited(wait);
  };

  app.post<{ Body: EnrollBody }>(
    "/factors",
    {
      schema: {
        body: {
          type: "object",
          properties: { factor_type: nullableString, friendly_name: nullableString, issuer: nullableString, phone: nullableString },
        },
        response: { 200: anyObject, ...errorResponses },
      },
    },
    async (request) => {
      const current = await auth.authenticate(request.headers.authorization);
      return enrollFactor(auth, current, request.body ?? {}, clientContext(request));
    },
  );

  app.post<{ Params: Params }>(
    "/factors/:factorId/challenge",
    { schema: { params, response: { 200: anyObject, ...errorResponses } } },
    async (request) => {
      const current = await auth.authenticate(request.headers.authorization);
      await limit("challenge", current.user.id);
      return challengeFactor(auth, current, request.params.factorId, clientContext(request));
    },
  );

  app.post<{ Params: Params; Body: { challenge_id?: string | null; code?: string | null } }>(
    "/factors/:factorId/verify",
    {
      schema: {
        params,
        body: { type: "object", properties: { challenge_id: nullableString, code: nullableString } },
        response: { 200: anyObject, ...errorResponses },
      },
    },
    async (request) => {
      const current = await auth.authenticate(request.headers.authorization);
      await limit("verify", current.user.id);
      return verifyFactor(auth, current, request.params.factorId, request.body ?? {}, clientContext(request));
    },
  );

  app.delete<{ Params: Params }>(
    "/factors/:factorId",
    { schema: { params, response: { 200: anyObject, ...errorResponses } } },
    async (request) => {
      const current = await auth.authenticate(request.headers.authorization);
      return unenrollFactor(auth, current, request.params.factorId, clientContext(request));
    },
  );
}
