// The auth flows: sign-up, password and refresh grants, authentication of bearer tokens.
// Handlers call these; they return domain results or throw ApiError, never touch HTTP.
import crypto from "node:crypto";
import type { Config } from "../config.js";
import type { Db, Engine } from "../db/database.js";
import type { IdentitiesTable, SessionsTable, UsersTable } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { Clock } from "../clock.js";
import { audit, type AuditContext } from "./audit.js";
import { Lockout } from "./lockout.js";
import { Passwords } from "./passwords.js";
import { RateLimiter, requestRateLimited } from "./rate-limit.js";
import { createSession, isWellFormedRefreshToken, rotateRefreshToken, sessionValidity } from "./sessions.js";
import { TokenService, type AccessClaims } from "./tokens.js";
import { userJson } from "./user-json.js";
import { factorsField } from "./factors-store.js";
import { SessionLookup, type FactorSummary, type SessionRow } from "./session-lookup.js";
import { createEmailUser, findUserByEmail, findUserById, identitiesOf, isUniqueViolation, touchSignIn } from "./users.js";
import type { KeySet } from "./keys.js";
import type { Mailer } from "../mail/mail.js";
import { issueMailedToken } from "./email-tokens.js";
import { takeRequesterCaps, takeSharedAllowance } from "./mail-limits.js";
import { UNPROVEN_RESIGNED } from "./address-proof.js";
import type { Pkce } from "./flow-state.js";
import { siteUrl } from "./redirects.js";

export interface Authenticated {
  claims: AccessClaims;
  user: UsersTable;
  session: SessionsTable;
  /** Whether the user has a verified second factor, when the lookup read it along (our own auth server). */
  verifiedFactor?: boolean;
}

// Same check as GoTrue's checkmail format test: local@domain with a dot-free-or-dotted host.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateEmail(email: string): string {
  if (email === "") throw new ApiError(400, "validation_failed", "An email address is required");
  if (email.length > 255) throw new ApiError(400, "validation_failed", "An email address is too long");
  if (!EMAIL.test(email)) throw new ApiError(400, "validation_failed", "Unable to validate email address: invalid format");
  return email.toLowerCase();
}

/**
 * The e-mail of a sign-in, lower-cased, or null when no account can have it (sign-up checks the
 * same). GoTrue does not check it on /token: a malformed address is simply not found.
 */
export function signInEmail(raw: string): string | null {
  const email = raw.trim();
  return email.length <= 255 && EMAIL.test(email) ? email.toLowerCase() : null;
}

export class AuthService {
  readonly passwords: Passwords;
  readonly tokens: TokenService;
  readonly limiter: RateLimiter;
  readonly lockout: Lockout;
  /** The session with its user in one compiled statement per engine (session-lookup.ts). */
  private readonly sessions: SessionLookup;

  constructor(
    readonly db: Db,
    readonly engine: Engine,
    readonly config: Config,
    readonly keys: KeySet,
    readonly clock: Clock,
    /** Account e-mails (reauthentication, e-mail change); delivery happens in the background. */
    readonly mail: Mailer,
  ) {
    this.passwords = new Passwords({ minLength: config.auth.passwordMinLength, argon2: config.auth.argon2 });
    this.tokens = new TokenService(keys, { expSeconds: config.auth.jwtExpSeconds, issuer: config.auth.jwtIssuer });
    this.limiter = new RateLimiter(db, engine);
    this.lockout = new Lockout(
      db,
      engine,
      {
        threshold: config.auth.lockoutThreshold,
        lockSeconds: config.auth.lockoutSeconds,
        accountPerHour: config.auth.lockoutAccountPerHour,
      },
      keys.hashKey,
    );
    this.sessions = new SessionLookup(db, engine);
  }

  async sessionResponse(user: UsersTable, session: SessionsTable, refreshToken: string, extra: Record<string, unknown> = {}) {
    const nowSeconds = Math.floor(this.clock.now() / 1000);
    const { token, exp } = await this.tokens.issue(user, session, nowSeconds);
    const identities = await identitiesOf(this.db, user.id);
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: this.config.auth.jwtExpSeconds,
      expires_at: exp,
      refresh_token: refreshToken,
      user: { ...userJson(user, identities), ...(await factorsField(this.db, user.id)) },
      ...extra,
    };
  }

  async signup(
    input: { email: string; password: string; data: Record<string, unknown>; pkce?: Pkce | null; redirectTo?: string },
    ctx: AuditContext,
  ) {
    this.passwords.check(input.password);
    const email = validateEmail(input.email);
    const confirmed = this.config.auth.mailerAutoconfirm;
    const existing = await findUserByEmail(this.db, email);
    if (existing) {
      // The seed's error catalogue relies on this answer while addresses are not confirmed by mail.
      if (confirmed) throw new ApiError(422, "user_already_exists", "User already registered");
      // With confirmation on, GoTrue does not tell whether the address is registered (signup.go,
      // sanitizeUser): the same 200 as a new sign-up, after the same hashing work.
      await this.passwords.hash(input.password);
      // The same limits as a new address's confirmation; a confirmed account gets no mail, so
      // its sign-up only looks at the instance allowance (decision 019).
      await takeRequesterCaps(this, ctx.ip, email);
      await takeSharedAllowance(this, "new", !existing.email_confirmed_at);
      // An unconfirmed account gets its confirmation again, within the address's allowance, as in
      // GoTrue (signup.go: sendConfirmation under SMTP_MAX_FREQUENCY).
      if (!existing.email_confirmed_at) {
        const now = this.clock.iso();
        const send = await this.db.transaction().execute(async (trx) => {
          const sendMail = await issueMailedToken(trx, this, {
            userId: existing.id,
            email,
            kind: "confirmation",
            pkce: input.pkce ?? null,
            redirectTo: input.redirectTo ?? siteUrl(this.config),
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
      await audit(this.db, "user_repeated_signup", { id: existing.id, email }, ctx, this.clock.iso());
      return { user: existing.email_confirmed_at ? obfuscatedUser(existing, input.data, this.clock.iso()) : userJson(existing, []) };
    }
    const passwordHash = await this.passwords.hash(input.password);
    // The confirmation mail counts against the requester's caps and the instance allowance.
    if (!confirmed) {
      await takeRequesterCaps(this, ctx.ip, email);
      await takeSharedAllowance(this, "new", true);
    }
    const now = this.clock.iso();
    let sendConfirmation: (() => void) | null = null;
    try {
      const result = await this.db.transaction().execute(async (trx) => {
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
          sendConfirmation = await issueMailedToken(trx, this, {
            userId: user.id,
            email,
            kind: "confirmation",
            pkce: input.pkce ?? null,
            redirectTo: input.redirectTo ?? siteUrl(this.config),
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
          nowSeconds: Math.floor(this.clock.now() / 1000),
          ...ctxFields(ctx),
        });
        await audit(trx, "login", { id: user.id, email }, ctx, now, { session_id: session.id });
        const nowSeconds = Math.floor(this.clock.now() / 1000);
        const { token, exp } = await this.tokens.issue(signedIn, session, nowSeconds);
        const identities = await identitiesOf(trx, user.id);
        return {
          session: {
            access_token: token,
            token_type: "bearer",
            expires_in: this.config.auth.jwtExpSeconds,
            expires_at: exp,
            refresh_token: refreshToken,
            user: userJson(signedIn, identities),
          },
        };
      });
      // The new account signed in from here: an address its owner uses (decision 008).
      if ("session" in result) await this.lockout.remember(email, ctx.ip, this.clock.now());
      (sendConfirmation as (() => void) | null)?.();
      return result;
    } catch (error) {
      // Two sign-ups for one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw new ApiError(422, "user_already_exists", "User already registered");
      throw error;
    }
  }

  async passwordGrant(input: { email: string; password: string }, ctx: AuditContext) {
    // Refused before anything is stored or verified: an address no account can have (issue 14, W2).
    const email = signInEmail(input.email);
    if (!email) throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
    const nowMs = this.clock.now();
    // Counted before the slow verification, so that parallel guesses cannot pass the limits (V3).
    const reservation = await this.lockout.reserve(email, ctx.ip, nowMs);
    if (!reservation.allowed) {
      await audit(this.db, "login_locked", { id: null, email }, ctx, this.clock.iso());
      throw requestRateLimited(reservation.retryAfterSeconds);
    }
    const user = await findUserByEmail(this.db, email);
    // Always verify a hash, a dummy one for unknown users: the same cost either way.
    const ok = await this.passwords.verify(user?.encrypted_password ?? null, input.password);
    if (!user || !ok) {
      const action = reservation.locking ? "login_locked" : "login_failed";
      await audit(this.db, action, { id: user?.id ?? null, email }, ctx, this.clock.iso());
      throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
    }
    const banned = Boolean(user.banned_until && Date.parse(user.banned_until) > nowMs);
    await this.lockout.succeeded(reservation.ticket, nowMs, { remember: !banned && Boolean(user.email_confirmed_at) });
    if (banned) throw new ApiError(400, "user_banned", "User is banned");
    if (!user.email_confirmed_at) throw new ApiError(400, "email_not_confirmed", "Email not confirmed");
    const now = this.clock.iso();
    const { session, refreshToken } = await this.db.transaction().execute(async (trx) => {
      // The address's first proof may have taken this password back while it was being verified
      // (decision 020); on PostgreSQL the lock waits for that transaction to finish.
      let current = trx.selectFrom("users").select("encrypted_password").where("id", "=", user.id);
      if (this.engine === "postgres") current = current.forUpdate();
      const row = await current.executeTakeFirst();
      if (row?.encrypted_password !== user.encrypted_password) throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
      await touchSignIn(trx, user.id, now);
      const created = await createSession(trx, {
        userId: user.id,
        method: "password",
        now,
        nowSeconds: Math.floor(nowMs / 1000),
        ...ctxFields(ctx),
      });
      await audit(trx, "login", { id: user.id, email }, ctx, now, { session_id: created.session.id });
      return created;
    });
    const extra = this.passwords.isWeak(input.password)
      ? { weak_password: { message: `Password should be at least ${this.config.auth.passwordMinLength} characters.`, reasons: ["length"] } }
      : {};
    return this.sessionResponse({ ...user, last_sign_in_at: now, updated_at: now }, session, refreshToken, extra);
  }

  async refreshGrant(token: string, ctx: AuditContext) {
    if (!isWellFormedRefreshToken(token)) throw new ApiError(400, "validation_failed", "Refresh token is not valid");
    const now = this.clock.iso();
    const outcome = await this.db.transaction().execute(async (trx) => {
      const result = await rotateRefreshToken(trx, this.engine, {
        token,
        now,
        nowMs: this.clock.now(),
        reuseIntervalSeconds: this.config.auth.refreshReuseIntervalSeconds,
        limits: this.config.auth.sessions,
        ...ctxFields(ctx),
      });
      const user = await findUserById(trx, result.userId);
      await audit(
        trx,
        result.kind === "reused" ? "token_reuse_detected" : "token_refreshed",
        { id: result.userId, email: user?.email ?? "" },
        ctx,
        now,
        {
          session_id: result.kind === "reused" ? result.sessionId : result.session.id,
        },
      );
      return { result, user };
    });
    if (outcome.result.kind === "reused") throw new ApiError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
    if (!outcome.user) throw new ApiError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    return this.sessionResponse(outcome.user, outcome.result.session, outcome.result.refreshToken);
  }

  /**
   * requireAuthentication ([auth] internal/api/auth.go): signature, expiry, then user and session
   * in one statement, with whether the user has a verified second factor (the product guard needs it).
   */
  async authenticate(authorization: string | undefined): Promise<Authenticated> {
    const claims = await this.verifyBearer(authorization);
    const found = await this.sessions.guard(claims.session_id);
    await this.checkSession(claims, found);
    return { claims, user: found!.user, session: found!.session, verifiedFactor: found!.verifiedFactor };
  }

  /** authenticate() for GET /user: the same checks, with the user's identities and factors in the same statement. */
  async authenticateAccount(
    authorization: string | undefined,
  ): Promise<Authenticated & { identities: IdentitiesTable[]; factors: FactorSummary[] }> {
    const claims = await this.verifyBearer(authorization);
    const found = await this.sessions.account(claims.session_id);
    await this.checkSession(claims, found);
    return { claims, ...found! };
  }

  private async verifyBearer(authorization: string | undefined): Promise<AccessClaims> {
    const match = /^bearer (\S+)$/i.exec(authorization ?? "");
    if (!match) throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    return this.tokens.verify(match[1], Math.floor(this.clock.now() / 1000));
  }

  private async checkSession(claims: AccessClaims, found: SessionRow | undefined): Promise<void> {
    if (!found || found.session.user_id !== claims.sub) {
      const user = await findUserById(this.db, claims.sub);
      if (!user) throw new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
      throw new ApiError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
    // GoTrue lets an access token outlive its session's limits until it expires (up to JWT_EXP);
    // we refuse it, with the code and words GoTrue uses for admin tokens (requireAdminCredentials).
    const lifetime = sessionValidity(found.session, this.clock.now(), this.config.auth.sessions);
    if (lifetime !== "valid") throw new ApiError(403, "session_expired", "Session is no longer valid");
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

function ctxFields(ctx: AuditContext) {
  return { ip: ctx.ip, userAgent: ctx.userAgent };
}
