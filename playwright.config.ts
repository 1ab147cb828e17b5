// End-to-end tests in Chromium against the production build, served the way `npm start` serves it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = 3100;
// Set once in the main process; workers inherit the environment, so all share one fresh database.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "datenschutz-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "de-CH",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/auth/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Links in mails (recovery, confirmation) must lead back to this origin, where the browser
      // keeps the PKCE code verifier; the default would be http://localhost:PORT.
      SITE_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_SIGNUP: "1000/60",
      AUTH_RATE_LIMIT_TOKEN: "1000/60",
      // Slow enough to press stop mid-answer; many questions per test run.
      CHAT_STREAM_DELAY_MS: "40",
      CHAT_RATE_LIMIT: "1000/60",
    },
  },
});
