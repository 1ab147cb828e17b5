// The one error type of the web app and the webchat: what the product API (/api) answered, keyed
// by the server's stable codes, with a German message that can be shown as it is.
// The codes are the server's own union (type-only import: erased, so no server code reaches the
// bundle), so a code the server renames or drops fails the web typecheck wherever it is matched.
import type { ErrorCode } from "@server/http/errors";

/** Failures that happen in the browser before or instead of an answer from the server. */
export type ClientErrorCode =
  /** fetch() failed: offline, DNS, connection refused or reset. */
  | "network"
  /** No response headers within the request's timeout. */
  | "timeout"
  /** The caller aborted the request (its AbortSignal). */
  | "aborted"
  /** An answer that is not ours: a proxy's error page, an empty body, unreadable JSON. */
  | "invalid_response";

export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** One refused field of a request (`personsApprox`, `kinds.0`), with a German message for the form. */
export interface FieldError {
  field: string;
  message: string;
}

/** The German texts a surface shows when the server's answer carries no message of its own. */
export interface ApiMessages {
  /** Any failure without a message (and anything that is not an ApiError). */
  unknown: string;
  network: string;
  aborted: string;
  /** No session in this browser: nothing was sent. */
  signedOut: string;
  /** Per HTTP status, for answers without our error body (a proxy's 413 or 429, say). */
  status: Partial<Record<number, string>>;
}

export const API_MESSAGES: ApiMessages = {
  unknown: "Ein Fehler ist aufgetreten.",
  network: "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  aborted: "Die Anfrage wurde abgebrochen.",
  signedOut: "Bitte melden Sie sich an.",
  status: {},
};

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** Seconds until a retry can succeed (the Retry-After header of a 429 or 503), if the server said so. */
  readonly retryAfter?: number;
  /** The refused fields of a `validation_failed`, if the server named them. */
  readonly fields?: FieldError[];

  constructor(
    /** The HTTP status; 0 when no answer came (network, timeout, abort). */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    details: { retryAfter?: number; fields?: FieldError[] } = {},
  ) {
    super(message);
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
    if (details.fields !== undefined) this.fields = details.fields;
  }
}

/** The text for the UI: the server's German message, or the generic one for anything else. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : API_MESSAGES.unknown;
}

/**
 * Retry-After (RFC 9110, 10.2.3) as whole seconds from now: delay-seconds or an HTTP date.
 * Undefined when absent or unreadable; a date in the past counts as 0.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : Math.max(0, Math.ceil((time - now) / 1000));
}

function fieldsOf(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const fields = value.filter(
    (item): item is FieldError =>
      typeof item === "object" &&
      item !== null &&
      typeof (item as FieldError).field === "string" &&
      typeof (item as FieldError).message === "string",
  );
  return fields.map(({ field, message }) => ({ field, message }));
}

/**
 * The ApiError for a failed response. Our body is `{ error: { code, message, fields? } }`; anything
 * else (empty, HTML, JSON of another shape) gets the surface's text for the status, or the generic one.
 * The body is read as text first, so a broken stream and bad JSON end the same way.
 */
export async function errorFromResponse(response: Response, messages: ApiMessages = API_MESSAGES): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page) or cut off: the fallback below.
  }
  const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === "object" && error !== null) {
    const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
    if (typeof message === "string" && message !== "") {
      // A code this build does not know yet is passed on as it is; matching on it simply never hits.
      const known = typeof code === "string" && code !== "" ? (code as ApiErrorCode) : "invalid_response";
      return new ApiError(response.status, known, message, { retryAfter, fields: fieldsOf(fields) });
    }
  }
  const message = messages.status[response.status] ?? messages.unknown;
  return new ApiError(response.status, "invalid_response", message, { retryAfter });
}
