// Recovery from a lost authenticator (decision 012): signed in with the password (aal1), the user
// asks for a code by e-mail and, with that code, removes their TOTP factors. Password plus
// mailbox: two things an attacker must hold. The code is GoTrue's reauthentication nonce (the same
// mail, token kind and expiry as GET /auth/v1/reauthenticate), so no second code flow exists.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "@sinclair/typebox";
import { apiErrors } from "../http/contracts.js";
import type { AuthDeps } from "../auth/deps.js";
import type { Authenticated } from "../auth/authenticate.js";
import { audit } from "../auth/audit.js";
import { removeFactor } from "../auth/factors.js";
import { codeMatches, consumeToken, isExpired, recordWrongCode, tokenOf } from "../auth/one-time-tokens.js";
import { requestReauthentication } from "../auth/reauthenticate.js";
import { ApiError } from "../http/errors.js";
import { clientContext } from "../http/client.js";
import { requireUser, type UserVerifier } from "../http/require-user.js";

const invalidCode = () =>
  new ApiError(422, "mfa_recovery_invalid_code", "Der Code ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.");

export async function mfaRecoveryRoutes(
  parent: FastifyInstance,
  { auth, verifier }: { auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail">; verifier: UserVerifier<Authenticated> },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  // The whole point: an aal1 session of a user with a factor may use these two routes.
  const guard = requireUser(verifier, { allowAal1: true });
  app.addHook("preHandler", guard);

  /** Sends the code; the mail limits of GET /reauthenticate apply (429 over_email_send_rate_limit). */
  app.post(
    "/me/mfa-recovery",
    { schema: { response: { 202: Type.Object({ sent: Type.Boolean() }), ...apiErrors } } },
    async (request, reply) => {
      const current = guard.user(request);
      const factors = await auth.db.selectFrom("mfa_factors").select("id").where("user_id", "=", current.user.id).execute();
      if (factors.length === 0) throw new ApiError(409, "mfa_recovery_no_factor", "Für dieses Konto ist kein zweiter Faktor eingerichtet.");
      await requestReauthentication(auth, current, clientContext(request));
      return reply.status(202).send({ sent: true });
    },
  );

  app.post(
    "/me/mfa-recovery/verify",
    {
      schema: {
        // Only the length is checked here: a missing or malformed code gets the handler's own German message.
        body: Type.Object({ code: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false }),
        response: { 200: Type.Object({ removed: Type.Integer() }), ...apiErrors },
      },
    },
    async (request) => {
      const current = guard.user(request);
      const { user } = current;
      const code = String(request.body?.code ?? "").trim();
      if (!/^\d{6}$/.test(code)) throw new ApiError(400, "validation_failed", "Bitte geben Sie den 6-stelligen Code aus der E-Mail ein.");
      const token = await tokenOf(auth.db, user.id, "reauthentication");
      // A code sent to an address the account no longer has is void too.
      if (!token || token.relates_to !== user.email || isExpired(token, auth.clock.now(), auth.config.mail.otpExpSeconds))
        throw invalidCode();
      if (!codeMatches(token, code)) {
        await recordWrongCode(auth.db, [token.id]);
        await audit(auth.db, "reauthentication_failed", { id: user.id, email: user.email }, clientContext(request), auth.clock.iso());
        throw invalidCode();
      }
      if (!(await consumeToken(auth.db, token.id))) throw invalidCode();
      const factors = await auth.db.selectFrom("mfa_factors").select("id").where("user_id", "=", user.id).execute();
      const now = auth.clock.iso();
      for (const factor of factors) await removeFactor(auth.db, factor.id, now);
      if (factors.length > 0) auth.mail.send("factor_removed", user.email, { email: user.email, how: "recovery" });
      await audit(auth.db, "mfa_recovered", { id: user.id, email: user.email }, clientContext(request), now, {
        factors_removed: factors.length,
      });
      return { removed: factors.length };
    },
  );
}
