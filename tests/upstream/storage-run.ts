// npm run test:upstream:storage -- <supabase-js git dir or checkout> [jest args]
//
// Exports packages/core/storage-js/{src,test} and its Jest and TypeScript settings at HEAD into a
// temp dir, starts OUR server on 127.0.0.1:54321 with the suite's service-role key (the HS256 token
// the tests hard-code, signed with the Supabase CLI's default secret) accepted as the service-role
// bearer secret, creates the users and buckets of test/supabase/seed.sql through our API, runs
// storageApi.test.ts, storageFileApi.test.ts and storageFileApiNode.test.ts unmodified with Jest and
// ts-jest as upstream does (jest.ts) and prints "passed X of Y". See README.md here and
// docs/decisions/025-storage-api.md.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  BASE,
  cleanEnv,
  ensurePortFree,
  exportPackage,
  fail,
  gitDirOf,
  PORT,
  reportFileOf,
  repoRoot,
  runSuite,
  startServer,
} from "./harness.js";
import { ensureJest, jestCommand, JEST_FILES, linkJestModules } from "./jest.js";
import { sign } from "./shims/jsonwebtoken.js";

const STORAGE_JS = "packages/core/storage-js";
const FILES = ["test/storageApi.test.ts", "test/storageFileApi.test.ts", "test/storageFileApiNode.test.ts"];
/** The key storage-js's tests send (test/storageApi.test.ts): role service_role, HS256. */
const SUITE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
/** test/supabase/seed.sql: users and buckets (ids, owners, the fixed timestamp of the snapshot). */
const SEED_USERS = [
  ["317eadce-631a-4429-a0bb-f19a7a517b4a", "test-user1@supabase.io"],
  ["4d56e902-f0a0-4662-8448-a4d9e643c142", "test-user2@supabase.io"],
  ["d8c7bce9-cfeb-497b-bd61-e66ce2cbdaa2", "test-admin@supabase.io"],
];
const SEED_BUCKETS = [
  ["bucket2", "4d56e902-f0a0-4662-8448-a4d9e643c142"],
  ["bucket3", "4d56e902-f0a0-4662-8448-a4d9e643c142"],
  ["bucket4", "317eadce-631a-4429-a0bb-f19a7a517b4a"],
  ["bucket5", "317eadce-631a-4429-a0bb-f19a7a517b4a"],
  ["bucket-move", "317eadce-631a-4429-a0bb-f19a7a517b4a"],
];
const SEED_TIME = "2021-02-17T04:43:32.770Z";

function exportStorageJs(gitDir: string, target: string): string {
  // tsconfig.json extends the repository's tsconfig.base.json.
  const dir = exportPackage(gitDir, target, STORAGE_JS, [...JEST_FILES.map((file) => `${STORAGE_JS}/${file}`), "tsconfig.base.json"]);
  // storage-js imports iceberg-js (analytics buckets); resolve it from our install.
  fs.mkdirSync(path.join(target, "node_modules"), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, "node_modules/iceberg-js"), path.join(target, "node_modules/iceberg-js"));
  return dir;
}

function serverEnv(dataDir: string, keys: Record<string, unknown>[]): NodeJS.ProcessEnv {
  return {
    ...cleanEnv(),
    NODE_ENV: "test",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    JWT_KEYS: JSON.stringify(keys),
    JWT_ALGORITHM: "RS256",
    // The suite's key is accepted as the service-role secret, as the auth suite's is (decision 014).
    SERVICE_ROLE_KEY: SUITE_KEY,
    // config.toml: [storage] file_size_limit = "50MiB".
    STORAGE_FILE_SIZE_LIMIT: String(50 * 1024 * 1024),
    // No bucket of ours beside the seed's: the suite lists and empties buckets.
    STORAGE_USER_BUCKETS: "",
    ARGON2_MEMORY_KIB: "4096",
    ARGON2_ITERATIONS: "1",
  };
}

async function call(url: string, init: RequestInit & { token?: string }): Promise<void> {
  const response = await fetch(`${BASE}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${init.token ?? SUITE_KEY}`, "content-type": "application/json", ...(init.headers ?? {}) },
  });
  if (!response.ok) fail(`seeding ${url}: ${response.status} ${await response.text()}`);
}

/**
 * seed.sql through our API: the users (admin API, with their ids), the buckets (created by a
 * service-role token whose sub is the seed's owner, so that `owner` is the seed's), then the seed's
 * fixed creation time, which no API sets, written into the two timestamp columns.
 */
async function seed(keys: Record<string, unknown>[], dataDir: string): Promise<void> {
  for (const [id, email] of SEED_USERS) {
    // seed.sql's "password123" is refused by our password policy (decision 011); no test signs in.
    const password = crypto.randomBytes(12).toString("base64url");
    await call("/auth/v1/admin/users", { method: "POST", body: JSON.stringify({ id, email, password, email_confirm: true }) });
  }
  const pem = crypto.createPrivateKey({ key: keys[0] as crypto.JsonWebKey, format: "jwk" }).export({ type: "pkcs8", format: "pem" });
  for (const [id, owner] of SEED_BUCKETS) {
    const token = sign({ role: "service_role", sub: owner, exp: Math.floor(Date.now() / 1000) + 600 }, pem, {
      algorithm: "RS256",
      keyid: keys[0].kid as string,
    });
    await call("/storage/v1/bucket", { method: "POST", token, body: JSON.stringify({ name: id, public: false }) });
  }
  const db = new SQLite(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  const fix = db.prepare("UPDATE storage_buckets SET created_at = ?, updated_at = ? WHERE id = ?");
  for (const [id] of SEED_BUCKETS) fix.run(SEED_TIME, SEED_TIME, id);
  db.close();
}

async function main(): Promise<void> {
  const [source, ...jestArgs] = process.argv.slice(2);
  if (!source) fail("usage: npm run test:upstream:storage -- <supabase-js git dir or checkout> [jest args]");
  const gitDir = gitDirOf(source);
  await ensurePortFree();
  const modules = ensureJest();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "upstream-storage-js-"));
  const storageJsDir = exportStorageJs(gitDir, work);
  linkJestModules(work, modules);
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keys = [{ ...privateKey.export({ format: "jwk" }), kid: crypto.randomUUID(), alg: "RS256" }];

  const dataDir = path.join(work, "data");
  const { log, stop } = await startServer(work, serverEnv(dataDir, keys));
  await seed(keys, dataDir);
  console.log(`our server listens on ${BASE}/storage/v1, seeded (log: ${log})`);
  // CI: a snapshot the file lacks fails instead of being written.
  runSuite(work, jestCommand(storageJsDir, modules, FILES, reportFileOf(work), jestArgs), { CI: "true" }, stop);
}

void main();
