// Reaches a running answer on whichever instance holds it (docs/decisions/009-stream-control.md).
// On PostgreSQL every instance LISTENs on one channel; a stop that arrives on an instance not
// holding the stream is NOTIFYed there, the holder checks the owner, stops it and acknowledges.
import crypto from "node:crypto";
import pg from "pg";
import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.js";

export const CHANNEL = "chat_stream_control";
/** The LISTEN connection's application_name, to find it in pg_stat_activity. */
export const LISTENER_NAME = "chat-stream-control";

/** What travels on the channel: a request to stop, and the holder's acknowledgement. */
export type ControlMessage =
  { type: "stop"; requestId: string; messageId: string; userId: string } | { type: "stopped"; requestId: string };

/** Stops a stream held by this instance if it belongs to userId; says whether it did. */
export type LocalStop = (userId: string, messageId: string) => boolean;

export interface StreamBus {
  /** Installs the handler for stop requests from other instances. */
  onStop(handler: LocalStop): void;
  /** Asks the other instances; resolves whether the one holding the stream stopped it. */
  stopElsewhere(userId: string, messageId: string): Promise<boolean>;
  close(): Promise<void>;
}

export interface PgStreamBusOptions {
  databaseUrl: string;
  db: Db;
  log: FastifyBaseLogger;
  /** How long a stop waits for the holder's acknowledgement (a NOTIFY round trip takes milliseconds). */
  ackTimeoutMs?: number;
}

const MAX_BACKOFF_MS = 5_000;

function parse(payload: string | undefined): ControlMessage | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<Record<string, unknown>>;
    const str = (key: string) => typeof value[key] === "string" && value[key].length <= 64;
    if (value.type === "stop" && str("requestId") && str("messageId") && str("userId")) return value as ControlMessage;
    if (value.type === "stopped" && str("requestId")) return value as ControlMessage;
  } catch {
    // not ours
  }
  return null;
}

export class PgStreamBus implements StreamBus {
  private client: pg.Client | null = null;
  private handler: LocalStop = () => false;
  private readonly waiting = new Map<string, (stopped: boolean) => void>();
  private closed = false;
  private backoffMs = 100;
  private retry: NodeJS.Timeout | null = null;
  private readonly ackTimeoutMs: number;

  private constructor(private readonly options: PgStreamBusOptions) {
    this.ackTimeoutMs = options.ackTimeoutMs ?? 2_000;
  }

  /** Resolves once listening: start-up fails fast when the database refuses the connection. */
  static async connect(options: PgStreamBusOptions): Promise<PgStreamBus> {
    const bus = new PgStreamBus(options);
    await bus.listen();
    return bus;
  }

  onStop(handler: LocalStop): void {
    this.handler = handler;
  }

  async stopElsewhere(userId: string, messageId: string): Promise<boolean> {
    const requestId = crypto.randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<boolean>((resolve) => {
      this.waiting.set(requestId, resolve);
      timer = setTimeout(() => resolve(false), this.ackTimeoutMs);
    });
    try {
      await this.notify({ type: "stop", requestId, messageId, userId });
      return await acknowledged;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(requestId);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const resolve of this.waiting.values()) resolve(false);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private notify(message: ControlMessage): Promise<unknown> {
    return sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`.execute(this.options.db);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: LISTENER_NAME });
    // A dropped connection (database restart, network, an administrator's pg_terminate_backend)
    // would silently end the LISTEN: reconnect, with backoff, until closed.
    const onLost = (error?: Error) => {
      // Only the live connection: not one that failed while connecting, nor one close() ended.
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => {});
      this.options.log.warn(
        { err: error ? { message: error.message } : undefined },
        "stream control: LISTEN connection lost, reconnecting",
      );
      this.reconnectLater();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel === CHANNEL) void this.receive(parse(message.payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.backoffMs = 100;
  }

  private reconnectLater(): void {
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.listen().then(
        () => this.options.log.info("stream control: listening again"),
        (error: Error) => {
          this.options.log.warn({ err: { message: error.message } }, "stream control: reconnect failed");
          if (!this.closed) this.reconnectLater();
        },
      );
    }, delay);
    this.retry.unref();
  }

  private async receive(message: ControlMessage | null): Promise<void> {
    if (!message) return;
    if (message.type === "stopped") {
      this.waiting.get(message.requestId)?.(true);
      return;
    }
    // The handler checks that the stream is held here and belongs to message.userId: a
    // notification is not proof of anything, any database client can send one.
    if (!this.handler(message.userId, message.messageId)) return;
    try {
      await this.notify({ type: "stopped", requestId: message.requestId });
    } catch (error) {
      this.options.log.warn({ err: { message: (error as Error).message } }, "stream control: acknowledgement failed");
    }
  }
}
