// Where links in e-mails may send the browser ([auth] internal/utilities/request.go GetReferrer):
// a redirect_to that is not allowed is replaced by SITE_URL, as GoTrue does, so it is never an
// open redirect. Stricter than GoTrue: no wildcards, no "any loopback address", no Referer header.
import type { Config } from "../config.js";

/** SITE_URL, or the local server when it is not set (development). */
export function siteUrl(config: Config): string {
  return config.siteUrl ?? `http://localhost:${config.port}`;
}

function pathWithin(path: string, base: string): boolean {
  if (base === "/" || path === base) return true;
  return path.startsWith(base.endsWith("/") ? base : `${base}/`);
}

/** Same origin as SITE_URL (any path), or same origin and path prefix as an ADDITIONAL_REDIRECT_URLS entry. */
export function isAllowedRedirect(config: Config, candidate: string): boolean {
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return false;
  }
  if ((target.protocol !== "http:" && target.protocol !== "https:") || target.username || target.password) return false;
  if (target.origin === new URL(siteUrl(config)).origin) return true;
  return config.additionalRedirectUrls.some((entry) => {
    const allowed = new URL(entry);
    return allowed.origin === target.origin && pathWithin(target.pathname, allowed.pathname);
  });
}

export function redirectTarget(config: Config, candidate: string | null | undefined): string {
  return candidate && isAllowedRedirect(config, candidate) ? candidate : siteUrl(config);
}

/** The confirmation link in an e-mail: our GET /verify, which then redirects to redirectTo. */
export function verifyLink(config: Config, input: { token: string; type: string; redirectTo: string }): string {
  const link = new URL("/auth/v1/verify", siteUrl(config));
  link.search = new URLSearchParams({ token: input.token, type: input.type, redirect_to: input.redirectTo }).toString();
  return link.href;
}
