// The only module that reads process.env. Every value is parsed and validated here, once, at
// start-up; a wrong value stops the server with a message that names the variable.
import path from "node:path";

export class ConfigError extends Error {}

export interface RateLimit {
  /** Tokens added per period. */
  count: number;
  /** Refill period in seconds. */
  periodSeconds: number;
  /** Bucket capacity. */
  burst: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  siteUrl: string | null;
  /** A hosted Supabase project the web app talks to instead of our auth server (build-time). */
  supabaseUrl: string | null;
  trustProxy: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "silent";
  auth: {
    jwtExpSeconds: number;
    jwtIssuer: string;
    jwtAlgorithm: "ES256" | "RS256";
    /** JSON array of private JWKs; the first signs, the others only verify. */
    jwtKeys: Record<string, unknown>[] | null;
    passwordMinLength: number;
    refreshReuseIntervalSeconds: number;
    mailerAutoconfirm: boolean;
    disableSignup: boolean;
    rateLimitToken: RateLimit;
    rateLimitSignup: RateLimit;
    /** Failed sign-ins per account before it is locked. */
    lockoutThreshold: number;
    lockoutSeconds: number;
    argon2: { memoryCost: number; timeCost: number };
  };
  chat: {
    maxMessageLength: number;
    rateLimit: RateLimit;
    /** Pause between streamed pieces of an answer composed without a language model. */
    deltaDelayMs: number;
  };
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

function jwtKeys(env: Env): Record<string, unknown>[] | null {
  const raw = env.JWT_KEYS?.trim();
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError("JWT_KEYS must be a JSON array of private JWKs");
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((k) => k && typeof k === "object" && "kty" in k && "d" in k)) {
    throw new ConfigError("JWT_KEYS must be a non-empty JSON array of private JWKs (each with kty and d)");
  }
  return parsed as Record<string, unknown>[];
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(", ")}, got "${raw}"`);
  return raw as T;
}

export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = url(env, "DATABASE_URL", ["postgres:", "postgresql:"]);
  const llmBaseUrl = url(env, "LLM_BASE_URL", ["http:", "https:"]);
  const llmModel = env.LLM_MODEL?.trim() ?? "";
  if (llmBaseUrl && !llmModel) throw new ConfigError("LLM_MODEL must be set when LLM_BASE_URL is set");
  const embeddingsModel = env.EMBEDDINGS_MODEL?.trim() ?? "";
  if (embeddingsModel && !llmBaseUrl) throw new ConfigError("EMBEDDINGS_MODEL needs LLM_BASE_URL (the same OpenAI-compatible endpoint)");
  const passwordMinLength = int(env, "PASSWORD_MIN_LENGTH", 6, 6, 72);
  return {
    port: int(env, "PORT", 3000, 0, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR?.trim() || "./data"),
    databaseUrl,
    siteUrl: url(env, "SITE_URL", ["http:", "https:"]),
    supabaseUrl: url(env, "VITE_SUPABASE_URL", ["http:", "https:"]),
    trustProxy: bool(env, "TRUST_PROXY", false),
    logLevel: oneOf(env, "LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "silent"] as const, "info"),
    auth: {
      jwtExpSeconds: int(env, "JWT_EXP", 3600, 30, 7 * 24 * 3600),
      jwtIssuer: env.JWT_ISSUER?.trim() || "datenschutz-assistent/auth/v1",
      jwtAlgorithm: oneOf(env, "JWT_ALGORITHM", ["ES256", "RS256"] as const, "ES256"),
      jwtKeys: jwtKeys(env),
      passwordMinLength,
      refreshReuseIntervalSeconds: int(env, "REFRESH_TOKEN_REUSE_INTERVAL", 10, 0, 3600),
      mailerAutoconfirm: bool(env, "MAILER_AUTOCONFIRM", true),
      disableSignup: bool(env, "DISABLE_SIGNUP", false),
      rateLimitToken: rateLimit(env, "AUTH_RATE_LIMIT_TOKEN", { count: 150, periodSeconds: 300, burst: 30 }),
      rateLimitSignup: rateLimit(env, "AUTH_RATE_LIMIT_SIGNUP", { count: 30, periodSeconds: 300, burst: 30 }),
      lockoutThreshold: int(env, "AUTH_LOCKOUT_THRESHOLD", 10, 3, 1000),
      lockoutSeconds: int(env, "AUTH_LOCKOUT_SECONDS", 300, 1, 86400),
      argon2: {
        memoryCost: int(env, "ARGON2_MEMORY_KIB", 19456, 1024, 1048576),
        timeCost: int(env, "ARGON2_ITERATIONS", 2, 1, 20),
      },
    },
    chat: {
      maxMessageLength: 4000,
      rateLimit: rateLimit(env, "CHAT_RATE_LIMIT", { count: 30, periodSeconds: 60, burst: 10 }),
      deltaDelayMs: int(env, "CHAT_STREAM_DELAY_MS", 10, 0, 1000),
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
      operatorName: env.OPERATOR_NAME?.trim() || "Betreiberin des Datenschutz-Assistenten",
      operatorContact: env.OPERATOR_CONTACT?.trim() || "datenschutz@example.ch",
      disclosureAbroad: env.DISCLOSURE_ABROAD?.trim() || "",
      conversationRetentionDays: int(env, "RETENTION_CONVERSATIONS_DAYS", 365, 1, 36500),
      auditRetentionDays: int(env, "RETENTION_AUDIT_DAYS", 365, 1, 36500),
    },
  };
}
