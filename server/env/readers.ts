// How the text of one environment variable becomes a value: each reader is a TypeBox transform
// (server/config.ts declares every variable with one of them in EnvSchema). A reader refuses a wrong
// value with a Refusal; loadConfig puts the variable's name in front of its message.
import net from "node:net";
import { Type } from "@sinclair/typebox";

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

/** A variable's refusal; loadConfig puts the variable's name in front of the message. */
export class Refusal extends Error {}

/** A variable as the environment has it: its text, or null when it is not set. */
type Raw = string | null;

/** One variable: absent or text, read by `decode` (which throws a Refusal for a wrong value). */
export function variable<T>(description: string, decode: (raw: Raw) => T) {
  return Type.Transform(Type.Union([Type.String(), Type.Null()], { description }))
    .Decode(decode)
    .Encode((): Raw => {
      throw new Error("the configuration is only read");
    });
}

/** The trimmed text, undefined when absent or blank. */
export const given = (raw: Raw) => raw?.trim() || undefined;

export function int(description: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  return variable(description, (raw): number => {
    if (raw == null || raw === "") return fallback;
    if (!/^\d+$/.test(raw.trim())) throw new Refusal(`must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) throw new Refusal(`must be between ${min} and ${max}, got ${value}`);
    return value;
  });
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/**
 * A duration as GoTrue writes it ("24h", "1h30m", "168h"), with "d" for days as well, or a plain
 * number of seconds. "0" turns the limit off.
 */
export function duration(description: string, fallbackSeconds: number, minSeconds: number, maxSeconds: number) {
  return variable(description, (value): number => {
    const raw = value?.trim();
    if (raw == null || raw === "") return fallbackSeconds;
    let seconds: number;
    if (/^\d+$/.test(raw)) seconds = Number(raw);
    else if (/^(\d+[smhd])+$/.test(raw)) {
      seconds = 0;
      // Sticky: the string is nothing but these tokens (checked above), so each is read where the last ended.
      for (const [, count, unit] of raw.matchAll(/(\d+)([smhd])/gy)) seconds += Number(count) * DURATION_UNITS[unit];
    } else {
      throw new Refusal(`must be a duration like "24h", "7d" or "1h30m", or a number of seconds; got "${raw}"`);
    }
    if (seconds !== 0 && (seconds < minSeconds || seconds > maxSeconds)) {
      throw new Refusal(`must be 0 (off) or between ${minSeconds} and ${maxSeconds} seconds, got ${seconds}`);
    }
    return seconds;
  });
}

/** true/false (also 1/0, yes/no, on/off); undefined when unset, for defaults that depend on others. */
export function parseBool(raw: Raw): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === "") return undefined;
  if (["1", "true", "yes", "on"].includes(value)) return true;
  if (["0", "false", "no", "off"].includes(value)) return false;
  throw new Refusal(`must be true or false, got "${raw}"`);
}

export const bool = (description: string, fallback: boolean) => variable(description, (raw) => parseBool(raw) ?? fallback);

export function parseUrl(raw: Raw, protocols: string[]): string | null {
  const value = given(raw);
  if (!value) return null;
  try {
    const parsed = new URL(value);
    if (!protocols.includes(parsed.protocol)) throw new Error();
    return value;
  } catch {
    throw new Refusal(`must be a URL starting with ${protocols.join(" or ")}`);
  }
}

export const url = (description: string, protocols: string[]) => variable(description, (raw) => parseUrl(raw, protocols));
export const text = (description: string, fallback: string) => variable(description, (raw) => given(raw) ?? fallback);

export function oneOf<const T extends readonly string[]>(description: string, allowed: T, fallback: T[number]) {
  return variable(description, (raw): T[number] => {
    const value = given(raw);
    if (!value) return fallback;
    if (!allowed.includes(value)) throw new Refusal(`must be one of ${allowed.join(", ")}, got "${value}"`);
    return value;
  });
}

/** "150" (per the fallback's period, GoTrue's 5 minutes for most) or "150/300" (count per seconds). */
export function parseRateLimit(raw: Raw, fallback: RateLimit): RateLimit {
  const value = given(raw);
  if (!value) return fallback;
  const match = /^(\d+)(?:\/(\d+))?$/.exec(value);
  if (!match || Number(match[1]) < 1 || (match[2] !== undefined && Number(match[2]) < 1)) {
    throw new Refusal(`must be "COUNT" or "COUNT/SECONDS" with positive numbers, got "${value}"`);
  }
  const count = Number(match[1]);
  return { count, periodSeconds: match[2] ? Number(match[2]) : fallback.periodSeconds, burst: Math.min(count, fallback.burst) };
}

export const rateLimit = (description: string, fallback: RateLimit) => variable(description, (raw) => parseRateLimit(raw, fallback));

/** An e-mail cap of one requester: null when unset (its default depends on the instance allowances). */
export const mailCap = (description: string, fallbackPerHour: number) =>
  variable(description, (raw) =>
    given(raw) ? parseRateLimit(raw, { count: fallbackPerHour, periodSeconds: 3600, burst: Number.MAX_SAFE_INTEGER }) : null,
  );

/** A guessable admin secret would open every account: at least 32 visible characters. */
export function serviceRoleKey(raw: Raw): string | null {
  const value = given(raw);
  if (!value) return null;
  // The value itself is never part of the message.
  if (value.length < 32 || !/^[\x21-\x7e]+$/.test(value)) {
    throw new Refusal("must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32)");
  }
  return value;
}

export function jwtKeys(raw: Raw): Record<string, unknown>[] | null {
  const value = given(raw);
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Refusal("must be a JSON array of private JWKs");
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((k) => k && typeof k === "object" && "kty" in k)) {
    throw new Refusal("must be a non-empty JSON array of private JWKs (each with kty and d)");
  }
  // GoTrue-format keys may be public-only (verify); we need to sign with each, so name the culprit.
  const publicOnly = (parsed as Record<string, unknown>[]).findIndex((k) => typeof k.d !== "string" || k.d === "");
  if (publicOnly >= 0) {
    const kid = (parsed[publicOnly] as Record<string, unknown>).kid;
    const name = typeof kid === "string" ? `key "${kid}"` : `key #${publicOnly + 1}`;
    throw new Refusal(`${name} has no private part ("d"); every key must be a private JWK`);
  }
  return parsed as Record<string, unknown>[];
}

/**
 * A comma-separated list of http(s) URLs. `check` gets each entry with its parsed URL (null when
 * it is not an http(s) URL at all) and returns the normal form or throws the variable's refusal.
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

/** CORS_ALLOWED_ORIGINS, comma-separated bare origins; null when unset (then SITE_URL's origin). */
export function corsOrigins(raw: Raw): string[] | null {
  const value = given(raw);
  if (!value) return null;
  return urlList(value, (entry, parsed) => {
    // Only an exact origin: a path, a wildcard or credentials would suggest a match we never make.
    const bare = parsed && parsed.pathname === "/" && !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
    if (!parsed || !bare || entry.includes("*") || entry.endsWith("#") || entry.endsWith("?")) {
      throw new Refusal(`must list origins like https://app.example.ch, separated by commas; got "${entry}"`);
    }
    return parsed.origin;
  });
}

/** ADDITIONAL_REDIRECT_URLS: comma-separated absolute URLs; a redirect matches by origin and path prefix. */
export function redirectUrls(raw: Raw): string[] {
  const value = given(raw);
  if (!value) return [];
  return urlList(value, (entry, parsed) => {
    if (!parsed || parsed.username || parsed.password || entry.includes("*")) {
      throw new Refusal(`must list http(s) URLs without wildcards, separated by commas; got "${entry}"`);
    }
    return parsed.href;
  });
}

export function smtpUrl(raw: Raw): SmtpSettings | null {
  const value = given(raw);
  if (!value) return null;
  // Never echo the value: it holds the SMTP password.
  const problem = "must look like smtps://user:password@mail.example.ch:465 or smtp://user:password@host:587";
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Refusal(problem);
  }
  if (!["smtp:", "smtps:"].includes(parsed.protocol) || !parsed.hostname) throw new Refusal(problem);
  if ((parsed.pathname !== "" && parsed.pathname !== "/") || parsed.search || parsed.hash) {
    throw new Refusal(`${problem} (no path or query; percent-encode special characters in the password)`);
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

const MAIL_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** MAIL_FROM: "noreply@example.ch" or "Muster AG <noreply@example.ch>"; null when unset. */
export function mailFrom(raw: Raw): { name: string | null; address: string } | null {
  const value = given(raw);
  if (!value) return null;
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- MAIL_FROM is the operator's setting, read once at start-up; no user reaches it.
  const match = /^(?:"?([^"<>\r\n]*?)"?\s*<([^<>]+)>|([^<>]+))$/.exec(value);
  const address = (match?.[2] ?? match?.[3] ?? "").trim();
  if (!match || !MAIL_ADDRESS.test(address)) {
    throw new Refusal(`must be an e-mail address, optionally with a name: "Muster AG <noreply@example.ch>"; got "${value}"`);
  }
  return { name: match[1]?.trim() || null, address };
}

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/**
 * TRUST_PROXY: false; a number of proxy hops; or proxy addresses and CIDR networks, separated by
 * commas (Fastify's trustProxy semantics). "true" is one hop, not Fastify's "trust everything",
 * which takes the left-most X-Forwarded-For entry: the one a client writes itself.
 */
export function trustProxy(value: Raw): false | number | string[] {
  const raw = value?.trim() ?? "";
  const lower = raw.toLowerCase();
  if (["", "0", "false", "no", "off"].includes(lower)) return false;
  if (["true", "yes", "on"].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) {
    if (Number(raw) > 10) throw new Refusal(`must be at most 10 proxy hops, got ${raw}`);
    return Number(raw);
  }
  return raw.split(",").map((part) => {
    const entry = part.trim();
    const [address, prefix, ...rest] = entry.split("/");
    const version = net.isIP(address);
    const max = version === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
    if (PROXY_NAMES.includes(entry) || (version && validPrefix && rest.length === 0)) return entry;
    throw new Refusal(
      `must be false, a number of proxy hops, or proxy addresses/CIDR networks separated by commas (e.g. 10.0.0.1,192.168.0.0/16); got "${entry}"`,
    );
  });
}

/** SUPABASE_JWT_SECRET: the hosted project's legacy HS256 secret; never echoed in a message. */
export function jwtSecret(raw: Raw): string | null {
  const value = given(raw) ?? null;
  if (value && value.length < 32) throw new Refusal("must be at least 32 characters (the project's JWT secret)");
  return value;
}

/** A comma-separated list of bucket names (Storage's rule: letters, digits and a few signs); set but empty: none. */
export function bucketList(fallback: string[]) {
  return (value: Raw): string[] => {
    if (value === null) return fallback;
    const raw = value.trim();
    if (!raw) return [];
    return raw.split(",").map((entry) => {
      const bucket = entry.trim();
      if (!/^[\w!*'() &$@=;:+?.-]{1,100}$/.test(bucket) || bucket === "." || bucket === "..") {
        throw new Refusal(`must list bucket names separated by commas; got "${bucket}"`);
      }
      return bucket;
    });
  };
}

export function s3Prefix(raw: Raw): string {
  const value = raw?.trim() ?? "";
  if (value && !/^[\w./-]{1,200}\/$/.test(value)) throw new Refusal(`must be a folder ending in "/", got "${value}"`);
  return value;
}
