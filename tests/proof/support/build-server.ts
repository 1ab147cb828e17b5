// The proofs run the built server (dist/server/main.js) as a real process, so the proof
// project's global setup builds it once per run when it is missing or older than its sources.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const MAIN = path.join(ROOT, "dist/server/main.js");

function newestSource(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newestSource(full));
    else if (/\.(ts|json)$/.test(entry.name) && !entry.name.endsWith(".test.ts")) latest = Math.max(latest, fs.statSync(full).mtimeMs);
  }
  return latest;
}

export function serverIsStale(): boolean {
  if (!fs.existsSync(MAIN)) return true;
  const built = fs.statSync(MAIN).mtimeMs;
  return [path.join(ROOT, "server"), path.join(ROOT, "tsconfig.server.json"), path.join(ROOT, "tsconfig.json")].some((source) =>
    fs.statSync(source).isDirectory() ? newestSource(source) > built : fs.statSync(source).mtimeMs > built,
  );
}

export function ensureServerBuilt(): void {
  if (!serverIsStale()) return;
  try {
    execFileSync("npm", ["run", "--silent", "build:server"], { cwd: ROOT, stdio: "pipe", timeout: 180_000 });
  } catch (error) {
    const e = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`npm run build:server failed:\n${e.stdout?.toString() ?? ""}${e.stderr?.toString() ?? ""}`);
  }
  // tsc rewrites only what it emits; make sure the marker is newer than the sources.
  const now = new Date();
  fs.utimesSync(MAIN, now, now);
}

/** Global setup of the proof project (vitest.config.ts), next to tests/support/global-setup.ts. */
export function setup(): void {
  ensureServerBuilt();
}
