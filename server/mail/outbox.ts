// The queue between the flows and a transport: send() returns at once, delivery happens in the
// background with retries and back-off, so a slow or absent mail server never holds a request.
//
// The queue lives in memory. A restart drops what is still queued or waiting for a retry; the
// tokens in those e-mails stay valid until they expire, and the user can ask again once the
// per-user frequency window (SMTP_MAX_FREQUENCY) has passed. The server logs each dropped e-mail.
import { EventEmitter } from "node:events";
import type { Mail, MailKind, MailLog, Mailer, MailTransport, TemplateData } from "./mail.js";
import type { Sender } from "./layout.js";
import { renderMail } from "./templates.js";

/** 1 s, 5 s, 30 s, 2 min, 10 min, 30 min: the last try comes before a token's default hour is up. */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000];

export interface OutboxOptions {
  sender: Sender;
  /**
   * Development mode only (no SMTP_URL, e-mails written to files): the log line names the file and
   * carries the confirmation link, so that `npm start` works offline. With SMTP the link, which
   * holds a token, never reaches a log.
   */
  logLinks: boolean;
  retryDelaysMs?: number[];
  concurrency?: number;
}

interface Job {
  mail: Mail;
  link: string | undefined;
  /** Values that must never appear in a log line: the link and the code. */
  secrets: string[];
  attempts: number;
}

export type OutboxEvent = "sent" | "retrying" | "given_up";

export class Outbox implements Mailer {
  /** "sent", "retrying" and "given_up", each with { id, kind, to, attempts }. */
  readonly events = new EventEmitter();
  private readonly queue: Job[] = [];
  private readonly waiting = new Map<NodeJS.Timeout, Job>();
  private readonly retryDelaysMs: number[];
  private readonly concurrency: number;
  private inFlight = 0;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly transport: MailTransport,
    private readonly log: MailLog,
    private readonly options: OutboxOptions,
  ) {
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.concurrency = options.concurrency ?? 4;
  }

  send<K extends MailKind>(kind: K, to: string, data: TemplateData[K]): void {
    const mail = renderMail(kind, to, data, this.options.sender);
    const values = data as { link?: string; code?: string };
    const secrets = [values.link, values.link ? tokenOf(values.link) : undefined, values.code].filter(
      (value): value is string => typeof value === "string" && value !== "",
    );
    if (this.closed) {
      this.log.error({ mailId: mail.id, kind }, "mail dropped: the server is shutting down");
      return;
    }
    this.queue.push({ mail, link: values.link, secrets, attempts: 0 });
    this.pump();
  }

  /** E-mails not yet delivered: queued, being sent or waiting for a retry (reported at shutdown). */
  pending(): number {
    return this.queue.length + this.inFlight + this.waiting.size;
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(timeoutMs = 5_000): Promise<void> {
    this.closed = true;
    for (const [timer, job] of this.waiting) {
      clearTimeout(timer);
      this.log.error({ mailId: job.mail.id, kind: job.mail.kind, attempts: job.attempts }, "mail dropped at shutdown");
    }
    this.waiting.clear();
    for (const job of this.queue.splice(0)) {
      this.log.error({ mailId: job.mail.id, kind: job.mail.kind, attempts: job.attempts }, "mail dropped at shutdown");
    }
    if (this.inFlight > 0) {
      await Promise.race([this.idle(), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    }
    this.transport.close();
    this.settle();
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && this.inFlight === 0 && this.waiting.size === 0;
  }

  private settle(): void {
    if (!this.isIdle() && !this.closed) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private pump(): void {
    while (!this.closed && this.inFlight < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.inFlight += 1;
      void this.attempt(job).finally(() => {
        this.inFlight -= 1;
        this.pump();
        this.settle();
      });
    }
  }

  private async attempt(job: Job): Promise<void> {
    job.attempts += 1;
    const { id, kind, to } = job.mail;
    try {
      const where = await this.transport.deliver(job.mail);
      if (this.options.logLinks) {
        this.log.info(
          { mailId: id, kind, file: where, ...(job.link ? { link: job.link } : {}) },
          "mail written (no SMTP_URL: development mode)",
        );
      } else {
        this.log.info({ mailId: id, kind, attempts: job.attempts }, "mail sent");
      }
      this.events.emit("sent", { id, kind, to, attempts: job.attempts });
    } catch (error) {
      const reason = redact(error instanceof Error ? error.message : String(error), job.secrets);
      const delay = this.retryDelaysMs[job.attempts - 1];
      if (delay === undefined || this.closed) {
        this.log.error({ mailId: id, kind, attempts: job.attempts, reason }, "mail delivery failed; giving up");
        this.events.emit("given_up", { id, kind, to, attempts: job.attempts });
        return;
      }
      this.log.warn({ mailId: id, kind, attempts: job.attempts, retryInMs: delay, reason }, "mail delivery failed; will retry");
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        this.queue.push(job);
        this.pump();
      }, delay);
      timer.unref();
      this.waiting.set(timer, job);
      this.events.emit("retrying", { id, kind, to, attempts: job.attempts });
    }
  }
}

function tokenOf(link: string): string | undefined {
  try {
    return new URL(link).searchParams.get("token") ?? undefined;
  } catch {
    return undefined;
  }
}

/** A transport's error text could echo part of the message; the token never goes further. */
function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join("[redacted]");
  return out.slice(0, 500);
}
