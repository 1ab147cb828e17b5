// The only module that reads process.env. Every variable is declared once, in EnvSchema (a TypeBox
// value: its meaning, default and reading), from which come both the type of the parsed environment
// and its validation, once, at start-up; a wrong value stops the server with a message that names
// the variable. configFrom adds the rules between variables and gives the Config the server reads.
import path from "node:path";
import { Type, type StaticDecode } from "@sinclair/typebox";
import { TransformDecodeError, Value } from "@sinclair/typebox/value";
import { PASSWORD_MAX_LENGTH } from "./wire/passwords.js";
import {
  bool,
  bucketList,
  corsOrigins,
  duration,
  given,
  int,
  jwtKeys,
  jwtSecret,
  mailCap,
  mailFrom,
  oneOf,
  parseBool,
  rateLimit,
  redirectUrls,
  Refusal,
  s3Prefix,
  serviceRoleKey,
  smtpUrl,
  text,
  trustProxy,
  url,
  variable,
  type RateLimit,
  type SmtpSettings,
} from "./env/readers.js";

export { PASSWORD_MAX_LENGTH };
export type { RateLimit, SmtpSettings } from "./env/readers.js";

export class ConfigError extends Error {}

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
  /** With supabaseUrl: how /api verifies that project's tokens (server/auth/hosted-verifier.ts). */
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
    /** STORAGE_RETENTION_DAYS: files in user buckets go once nothing in their folder changed for this long. */
    retentionDays: number;
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

const YEAR = 366 * 86400;
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "silent"] as const;

/** Every environment variable the server reads. README.md's table and .env.example describe them for operators. */
export const EnvSchema = Type.Object({
  PORT: int("HTTP port", 3000, 0, 65535),
  HOST: text("Interface to listen on", "0.0.0.0"),
  DATA_DIR: text("SQLite file, signing key, imported texts, mail and storage folders", "./data"),
  DATABASE_URL: url("postgres://… switches to PostgreSQL", ["postgres:", "postgresql:"]),
  SITE_URL: url("The app's address: e-mail links, redirect allow-list, CORS", ["http:", "https:"]),
  CORS_ALLOWED_ORIGINS: variable("Origins whose pages may call /auth/v1 (default: SITE_URL's origin)", corsOrigins),
  VITE_SUPABASE_URL: url("A hosted Supabase project instead of our auth server", ["http:", "https:"]),
  VITE_SUPABASE_ANON_KEY: variable("The hosted project's public anon key", (raw) => given(raw) ?? null),
  SUPABASE_JWT_SECRET: variable("The hosted project's legacy HS256 secret (needs VITE_SUPABASE_URL)", jwtSecret),
  SUPABASE_JWKS_CACHE_SECONDS: int("How long the hosted project's JWKS is trusted", 600, 1, 86400),
  SUPABASE_JWKS_TIMEOUT_MS: int("Timeout for fetching the hosted project's JWKS", 3000, 100, 30000),
  ADDITIONAL_REDIRECT_URLS: variable("Besides SITE_URL, where e-mail links may lead", redirectUrls),
  TRUST_PROXY: variable("Whom X-Forwarded-For is believed from: hops or proxy addresses", trustProxy),
  LOG_LEVEL: oneOf("Log level", LOG_LEVELS, "info"),
  SHUTDOWN_GRACE_SECONDS: int("After SIGTERM, how long open answers and requests get", 10, 1, 600),
  JWT_EXP: int("Access token lifetime in seconds", 3600, 30, 7 * 24 * 3600),
  JWT_ISSUER: text("The tokens' iss claim", "datenschutz-assistent/auth/v1"),
  JWT_ALGORITHM: oneOf("Signing algorithm of generated keys", ["ES256", "RS256"] as const, "ES256"),
  JWT_KEYS: variable("JSON array of private JWKs (first signs, others verify)", jwtKeys),
  SERVICE_ROLE_KEY: variable("Bearer secret for the admin API (at least 32 characters)", serviceRoleKey),
  PASSWORD_MIN_LENGTH: int("Shortest password (characters after NFKC)", 6, 6, PASSWORD_MAX_LENGTH),
  REFRESH_TOKEN_REUSE_INTERVAL: int("Seconds in which a used refresh token may be used again", 10, 0, 3600),
  SESSIONS_TIMEBOX: duration("A session ends this long after sign-in (0: never)", 7 * 86400, 60, YEAR),
  SESSIONS_INACTIVITY_TIMEOUT: duration("A session ends when not refreshed for this long (0: never)", 24 * 3600, 60, YEAR),
  MAILER_AUTOCONFIRM: bool("Sign-ups are confirmed without an e-mail", true),
  SECURE_PASSWORD_CHANGE: bool("A new password needs a code from /reauthenticate unless signed in recently", true),
  AUTH_RATE_LIMIT_VERIFY: rateLimit("Per-IP limit on /verify", { count: 30, periodSeconds: 300, burst: 30 }),
  DISABLE_SIGNUP: bool("Refuse sign-ups", false),
  AUTH_RATE_LIMIT_TOKEN: rateLimit("Per-IP limit on /token", { count: 150, periodSeconds: 300, burst: 30 }),
  // GoTrue's RATE_LIMIT_TOKEN_REFRESH default: 150 per 5 minutes, burst 30.
  AUTH_RATE_LIMIT_TOKEN_REFRESH: rateLimit("Per-IP limit on refreshes", { count: 150, periodSeconds: 300, burst: 30 }),
  AUTH_RATE_LIMIT_SIGNUP: rateLimit("Per-IP limit on /signup", { count: 30, periodSeconds: 300, burst: 30 }),
  ANONYMOUS_USERS_ENABLED: bool("POST /signup without e-mail or phone creates an anonymous user", false),
  AUTH_RATE_LIMIT_ANONYMOUS_USERS: rateLimit("Per-IP limit on anonymous sign-ups", { count: 30, periodSeconds: 3600, burst: 30 }),
  AUTH_LOCKOUT_THRESHOLD: int("Failures from one address at one account before it waits", 5, 3, 1000),
  AUTH_LOCKOUT_SECONDS: int("How long a locked-out address waits", 300, 1, 86400),
  AUTH_LOCKOUT_ACCOUNT_PER_HOUR: int("Failed guesses per account and hour from unknown addresses", 20, 1, 10000),
  ARGON2_MEMORY_KIB: int("Argon2id memory cost", 19456, 1024, 1048576),
  ARGON2_ITERATIONS: int("Argon2id time cost", 2, 1, 20),
  CHAT_RATE_LIMIT: rateLimit("Questions per user", { count: 30, periodSeconds: 60, burst: 10 }),
  CHAT_STREAM_DELAY_MS: int("Pause between streamed pieces of a composed answer", 10, 0, 1000),
  CHAT_KEEPALIVE_MS: int("Silence on an answer stream before a keep-alive comment", 15_000, 50, 600_000),
  // "dokumente" holds the web app's "Meine Dokumente" (web/src/lib/documents.ts); empty means none.
  STORAGE_USER_BUCKETS: variable("User buckets of the Storage API", bucketList(["dokumente"])),
  STORAGE_FILE_SIZE_LIMIT: int("The largest upload in bytes", 50 * 1024 * 1024, 1, 5 * 1024 ** 3),
  // Two years: a breach's documentation is kept at least two years (Art. 15 Abs. 4 DSV), and a
  // notice checked once a year keeps its previous report to compare with (decision 025).
  STORAGE_RETENTION_DAYS: int("Days a user's kept document stays once nothing in its folder changed", 730, 1, 36500),
  STORAGE_S3_BUCKET: variable("Bytes in S3-compatible storage instead of DATA_DIR/storage", (raw) => given(raw) ?? null),
  STORAGE_S3_REGION: text("The S3 region", "us-east-1"),
  STORAGE_S3_ENDPOINT: url("A self-hosted S3 endpoint", ["http:", "https:"]),
  STORAGE_S3_ACCESS_KEY_ID: variable("S3 credentials", (raw) => raw?.trim() ?? ""),
  STORAGE_S3_SECRET_ACCESS_KEY: variable("S3 credentials", (raw) => raw?.trim() ?? ""),
  STORAGE_S3_FORCE_PATH_STYLE: variable("Path-style S3 addresses (default: with an endpoint)", parseBool),
  STORAGE_S3_PREFIX: variable("A folder in the bucket, ending in /", s3Prefix),
  TOOLS_RATE_LIMIT: rateLimit("Document checks per user", { count: 20, periodSeconds: 60, burst: 10 }),
  LLM_BASE_URL: url("An OpenAI-compatible endpoint", ["http:", "https:"]),
  LLM_MODEL: variable("The model (needed with LLM_BASE_URL)", (raw) => raw?.trim() ?? ""),
  LLM_API_KEY: variable("The endpoint's key", (raw) => raw ?? ""),
  LLM_TIMEOUT_MS: int("Timeout of a model call", 60000, 1000, 600000),
  EMBEDDINGS_MODEL: variable("Embeddings from the same endpoint (needs LLM_BASE_URL)", (raw) => raw?.trim() ?? ""),
  EMBEDDINGS_TIMEOUT_MS: int("Timeout of an embeddings call", 5000, 500, 120000),
  WEBCHAT_URL: text("The chat frame on the home page", "/webchat/"),
  WEBCHAT_CONFIG_URL: text("The chat frame's configuration", "/webchat/config.json"),
  OPERATOR_NAME: text("Privacy notice: the operator", "Betreiberin des Datenschutz-Assistenten"),
  OPERATOR_CONTACT: text("Privacy notice: the contact", "datenschutz@example.ch"),
  DISCLOSURE_ABROAD: text("Privacy notice: disclosure abroad", ""),
  RETENTION_CONVERSATIONS_DAYS: int("Days conversations are kept", 365, 1, 36500),
  RETENTION_AUDIT_DAYS: int("Days the audit log is kept", 365, 1, 36500),
  SMTP_URL: variable("smtps://user:password@host:465; unset: .eml files in DATA_DIR/mail", smtpUrl),
  MAIL_FROM: variable("The sender (needed with SMTP_URL)", mailFrom),
  MAILER_OTP_EXP: int("Seconds an e-mailed code or link stays valid", 3600, 60, 86400),
  SMTP_MAX_FREQUENCY: int("Seconds between codes to one address or user", 60, 0, 3600),
  MAILER_SECURE_EMAIL_CHANGE_ENABLED: bool("A new address is confirmed from the new and the current one", true),
  AUTH_RATE_LIMIT_EMAIL: rateLimit("E-mails to new addresses per instance", { count: 30, periodSeconds: 3600, burst: 30 }),
  AUTH_RATE_LIMIT_EMAIL_ACCOUNTS: rateLimit("E-mails to accounts per instance", { count: 100, periodSeconds: 3600, burst: 100 }),
  AUTH_RATE_LIMIT_EMAIL_PER_IP: mailCap("E-mails one client address may cause", 10),
  AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: mailCap("E-mails to one recipient or signed-in user", 5),
});

/** The environment, read: each variable's value after its decoder. */
export type Env = StaticDecode<typeof EnvSchema>;

const perHour = (limit: RateLimit) => (limit.count * 3600) / limit.periodSeconds;

/**
 * The e-mail caps of one requester (per client address, per recipient): each must stay below both
 * instance allowances, so that no single requester can use one up (decision 019). Unset, a cap
 * defaults to its usual value, lowered below the allowances when those are set lower.
 */
function capBelow(name: string, cap: RateLimit | null, fallbackPerHour: number, shared: RateLimit[]): RateLimit {
  const ceiling = Math.min(...shared.map(perHour));
  if (!cap) {
    const count = Math.max(1, Math.min(fallbackPerHour, Math.ceil(ceiling) - 1));
    return { count, periodSeconds: 3600, burst: count };
  }
  if (perHour(cap) >= ceiling) {
    throw new ConfigError(`${name} must allow fewer e-mails per hour than AUTH_RATE_LIMIT_EMAIL and AUTH_RATE_LIMIT_EMAIL_ACCOUNTS`);
  }
  return cap;
}

/** The rules between variables, and the shape the rest of the server reads. */
function configFrom(env: Env): Config {
  if (env.LLM_BASE_URL && !env.LLM_MODEL) throw new ConfigError("LLM_MODEL must be set when LLM_BASE_URL is set");
  if (env.EMBEDDINGS_MODEL && !env.LLM_BASE_URL) {
    throw new ConfigError("EMBEDDINGS_MODEL needs LLM_BASE_URL (the same OpenAI-compatible endpoint)");
  }
  // Clients refresh shortly before the access token expires; an idle limit at or below JWT_EXP
  // would end sessions that are in use (docs/decisions/011-sessions-and-passwords.md).
  const idle = env.SESSIONS_INACTIVITY_TIMEOUT;
  if (idle !== 0 && idle <= env.JWT_EXP) {
    throw new ConfigError(`SESSIONS_INACTIVITY_TIMEOUT must be longer than JWT_EXP (${env.JWT_EXP} seconds), got ${idle} seconds`);
  }
  // SUPABASE_JWT_SECRET and the JWKS settings only mean something with VITE_SUPABASE_URL.
  if (env.SUPABASE_JWT_SECRET && !env.VITE_SUPABASE_URL) {
    throw new ConfigError("SUPABASE_JWT_SECRET needs VITE_SUPABASE_URL (the hosted project it belongs to)");
  }
  if (env.SMTP_URL && !env.MAIL_FROM) throw new ConfigError("MAIL_FROM must be set when SMTP_URL is set (e.g. noreply@example.ch)");
  const mailAllowances = [env.AUTH_RATE_LIMIT_EMAIL, env.AUTH_RATE_LIMIT_EMAIL_ACCOUNTS];
  const llm = env.LLM_BASE_URL;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    siteUrl: env.SITE_URL,
    corsAllowedOrigins: env.CORS_ALLOWED_ORIGINS ?? (env.SITE_URL ? [new URL(env.SITE_URL).origin] : []),
    supabaseUrl: env.VITE_SUPABASE_URL,
    hostedAuth: {
      jwtSecret: env.SUPABASE_JWT_SECRET,
      jwksCacheSeconds: env.SUPABASE_JWKS_CACHE_SECONDS,
      jwksTimeoutMs: env.SUPABASE_JWKS_TIMEOUT_MS,
      anonKey: env.VITE_SUPABASE_ANON_KEY,
    },
    additionalRedirectUrls: env.ADDITIONAL_REDIRECT_URLS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    auth: {
      jwtExpSeconds: env.JWT_EXP,
      jwtIssuer: env.JWT_ISSUER,
      jwtAlgorithm: env.JWT_ALGORITHM,
      jwtKeys: env.JWT_KEYS,
      serviceRoleKey: env.SERVICE_ROLE_KEY,
      passwordMinLength: env.PASSWORD_MIN_LENGTH,
      refreshReuseIntervalSeconds: env.REFRESH_TOKEN_REUSE_INTERVAL,
      sessions: { timeboxSeconds: env.SESSIONS_TIMEBOX, inactivityTimeoutSeconds: idle },
      mailerAutoconfirm: env.MAILER_AUTOCONFIRM,
      securePasswordChange: env.SECURE_PASSWORD_CHANGE,
      rateLimitVerify: env.AUTH_RATE_LIMIT_VERIFY,
      disableSignup: env.DISABLE_SIGNUP,
      rateLimitToken: env.AUTH_RATE_LIMIT_TOKEN,
      rateLimitTokenRefresh: env.AUTH_RATE_LIMIT_TOKEN_REFRESH,
      rateLimitSignup: env.AUTH_RATE_LIMIT_SIGNUP,
      anonymousUsersEnabled: env.ANONYMOUS_USERS_ENABLED,
      rateLimitAnonymous: env.AUTH_RATE_LIMIT_ANONYMOUS_USERS,
      lockoutThreshold: env.AUTH_LOCKOUT_THRESHOLD,
      lockoutSeconds: env.AUTH_LOCKOUT_SECONDS,
      lockoutAccountPerHour: env.AUTH_LOCKOUT_ACCOUNT_PER_HOUR,
      argon2: { memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_ITERATIONS },
    },
    chat: {
      maxMessageLength: 4000,
      rateLimit: env.CHAT_RATE_LIMIT,
      deltaDelayMs: env.CHAT_STREAM_DELAY_MS,
      keepAliveMs: env.CHAT_KEEPALIVE_MS,
    },
    storage: {
      userBuckets: env.STORAGE_USER_BUCKETS,
      fileSizeLimit: env.STORAGE_FILE_SIZE_LIMIT,
      retentionDays: env.STORAGE_RETENTION_DAYS,
      s3: storageS3(env),
    },
    tools: { rateLimit: env.TOOLS_RATE_LIMIT },
    llm: llm ? { baseUrl: llm, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS } : null,
    embeddings:
      llm && env.EMBEDDINGS_MODEL
        ? { baseUrl: llm, model: env.EMBEDDINGS_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.EMBEDDINGS_TIMEOUT_MS }
        : null,
    webchat: { url: env.WEBCHAT_URL, configUrl: env.WEBCHAT_CONFIG_URL },
    privacy: {
      operatorName: env.OPERATOR_NAME,
      operatorContact: env.OPERATOR_CONTACT,
      disclosureAbroad: env.DISCLOSURE_ABROAD,
      conversationRetentionDays: env.RETENTION_CONVERSATIONS_DAYS,
      auditRetentionDays: env.RETENTION_AUDIT_DAYS,
    },
    mail: {
      smtp: env.SMTP_URL,
      from: { name: env.MAIL_FROM?.name ?? env.OPERATOR_NAME, address: env.MAIL_FROM?.address ?? "noreply@localhost" },
      otpExpSeconds: env.MAILER_OTP_EXP,
      maxFrequencySeconds: env.SMTP_MAX_FREQUENCY,
      secureEmailChange: env.MAILER_SECURE_EMAIL_CHANGE_ENABLED,
      rateLimit: env.AUTH_RATE_LIMIT_EMAIL,
      accountsRateLimit: env.AUTH_RATE_LIMIT_EMAIL_ACCOUNTS,
      perIpRateLimit: capBelow("AUTH_RATE_LIMIT_EMAIL_PER_IP", env.AUTH_RATE_LIMIT_EMAIL_PER_IP, 10, mailAllowances),
      perAddressRateLimit: capBelow("AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS", env.AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS, 5, mailAllowances),
    },
  };
}

/** STORAGE_S3_BUCKET switches the Storage API's bytes to S3; credentials are then required. */
function storageS3(env: Env): Config["storage"]["s3"] {
  const bucket = env.STORAGE_S3_BUCKET;
  if (!bucket) return null;
  // Never echo the secret in a message.
  if (!env.STORAGE_S3_ACCESS_KEY_ID || !env.STORAGE_S3_SECRET_ACCESS_KEY) {
    throw new ConfigError("STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set when STORAGE_S3_BUCKET is set");
  }
  const endpoint = env.STORAGE_S3_ENDPOINT;
  return {
    bucket,
    region: env.STORAGE_S3_REGION,
    endpoint,
    accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
    secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
    // A self-hosted endpoint (MinIO, s3rver) usually has no per-bucket host names.
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE ?? endpoint !== null,
    prefix: env.STORAGE_S3_PREFIX,
  };
}

/** Reads the environment through EnvSchema; a refused value stops the server with the variable's name. */
export function loadConfig(raw: Record<string, string | undefined> = process.env): Config {
  // Every variable present (null when unset), so that each decoder sees it and gives its default.
  const input = Object.fromEntries(Object.keys(EnvSchema.properties).map((name) => [name, raw[name] ?? null]));
  let env: Env;
  try {
    env = Value.Decode(EnvSchema, input);
  } catch (error) {
    if (error instanceof TransformDecodeError && error.error instanceof Refusal) {
      throw new ConfigError(`${error.path.replace(/^\//, "")} ${error.error.message}`);
    }
    throw error;
  }
  return configFrom(env);
}
