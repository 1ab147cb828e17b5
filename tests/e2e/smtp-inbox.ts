// Playwright's global setup: a real SMTP server (tests/support/smtp.ts) that the e2e server sends
// its mails to (SMTP_URL in playwright.config.ts). Each mail is written as JSON into the inbox
// folder, where the specs, running in other processes, read it (mailbox.ts).
import fs from "node:fs";
import path from "node:path";
import { startSmtp } from "../support/smtp.js";

export const E2E_SMTP_PORT = 3101;
export const E2E_SMTP_USER = "e2e-mailer";
export const E2E_SMTP_PASS = "e2e-mail-pass";

export const inboxDir = () => path.join(process.env.E2E_DATA_DIR!, "smtp-inbox");

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = inboxDir();
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = await startSmtp({
    port: E2E_SMTP_PORT,
    user: E2E_SMTP_USER,
    pass: E2E_SMTP_PASS,
    onMail: (mail) => {
      count += 1;
      const name = `${Date.now()}-${String(count).padStart(4, "0")}.json`;
      // Written whole, then renamed: a reader never sees half a file.
      fs.writeFileSync(path.join(dir, `.${name}`), JSON.stringify(mail));
      fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
    },
  });
  return () => smtp.close();
}
