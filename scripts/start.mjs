// `npm start`: builds what is missing or older than its sources, then runs the server.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "entries") continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, ...sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => fs.existsSync(source) && newest(source) > built);
}

const run = (script) => execSync(`npm run --silent ${script}`, { cwd: root, stdio: "inherit" });
if (stale(path.join(root, "dist/server/main.js"), path.join(root, "server"))) run("build:server");
if (stale(path.join(root, "dist/web/index.html"), path.join(root, "web"))) run("build:web");

// The server reads the same .env files Vite built the web app with (the environment wins), so the
// webchat address in the build and the server's CSP come from one value. Here, not in main.ts:
// tests that start dist/server/main.js directly must get only the environment they pass.
const { applyEnvFiles } = await import(path.join(root, "dist/server/env/files.js"));
applyEnvFiles(root, process.env);
// The V8 flags the benchmarks measure too (server/node-flags.ts).
const { SERVER_NODE_FLAGS } = await import(path.join(root, "dist/server/node-flags.js"));
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "dist/server/main.js")], { stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
