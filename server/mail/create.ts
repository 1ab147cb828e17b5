// Chooses the transport from the configuration: SMTP when SMTP_URL is set, else .eml files in
// DATA_DIR/mail (the embedded default, for development and offline use).
import path from "node:path";
import type { Config } from "../config.js";
import { fileTransport } from "./file.js";
import type { MailLog } from "./mail.js";
import { Outbox, type OutboxOptions } from "./outbox.js";
import { smtpTransport } from "./smtp.js";

export function mailDir(dataDir: string): string {
  return path.join(dataDir, "mail");
}

export function createMailer(config: Config, log: MailLog, options: Pick<OutboxOptions, "retryDelaysMs"> = {}): Outbox {
  const sender = { operatorName: config.privacy.operatorName, operatorContact: config.privacy.operatorContact };
  const from = config.mail.from;
  if (config.mail.smtp) {
    return new Outbox(smtpTransport(config.mail.smtp, from), log, { ...options, sender, logLinks: false });
  }
  const dir = mailDir(config.dataDir);
  log.warn({ dir }, "SMTP_URL is not set: e-mails are written to files and their links logged (development mode)");
  return new Outbox(fileTransport(dir, from), log, { ...options, sender, logLinks: true });
}
