// The admin API's user management ([auth] internal/api/admin.go): list, create, read, update,
// delete users and their factors. Handlers call these; they return GoTrue's JSON or throw ApiError.
// Deleting a user is the whole account deletion composed in app.ts: the product data goes with it.
import type { Kysely } from "kysely";
import type { DeleteAccount } from "../db/account-deletion.js";
import type { Database, UsersTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { Admin } from "./admin.js";
import { audit, type AuditContext } from "./audit.js";
import { factorJson, factorsField, factorsOf } from "./factors-store.js";
import { removeFactor } from "./factors.js";
import { deleteTokens } from "./one-time-tokens.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { endSessions } from "./sessions.js";
import { AUDIENCE } from "./tokens.js";
import { checkMetadata, mergeUserMetadata, userJson } from "./user-json.js";
import { createEmailUser, emailIdentityOf, findUserByEmail, findUserById, identitiesOf, isUniqueViolation } from "./users.js";

type Q = Kysely<Database>;

export interface AdminUserBody {
  id?: string | null;
  aud?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  password_hash?: string | null;
  email_confirm?: boolean | null;
  phone_confirm?: boolean | null;
  user_metadata?: Record<string, unknown> | null;
  app_metadata?: Record<string, unknown> | null;
  role?: string | null;
  ban_duration?: string | null;
}

// Any version, as gofrs/uuid's FromString accepts (canonical form only).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";

const DUPLICATE_EMAIL = () => new ApiError(422, "email_exists", "A user with this email address has already been registered");

export const adminActor = (admin: Admin) => ({ id: null, email: admin.role });

/** The user with its identities and factors, as GoTrue's User JSON. */
export async function adminUserJson(db: Q, user: UsersTable) {
  return { ...userJson(user, await identitiesOf(db, user.id)), ...(await factorsField(db, user.id)) };
}

/** loadUser: a malformed id is a 404 too, with GoTrue's code and words. */
export async function loadUser(db: Q, id: string): Promise<UsersTable> {
  if (!UUID.test(id)) throw new ApiError(404, "validation_failed", "user_id must be an UUID");
  const user = await findUserById(db, id.toLowerCase());
  if (!user) throw new ApiError(404, "user_not_found", "User not found");
  return user;
}

const UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * ban_duration in Go's time.ParseDuration syntax ("24h", "1h30m", "90s") or "none"; milliseconds,
 * 0 for none, undefined when not given. Days are no Go unit, so "7d" is refused as in GoTrue.
 */
export function parseBanDuration(raw: string | null | undefined): number | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  if (raw === "none") return 0;
  const invalid = () =>
    new ApiError(400, "validation_failed", `invalid format for ban duration: time: invalid duration "${raw.slice(0, 40)}"`);
  const match = /^([+-]?)((?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+)$/.exec(raw);
  if (!match) {
    if (raw === "0" || raw === "+0" || raw === "-0") return 0;
    throw invalid();
  }
  let total = 0;
  // Sticky: the string is nothing but these tokens (checked above), so each is read where the last ended.
  for (const part of match[2].matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/gy)) total += Number(part[1]) * UNITS[part[2]];
  // Longer than Go's time.Duration (about 292 years) overflows there; here it would break Date.
  if (!Number.isFinite(total) || total > 9_223_372_036_854) throw invalid();
  return match[1] === "-" ? -total : total;
}

function bannedUntil(durationMs: number, nowMs: number): string | null {
  return durationMs === 0 ? null : new Date(nowMs + durationMs).toISOString();
}

function checkRole(role: string | null | undefined): string | null {
  if (role === undefined || role === null || role === "") return null;
  if (role.length > 63) throw new ApiError(400, "validation_failed", "role must be at most 63 characters");
  return role;
}

/** Shared by create and update: what GoTrue accepts that this server has no use for. */
function refuseUnsupported(body: AdminUserBody): void {
  if (body.phone) throw new ApiError(422, "phone_provider_disabled", "Phone logins are disabled");
  if (body.password_hash) throw new ApiError(400, "validation_failed", "password_hash is not supported; send a password instead");
  if (body.aud && body.aud !== AUDIENCE) throw new ApiError(400, "validation_failed", `Only the audience "${AUDIENCE}" is supported`);
}

/** models.User.UpdateAppMetaData: keys set, null deletes. */
function mergeAppMetadata(current: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function listUsers(auth: Pick<AuthDeps, "db">, input: { page: number; perPage: number; aud: string; filter: string }) {
  let query = auth.db.selectFrom("users").where("aud", "=", input.aud);
  if (input.filter !== "") query = query.where("email", "like", `%${input.filter.toLowerCase()}%`);
  const counted = await query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage)
    .execute();
  const ids = rows.map((row) => row.id);
  const identities = ids.length
    ? await auth.db.selectFrom("identities").selectAll().where("user_id", "in", ids).orderBy("created_at").execute()
    : [];
  const factors = ids.length
    ? await auth.db.selectFrom("mfa_factors").selectAll().where("user_id", "in", ids).orderBy("created_at").execute()
    : [];
  const users = rows.map((row) => {
    const own = factors.filter((factor) => factor.user_id === row.id).map(factorJson);
    return {
      ...userJson(
        row,
        identities.filter((identity) => identity.user_id === row.id),
      ),
      ...(own.length > 0 ? { factors: own } : {}),
    };
  });
  return { users, total: Number(counted.count) };
}

export async function createUser(auth: Pick<AuthDeps, "clock" | "db" | "passwords">, admin: Admin, body: AdminUserBody, ctx: AuditContext) {
  refuseUnsupported(body);
  if (!body.email) throw new ApiError(400, "validation_failed", "Cannot create a user without either an email or phone");
  const email = validateEmail(body.email);
  if (await findUserByEmail(auth.db, email)) throw DUPLICATE_EMAIL();
  let id: string | null = null;
  if (body.id) {
    if (!UUID.test(body.id)) throw new ApiError(400, "validation_failed", "ID must conform to the uuid v4 format");
    if (body.id === NIL_UUID) throw new ApiError(400, "validation_failed", "ID cannot be a nil uuid");
    id = body.id.toLowerCase();
  }
  checkMetadata(body.user_metadata);
  checkMetadata(body.app_metadata);
  const role = checkRole(body.role) ?? "authenticated";
  const ban = parseBanDuration(body.ban_duration);
  // Without a password the account has none (GoTrue sets a random one): sign-in by link only.
  const password = body.password ?? "";
  if (password !== "") auth.passwords.check(password);
  const passwordHash = password === "" ? "" : await auth.passwords.hash(password);
  const now = auth.clock.iso();
  const confirmed = body.email_confirm === true;
  try {
    const created = await auth.db.transaction().execute(async (trx) => {
      const { user } = await createEmailUser(trx, {
        email,
        passwordHash,
        data: body.user_metadata ?? {},
        confirmed,
        now,
        aud: AUDIENCE,
        byAdmin: true,
      });
      // createEmailUser chose the id; the admin's own one replaces it before anything else refers to it.
      if (id) await rekeyUser(trx, user, id);
      const appMetadata = mergeAppMetadata(JSON.parse(user.raw_app_meta_data) as Record<string, unknown>, body.app_metadata ?? {});
      const changes = {
        role,
        raw_app_meta_data: JSON.stringify(appMetadata),
        // No confirmation mail goes out for an admin-created user.
        confirmation_sent_at: null,
        banned_until: ban === undefined ? null : bannedUntil(ban, auth.clock.now()),
      };
      await trx
        .updateTable("users")
        .set(changes)
        .where("id", "=", id ?? user.id)
        .execute();
      const finalId = id ?? user.id;
      await audit(trx, "user_signedup", adminActor(admin), ctx, now, { user_id: finalId, provider: "email", by_admin: true });
      return (await findUserById(trx, finalId))!;
    });
    return adminUserJson(auth.db, created);
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (id && (await findUserById(auth.db, id))) throw new ApiError(422, "user_already_exists", "User already registered");
      throw DUPLICATE_EMAIL();
    }
    throw error;
  }
}

/** Moves a just-created user (and its identity) to the id the admin asked for. */
async function rekeyUser(trx: Q, user: UsersTable, id: string): Promise<void> {
  const identity = await trx.selectFrom("identities").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
  const identityData = { ...(JSON.parse(identity.identity_data) as Record<string, unknown>), sub: id };
  const metadata = { ...(JSON.parse(user.raw_user_meta_data) as Record<string, unknown>), sub: id };
  await trx.deleteFrom("identities").where("id", "=", identity.id).execute();
  await trx.deleteFrom("users").where("id", "=", user.id).execute();
  await trx
    .insertInto("users")
    .values({ ...user, id, raw_user_meta_data: JSON.stringify(metadata) })
    .execute();
  await trx
    .insertInto("identities")
    .values({ ...identity, user_id: id, provider_id: id, identity_data: JSON.stringify(identityData) })
    .execute();
}

export async function updateUser(
  auth: Pick<AuthDeps, "clock" | "db" | "passwords">,
  admin: Admin,
  user: UsersTable,
  body: AdminUserBody,
  ctx: AuditContext,
) {
  refuseUnsupported(body);
  const email = body.email ? validateEmail(body.email) : null;
  const newEmail = email !== null && email !== user.email ? email : null;
  const ban = parseBanDuration(body.ban_duration);
  const role = checkRole(body.role);
  const password = body.password ?? null;
  if (password !== null) auth.passwords.check(password);
  const metadata = mergeUserMetadata(JSON.parse(user.raw_user_meta_data) as Record<string, unknown>, body.user_metadata ?? {});
  const appMetadata = mergeAppMetadata(JSON.parse(user.raw_app_meta_data) as Record<string, unknown>, body.app_metadata ?? {});
  checkMetadata(metadata);
  checkMetadata(appMetadata);
  if (newEmail && (await findUserByEmail(auth.db, newEmail))) throw DUPLICATE_EMAIL();
  const passwordHash = password !== null ? await auth.passwords.hash(password) : null;
  const now = auth.clock.iso();
  const confirm = body.email_confirm === true;
  try {
    await auth.db.transaction().execute(async (trx) => {
      if (confirm) metadata.email_verified = true;
      if (newEmail) metadata.email = newEmail;
      await trx
        .updateTable("users")
        .set({
          raw_user_meta_data: JSON.stringify(metadata),
          raw_app_meta_data: JSON.stringify(appMetadata),
          updated_at: now,
          ...(role ? { role } : {}),
          ...(confirm && !user.email_confirmed_at ? { email_confirmed_at: now } : {}),
          // The administrator vouches for the address (decision 020).
          ...(confirm ? { email_unproven: 0 } : {}),
          ...(newEmail ? { email: newEmail, email_change: null, email_change_sent_at: null } : {}),
          ...(passwordHash !== null ? { encrypted_password: passwordHash } : {}),
          ...(ban !== undefined ? { banned_until: bannedUntil(ban, auth.clock.now()) } : {}),
        })
        .where("id", "=", user.id)
        .execute();
      if (newEmail || confirm) {
        const identity = await emailIdentityOf(trx, user.id);
        if (identity) {
          const data = JSON.parse(identity.identity_data) as Record<string, unknown>;
          if (newEmail) data.email = newEmail;
          // GoTrue writes the flag with the new address; a confirmation alone sets it too.
          if (newEmail || confirm) data.email_verified = confirm;
          await trx
            .updateTable("identities")
            .set({ identity_data: JSON.stringify(data), updated_at: now })
            .where("id", "=", identity.id)
            .execute();
        }
      }
      // Codes and links already sent mean nothing after a new password, address or confirmation
      // (User.UpdatePassword, User.Confirm); a new password also ends every session, as a
      // ban does here (GoTrue only refuses a banned user's refresh).
      if (passwordHash !== null || newEmail || confirm) await deleteTokens(trx, user.id);
      if (passwordHash !== null || (ban !== undefined && ban > 0)) await endSessions(trx, user.id, "global", "");
      await audit(trx, "user_modified", adminActor(admin), ctx, now, { user_id: user.id, by_admin: true });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw DUPLICATE_EMAIL();
    throw error;
  }
  return adminUserJson(auth.db, (await findUserById(auth.db, user.id))!);
}

export async function deleteUser(
  auth: Pick<AuthDeps, "clock">,
  deleteAccount: DeleteAccount,
  user: UsersTable,
  softDelete: boolean,
): Promise<Record<string, never>> {
  // A soft deletion keeps the personal data; this product's deletion is always complete.
  if (softDelete)
    throw new ApiError(400, "validation_failed", "Soft deletion is not supported; delete the user without should_soft_delete");
  await deleteAccount({ id: user.id, email: user.email }, auth.clock.iso());
  return {};
}

export async function listFactors(auth: Pick<AuthDeps, "db">, user: UsersTable) {
  return (await factorsOf(auth.db, user.id)).map(factorJson);
}

export async function deleteFactor(
  auth: Pick<AuthDeps, "clock" | "db" | "mail">,
  admin: Admin,
  user: UsersTable,
  factorId: string,
  ctx: AuditContext,
) {
  if (!UUID.test(factorId)) throw new ApiError(404, "validation_failed", "factor_id must be an UUID");
  const factor = await auth.db
    .selectFrom("mfa_factors")
    .selectAll()
    .where("id", "=", factorId.toLowerCase())
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!factor) throw new ApiError(404, "mfa_factor_not_found", "Factor not found");
  const now = auth.clock.iso();
  await removeFactor(auth.db, factor.id, now);
  if (factor.status === "verified" && user.email) auth.mail.send("factor_removed", user.email, { email: user.email, how: "admin" });
  await audit(auth.db, "mfa_factor_unenrolled", adminActor(admin), ctx, now, { user_id: user.id, factor_id: factor.id, by_admin: true });
  return factorJson(factor);
}
