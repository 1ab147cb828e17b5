// How often e-mails with a code or link may go out: per user (GoTrue's SMTP_MAX_FREQUENCY, the
// "only request this after N seconds" rule in [auth] internal/api/mail.go) and per instance
// (RATE_LIMIT_EMAIL_SENT). GoTrue applies the instance limit only without autoconfirm; we always
// do, because the addresses are chosen by the requester and spam would land on our sender.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { ApiError, retryAfter } from "../http/errors.js";
import type { AuthService } from "./service.js";

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
export function checkFrequency(auth: AuthService, sentAt: string | null): void {
  if (!sentAt) return;
  const sentAtMs = Date.parse(sentAt);
  const frequency = auth.config.mail.maxFrequencySeconds;
  const nowMs = auth.clock.now();
  if (sentAtMs + frequency * 1000 > nowMs) throw frequencyError(sentAtMs, frequency, nowMs);
}

/** Call before opening a transaction: the limiter runs its own. */
export async function takeEmailAllowance(auth: AuthService): Promise<void> {
  const wait = await auth.limiter.consume("email:instance", auth.config.mail.rateLimit, auth.clock.now());
  if (wait > 0) throw new ApiError(429, "over_email_send_rate_limit", "email rate limit exceeded", {}, retryAfter(wait));
}

/**
 * Records the send time only if the window has passed, in one statement: of two requests at the
 * same moment one wins and the other gets the frequency error (the row lock orders them).
 */
export async function claimSendSlot(
  trx: Kysely<Database>,
  auth: AuthService,
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
