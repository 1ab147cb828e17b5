// Builds the whole application from its parts; tests build it in-process the same way.
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import type { Config } from "./config.js";
import type { Clock } from "./clock.js";
import type { OpenedDb } from "./db/database.js";
import { loadKeys } from "./auth/keys.js";
import { composeAuth } from "./auth/compose.js";
import { RateLimiter } from "./limits/rate-limiter.js";
import type { AuthDeps } from "./auth/deps.js";
import { createMailer } from "./mail/create.js";
import { authRoutes } from "./auth/routes.js";
import { authErrors } from "./auth/contracts.js";
import {
  BODY_LIMIT,
  clientErrorResponse,
  installBodyParsers,
  installErrorHandler,
  installSurface,
  requestLogLine,
} from "./http/plumbing.js";
import { AccessLog, flushFrom, logDestination } from "./http/request-log.js";
import { contentSecurityPolicy, installSecurityHeaders, originOf } from "./http/security-headers.js";
import { ApiError, render } from "./http/errors.js";
import { trustProxyOption } from "./http/client.js";
import { appPage, webRoutes } from "./web/static.js";
import { loadKnowledge } from "./knowledge/load.js";
import { loadModel } from "./search/model.js";
import { DenseIndex } from "./search/dense.js";
import { loadImportedPassages } from "./knowledge/fedlex/store.js";
import { KnowledgeIndex } from "./search/index.js";
import { searchRoutes } from "./search/routes.js";
import { Answerer } from "./answer/answerer.js";
import { warmUp, warmUpTexts } from "./chat/warm-up.js";

// Situations the server answers for itself at start-up (two per guide): 30 took the in-process
// first-answer p95 from 138 to 108 ms and 100 to 102 ms at load 8 (bench/chat-first.ts, CHAT_WARM).
const WARM_UP_TEXTS = 48;
import { ChatStreams } from "./chat/streams.js";
import { PgStreamBus } from "./chat/stream-bus.js";
import { chatRoutes } from "./chat/routes.js";
import { answerBasis } from "./chat/basis.js";
import { meRoutes } from "./me/routes.js";
import { requireUser } from "./http/require-user.js";
import { mfaRecoveryRoutes } from "./me/mfa-recovery.js";
import { hostedMeRoutes } from "./me/hosted-routes.js";
import { HostedVerifier } from "./auth/hosted-verifier.js";
import { localVerifier } from "./auth/authenticate.js";
import { privacyRoutes } from "./privacy/routes.js";
import { noticeRoutes } from "./tools/notice/routes.js";
import { DocumentParser } from "./tools/notice/parse-pool.js";
import { breachRoutes } from "./tools/breach/routes.js";
import { recordRoutes } from "./tools/records/routes.js";
import { applyRetention, scheduleRetention } from "./me/retention.js";
import { accountDeletion } from "./db/account-deletion.js";
import { deleteAuthData } from "./auth/account-deletion.js";
import { deleteChatData } from "./chat/repo.js";
import { deleteToolData } from "./tools/account-data.js";
import { deleteStorageData } from "./storage/account-data.js";
import { storageRoutes } from "./storage/routes.js";
import { StorageService } from "./storage/service.js";
import { LocalBackend } from "./storage/local-backend.js";
import { S3Backend } from "./storage/s3-backend.js";
import { Policy, principalResolver } from "./storage/access.js";
import { UrlSigner } from "./storage/signing.js";

export interface AppDeps {
  config: Config;
  database: OpenedDb;
  clock: Clock;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read it to prove no secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** Without a logStream: the file descriptor of the buffered destination (default 1, stdout). */
  logFd?: number;
  /** Sees every route as it is added (server/http/route-contracts.test.ts checks their response schemas). */
  onRoute?: (route: RouteOptions) => void;
}

export interface App {
  fastify: FastifyInstance;
  /** The auth domain's keys, lock-out, mailer and session lookup, for tests that look behind the API. */
  auth: Pick<AuthDeps, "keys" | "lockout" | "mail" | "sessions">;
  index: KnowledgeIndex;
  streams: ChatStreams;
  /** Deletes what is older than the retention periods; also runs hourly once started. */
  retention: () => Promise<{ conversations: number; auditEntries: number; sessions: number }>;
  /** Starts background work (retention); main.ts calls it after listen. */
  start?: () => void;
  /** Ends open streams and background work before the server closes. */
  stop?: (graceMs?: number) => Promise<void>;
  /** The Storage API's service (null with a hosted project); tests call its sweep. */
  storage: StorageService | null;
  /** What a shutdown would cut short right now: running answers and undelivered e-mails. */
  pending: () => { answers: number; mails: number };
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, clock } = deps;
  const frameOrigin = originOf(config.webchat.url);
  const supabaseOrigin = config.supabaseUrl ? originOf(config.supabaseUrl) : null;
  const csp = contentSecurityPolicy({
    frameOrigins: frameOrigin ? [frameOrigin] : [],
    connectOrigins: supabaseOrigin ? [supabaseOrigin] : [],
  });
  // Our own buffered destination unless a test brings a stream; flushed when the app closes.
  const destination = deps.logger === false || deps.logStream ? null : logDestination(deps.logFd);
  const fastify = Fastify({
    clientErrorHandler(error, socket) {
      if (socket.writable) socket.end(clientErrorResponse(error, csp));
      else socket.destroy(error);
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // Never a token, password or cookie in a log line.
            redact: ["req.headers.authorization", "req.headers.cookie", "req.headers.apikey"],
            serializers: { req: requestLogLine },
            stream: deps.logStream ?? destination!,
            // A warning or an error is written at once, not up to a second later with the access lines.
            ...(destination ? { hooks: { logMethod: flushFrom(destination) } } : {}),
          },
    // One line per request instead of Fastify's two (decision 026, session 14).
    logController: new AccessLog(),
    // No coercion. removeAdditional off (Fastify's default is on): whether an unknown field is
    // refused or ignored is the schema's word, one rule per surface (docs/decisions/029-unknown-fields.md).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
  });
  if (deps.onRoute) fastify.addHook("onRoute", deps.onRoute);
  // Lines logged after this (shutdown's last words) are flushed by pino at process exit.
  if (destination) fastify.addHook("onClose", () => destination.flushSync());
  // Outside both APIs (the web app's files) errors take the product's format.
  installBodyParsers(fastify, "api");
  installErrorHandler(fastify, "api");
  // On every answer, before the surfaces' own hooks (the CORS hook answers preflights itself).
  installSecurityHeaders(fastify, csp);

  const keys = await loadKeys({ jwtKeys: config.auth.jwtKeys, dataDir: config.dataDir, alg: config.auth.jwtAlgorithm });
  const mail = createMailer(config, fastify.log);
  // After the last request has finished, so that no e-mail a request queued is dropped.
  fastify.addHook("onClose", () => mail.close());
  // The auth domain's parts, built once (decision 028); flows and routes take what they use.
  const auth = composeAuth({ db: database.db, engine: database.engine, config, keys, clock, mail });
  // A hosted Supabase project signs users in: /api trusts its tokens only (decision 002).
  const hostedUrl = config.supabaseUrl;
  const verifier = hostedUrl
    ? new HostedVerifier(database.db, clock, {
        supabaseUrl: hostedUrl,
        ...config.hostedAuth,
        onUnavailable: (reason) => fastify.log.warn({ reason }, "hosted auth: project unreachable (JWKS or user endpoint)"),
      })
    : localVerifier(auth);

  // Deleting an account: each domain deletes its own rows, in one transaction, users last.
  const deleteAccount = accountDeletion(database.db, [
    deleteChatData,
    deleteToolData,
    deleteStorageData,
    deleteAuthData(hostedUrl ? null : auth.lockout),
  ]);

  // Each API surface is a plugin that owns its conventions (docs/decisions/015-plugin-per-surface.md).
  await fastify.register(
    async (surface) => {
      await installSurface(surface, "auth", { corsOrigins: config.corsAllowedOrigins, errors: authErrors });
      // With a hosted project our own /auth/v1 is switched off (404): no second way to an account.
      if (!hostedUrl) await surface.register(authRoutes, { auth, deleteAccount });
    },
    { prefix: "/auth/v1" },
  );

  // The Storage API (decision 025); a hosted project keeps its own storage (decision 002).
  let storage: StorageService | null = null;
  if (!hostedUrl) {
    storage = new StorageService(
      database.db,
      database.engine,
      config.storage.s3 ? new S3Backend(config.storage.s3) : new LocalBackend(config.dataDir),
      clock,
      new Policy(config.storage.userBuckets),
      config.storage.fileSizeLimit,
      config.storage.retentionDays,
    );
    await storage.createMissingBuckets(config.storage.userBuckets);
    const deps = { storage, who: principalResolver(auth), signer: new UrlSigner(keys.hashKey) };
    await fastify.register(storageRoutes, { ...deps, corsOrigins: config.corsAllowedOrigins, prefix: "/storage/v1" });
  }

  // The whole knowledge base is held in memory: curated entries, guides and the subject index,
  // plus imported Fedlex passages.
  const knowledge = loadKnowledge();
  const passages = loadImportedPassages(config.dataDir);
  const model = loadModel();
  const index = new KnowledgeIndex(knowledge.entries, passages, {
    guides: knowledge.guides,
    subjectIndex: knowledge.subjectIndex,
    model,
  });
  // Everything a composed answer depends on; with a language model every attempt is new.
  const basis = answerBasis(config.llm, [knowledge, passages, model, config.siteUrl]);
  // The dense signal is prepared in the background: start-up never waits for the endpoint.
  const dense = config.embeddings ? new DenseIndex(config.embeddings, config.dataDir, index.denseTexts()) : null;
  if (dense) {
    dense.init().then(
      (how) => fastify.log.info({ how }, "embeddings ready"),
      (error: Error) => fastify.log.warn({ err: { message: error.message } }, "embeddings unavailable; searching without them"),
    );
  }
  const answerer = new Answerer(index, config.llm, dense, config.siteUrl);
  // Several instances share PostgreSQL: a stop must reach the instance holding the stream.
  const bus =
    database.engine === "postgres" && config.databaseUrl
      ? await PgStreamBus.connect({ databaseUrl: config.databaseUrl, db: database.db, log: fastify.log })
      : null;
  const streams = new ChatStreams(database.db, clock, {
    deltaDelayMs: config.chat.deltaDelayMs,
    keepAliveMs: config.chat.keepAliveMs,
    bus,
  });
  // Uploaded documents are parsed and checked in worker threads (decision 017); they start with
  // start() (tests that never call it start them on the first upload) and end with the app, so
  // that no worker keeps the process alive.
  const parser = new DocumentParser();
  fastify.addHook("onClose", () => parser.close());
  await fastify.register(
    async (surface) => {
      await installSurface(surface, "api");
      // Route modules get the guard and the narrow dependencies they use, never the auth domain's parts.
      const guard = requireUser(verifier);
      // The product's own limits (questions, document checks, password checks) in the same buckets table.
      const { db } = database;
      const limiter = new RateLimiter(db, database.engine);
      await surface.register(searchRoutes, { guard, index });
      await surface.register(chatRoutes, { guard, db, clock, limiter, chat: config.chat, answerer, streams, basis });
      if (hostedUrl) await surface.register(hostedMeRoutes, { guard, db, clock, supabaseUrl: hostedUrl, deleteAccount });
      else {
        await surface.register(meRoutes, { guard, db, clock, limiter, lockout: auth.lockout, passwords: auth.passwords, deleteAccount });
        // Recovery of a lost factor is an auth flow (reauthentication code, factor removal): it takes the parts those flows declare.
        await surface.register(mfaRecoveryRoutes, { auth, verifier });
      }
      await surface.register(privacyRoutes, { config });
      await surface.register(noticeRoutes, { guard, clock, limiter, rateLimit: config.tools.rateLimit, parser, llm: config.llm });
      await surface.register(breachRoutes, { guard, db, clock });
      await surface.register(recordRoutes, { guard, db, clock });
    },
    { prefix: "/api" },
  );
  const retention = () =>
    applyRetention(database.db, clock, {
      conversationDays: config.privacy.conversationRetentionDays,
      auditDays: config.privacy.auditRetentionDays,
      otpExpSeconds: config.mail.otpExpSeconds,
      sessions: config.auth.sessions,
    });
  let stopRetention: (() => void) | undefined;
  const warming = new AbortController();
  let stopSweep: (() => void) | undefined;
  // Anything else is the web app's: its files, and index.html for its own routes (GET and HEAD);
  // any other method on a path no route owns is a 404 in the product's format (never a 5xx).
  const page = deps.webRoot ? appPage(deps.webRoot) : null;
  fastify.setNotFoundHandler((request, reply) => {
    if (page && (request.method === "GET" || request.method === "HEAD")) return page(reply);
    return render(request, reply, new ApiError(404, "not_found", "Nicht gefunden."), "api");
  });
  if (deps.webRoot) await fastify.register(webRoutes, { root: deps.webRoot });
  return {
    fastify,
    auth,
    index,
    streams,
    retention,
    storage,
    start: () => {
      parser.warm();
      // The search's and the composer's code compiled before the first user asks (warm-up.ts).
      const started = performance.now();
      warmUp(answerer, warmUpTexts(knowledge.guides, WARM_UP_TEXTS), warming.signal).then(
        (count) => fastify.log.info({ count, ms: Math.round(performance.now() - started) }, "answers warmed up"),
        (error: Error) => fastify.log.warn({ err: { message: error.message } }, "warm-up failed"),
      );
      stopRetention = scheduleRetention(retention, 3_600_000, (error) => fastify.log.error({ err: error }, "retention failed"));
      // Bytes of deleted accounts' files and of cut-off uploads (decision 025).
      const sweep = storage ? storage.sweep.bind(storage) : null;
      if (sweep)
        stopSweep = scheduleRetention(
          () => sweep(),
          3_600_000,
          (error) => fastify.log.error({ err: error }, "storage sweep failed"),
        );
    },
    stop: async (graceMs = 10_000) => {
      warming.abort();
      stopRetention?.();
      stopSweep?.();
      await streams.close(graceMs);
    },
    pending: () => ({ answers: streams.size, mails: mail.pending() }),
  };
}
