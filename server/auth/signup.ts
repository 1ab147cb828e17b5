// POST /signup with an e-mail address and a password ([auth] internal/api/signup.go).
import crypto from "node:crypto";
import type { UsersTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { audit, type AuditContext } from "./audit.js";
import type { AuthDeps } from "./deps.js";
import { validateEmail } from "./email-address.js";
import { issueMailedToken } from "./email-tokens.js";
import type { Pkce } from "./flow-state.js";
import { takeRequesterCaps, takeSharedAllowance } from "./mail-limits.js";
import { siteUrl } from "./redirects.js";
import { createSession } from "./sessions.js";
import { userJson } from "./user-json.js";
import { createEmailUser, findUserByEmail, identitiesOf, isUniqueViolation, touchSignIn, UNPROVEN_RESIGNED } from "./users.js";

export type SignupDeps = Pick<AuthDeps, "db" | "clock" | "config" | "passwords" | "tokens" | "lockout" | "limiter" | "mail">;

export async function signup(
  deps: SignupDeps,
  input: { email: string; password: string; data: Record<string, unknown>; pkce?: Pkce | null; redirectTo?: string },
  ctx: AuditContext,
) {
  deps.passwords.check(input.password);
  const email = validateEmail(input.email);
  const confirmed = deps.config.auth.mailerAutoconfirm;
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    // The seed's error catalogue relies on this answer while addresses are not confirmed by mail.
    if (confirmed) throw new ApiError(422, "user_already_exists", "User already registered");
    // With confirmation on, GoTrue does not tell whether the address is registered (signup.go,
    // sanitizeUser): the same 200 as a new sign-up, after the same hashing work.
    await deps.passwords.hash(input.password);
    // The same limits as a new address's confirmation; a confirmed account gets no mail, so
    // its sign-up only looks at the instance allowance (decision 019).
    await takeRequesterCaps(deps, ctx.ip, email);
    await takeSharedAllowance(deps, "new", !existing.email_confirmed_at);
    // An unconfirmed account gets its confirmation again, within the address's allowance, as in
    // GoTrue (signup.go: sendConfirmation under SMTP_MAX_FREQUENCY).
    if (!existing.email_confirmed_at) {
      const now = deps.clock.iso();
      const send = await deps.db.transaction().execute(async (trx) => {
        const sendMail = await issueMailedToken(trx, deps, {
          userId: existing.id,
          email,
          kind: "confirmation",
          pkce: input.pkce ?? null,
          redirectTo: input.redirectTo ?? siteUrl(deps.config),
          now,
        });
        // The stored password is the first sign-up's, perhaps not that of whoever confirms this
        // one: its confirmation then takes back what the account holds (decision 020).
        const unproven = existing.email_unproven ? { email_unproven: UNPROVEN_RESIGNED } : {};
        await trx
          .updateTable("users")
          .set({ confirmation_sent_at: now, ...unproven })
          .where("id", "=", existing.id)
          .execute();
        return sendMail;
      });
      send();
    }
    await audit(deps.db, "user_repeated_signup", { id: existing.id, email }, ctx, deps.clock.iso());
    return { user: existing.email_confirmed_at ? obfuscatedUser(existing, input.data, deps.clock.iso()) : userJson(existing, []) };
  }
  const passwordHash = await deps.passwords.hash(input.password);
  // The confirmation mail counts against the requester's caps and the instance allowance.
  if (!confirmed) {
    await takeRequesterCaps(deps, ctx.ip, email);
    await takeSharedAllowance(deps, "new", true);
  }
  const now = deps.clock.iso();
  let sendConfirmation: (() => void) | null = null;
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      // Whoever chose this password has proven nothing about the address (decision 020).
      const { user } = await createEmailUser(trx, {
        email,
        passwordHash,
        data: input.data,
        confirmed,
        now,
        aud: "authenticated",
        unproven: true,
      });
      await audit(trx, "user_signedup", { id: user.id, email }, ctx, now);
      if (!confirmed) {
        sendConfirmation = await issueMailedToken(trx, deps, {
          userId: user.id,
          email,
          kind: "confirmation",
          pkce: input.pkce ?? null,
          redirectTo: input.redirectTo ?? siteUrl(deps.config),
          now,
        });
        await trx.updateTable("users").set({ confirmation_sent_at: now }).where("id", "=", user.id).execute();
        const withSentAt = { ...user, confirmation_sent_at: now };
        return { user: userJson(withSentAt, await identitiesOf(trx, user.id)) };
      }
      const signedIn = { ...user, last_sign_in_at: now };
      await touchSignIn(trx, user.id, now);
      const { session, refreshToken } = await createSession(trx, {
        userId: user.id,
        method: "password",
        now,
        nowSeconds: Math.floor(deps.clock.now() / 1000),
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      await audit(trx, "login", { id: user.id, email }, ctx, now, { session_id: session.id });
      const nowSeconds = Math.floor(deps.clock.now() / 1000);
      const { token, exp } = await deps.tokens.issue(signedIn, session, nowSeconds);
      const identities = await identitiesOf(trx, user.id);
      return {
        session: {
          access_token: token,
          token_type: "bearer",
          expires_in: deps.config.auth.jwtExpSeconds,
          expires_at: exp,
          refresh_token: refreshToken,
          user: userJson(signedIn, identities),
        },
      };
    });
    // The new account signed in from here: an address its owner uses (decision 008).
    if ("session" in result) await deps.lockout.remember(email, ctx.ip, deps.clock.now());
    (sendConfirmation as (() => void) | null)?.();
    return result;
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError(422, "user_already_exists", "User already registered");
    throw error;
  }
}

/** A stand-in for an existing, confirmed user: nothing in it tells it from a new sign-up. */
function obfuscatedUser(user: UsersTable, data: Record<string, unknown>, now: string) {
  return {
    ...userJson(
      {
        ...user,
        id: crypto.randomUUID(),
        email_confirmed_at: null,
        confirmation_sent_at: now,
        last_sign_in_at: null,
        email_change: "",
        email_change_sent_at: null,
        reauthentication_sent_at: null,
        raw_user_meta_data: JSON.stringify(data),
        raw_app_meta_data: JSON.stringify({ provider: "email", providers: ["email"] }),
        created_at: now,
        updated_at: now,
        banned_until: null,
      },
      [],
    ),
  };
}
