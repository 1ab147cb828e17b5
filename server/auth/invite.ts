// POST /invite ([auth] internal/api/invite.go): the admin invites an address. The account is
// created unconfirmed and without a password; the mailed link (type invite) confirms it and signs
// in, after which the user sets a password with PUT /user. Inviting an address again re-sends.
import type { Kysely } from "kysely";
import type { Database, UsersTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { Admin } from "./admin.js";
import { adminActor, adminUserJson } from "./admin-users.js";
import { audit, type AuditContext } from "./audit.js";
import { recordFlow } from "./flow-state.js";
import { takeSharedAllowance } from "./mail-limits.js";
import { issueToken, type IssuedToken } from "./one-time-tokens.js";
import { verifyLink } from "./redirects.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { AUDIENCE } from "./tokens.js";
import { checkMetadata } from "./user-json.js";
import { createEmailUser, findUserByEmail, findUserById, isUniqueViolation } from "./users.js";

type Q = Kysely<Database>;

export const duplicateEmail = () => new ApiError(422, "email_exists", "A user with this email address has already been registered");

/**
 * In the caller's transaction: the invited account (new, or the existing unconfirmed one) and its
 * confirmation token, which GoTrue's invite links carry too. Confirmed accounts are refused.
 */
export async function inviteInTransaction(
  trx: Q,
  input: { existing: UsersTable | undefined; email: string; data: Record<string, unknown>; now: string },
  admin: Admin,
  ctx: AuditContext,
): Promise<{ user: UsersTable; issued: IssuedToken }> {
  let user = input.existing;
  if (user?.email_confirmed_at) throw duplicateEmail();
  if (!user) {
    // No password: nothing to guess until the invited person sets one.
    ({ user } = await createEmailUser(trx, {
      email: input.email,
      passwordHash: "",
      data: input.data,
      confirmed: false,
      now: input.now,
      aud: AUDIENCE,
      byAdmin: true,
    }));
  }
  await trx.updateTable("users").set({ confirmation_sent_at: input.now, invited_at: input.now }).where("id", "=", user.id).execute();
  user = { ...user, confirmation_sent_at: input.now, invited_at: input.now };
  const issued = await issueToken(trx, { userId: user.id, kind: "confirmation", relatesTo: input.email, now: input.now });
  await recordFlow(trx, { userId: user.id, kind: "confirmation", pkce: null, now: input.now });
  await audit(trx, "user_invited", adminActor(admin), ctx, input.now, { user_id: user.id });
  return { user, issued };
}

export async function invite(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail">,
  admin: Admin,
  input: { email: string; data: Record<string, unknown> | null; redirectTo: string },
  ctx: AuditContext,
) {
  const email = validateEmail(input.email);
  checkMetadata(input.data);
  const existing = await findUserByEmail(auth.db, email);
  if (existing?.email_confirmed_at) throw duplicateEmail();
  // The instance-wide allowance of e-mails to new addresses (GoTrue's RATE_LIMIT_EMAIL_SENT); an
  // administrator holding the service key needs no per-requester caps (decision 019).
  await takeSharedAllowance(auth, "new", true);
  const now = auth.clock.iso();
  const { user, issued } = await auth.db
    .transaction()
    .execute((trx) => inviteInTransaction(trx, { existing, email, data: input.data ?? {}, now }, admin, ctx))
    .catch((error: unknown) => {
      // Two invitations of one new address at the same moment: the unique index decides.
      throw isUniqueViolation(error) ? duplicateEmail() : error;
    });
  const link = verifyLink(auth.config, { token: issued.linkToken, type: "invite", redirectTo: input.redirectTo });
  auth.mail.send("invite", email, { code: issued.code, link, expiresInSeconds: auth.config.mail.otpExpSeconds });
  return adminUserJson(auth.db, (await findUserById(auth.db, user.id))!);
}
