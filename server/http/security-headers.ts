// Security headers on every response. The CSP allows only our own origin, plus the configured
// webchat origin for frames and a hosted Supabase project for connections when one is set.
// API answers are never stored by a cache.
import helmet from "@fastify/helmet";
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

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=()";

/**
 * The security headers of every answer. @fastify/helmet sends the fixed ones and none of its other
 * defaults (HSTS belongs to the TLS proxy; the rest were never part of our policy). The CSP and the
 * Permissions-Policy stay ours: helmet has no Permissions-Policy, and it would write the CSP with
 * ";" instead of "; ", so the wire would change and differ from the raw answer of
 * clientErrorResponse, which is sent before Fastify sees a request (decision 027).
 */
export async function installSecurityHeaders(app: FastifyInstance, csp: string): Promise<void> {
  // Global and on onRequest: hijacked replies (event streams) carry the headers too.
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: "sameorigin" },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // A callback hook, not an async one: no promise per request for two constant headers (session 15).
  app.addHook("onRequest", (_request, reply, done) => {
    // The two APIs add "no-store" in their own plugins (installSurface); the static web app's
    // caching is server/web/static.ts's.
    reply.header("content-security-policy", csp);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    done();
  });
}
