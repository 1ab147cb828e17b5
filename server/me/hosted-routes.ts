// "Meine Daten" when a hosted Supabase project holds the accounts (server/auth/hosted-verifier.ts).
// We answer for what we hold — conversations, feedback, the tools' entries — keyed by the token's
// `sub`; the account itself (address, password, sessions, second factor) lives at the project,
// and the answers say so instead of pretending.
import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { DeleteAccount } from "../db/account-deletion.js";
import { apiErrors, Binary, IdParams } from "../http/contracts.js";
import { HostedAccount, HostedDeleteBody, HostedDeleted, SessionList } from "./contracts.js";
import { ApiError } from "../http/errors.js";
import type { Kysely } from "kysely";
import type { Clock } from "../clock.js";
import type { Database } from "../db/schema.js";
import type { Guard } from "../http/require-user.js";
import type { Authenticated } from "../auth/authenticate.js";
import { sendExport } from "./export.js";

/** Deleting needs a fresh sign-in: we cannot check the password, which the project holds. */
export const RECENT_SIGN_IN_SECONDS = 15 * 60;

const managedThere = (what: string) =>
  new ApiError(409, "hosted_account", `${what} werden beim Anmeldedienst verwaltet, nicht in diesem Dienst.`);

export async function hostedMeRoutes(
  parent: FastifyInstance,
  {
    guard,
    db,
    clock,
    supabaseUrl,
    deleteAccount,
  }: { guard: Guard<Authenticated>; db: Kysely<Database>; clock: Clock; supabaseUrl: string; deleteAccount: DeleteAccount },
): Promise<void> {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const provider = new URL(supabaseUrl).origin;
  app.addHook("preHandler", guard);

  // Recovery from a lost factor is the project's business (its own MFA).
  for (const path of ["/me/mfa-recovery", "/me/mfa-recovery/verify"]) {
    app.post(path, { schema: { response: apiErrors } }, async () => {
      throw managedThere("Zweite Faktoren");
    });
  }

  app.get("/me", { schema: { response: { 200: HostedAccount, ...apiErrors } } }, async (request) => {
    const { user } = guard.user(request);
    return { id: user.id, email: user.email, createdAt: user.created_at, lastSignInAt: user.last_sign_in_at, accountProvider: provider };
  });

  // Only the session this token belongs to is known here; the others are the project's.
  app.get("/me/sessions", { schema: { response: { 200: SessionList, ...apiErrors } } }, async (request) => {
    const { session } = guard.user(request);
    return {
      sessions: [{ id: session.id, userAgent: "", ip: "", createdAt: session.created_at, lastUsedAt: session.created_at, current: true }],
    };
  });

  app.delete("/me/sessions/:id", { schema: { params: IdParams, response: apiErrors } }, async () => {
    throw managedThere("Sitzungen");
  });

  app.get(
    "/me/export",
    { schema: { response: { 200: Binary("application/json", "Everything held for the user (docs/export-format.md)"), ...apiErrors } } },
    async (request, reply) => {
      const { user } = guard.user(request);
      return sendExport(reply, db, user, clock);
    },
  );

  // The web app sends the password as with our own accounts; it is accepted and ignored.
  app.delete(
    "/me",
    {
      schema: {
        body: HostedDeleteBody,
        response: { 200: HostedDeleted, ...apiErrors },
      },
    },
    async (request) => {
      const { user, claims } = guard.user(request);
      const signedInAt = Math.max(0, ...claims.amr.map((entry) => entry.timestamp));
      if (Math.floor(clock.now() / 1000) - signedInAt > RECENT_SIGN_IN_SECONDS) {
        throw new ApiError(
          403,
          "reauthentication_needed",
          "Bitte melden Sie sich erneut an und löschen Sie Ihre Daten danach innert 15 Minuten. Es wurde nichts gelöscht.",
        );
      }
      // Our placeholder row holds no address: nothing is keyed by e-mail for a hosted user.
      await deleteAccount({ id: user.id, email: "" }, clock.iso());
      return {
        deleted: true,
        accountProvider: provider,
        message: `Ihre Daten in diesem Dienst wurden gelöscht. Ihr Konto selbst besteht beim Anmeldedienst (${provider}) weiter und kann nur dort gelöscht werden.`,
      };
    },
  );
}
