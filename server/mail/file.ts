// Without SMTP_URL, e-mails are written as .eml files into DATA_DIR/mail, readable only by the
// server's user: they hold live confirmation links and codes.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Mail, MailTransport } from "./mail.js";

export function fileTransport(dir: string, from: { name: string; address: string }): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let prepared: Promise<void> | undefined;
  const prepare = async () => {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    // mkdir leaves an existing directory's mode alone.
    await fs.chmod(dir, 0o700);
  };
  return {
    async deliver(mail: Mail) {
      prepared ??= prepare().catch((error: unknown) => {
        prepared = undefined;
        throw error;
      });
      await prepared;
      const info = await composer.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${mail.kind}-${mail.id}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: "wx" });
      return file;
    },
    close: () => composer.close(),
  };
}
