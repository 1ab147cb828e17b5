// The one HTTP client of the web app and the webchat for the product API (/api): bearer token,
// JSON, timeouts and abort, one error type (./errors.ts) and one reaction to an expired session.
import { API_MESSAGES, ApiError, errorFromResponse, type ApiMessages } from "./errors";

/** Until the response headers arrive; a body (an export, the chat stream) may then take its time. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface ClientConfig {
  /** Prefix of every path; empty means this page's origin. */
  baseUrl?: string;
  /** The signed-in user's access token, or null when nobody is signed in. */
  token: () => Promise<string | null>;
  /** Renews the session; true when there is a new token. Tried once after a 401. */
  refresh?: () => Promise<boolean>;
  timeoutMs?: number;
  /** For tests; the page's fetch otherwise. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON, with its Content-Type. */
  json?: unknown;
  /** Any other body; for FormData the browser sets the multipart boundary itself. */
  body?: BodyInit;
  headers?: HeadersInit;
  /** False for public endpoints: sent without a token, and a 401 is only an error. */
  auth?: boolean;
  /** Aborts the request and, once it has started, the reading of its body. */
  signal?: AbortSignal;
  /** Milliseconds until the response headers must be there; null for no limit. */
  timeoutMs?: number | null;
  /** The surface's texts for failures without a message from the server. */
  messages?: ApiMessages;
}

export interface ApiClient {
  /** The response of a successful request (2xx); every failure is thrown as an ApiError. */
  request(path: string, options?: RequestOptions): Promise<Response>;
  /** request() and its JSON body. */
  json<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * The app's one reaction to an expired session: called when the server refuses the token with
   * 401 `unauthorized` even after a refresh. Once per token, however many requests fail with it.
   * Replaces the callback registered before; returns a function that unregisters it.
   */
  onSessionExpired(callback: () => void): () => void;
  /**
   * The app's reaction to 403 `mfa_required`: the user has a verified second factor this session
   * has not passed (enrolled on another device since sign-in). Once per token, like onSessionExpired.
   */
  onSecondFactorRequired(callback: () => void): () => void;
}

export function createApiClient(config: ClientConfig): ApiClient {
  let expiredCallback: (() => void) | null = null;
  let secondFactorCallback: (() => void) | null = null;
  let secondFactorToken: string | null = null;
  // The token already reported as expired: parallel requests (a page loading two lists) fail
  // together, and the app must react once, not once per request.
  let reportedToken: string | null = null;

  function expired(token: string): void {
    if (token === reportedToken) return;
    reportedToken = token;
    expiredCallback?.();
  }

  async function send(url: string, options: RequestOptions, token: string | null, messages: ApiMessages): Promise<Response> {
    const caller = options.signal;
    if (caller?.aborted) throw new ApiError(0, "aborted", messages.aborted);
    const headers = new Headers(options.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (options.json !== undefined) headers.set("Content-Type", "application/json");
    const controller = new AbortController();
    // Kept after the headers arrived: aborting must also end the reading of a streamed body.
    caller?.addEventListener("abort", () => controller.abort(caller.reason), { once: true });
    const limit = options.timeoutMs === undefined ? (config.timeoutMs ?? DEFAULT_TIMEOUT_MS) : options.timeoutMs;
    let timedOut = false;
    const timer =
      limit === null
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, limit);
    const doFetch = config.fetch ?? fetch;
    try {
      return await doFetch(url, {
        method: options.method ?? "GET",
        headers,
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
        signal: controller.signal,
        cache: "no-store",
      });
    } catch {
      if (caller?.aborted) throw new ApiError(0, "aborted", messages.aborted);
      // A server that does not answer in time is, for the user, a server that is not reachable.
      if (timedOut) throw new ApiError(0, "timeout", messages.network);
      throw new ApiError(0, "network", messages.network);
    } finally {
      clearTimeout(timer);
    }
  }

  async function request(path: string, options: RequestOptions = {}): Promise<Response> {
    const messages = options.messages ?? API_MESSAGES;
    const auth = options.auth ?? true;
    const url = `${config.baseUrl ?? ""}${path}`;
    let token: string | null = null;
    if (auth) {
      token = await config.token();
      // Nobody signed in: nothing to send, and nothing expired either.
      if (!token) throw new ApiError(401, "unauthorized", messages.status[401] ?? messages.signedOut);
    }
    let response = await send(url, options, token, messages);
    // The token may have expired while the tab slept: one refresh, then one more try. Safe for
    // any method: with a 401 the server refused the request before doing anything.
    if (token && response.status === 401 && config.refresh && (await config.refresh())) {
      void response.body?.cancel().catch(() => undefined);
      token = (await config.token()) ?? token;
      response = await send(url, options, token, messages);
    }
    if (response.ok) return response;
    const error = await errorFromResponse(response, messages);
    if (token && error.status === 401 && error.code === "unauthorized") expired(token);
    if (token && error.status === 403 && error.code === "mfa_required" && token !== secondFactorToken) {
      secondFactorToken = token;
      secondFactorCallback?.();
    }
    throw error;
  }

  return {
    request,
    async json<T>(path: string, options?: RequestOptions): Promise<T> {
      const response = await request(path, options);
      try {
        return (await response.json()) as T;
      } catch {
        const messages = options?.messages ?? API_MESSAGES;
        if (options?.signal?.aborted) throw new ApiError(0, "aborted", messages.aborted);
        throw new ApiError(response.status, "invalid_response", messages.unknown);
      }
    },
    onSessionExpired(callback) {
      expiredCallback = callback;
      return () => {
        if (expiredCallback === callback) expiredCallback = null;
      };
    },
    onSecondFactorRequired(callback) {
      secondFactorCallback = callback;
      return () => {
        if (secondFactorCallback === callback) secondFactorCallback = null;
      };
    },
  };
}
