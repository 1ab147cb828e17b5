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
import { asksComplaintAfterOffence, mayLeanOnEarlier, oneOfEarlierGroup, refersBack, shortensEarlier } from "./refers-back.js";
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

// Whether a message continues the earlier question is decided by what it is, not by its length
// (issue 24, session 14). A follow-up leans on the earlier question: it opens as a continuation
// ("Und wenn …", "Angenommen, …", "Et si …"), opens on someone or something already known ("Er hat
// aber …", "Da steht …", "Jetzt …"), tells how the story went on ("inzwischen", "trotzdem",
// "stattdessen"), points at what it does not name ("Dürfen wir das?", "dieser Treuhänder", "Gehören
// da auch …"), leaves the act out ("Muss ich?"), or asks only an aspect — deadline, cost, who,
// abroad, penalty — of an act it does not set out. A new question sets out its own situation: who
// asks or acts ("Wir sind eine Bäckerei …", "Als Arbeitgeber …", "Mein Nachbar …"), someone it
// introduces in a statement ("Ein Zahnarzt hat …"), or the law it asks about ("Seit wann gilt das
// DSG?"). The message is read as a follow-up when it leans back more than it stands alone. The word
// count it replaces (14 words, or 25 with a pointer) read 167 of 861 first questions of the answer
// sets as follow-ups and missed 8 of 114 follow-ups (decision 005, session 14). A message that names,
// with a determiner, a thing the earlier question named ("die Hotline", "der Meldung", "Frau K.")
// leans back as well (session 15, ./refers-back.ts): it asks a new aspect of the same thing.
const CONTINUATION =
  /^(?:und|auch|aber|oder|dann|was ist mit|was wenn|was ist,? wenn|angenommen|et|et si|mais|aussi|ou|e|e se|ma|anche|oppure|and|and if|but|also|or|what about|what if)(?!\p{L})/iu;
// A first word that is already known: a pointer or a third person not introduced.
const KNOWN_OPENING =
  /^(?:da|dort|jetzt|nun|er|sie|es|das war|dies\p{L}*|der edöb|die firma|la (?:société|ditta)|il|elle|lui|lei|he|she|it|they)(?!\p{L})/iu;
// How the story went on since the earlier message.
const GOES_ON =
  /(?<!\p{L})(?:dann|jetzt|nun|nochmals|noch einmal|erneut|inzwischen|mittlerweile|nachher|danach|stattdessen|trotzdem|zusätzlich|ebenfalls|sonst noch|überhaupt|ja nur|also|entre-temps|entretemps|maintenant|quand même|intanto|nel frattempo|da allora|adesso|ora|comunque|now|meanwhile|in the meantime|since then|(?:has|have|had) since|instead|anyway)(?!\p{L})/iu;
// Pointing at what the message does not name: demonstratives and pronominal adverbs.
const POINTS_AT =
  /(?<!\p{L})(?:dies\p{L}*|dasselbe|derselbe|solche\p{L}*|so ein\p{L}*|da|dafür|dazu|davon|damit|darauf|dabei|darüber|daran|darin|ce cas|cela|ça|ciò|questo caso|that|this)(?!\p{L})/iu;
// A third person in lower case ("dass sie meine Speichelprobe vernichten"): someone already named.
const THIRD_PERSON = /(?<!\p{L})(?:er|sie|ihm|ihn)(?!\p{L})/u;
// The particle "ja" after a verb presents a fact as known to both ("Wir sind ja nur ein Verein").
const KNOWN_TO_BOTH = /(?<!\p{L})(?:sind|ist|haben|hat|war|waren|bin)\s+ja(?!\p{L})/iu;
// "das" as a pronoun, not as the article of a noun (German nouns are capitalised, adjectives before
// them end in -e, -en, -er, -es): "Dürfen wir das?", "Müssen wir das auch …", not "das neue Gesetz".
const DAS_PRONOUN = /(?<!\p{L})[Dd]as(?!\p{L})(?!\s+(?:\p{Ll}+(?:e|en|er|es)\s+)*\p{Lu})/u;
// A modal verb without its act: "Muss ich?", "Dürfen wir?", "Geht das?".
// French, Italian and English alike (session 19): "Dois-je ?", "Faut-il ?", "Devo?", "Possiamo?", "Must we?",
// "Do I have to?", "Can they?".
const ELLIPSIS =
  /(?:^|[.!?:]\s+)(?:(?:muss|müssen|darf|dürfen|kann|können|soll|sollen|geht)\s+(?:ich|wir|man|er|sie|es|das)|dois-je|devons-nous|doit-(?:il|elle|on)|puis-je|pouvons-nous|peut-(?:il|elle|on)|faut-il|devo|dobbiamo|deve|posso|possiamo|può|(?:must|may|can|should)\s+(?:i|we|they|he|she)|do\s+(?:i|we|they)\s+have\s+to|does\s+(?:he|she)\s+have\s+to)\s*\?/iu;
// An aspect of an act: deadline, cost, who, where, abroad, what one risks.
const ASPECT =
  /(?<!\p{L})(?:bis wann|wie lange|wie schnell|ab wann|frist\p{L}*|was kostet|wie viel|gebühr\p{L}*|verrechnen|wer|wen|wem|an wen|ausland|usa|strafbar|strafantrag|anzeige|busse|droht|riskier\p{L}*|belangen)(?!\p{L})/iu;
// The same aspects asked in French, Italian and English, and "Kostet das …?" (session 19): "Entro
// quando?", "Dans quel délai ?", "Quanto costa?", "To whom?" were read alone and declined as outside
// requests, their short form being all they had. Only a message of a few words is read so by its
// aspect alone: a full question that asks a cost or a period ("Quanto costa un abbonamento generale
// FFS?", "Quel est le délai de résiliation d'un bail ?") names its own subject and stays a new question.
const SHORT_ASPECT =
  /(?<!\p{L})(?:kostet|jusqu'à quand|quel délai|délai|combien|co[uû]te\p{L}*|frais|gratuit\p{L}*|qui|à qui|étranger|punissable|plainte|amende|risque\p{L}*|entro quando|quale termine|quanto|costa|gratis|chi|a chi|estero|punibile|querela|denuncia|multa|rischi\p{L}*|by when|how long|how soon|how fast|how quickly|deadline|how much|costs?|fees?|free of charge|who|whom|to whom|abroad|punishable|complaint|fined?|penalt\p{L}*|risk\p{L}*)(?!\p{L})/iu;
const SHORT_WORDS = 6;
// Who asks or acts, set out by the message itself.
const ROLE =
  /(?:^|[.!?:]\s+)(?:wir sind|ich bin|wir (?:betreiben|führen|haben|vermieten|planen)|ich (?:betreibe|führe|arbeite|habe|vermiete)|unser\p{L}*|mein\p{L}*|bei uns|in unsere[mr]|nous sommes|je suis|notre|mon|ma|siamo|sono|il nostro|la nostra|il mio|la mia|we are|we're|i am|i'm|our|my)(?!\p{L})/iu;
// A role named in passing ("Dürfen wir als Sanitärfirma …") says less: it may answer the earlier
// question's "who" ("… oder ich als Geschäftsführerin?").
const AS_ROLE = /(?<!\p{L})(?:als|en tant que|in qualità di|as an?)\s+(?:\p{L}+\s+)?\p{Lu}/u;
// Someone introduced in a statement: "Ein Zahnarzt hat …", "Jemand hat …", "Wir hatten …".
const INTRODUCES =
  /(?:^|[.!?:]\s+)(?:ein|eine|einer|jemand|wir|ich|nach einem|nach einer|un|une|uno|una|qualcuno|quelqu'un|a|an|someone|we|i)\s[^.!?]*[.!:](?:\s|$)/iu;
// A party of the message's own at a sentence's start: someone new ("Eine Firma hat mir …") or one's
// own ("Mein Vermieter …"). Case matters after the first word, so the first word carries its capital.
const OWN_PARTY =
  /(?:^|[.!?:]\s+)(?:[Ee]ine?[mnrs]?|[Jj]emand|[Mm]eine?[mnrs]?|[Uu]nser|[Uu]nsere[mnrs]?|[Uu]ne?|[Uu]n[oa]|[Qq]ualcuno|[Aa]n?|[Mm]y|[Oo]ur|[Ss]omeone)\s+(?:\p{Ll}+\s+)?\p{Lu}/u;
const NAMES_LAW = /(?<!\p{L})(?:dsg|dsv|gdpr|lpd|nlpd|kvg|finma|edöb|datenschutzgesetz\p{L}*|art\.?\s*\d)/iu;

const wordsOf = (text: string) => text.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length;

// Sentences end at a full stop, question or exclamation mark before a capital ("z.B. 'Kundin" goes on).
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);

// Someone or something named: a capitalised noun after the first word, or an indefinite article.
const NAMED = /\s\p{Lu}|(?<!\p{L})(?:ein|eine|einen|einem|einer|eines|jemand|un|une|uno|una|a|an|someone)(?!\p{L})/u;

/** Whether the message points at someone or something before it has named anyone of its own. */
function pointsBeforeAnyone(text: string): boolean {
  const at = [POINTS_AT, DAS_PRONOUN, THIRD_PERSON]
    .map((pattern) => text.search(new RegExp(pattern.source, pattern.flags.replace("g", ""))))
    .filter((i) => i >= 0);
  if (!at.length) return false;
  return !NAMED.test(text.slice(0, Math.min(...at)));
}

/**
 * Whether a question is read with the previous exchange as context (also used by the answer
 * evaluation). `earlier` is the earlier question of the conversation, when there is one.
 */
export function readsAsFollowUp(question: string, earlier?: string): boolean {
  const text = question.trim();
  if (CONTINUATION.test(text)) return true;
  const sentences = sentencesOf(text);
  const oneSentence = sentences.length === 1;
  const leans =
    2 * Number(KNOWN_OPENING.test(text)) +
    2 * Number(ELLIPSIS.test(text)) +
    // The story going on in the first sentence ("Ein Mitglied will jetzt …") continues the earlier one.
    (GOES_ON.test(sentences[0] ?? text) ? 2 : Number(GOES_ON.test(text))) +
    // A pointer can only point at what came before it: before anyone the message names, that is
    // the earlier question; after, the message's own account.
    2 * Number(pointsBeforeAnyone(text)) +
    2 * Number(KNOWN_TO_BOTH.test(text)) +
    Number(oneSentence && (ASPECT.test(text) || (SHORT_ASPECT.test(text) && wordsOf(text) <= SHORT_WORDS))) +
    0;
  const role = ROLE.test(text);
  // Someone introduced who is one of a group the earlier question named is no new situation (session 16).
  const introduces = INTRODUCES.test(text) && !(earlier !== undefined && oneOfEarlierGroup(text, earlier));
  const own = 2 * Number(role) + Number(AS_ROLE.test(text)) + Number(introduces) + Number(NAMES_LAW.test(text));
  // Naming a thing of the earlier question leans back only for a message that sets out no situation
  // of its own (who asks or acts, someone introduced); a role named in passing or the law may go with
  // a new aspect of the same thing ("Was muss in unserem Verzeichnis als Auftragsbearbeiter stehen?").
  // A short form of the earlier question's term presupposes it whatever else the message sets out;
  // the complaint after "Ist das strafbar?" does unless the message brings in a party of its own
  // ("Mein Vermieter …", "Eine Firma …"; session 16).
  const named =
    earlier === undefined
      ? 0
      : shortensEarlier(text, earlier)
        ? 3
        : (!OWN_PARTY.test(text) && asksComplaintAfterOffence(text, earlier)) || (!role && !introduces && refersBack(text, earlier))
          ? 2
          : 0;
  return leans + named > own;
}

async function followUpContext(
  db: Db,
  userId: string,
  conversationId: string,
  question: string,
  replaces?: string,
): Promise<SearchContext | undefined> {
  const alone = readsAsFollowUp(question);
  // The earlier question is read only when the message may name one of its things.
  if (!alone && !mayLeanOnEarlier(question)) return undefined;
  // A corrected question follows what the replaced one followed, not the replaced one itself.
  const previous = (await previousExchange(db, userId, conversationId, replaces)) ?? undefined;
  if (!previous || alone) return previous;
  return readsAsFollowUp(question, previous.question) ? previous : undefined;
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
