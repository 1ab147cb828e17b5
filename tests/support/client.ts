// The unmodified official client as the tests use it: no stored session and no refresh timer (a test
// decides when a token is refreshed), and the ws package as realtime's transport, since Node 20 has
// no WebSocket of its own for the client to construct.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";

export interface ClientOptions {
  /** The API key the client sends (the anon key unless said). */
  key?: string;
  flowType?: "pkce" | "implicit";
  /** Sent as the bearer token of every request (the storage tests' service or user token). */
  token?: string;
  detectSessionInUrl?: boolean;
}

export function officialClient(url: string, options: ClientOptions = {}): SupabaseClient {
  const { key = "public-anon-key", flowType, token, detectSessionInUrl } = options;
  return createClient(url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      ...(flowType ? { flowType } : {}),
      ...(detectSessionInUrl === undefined ? {} : { detectSessionInUrl }),
    },
    realtime: { transport: WebSocket as never },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
}
