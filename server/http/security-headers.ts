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

export function installSecurityHeaders(app: FastifyInstance, csp: string): void {
  // onRequest, not onSend: hijacked replies (event streams) copy these headers too.
  app.addHook("onRequest", async (_request, reply) => {
    // The two APIs add "no-store" in their own plugins (installSurface); the static web app's
    // caching is server/web/static.ts's.
    reply.header("content-security-policy", csp);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  });
}
