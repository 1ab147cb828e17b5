// POST /recover ([auth] internal/api/recover.go): mails a recovery link and code. The answer is
// the same 200 {} whether or not an account has the address, after the same statements and the
// same limits; the mail goes out in the background (no SMTP wait in the answer). An unknown
// address charges no instance allowance, it only looks at it (decision 019).
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import { issueMailedToken } from "./email-tokens.js";
import type { Pkce } from "./flow-state.js";
import { takeRequesterCaps, takeSharedAllowance } from "./mail-limits.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { findUserByEmail } from "./users.js";

export async function recover(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail">,
  input: { email: string; pkce: Pkce | null; redirectTo: string },
  ctx: AuditContext,
): Promise<Record<string, never>> {
  if (!input.email) throw new ApiError(400, "validation_failed", "Password recovery requires an email");
  const email = validateEmail(input.email);
  await takeRequesterCaps(auth, ctx.ip, email);
  const user = await findUserByEmail(auth.db, email);
  await takeSharedAllowance(auth, "accounts", Boolean(user));
  const now = auth.clock.iso();
  if (!user) {
    // The same statements as for an account, touching no row but the audit entry, so that the
    // answer's timing does not tell whether the address has an account.
    await auth.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("one_time_tokens").where("user_id", "=", "").execute();
      await trx.deleteFrom("flow_state").where("user_id", "=", "").execute();
      await audit(trx, "user_recovery_requested", { id: null, email }, ctx, now, { known: false });
    });
    return {};
  }
  const send = await auth.db.transaction().execute(async (trx) => {
    const sendMail = await issueMailedToken(trx, auth, {
      userId: user.id,
      email,
      kind: "recovery",
      pkce: input.pkce,
      redirectTo: input.redirectTo,
      now,
    });
    await audit(trx, "user_recovery_requested", { id: user.id, email }, ctx, now);
    return sendMail;
  });
  send();
  return {};
}
