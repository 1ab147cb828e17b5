// End-to-end tests in Chromium against the production build, served the way `npm start` serves it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_SMTP_PASS, E2E_SMTP_PORT, E2E_SMTP_USER } from "./tests/e2e/smtp-inbox.js";
import { CONFIRMING_PORT, PORT } from "./tests/e2e/servers.js";

// Set once in the main process; workers inherit the environment, so all share one fresh database.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "datenschutz-e2e-"));
process.env.E2E_CONFIRMING_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "datenschutz-e2e-confirm-"));
const SMTP_URL = `smtp://${E2E_SMTP_USER}:${E2E_SMTP_PASS}@127.0.0.1:${E2E_SMTP_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  // The SMTP server the e2e server delivers its mails to.
  globalSetup: "./tests/e2e/smtp-inbox.ts",
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
  webServer: [
    {
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
        SMTP_URL,
        MAIL_FROM: "Datenschutz-Assistent E2E <noreply@example.ch>",
        AUTH_RATE_LIMIT_SIGNUP: "1000/60",
        AUTH_RATE_LIMIT_TOKEN: "1000/60",
        // One browser, one client address: the per-requester e-mail caps just below the instance allowance (decision 019).
        AUTH_RATE_LIMIT_EMAIL_PER_IP: "29",
        AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: "29",
        // Slow enough to press stop mid-answer; many questions per test run.
        CHAT_STREAM_DELAY_MS: "40",
        CHAT_RATE_LIMIT: "1000/60",
      },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${CONFIRMING_PORT}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(CONFIRMING_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_CONFIRMING_DATA_DIR,
        SITE_URL: `http://127.0.0.1:${CONFIRMING_PORT}`,
        LOG_LEVEL: "warn",
        MAILER_AUTOCONFIRM: "false",
        SMTP_URL,
        MAIL_FROM: "Datenschutz-Assistent E2E <noreply@example.ch>",
        // One browser, one client address: the per-requester e-mail caps just below the instance allowance (decision 019).
        AUTH_RATE_LIMIT_EMAIL_PER_IP: "29",
        AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: "29",
      },
    },
  ],
});
