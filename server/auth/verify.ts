// POST and GET /verify ([auth] internal/api/verify.go): a code with its address, or a link token,
// exchanged for what it confirms: an e-mail change, a sign-up confirmation, a magic link or a
// recovery. A link opened for a PKCE flow yields an auth code instead of a session.
import type { OneTimeTokenKind, OneTimeTokensTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { claimAddress, type Claimed } from "./address-proof.js";
import { audit, type AuditContext } from "./audit.js";
import { cancelEmailChange, confirmEmailChange, EMAIL_CHANGE_KINDS, SINGLE_CONFIRMATION_ACCEPTED } from "./email-change.js";
import { issueAuthCode, withoutPkcePrefix } from "./flow-state.js";
import { consumeToken, findByCode, findByLinkToken, isExpired, recordWrongCode } from "./one-time-tokens.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { createSession } from "./sessions.js";
import { touchSignIn } from "./users.js";
import { sessionResponse } from "./session-response.js";

/** GoTrue's e-mail verification types; the token kinds they accept here. */
const KINDS: Record<string, OneTimeTokenKind[]> = {
  email_change: EMAIL_CHANGE_KINDS,
  signup: ["confirmation"],
  // An invitation carries a confirmation token, as in GoTrue (server/auth/invite.ts).
  invite: ["confirmation"],
  magiclink: ["magic_link"],
  recovery: ["recovery"],
  // signInWithOtp's code: a confirmation for a new address, a magic link for an account.
  email: ["confirmation", "magic_link"],
};

export interface VerifyInput {
  type: string;
  /** A code typed in (with `email`) or, from GET, a link token. */
  token: string;
  tokenHash: string;
  email: string;
  phone: string;
  redirectTo: string;
  /** GET /verify: a PKCE flow gets an auth code for its redirect instead of a session. */
  forRedirect?: boolean;
}

export type VerifyOutcome =
  | { kind: "session"; response: Awaited<ReturnType<typeof sessionResponse>> }
  | { kind: "message"; message: string }
  | { kind: "code"; code: string };

const expiredLink = () => new ApiError(403, "otp_expired", "Email link is invalid or has expired");
const expiredCode = () => new ApiError(403, "otp_expired", "Token has expired or is invalid");

/**
 * GoTrue's validatePhone: "+" and spaces dropped, then E.164 digits. No account here has a phone
 * number, but a malformed one is a client mistake and gets GoTrue's 400, not the 403 of a wrong code.
 */
function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, "").replaceAll(" ", "");
  if (!/^[1-9][0-9]{1,14}$/.test(digits)) {
    throw new ApiError(400, "validation_failed", "Invalid phone number format (E.164 required)");
  }
  return digits;
}

/** VerifyParams.Validate for POST; returns the lower-cased address of a code. */
export function validatePost(input: VerifyInput): VerifyInput {
  if (!input.type) throw new ApiError(400, "validation_failed", "Verify requires a verification type");
  if ((!input.token && !input.tokenHash) || (input.token && input.tokenHash)) {
    throw new ApiError(400, "validation_failed", "Verify requires either a token or a token hash");
  }
  if (input.token) {
    if (input.phone && !input.email) return { ...input, phone: validatePhone(input.phone) };
    if (!input.email || input.phone) {
      throw new ApiError(400, "validation_failed", "Only an email address or phone number should be provided on verify");
    }
    try {
      return { ...input, email: validateEmail(input.email) };
    } catch {
      throw new ApiError(422, "validation_failed", "Invalid email format");
    }
  }
  if (input.email || input.phone || input.redirectTo) {
    throw new ApiError(400, "validation_failed", "Only the token_hash and type should be provided");
  }
  return input;
}

/** VerifyParams.Validate for GET: the `token` query parameter is a link token. */
export function validateGet(input: { type: string; token: string }): void {
  if (!input.type) throw new ApiError(400, "validation_failed", "Verify requires a verification type");
  if (!input.token) throw new ApiError(400, "validation_failed", "Verify requires a token or a token hash");
}

async function tokenByLink(auth: Pick<AuthDeps, "clock" | "config" | "db">, type: string, linkToken: string): Promise<OneTimeTokensTable> {
  const kinds = KINDS[type];
  if (!kinds) throw new ApiError(400, "validation_failed", "Invalid email verification type");
  const token = await findByLinkToken(auth.db, linkToken, kinds);
  if (!token || isExpired(token, auth.clock.now(), auth.config.mail.otpExpSeconds)) throw expiredLink();
  return token;
}

async function tokenByCode(
  auth: Pick<AuthDeps, "clock" | "config" | "db">,
  input: VerifyInput,
  ctx: AuditContext,
): Promise<OneTimeTokensTable> {
  // No account here has a phone number, so no phone code is ever valid.
  if (!input.email) throw expiredCode();
  const { match, candidates } = await findByCode(auth.db, input.email, input.token, KINDS[input.type] ?? []);
  const nowMs = auth.clock.now();
  const live = candidates.filter((token) => !isExpired(token, nowMs, auth.config.mail.otpExpSeconds));
  if (match && live.includes(match)) return match;
  const spent = await recordWrongCode(
    auth.db,
    live.map((token) => token.id),
  );
  for (const token of spent) {
    if (EMAIL_CHANGE_KINDS.includes(token.kind)) await cancelEmailChange(auth.db, token.user_id, auth.clock.iso(), ctx);
  }
  throw expiredCode();
}

export async function verify(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "engine" | "lockout" | "mail" | "tokens">,
  input: VerifyInput,
  ctx: AuditContext,
): Promise<VerifyOutcome> {
  const token = input.tokenHash
    ? await tokenByLink(auth, input.type, withoutPkcePrefix(input.tokenHash))
    : await tokenByCode(auth, input, ctx);
  const owner = await auth.db.selectFrom("users").select("banned_until").where("id", "=", token.user_id).executeTakeFirst();
  if (owner?.banned_until && Date.parse(owner.banned_until) > auth.clock.now()) throw new ApiError(403, "user_banned", "User is banned");
  if (!EMAIL_CHANGE_KINDS.includes(token.kind)) return verifyAddressToken(auth, input, token, ctx);
  const now = auth.clock.iso();
  const result = await auth.db.transaction().execute(async (trx) => {
    const outcome = await confirmEmailChange(trx, auth.engine, { token, now }, ctx);
    if (outcome.kind === "partial") return { outcome };
    await touchSignIn(trx, outcome.user.id, now);
    // The confirmation signs the user in, as GoTrue's issueRefreshToken with the otp method does.
    const created = await createSession(trx, {
      userId: outcome.user.id,
      method: "otp",
      now,
      nowSeconds: Math.floor(auth.clock.now() / 1000),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await audit(trx, "login", { id: outcome.user.id, email: outcome.user.email }, ctx, now, {
      session_id: created.session.id,
      method: "otp",
    });
    return { outcome, created };
  });
  if (result.outcome.kind === "partial" || !result.created) return { kind: "message", message: SINGLE_CONFIRMATION_ACCEPTED };
  const { user, oldEmail } = result.outcome;
  auth.mail.send("email_changed", oldEmail, { oldEmail, newEmail: user.email });
  const signedIn = { ...user, last_sign_in_at: now };
  return { kind: "session", response: await sessionResponse(auth, signedIn, result.created.session, result.created.refreshToken) };
}

/** Tells the owner, once the proof has committed, what was taken back from the sign-up. */
function notifyClaimed(auth: Pick<AuthDeps, "mail">, claimed: Claimed): void {
  auth.mail.send("address_claimed", claimed.email, claimed);
}

/** Sign-up confirmation, magic link, recovery: confirm the address, then a session or an auth code. */
async function verifyAddressToken(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "lockout" | "mail" | "tokens">,
  input: VerifyInput,
  token: OneTimeTokensTable,
  ctx: AuditContext,
): Promise<VerifyOutcome> {
  const now = auth.clock.iso();
  const invalid = () => (input.tokenHash ? expiredLink() : expiredCode());
  const result = await auth.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").selectAll().where("id", "=", token.user_id).executeTakeFirst();
    // A token sent to an address the account no longer has is void, as is a used one.
    if (!user || user.email !== token.relates_to || !(await consumeToken(trx, token.id))) throw invalid();
    const actor = { id: user.id, email: user.email };
    // Before the prover's own session or auth code: every proof path passes here (decision 020).
    const claimed = await claimAddress(trx, { user, kind: token.kind, now, lockout: auth.lockout }, ctx);
    let confirmedAt = user.email_confirmed_at;
    if (!confirmedAt) {
      confirmedAt = now;
      await trx.updateTable("users").set({ email_confirmed_at: now, updated_at: now }).where("id", "=", user.id).execute();
      await audit(trx, "user_confirmed", actor, ctx, now, { via: token.kind });
    }
    if (input.forRedirect) {
      const code = await issueAuthCode(trx, { userId: user.id, kind: token.kind, now });
      if (code) return { code, claimed };
    }
    await touchSignIn(trx, user.id, now);
    const created = await createSession(trx, {
      userId: user.id,
      method: "otp",
      now,
      nowSeconds: Math.floor(auth.clock.now() / 1000),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    await audit(trx, "login", actor, ctx, now, { session_id: created.session.id, method: "otp" });
    const signedIn = claimed ? { ...user, encrypted_password: "", email_unproven: 0 } : user;
    return { user: { ...signedIn, email_confirmed_at: confirmedAt, last_sign_in_at: now }, created, claimed };
  });
  if (result.claimed) notifyClaimed(auth, result.claimed);
  if ("code" in result && result.code) return { kind: "code", code: result.code };
  if (!("created" in result) || !result.created || !result.user) throw invalid();
  return { kind: "session", response: await sessionResponse(auth, result.user, result.created.session, result.created.refreshToken) };
}
