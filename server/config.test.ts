// The configuration is one schema value (EnvSchema): each kind of wrong value stops loadConfig with
// a ConfigError that names the variable (and never echoes a secret); unset variables take their
// defaults; the variables .env.example documents are the ones the schema declares.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, EnvSchema, loadConfig } from "./config.js";

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe("configuration", () => {
  it("takes each variable's default when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe("info");
    expect(config.auth.sessions).toEqual({ timeboxSeconds: 7 * 86400, inactivityTimeoutSeconds: 86400 });
    expect(config.chat.rateLimit).toEqual({ count: 30, periodSeconds: 60, burst: 10 });
    expect(config.mail.from).toEqual({ name: "Betreiberin des Datenschutz-Assistenten", address: "noreply@localhost" });
    expect(config.storage.userBuckets).toEqual(["dokumente"]);
    expect(config.corsAllowedOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.llm).toBeNull();
  });

  it("reads set values into the shape the server uses", () => {
    const config = loadConfig({
      PORT: "8080",
      SITE_URL: "https://app.muster.ch/",
      SESSIONS_TIMEBOX: "1h30m",
      CHAT_RATE_LIMIT: "5/10",
      DISABLE_SIGNUP: "yes",
      TRUST_PROXY: "10.0.0.0/8, loopback",
      STORAGE_USER_BUCKETS: "",
      LLM_BASE_URL: "http://localhost:11434/v1",
      LLM_MODEL: "modell",
    });
    expect(config.port).toBe(8080);
    expect(config.corsAllowedOrigins).toEqual(["https://app.muster.ch"]);
    expect(config.auth.sessions.timeboxSeconds).toBe(5400);
    expect(config.chat.rateLimit).toEqual({ count: 5, periodSeconds: 10, burst: 5 });
    expect(config.auth.disableSignup).toBe(true);
    expect(config.trustProxy).toEqual(["10.0.0.0/8", "loopback"]);
    expect(config.storage.userBuckets).toEqual([]);
    expect(config.llm).toEqual({ baseUrl: "http://localhost:11434/v1", model: "modell", apiKey: "", timeoutMs: 60000 });
  });

  it("names the variable for each kind of wrong value", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: "achtzig" }, /^PORT must be a whole number, got "achtzig"$/],
      [{ PORT: "70000" }, /^PORT must be between 0 and 65535, got 70000$/],
      [{ SESSIONS_TIMEBOX: "eine Woche" }, /^SESSIONS_TIMEBOX must be a duration like/],
      [{ SESSIONS_TIMEBOX: "10s" }, /^SESSIONS_TIMEBOX must be 0 \(off\) or between 60 and/],
      [{ DISABLE_SIGNUP: "vielleicht" }, /^DISABLE_SIGNUP must be true or false, got "vielleicht"$/],
      [{ SITE_URL: "ftp://muster.ch" }, /^SITE_URL must be a URL starting with http: or https:$/],
      [{ LOG_LEVEL: "laut" }, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, silent, got "laut"$/],
      [{ CHAT_RATE_LIMIT: "0" }, /^CHAT_RATE_LIMIT must be "COUNT" or "COUNT\/SECONDS"/],
      [{ CORS_ALLOWED_ORIGINS: "https://a.muster.ch/pfad" }, /^CORS_ALLOWED_ORIGINS must list origins/],
      [{ STORAGE_USER_BUCKETS: "doku/mente" }, /^STORAGE_USER_BUCKETS must list bucket names/],
      [{ JWT_KEYS: "[" }, /^JWT_KEYS must be a JSON array of private JWKs$/],
      [{ TRUST_PROXY: "11" }, /^TRUST_PROXY must be at most 10 proxy hops, got 11$/],
      [{ MAIL_FROM: "kein Absender" }, /^MAIL_FROM must be an e-mail address/],
      [{ STORAGE_S3_PREFIX: "ordner" }, /^STORAGE_S3_PREFIX must be a folder ending in "\/"/],
      // Rules between variables.
      [{ LLM_BASE_URL: "http://localhost:11434/v1" }, /^LLM_MODEL must be set when LLM_BASE_URL is set$/],
      [{ JWT_EXP: "3600", SESSIONS_INACTIVITY_TIMEOUT: "1h" }, /^SESSIONS_INACTIVITY_TIMEOUT must be longer than JWT_EXP/],
      [{ SMTP_URL: "smtps://u:p@mail.muster.ch" }, /^MAIL_FROM must be set when SMTP_URL is set/],
      [{ AUTH_RATE_LIMIT_EMAIL_PER_IP: "30" }, /^AUTH_RATE_LIMIT_EMAIL_PER_IP must allow fewer e-mails per hour/],
    ];
    for (const [env, message] of cases) expect(refusal(env), JSON.stringify(env)).toMatch(message);
  });

  it("never puts a secret's value in its message", () => {
    const secrets: Record<string, string>[] = [
      { SERVICE_ROLE_KEY: "zu-kurz-und-geheim" },
      { SMTP_URL: "smtps://u:streng-geheim@mail.muster.ch/pfad" },
      { VITE_SUPABASE_URL: "https://p.supabase.co", SUPABASE_JWT_SECRET: "kurz-und-geheim" },
    ];
    for (const env of secrets) {
      const message = refusal(env);
      expect(message).toMatch(new RegExp(`^${Object.keys(env).at(-1)} `));
      expect(message).not.toMatch(/geheim/);
    }
  });

  it("declares the variables .env.example documents (two tuning knobs and the build-only VITE_WEBCHAT_* aside)", () => {
    const example = fs.readFileSync(path.join(fileURLToPath(new URL("..", import.meta.url)), ".env.example"), "utf8");
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const declared = Object.keys(EnvSchema.properties);
    // Two tuning knobs stay out of the example: their defaults fit every deployment we know.
    expect(declared.filter((name) => !documented.has(name)).sort()).toEqual(["EMBEDDINGS_TIMEOUT_MS", "STORAGE_S3_FORCE_PATH_STYLE"]);
    expect([...documented].filter((name) => !declared.includes(name)).sort()).toEqual(["VITE_WEBCHAT_CONFIG_URL", "VITE_WEBCHAT_URL"]);
  });
});
