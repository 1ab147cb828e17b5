// The only module that reads process.env. Every value is parsed and validated here, once, at
// start-up; a wrong value stops the server with a message that names the variable.
import net from "node:net";
import path from "node:path";

export class ConfigError extends Error {}

import { PASSWORD_MAX_LENGTH } from "./wire/passwords.js";
export { PASSWORD_MAX_LENGTH };

export interface RateLimit {
  /** Tokens added per period. */
  count: number;
  /** Refill period in seconds. */
  periodSeconds: number;
  /** Bucket capacity. */
  burst: number;
}

/** SMTP_URL, parsed: smtp:// (STARTTLS) or smtps:// (TLS from the start), credentials in the URL. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  /** STARTTLS is required when credentials would otherwise cross a network in clear. */
  requireTls: boolean;
  user: string | null;
  pass: string | null;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  siteUrl: string | null;
  /** Origins whose pages may call /auth/v1 from the browser (CORS); none means same-origin only. */
  corsAllowedOrigins: string[];
  /** A hosted Supabase project the web app talks to instead of our auth server (build-time). */
  supabaseUrl: string | null;
  /** With supabaseUrl: how /api verifies that project's tokens (server/http/hosted-auth.ts). */
  hostedAuth: {
    /** SUPABASE_JWT_SECRET: the project's legacy HS256 secret, for projects without asymmetric keys. */
    jwtSecret: string | null;
    /** How long the project's JWKS is trusted before it is fetched again (the client's 10 minutes). */
    jwksCacheSeconds: number;
    jwksTimeoutMs: number;
    /** VITE_SUPABASE_ANON_KEY (public): the project's gateway wants it on GET /auth/v1/user. */
    anonKey: string | null;
  };
  /** Besides SITE_URL, where links in e-mails may send the browser (GoTrue's URI allow list). */
  additionalRedirectUrls: string[];
  /**
   * Whom X-Forwarded-For is believed from, in Fastify's trustProxy terms: false (nobody), a number
   * of proxy hops, or proxy addresses and networks. TRUST_PROXY=true means one hop.
   */
  trustProxy: false | number | string[];
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "silent";
  /** SHUTDOWN_GRACE_SECONDS: after SIGTERM the process exits within this, whatever is still pending. */
  shutdownGraceSeconds: number;
  auth: {
    jwtExpSeconds: number;
    jwtIssuer: string;
    jwtAlgorithm: "ES256" | "RS256";
    /** JSON array of private JWKs; the first signs, the others only verify. */
    jwtKeys: Record<string, unknown>[] | null;
    /** SERVICE_ROLE_KEY: a bearer secret for the admin API (/auth/v1/admin, /invite); null: JWTs only. */
    serviceRoleKey: string | null;
    passwordMinLength: number;
    refreshReuseIntervalSeconds: number;
    /** Session lifetimes in seconds, 0 for none (GoTrue's SESSIONS_TIMEBOX and SESSIONS_INACTIVITY_TIMEOUT). */
    sessions: { timeboxSeconds: number; inactivityTimeoutSeconds: number };
    mailerAutoconfirm: boolean;
    /** A password change needs a reauthentication nonce unless the session signed in recently. */
    securePasswordChange: boolean;
    rateLimitVerify: RateLimit;
    disableSignup: boolean;
    rateLimitToken: RateLimit;
    /** Its own bucket, so that failed sign-ins behind a shared address do not stop refreshes. */
    rateLimitTokenRefresh: RateLimit;
    rateLimitSignup: RateLimit;
    /** ANONYMOUS_USERS_ENABLED: POST /signup without e-mail or phone creates an anonymous user. */
    anonymousUsersEnabled: boolean;
    /** GoTrue's RATE_LIMIT_ANONYMOUS_USERS: 30 per hour per client address. */
    rateLimitAnonymous: RateLimit;
    /** Failed sign-ins at one account from one client address before that address is locked out of it. */
    lockoutThreshold: number;
    lockoutSeconds: number;
    /** Failed sign-ins per account and hour from addresses it has never signed in from (decision 008). */
    lockoutAccountPerHour: number;
    argon2: { memoryCost: number; timeCost: number };
  };
  chat: {
    maxMessageLength: number;
    rateLimit: RateLimit;
    /** Pause between streamed pieces of an answer composed without a language model. */
    deltaDelayMs: number;
    /** Silence on an answer stream after which a keep-alive comment is written. */
    keepAliveMs: number;
  };
  /** The Storage API under /storage/v1 (server/storage, decision 025). */
  storage: {
    /** STORAGE_USER_BUCKETS: buckets in which signed-in users keep files under "<user id>/"; created private at start-up if missing. */
    userBuckets: string[];
    /** STORAGE_FILE_SIZE_LIMIT in bytes: no upload is larger, whatever a bucket allows. */
    fileSizeLimit: number;
    /** STORAGE_S3_*: bytes in S3-compatible object storage instead of DATA_DIR/storage. */
    s3: {
      bucket: string;
      region: string;
      endpoint: string | null;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      prefix: string;
    } | null;
  };
  /** Compliance tools (document checks): CPU work per request, so one shared per-user limit. */
  tools: { rateLimit: RateLimit };
  llm: { baseUrl: string; model: string; apiKey: string; timeoutMs: number } | null;
  /** Embeddings from the same OpenAI-compatible endpoint: a dense signal for retrieval. */
  embeddings: { baseUrl: string; model: string; apiKey: string; timeoutMs: number } | null;
  webchat: { url: string; configUrl: string };
  privacy: {
    operatorName: string;
    operatorContact: string;
    disclosureAbroad: string;
    conversationRetentionDays: number;
    auditRetentionDays: number;
  };
  mail: {
    /** null: e-mails are written to DATA_DIR/mail (development mode). */
    smtp: SmtpSettings | null;
    from: { name: string; address: string };
    /** How long codes and links in e-mails stay valid (MAILER_OTP_EXP). */
    otpExpSeconds: number;
    /** How often one user may be sent a code or link (GoTrue's SMTP_MAX_FREQUENCY). */
    maxFrequencySeconds: number;
    /** E-mail change needs confirmation from the current address as well as the new one. */
    secureEmailChange: boolean;
    /**
     * Instance-wide limit on e-mails with a code or link to addresses without a confirmed account
     * (sign-up confirmations, invitations; GoTrue's RATE_LIMIT_EMAIL_SENT).
     */
    rateLimit: RateLimit;
    /**
     * Instance-wide limit on e-mails to confirmed accounts (recovery, magic links, reauthentication,
     * e-mail change, MFA recovery): a request for an unknown address never draws from it (decision 019).
     */
    accountsRateLimit: RateLimit;
    /** E-mails one client address may cause; below both instance limits. */
    perIpRateLimit: RateLimit;
    /** E-mails to one address, or for one signed-in user, besides SMTP_MAX_FREQUENCY; below both instance limits. */
    perAddressRateLimit: RateLimit;
  };
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/**
 * A duration as GoTrue writes it ("24h", "1h30m", "168h"), with "d" for days as well, or a plain
 * number of seconds. "0" turns the limit off.
 */
function duration(env: Env, name: string, fallbackSeconds: number, minSeconds: number, maxSeconds: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallbackSeconds;
  let seconds: number;
  if (/^\d+$/.test(raw)) seconds = Number(raw);
  else if (/^(\d+[smhd])+$/.test(raw)) {
    seconds = 0;
    // Sticky: the string is nothing but these tokens (checked above), so each is read where the last ended.
    for (const [, count, unit] of raw.matchAll(/(\d+)([smhd])/gy)) seconds += Number(count) * DURATION_UNITS[unit];
  } else {
    throw new ConfigError(`${name} must be a duration like "24h", "7d" or "1h30m", or a number of seconds; got "${raw}"`);
  }
  if (seconds !== 0 && (seconds < minSeconds || seconds > maxSeconds)) {
    throw new ConfigError(`${name} must be 0 (off) or between ${minSeconds} and ${maxSeconds} seconds, got ${seconds}`);
  }
  return seconds;
}

/** The defaults suit a tool used at work (docs/decisions/011-sessions-and-passwords.md). */
function sessionLifetimes(env: Env, jwtExpSeconds: number) {
  const year = 366 * 86400;
  const timeboxSeconds = duration(env, "SESSIONS_TIMEBOX", 7 * 86400, 60, year);
  const inactivityTimeoutSeconds = duration(env, "SESSIONS_INACTIVITY_TIMEOUT", 24 * 3600, 60, year);
  // Clients refresh shortly before the access token expires; an idle limit at or below JWT_EXP
  // would end sessions that are in use.
  if (inactivityTimeoutSeconds !== 0 && inactivityTimeoutSeconds <= jwtExpSeconds) {
    throw new ConfigError(
      `SESSIONS_INACTIVITY_TIMEOUT must be longer than JWT_EXP (${jwtExpSeconds} seconds), got ${inactivityTimeoutSeconds} seconds`,
    );
  }
  return { timeboxSeconds, inactivityTimeoutSeconds };
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error();
    return raw;
  } catch {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(" or ")}`);
  }
}

/** "150" (per 5 minutes, GoTrue's default period) or "150/300" (count per seconds). */
function rateLimit(env: Env, name: string, fallback: RateLimit): RateLimit {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^(\d+)(?:\/(\d+))?$/.exec(raw);
  if (!match || Number(match[1]) < 1 || (match[2] !== undefined && Number(match[2]) < 1)) {
    throw new ConfigError(`${name} must be "COUNT" or "COUNT/SECONDS" with positive numbers, got "${raw}"`);
  }
  const count = Number(match[1]);
  return { count, periodSeconds: match[2] ? Number(match[2]) : fallback.periodSeconds, burst: Math.min(count, fallback.burst) };
}

const perHour = (limit: RateLimit) => (limit.count * 3600) / limit.periodSeconds;

/**
 * The e-mail caps of one requester (per client address, per recipient): each must stay below both
 * instance allowances, so that no single requester can use one up (decision 019). Unset, a cap
 * defaults to its usual value, lowered below the allowances when those are set lower.
 */
function mailCap(env: Env, name: string, fallbackPerHour: number, shared: RateLimit[]): RateLimit {
  const ceiling = Math.min(...shared.map(perHour));
  if (!env[name]?.trim()) {
    const count = Math.max(1, Math.min(fallbackPerHour, Math.ceil(ceiling) - 1));
    return { count, periodSeconds: 3600, burst: count };
  }
  const limit = rateLimit(env, name, { count: fallbackPerHour, periodSeconds: 3600, burst: Number.MAX_SAFE_INTEGER });
  if (perHour(limit) >= ceiling) {
    throw new ConfigError(`${name} must allow fewer e-mails per hour than AUTH_RATE_LIMIT_EMAIL and AUTH_RATE_LIMIT_EMAIL_ACCOUNTS`);
  }
  return limit;
}

/** A guessable admin secret would open every account: at least 32 visible characters. */
function serviceRoleKey(env: Env): string | null {
  const raw = env.SERVICE_ROLE_KEY?.trim();
  if (!raw) return null;
  // The value itself is never part of the message.
  if (raw.length < 32 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError("SERVICE_ROLE_KEY must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32)");
  }
  return raw;
}

function jwtKeys(env: Env): Record<string, unknown>[] | null {
  const raw = env.JWT_KEYS?.trim();
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError("JWT_KEYS must be a JSON array of private JWKs");
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((k) => k && typeof k === "object" && "kty" in k)) {
    throw new ConfigError("JWT_KEYS must be a non-empty JSON array of private JWKs (each with kty and d)");
  }
  // GoTrue-format keys may be public-only (verify); we need to sign with each, so name the culprit.
  const publicOnly = (parsed as Record<string, unknown>[]).findIndex((k) => typeof k.d !== "string" || k.d === "");
  if (publicOnly >= 0) {
    const kid = (parsed[publicOnly] as Record<string, unknown>).kid;
    const name = typeof kid === "string" ? `key "${kid}"` : `key #${publicOnly + 1}`;
    throw new ConfigError(`JWT_KEYS ${name} has no private part ("d"); every key must be a private JWK`);
  }
  return parsed as Record<string, unknown>[];
}

/** CORS_ALLOWED_ORIGINS, comma-separated bare origins; unset means SITE_URL's origin, if any. */
function corsOrigins(env: Env): string[] {
  const raw = env.CORS_ALLOWED_ORIGINS?.trim();
  if (!raw) {
    const site = url(env, "SITE_URL", ["http:", "https:"]);
    return site ? [new URL(site).origin] : [];
  }
  return urlList(raw, (entry, parsed) => {
    // Only an exact origin: a path, a wildcard or credentials would suggest a match we never make.
    const bare = parsed && parsed.pathname === "/" && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
    if (!parsed || !bare || entry.includes("*") || entry.endsWith("#") || entry.endsWith("?")) {
      throw new ConfigError(`CORS_ALLOWED_ORIGINS must list origins like https://app.example.ch, separated by commas; got "${entry}"`);
    }
    return parsed.origin;
  });
}

/**
 * A comma-separated list of http(s) URLs. `check` gets each entry with its parsed URL (null when
 * it is not an http(s) URL at all) and returns the normal form or throws the variable's message.
 */
function urlList(raw: string, check: (entry: string, parsed: URL | null) => string): string[] {
  return raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let parsed: URL | null = null;
      try {
        parsed = new URL(entry);
      } catch {
        // the check reports it
      }
      return check(entry, parsed && ["http:", "https:"].includes(parsed.protocol) ? parsed : null);
    });
}

const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

function smtpUrl(env: Env): SmtpSettings | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  // Never echo the value: it holds the SMTP password.
  const problem = "SMTP_URL must look like smtps://user:password@mail.example.ch:465 or smtp://user:password@host:587";
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(problem);
  }
  if (!["smtp:", "smtps:"].includes(parsed.protocol) || !parsed.hostname) throw new ConfigError(problem);
  if ((parsed.pathname !== "" && parsed.pathname !== "/") || parsed.search || parsed.hash) {
    throw new ConfigError(`${problem} (no path or query; percent-encode special characters in the password)`);
  }
  const secure = parsed.protocol === "smtps:";
  const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
  const user = parsed.username ? decodeURIComponent(parsed.username) : null;
  const loopback = host === "localhost" || host === "::1" || /^127\./.test(host);
  return {
    host,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    requireTls: !secure && user !== null && !loopback,
    user,
    pass: parsed.password ? decodeURIComponent(parsed.password) : null,
  };
}

/** MAIL_FROM: "noreply@example.ch" or "Muster AG <noreply@example.ch>"; required with SMTP_URL. */
function mailFrom(env: Env, smtp: SmtpSettings | null, operatorName: string): { name: string; address: string } {
  const raw = env.MAIL_FROM?.trim();
  if (!raw) {
    if (smtp) throw new ConfigError("MAIL_FROM must be set when SMTP_URL is set (e.g. noreply@example.ch)");
    return { name: operatorName, address: "noreply@localhost" };
  }
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- MAIL_FROM is the operator's setting, read once at start-up; no user reaches it.
  const match = /^(?:"?([^"<>\r\n]*?)"?\s*<([^<>]+)>|([^<>]+))$/.exec(raw);
  const address = (match?.[2] ?? match?.[3] ?? "").trim();
  if (!match || !MAIL_ADDRESS.test(address)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address, optionally with a name: "Muster AG <noreply@example.ch>"; got "${raw}"`);
  }
  return { name: match[1]?.trim() || operatorName, address };
}

/** ADDITIONAL_REDIRECT_URLS: comma-separated absolute URLs; a redirect matches by origin and path prefix. */
function redirectUrls(env: Env): string[] {
  const raw = env.ADDITIONAL_REDIRECT_URLS?.trim();
  if (!raw) return [];
  return urlList(raw, (entry, parsed) => {
    if (!parsed || parsed.username || parsed.password || entry.includes("*")) {
      throw new ConfigError(`ADDITIONAL_REDIRECT_URLS must list http(s) URLs without wildcards, separated by commas; got "${entry}"`);
    }
    return parsed.href;
  });
}

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY: false; a number of proxy hops; or proxy addresses and CIDR networks, separated by
 * commas (Fastify's trustProxy semantics). "true" is one hop, not Fastify's "trust everything",
 * which takes the left-most X-Forwarded-For entry: the one a client writes itself.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? "";
  const lower = raw.toLowerCase();
  if (["", "0", "false", "no", "off"].includes(lower)) return false;
  if (["true", "yes", "on"].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) > 10) throw new ConfigError(`TRUST_PROXY must be at most 10 proxy hops, got ${raw}`);
    return Number(raw);
  }
  return raw.split(",").map((part) => {
    const entry = part.trim();
    const [address, prefix, ...rest] = entry.split("/");
    const version = net.isIP(address);
    const max = version === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (PROXY_NAMES.includes(entry) || (version && validPrefix && rest.length === 0)) return entry;
    throw new ConfigError(
      `TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/CIDR networks separated by commas (e.g. 10.0.0.1,192.168.0.0/16); got "${entry}"`,
    );
  });
}

/** SUPABASE_JWT_SECRET and the JWKS settings only mean something with VITE_SUPABASE_URL. */
function hostedAuth(env: Env): Config["hostedAuth"] {
  const hosted = Boolean(env.VITE_SUPABASE_URL?.trim());
  const jwtSecret = env.SUPABASE_JWT_SECRET?.trim() || null;
  // Never echo the secret in a message.
  if (jwtSecret && !hosted) throw new ConfigError("SUPABASE_JWT_SECRET needs VITE_SUPABASE_URL (the hosted project it belongs to)");
  if (jwtSecret && jwtSecret.length < 32)
    throw new ConfigError("SUPABASE_JWT_SECRET must be at least 32 characters (the project's JWT secret)");
  return {
    jwtSecret,
    jwksCacheSeconds: int(env, "SUPABASE_JWKS_CACHE_SECONDS", 600, 1, 86400),
    jwksTimeoutMs: int(env, "SUPABASE_JWKS_TIMEOUT_MS", 3000, 100, 30000),
    anonKey: env.VITE_SUPABASE_ANON_KEY?.trim() || null,
  };
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(", ")}, got "${raw}"`);
  return raw as T;
}

/** STORAGE_S3_BUCKET switches the Storage API's bytes to S3; credentials are then required. */
function storageS3(env: Env): Config["storage"]["s3"] {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim() ?? "";
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim() ?? "";
  // Never echo the secret in a message.
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError("STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set when STORAGE_S3_BUCKET is set");
  }
  const endpoint = url(env, "STORAGE_S3_ENDPOINT", ["http:", "https:"]);
  const prefix = env.STORAGE_S3_PREFIX?.trim() ?? "";
  if (prefix && !/^[\w./-]{1,200}\/$/.test(prefix))
    throw new ConfigError(`STORAGE_S3_PREFIX must be a folder ending in "/", got "${prefix}"`);
  return {
    bucket,
    region: env.STORAGE_S3_REGION?.trim() || "us-east-1",
    endpoint,
    accessKeyId,
    secretAccessKey,
    // A self-hosted endpoint (MinIO, s3rver) usually has no per-bucket host names.
    forcePathStyle: bool(env, "STORAGE_S3_FORCE_PATH_STYLE", endpoint !== null),
    prefix,
  };
}

/** A comma-separated list of bucket names (Storage's rule: letters, digits and a few signs). */
function bucketList(env: Env, name: string, fallback: string[]): string[] {
  const value = env[name];
  if (value === undefined) return fallback;
  const raw = value.trim();
  if (!raw) return [];
  return raw.split(",").map((entry) => {
    const bucket = entry.trim();
    if (!/^[\w!*'() &$@=;:+?.-]{1,100}$/.test(bucket) || bucket === "." || bucket === "..") {
      throw new ConfigError(`${name} must list bucket names separated by commas; got "${bucket}"`);
    }
    return bucket;
  });
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = url(env, "DATABASE_URL", ["postgres:", "postgresql:"]);
  const llmBaseUrl = url(env, "LLM_BASE_URL", ["http:", "https:"]);
  const llmModel = env.LLM_MODEL?.trim() ?? "";
  if (llmBaseUrl && !llmModel) throw new ConfigError("LLM_MODEL must be set when LLM_BASE_URL is set");
  const embeddingsModel = env.EMBEDDINGS_MODEL?.trim() ?? "";
  if (embeddingsModel && !llmBaseUrl) throw new ConfigError("EMBEDDINGS_MODEL needs LLM_BASE_URL (the same OpenAI-compatible endpoint)");
  const passwordMinLength = int(env, "PASSWORD_MIN_LENGTH", 6, 6, PASSWORD_MAX_LENGTH);
  const jwtExpSeconds = int(env, "JWT_EXP", 3600, 30, 7 * 24 * 3600);
  const operatorName = env.OPERATOR_NAME?.trim() || "Betreiberin des Datenschutz-Assistenten";
  const smtp = smtpUrl(env);
  const emailRateLimit = rateLimit(env, "AUTH_RATE_LIMIT_EMAIL", { count: 30, periodSeconds: 3600, burst: 30 });
  const accountsRateLimit = rateLimit(env, "AUTH_RATE_LIMIT_EMAIL_ACCOUNTS", { count: 100, periodSeconds: 3600, burst: 100 });
  return {
    port: int(env, "PORT", 3000, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR?.trim() || "./data"),
    databaseUrl,
    siteUrl: url(env, "SITE_URL", ["http:", "https:"]),
    corsAllowedOrigins: corsOrigins(env),
    supabaseUrl: url(env, "VITE_SUPABASE_URL", ["http:", "https:"]),
    hostedAuth: hostedAuth(env),
    additionalRedirectUrls: redirectUrls(env),
    trustProxy: trustProxy(env),
    logLevel: oneOf(env, "LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "silent"] as const, "info"),
    shutdownGraceSeconds: int(env, "SHUTDOWN_GRACE_SECONDS", 10, 1, 600),
    auth: {
      jwtExpSeconds,
      jwtIssuer: env.JWT_ISSUER?.trim() || "datenschutz-assistent/auth/v1",
      jwtAlgorithm: oneOf(env, "JWT_ALGORITHM", ["ES256", "RS256"] as const, "ES256"),
      jwtKeys: jwtKeys(env),
      serviceRoleKey: serviceRoleKey(env),
      passwordMinLength,
      refreshReuseIntervalSeconds: int(env, "REFRESH_TOKEN_REUSE_INTERVAL", 10, 0, 3600),
      sessions: sessionLifetimes(env, jwtExpSeconds),
      mailerAutoconfirm: bool(env, "MAILER_AUTOCONFIRM", true),
      securePasswordChange: bool(env, "SECURE_PASSWORD_CHANGE", true),
      rateLimitVerify: rateLimit(env, "AUTH_RATE_LIMIT_VERIFY", { count: 30, periodSeconds: 300, burst: 30 }),
      disableSignup: bool(env, "DISABLE_SIGNUP", false),
      rateLimitToken: rateLimit(env, "AUTH_RATE_LIMIT_TOKEN", { count: 150, periodSeconds: 300, burst: 30 }),
      // GoTrue's RATE_LIMIT_TOKEN_REFRESH default: 150 per 5 minutes, burst 30.
      rateLimitTokenRefresh: rateLimit(env, "AUTH_RATE_LIMIT_TOKEN_REFRESH", { count: 150, periodSeconds: 300, burst: 30 }),
      rateLimitSignup: rateLimit(env, "AUTH_RATE_LIMIT_SIGNUP", { count: 30, periodSeconds: 300, burst: 30 }),
      anonymousUsersEnabled: bool(env, "ANONYMOUS_USERS_ENABLED", false),
      rateLimitAnonymous: rateLimit(env, "AUTH_RATE_LIMIT_ANONYMOUS_USERS", { count: 30, periodSeconds: 3600, burst: 30 }),
      lockoutThreshold: int(env, "AUTH_LOCKOUT_THRESHOLD", 5, 3, 1000),
      lockoutSeconds: int(env, "AUTH_LOCKOUT_SECONDS", 300, 1, 86400),
      lockoutAccountPerHour: int(env, "AUTH_LOCKOUT_ACCOUNT_PER_HOUR", 20, 1, 10000),
      argon2: {
        memoryCost: int(env, "ARGON2_MEMORY_KIB", 19456, 1024, 1048576),
        timeCost: int(env, "ARGON2_ITERATIONS", 2, 1, 20),
      },
    },
    chat: {
      maxMessageLength: 4000,
      rateLimit: rateLimit(env, "CHAT_RATE_LIMIT", { count: 30, periodSeconds: 60, burst: 10 }),
      deltaDelayMs: int(env, "CHAT_STREAM_DELAY_MS", 10, 0, 1000),
      keepAliveMs: int(env, "CHAT_KEEPALIVE_MS", 15_000, 50, 600_000),
    },
    storage: {
      // "dokumente" holds the web app's "Meine Dokumente" (web/src/lib/documents.ts); empty means none.
      userBuckets: bucketList(env, "STORAGE_USER_BUCKETS", ["dokumente"]),
      fileSizeLimit: int(env, "STORAGE_FILE_SIZE_LIMIT", 50 * 1024 * 1024, 1, 5 * 1024 ** 3),
      s3: storageS3(env),
    },
    tools: {
      rateLimit: rateLimit(env, "TOOLS_RATE_LIMIT", { count: 20, periodSeconds: 60, burst: 10 }),
    },
    llm: llmBaseUrl
      ? { baseUrl: llmBaseUrl, model: llmModel, apiKey: env.LLM_API_KEY ?? "", timeoutMs: int(env, "LLM_TIMEOUT_MS", 60000, 1000, 600000) }
      : null,
    embeddings:
      llmBaseUrl && embeddingsModel
        ? {
            baseUrl: llmBaseUrl,
            model: embeddingsModel,
            apiKey: env.LLM_API_KEY ?? "",
            timeoutMs: int(env, "EMBEDDINGS_TIMEOUT_MS", 5000, 500, 120000),
          }
        : null,
    webchat: {
      url: env.WEBCHAT_URL?.trim() || "/webchat/",
      configUrl: env.WEBCHAT_CONFIG_URL?.trim() || "/webchat/config.json",
    },
    privacy: {
      operatorName,
      operatorContact: env.OPERATOR_CONTACT?.trim() || "datenschutz@example.ch",
      disclosureAbroad: env.DISCLOSURE_ABROAD?.trim() || "",
      conversationRetentionDays: int(env, "RETENTION_CONVERSATIONS_DAYS", 365, 1, 36500),
      auditRetentionDays: int(env, "RETENTION_AUDIT_DAYS", 365, 1, 36500),
    },
    mail: {
      smtp,
      from: mailFrom(env, smtp, operatorName),
      otpExpSeconds: int(env, "MAILER_OTP_EXP", 3600, 60, 86400),
      maxFrequencySeconds: int(env, "SMTP_MAX_FREQUENCY", 60, 0, 3600),
      secureEmailChange: bool(env, "MAILER_SECURE_EMAIL_CHANGE_ENABLED", true),
      rateLimit: emailRateLimit,
      accountsRateLimit,
      perIpRateLimit: mailCap(env, "AUTH_RATE_LIMIT_EMAIL_PER_IP", 10, [emailRateLimit, accountsRateLimit]),
      perAddressRateLimit: mailCap(env, "AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS", 5, [emailRateLimit, accountsRateLimit]),
    },
  };
}
