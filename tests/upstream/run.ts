// npm run test:upstream -- <supabase-js git dir or checkout> [vitest args]
//
// Exports packages/core/auth-js/{src,test} at HEAD into a temp dir, generates signing keys the
// way upstream's test/generate-signing-keys.js does, starts OUR server on 127.0.0.1:54321 with the
// settings of upstream's test/supabase/config.toml, runs test/GoTrueClient.test.ts with Vitest and
// prints "passed X of Y"; failures go to <temp>/failures.json. See README.md here.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BASE,
  cleanEnv,
  ensurePortFree,
  exportPackage,
  fail,
  gitDirOf,
  here,
  PORT,
  reportFileOf,
  runSuite,
  startServer,
  vitestCommand,
} from "./harness.js";
import { sign } from "./shims/jsonwebtoken.js";

const AUTH_URL = `${BASE}/auth/v1`;
const AUTH_JS = "packages/core/auth-js";

/** As upstream's generate-signing-keys.js: one RSA-2048 private JWK with kid, key_ops and alg. */
function writeSigningKeys(authJsDir: string): Record<string, unknown>[] {
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  const keys = [{ ...jwk, kid: crypto.randomUUID(), key_ops: ["sign", "verify"], alg: "RS256" }];
  const file = path.join(authJsDir, "test/supabase/signing_keys.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(keys, null, 2) + "\n");
  return keys;
}

/**
 * Node's require (used inside some upstream tests) resolves packages from node_modules, not from
 * Vitest's aliases: a forwarding package for the shim, loaded as TypeScript by tsx (setup.ts).
 */
function linkShims(work: string): void {
  const dir = path.join(work, "node_modules/jsonwebtoken");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "jsonwebtoken", main: "index.js" }) + "\n");
  const shim = path.join(here, "shims/jsonwebtoken.ts");
  fs.writeFileSync(path.join(dir, "index.js"), `module.exports = require(${JSON.stringify(shim)});\n`);
}

/** The same service-role key test/lib/clients.ts derives (RS256 is deterministic). */
function serviceRoleKey(keys: Record<string, unknown>[]): string {
  const key = keys[0];
  const pem = crypto.createPrivateKey({ key: key as crypto.JsonWebKey, format: "jwk" }).export({ type: "pkcs8", format: "pem" });
  return sign({ iss: "supabase-demo", role: "service_role", exp: 1983812996, iat: 1768925145 }, pem, {
    algorithm: "RS256",
    keyid: key.kid as string,
  });
}

/** test/supabase/config.toml in our variables. */
function serverEnv(dataDir: string, keys: Record<string, unknown>[]): NodeJS.ProcessEnv {
  const high = "100000/3600";
  return {
    ...cleanEnv(),
    NODE_ENV: "test",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SITE_URL: "http://127.0.0.1:3000",
    ADDITIONAL_REDIRECT_URLS: "https://127.0.0.1:3000,http://localhost:5173",
    CORS_ALLOWED_ORIGINS: "http://127.0.0.1:3000,http://localhost:5173",
    JWT_KEYS: JSON.stringify(keys),
    JWT_ALGORITHM: "RS256",
    JWT_EXP: "3600",
    JWT_ISSUER: AUTH_URL,
    SERVICE_ROLE_KEY: serviceRoleKey(keys),
    DISABLE_SIGNUP: "false",
    MAILER_AUTOCONFIRM: "true",
    ANONYMOUS_USERS_ENABLED: "true",
    PASSWORD_MIN_LENGTH: "6",
    REFRESH_TOKEN_REUSE_INTERVAL: "10",
    SECURE_PASSWORD_CHANGE: "false",
    MAILER_SECURE_EMAIL_CHANGE_ENABLED: "true",
    SMTP_MAX_FREQUENCY: "1",
    MAILER_OTP_EXP: "3600",
    SESSIONS_TIMEBOX: "0",
    SESSIONS_INACTIVITY_TIMEOUT: "0",
    AUTH_RATE_LIMIT_TOKEN: high,
    AUTH_RATE_LIMIT_TOKEN_REFRESH: high,
    AUTH_RATE_LIMIT_SIGNUP: high,
    AUTH_RATE_LIMIT_ANONYMOUS_USERS: high,
    AUTH_RATE_LIMIT_VERIFY: high,
    AUTH_RATE_LIMIT_EMAIL: high,
    AUTH_RATE_LIMIT_EMAIL_ACCOUNTS: high,
    // Below the instance allowances, as the configuration demands (decision 019).
    AUTH_RATE_LIMIT_EMAIL_PER_IP: "99999/3600",
    AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: "99999/3600",
    // GoTrue has no lock-out; the suite signs in with wrong passwords on purpose.
    AUTH_LOCKOUT_THRESHOLD: "1000",
    AUTH_LOCKOUT_ACCOUNT_PER_HOUR: "10000",
    // Cheaper hashing: hundreds of sign-ups on two shared cores.
    ARGON2_MEMORY_KIB: "4096",
    ARGON2_ITERATIONS: "1",
  };
}

async function main(): Promise<void> {
  const [source, ...vitestArgs] = process.argv.slice(2);
  if (!source) fail("usage: npm run test:upstream -- <supabase-js git dir or checkout> [vitest args]");
  const gitDir = gitDirOf(source);
  await ensurePortFree();

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-auth-js-"));
  const authJsDir = exportPackage(gitDir, work, AUTH_JS);
  const keys = writeSigningKeys(authJsDir);
  linkShims(work);

  const { log, stop } = await startServer(work, serverEnv(path.join(work, "data"), keys));
  console.log(`our server listens on ${AUTH_URL} (log: ${log})`);
  runSuite(work, vitestCommand(vitestArgs, reportFileOf(work)), { UPSTREAM_AUTH_JS_DIR: authJsDir }, stop);
}

void main();
