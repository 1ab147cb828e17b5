// How often e-mails with a code or link may go out (decision 019). Three layers:
// - per requester: the client address and the recipient address (or, for a signed-in user's own
//   mail, the user), each allowing fewer mails than any instance allowance, so that no single
//   requester can use one up; GoTrue's SMTP_MAX_FREQUENCY is the per-recipient minute;
// - per instance, two pools (GoTrue's RATE_LIMIT_EMAIL_SENT is one): mail to addresses without a
//   confirmed account, and mail to confirmed accounts. A request that sends nothing (an unknown
//   address on /recover) only looks at its pool, so a flood of made-up addresses charges no pool
//   and still gets the very answer a real address would get.
// GoTrue applies the instance limit only without autoconfirm; we always do, because the addresses
// are chosen by the requester and spam would land on our sender.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { clientKey } from "../http/client.js";
import { ApiError, retryAfter } from "../http/errors.js";
import { requestRateLimited } from "./rate-limit.js";
import type { AuthDeps } from "./deps.js";

/**
 * "new": mail that confirms an address nobody has proved yet (sign-up confirmation, invitation);
 * "accounts": mail to an account for its own use (recovery, magic link, reauthentication, e-mail
 * change, MFA recovery).
 */
export type MailPool = "new" | "accounts";

type SentColumn = "email_change_sent_at" | "reauthentication_sent_at";

function frequencyError(sentAtMs: number, frequencySeconds: number, nowMs: number): ApiError {
  // Whole seconds, rounded down, like GoTrue's generateFrequencyLimitErrorMessage.
  const left = Math.max(0, Math.floor((sentAtMs + frequencySeconds * 1000 - nowMs) / 1000));
  return new ApiError(
    429,
    "over_email_send_rate_limit",
    `For security purposes, you can only request this after ${left} seconds.`,
    {},
    retryAfter(Math.max(1, left)),
  );
}

/** Refuses before any work when the user was sent a code of this kind too recently. */
export function checkFrequency(auth: Pick<AuthDeps, "clock" | "config">, sentAt: string | null): void {
  if (!sentAt) return;
  const sentAtMs = Date.parse(sentAt);
  const frequency = auth.config.mail.maxFrequencySeconds;
  const nowMs = auth.clock.now();
  if (sentAtMs + frequency * 1000 > nowMs) throw frequencyError(sentAtMs, frequency, nowMs);
}

/** GoTrue's per-user answer, for any cap of one recipient. */
function recipientError(waitSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return new ApiError(
    429,
    "over_email_send_rate_limit",
    `For security purposes, you can only request this after ${seconds} seconds.`,
    {},
    retryAfter(seconds),
  );
}

// Hashed: the limiter's table must not become a list of addresses.
const addressKey = (email: string) => crypto.createHash("sha256").update(email).digest("hex");

/**
 * The caps of one request from someone not signed in: its client address, then the recipient
 * (GoTrue's minute, then the hourly cap). Taken whether or not an account has the address, so the
 * answer never tells; they are the requester's own and the recipient's own buckets, shared with
 * nobody else. Call before opening a transaction: the limiter runs its own.
 */
export async function takeRequesterCaps(auth: Pick<AuthDeps, "clock" | "config" | "limiter">, ip: string, email: string): Promise<void> {
  const { limiter, clock, config } = auth;
  const fromIp = await limiter.consume(`email-ip:${clientKey(ip)}`, config.mail.perIpRateLimit, clock.now());
  if (fromIp > 0) throw requestRateLimited(fromIp);
  const key = addressKey(email);
  const seconds = config.mail.maxFrequencySeconds;
  if (seconds > 0) {
    const wait = await limiter.consume(`email-to:${key}`, { count: 1, periodSeconds: seconds, burst: 1 }, clock.now());
    if (wait > 0) throw recipientError(wait);
  }
  const hourly = await limiter.consume(`email-to-hour:${key}`, config.mail.perAddressRateLimit, clock.now());
  if (hourly > 0) throw recipientError(hourly);
}

/**
 * The instance allowance of a pool: taken when a mail goes out (`sends`), otherwise only looked
 * at, so that a request without mail answers as one with mail would and charges nobody.
 */
export async function takeSharedAllowance(
  auth: Pick<AuthDeps, "clock" | "config" | "limiter">,
  pool: MailPool,
  sends: boolean,
): Promise<void> {
  const [key, limit] =
    pool === "new" ? ["email:instance", auth.config.mail.rateLimit] : ["email:accounts", auth.config.mail.accountsRateLimit];
  const wait = sends ? await auth.limiter.consume(key, limit, auth.clock.now()) : await auth.limiter.peek(key, limit, auth.clock.now());
  if (wait > 0) throw new ApiError(429, "over_email_send_rate_limit", "email rate limit exceeded", {}, retryAfter(wait));
}

/**
 * A signed-in user's mail to their own address (reauthentication, e-mail change, MFA recovery):
 * a client-address bucket of its own (a flood of /recover from the same network cannot stop it),
 * the user's hourly cap (not the address's, which strangers can name) and the accounts pool.
 */
export async function takeSignedInAllowance(
  auth: Pick<AuthDeps, "clock" | "config" | "limiter">,
  userId: string,
  ip: string,
): Promise<void> {
  const { limiter, clock, config } = auth;
  const fromIp = await limiter.consume(`email-ip-user:${clientKey(ip)}`, config.mail.perIpRateLimit, clock.now());
  if (fromIp > 0) throw requestRateLimited(fromIp);
  const hourly = await limiter.consume(`email-user:${userId}`, config.mail.perAddressRateLimit, clock.now());
  if (hourly > 0) throw recipientError(hourly);
  await takeSharedAllowance(auth, "accounts", true);
}

/**
 * Records the send time only if the window has passed, in one statement: of two requests at the
 * same moment one wins and the other gets the frequency error (the row lock orders them).
 */
export async function claimSendSlot(
  trx: Kysely<Database>,
  auth: Pick<AuthDeps, "clock" | "config">,
  userId: string,
  column: SentColumn,
  extra: { email_change?: string } = {},
): Promise<void> {
  const nowMs = auth.clock.now();
  const frequency = auth.config.mail.maxFrequencySeconds;
  const threshold = new Date(nowMs - frequency * 1000).toISOString();
  const result = await trx
    .updateTable("users")
    .set({ [column]: new Date(nowMs).toISOString(), ...extra })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb(column, "is", null), eb(column, "<=", threshold)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const row = await trx.selectFrom("users").select(column).where("id", "=", userId).executeTakeFirst();
  throw frequencyError(row?.[column] ? Date.parse(row[column]) : nowMs, frequency, nowMs);
}
