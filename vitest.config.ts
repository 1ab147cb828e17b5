// Unit tests of server and web; end-to-end tests are Playwright's (tests/e2e).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": path.join(root, "web/src") } },
  test: {
    root,
    include: ["server/**/*.test.ts", "web/**/*.test.ts", "web/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "node_modules/**", "dist/**"],
    environment: "node",
  },
});
