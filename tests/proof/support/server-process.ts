// The built server (dist/server/main.js) as a real child process, for proofs that need real
// processes: several instances on one database, SIGKILL and SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/postgres.js";
import { MAIN } from "./build-server.js";

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  /** stdout and stderr of the process so far (warnings, errors, crash messages). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Cheap hashes, no artificial stream delay and limits out of the way; tests override what they prove. */
export const QUIET_ENV: Record<string, string> = {
  LOG_LEVEL: "warn",
  ARGON2_MEMORY_KIB: "4096",
  ARGON2_ITERATIONS: "1",
  CHAT_STREAM_DELAY_MS: "0",
  AUTH_RATE_LIMIT_SIGNUP: "100000/60",
  AUTH_RATE_LIMIT_TOKEN: "100000/60",
  CHAT_RATE_LIMIT: "100000/60",
};

export function tempDataDir(prefix = "proof-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  port?: number;
  startTimeoutMs?: number;
  /** Another copy of the built entry point (dist-only.test.ts runs one without the source tree). */
  main?: string;
}): Promise<ServerProcess> {
  const main = options.main ?? MAIN;
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: the proof project's global setup builds it`);
  const port = options.port ?? (await freePort());
  // Only what the server needs from our environment: no DATABASE_URL or LLM settings leak in.
  const inherited: Record<string, string> = {};
  for (const name of ["PATH", "HOME", "TMPDIR", "LANG", "TZ", "NODE_OPTIONS"]) if (process.env[name]) inherited[name] = process.env[name]!;
  const env = {
    ...inherited,
    ...QUIET_ENV,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [main], { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited during start-up (${child.exitCode ?? child.signalCode}):\n${log}`);
    try {
      const response = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy on ${url}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    pid: child.pid!,
    child,
    dataDir: options.dataDir,
    output: () => log,
    exited,
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
