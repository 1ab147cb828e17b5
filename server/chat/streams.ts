// Runs one answer as a server-sent-event stream. The question is stored before answering and
// the answer when it ends; a client that goes away does not stop the answer (it is stored in
// full), the stop endpoint does (what was written is stored, marked as stopped) — on whichever
// instance it arrives (stream-bus.ts).
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import type { Clock } from "../clock.js";
import type { Answerer } from "../answer/answerer.js";
import type { Citation } from "../answer/types.js";
import type { SearchContext } from "../search/index.js";
import { ApiError } from "../http/errors.js";
import { retryOf } from "./basis.js";
import { finishAnswer, isStreamingAnswer, previousExchange, startExchange } from "./repo.js";
import type { StreamBus } from "./stream-bus.js";
import type { StreamEvent } from "../wire/chat-stream.js";

interface Active {
  userId: string;
  controller: AbortController;
  done: Promise<void>;
}

export interface StreamOptions {
  /** Pause between streamed pieces of a composed answer. */
  deltaDelayMs: number;
  /** Silence after which a comment line is written, so that proxies keep the connection open. */
  keepAliveMs: number;
  /** Other instances' streams, on PostgreSQL; null with one instance (SQLite). */
  bus: StreamBus | null;
}

// An SSE comment: clients ignore it (WHATWG HTML, "event stream interpretation"), proxies see traffic.
const KEEP_ALIVE = ": keep-alive\n\n";

const GENERIC_ERROR = "Die Antwort konnte nicht erstellt werden. Ihre Frage ist gespeichert; bitte versuchen Sie es erneut.";

// A short question, or one that starts like a continuation, is read in the light of the previous
// one ("und müssen wir auch die Kunden informieren?"); a long, self-contained one is not.
const CONTINUATION =
  /^(und|auch|aber|oder|dann|was ist mit|was wenn|und wenn|gilt das|muss ich das|müssen wir das|bis wann|wie lange|wer|wie viel)\b/i;

// A longer one that sets out a new detail and then points back ("Da steht eine alte Betreibung drin.
// Dürfen die das noch verwenden?", "Was ist, wenn wir die Patienten nicht mehr erreichen?", "Müssen
// wir trotzdem antworten?", "Angenommen, sie hätte es doch gesagt: …?") is a follow-up
// too: on the answer sets, 13 of 60 follow-ups were read
// without the earlier question (decision 005, session 10).
const POINTS_BACK =
  /^(?:da|das|dies\p{L}*|jetzt|nun|wenn|was ist,? wenn|und|angenommen)(?!\p{L})|(?<!\p{L})(?:trotzdem|überhaupt|stattdessen|nachher|jetzt|dann|auch das|das auch)(?!\p{L})/iu;
const MAX_POINTING_WORDS = 25;

/** Whether a question is read with the previous exchange as context (also used by the answer evaluation). */
export function readsAsFollowUp(question: string): boolean {
  const wordCount = question.split(/\s+/).filter(Boolean).length;
  const trimmed = question.trim();
  return wordCount <= 14 || CONTINUATION.test(trimmed) || (wordCount <= MAX_POINTING_WORDS && POINTS_BACK.test(trimmed));
}

async function followUpContext(
  db: Db,
  userId: string,
  conversationId: string,
  question: string,
  replaces?: string,
): Promise<SearchContext | undefined> {
  if (!readsAsFollowUp(question)) return undefined;
  // A corrected question follows what the replaced one followed, not the replaced one itself.
  return (await previousExchange(db, userId, conversationId, replaces)) ?? undefined;
}

export const notLastQuestion = () =>
  new ApiError(
    409,
    "question_not_last",
    "Nur die letzte Frage kann geändert oder erneut gestellt werden, und erst wenn ihre Antwort fertig ist.",
  );

export class ChatStreams {
  private readonly active = new Map<string, Active>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: StreamOptions,
  ) {
    options.bus?.onStop((userId, messageId) => this.stopHere(userId, messageId));
  }

  get size(): number {
    return this.active.size;
  }

  async run(input: {
    request: FastifyRequest;
    reply: FastifyReply;
    userId: string;
    conversationId: string | null;
    question: string;
    answerer: Answerer;
    /** What the answer is produced from (basis.ts). */
    basis: string;
    /** The last question of the conversation, replaced with its answer by this one. */
    replaces?: string;
  }): Promise<void> {
    const { reply, request } = input;
    const context = input.conversationId
      ? await followUpContext(this.db, input.userId, input.conversationId, input.question, input.replaces)
      : undefined;
    const ids = await startExchange(this.db, {
      userId: input.userId,
      conversationId: input.conversationId,
      question: input.question,
      now: this.clock.iso(),
      basis: input.basis,
      replaces: input.replaces,
    });
    // Checked again inside the transaction: another tab may have asked or replaced meanwhile.
    if (!ids) throw notLastQuestion();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      "content-type": "text/event-stream; charset=utf-8",
      // no-store: the answer is personal data; no-transform: proxies must not buffer or compress it.
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    let open = true;
    // The response's own close event: a keep-alive socket outlives many requests.
    res.once("close", () => {
      open = false;
    });
    const write = (chunk: string) => {
      if (!open || res.writableEnded) return;
      res.write(chunk);
      keepAlive.refresh();
    };
    // A slow language model may say nothing for long; proxies cut idle connections (nginx after 60 s).
    const keepAlive = setInterval(() => write(KEEP_ALIVE), this.options.keepAliveMs);
    const send = (event: StreamEvent) => write(`data: ${JSON.stringify(event)}\n\n`);
    const retry = retryOf({ status: "complete", basis: input.basis }, input.basis);
    send({ type: "meta", conversationId: ids.conversationId, messageId: ids.answerId, questionId: ids.questionId, retry });

    const controller = new AbortController();
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => {
      resolveDone = resolve;
    });
    this.active.set(ids.answerId, { userId: input.userId, controller, done });
    let content = "";
    let citations: Citation[] = [];
    let failed = false;
    try {
      for await (const event of input.answerer.answer(input.question, controller.signal, context)) {
        if (event.type === "delta") {
          content += event.text;
          send(event);
          if (this.options.deltaDelayMs > 0 && !controller.signal.aborted) {
            await new Promise((r) => setTimeout(r, this.options.deltaDelayMs));
          }
        } else if (event.type === "citations") {
          citations = event.citations;
          send(event);
        } else if (event.type === "suggestions") {
          send(event);
        } else {
          failed = true;
          send(event);
        }
        if (controller.signal.aborted) break;
      }
    } catch (error) {
      request.log.error({ err: error }, "answer failed");
      failed = true;
      send({ type: "error", message: GENERIC_ERROR });
    }
    const status = controller.signal.aborted ? "stopped" : failed ? "error" : "complete";
    try {
      await finishAnswer(this.db, {
        answerId: ids.answerId,
        conversationId: ids.conversationId,
        content,
        citations,
        status,
        now: this.clock.iso(),
      });
    } finally {
      this.active.delete(ids.answerId);
      if (!failed && status !== "error") send({ type: "done", status });
      clearInterval(keepAlive);
      res.end();
      resolveDone();
    }
  }

  /**
   * Stops the user's running answer wherever it runs. False when no instance holds it for this
   * user (finished, unknown, someone else's, or its instance is gone), as with one instance.
   */
  async stop(userId: string, messageId: string): Promise<boolean> {
    if (this.active.has(messageId)) return this.stopHere(userId, messageId);
    const bus = this.options.bus;
    // The database says whether it is running anywhere; only then are the other instances asked.
    if (!bus || !(await isStreamingAnswer(this.db, userId, messageId))) return false;
    return bus.stopElsewhere(userId, messageId);
  }

  private stopHere(userId: string, messageId: string): boolean {
    const active = this.active.get(messageId);
    if (!active || active.userId !== userId) return false;
    active.controller.abort();
    return true;
  }

  /** On shutdown: let running answers finish for a while, then stop them (stored as stopped). */
  async close(graceMs: number): Promise<void> {
    const all = () => Promise.all([...this.active.values()].map((a) => a.done));
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([all(), timer]);
    for (const active of this.active.values()) active.controller.abort();
    await all();
    await this.options.bus?.close();
  }
}
