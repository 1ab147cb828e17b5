// Proves that the web's type check catches a server schema that changes under it: a copy of the chat
// contracts with one request field renamed takes the real module's place (a `paths` entry), and `tsc`
// over the webchat's real API module must fail there; the unchanged copy must pass, so the failure
// is the rename's and not the set-up's. The type-level assertions themselves are in
// wire-drift.test-d.ts, which `npm run typecheck` checks.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
const consumer = path.join(root, "web", "webchat", "api.ts");
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Type-checks the webchat's API module against `contracts` in place of server/chat/contracts.ts. */
async function typecheck(contracts: string): Promise<{ failed: boolean; output: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "wire-drift-"));
  dirs.push(dir);
  // The copy lives outside the tree: its relative imports point back into server/, its packages
  // come from the project's node_modules.
  const copy = contracts.replace(/from "\.\.\/([^"]+)"/g, (_, file: string) => `from "${path.join(root, "server", file)}"`);
  await writeFile(path.join(dir, "contracts.ts"), copy);
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  const config = {
    extends: path.join(root, "web", "tsconfig.json"),
    compilerOptions: {
      paths: {
        "@server/chat/contracts": [path.join(dir, "contracts.ts")],
        "@server/*": [path.join(root, "server", "*")],
        "@/*": [path.join(root, "web", "src", "*")],
        "@shared/*": [path.join(root, "web", "shared", "*")],
      },
    },
    files: [consumer],
    include: [],
  };
  await writeFile(path.join(dir, "tsconfig.json"), JSON.stringify(config));
  return new Promise((resolve) => {
    execFile(process.execPath, [tsc, "-p", dir, "--noEmit", "--pretty", "false"], { cwd: dir }, (error, stdout, stderr) =>
      resolve({ failed: error !== null, output: `${stdout}${stderr}` }),
    );
  });
}

describe("the web's type check and the server's schemas", () => {
  it("fails where the webchat relies on a request field the server's schema renamed", async () => {
    const contracts = await readFile(path.join(root, "server", "chat", "contracts.ts"), "utf8");
    const renamed = contracts.replace("    replaces: Type.Optional(uuid),", "    replacing: Type.Optional(uuid),");
    expect(renamed).not.toBe(contracts);

    const [unchanged, changed] = await Promise.all([typecheck(contracts), typecheck(renamed)]);

    expect(unchanged.output).toBe("");
    expect(unchanged.failed).toBe(false);
    expect(changed.failed).toBe(true);
    expect(changed.output).toMatch(/webchat[\\/]api\.ts\(\d+,\d+\): error TS\d+: .*replaces/);
    // Each run reads ~500 declaration files (about 5 s of CPU); the bound only ends a hung compiler
    // on a machine shared by many, it measures nothing.
  }, 180_000);
});
