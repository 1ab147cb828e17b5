// Unit and integration tests of server and web; end-to-end tests are Playwright's (tests/e2e).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": path.join(root, "web/src") } },
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
        test: { name: "server", include: ["server/**/*.test.ts", "tests/**/*.test.ts"], globalSetup: ["tests/support/global-setup.ts"] },
      },
      { extends: true, test: { name: "web", include: ["web/**/*.test.ts", "web/**/*.test.tsx"] } },
    ],
  },
});
