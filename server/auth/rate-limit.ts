// The auth API's per-address limits answer with GoTrue's 429; the buckets live in server/limits/.
import { ApiError, retryAfter } from "../http/errors.js";

export { RateLimiter } from "../limits/rate-limiter.js";

/** GoTrue's answer to any per-address limit ([auth] internal/api/middleware.go), with Retry-After. */
export function requestRateLimited(waitSeconds: number): ApiError {
  return new ApiError(429, "over_request_rate_limit", "Request rate limit reached", {}, retryAfter(waitSeconds));
}
