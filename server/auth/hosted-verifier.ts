// The product API behind a hosted Supabase project (VITE_SUPABASE_URL): the web app signs in
// there, and /api verifies that project's access tokens against its JWKS — the same keys and the
// same 10-minute cache as the client — so a deployment switches by configuration alone.
// Projects still on a symmetric secret are verified with SUPABASE_JWT_SECRET (HS256).
//
// The account lives at the hosted project; we hold the product data keyed by the token's `sub`.
// The tables with product data reference users(id) (cascading deletes), so each hosted user gets
// a placeholder row here on first use: no e-mail address, no password, no identity — the address
// is taken from the token on each request and never stored.
import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyOptions } from "jose";
import type { Db } from "../db/database.js";
import type { SessionsTable, UsersTable } from "../db/schema.js";
import type { Clock } from "../clock.js";
import type { Authenticated } from "./authenticate.js";
import type { AccessClaims } from "./tokens.js";
import { ApiError } from "../http/errors.js";
import type { UserVerifier } from "../http/require-user.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks the placeholder rows, so that nobody mistakes them for accounts of our auth server. */
export const HOSTED_PROVIDER = "supabase-hosted";

/** Token problems: the caller maps every one of them to 401 `unauthorized`. */
const REJECTED = [
  joseErrors.JWTExpired,
  joseErrors.JWTClaimValidationFailed,
  joseErrors.JWTInvalid,
  joseErrors.JWSInvalid,
  joseErrors.JWSSignatureVerificationFailed,
  joseErrors.JOSEAlgNotAllowed,
  joseErrors.JOSENotSupported,
  joseErrors.JWKSNoMatchingKey,
  joseErrors.JWKSMultipleMatchingKeys,
];

export interface HostedAuthOptions {
  supabaseUrl: string;
  jwtSecret: string | null;
  jwksCacheSeconds: number;
  jwksTimeoutMs: number;
  /** Sent as `apikey` to the project's GET /auth/v1/user (its gateway requires one). */
  anonKey: string | null;
  /** Told (without any token) when the JWKS or the user endpoint cannot be reached. */
  onUnavailable?: (reason: string) => void;
}

const rejected = (detail: string) => new ApiError(401, "bad_jwt", detail);

export const unavailable = () =>
  new ApiError(
    503,
    "auth_provider_unavailable",
    "Die Anmeldung kann im Moment nicht geprüft werden, weil der Anmeldedienst nicht erreichbar ist. Bitte versuchen Sie es in einigen Minuten erneut.",
  );

export class HostedVerifier implements UserVerifier<Authenticated> {
  /** `<project>/auth/v1`: GoTrue's API_EXTERNAL_URL, the `iss` of every token the project signs. */
  readonly issuer: string;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  private readonly secret: Uint8Array | null;
  private readonly maxAgeMs: number;
  /** When the JWKS was last fetched, by the injected clock (jose keeps its own real-time stamp too). */
  private loadedAt: number | null = null;
  /** The bearer token behind each authenticated request, for the factor lookup only. */
  private readonly tokens = new WeakMap<Authenticated, string>();
  /** Per session: whether its user had a verified factor, and when we asked (injected clock). */
  private readonly factors = new Map<string, { verified: boolean; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: HostedAuthOptions,
  ) {
    const base = options.supabaseUrl.replace(/(?<!\/)\/+$/, "");
    this.issuer = `${base}/auth/v1`;
    this.maxAgeMs = options.jwksCacheSeconds * 1000;
    this.jwks = createRemoteJWKSet(new URL("/auth/v1/.well-known/jwks.json", base), {
      cacheMaxAge: this.maxAgeMs,
      // A token with an unknown kid refetches at most this often: random kids cannot make us
      // hammer the project, and a key published by a rotation is still found within a minute.
      cooldownDuration: Math.min(30_000, this.maxAgeMs),
      timeoutDuration: options.jwksTimeoutMs,
    });
    this.secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;
  }

  async authenticate(authorization: string | undefined): Promise<Authenticated> {
    const match = /^bearer (\S+)$/i.exec(authorization ?? "");
    if (!match) throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    const claims = await this.verify(match[1]);
    const user = await this.placeholderUser(claims);
    const current = { claims, user, session: sessionOf(claims) };
    this.tokens.set(current, match[1]);
    return current;
  }

  /**
   * Only asked for aal1 tokens (requireUser): the factors live at the project, so we ask its
   * GET /auth/v1/user with the user's own token — once per session and cache period, not per
   * request. A 403 there means the project no longer knows the session: not signed in.
   */
  async hasVerifiedFactor(current: Authenticated): Promise<boolean> {
    const key = current.session.id;
    const now = this.clock.now();
    const known = this.factors.get(key);
    if (known && now - known.at < this.maxAgeMs) return known.verified;
    const token = this.tokens.get(current);
    if (!token) return true;
    let response: Response;
    try {
      response = await fetch(`${this.issuer}/user`, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          ...(this.options.anonKey ? { apikey: this.options.anonKey } : {}),
        },
        redirect: "error",
        signal: AbortSignal.timeout(this.options.jwksTimeoutMs),
      });
    } catch (error) {
      this.options.onUnavailable?.(`user endpoint: ${error instanceof Error ? error.name : "unknown"}`);
      throw unavailable();
    }
    if (response.status === 403) {
      await response.body?.cancel();
      throw new ApiError(401, "unauthorized", "Bitte melden Sie sich an.");
    }
    const body = response.status === 200 ? ((await response.json().catch(() => null)) as { factors?: unknown } | null) : null;
    if (!body) {
      await response.body?.cancel().catch(() => {});
      this.options.onUnavailable?.(`user endpoint answered ${response.status}`);
      throw unavailable();
    }
    const verified = Array.isArray(body.factors) && body.factors.some((f) => (f as { status?: unknown } | null)?.status === "verified");
    if (this.factors.size >= 10_000) this.factors.clear();
    this.factors.set(key, { verified, at: now });
    return verified;
  }

  private async verify(token: string): Promise<AccessClaims> {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw rejected("malformed token");
    }
    const options: JWTVerifyOptions = {
      issuer: this.issuer,
      audience: "authenticated",
      currentDate: new Date(this.clock.now()),
      clockTolerance: 0,
      requiredClaims: ["exp", "sub"],
    };
    let payload: JWTPayload;
    try {
      if (alg === "HS256") {
        if (!this.secret) throw rejected("symmetric token without SUPABASE_JWT_SECRET");
        ({ payload } = await jwtVerify(token, this.secret, { ...options, algorithms: ["HS256"] }));
      } else {
        await this.refreshIfStale();
        ({ payload } = await jwtVerify(token, this.jwks, { ...options, algorithms: ["ES256", "RS256", "EdDSA"] }));
      }
    } catch (error) {
      throw this.classify(error);
    }
    return claimsOf(payload);
  }

  /** The cache's age by the injected clock, so that tests can pass 10 minutes without waiting. */
  private async refreshIfStale(): Promise<void> {
    const now = this.clock.now();
    if (this.loadedAt !== null && now - this.loadedAt < this.maxAgeMs) return;
    await this.jwks.reload();
    this.loadedAt = now;
  }

  private classify(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (REJECTED.some((type) => error instanceof type)) return rejected((error as Error).name);
    // Anything else happened while fetching the keys: timeout, refused connection, a non-200
    // answer, or something that is no JWKS. Not the client's fault, and no reason for a 500.
    const reason = error instanceof joseErrors.JWKSTimeout ? "timeout" : error instanceof Error ? error.message : "unknown";
    this.options.onUnavailable?.(reason);
    return unavailable();
  }

  /** The product data's anchor row for this `sub`, created on first use. */
  private async placeholderUser(claims: AccessClaims): Promise<UsersTable> {
    let row = await this.db.selectFrom("users").selectAll().where("id", "=", claims.sub).executeTakeFirst();
    if (!row) {
      const now = this.clock.iso();
      await this.db
        .insertInto("users")
        .values({
          id: claims.sub,
          aud: "authenticated",
          role: "authenticated",
          // No address here: GoTrue's empty e-mail, outside the unique index (migration 010).
          email: "",
          // No password: nothing can sign in with this row, here or anywhere.
          encrypted_password: "",
          email_confirmed_at: null,
          confirmation_sent_at: null,
          last_sign_in_at: null,
          raw_app_meta_data: JSON.stringify({ provider: HOSTED_PROVIDER, providers: [HOSTED_PROVIDER] }),
          raw_user_meta_data: "{}",
          banned_until: null,
          is_anonymous: claims.is_anonymous ? 1 : 0,
          created_at: now,
          updated_at: now,
          email_change: null,
          email_change_sent_at: null,
          reauthentication_sent_at: null,
          email_unproven: 0,
        })
        // Two first requests at once: one row.
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      row = await this.db.selectFrom("users").selectAll().where("id", "=", claims.sub).executeTakeFirstOrThrow();
    }
    return { ...row, email: claims.email, last_sign_in_at: lastSignIn(claims) };
  }
}

/** The claims the product API relies on, checked; the rest of GoTrue's claims get neutral defaults. */
function claimsOf(payload: JWTPayload): AccessClaims {
  const p = payload as Record<string, unknown>;
  if (typeof p.sub !== "string" || !UUID.test(p.sub)) throw rejected("sub is not a user id");
  // The project's anon and service_role keys are JWTs of the same issuer: no user behind them.
  if (p.role !== "authenticated") throw rejected("role is not authenticated");
  if (typeof p.session_id !== "string" || !UUID.test(p.session_id)) throw rejected("session_id missing");
  const aal = p.aal === "aal2" ? "aal2" : "aal1";
  const amr = Array.isArray(p.amr)
    ? p.amr.filter((entry): entry is { method: string; timestamp: number } => {
        const e = entry as Record<string, unknown> | null;
        return typeof e?.method === "string" && typeof e.timestamp === "number";
      })
    : [];
  return {
    ...payload,
    sub: p.sub,
    aud: "authenticated",
    exp: Number(p.exp),
    iat: typeof p.iat === "number" ? p.iat : Number(p.exp),
    email: typeof p.email === "string" ? p.email : "",
    phone: typeof p.phone === "string" ? p.phone : "",
    role: "authenticated",
    aal,
    amr,
    session_id: p.session_id,
    is_anonymous: p.is_anonymous === true,
    app_metadata: isObject(p.app_metadata) ? p.app_metadata : {},
    user_metadata: isObject(p.user_metadata) ? p.user_metadata : {},
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The newest sign-in the token records (GoTrue's amr timestamps), if any. */
function lastSignIn(claims: AccessClaims): string | null {
  const latest = Math.max(0, ...claims.amr.map((entry) => entry.timestamp));
  return latest > 0 ? new Date(latest * 1000).toISOString() : null;
}

/** The session as the token describes it; it lives at the hosted project, not in our table. */
function sessionOf(claims: AccessClaims): SessionsTable {
  const issued = new Date(claims.iat * 1000).toISOString();
  return {
    id: claims.session_id,
    user_id: claims.sub,
    aal: claims.aal,
    amr: JSON.stringify(claims.amr),
    user_agent: "",
    ip: "",
    created_at: issued,
    updated_at: issued,
    refreshed_at: null,
  };
}
