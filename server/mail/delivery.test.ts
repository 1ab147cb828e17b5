// E-mail delivery seen from a request: without SMTP_URL the mail lands in DATA_DIR/mail and the
// log line carries the link (development mode); with SMTP down the request still answers at once
// and the mail arrives when the server is back. No token in a log line with SMTP.
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { ENGINES, signUp, uniqueEmail, type TestApp } from "../../tests/support/app.js";
import { authApi, startAccountApp, SUBJECTS, mailTo } from "../../tests/support/accounts.js";
import { freePort } from "../../tests/support/postgres.js";
import { codeIn, linkIn, parseMail, startSmtp } from "../../tests/support/smtp.js";
import type { Outbox } from "./outbox.js";

function logCapture() {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk) => (text += chunk));
  return {
    stream,
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(ENGINES)("e-mail delivery on %s", (engine) => {
  it("writes an .eml file into DATA_DIR/mail without SMTP_URL and logs its link", async () => {
    const log = logCapture();
    const t: TestApp = await startAccountApp(engine, { logStream: log.stream, env: { LOG_LEVEL: "info" } });
    cleanups.push(() => t.close());
    const { email, session } = await signUp(t.url);
    const next = uniqueEmail("datei");
    expect((await authApi(t.url).put("/user", { email: next }, session.access_token)).status).toBe(200);
    await t.app.auth.mail.idle();
    const dir = path.join(t.dataDir, "mail");
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    const files = fs.readdirSync(dir).map((name) => path.join(dir, name));
    expect(files).toHaveLength(2);
    for (const file of files) expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const mails = files.map((file) => parseMail(fs.readFileSync(file, "utf8")));
    const toNew = mails.find((mail) => mail.headers.to === next)!;
    expect(toNew.subject).toBe(SUBJECTS.emailChangeNew);
    expect(mails.find((mail) => mail.headers.to === email)?.subject).toBe(SUBJECTS.emailChangeCurrent);
    const written = log.lines().filter((line) => line.msg === "mail written (no SMTP_URL: development mode)");
    expect(written.map((line) => line.link)).toContain(linkIn(toNew));
    expect(written.map((line) => line.file).sort()).toEqual([...files].sort());
    // The link works offline: it confirms the new address.
    const first = await fetch(linkIn(toNew).replace(/^http:\/\/app\.example\.test/, t.url), { redirect: "manual" });
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toContain("#message=");
  });

  it("answers at once while the SMTP server is down and delivers once it is back", async () => {
    const log = logCapture();
    const port = await freePort();
    const smtpUrl = `smtp://mailer:${encodeURIComponent("s3cret/pass@word")}@127.0.0.1:${port}`;
    const t = await startAccountApp(engine, { smtpUrl, logStream: log.stream, env: { LOG_LEVEL: "info" } });
    cleanups.push(() => t.close());
    const outbox = t.app.auth.mail as Outbox;
    const { email, session } = await signUp(t.url);
    const retrying = once(outbox.events, "retrying");
    const started = Date.now();
    const res = await authApi(t.url).get("/reauthenticate", session.access_token);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    await retrying;
    const smtp = await startSmtp({ port });
    cleanups.push(() => smtp.close());
    const mail = await mailTo(smtp, email, SUBJECTS.reauthentication);
    const code = codeIn(mail);
    await outbox.idle();
    // A link token in a request URL stays out of the request log too.
    const secret = "5ec7e7".repeat(8);
    await fetch(`${t.url}/auth/v1/verify?type=email_change&token=${secret}`, { redirect: "manual" });
    await new Promise((resolve) => setImmediate(resolve));
    const text = JSON.stringify(log.lines());
    expect(text).not.toContain(secret);
    expect(text).toContain("mail delivery failed; will retry");
    expect(text).toContain("mail sent");
    expect(text).not.toContain(code);
    expect(text).not.toContain("s3cret");
  });
});
