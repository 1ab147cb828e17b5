// PUT /user ([auth] internal/api/user.go UserUpdate).
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import { endSessions } from "./sessions.js";
import { validateEmail, type AuthService, type Authenticated } from "./service.js";
import { checkMetadata, userJson } from "./user-json.js";
import { findUserByEmail, findUserById, identitiesOf, isUniqueViolation } from "./users.js";

interface UpdateBody {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
}

export async function updateUser(auth: AuthService, current: Authenticated, body: UpdateBody, ctx: AuditContext) {
  const { user, session } = current;
  if (body.app_metadata) throw new ApiError(403, "not_admin", "Updating app_metadata requires admin privileges");
  if (body.phone) throw new ApiError(422, "phone_provider_disabled", "Phone logins are disabled");
  checkMetadata({ ...JSON.parse(user.raw_user_meta_data), ...(body.data ?? {}) });
  const password = body.password ?? null;
  let passwordHash: string | null = null;
  if (password !== null && password !== "") {
    auth.passwords.check(password);
    if (await auth.passwords.verify(user.encrypted_password, password)) {
      throw new ApiError(422, "same_password", "New password should be different from the old password.");
    }
    passwordHash = await auth.passwords.hash(password);
  }
  let email: string | null = null;
  if (body.email && body.email.toLowerCase() !== user.email) {
    email = validateEmail(body.email);
    if (await findUserByEmail(auth.db, email))
      throw new ApiError(422, "email_exists", "A user with this email address has already been registered");
  }
  const now = auth.clock.iso();
  const metadata = JSON.parse(user.raw_user_meta_data) as Record<string, unknown>;
  for (const [key, value] of Object.entries(body.data ?? {})) {
    // A null value deletes the key (models.User.UpdateUserMetaData).
    if (value === null) delete metadata[key];
    else metadata[key] = value;
  }
  if (email) metadata.email = email;
  try {
    await auth.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({
          raw_user_meta_data: JSON.stringify(metadata),
          updated_at: now,
          ...(passwordHash ? { encrypted_password: passwordHash } : {}),
          ...(email ? { email } : {}),
        })
        .where("id", "=", user.id)
        .execute();
      if (email) {
        const identity = JSON.stringify({ sub: user.id, email, email_verified: false, phone_verified: false });
        await trx
          .updateTable("identities")
          .set({ identity_data: identity, updated_at: now })
          .where("user_id", "=", user.id)
          .where("provider", "=", "email")
          .execute();
      }
      if (passwordHash) {
        // A new password ends every other session of the user (User.UpdatePassword).
        await endSessions(trx, user.id, "others", session.id);
        await audit(trx, "user_updated_password", { id: user.id, email: user.email }, ctx, now);
      } else {
        await audit(trx, "user_modified", { id: user.id, email: email ?? user.email }, ctx, now);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(422, "email_exists", "A user with this email address has already been registered");
    throw error;
  }
  const updated = await findUserById(auth.db, user.id);
  if (!updated) throw new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
  return userJson(updated, await identitiesOf(auth.db, user.id));
}
