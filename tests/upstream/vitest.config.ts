// Runs the upstream auth-js GoTrueClient suite (exported by run.ts into a temp dir) with Vitest.
// Not part of `npm test`: the upstream source is not in this repository.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));
const authJsDir = process.env.UPSTREAM_AUTH_JS_DIR;
if (!authJsDir) throw new Error("UPSTREAM_AUTH_JS_DIR is not set; start the suite with `npm run test:upstream -- <supabase-js>`");

export default defineConfig({
  resolve: {
    alias: {
      jsonwebtoken: path.join(here, "shims/jsonwebtoken.ts"),
      "@faker-js/faker": path.join(here, "shims/faker.ts"),
    },
  },
  test: {
    root: authJsDir,
    // One file, or several separated by commas.
    include: (process.env.UPSTREAM_TEST_FILE ?? "test/GoTrueClient.test.ts").split(","),
    globals: true,
    // Whole expected/received values in failures.json, not chai's 40-character excerpts.
    chaiConfig: { truncateThreshold: 0 },
    environment: "node",
    setupFiles: [path.join(here, "setup.ts")],
    // Upstream runs one file serially against one server; so do we.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
