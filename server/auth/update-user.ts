// PUT /user ([auth] internal/api/user.go UserUpdate). A new password needs a reauthentication
// nonce unless the session signed in recently; a new e-mail address is only recorded and
// confirmed by e-mail (email-change.ts). Together they close finding W1: an access token alone
// no longer takes the account over.
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import { startEmailChange } from "./email-change.js";
import { checkFrequency, takeSignedInAllowance } from "./mail-limits.js";
import { consumeToken } from "./one-time-tokens.js";
import { checkNonce } from "./reauthenticate.js";
import { redirectTarget } from "./redirects.js";
import { endSessions } from "./sessions.js";
import type { AuthDeps } from "./deps.js";
import type { Authenticated } from "./authenticate.js";
import { validateEmail } from "./email-address.js";
import { checkMetadata, mergeUserMetadata, userJson } from "./user-json.js";
import { findUserByEmail, findUserById, identitiesOf } from "./users.js";

interface UpdateBody {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  nonce?: string | null;
  data?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
}

export async function updateUser(
  auth: Pick<AuthDeps, "clock" | "config" | "db" | "limiter" | "mail" | "passwords">,
  current: Authenticated,
  body: UpdateBody,
  ctx: AuditContext,
  options: { redirectTo?: string } = {},
) {
  const { user, session } = current;
  if (body.app_metadata) throw new ApiError(403, "not_admin", "Updating app_metadata requires admin privileges");
  if (body.phone) throw new ApiError(422, "phone_provider_disabled", "Phone logins are disabled");
  checkMetadata({ ...JSON.parse(user.raw_user_meta_data), ...(body.data ?? {}) });
  // GoTrue's order: the address, then the password's strength, then taken addresses, then reauthentication.
  const requested = body.email ? validateEmail(body.email) : null;
  const newEmail = requested !== null && requested !== user.email ? requested : null;
  const password = body.password ?? null;
  // An anonymous user first needs an address to sign in with (user.go UserUpdate).
  if (user.is_anonymous === 1 && password && !requested) {
    throw new ApiError(422, "validation_failed", "Updating password of an anonymous user without an email or phone is not allowed");
  }
  if (password) auth.passwords.check(password);
  if (newEmail && (await findUserByEmail(auth.db, newEmail))) {
    throw new ApiError(422, "email_exists", "A user with this email address has already been registered");
  }
  const nonceId = password ? await checkNonce(auth, current, body.nonce, ctx) : null;
  let passwordHash: string | null = null;
  if (password) {
    if (await auth.passwords.verify(user.encrypted_password, password)) {
      throw new ApiError(422, "same_password", "New password should be different from the old password.");
    }
    passwordHash = await auth.passwords.hash(password);
  }
  if (newEmail) {
    checkFrequency(auth, user.email_change_sent_at);
    await takeSignedInAllowance(auth, user.id, ctx.ip);
  }
  const now = auth.clock.iso();
  const metadata = mergeUserMetadata(JSON.parse(user.raw_user_meta_data), body.data ?? {});
  const sendEmailChangeMails = await auth.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({
        raw_user_meta_data: JSON.stringify(metadata),
        updated_at: now,
        ...(passwordHash ? { encrypted_password: passwordHash } : {}),
      })
      .where("id", "=", user.id)
      .execute();
    // Used up with the change it allowed; a concurrent change with the same nonce loses here.
    if (nonceId && !(await consumeToken(trx, nonceId))) {
      throw new ApiError(422, "reauthentication_not_valid", "Nonce has expired or is invalid");
    }
    if (passwordHash) {
      // A new password ends every other session of the user (User.UpdatePassword).
      await endSessions(trx, user.id, "others", session.id);
      await audit(trx, "user_updated_password", { id: user.id, email: user.email }, ctx, now, { reauthenticated: nonceId !== null });
    } else {
      await audit(trx, "user_modified", { id: user.id, email: user.email }, ctx, now);
    }
    if (!newEmail) return null;
    const redirectTo = redirectTarget(auth.config, options.redirectTo);
    return startEmailChange(trx, auth, { user, newEmail, redirectTo, now }, ctx);
  });
  if (passwordHash && user.email) auth.mail.send("password_changed", user.email, { email: user.email });
  sendEmailChangeMails?.();
  const updated = await findUserById(auth.db, user.id);
  if (!updated) throw new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
  return userJson(updated, await identitiesOf(auth.db, user.id));
}
