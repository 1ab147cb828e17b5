// Security headers on every response. The CSP allows only our own origin, plus the configured
// webchat origin for frames and a hosted Supabase project for connections when one is set.
// API answers are never stored by a cache.
import type { FastifyInstance } from "fastify";

export function contentSecurityPolicy(options: { frameOrigins: string[]; connectOrigins: string[] }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...options.connectOrigins].join(" ")}`,
    `frame-src ${["'self'", ...options.frameOrigins].join(" ")}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function originOf(value: string, base = "http://localhost"): string | null {
  try {
    const url = new URL(value, base);
    return url.origin === new URL(base).origin && !/^https?:/i.test(value) ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The fixed security headers, the values @fastify/helmet sent with the options decision 027 chose
 * (X-Content-Type-Options, Referrer-Policy, X-Frame-Options, Cross-Origin-Opener-Policy; its other
 * defaults off: HSTS belongs to the TLS proxy, the rest were never our policy) and our Permissions-Policy.
 */
const FIXED_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
} as const;

/**
 * The security headers of every answer, computed once (issue 28, session 15): @fastify/helmet 13 built
 * helmet's whole middleware from its options again on every request, in two hooks, one of them async
 * (about 1 KB of garbage and a promise per request), for four constant headers. The CSP is ours as
 * before: helmet would write its directives joined by ";" instead of "; ", so the wire would differ from
 * the raw answer of clientErrorResponse, which is sent before Fastify sees a request (decision 027).
 * server/http/wire-headers.test.ts pins every header of every surface, byte for byte.
 */
export function installSecurityHeaders(app: FastifyInstance, csp: string): void {
  const headers = { "content-security-policy": csp, ...FIXED_HEADERS };
  // On onRequest, for every route: a hijacked reply (the chat's event stream) copies reply.getHeaders().
  // A callback hook, not an async one: no promise per request.
  app.addHook("onRequest", (_request, reply, done) => {
    // The two APIs add "no-store" in their own plugins (installSurface); the static web app's
    // caching is server/web/static.ts's.
    reply.headers(headers);
    done();
  });
}
