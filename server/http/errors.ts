// Errors are values with stable codes; render() below is the only place that turns them into
// a response. The auth API speaks GoTrue's two formats ([auth] internal/api/errors.go); the
// product API answers { error: { code, message } } with a German message.
import type { FastifyReply, FastifyRequest } from "fastify";

export type ErrorCode =
  // GoTrue's codes (closed list in [auth] internal/api/apierrors/errorcode.go; the ones we use)
  | "validation_failed"
  // PKCE and e-mail flows (server/auth/flow-state.ts, otp.ts)
  | "flow_state_not_found"
  | "flow_state_expired"
  | "bad_code_verifier"
  | "otp_disabled"
  // MFA (server/auth/factors.ts)
  | "mfa_phone_enroll_not_enabled"
  | "mfa_webauthn_enroll_not_enabled"
  | "mfa_totp_verify_not_enabled"
  | "mfa_factor_name_conflict"
  | "too_many_enrolled_mfa_factors"
  | "insufficient_aal"
  | "mfa_factor_not_found"
  | "mfa_ip_address_mismatch"
  | "mfa_challenge_expired"
  | "mfa_verification_failed"
  | "mfa_verification_rejected"
  | "mfa_required"
  | "mfa_recovery_no_factor"
  | "mfa_recovery_invalid_code"
  | "bad_json"
  | "request_entity_too_large"
  | "invalid_credentials"
  | "user_already_exists"
  | "weak_password"
  | "same_password"
  | "signup_disabled"
  | "anonymous_provider_disabled"
  | "email_not_confirmed"
  | "refresh_token_not_found"
  | "refresh_token_already_used"
  | "session_not_found"
  | "session_expired"
  | "user_not_found"
  | "no_authorization"
  | "bad_jwt"
  | "not_admin"
  | "user_banned"
  | "over_request_rate_limit"
  | "email_exists"
  | "reauthentication_needed"
  | "reauthentication_not_valid"
  | "otp_expired"
  | "over_email_send_rate_limit"
  | "phone_provider_disabled"
  | "saml_provider_disabled"
  | "manual_linking_disabled"
  | "provider_disabled"
  | "web3_provider_disabled"
  | "not_found"
  | "unexpected_failure"
  // product API
  | "unauthorized"
  | "message_too_long"
  | "rate_limited"
  | "conversation_not_found"
  | "message_not_found"
  | "question_not_last"
  // compliance tools (server/tools/breach, server/tools/records)
  | "breach_not_found"
  | "record_not_found"
  | "session_missing"
  | "password_invalid"
  | "too_many_attempts"
  | "method_not_allowed"
  | "unsupported_media_type"
  // a hosted Supabase project signs users in (server/auth/hosted-verifier.ts)
  | "auth_provider_unavailable"
  | "hosted_account";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to the error, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Retry-After (RFC 9110, 10.2.3) in whole seconds, at least one: when a token or lock frees up. */
export function retryAfter(seconds: number): Record<string, string> {
  return { "retry-after": String(Math.max(1, Math.ceil(seconds))) };
}

const API_VERSION_HEADER = "x-supabase-api-version";
const API_VERSION_2024 = "2024-01-01";

/** Any date on or after 2024-01-01 selects the 2024 format ([auth] internal/api/apiversions.go). */
function wantsNewFormat(request: FastifyRequest): boolean {
  const raw = request.headers[API_VERSION_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && time >= Date.parse("2024-01-01T00:00:00Z");
}

/** Which API a plugin serves: GoTrue's wire format (`/auth/v1`) or ours (`/api`, and everything else). */
export type Surface = "auth" | "api";

export function render(request: FastifyRequest, reply: FastifyReply, error: ApiError, surface: Surface): FastifyReply {
  reply.headers(error.headers);
  if (surface === "api") {
    if (error.status === 401) reply.header("www-authenticate", 'Bearer realm="api"');
    return reply.status(error.status).send({ error: { code: error.code, message: error.message, ...error.extra } });
  }
  const weak = error.code === "weak_password";
  if (wantsNewFormat(request)) {
    reply.header("X-Supabase-Api-Version", API_VERSION_2024);
    // GoTrue sets x-sb-error-code for weak passwords only in the legacy format.
    if (!weak) reply.header("x-sb-error-code", error.code);
    return reply.status(error.status).send({ code: error.code, message: error.message, ...error.extra });
  }
  reply.header("x-sb-error-code", error.code);
  const body: Record<string, unknown> = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  if (error.status >= 500) body.error_id = request.id;
  return reply.status(error.status).send(body);
}

export const unexpected = () =>
  new ApiError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information");
