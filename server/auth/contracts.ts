// Contract pieces of /auth/v1, GoTrue's wire format ([auth] internal/api/errors.go, models/user.go,
// identity.go, factor.go; the shared reference supabase-auth-contract.md), as TypeBox values.
// Property order is the order the handlers build the objects in: the serializer writes a schema's
// properties in its own order (required ones first: see InOrder), so the bytes stay what they were.
import { Type, type Static } from "@sinclair/typebox";
import { InOrder, Nullable } from "../http/contracts.js";

/** Free-form JSON a user or an administrator wrote (metadata, identity data): sent as stored. */
const FreeForm = Type.Object({}, { additionalProperties: true, description: "Free-form JSON, sent as stored" });

/** GoTrue's reasons for a weak password, sent with the error (422) or, on sign-in, with the session. */
const WeakPassword = Type.Object({ message: Type.Optional(Type.String()), reasons: Type.Array(Type.String()) });

/** The error format a client gets when it sends X-Supabase-Api-Version 2024-01-01 or later. */
export const AuthError2024 = Type.Object({
  code: Type.String(),
  message: Type.String(),
  weak_password: Type.Optional(WeakPassword),
});

/** The legacy error format (no API version header); `error_id` only on a 5xx. */
export const AuthErrorLegacy = Type.Object({
  code: Type.Integer(),
  error_code: Type.String(),
  msg: Type.String(),
  weak_password: Type.Optional(WeakPassword),
  error_id: Type.Optional(Type.String()),
});

/** Either format; they differ in the type of `code`, which is how the serializer tells them apart. */
export const AuthErrorBody = Type.Union([AuthError2024, AuthErrorLegacy]);
export type AuthErrorBody = Static<typeof AuthErrorBody>;

/** Every /auth/v1 route can answer with GoTrue's error: 4xx from validation and handlers, 5xx from the error handler. */
export const authErrors = { "4xx": AuthErrorBody, "5xx": AuthErrorBody } as const;

export const Identity = InOrder(
  Type.Object({
    identity_id: Type.String(),
    id: Type.String(),
    user_id: Type.String(),
    identity_data: FreeForm,
    provider: Type.String(),
    last_sign_in_at: Type.Optional(Type.String()),
    created_at: Type.String(),
    updated_at: Type.String(),
    email: Type.Optional(Type.String()),
  }),
);

export const Factor = InOrder(
  Type.Object({
    id: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String(),
    status: Type.String(),
    friendly_name: Type.Optional(Type.String()),
    factor_type: Type.String(),
    last_challenged_at: Nullable(Type.String()),
  }),
);

/** userJson() plus factorsField() (server/auth/user-json.ts, factors-store.ts). */
export const User = InOrder(
  Type.Object({
    id: Type.String(),
    aud: Type.String(),
    role: Type.String(),
    email: Type.String(),
    email_confirmed_at: Type.Optional(Type.String()),
    phone: Type.String(),
    invited_at: Type.Optional(Type.String()),
    confirmation_sent_at: Type.Optional(Type.String()),
    confirmed_at: Type.Optional(Type.String()),
    new_email: Type.Optional(Type.String()),
    email_change_sent_at: Type.Optional(Type.String()),
    reauthentication_sent_at: Type.Optional(Type.String()),
    last_sign_in_at: Type.Optional(Type.String()),
    app_metadata: FreeForm,
    user_metadata: FreeForm,
    identities: Type.Array(Identity),
    created_at: Type.String(),
    updated_at: Type.String(),
    banned_until: Type.Optional(Type.String()),
    is_anonymous: Type.Boolean(),
    factors: Type.Optional(Type.Array(Factor)),
  }),
);

/** sessionResponse() (session-response.ts). */
export const Session = Type.Object({
  access_token: Type.String(),
  token_type: Type.String(),
  expires_in: Type.Integer(),
  expires_at: Type.Integer(),
  refresh_token: Type.String(),
  user: User,
  weak_password: Type.Optional(WeakPassword),
});

/** What a sign-up or a confirmation answers: a session when signed in at once, else the user. */
export const SessionOrUser = Type.Union([Session, User]);

/** GoTrue's plain acknowledgement of a request it has handled (`{}`). */
export const Empty = Type.Object({}, { additionalProperties: false });

/** GoTrue's request fields are Go pointers: absent, null or a value. */
export const OptionalString = Type.Optional(Nullable(Type.String()));
/** user_metadata / app_metadata a client sends: any JSON object, or null. */
export const OptionalMetadata = Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown())));
/** Where an e-mail link should lead; checked against the allow list by redirectTarget(). */
export const RedirectQuery = Type.Object({ redirect_to: Type.Optional(Type.String()) });
/** A 303 to the client's redirect target (GET /verify): no body. */
export const SeeOther = Type.Unsafe<void>({ description: "Redirect (Location header), no body" });
