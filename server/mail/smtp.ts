// Delivery through an SMTP server (SMTP_URL), one connection per e-mail: account mail is rare,
// and a fresh connection recovers from a server restart without pool bookkeeping.
import nodemailer from "nodemailer";
import type { SmtpSettings } from "../config.js";
import type { Mail, MailTransport } from "./mail.js";

export function smtpTransport(settings: SmtpSettings, from: { name: string; address: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // With credentials on a non-loopback smtp:// URL, STARTTLS is required: never a password in clear.
    requireTLS: settings.requireTls,
    auth: settings.user !== null ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // nodemailer would log message contents (tokens) at debug level; keep it silent.
    logger: false,
    debug: false,
  });
  return {
    async deliver(mail: Mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      return undefined;
    },
    close: () => transporter.close(),
  };
}
