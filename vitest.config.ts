// Unit and integration tests of server and web; end-to-end tests are Playwright's (tests/e2e).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

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
        // The server's integration tests share one PostgreSQL cluster for the run.
        // tests/proof is its own project (below): real processes, fuzzing, load; run with `npm run proof`.
        test: {
          name: "server",
          include: ["server/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["tests/proof/**"],
          globalSetup: ["tests/support/global-setup.ts"],
        },
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
