// POST /resend ([auth] internal/api/resend.go): a new sign-up confirmation or e-mail change mail.
// An address without a pending confirmation gets the same 200 {} and no mail, so the answer does
// not tell which addresses have accounts.
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import { startEmailChange } from "./email-change.js";
import { issueMailedToken } from "./email-tokens.js";
import { takeRequesterCaps, takeSharedAllowance } from "./mail-limits.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { findUserByEmail } from "./users.js";

export async function resend(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail">,
  input: { type: string; email: string; phone: string; redirectTo: string },
  ctx: AuditContext,
): Promise<Record<string, never>> {
  const { type } = input;
  if (type !== "signup" && type !== "email_change" && type !== "sms" && type !== "phone_change") {
    throw new ApiError(400, "validation_failed", "Missing one of these types: signup, email_change, sms, phone_change");
  }
  if (!input.email && type === "signup") throw new ApiError(400, "validation_failed", "Type provided requires an email address");
  if (!input.phone && type === "sms") throw new ApiError(400, "validation_failed", "Type provided requires a phone number");
  if (type === "sms" || type === "phone_change") throw new ApiError(400, "phone_provider_disabled", "Unsupported phone provider");
  if (!input.email) throw new ApiError(400, "validation_failed", "Type provided requires an email address");
  const email = validateEmail(input.email);
  await takeRequesterCaps(auth, ctx.ip, email);
  // For email_change either address of the pending change finds it (FindUserForEmailChange).
  const user =
    (await findUserByEmail(auth.db, email)) ??
    (type === "email_change"
      ? await auth.db.selectFrom("users").selectAll().where("email_change", "=", email).executeTakeFirst()
      : undefined);
  // Whether a mail goes out decides only if the pool is charged or looked at: the same answer.
  const pool = type === "signup" ? "new" : "accounts";
  const sends = type === "signup" ? Boolean(user && !user.email_confirmed_at) : Boolean(user?.email_change);
  await takeSharedAllowance(auth, pool, sends);
  if (!user) return {};
  const now = auth.clock.iso();
  if (type === "signup") {
    if (user.email_confirmed_at) return {};
    const send = await auth.db.transaction().execute(async (trx) => {
      const sendMail = await issueMailedToken(trx, auth, {
        userId: user.id,
        email,
        kind: "confirmation",
        pkce: null,
        redirectTo: input.redirectTo,
        now,
      });
      await trx.updateTable("users").set({ confirmation_sent_at: now }).where("id", "=", user.id).execute();
      await audit(trx, "user_confirmation_requested", { id: user.id, email }, ctx, now, { resend: true });
      return sendMail;
    });
    send();
    return {};
  }
  const pending = user.email_change;
  if (!pending) return {};
  const send = await auth.db
    .transaction()
    .execute((trx) => startEmailChange(trx, auth, { user, newEmail: pending, redirectTo: input.redirectTo, now }, ctx));
  send();
  return {};
}
