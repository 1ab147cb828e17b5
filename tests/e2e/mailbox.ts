// The e-mails the e2e server wrote to DATA_DIR/mail (no SMTP_URL in playwright.config.ts), read
// back by recipient and kind, polling with a deadline until the background delivery has written them.
import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The text of the newest mail of this kind to this address sent after `since` (ms). */
export async function waitForMail(to: string, kind: string, since: number): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        for (const name of names
          .filter((n) => n.includes(`-${kind}-`))
          .sort()
          .reverse()) {
          const file = path.join(dir, name);
          if ((await fs.stat(file)).mtimeMs < since - 1000) continue;
          const text = decodeQuotedPrintable(await fs.readFile(file, "utf8"));
          if (text.includes(to)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function codeIn(mail: string): string {
  const match = /(?:^|\s|>)(\d{6})(?:\s|<|$)/m.exec(mail);
  expect(match, "a 6-digit code in the mail").not.toBeNull();
  return match![1];
}

export function linkIn(mail: string): string {
  const match = /https?:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+/.exec(mail);
  expect(match, "a verification link in the mail").not.toBeNull();
  return match![0].replace(/&amp;/g, "&");
}
