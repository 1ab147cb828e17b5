// The one Supabase Auth client of the web app; the webchat page reuses it, so nothing page-specific here.
//
// Only supabase-js's auth client is built, with the options createClient() would give it: the full
// client also bundles Realtime, PostgREST, Storage and Functions (~32 KB gzipped), which would push the
// sign-in page over its JavaScript budget. Same storage key as createClient(), so a page that needs the
// full client can create one with SUPABASE_URL and SUPABASE_ANON_KEY and share the session.
import { AuthClient, type SupabaseClient } from "@supabase/supabase-js";
import { dropTokensFromUrl } from "./url-tokens";

/** Empty at build time means our own server on the same origin, which speaks the Supabase Auth protocol. */
export const SUPABASE_URL = import.meta.env.VITE_SUPABASE_URL || window.location.origin;
export const SUPABASE_ANON_KEY = import.meta.env.VITE_SUPABASE_ANON_KEY;

const base = new URL(SUPABASE_URL);
export const AUTH_STORAGE_KEY = `sb-${base.hostname.split(".")[0]}-auth-token`;

// Before the client reads the address: tokens in a link are never adopted (see url-tokens.ts).
dropTokensFromUrl(window.location, window.history);

export const supabase: Pick<SupabaseClient, "auth"> = {
  auth: new AuthClient({
    url: new URL("auth/v1", base.href.endsWith("/") ? base : `${base.href}/`).href,
    headers: { Authorization: `Bearer ${SUPABASE_ANON_KEY}`, apikey: SUPABASE_ANON_KEY },
    storageKey: AUTH_STORAGE_KEY,
    storage: window.localStorage,
    persistSession: true,
    autoRefreshToken: true,
    // With PKCE, only a ?code= is taken from the address, and only exchanged with the code verifier
    // this browser stored when it asked for the e-mail: nobody can hand it someone else's session.
    // The implicit flow would adopt any #access_token= (login CSRF, issue 14).
    detectSessionInUrl: true,
    flowType: "pkce",
  }),
};
