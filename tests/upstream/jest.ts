// storage-js's tests are Jest tests (packages/core/storage-js/jest.config.js: ts-jest, node): the
// storage runner runs them with Jest itself, so that what they do with Jest's module system
// (`jest.spyOn` on a module's exports) works as upstream. Jest and ts-jest are not ours to depend
// on: they are installed on first use, at upstream's versions (pnpm-workspace.yaml's catalog), into
// .cache/upstream-jest (git-ignored), never into node_modules or package.json.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fail, repoRoot } from "./harness.js";

const CACHE = path.join(repoRoot, ".cache/upstream-jest");
/** Upstream's catalog: jest 30.4.2, ts-jest ^29.4.9, typescript ~5.8.3; tslib is storage-js's own dependency. */
const PACKAGES = ["jest@30.4.2", "ts-jest@^29.4.9", "typescript@~5.8.3", "@types/jest@30.0.0", "@types/node@20.19.9", "tslib@2.8.1"];
/** What the exported sources need besides src and test: the config and the TypeScript settings it names. */
export const JEST_FILES = ["jest.config.js", "tsconfig.json", "tsconfig.test.json", "package.json"];

/** The cache's node_modules, installed once (a marker lists what was installed, so a new pin reinstalls). */
export function ensureJest(): string {
  const modules = path.join(CACHE, "node_modules");
  const marker = path.join(CACHE, "installed.json");
  const wanted = JSON.stringify(PACKAGES);
  if (fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === wanted) return modules;
  fs.mkdirSync(CACHE, { recursive: true });
  // Its own project, so that npm never walks up to ours.
  fs.writeFileSync(path.join(CACHE, "package.json"), JSON.stringify({ name: "upstream-jest", private: true }) + "\n");
  console.log(`installing ${PACKAGES.join(" ")} into ${CACHE} (first use)`);
  const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--no-package-lock", "--prefix", CACHE, ...PACKAGES], {
    cwd: CACHE,
    stdio: "inherit",
  });
  if (npm.status !== 0) fail(`npm install into ${CACHE} failed (exit ${npm.status})`);
  fs.writeFileSync(marker, wanted);
  return modules;
}

/**
 * Lets the exported package find, from the cache, its preset (Jest resolves `preset: 'ts-jest'`
 * from the package), what ts-jest's output requires (tslib: importHelpers) and the types its type
 * check needs (@types/jest, @types/node), beside what is already linked there (iceberg-js).
 */
export function linkJestModules(work: string, modules: string): void {
  const target = path.join(work, "node_modules");
  fs.mkdirSync(target, { recursive: true });
  for (const name of ["ts-jest", "tslib", "@types"]) {
    const link = path.join(target, name);
    if (!fs.existsSync(link)) fs.symlinkSync(path.join(modules, name), link);
  }
}

/** The command that runs `files` of the package in `packageDir` with upstream's jest.config.js. */
export function jestCommand(packageDir: string, modules: string, files: string[], reportFile: string, extraArgs: string[]) {
  return {
    cwd: packageDir,
    args: [
      path.join(modules, "jest/bin/jest.js"),
      "--config",
      path.join(packageDir, "jest.config.js"),
      // One server, one file at a time, as upstream runs them; a missing snapshot fails (CI).
      "--runInBand",
      "--ci",
      // Coverage (upstream's default) only costs time here; nothing reads it.
      "--coverage=false",
      "--json",
      `--outputFile=${reportFile}`,
      "--runTestsByPath",
      ...files,
      ...extraArgs,
    ],
  };
}
