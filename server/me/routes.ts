// The user's own data: account, sessions, export and deletion (Art. 25, 28 and 32 DSG).
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { apiErrors, Binary, canNameRow, IdParams, NoContent } from "../http/contracts.js";
import { Account, DeleteAccountBody, SessionList } from "./contracts.js";
import { audit } from "../auth/audit.js";
import type { RateLimit } from "../config.js";
import { ApiError, retryAfter } from "../http/errors.js";
import { clientContext } from "../http/client.js";
import type { Kysely } from "kysely";
import type { Clock } from "../clock.js";
import type { Database } from "../db/schema.js";
import type { Lockout } from "../auth/lockout.js";
import type { DeleteAccount } from "../db/account-deletion.js";
import type { Passwords } from "../auth/passwords.js";
import type { RateLimiter } from "../limits/rate-limiter.js";
import type { Guard } from "../http/require-user.js";
import type { Authenticated } from "../auth/authenticate.js";
import { sendExport } from "./export.js";
import { endSession, listSessions } from "./repo.js";

/** Password checks per user, on top of the sign-in lock-out: a stolen token is no password oracle. */
const PASSWORD_CHECKS: RateLimit = { count: 5, periodSeconds: 300, burst: 5 };

function tooManyAttempts(waitSeconds: number): ApiError {
  const minutes = Math.ceil(waitSeconds / 60);
  const when = minutes <= 1 ? "in einer Minute" : `in ${minutes} Minuten`;
  return new ApiError(
    429,
    "too_many_attempts",
    `Zu viele Versuche mit dem Passwort. Bitte versuchen Sie es ${when} erneut. Es wurde nichts gelöscht.`,
    {},
    retryAfter(waitSeconds),
  );
}

/** What "Meine Daten" uses: the data, and for deletion the password check with its lock-out. */
export interface MeRouteDeps {
  guard: Guard<Authenticated>;
  db: Kysely<Database>;
  clock: Clock;
  limiter: RateLimiter;
  lockout: Lockout;
  passwords: Passwords;
  deleteAccount: DeleteAccount;
}

export async function meRoutes(
  parent: FastifyInstance,
  { guard, db, clock, limiter, lockout, passwords, deleteAccount }: MeRouteDeps,
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("preHandler", guard);

  app.get("/me", { schema: { response: { 200: Account, ...apiErrors } } }, async (request) => {
    const { user } = guard.user(request);
    return { id: user.id, email: user.email, createdAt: user.created_at, lastSignInAt: user.last_sign_in_at };
  });

  app.get("/me/sessions", { schema: { response: { 200: SessionList, ...apiErrors } } }, async (request) => {
    const { user, session } = guard.user(request);
    const rows = await listSessions(db, user.id);
    return {
      sessions: rows.map((s) => ({
        id: s.id,
        userAgent: s.user_agent,
        ip: s.ip,
        createdAt: s.created_at,
        lastUsedAt: s.refreshed_at ?? s.created_at,
        current: s.id === session.id,
      })),
    };
  });

  app.delete("/me/sessions/:id", { schema: { params: IdParams, response: { 204: NoContent, ...apiErrors } } }, async (request, reply) => {
    const { user } = guard.user(request);
    if (!canNameRow(request.params.id) || !(await endSession(db, user.id, request.params.id)))
      throw new ApiError(404, "session_missing", "Diese Sitzung gibt es nicht.");
    await audit(db, "session_ended", { id: user.id, email: user.email }, clientContext(request), clock.iso(), {
      session_id: request.params.id,
    });
    return reply.status(204).send();
  });

  const exportFile = Binary("application/json", "The user's data as one JSON file (a download, streamed)");
  app.get("/me/export", { schema: { response: { 200: exportFile, ...apiErrors } } }, async (request, reply) => {
    const { user } = guard.user(request);
    return sendExport(reply, db, user, clock);
  });

  app.delete(
    "/me",
    {
      schema: {
        body: DeleteAccountBody,
        response: { 204: NoContent, ...apiErrors },
      },
    },
    async (request, reply) => {
      const { user } = guard.user(request);
      const ctx = clientContext(request);
      const wait = await limiter.consume(`password-check:${user.id}`, PASSWORD_CHECKS, clock.now());
      if (wait > 0) throw tooManyAttempts(wait);
      // The guess counts against the account like a sign-in: same budget, same address lock.
      const reservation = await lockout.reserve(user.email, ctx.ip, clock.now());
      if (!reservation.allowed) throw tooManyAttempts(reservation.retryAfterSeconds);
      if (!(await passwords.verify(user.encrypted_password, request.body.password))) {
        const action = reservation.locking ? "login_locked" : "login_failed";
        await audit(db, action, { id: user.id, email: user.email }, ctx, clock.iso(), { purpose: "account_deletion" });
        throw new ApiError(403, "password_invalid", "Das Passwort ist falsch. Es wurde nichts gelöscht.");
      }
      await deleteAccount(user, clock.iso());
      return reply.status(204).send();
    },
  );
}
