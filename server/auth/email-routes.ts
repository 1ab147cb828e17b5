// /auth/v1 routes that send codes and links by e-mail: POST /recover, POST /otp, POST /resend.
// Registered inside authRoutes, so they share its prefix, error rendering and CORS.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { Nullable } from "../http/contracts.js";
import { authErrors, Empty, OptionalMetadata, OptionalString, RedirectQuery } from "./contracts.js";
import { clientContext, clientKey } from "../http/client.js";
import { pkceParams } from "./flow-state.js";
import { requestRateLimited } from "./rate-limit.js";
import { recover } from "./recover.js";
import { requestOtp } from "./otp.js";
import { resend } from "./resend.js";
import { redirectTarget } from "./redirects.js";
import type { AuthDeps } from "./deps.js";

const recoverBody = Type.Object({ email: OptionalString, code_challenge: OptionalString, code_challenge_method: OptionalString });
const otpBody = Type.Object({
  email: OptionalString,
  phone: OptionalString,
  create_user: Type.Optional(Nullable(Type.Boolean())),
  data: OptionalMetadata,
  code_challenge: OptionalString,
  code_challenge_method: OptionalString,
});
const resendBody = Type.Object({ type: OptionalString, email: OptionalString, phone: OptionalString });
// Each answers `{}` whether or not an address is known: nothing to enumerate accounts with.
const sent = { 200: Empty, ...authErrors };

export async function emailRoutes(
  parent: FastifyInstance,
  { auth }: { auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail" | "passwords"> },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { config, limiter, clock } = auth;

  // GoTrue's OTP bucket: per client address, shared with sign-up and PUT /user.
  const limit = async (request: FastifyRequest) => {
    const wait = await limiter.consume(`signup:${clientKey(request.ip)}`, config.auth.rateLimitSignup, clock.now());
    if (wait > 0) throw requestRateLimited(wait);
  };

  app.post("/recover", { schema: { body: recoverBody, querystring: RedirectQuery, response: sent } }, async (request) => {
    await limit(request);
    const body = request.body ?? {};
    const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
    // Only an allowed redirect_to goes into the link; anything else becomes SITE_URL.
    const redirectTo = redirectTarget(config, request.query.redirect_to);
    return recover(auth, { email: body.email ?? "", pkce, redirectTo }, clientContext(request));
  });

  app.post("/otp", { schema: { body: otpBody, querystring: RedirectQuery, response: sent } }, async (request) => {
    await limit(request);
    const body = request.body ?? {};
    const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
    const redirectTo = redirectTarget(config, request.query.redirect_to);
    return requestOtp(
      auth,
      { email: body.email ?? "", phone: body.phone ?? "", createUser: body.create_user ?? true, data: body.data, pkce, redirectTo },
      clientContext(request),
    );
  });

  app.post("/resend", { schema: { body: resendBody, querystring: RedirectQuery, response: sent } }, async (request) => {
    await limit(request);
    const body = request.body ?? {};
    const redirectTo = redirectTarget(config, request.query.redirect_to);
    return resend(auth, { type: body.type ?? "", email: body.email ?? "", phone: body.phone ?? "", redirectTo }, clientContext(request));
  });
}
