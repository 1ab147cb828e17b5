// Unit and integration tests of server and web; end-to-end tests are Playwright's (tests/e2e).
// Projects: "unit" and "web" (`npm run test:unit`: no PostgreSQL cluster, no browser), "server"
// (integration on SQLite and PostgreSQL), "evaluation" (whole corpora and question sets, retraining),
// "proof" (`npm run proof`). `vitest run`, and so `npm test`, runs them all.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Test files of the server, tooling and tests/ folders, relative to the root (without proofs and browsers). */
function serverTestFiles(): string[] {
  return ["server", "tooling", "tests"]
    .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`))
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => f.endsWith(".test.ts") && !f.startsWith("tests/proof/") && !f.startsWith("tests/e2e/"));
}

// An integration test builds the real app on a database or starts the cluster through
// tests/support; read from the imports, so that a new file lands in the right project by itself.
const INTEGRATION_IMPORT = /support\/(?:app|cluster|postgres)\.js["']/;
const integration = serverTestFiles().filter((f) => INTEGRATION_IMPORT.test(fs.readFileSync(path.join(root, f), "utf8")));

// Evaluations over whole corpora and question sets: the model retrained, every notice of the corpus
// checked (and its patterns compiled and linted), every question of every set answered. Minutes
// of CPU, so not in the unit run, and without a time limit that a busy machine could break.
const EVALUATIONS = [
  "tooling/search/train.test.ts",
  "tooling/answer/select-train.test.ts",
  "server/tools/notice/notice.test.ts",
  "server/answer/compose.test.ts",
  "tests/lint/runtime-patterns.test.ts",
];

export default defineConfig({
  resolve: { alias: { "@": path.join(root, "web/src"), "@shared": path.join(root, "web/shared") } },
  test: {
    root,
    exclude: ["tests/e2e/**", "node_modules/**", "dist/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // No globalSetup: a unit test that reached for the PostgreSQL cluster would fail here.
        test: {
          name: "unit",
          include: ["server/**/*.test.ts", "tooling/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["tests/proof/**", "tests/e2e/**", ...integration, ...EVALUATIONS],
        },
      },
      {
        extends: true,
        // The server's integration tests share one PostgreSQL cluster for the run.
        test: { name: "server", include: integration, globalSetup: ["tests/support/global-setup.ts"] },
      },
      {
        extends: true,
        test: { name: "evaluation", include: EVALUATIONS, testTimeout: 0, hookTimeout: 0 },
      },
      { extends: true, test: { name: "web", include: ["web/**/*.test.ts", "web/**/*.test.tsx"] } },
      {
        extends: true,
        // Proofs of the running system: several instances, crashes, hostile input, tokens, abuse,
        // headers and the supply chain. Builds dist/server once when it is older than server/.
        test: {
          name: "proof",
          include: ["tests/proof/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts", "tests/proof/support/build-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
