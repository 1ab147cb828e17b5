// /auth/v1 routes that send codes and links by e-mail: POST /recover, POST /otp, POST /resend.
// Registered inside authRoutes, so they share its prefix, error rendering and CORS.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientContext, clientKey } from "../http/client.js";
import { pkceParams } from "./flow-state.js";
import { requestRateLimited } from "./rate-limit.js";
import { recover } from "./recover.js";
import { requestOtp } from "./otp.js";
import { resend } from "./resend.js";
import { redirectTarget } from "./redirects.js";
import type { AuthService } from "./service.js";

const anyObject = { type: "object", additionalProperties: true } as const;
const nullableString = { type: ["string", "null"] } as const;
const errorResponses = { "4xx": anyObject, "5xx": anyObject };
const redirectQuery = { type: "object", properties: { redirect_to: { type: "string" } } } as const;

const recoverBody = {
  type: "object",
  properties: { email: nullableString, code_challenge: nullableString, code_challenge_method: nullableString },
} as const;
type RecoverBody = { email?: string | null; code_challenge?: string | null; code_challenge_method?: string | null };

const otpBody = {
  type: "object",
  properties: {
    email: nullableString,
    phone: nullableString,
    create_user: { type: ["boolean", "null"] },
    data: { type: ["object", "null"] },
    code_challenge: nullableString,
    code_challenge_method: nullableString,
  },
} as const;
const resendBody = { type: "object", properties: { type: nullableString, email: nullableString, phone: nullableString } } as const;
type ResendBody = { type?: string | null; email?: string | null; phone?: string | null };

type OtpBody = RecoverBody & { phone?: string | null; create_user?: boolean | null; data?: Record<string, unknown> | null };

export async function emailRoutes(app: FastifyInstance, { auth }: { auth: AuthService }): Promise<void> {
  const { config, limiter, clock } = auth;

  // GoTrue's OTP bucket: per client address, shared with sign-up and PUT /user.
  const limit = async (request: FastifyRequest) => {
    const wait = await limiter.consume(`signup:${clientKey(request.ip)}`, config.auth.rateLimitSignup, clock.now());
    if (wait > 0) throw requestRateLimited(wait);
  };

  app.post<{ Body: RecoverBody; Querystring: { redirect_to?: string } }>(
    "/recover",
    { schema: { body: recoverBody, querystring: redirectQuery, response: { 200: anyObject, ...errorResponses } } },
    async (request) => {
      await limit(request);
      const body = request.body ?? {};
      const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
      // Only an allowed redirect_to goes into the link; anything else becomes SITE_URL.
      const redirectTo = redirectTarget(config, request.query.redirect_to);
      return recover(auth, { email: body.email ?? "", pkce, redirectTo }, clientContext(request));
    },
  );

  app.post<{ Body: OtpBody; Querystring: { redirect_to?: string } }>(
    "/otp",
    { schema: { body: otpBody, querystring: redirectQuery, response: { 200: anyObject, ...errorResponses } } },
    async (request) => {
      await limit(request);
      const body = request.body ?? {};
      const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
      const redirectTo = redirectTarget(config, request.query.redirect_to);
      return requestOtp(
        auth,
        { email: body.email ?? "", phone: body.phone ?? "", createUser: body.create_user ?? true, data: body.data, pkce, redirectTo },
        clientContext(request),
      );
    },
  );

  app.post<{ Body: ResendBody; Querystring: { redirect_to?: string } }>(
    "/resend",
    { schema: { body: resendBody, querystring: redirectQuery, response: { 200: anyObject, ...errorResponses } } },
    async (request) => {
      await limit(request);
      const body = request.body ?? {};
      const redirectTo = redirectTarget(config, request.query.redirect_to);
      return resend(auth, { type: body.type ?? "", email: body.email ?? "", phone: body.phone ?? "", redirectTo }, clientContext(request));
    },
  );
}
