// npm run test:upstream -- <supabase-js git dir or checkout> [vitest args]
//
// Exports packages/core/auth-js/{src,test} at HEAD into a temp dir, generates signing keys the
// way upstream's test/generate-signing-keys.js does, starts OUR server on 127.0.0.1:54321 with the
// settings of upstream's test/supabase/config.toml, runs test/GoTrueClient.test.ts with Vitest and
// prints "passed X of Y"; failures go to <temp>/failures.json. See README.md here.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sign } from "./shims/jsonwebtoken.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
const PORT = 54321;
const AUTH_URL = `http://127.0.0.1:${PORT}/auth/v1`;
const AUTH_JS = "packages/core/auth-js";

interface AssertionResult {
  fullName: string;
  status: "passed" | "failed" | "skipped" | "pending" | "todo";
  failureMessages?: string[];
}
interface JsonReport {
  testResults: { name: string; message?: string; assertionResults: AssertionResult[] }[];
}

function fail(message: string): never {
  console.error(`test:upstream: ${message}`);
  process.exit(2);
}

/** A bare git dir (like /work/.mirror/.../repo) or a checkout with .git. */
function gitDirOf(source: string): string {
  const resolved = path.resolve(source);
  if (fs.existsSync(path.join(resolved, "HEAD")) && fs.existsSync(path.join(resolved, "objects"))) return resolved;
  if (fs.existsSync(path.join(resolved, ".git"))) return path.join(resolved, ".git");
  fail(`${source} is neither a git directory nor a checkout of supabase-js`);
}

function exportAuthJs(gitDir: string, target: string): string {
  const archive = spawnSync("git", [`--git-dir=${gitDir}`, "archive", "--format=tar", "HEAD", `${AUTH_JS}/src`, `${AUTH_JS}/test`], {
    maxBuffer: 512 * 1024 * 1024,
  });
  if (archive.status !== 0) fail(`git archive failed: ${archive.stderr.toString()}`);
  const untar = spawnSync("tar", ["-x", "-C", target], { input: archive.stdout });
  if (untar.status !== 0) fail(`tar failed: ${untar.stderr.toString()}`);
  const head = spawnSync("git", [`--git-dir=${gitDir}`, "rev-parse", "HEAD"])
    .stdout.toString()
    .trim();
  console.log(`supabase-js ${head}: exported ${AUTH_JS} to ${target}`);
  return path.join(target, AUTH_JS);
}

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
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Always a fresh SQLite database, whatever the caller's shell says.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return {
    ...env,
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

async function waitForHealth(server: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited (${server.exitCode}); see ${log}:\n${fs.readFileSync(log, "utf8").slice(-2000)}`);
    try {
      const response = await fetch(`${AUTH_URL}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`the server did not answer ${AUTH_URL}/health within 90 s; see ${log}`);
}

async function portIsFree(): Promise<boolean> {
  try {
    await fetch(`${AUTH_URL}/health`);
    return false;
  } catch {
    return true;
  }
}

/** The assertion message and the line of the upstream test that failed, without the rest of the stack. */
function summarise(message: string): string {
  const lines = message.split("\n");
  const stackStart = lines.findIndex((line) => /^\s+at /.test(line));
  const text = (stackStart < 0 ? lines : lines.slice(0, stackStart)).join("\n").slice(0, 1500);
  const where = lines.find((line) => /^\s+at .*\/test\//.test(line))?.trim();
  return where ? `${text}\n${where}` : text;
}

async function main(): Promise<void> {
  const [source, ...vitestArgs] = process.argv.slice(2);
  if (!source) fail("usage: npm run test:upstream -- <supabase-js git dir or checkout> [vitest args]");
  const gitDir = gitDirOf(source);
  if (!(await portIsFree())) fail(`something already listens on ${PORT}; stop it first`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-auth-js-"));
  const authJsDir = exportAuthJs(gitDir, work);
  const keys = writeSigningKeys(authJsDir);
  linkShims(work);

  const log = path.join(work, "server.log");
  const logFd = fs.openSync(log, "w");
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: serverEnv(path.join(work, "data"), keys),
    stdio: ["ignore", logFd, logFd],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));

  await waitForHealth(server, log);
  console.log(`our server listens on ${AUTH_URL} (log: ${log})`);

  const reportFile = path.join(work, "report.json");
  const run = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, "node_modules/vitest/vitest.mjs"),
      "run",
      "--config",
      path.join(here, "vitest.config.ts"),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
      ...vitestArgs,
    ],
    { cwd: repoRoot, stdio: "inherit", env: { ...process.env, UPSTREAM_AUTH_JS_DIR: authJsDir } },
  );
  stop();
  if (!fs.existsSync(reportFile)) fail(`Vitest wrote no report (exit ${run.status})`);

  const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as JsonReport;
  const results = report.testResults.flatMap((file) => file.assertionResults);
  const passed = results.filter((r) => r.status === "passed");
  const failed = results.filter((r) => r.status === "failed");
  const skipped = results.length - passed.length - failed.length;
  const failures = failed.map((r) => ({ test: r.fullName, error: summarise(r.failureMessages?.join("\n") ?? "") }));
  // A file that fails to load has no test results, only a message.
  const loadErrors = report.testResults.filter((file) => file.message).map((file) => ({ file: file.name, error: file.message }));
  const summaryFile = path.join(work, "failures.json");
  fs.writeFileSync(
    summaryFile,
    JSON.stringify({ passed: passed.length, total: results.length, skipped, failures, loadErrors }, null, 2) + "\n",
  );

  console.log(`\npassed ${passed.length} of ${results.length}${skipped ? ` (${skipped} skipped)` : ""}`);
  console.log(`failures: ${summaryFile}`);
  process.exit(failed.length === 0 && loadErrors.length === 0 && results.length > 0 ? 0 : 1);
}

void main();
