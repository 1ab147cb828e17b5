// One access line per request, written without a system call per line (issue 28, decision 026).
// Fastify's own request logging writes two lines per request ("incoming request", "request
// completed") synchronously to stdout: session 13 profiled it at ~16 % of the process's CPU under
// `/auth/v1/user` load. Here the line is written once, after the response, through pino's
// asynchronous destination, which gathers lines in a buffer and writes them in batches.
import pino from "pino";
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** Bytes gathered before a write; a quiet server's lines wait at most FLUSH_MS. */
const MIN_WRITE = 4096;
const FLUSH_MS = 1000;

export type LogDestination = ReturnType<typeof pino.destination>;

/**
 * Where the server's log lines go: file descriptor `fd` (stdout by default), asynchronously and
 * buffered. pino flushes it synchronously on process exit (`process.exit`, an uncaught exception),
 * and the app flushes it on close, so a line of a finished request is never lost by a clean stop.
 */
export function logDestination(fd = 1): LogDestination {
  return pino.destination({ dest: fd, sync: false, minLength: MIN_WRITE, periodicFlush: FLUSH_MS });
}

/** pino's `logMethod` hook: writes the line, then, for a warning or worse, the buffer at once. */
export function flushFrom(destination: LogDestination) {
  return function (this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn, level: number): void {
    method.apply(this, args);
    if (level >= WARN) destination.flush();
  };
}

const WARN = 40;
/** The levels at which an `info` line is written (Fastify's logger type has no `isLevelEnabled`). */
const WRITES_INFO = new Set(["trace", "debug", "info"]);

/**
 * The fields of a request's line. The route's pattern, never the raw URL: no query string (tokens in
 * `?token=` links), no ids from the path; a request no route matched has its path without the query.
 * Headers and bodies are never logged here (tokens, cookies, apikeys, passwords).
 */
export function accessFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? request.url.split("?", 1)[0],
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * Fastify's own request-lifecycle log lines with the two per request replaced by one: nothing when a
 * request arrives, our line when its response has finished (`error` level with the error if the
 * response failed). Fastify's other lines (stream errors, serializer failures) stay as they are; its
 * top-level `disableRequestLogging` would have silenced them as well. The request id comes from the
 * request's child logger (`reqId`).
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ ...accessFields(request, reply), err: error }, "request failed");
    // Checked first: at `warn` (the benchmarks, a quiet deployment) the fields are not built at all.
    else if (WRITES_INFO.has(reply.log.level)) reply.log.info(accessFields(request, reply), "request");
  }
}
