// Decision 020: an address belongs to whoever proves it. Sign-up signs in at once, before anyone
// has shown that the address is theirs, so whoever signs up first with someone else's address
// holds a session, a password and perhaps a second factor. The first mailed link or code that
// proves the address (magic link, /otp code, recovery, confirmation; link, code or PKCE) ends all
// of that in the transaction that signs the prover in. GoTrue keeps it all (a known pre-account
// takeover); we are compatible on the wire and stricter inside.
import type { Kysely } from "kysely";
import type { Database, OneTimeTokenKind, UsersTable } from "../db/schema.js";
import { audit, type AuditContext } from "./audit.js";
import { EMAIL_CHANGE_KINDS } from "./email-change.js";
import type { Lockout } from "./lockout.js";
import { deleteTokens } from "./one-time-tokens.js";
import { UNPROVEN } from "./users.js";

type Q = Kysely<Database>;

export interface Claimed {
  email: string;
  sessionsEnded: number;
  factorsRemoved: number;
  conversationsMarked: number;
}

/**
 * In the transaction of the proof, before its own session (or PKCE auth code) is made: null when
 * nothing had to be taken back. `user` is the row as read in this transaction.
 *
 * The sign-up's own confirmation (MAILER_AUTOCONFIRM off) proves the address from the start: no
 * session existed, and the password chosen at sign-up stays, as the specification asks. Any other
 * first proof (magic link, recovery, an invitation; /otp mails a magic link to such an account,
 * see otp.ts) takes back what the sign-up held.
 */
export async function claimAddress(
  trx: Q,
  input: { user: UsersTable; kind: OneTimeTokenKind; now: string; lockout: Lockout },
  ctx: AuditContext,
): Promise<Claimed | null> {
  const { user, now } = input;
  if (!user.email_unproven) return null;
  // Whoever flips the flag does the work: of two proofs at once only one cleans up (on
  // PostgreSQL the row lock makes the second wait and then find 0).
  const flipped = await trx
    .updateTable("users")
    .set({ email_unproven: 0, updated_at: now })
    .where("id", "=", user.id)
    .where("email_unproven", ">=", UNPROVEN)
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) !== 1) return null;
  // An invitation to such an account carries a confirmation too, but the invited person did not
  // choose the sign-up's password (invite.ts accepts an existing unconfirmed account).
  // A second sign-up before confirming leaves the first one's password in place (GoTrue's answer
  // hides that the address is taken), so its confirmation is no proof of that password either.
  const ownConfirmation = input.kind === "confirmation" && !user.email_confirmed_at && !user.invited_at;
  if (ownConfirmation && user.email_unproven === UNPROVEN) return null;

  const sessions = await trx.deleteFrom("sessions").where("user_id", "=", user.id).executeTakeFirst();
  // Factors with their challenges; the sessions they raised to aal2 are gone already.
  const factors = await trx.deleteFrom("mfa_factors").where("user_id", "=", user.id).executeTakeFirst();
  // Nothing to sign in with until the owner sets a password; the password grant then answers
  // GoTrue's invalid_credentials, as for an account without one (an invited user's).
  await trx
    .updateTable("users")
    .set({ encrypted_password: "", email_change: null, email_change_sent_at: null, reauthentication_sent_at: null })
    .where("id", "=", user.id)
    .execute();
  // Codes the sign-up asked for: an e-mail change to an address of its own would otherwise move
  // the account away, and a reauthentication nonce belongs to its session. Links and codes sent
  // to the proven address stay: only its owner can have them.
  await deleteTokens(trx, user.id, [...EMAIL_CHANGE_KINDS, "reauthentication"]);
  // The sign-up's client addresses no longer count as ones the owner signs in from (decision 008).
  await input.lockout.forget(trx, user.email);
  const conversations = await trx.updateTable("conversations").set({ before_proof: 1 }).where("user_id", "=", user.id).executeTakeFirst();
  const claimed: Claimed = {
    email: user.email,
    sessionsEnded: Number(sessions.numDeletedRows),
    factorsRemoved: Number(factors.numDeletedRows),
    conversationsMarked: Number(conversations.numUpdatedRows),
  };
  await audit(trx, "user_address_claimed", { id: user.id, email: user.email }, ctx, now, {
    via: input.kind,
    sessions_ended: claimed.sessionsEnded,
    factors_removed: claimed.factorsRemoved,
    conversations_marked: claimed.conversationsMarked,
    password_cleared: true,
  });
  return claimed;
}
