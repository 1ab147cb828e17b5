// A real SMTP server inside the test process (smtp-server). It accepts only the given
// credentials, keeps every message and decodes it far enough to read codes and links.
import { SMTPServer } from "smtp-server";
import { freePort } from "./postgres.js";

export interface ReceivedMail {
  /** SMTP envelope recipients. */
  to: string[];
  /** The user the client authenticated as. */
  user: string | undefined;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  port: number;
  /** SMTP_URL for the app, with the credentials this server accepts. */
  url: string;
  received: ReceivedMail[];
  /** Connections that tried to authenticate, accepted or not. */
  authAttempts: number;
  /** The first mail (already received or still to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtp(
  options: { port?: number; user?: string; pass?: string; onMail?: (mail: ReceivedMail) => void } = {},
): Promise<TestSmtp> {
  const user = options.user ?? "mailer";
  const pass = options.pass ?? "s3cret/pass@word";
  const port = options.port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const state = { authAttempts: 0 };
  const server = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS off so nodemailer does not try our self-signed certificate.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      state.authAttempts += 1;
      if (auth.username === user && auth.password === pass) return callback(null, { user: auth.username });
      return callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
        };
        received.push(mail);
        options.onMail?.(mail);
        for (const waiter of waiters.splice(0)) {
          if (waiter.match(mail)) waiter.resolve(mail);
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port,
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${port}`,
    received,
    get authAttempts() {
      return state.authAttempts;
    },
    waitFor(match, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching mail arrived")), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough MIME for what nodemailer writes: headers, encoded words, multipart/alternative, QP and base64. */
export function parseMail(raw: string): Omit<ReceivedMail, "to" | "user"> {
  const { headers, body } = splitEntity(raw);
  const parts = partsOf(headers, body);
  const part = (type: string) => parts.find((p) => (p.headers["content-type"] ?? "text/plain").startsWith(type));
  return {
    headers,
    subject: decodeWords(headers.subject ?? ""),
    text: part("text/plain")?.content ?? "",
    html: part("text/html")?.content ?? "",
  };
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end === -1 ? "" : normalised.slice(end + 2) };
}

function partsOf(headers: Record<string, string>, body: string): { headers: Record<string, string>; content: string }[] {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith("multipart/") || !boundary) return [{ headers, content: decodeBody(body, headers["content-transfer-encoding"]) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const entity = splitEntity(chunk.replace(/^\n/, ""));
      return partsOf(entity.headers, entity.body);
    });
}

function decodeBody(body: string, encoding = "7bit"): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) return decodeQp(body.replace(/=\n/g, ""));
  return body;
}

function decodeQp(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQp(data.replace(/_/g, " ")),
    );
}

/** The confirmation link and the 6-digit code in a mail's plain text. */
export function linkIn(mail: { text: string }): string {
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail: ${mail.text}`);
  return link;
}

export function codeIn(mail: { text: string }): string {
  const code = /^ {4}(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}
