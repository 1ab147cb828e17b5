// Starts a worker thread on a module of ours, from the TypeScript source as well as from the build.
// The build (dist/server, `node dist/server/main.js`) runs plain .js: the module is the worker's
// entry. Under tsx or vitest the calling module is itself .ts and Node cannot load a .ts worker;
// `--import tsx` in the worker's execArgv is not applied to the worker's entry on Node 20, so the
// worker starts from a two-line bootstrap that registers tsx's loader and then imports the module.
// tsx is a devDependency and is resolved only on that path, never in the build.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

export function startWorker(module: URL, options: WorkerOptions): Worker {
  if (!module.pathname.endsWith(".ts")) return new Worker(module, { ...options, execArgv: [] });
  const tsx = tsxEsmApi();
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(boot, { ...options, eval: true, execArgv: [] });
}

/**
 * The ES module build of tsx's API: require.resolve() would give the CommonJS build, whose register()
 * cannot find its loader from inside a worker, and the bootstrap (a script) resolves bare names from
 * the working directory, not from here. So the path comes from tsx's own exports map.
 */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json");
  const exports = JSON.parse(fs.readFileSync(manifest, "utf8")).exports as Record<string, { import: { default: string } }>;
  return pathToFileURL(path.join(path.dirname(manifest), exports["./esm/api"].import.default)).href;
}

/** The URL of a sibling module of the caller, with the caller's own extension (.ts in source, .js built). */
export function siblingModule(callerUrl: string, name: string): URL {
  return new URL(`./${name}${callerUrl.endsWith(".ts") ? ".ts" : ".js"}`, callerUrl);
}
