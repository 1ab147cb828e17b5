// Files on disk: the real server process keeps DATA_DIR (database, WAL, shared memory, signing
// key) readable by its own user only, whether it creates the directory or finds a looser one.
import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { signUp } from "../support/app.js";
import { startServer, tempDataDir } from "./support/server-process.js";

const FILES = ["app.db", "app.db-wal", "app.db-shm", "jwt-keys.json"];

const mode = (file: string) => fs.statSync(file).mode & 0o777;

function modes(dataDir: string) {
  return Object.fromEntries([[".", mode(dataDir)], ...FILES.map((name) => [name, mode(path.join(dataDir, name))])]);
}

const PRIVATE = { ".": 0o700, ...Object.fromEntries(FILES.map((name) => [name, 0o600])) };

describe("DATA_DIR permissions (SQLite)", () => {
  const parents: string[] = [];
  afterAll(() => {
    for (const dir of parents) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("creates DATA_DIR 0700 and the database, its WAL and shared memory and the signing key 0600", async () => {
    const parent = tempDataDir("proof-files-");
    parents.push(parent);
    const dataDir = path.join(parent, "deployment", "data");
    const server = await startServer({ dataDir });
    try {
      await signUp(server.url);
      expect(modes(dataDir)).toEqual(PRIVATE);
      expect(mode(path.join(parent, "deployment"))).toBe(0o700);
    } finally {
      await server.kill();
    }
  });

  it("tightens a DATA_DIR and files left readable by an earlier version at start-up", async () => {
    const parent = tempDataDir("proof-files-");
    parents.push(parent);
    const dataDir = path.join(parent, "data");
    const first = await startServer({ dataDir });
    const { email, password } = await signUp(first.url);
    // SIGKILL leaves the WAL and shared-memory files behind, as a crash would.
    await first.kill("SIGKILL");
    fs.chmodSync(dataDir, 0o755);
    for (const name of FILES) fs.chmodSync(path.join(dataDir, name), 0o644);
    const second = await startServer({ dataDir });
    try {
      expect(modes(dataDir)).toEqual(PRIVATE);
      // The data survived: tightening changed who may read it, nothing else.
      const signIn = await fetch(`${second.url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
      expect(modes(dataDir)).toEqual(PRIVATE);
    } finally {
      await second.kill();
    }
  });
});
