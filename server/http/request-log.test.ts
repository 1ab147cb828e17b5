// The access log: one line per request with what an operator needs and nothing secret, written
// through the buffered destination, which the app flushes on close and pino on a fatal exit.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { systemClock } from "../clock.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { json, signUp, uniqueEmail } from "../../tests/support/app.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(log: { logStream?: NodeJS.WritableStream; logFd?: number }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "request-log-"));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "info", ARGON2_MEMORY_KIB: "4096", ARGON2_ITERATIONS: "1" });
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, clock: systemClock, ...log });
  await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.fastify.server.address() as { port: number }).port}`;
  return { app, url, dataDir, close: async () => (await app.fastify.close(), await database.close()) };
}

/** The access lines among everything logged, parsed. */
function accessLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === "request");
}

describe("request log", () => {
  it("writes one line per request with method, route, status, duration and request id, and no secret", async () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        chunks.push(String(chunk));
        cb();
      },
    });
    const server = await start({ logStream: stream });
    const password = `pw-${crypto.randomUUID()}`;
    const apikey = `anon-${crypto.randomUUID()}`;
    const { session, email } = await signUp(server.url, uniqueEmail(), password);
    const user = await json(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${session.access_token}`, apikey } });
    expect(user.status).toBe(200);
    const token = await json(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey },
      body: JSON.stringify({ email, password }),
    });
    expect(token.status).toBe(200);
    const secretQuery = `secret-${crypto.randomUUID()}`;
    const missing = await json(`${server.url}/api/nowhere?token=${secretQuery}`);
    expect(missing.status).toBe(404);
    const unrouted = await json(`${server.url}/nowhere?token=${secretQuery}`);
    expect(unrouted.status).toBe(404);
    await server.close();

    const log = chunks.join("");
    const lines = accessLines(log);
    expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
      ["POST", "/auth/v1/signup", 200],
      ["GET", "/auth/v1/user", 200],
      ["POST", "/auth/v1/token", 200],
      // The product API's catch-all route; outside any route the path without its query.
      ["GET", "/api/*", 404],
      ["GET", "/nowhere", 404],
    ]);
    for (const line of lines) {
      expect(line.level).toBe(30);
      expect(typeof line.ms).toBe("number");
      expect(line.ms).toBeGreaterThanOrEqual(0);
      expect(line.reqId).toMatch(/\S/);
    }
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(lines.length);
    // Fastify's own two lines per request are gone.
    expect(log).not.toContain("incoming request");
    expect(log).not.toContain("request completed");
    for (const secret of [password, apikey, session.access_token, session.refresh_token, secretQuery, "grant_type"])
      expect(log).not.toContain(secret);
  });

  it("reaches its file when the app closes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "request-log-file-"));
    dirs.push(dir);
    const file = path.join(dir, "server.log");
    // Left open: the destination outlives the app (shutdown logs after close) and flushes every second.
    const fd = fs.openSync(file, "a");
    const server = await start({ logFd: fd });
    const health = await json(`${server.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    await server.close();
    // Read at once, synchronously: a line still in the buffer would be missing here.
    expect(accessLines(fs.readFileSync(file, "utf8")).map((l) => [l.method, l.route, l.status])).toEqual([["GET", "/auth/v1/health", 200]]);
  });

  it("reaches its file when the process dies of an uncaught error", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "request-log-fatal-"));
    dirs.push(dir);
    const file = path.join(dir, "server.log");
    const module = path.resolve(import.meta.dirname, "request-log.ts");
    // A line far below the buffer's write size, then a crash before any flush timer could fire.
    const script = `
      import fs from "node:fs";
      import pino from "pino";
      const { logDestination } = await import(${JSON.stringify(module)});
      const log = pino(logDestination(fs.openSync(${JSON.stringify(file)}, "a")));
      log.info({ route: "/auth/v1/user" }, "request");
      throw new Error("boom");
    `;
    const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      encoding: "utf8",
    });
    expect(child.status).toBe(1);
    expect(child.stderr).toContain("boom");
    expect(accessLines(fs.readFileSync(file, "utf8")).map((l) => l.route)).toEqual(["/auth/v1/user"]);
  });
});
