// /auth/v1: the Supabase Auth (GoTrue) wire contract (the shared reference file supabase-auth-contract.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { authErrors, OptionalMetadata, OptionalString, RedirectQuery, Session, SessionOrUser, User } from "./contracts.js";
import { NoContent } from "../http/contracts.js";
import type { DeleteAccount } from "../db/account-deletion.js";
import { ApiError } from "../http/errors.js";
import { clientContext, clientKey } from "../http/client.js";
import { audit } from "./audit.js";
import { requestRateLimited } from "./rate-limit.js";
import { endSessions } from "./sessions.js";
import type { AuthDeps } from "./deps.js";
import { checkMetadata, userJson } from "./user-json.js";
import { updateUser } from "./update-user.js";
import { accountRoutes } from "./account-routes.js";
import { factorRoutes } from "./factors-routes.js";
import { factorsFieldOf } from "./factors-store.js";
import { emailRoutes } from "./email-routes.js";
import { pkceGrant, pkceParams } from "./flow-state.js";
import { redirectTarget } from "./redirects.js";
import { disabledRoutes, refuseDisabledGrant } from "./disabled.js";
import { signInAnonymously } from "./anonymous.js";
import { adminRoutes } from "./admin-routes.js";
import { authenticate, authenticateAccount } from "./authenticate.js";
import { passwordGrant } from "./password-grant.js";
import { refreshGrant } from "./refresh-grant.js";
import { signup } from "./signup.js";

/** What Fastify sets for a serialised JSON response; a string sent with it goes out as is. */
const JSON_UTF8 = "application/json; charset=utf-8";

const signupBody = Type.Object({
  email: OptionalString,
  phone: OptionalString,
  password: OptionalString,
  data: OptionalMetadata,
  code_challenge: OptionalString,
  code_challenge_method: OptionalString,
});
const tokenBody = Type.Object({
  email: OptionalString,
  phone: OptionalString,
  password: OptionalString,
  refresh_token: OptionalString,
  auth_code: OptionalString,
  code_verifier: OptionalString,
  // GoTrue reads the grant from the query; supabase-js puts it there. Any other type falls through to "unsupported".
  grant_type: Type.Optional(Type.Unknown()),
  // id_token grants (refused, server/auth/disabled.ts) are told apart by these.
  provider: Type.Optional(Type.Unknown()),
  issuer: Type.Optional(Type.Unknown()),
});
const userBody = Type.Object({
  email: OptionalString,
  phone: OptionalString,
  password: OptionalString,
  nonce: OptionalString,
  data: OptionalMetadata,
  app_metadata: OptionalMetadata,
});

const Settings = Type.Object({
  external: Type.Object({ anonymous_users: Type.Boolean(), email: Type.Boolean(), phone: Type.Boolean() }),
  disable_signup: Type.Boolean(),
  mailer_autoconfirm: Type.Boolean(),
  phone_autoconfirm: Type.Boolean(),
  sms_provider: Type.String(),
  saml_enabled: Type.Boolean(),
  password_min_length: Type.Integer(),
});
const Health = Type.Object({ version: Type.String(), name: Type.String(), description: Type.String() });
// A JSON Web Key's members depend on its type (RSA, EC, OKP): sent as the key store holds them.
const Jwks = Type.Object({ keys: Type.Array(Type.Object({}, { additionalProperties: true })) });

/**
 * The /auth/v1 surface. It registers every flow of the domain, so it receives every part that
 * compose.ts built, and hands each flow and route module only the ones that flow declares.
 */
export async function authRoutes(
  parent: FastifyInstance,
  { auth, deleteAccount }: { auth: AuthDeps; deleteAccount: DeleteAccount },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const { config, limiter, clock } = auth;

  // Per client address (an IPv6 /64 counts as one). Refresh has its own bucket, unlike GoTrue's
  // shared one, so that failed sign-ins behind a shared address do not stop everyone's refreshes.
  const rules = {
    token: config.auth.rateLimitToken,
    refresh: config.auth.rateLimitTokenRefresh,
    signup: config.auth.rateLimitSignup,
    anonymous: config.auth.rateLimitAnonymous,
  };
  const limit = async (request: FastifyRequest, bucket: keyof typeof rules) => {
    const wait = await limiter.consume(`${bucket}:${clientKey(request.ip)}`, rules[bucket], clock.now());
    if (wait > 0) throw requestRateLimited(wait);
  };

  app.post(
    "/signup",
    { schema: { body: signupBody, querystring: RedirectQuery, response: { 200: SessionOrUser, ...authErrors } } },
    async (request) => {
      const body = request.body ?? {};
      const email = body.email ?? "";
      const phone = body.phone ?? "";
      // Neither e-mail nor phone is an anonymous sign-in in GoTrue (off unless ANONYMOUS_USERS_ENABLED).
      if (email === "" && phone === "") {
        if (!config.auth.anonymousUsersEnabled) throw new ApiError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
        await limit(request, "anonymous");
        checkMetadata(body.data);
        return signInAnonymously(auth, body.data ?? {}, clientContext(request));
      }
      await limit(request, "signup");
      if (config.auth.disableSignup) throw new ApiError(422, "signup_disabled", "Signups not allowed for this instance");
      const password = body.password ?? "";
      if (password === "") throw new ApiError(400, "validation_failed", "Signup requires a valid password");
      checkMetadata(body.data);
      if (email !== "" && phone !== "")
        throw new ApiError(400, "validation_failed", "Only an email address or phone number should be provided on signup.");
      if (phone !== "") throw new ApiError(400, "phone_provider_disabled", "Phone signups are disabled");
      const pkce = pkceParams(body.code_challenge, body.code_challenge_method);
      const redirectTo = redirectTarget(config, request.query.redirect_to);
      const result = await signup(auth, { email, password, data: body.data ?? {}, pkce, redirectTo }, clientContext(request));
      return "session" in result ? result.session : result.user;
    },
  );

  app.post(
    "/token",
    {
      schema: {
        body: tokenBody,
        querystring: Type.Object({ grant_type: Type.Optional(Type.String()) }),
        response: { 200: Session, ...authErrors },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const grant = request.query.grant_type ?? (typeof body.grant_type === "string" ? body.grant_type : "");
      await limit(request, grant === "refresh_token" ? "refresh" : "token");
      if (grant === "password") {
        const email = body.email ?? "";
        const phone = body.phone ?? "";
        if (email !== "" && phone !== "")
          throw new ApiError(400, "validation_failed", "Only an email address or phone number should be provided on login.");
        if (email === "" && phone === "") throw new ApiError(400, "validation_failed", "missing email or phone");
        if (phone !== "") throw new ApiError(422, "phone_provider_disabled", "Phone logins are disabled");
        return passwordGrant(auth, { email, password: body.password ?? "" }, clientContext(request));
      }
      if (grant === "refresh_token") return refreshGrant(auth, body.refresh_token ?? "", clientContext(request));
      if (grant === "pkce") {
        return pkceGrant(auth, { authCode: body.auth_code ?? "", codeVerifier: body.code_verifier ?? "" }, clientContext(request));
      }
      refuseDisabledGrant(grant, body);
      // Yes, GoTrue answers an unknown grant with this code and message ([auth] internal/api/token.go).
      throw new ApiError(400, "invalid_credentials", "unsupported_grant_type");
    },
  );

  app.post(
    "/logout",
    { schema: { querystring: Type.Object({ scope: Type.Optional(Type.String()) }), response: { 204: NoContent, ...authErrors } } },
    async (request, reply) => {
      const scope = request.query.scope || "global";
      if (scope !== "global" && scope !== "local" && scope !== "others") {
        throw new ApiError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
      }
      const { user, session } = await authenticate(auth, request.headers.authorization);
      await auth.db.transaction().execute(async (trx) => {
        await endSessions(trx, user.id, scope, session.id);
        await audit(trx, "logout", { id: user.id, email: user.email }, clientContext(request), clock.iso(), { scope });
      });
      return reply.status(204).send();
    },
  );

  app.get("/user", { schema: { response: { 200: User, ...authErrors } } }, async (request, reply) => {
    // One statement: session, user, identities and factors (server/auth/session-lookup.ts).
    const { user, claims, identities, factors, wire } = await authenticateAccount(auth, request.headers.authorization);
    const audience = (request.headers["x-jwt-aud"] as string | undefined) || "authenticated";
    if (claims.aud !== audience) throw new ApiError(400, "validation_failed", "Token audience doesn't match request audience");
    // The route's own serialiser, as Fastify would call it; on SQLite the text is kept beside the
    // remembered lookup (session-memo.ts) and sent as is while the database is unchanged.
    // The typed reply only accepts the schema's object; the text is that object serialised.
    const plain = reply as FastifyReply;
    plain.type(JSON_UTF8);
    if (wire?.body !== undefined) return plain.send(wire.body);
    const body = reply.serialize({ ...userJson(user, identities), ...factorsFieldOf(factors) }) as string;
    if (wire) wire.body = body;
    return plain.send(body);
  });

  app.put("/user", { schema: { body: userBody, querystring: RedirectQuery, response: { 200: User, ...authErrors } } }, async (request) => {
    const current = await authenticate(auth, request.headers.authorization);
    await limit(request, "signup");
    const body = request.body ?? {};
    return updateUser(auth, current, body, clientContext(request), { redirectTo: request.query.redirect_to });
  });

  // GET /reauthenticate, POST and GET /verify.
  await app.register(accountRoutes, { auth });
  // POST /recover, POST /otp, POST /resend.
  await app.register(emailRoutes, { auth });
  // POST /factors, POST /factors/{id}/challenge and /verify, DELETE /factors/{id}.
  await app.register(factorRoutes, { auth });
  // POST /sso, GET /authorize, /user/identities: switched off, answered as GoTrue does.
  await app.register(disabledRoutes, { auth });
  // /admin/users, /admin/generate_link, POST /invite: service role only (admin.ts).
  await app.register(adminRoutes, { auth, deleteAccount });

  app.get("/settings", { schema: { response: { 200: Settings, ...authErrors } } }, async () => ({
    external: { anonymous_users: config.auth.anonymousUsersEnabled, email: true, phone: false },
    disable_signup: config.auth.disableSignup,
    mailer_autoconfirm: config.auth.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
    password_min_length: config.auth.passwordMinLength,
  }));

  app.get("/health", { schema: { response: { 200: Health, ...authErrors } } }, async () => ({
    version: "v1.0.0",
    name: "GoTrue",
    description: "GoTrue is a user registration and authentication API",
  }));

  app.get("/.well-known/jwks.json", { schema: { response: { 200: Jwks, ...authErrors } } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=600");
    return { keys: auth.keys.jwks };
  });
}
