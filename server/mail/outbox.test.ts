// The outbox with its real transports: .eml files without SMTP_URL, a real SMTP server with it,
// retries when the server is down or refuses, and no token in any log line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { freePort } from "../../tests/support/postgres.js";
import { codeIn, linkIn, parseMail, startSmtp, type TestSmtp } from "../../tests/support/smtp.js";
import { createMailer, mailDir } from "./create.js";
import type { MailLog, TemplateData } from "./mail.js";

/** Collects log lines as the server would write them. */
function captureLog(): MailLog & { lines: { level: string; details: object; message: string }[]; text(): string } {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) => void lines.push({ level, details, message });
  return { lines, info: at("info"), warn: at("warn"), error: at("error"), text: () => JSON.stringify(lines) };
}

const change: TemplateData["email_change_new"] = {
  code: "482913",
  link: "http://localhost:3000/auth/v1/verify?token=0a1b2c3d4e5f&type=email_change&redirect_to=http%3A%2F%2Flocalhost%3A3000",
  expiresInSeconds: 3600,
  currentEmail: "alt@example.ch",
  newEmail: "neu@example.ch",
  currentMustConfirm: true,
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-test-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function mailer(env: Record<string, string>, retryDelaysMs?: number[]) {
  const log = captureLog();
  const outbox = createMailer(loadConfig({ DATA_DIR: tempDir(), OPERATOR_NAME: "Muster AG", ...env }), log, { retryDelaysMs });
  cleanups.push(() => outbox.close());
  return { outbox, log };
}

async function smtpServer(options: Parameters<typeof startSmtp>[0] = {}): Promise<TestSmtp> {
  const smtp = await startSmtp(options);
  cleanups.push(() => smtp.close());
  return smtp;
}

describe("without SMTP_URL", () => {
  it("writes an .eml file only the server's user can read, and logs its path and link", async () => {
    const dataDir = tempDir();
    const log = captureLog();
    const outbox = createMailer(loadConfig({ DATA_DIR: dataDir, OPERATOR_NAME: "Muster AG" }), log);
    cleanups.push(() => outbox.close());
    outbox.send("email_change_new", "neu@example.ch", change);
    await outbox.idle();
    const dir = mailDir(dataDir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-email_change_new-[0-9a-f-]{36}\.eml$/);
    const file = path.join(dir, files[0]);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const mail = parseMail(fs.readFileSync(file, "utf8"));
    expect(mail.headers.to).toBe("neu@example.ch");
    expect(mail.headers.from).toBe("Muster AG <noreply@localhost>");
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre neue E-Mail-Adresse");
    expect(codeIn(mail)).toBe(change.code);
    expect(linkIn(mail)).toBe(change.link);
    expect(mail.html).toContain(change.link.replaceAll("&", "&amp;"));
    const written = log.lines.find((line) => line.message.startsWith("mail written"));
    expect(written?.details).toMatchObject({ kind: "email_change_new", file, link: change.link });
    expect(log.lines.find((line) => line.level === "warn")?.message).toMatch(/SMTP_URL is not set/);
  });
});

describe("with SMTP_URL", () => {
  it("delivers through the server with the URL's credentials and logs no link or code", async () => {
    const smtp = await smtpServer();
    const { outbox, log } = mailer({ SMTP_URL: smtp.url, MAIL_FROM: "Muster AG <noreply@muster.ch>" });
    outbox.send("email_change_new", "neu@example.ch", change);
    const mail = await smtp.waitFor((m) => m.to.includes("neu@example.ch"));
    expect(mail.user).toBe("mailer");
    expect(mail.headers.from).toBe("Muster AG <noreply@muster.ch>");
    expect(codeIn(mail)).toBe(change.code);
    expect(linkIn(mail)).toBe(change.link);
    await outbox.idle();
    expect(log.lines.map((line) => line.message)).toEqual(["mail sent"]);
    expect(log.text()).not.toContain(change.code);
    expect(log.text()).not.toContain("0a1b2c3d4e5f");
  });

  it("retries while the server is down and delivers once it is up, without blocking send()", async () => {
    const port = await freePort();
    const { outbox, log } = mailer(
      { SMTP_URL: `smtp://mailer:${encodeURIComponent("s3cret/pass@word")}@127.0.0.1:${port}`, MAIL_FROM: "noreply@muster.ch" },
      [200, 200, 200, 200, 200],
    );
    const retrying = once(outbox.events, "retrying");
    outbox.send("reauthentication", "anna@example.ch", { code: "777111", expiresInSeconds: 3600 });
    await retrying;
    const smtp = await smtpServer({ port });
    const mail = await smtp.waitFor((m) => m.to.includes("anna@example.ch"));
    expect(codeIn(mail)).toBe("777111");
    await outbox.idle();
    const failures = log.lines.filter((line) => line.message === "mail delivery failed; will retry");
    expect(failures.length).toBeGreaterThanOrEqual(1);
    expect(failures[0].details).toMatchObject({ kind: "reauthentication", attempts: 1, retryInMs: 200 });
    expect(log.text()).not.toContain("777111");
  });

  it("gives up after the last retry when the server keeps refusing, logging neither code nor link", async () => {
    const smtp = await smtpServer({ pass: "the-right-one" });
    const { outbox, log } = mailer(
      { SMTP_URL: smtp.url.replace(encodeURIComponent("the-right-one"), "wrong"), MAIL_FROM: "noreply@muster.ch" },
      [10, 10],
    );
    const gaveUp = once(outbox.events, "given_up");
    outbox.send("email_change_current", "alt@example.ch", { ...change, currentEmail: "alt@example.ch" });
    const [event] = await gaveUp;
    expect(event).toMatchObject({ kind: "email_change_current", attempts: 3 });
    expect(smtp.authAttempts).toBe(3);
    expect(smtp.received).toHaveLength(0);
    expect(log.lines.map((line) => line.level)).toEqual(["warn", "warn", "error"]);
    expect(log.text()).not.toContain(change.code);
    expect(log.text()).not.toContain("0a1b2c3d4e5f");
    await outbox.idle();
  });

  it("drops waiting retries at shutdown and says so", async () => {
    const port = await freePort();
    const { outbox, log } = mailer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "noreply@muster.ch" }, [60_000]);
    const retrying = once(outbox.events, "retrying");
    outbox.send("password_changed", "anna@example.ch", { email: "anna@example.ch" });
    await retrying;
    await outbox.close();
    await outbox.idle();
    expect(log.lines.at(-1)).toMatchObject({ level: "error", message: "mail dropped at shutdown", details: { kind: "password_changed" } });
    outbox.send("password_changed", "anna@example.ch", { email: "anna@example.ch" });
    expect(log.lines.at(-1)?.message).toBe("mail dropped: the server is shutting down");
  });
});
