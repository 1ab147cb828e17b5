// The account routes' requests and answers (/api/me) as TypeBox values and, through Static<>, the
// types "Meine Daten" uses (web/src/lib/api.ts imports them as types only). TypeBox and schema
// modules only: the web's type check reads this file.
import { Type, type Static } from "@sinclair/typebox";
import { Nullable } from "../http/contracts.js";
import { PASSWORD_MAX_LENGTH } from "../wire/passwords.js";

export const Account = Type.Object({
  id: Type.String(),
  email: Type.String(),
  createdAt: Type.String(),
  lastSignInAt: Nullable(Type.String()),
});
export const AccountSession = Type.Object({
  id: Type.String(),
  userAgent: Type.String(),
  ip: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.String(),
  /** The session this request was made with. */
  current: Type.Boolean(),
});
export const SessionList = Type.Object({ sessions: Type.Array(AccountSession) });
export const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }) },
  { additionalProperties: false },
);

/** The hosted variant (server/me/hosted-routes.ts): the local shape plus where the account lives. */
export const HostedAccount = Type.Object({ ...Account.properties, accountProvider: Type.String() });
/** DELETE /api/me with a hosted project: the password is accepted and ignored (the sign-in's age counts). */
export const HostedDeleteBody = Type.Object(
  { password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })) },
  { additionalProperties: false },
);
export const HostedDeleted = Type.Object({ deleted: Type.Boolean(), accountProvider: Type.String(), message: Type.String() });

export type Account = Static<typeof Account>;
export type HostedDeleted = Static<typeof HostedDeleted>;
export type HostedDeleteBody = Static<typeof HostedDeleteBody>;
export type AccountSession = Static<typeof AccountSession>;
export type SessionList = Static<typeof SessionList>;
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;
