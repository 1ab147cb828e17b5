// What both upstream runners share (run.ts for auth-js, storage-run.ts for storage-js): export a
// package of a supabase-js git dir at HEAD, start OUR server on the port the suites expect, run the
// suite's files (auth-js with Vitest, vitest.config.ts here; storage-js with Jest, jest.ts) and
// report "passed X of Y" with the failures from the JSON report both write in Jest's format.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, "../..");
/** The port upstream's test/supabase/config.toml gives the API. */
export const PORT = 54321;
export const BASE = `http://127.0.0.1:${PORT}`;

interface AssertionResult {
  fullName: string;
  status: "passed" | "failed" | "skipped" | "pending" | "todo";
  failureMessages?: string[];
}
interface JsonReport {
  testResults: { name: string; message?: string; assertionResults: AssertionResult[] }[];
}

export function fail(message: string): never {
  console.error(`test:upstream: ${message}`);
  process.exit(2);
}

/** A bare git dir (like /work/.mirror/.../repo) or a checkout with .git. */
export function gitDirOf(source: string): string {
  const resolved = path.resolve(source);
  if (fs.existsSync(path.join(resolved, "HEAD")) && fs.existsSync(path.join(resolved, "objects"))) return resolved;
  if (fs.existsSync(path.join(resolved, ".git"))) return path.join(resolved, ".git");
  fail(`${source} is neither a git directory nor a checkout of supabase-js`);
}

/**
 * Exports `<pkg>/src`, `<pkg>/test` and `extra` (paths in the repository) at HEAD into `target`;
 * returns the package's directory there.
 */
export function exportPackage(gitDir: string, target: string, pkg: string, extra: string[] = []): string {
  const paths = [`${pkg}/src`, `${pkg}/test`, ...extra];
  const archive = spawnSync("git", [`--git-dir=${gitDir}`, "archive", "--format=tar", "HEAD", ...paths], {
    maxBuffer: 512 * 1024 * 1024,
  });
  if (archive.status !== 0) fail(`git archive failed: ${archive.stderr.toString()}`);
  const untar = spawnSync("tar", ["-x", "-C", target], { input: archive.stdout });
  if (untar.status !== 0) fail(`tar failed: ${untar.stderr.toString()}`);
  const head = spawnSync("git", [`--git-dir=${gitDir}`, "rev-parse", "HEAD"])
    .stdout.toString()
    .trim();
  console.log(`supabase-js ${head}: exported ${pkg} to ${target}`);
  return path.join(target, pkg);
}

/** Fails unless nothing listens on the suites' port yet. */
export async function ensurePortFree(): Promise<void> {
  try {
    await fetch(`${BASE}/auth/v1/health`);
  } catch {
    return;
  }
  fail(`something already listens on ${PORT}; stop it first`);
}

/** Starts server/main.ts with `env`, logging to <work>/server.log, and waits for its health check. */
export async function startServer(work: string, env: NodeJS.ProcessEnv): Promise<{ log: string; stop: () => void }> {
  const log = path.join(work, "server.log");
  const logFd = fs.openSync(log, "w");
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { cwd: repoRoot, env, stdio: ["ignore", logFd, logFd] });
  const stop = () => {
    if (server.exitCode === null && !server.killed) server.kill("SIGTERM");
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited (${server.exitCode}); see ${log}:\n${fs.readFileSync(log, "utf8").slice(-2000)}`);
    try {
      if ((await fetch(`${BASE}/auth/v1/health`)).ok) return { log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`the server did not answer ${BASE}/auth/v1/health within 90 s; see ${log}`);
}

/** The assertion message and the line of the upstream test that failed, without the rest of the stack. */
function summarise(message: string): string {
  const lines = message.split("\n");
  const stackStart = lines.findIndex((line) => /^\s+at /.test(line));
  const text = (stackStart < 0 ? lines : lines.slice(0, stackStart)).join("\n").slice(0, 1500);
  const where = lines.find((line) => /^\s+at .*\/test\//.test(line))?.trim();
  return where ? `${text}\n${where}` : text;
}

/** A test runner's command line (run with this Node) that writes its JSON report to `reportFile`. */
export interface SuiteCommand {
  cwd: string;
  args: string[];
}

/** Vitest with vitest.config.ts here (its env names the package dir and files). */
export function vitestCommand(vitestArgs: string[], reportFile: string): SuiteCommand {
  return {
    cwd: repoRoot,
    args: [
      path.join(repoRoot, "node_modules/vitest/vitest.mjs"),
      "run",
      "--config",
      path.join(here, "vitest.config.ts"),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
      ...vitestArgs,
    ],
  };
}

/** Where a runner writes its JSON report. */
export const reportFileOf = (work: string) => path.join(work, "report.json");

/**
 * Runs the suite, stops the server, writes <work>/failures.json, prints "passed X of Y" and exits
 * 0 only if all passed.
 */
export function runSuite(work: string, command: SuiteCommand, env: NodeJS.ProcessEnv, stop: () => void): never {
  const reportFile = reportFileOf(work);
  const run = spawnSync(process.execPath, command.args, { cwd: command.cwd, stdio: "inherit", env: { ...process.env, ...env } });
  stop();
  if (!fs.existsSync(reportFile)) fail(`the test runner wrote no report (exit ${run.status})`);
  const report = JSON.parse(fs.readFileSync(reportFile, "utf8")) as JsonReport;
  const results = report.testResults.flatMap((file) => file.assertionResults);
  const passed = results.filter((r) => r.status === "passed");
  const failed = results.filter((r) => r.status === "failed");
  const skipped = results.length - passed.length - failed.length;
  const failures = failed.map((r) => ({ test: r.fullName, error: summarise(r.failureMessages?.join("\n") ?? "") }));
  // A file that fails to load has no test results, only a message (Jest also sets the message of a
  // file whose tests failed, with those tests' failures, which are listed above).
  const loadErrors = report.testResults
    .filter((file) => file.message && file.assertionResults.length === 0)
    .map((file) => ({ file: file.name, error: file.message }));
  const summaryFile = path.join(work, "failures.json");
  fs.writeFileSync(
    summaryFile,
    JSON.stringify({ passed: passed.length, total: results.length, skipped, failures, loadErrors }, null, 2) + "\n",
  );
  console.log(`\npassed ${passed.length} of ${results.length}${skipped ? ` (${skipped} skipped)` : ""}`);
  console.log(`failures: ${summaryFile}`);
  process.exit(failed.length === 0 && loadErrors.length === 0 && results.length > 0 ? 0 : 1);
}

/** A server environment without the caller's database or mail settings: always a fresh SQLite database. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}
