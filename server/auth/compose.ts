// Builds the auth domain's parts once, from configuration, keys, database, clock and mailer;
// app.ts calls it and hands each route module and flow what it uses (decision 028).
import type { Config } from "../config.js";
import type { Clock } from "../clock.js";
import type { Db, Engine } from "../db/database.js";
import type { Mailer } from "../mail/mail.js";
import type { AuthDeps } from "./deps.js";
import type { KeySet } from "./keys.js";
import { Lockout } from "./lockout.js";
import { Passwords } from "./passwords.js";
import { RateLimiter } from "./rate-limit.js";
import { SessionLookup } from "./session-lookup.js";
import { TokenService } from "./tokens.js";

export function composeAuth(parts: { db: Db; engine: Engine; config: Config; keys: KeySet; clock: Clock; mail: Mailer }): AuthDeps {
  const { db, engine, config, keys } = parts;
  const lockout = new Lockout(
    db,
    engine,
    {
      threshold: config.auth.lockoutThreshold,
      lockSeconds: config.auth.lockoutSeconds,
      accountPerHour: config.auth.lockoutAccountPerHour,
    },
    keys.hashKey,
  );
  return {
    ...parts,
    passwords: new Passwords({ minLength: config.auth.passwordMinLength, argon2: config.auth.argon2 }),
    tokens: new TokenService(keys, { expSeconds: config.auth.jwtExpSeconds, issuer: config.auth.jwtIssuer }),
    limiter: new RateLimiter(db, engine),
    lockout,
    sessions: new SessionLookup(db, engine),
  };
}
