// /auth/v1 routes for confirmations by e-mail: GET /reauthenticate, POST and GET /verify.
// Registered inside authRoutes, so they share its prefix, error rendering and CORS.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { authErrors, Empty, OptionalString, SeeOther, Session } from "./contracts.js";
import { ApiError } from "../http/errors.js";
import { clientContext, clientKey } from "../http/client.js";
import { requestRateLimited } from "./rate-limit.js";
import { requestReauthentication } from "./reauthenticate.js";
import { redirectTarget } from "./redirects.js";
import { PKCE_PREFIX } from "./flow-state.js";
import type { AuthDeps } from "./deps.js";
import { validateGet, validatePost, verify, type VerifyOutcome } from "./verify.js";
import { authenticate } from "./authenticate.js";

const verifyBody = Type.Object({
  type: OptionalString,
  token: OptionalString,
  token_hash: OptionalString,
  email: OptionalString,
  phone: OptionalString,
  redirect_to: OptionalString,
});
const verifyQuery = Type.Object({
  type: Type.Optional(Type.String()),
  token: Type.Optional(Type.String()),
  redirect_to: Type.Optional(Type.String()),
});
/** A confirmation that signs nobody in (an e-mail change half done) answers a message. */
const VerifyMessage = Type.Object({ msg: Type.String(), code: Type.String() });

/** oauthErrorMap in [auth] internal/api/errors.go, for the `error` of a redirect. */
const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** Redirect fragments as Go's url.Values.Encode writes them: keys sorted, sb marks a Supabase redirect. */
function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  const fragment = new URLSearchParams(Object.entries({ ...params, sb: "" }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  url.hash = fragment.toString();
  return url.href;
}

export async function accountRoutes(
  parent: FastifyInstance,
  { auth }: { auth: Pick<AuthDeps, "clock" | "config" | "db" | "engine" | "limiter" | "lockout" | "mail" | "sessions" | "tokens"> },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { config, limiter, clock } = auth;

  const limitVerify = async (request: FastifyRequest) => {
    const wait = await limiter.consume(`verify:${clientKey(request.ip)}`, config.auth.rateLimitVerify, clock.now());
    if (wait > 0) throw requestRateLimited(wait);
  };

  app.get("/reauthenticate", { schema: { response: { 200: Empty, ...authErrors } } }, async (request) => {
    const current = await authenticate(auth, request.headers.authorization);
    return requestReauthentication(auth, current, clientContext(request));
  });

  app.post(
    "/verify",
    { schema: { body: verifyBody, response: { 200: Type.Union([Session, VerifyMessage]), ...authErrors } } },
    async (request) => {
      await limitVerify(request);
      const body = request.body ?? {};
      const input = validatePost({
        type: body.type ?? "",
        token: body.token ?? "",
        tokenHash: body.token_hash ?? "",
        email: body.email ?? "",
        phone: body.phone ?? "",
        redirectTo: body.redirect_to ?? "",
      });
      const outcome = await verify(auth, input, clientContext(request));
      if (outcome.kind === "session") return outcome.response;
      if (outcome.kind === "message") return { msg: outcome.message, code: "200" };
      throw new ApiError(500, "unexpected_failure", "Unexpected failure");
    },
  );

  const redirects = { 303: SeeOther, ...authErrors };
  app.get("/verify", { schema: { querystring: verifyQuery, response: redirects } }, async (request, reply) => {
    await limitVerify(request);
    const { type = "", token = "" } = request.query;
    validateGet({ type, token });
    // Only a redirect_to on the allow list is followed; anything else becomes SITE_URL.
    const target = redirectTarget(config, request.query.redirect_to);
    let outcome: VerifyOutcome;
    try {
      outcome = await verify(
        auth,
        { type, token: "", tokenHash: token, email: "", phone: "", redirectTo: "", forRedirect: true },
        clientContext(request),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const params: Record<string, string> = { error_code: error.code, error_description: error.message };
      if (OAUTH_ERRORS[error.status]) params.error = OAUTH_ERRORS[error.status];
      // GoTrue's prepErrorRedirectURL: always in the fragment, for a PKCE flow in the query as well,
      // where a client that never reads the fragment finds it.
      const url = new URL(withFragment(target, params));
      if (token.startsWith(PKCE_PREFIX)) for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return reply.redirect(url.href, 303);
    }
    if (outcome.kind === "message") return reply.redirect(withFragment(target, { message: outcome.message }), 303);
    if (outcome.kind === "code") {
      // The PKCE flow: the auth code in the query, for exchangeCodeForSession.
      const url = new URL(target);
      url.searchParams.set("code", outcome.code);
      return reply.redirect(url.href, 303);
    }
    const session = outcome.response;
    return reply.redirect(
      withFragment(target, {
        access_token: session.access_token,
        token_type: session.token_type,
        expires_in: String(session.expires_in),
        expires_at: String(session.expires_at),
        refresh_token: session.refresh_token,
        type,
      }),
      303,
    );
  });
}
