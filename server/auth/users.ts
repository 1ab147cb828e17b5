// Storage of users and identities. Returns rows, never HTTP.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, IdentitiesTable, UsersTable } from "../db/schema.js";

/** users.email_unproven: signed up with a password; signed up again before confirming (address-proof.ts). */
export const UNPROVEN = 1;
export const UNPROVEN_RESIGNED = 2;

type Q = Kysely<Database>;

export async function findUserByEmail(db: Q, email: string): Promise<UsersTable | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function findUserById(db: Q, id: string): Promise<UsersTable | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The user's e-mail identity, if it has one (an anonymous user has none). */
export async function emailIdentityOf(db: Q, userId: string): Promise<IdentitiesTable | undefined> {
  return db.selectFrom("identities").selectAll().where("user_id", "=", userId).where("provider", "=", "email").executeTakeFirst();
}

export async function identitiesOf(db: Q, userId: string): Promise<IdentitiesTable[]> {
  return db.selectFrom("identities").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

export async function createEmailUser(
  db: Q,
  input: {
    email: string;
    passwordHash: string;
    data: Record<string, unknown>;
    confirmed: boolean;
    now: string;
    aud: string;
    /**
     * Sign-up copies the identity's claims (sub, email, email_verified) into user_metadata; an
     * administrator's user (admin create, generate_link) keeps exactly the metadata given.
     */
    byAdmin?: boolean;
    /** A self sign-up with a password: nobody has proven the address yet (decision 020). */
    unproven?: boolean;
  },
): Promise<{ user: UsersTable; identity: IdentitiesTable }> {
  const id = crypto.randomUUID();
  const identityData = { sub: id, email: input.email, email_verified: false, phone_verified: false };
  // The caller's data may not overwrite the identity's own keys (signup.go).
  const userMetadata = input.byAdmin ? { ...input.data } : { ...input.data, ...identityData, email_verified: input.confirmed };
  const user: UsersTable = {
    id,
    aud: input.aud,
    role: "authenticated",
    email: input.email,
    encrypted_password: input.passwordHash,
    email_confirmed_at: input.confirmed ? input.now : null,
    confirmation_sent_at: input.confirmed ? null : input.now,
    last_sign_in_at: null,
    raw_app_meta_data: JSON.stringify({ provider: "email", providers: ["email"] }),
    raw_user_meta_data: JSON.stringify(userMetadata),
    banned_until: null,
    is_anonymous: 0,
    created_at: input.now,
    updated_at: input.now,
    email_change: null,
    email_change_sent_at: null,
    reauthentication_sent_at: null,
    invited_at: null,
    email_unproven: input.unproven ? UNPROVEN : 0,
  };
  const identity: IdentitiesTable = {
    id: crypto.randomUUID(),
    provider_id: id,
    user_id: id,
    provider: "email",
    identity_data: JSON.stringify(identityData),
    last_sign_in_at: input.now,
    created_at: input.now,
    updated_at: input.now,
  };
  await db.insertInto("users").values(user).execute();
  await db.insertInto("identities").values(identity).execute();
  return { user, identity };
}

export async function touchSignIn(db: Q, userId: string, now: string): Promise<void> {
  await db.updateTable("users").set({ last_sign_in_at: now, updated_at: now }).where("id", "=", userId).execute();
  await db.updateTable("identities").set({ last_sign_in_at: now, updated_at: now }).where("user_id", "=", userId).execute();
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
