// Loads the auth server's public settings once per page load (see auth-settings.ts).
import { useEffect, useState } from "react";
import { DEFAULT_AUTH_SETTINGS, parseAuthSettings, type AuthSettings } from "./auth-settings";
import { SUPABASE_ANON_KEY, SUPABASE_URL } from "./supabase";

let cached: Promise<AuthSettings> | undefined;

export function loadAuthSettings(): Promise<AuthSettings> {
  cached ??= (async () => {
    try {
      const url = new URL("auth/v1/settings", SUPABASE_URL.endsWith("/") ? SUPABASE_URL : `${SUPABASE_URL}/`);
      const response = await fetch(url, { headers: { apikey: SUPABASE_ANON_KEY ?? "" } });
      if (!response.ok) throw new Error(String(response.status));
      return parseAuthSettings(await response.json());
    } catch {
      cached = undefined; // try again on the next form
      return DEFAULT_AUTH_SETTINGS;
    }
  })();
  return cached;
}

/**
 * The settings, fetched when `enabled` (the sign-in form needs none, and stays without requests
 * until submitted); the defaults until they arrive.
 */
export function useAuthSettings(enabled = true): AuthSettings {
  const [settings, setSettings] = useState(DEFAULT_AUTH_SETTINGS);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void loadAuthSettings().then((value) => active && setSettings(value));
    return () => {
      active = false;
    };
  }, [enabled]);
  return settings;
}
