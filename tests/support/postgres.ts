// A throwaway PostgreSQL cluster for the test run: initdb in a temp dir, a free port, and
// a fresh database per test file. PostgreSQL refuses to run as root, so as root we run the
// server binaries as the `postgres` user.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBin(name: string): string {
  const candidates = ["/usr/local/bin", ...globDirs("/usr/lib/postgresql")].map((dir) => path.join(dir, name));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`PostgreSQL binary ${name} not found (install PostgreSQL 15)`);
  return found;
}

function globDirs(base: string): string[] {
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base)
    .sort()
    .reverse()
    .map((version) => path.join(base, version, "bin"));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

const asRoot = process.getuid?.() === 0;
function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

export interface PgCluster {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a cluster. `detached`: the server outlives this process (a test worker starts it on first
 * use and the run's teardown stops it through its pid file, see `stopDetached`).
 */
export async function startPostgres(options: { detached?: boolean } = {}): Promise<PgCluster & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const [initCmd, initArgs] = command(findBin("initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"]);
  execFileSync(initCmd, initArgs, { stdio: "ignore" });
  const port = await freePort();
  const [cmd, args] = command(findBin("postgres"), [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=on",
    "-c",
    "max_connections=200",
    "-c",
    "shared_buffers=64MB",
  ]);
  const logFile = path.join(dir, "server.log");
  const child: ChildProcess = options.detached
    ? spawn(cmd, args, { stdio: ["ignore", "ignore", fs.openSync(logFile, "a")], detached: true })
    : spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
  if (options.detached) child.unref();
  let log = "";
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  if (options.detached) log = "(see the log below)";
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (await canConnect(port)) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`PostgreSQL did not start: ${log} ${fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : ""}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // The socket accepts before the server is ready for queries; wait for a real query.
  const pg = (await import("pg")).default;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL not ready: ${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    dir,
    async stop() {
      // Signal the postmaster itself: runuser does not pass SIGINT on.
      const pidFile = path.join(data, "postmaster.pid");
      const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]) : child.pid;
      const exited = new Promise((r) => child.once("exit", r));
      try {
        if (pid) process.kill(pid, "SIGINT");
      } catch {
        /* already gone */
      }
      const timeout = new Promise((r) => setTimeout(r, 10_000).unref());
      if ((await Promise.race([exited.then(() => "exited"), timeout])) !== "exited") {
        try {
          if (pid) process.kill(pid, "SIGKILL");
          child.kill("SIGKILL");
        } catch {
          /* already gone */
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A fresh database in the cluster; returns its URL. */
export async function createDatabase(clusterUrl: string, prefix = "t"): Promise<string> {
  const pg = (await import("pg")).default;
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return clusterUrl.replace(/\/postgres$/, `/${name}`);
}

/** Stops a detached cluster started by another process: signals the postmaster, waits, removes its folder. */
export async function stopDetached(dir: string): Promise<void> {
  const pidFile = path.join(dir, "data", "postmaster.pid");
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]) : 0;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (pid) {
    try {
      process.kill(pid, "SIGINT");
    } catch {
      /* already gone */
    }
    const deadline = Date.now() + 10_000;
    while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (alive()) process.kill(pid, "SIGKILL");
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
