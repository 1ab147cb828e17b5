// Tokens in the address are never adopted. Anyone can send a link that carries their own session
// (#access_token=…&refresh_token=…); adopting it would sign the visitor into the sender's account,
// and whatever they asked next would be stored where the sender reads it (login CSRF, issue 14).
// The tokens are also taken out of the address bar and its history entry, so they are not
// bookmarked, shared or sent on.

/** What GoTrue's implicit flow puts into a redirect ([auth] tokens.AccessTokenResponse.AsRedirectURL). */
const TOKEN_PARAMS = [
  "access_token",
  "refresh_token",
  "provider_token",
  "provider_refresh_token",
  "expires_in",
  "expires_at",
  "token_type",
];

const carriesTokens = (params: URLSearchParams) => TOKEN_PARAMS.some((name) => params.has(name));

/** The address without token parameters, or null when it has none. */
export function withoutTokens(href: string): string | null {
  const url = new URL(href);
  let changed = false;
  // A fragment with tokens is a whole implicit-flow callback (type, sb, … come with them): all of it goes.
  if (url.hash && carriesTokens(new URLSearchParams(url.hash.slice(1)))) {
    url.hash = "";
    changed = true;
  }
  // supabase-js reads the query too, and lets it win over the fragment.
  if (carriesTokens(url.searchParams)) {
    for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
    changed = true;
  }
  // Setting hash to "" leaves a bare "#" in href.
  return changed ? url.href.replace(/#$/, "") : null;
}

export function dropTokensFromUrl(location: Pick<Location, "href">, history: Pick<History, "state" | "replaceState">): void {
  const clean = withoutTokens(location.href);
  // replaceState, not a navigation: the history entry with the tokens is overwritten, nothing reloads.
  if (clean !== null) history.replaceState(history.state, "", clean);
}
