// Reads the same .env files Vite reads for the web build, so that one file configures both: the
// webchat address baked into the build and the CSP the server sends can no longer disagree.
// Only `npm start` (scripts/start.mjs) calls this; tests pass their configuration explicitly.
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * Vite's order for a build (mode "production"), lowest priority first; later files win, and a
 * variable already in the environment wins over every file (as in Vite and Node's --env-file).
 */
export function envFileNames(mode = "production"): string[] {
  return [".env", ".env.local", `.env.${mode}`, `.env.${mode}.local`];
}

/** The variables the files in `dir` define, merged by priority; a missing file is skipped. */
export function readEnvFiles(dir: string, mode = "production"): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of envFileNames(mode)) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    Object.assign(merged, parseEnv(fs.readFileSync(file, "utf8")));
  }
  return merged;
}

/** Adds the files' variables to `env` where `env` does not set them already; returns what was added. */
export function applyEnvFiles(dir: string, env: NodeJS.ProcessEnv, mode = "production"): string[] {
  const added: string[] = [];
  for (const [key, value] of Object.entries(readEnvFiles(dir, mode))) {
    if (env[key] !== undefined) continue;
    env[key] = value;
    added.push(key);
  }
  return added;
}

/**
 * The webchat address the web build embeds. It is the server's WEBCHAT_URL (its CSP allows exactly
 * that frame origin); the older build-only VITE_WEBCHAT_URL is accepted only when it says the same,
 * so the build fails instead of shipping a frame the CSP blocks.
 */
export function webchatUrlForBuild(env: Record<string, string | undefined>): string {
  const server = env.WEBCHAT_URL?.trim() || "/webchat/";
  const build = env.VITE_WEBCHAT_URL?.trim();
  if (build && build !== server) {
    throw new Error(
      `VITE_WEBCHAT_URL (${build}) differs from WEBCHAT_URL (${server}): the server's CSP would block the webchat frame. Set WEBCHAT_URL only.`,
    );
  }
  return server;
}
