// /auth/v1/factors: GoTrue's MFA endpoints ([auth] internal/api/api.go, the /factors route).
// Registered inside authRoutes, so they share its prefix, error rendering and CORS.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { authErrors, OptionalString, Session } from "./contracts.js";
import { InOrder } from "../http/contracts.js";
import { clientContext } from "../http/client.js";
import { requestRateLimited } from "./rate-limit.js";
import type { AuthDeps } from "./deps.js";
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from "./factors.js";
import { authenticate } from "./authenticate.js";

const params = Type.Object({ factorId: Type.String() });
const enrollBody = Type.Object({
  factor_type: OptionalString,
  friendly_name: OptionalString,
  issuer: OptionalString,
  phone: OptionalString,
});
const Enrolled = InOrder(
  Type.Object({
    id: Type.String(),
    type: Type.String(),
    friendly_name: Type.Optional(Type.String()),
    totp: Type.Object({ qr_code: Type.String(), secret: Type.String(), uri: Type.String() }),
  }),
);
const Challenge = Type.Object({ id: Type.String(), type: Type.String(), expires_at: Type.Integer() });

/** GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY default (15 per minute each); here per user, not per address. */
const VERIFY_LIMIT = { count: 15, periodSeconds: 60, burst: 15 };

export async function factorRoutes(
  parent: FastifyInstance,
  { auth }: { auth: Pick<AuthDeps, "clock" | "config" | "db" | "keys" | "limiter" | "mail" | "sessions" | "tokens"> },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // Two buckets, as GoTrue limits challenge and verify separately.
  const limit = async (bucket: "challenge" | "verify", userId: string) => {
    const wait = await auth.limiter.consume(`mfa-${bucket}:${userId}`, VERIFY_LIMIT, auth.clock.now());
    if (wait > 0) throw requestRateLimited(wait);
  };

  app.post("/factors", { schema: { body: enrollBody, response: { 200: Enrolled, ...authErrors } } }, async (request) => {
    const current = await authenticate(auth, request.headers.authorization);
    return enrollFactor(auth, current, request.body ?? {}, clientContext(request));
  });

  app.post("/factors/:factorId/challenge", { schema: { params, response: { 200: Challenge, ...authErrors } } }, async (request) => {
    const current = await authenticate(auth, request.headers.authorization);
    await limit("challenge", current.user.id);
    return challengeFactor(auth, current, request.params.factorId, clientContext(request));
  });

  app.post(
    "/factors/:factorId/verify",
    {
      schema: {
        params,
        body: Type.Object({ challenge_id: OptionalString, code: OptionalString }),
        // Passing the factor raises the session to aal2: a new session answer, as from /token.
        response: { 200: Session, ...authErrors },
      },
    },
    async (request) => {
      const current = await authenticate(auth, request.headers.authorization);
      await limit("verify", current.user.id);
      return verifyFactor(auth, current, request.params.factorId, request.body ?? {}, clientContext(request));
    },
  );

  app.delete(
    "/factors/:factorId",
    { schema: { params, response: { 200: Type.Object({ id: Type.String() }), ...authErrors } } },
    async (request) => {
      const current = await authenticate(auth, request.headers.authorization);
      return unenrollFactor(auth, current, request.params.factorId, clientContext(request));
    },
  );
}
