// Changing the e-mail address ([auth] internal/api/mail.go sendEmailChange, verify.go
// emailChangeVerify). PUT /user only records the wish and mails tokens; the address changes when
// the new address (and, with MAILER_SECURE_EMAIL_CHANGE_ENABLED, the current one too) confirms.
// Stricter than GoTrue: both confirmations are needed even with MAILER_AUTOCONFIRM on (GoTrue
// then accepts either one), and too many wrong codes cancel the whole change, so a guesser cannot
// void the current address's token and finish with the new one alone.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Engine } from "../db/database.js";
import type { Database, OneTimeTokenKind, OneTimeTokensTable, UsersTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import { claimSendSlot } from "./mail-limits.js";
import { consumeToken, deleteTokens, issueToken } from "./one-time-tokens.js";
import { verifyLink } from "./redirects.js";
import type { AuthDeps } from "./deps.js";
import { emailIdentityOf, findUserByEmail } from "./users.js";

type Q = Kysely<Database>;

export const EMAIL_CHANGE_KINDS: OneTimeTokenKind[] = ["email_change_new", "email_change_current"];

export const SINGLE_CONFIRMATION_ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

const expiredLink = () => new ApiError(403, "otp_expired", "Email link is invalid or has expired");

/**
 * In PUT /user's transaction: records the pending change and issues the tokens. Returns the
 * e-mails to send once the transaction has committed.
 */
export async function startEmailChange(
  trx: Q,
  auth: Pick<AuthDeps, "clock" | "config" | "mail">,
  input: { user: UsersTable; newEmail: string; redirectTo: string; now: string },
  ctx: AuditContext,
): Promise<() => void> {
  const { user, newEmail, redirectTo, now } = input;
  const { config } = auth;
  await claimSendSlot(trx, auth, user.id, "email_change_sent_at", { email_change: newEmail });
  // An anonymous user has no address yet: only the new one confirms (GoTrue's identity linking).
  const secure = config.mail.secureEmailChange && user.email !== "";
  const forNew = await issueToken(trx, { userId: user.id, kind: "email_change_new", relatesTo: newEmail, now });
  const forCurrent = secure ? await issueToken(trx, { userId: user.id, kind: "email_change_current", relatesTo: user.email, now }) : null;
  if (!secure) await deleteTokens(trx, user.id, ["email_change_current"]);
  await audit(trx, "email_change_requested", { id: user.id, email: user.email }, ctx, now, { new_email: newEmail, secure });
  const expiresInSeconds = config.mail.otpExpSeconds;
  const link = (token: string) => verifyLink(config, { token, type: "email_change", redirectTo });
  return () => {
    const addresses = { currentEmail: user.email, newEmail };
    auth.mail.send("email_change_new", newEmail, {
      ...addresses,
      code: forNew.code,
      link: link(forNew.linkToken),
      expiresInSeconds,
      currentMustConfirm: forCurrent !== null,
    });
    if (forCurrent) {
      auth.mail.send("email_change_current", user.email, {
        ...addresses,
        code: forCurrent.code,
        link: link(forCurrent.linkToken),
        expiresInSeconds,
      });
    } else if (user.email) {
      auth.mail.send("email_change_notice", user.email, addresses);
    }
  };
}

export type EmailChangeOutcome = { kind: "partial" } | { kind: "changed"; user: UsersTable; oldEmail: string };

/** In POST/GET /verify's transaction, with a token that has been checked for expiry. */
export async function confirmEmailChange(
  trx: Q,
  engine: Engine,
  input: { token: OneTimeTokensTable; now: string },
  ctx: AuditContext,
): Promise<EmailChangeOutcome> {
  const { token, now } = input;
  let query = trx.selectFrom("users").selectAll().where("id", "=", token.user_id);
  // Two confirmations at the same moment must not both see the other token as still pending.
  if (engine === "postgres") query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user?.email_change) throw expiredLink();
  const belongs = token.kind === "email_change_new" ? token.relates_to === user.email_change : token.relates_to === user.email;
  if (!belongs || !(await consumeToken(trx, token.id))) throw expiredLink();
  const actor = { id: user.id, email: user.email };
  const pending = await trx
    .selectFrom("one_time_tokens")
    .select("id")
    .where("user_id", "=", user.id)
    .where("kind", "in", EMAIL_CHANGE_KINDS)
    .executeTakeFirst();
  if (pending) {
    await audit(trx, "email_change_partly_confirmed", actor, ctx, now, { confirmed: token.kind });
    return { kind: "partial" };
  }
  const newEmail = user.email_change;
  if (await findUserByEmail(trx, newEmail)) {
    throw new ApiError(422, "email_exists", "A user with this email address has already been registered");
  }
  const metadata = { ...(JSON.parse(user.raw_user_meta_data) as Record<string, unknown>), email: newEmail, email_verified: true };
  const changed: UsersTable = {
    ...user,
    email: newEmail,
    email_change: null,
    email_confirmed_at: user.email_confirmed_at ?? now,
    raw_user_meta_data: JSON.stringify(metadata),
    updated_at: now,
  };
  changed.is_anonymous = 0;
  changed.email_unproven = 0;
  await trx
    .updateTable("users")
    .set({
      email: changed.email,
      email_change: null,
      email_confirmed_at: changed.email_confirmed_at,
      raw_user_meta_data: changed.raw_user_meta_data,
      // A confirmed address makes an anonymous user a permanent one (verify.go emailChangeVerify).
      is_anonymous: 0,
      // The new address was proven by whoever holds the account (decision 020).
      email_unproven: 0,
      updated_at: now,
    })
    .where("id", "=", user.id)
    .execute();
  const identity = await emailIdentityOf(trx, user.id);
  if (identity) {
    const data = { ...(JSON.parse(identity.identity_data) as Record<string, unknown>), email: newEmail, email_verified: true };
    await trx
      .updateTable("identities")
      .set({ identity_data: JSON.stringify(data), updated_at: now })
      .where("id", "=", identity.id)
      .execute();
  } else {
    // The formerly anonymous user's first identity: from now on it signs in with this address.
    await trx
      .insertInto("identities")
      .values({
        id: crypto.randomUUID(),
        provider_id: user.id,
        user_id: user.id,
        provider: "email",
        identity_data: JSON.stringify({ sub: user.id, email: newEmail, email_verified: true, phone_verified: false }),
        last_sign_in_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  // Codes sent to the old address (a reauthentication nonce, say) end with it, as in GoTrue.
  await deleteTokens(trx, user.id);
  await audit(trx, "email_change_confirmed", actor, ctx, now, { new_email: newEmail });
  return { kind: "changed", user: changed, oldEmail: user.email };
}

/** After too many wrong codes: the pending change ends, its tokens with it. */
export async function cancelEmailChange(db: Q, userId: string, now: string, ctx: AuditContext): Promise<void> {
  await deleteTokens(db, userId, EMAIL_CHANGE_KINDS);
  const user = await db.selectFrom("users").select(["email", "email_change"]).where("id", "=", userId).executeTakeFirst();
  if (!user?.email_change) return;
  await db.updateTable("users").set({ email_change: null }).where("id", "=", userId).execute();
  await audit(db, "email_change_cancelled", { id: userId, email: user.email }, ctx, now, { reason: "too_many_wrong_codes" });
}
