// What the auth flows are made of. compose.ts builds one of each, once, in app.ts; every flow
// declares the few of them it uses (a Pick of AuthDeps) and receives nothing else, so a reader
// sees from a function's signature what it can touch, and a test can build just those parts.
import type { Config } from "../config.js";
import type { Clock } from "../clock.js";
import type { Db, Engine } from "../db/database.js";
import type { Mailer } from "../mail/mail.js";
import type { KeySet } from "./keys.js";
import type { Lockout } from "./lockout.js";
import type { Passwords } from "./passwords.js";
import type { RateLimiter } from "./rate-limit.js";
import type { SessionLookup } from "./session-lookup.js";
import type { TokenService } from "./tokens.js";

export interface AuthDeps {
  db: Db;
  engine: Engine;
  config: Config;
  keys: KeySet;
  clock: Clock;
  /** Account e-mails; delivery happens in the background. */
  mail: Mailer;
  passwords: Passwords;
  tokens: TokenService;
  /** Per-address and per-account limits (token buckets in the database). */
  limiter: RateLimiter;
  /** Failed sign-ins per address and account (decision 008). */
  lockout: Lockout;
  /** The session with its user in one compiled statement per engine (session-lookup.ts). */
  sessions: SessionLookup;
}
