// POST /otp with an e-mail ([auth] internal/api/otp.go, magic_link.go): a sign-in link and code.
// An unknown address becomes an unconfirmed account (create_user, default true) whose first mail
// is the sign-up confirmation, which signs in just the same; with create_user false GoTrue says
// "Signups not allowed for otp", and so do we.
import crypto from "node:crypto";
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import { issueMailedToken } from "./email-tokens.js";
import type { Pkce } from "./flow-state.js";
import { takeRequesterCaps, takeSharedAllowance } from "./mail-limits.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { checkMetadata } from "./user-json.js";
import { createEmailUser, findUserByEmail, isUniqueViolation } from "./users.js";

export interface OtpInput {
  email: string;
  phone: string;
  createUser: boolean;
  data: Record<string, unknown> | null | undefined;
  pkce: Pkce | null;
  redirectTo: string;
}

export async function requestOtp(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail" | "passwords">,
  input: OtpInput,
  ctx: AuditContext,
): Promise<Record<string, never>> {
  if (input.email && input.phone) throw new ApiError(400, "validation_failed", "Only an email address or phone number should be provided");
  if (input.phone) throw new ApiError(400, "phone_provider_disabled", "Unsupported phone provider");
  if (!input.email) throw new ApiError(400, "validation_failed", "One of email or phone must be set");
  checkMetadata(input.data);
  const email = validateEmail(input.email);
  let user = await findUserByEmail(auth.db, email);
  if (!user) {
    if (!input.createUser) throw new ApiError(422, "otp_disabled", "Signups not allowed for otp");
    if (auth.config.auth.disableSignup) throw new ApiError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  await takeRequesterCaps(auth, ctx.ip, email);
  // A magic link to a confirmed account, else a confirmation of an address nobody has proved yet.
  await takeSharedAllowance(auth, user?.email_confirmed_at ? "accounts" : "new", true);
  // An account made here has a password nobody knows, as in GoTrue; it signs in by mail.
  const passwordHash = user ? null : await auth.passwords.hash(crypto.randomBytes(32).toString("base64url"));
  const now = auth.clock.iso();
  try {
    const send = await auth.db.transaction().execute(async (trx) => {
      if (!user && passwordHash) {
        const confirmed = auth.config.auth.mailerAutoconfirm;
        ({ user } = await createEmailUser(trx, { email, passwordHash, data: input.data ?? {}, confirmed, now, aud: "authenticated" }));
        await audit(trx, "user_signedup", { id: user.id, email }, ctx, now, { via: "otp" });
      }
      if (!user) throw new ApiError(422, "otp_disabled", "Signups not allowed for otp");
      // An account signed up with a password but not yet confirmed gets a magic link, not the
      // sign-up's confirmation: signing in here proves the address without accepting that
      // password (decision 020, address-proof.ts).
      const kind = user.email_confirmed_at || user.email_unproven ? "magic_link" : "confirmation";
      const sendMail = await issueMailedToken(trx, auth, {
        userId: user.id,
        email,
        kind,
        pkce: input.pkce,
        redirectTo: input.redirectTo,
        now,
      });
      if (kind === "confirmation") {
        await trx.updateTable("users").set({ confirmation_sent_at: now }).where("id", "=", user.id).execute();
      }
      await audit(trx, kind === "magic_link" ? "magiclink_requested" : "user_confirmation_requested", { id: user.id, email }, ctx, now);
      return sendMail;
    });
    send();
  } catch (error) {
    // Two requests for a new address at the same moment: the first one's mail is on its way.
    if (isUniqueViolation(error)) return {};
    throw error;
  }
  return {};
}
