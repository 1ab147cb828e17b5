// Paths the auth flows link to from outside the router (mail links, redirects).
export const RESET_PATH = "/passwort-zuruecksetzen";
export const SECOND_FACTOR_PATH = "/auth/zweiter-faktor";

/**
 * Where to go after signing in: the page that sent the visitor to /auth (router state `from`), if it is a
 * path of this app. Anything else (another origin, "//host", the auth pages themselves) goes home, so the
 * state can never become an open redirect.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return "/";
  if (from === "/auth" || from.startsWith("/auth/") || from.startsWith("/auth?") || from.startsWith(RESET_PATH)) return "/";
  return from;
}
