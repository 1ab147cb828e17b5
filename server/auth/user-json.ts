import { ApiError } from "../http/errors.js";
// The User and Identity JSON shapes ([auth] internal/models/user.go, identity.go).
import type { IdentitiesTable, UsersTable } from "../db/schema.js";

export function identityJson(identity: IdentitiesTable) {
  const data = JSON.parse(identity.identity_data) as Record<string, unknown>;
  return {
    // The names are swapped on purpose, for compatibility with GoTrue.
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at ?? undefined,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: typeof data.email === "string" ? data.email.toLowerCase() : undefined,
  };
}

export function userJson(user: UsersTable, identities: IdentitiesTable[]) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: "",
    invited_at: user.invited_at ?? undefined,
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: user.email_confirmed_at ?? undefined,
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change_sent_at ?? undefined,
    reauthentication_sent_at: user.reauthentication_sent_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: JSON.parse(user.raw_app_meta_data) as Record<string, unknown>,
    user_metadata: JSON.parse(user.raw_user_meta_data) as Record<string, unknown>,
    identities: identities.map(identityJson),
    created_at: user.created_at,
    updated_at: user.updated_at,
    banned_until: user.banned_until ?? undefined,
    is_anonymous: user.is_anonymous === 1,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/**
 * Keys of user_metadata that restate the e-mail identity. Sign-up keeps the caller's data from
 * overwriting them (signup.go); GoTrue's UserUpdate does not, so a user could set
 * email_verified or another sub in their own access token. Here updates leave them alone too.
 */
const IDENTITY_KEYS = new Set(["sub", "email", "email_verified", "phone_verified"]);

/** PUT /user's data merged into user_metadata: null deletes a key (models.User.UpdateUserMetaData). */
export function mergeUserMetadata(current: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(data)) {
    if (IDENTITY_KEYS.has(key)) continue;
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Metadata travels in every access token; beyond this a user's own headers would grow too large. */
export const MAX_METADATA_CHARS = 4096;

export function checkMetadata(data: unknown): void {
  if (data && JSON.stringify(data).length > MAX_METADATA_CHARS) {
    throw new ApiError(400, "validation_failed", `User metadata is too large (max ${MAX_METADATA_CHARS} characters)`);
  }
}
