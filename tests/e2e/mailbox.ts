// The e-mails the e2e server delivered to the test SMTP server (smtp-inbox.ts), read back by
// recipient and subject, polling with a deadline until the background delivery has sent them.
import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import type { ReceivedMail } from "../support/smtp.js";
import { inboxDir } from "./smtp-inbox.js";

/** The subjects of the mails the specs wait for (server/mail/templates.ts). */
const SUBJECTS = {
  recovery: "Passwort zurücksetzen",
  reauthentication: "Ihr Bestätigungscode für den Datenschutz-Assistenten",
  signup: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
} as const;

/** The text of the newest mail of this kind to this address sent after `since` (ms). */
export async function waitForMail(to: string, kind: keyof typeof SUBJECTS, since: number): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(inboxDir()).catch(() => [] as string[])).filter((n) => n.endsWith(".json") && !n.startsWith("."));
        for (const name of names.sort().reverse()) {
          if (Number(name.split("-")[0]) < since - 1000) continue;
          const mail = JSON.parse(await fs.readFile(path.join(inboxDir(), name), "utf8")) as ReceivedMail;
          if (mail.to.includes(to) && mail.subject === SUBJECTS[kind]) {
            found = mail.text;
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
