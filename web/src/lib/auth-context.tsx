// The signed-in session for the whole app, kept current across tabs by supabase-js's auth events.
import { isAuthApiError, type Session } from "@supabase/supabase-js";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { needsSecondFactor } from "./aal";
import { AUTH_STORAGE_KEY, supabase } from "./supabase";

export interface AuthState {
  /** True until the stored session has been checked. */
  loading: boolean;
  session: Session | null;
  /** The session has only the password (aal1) but the user has a verified second factor. */
  mfaPending: boolean;
}

const AuthContext = createContext<AuthState>({ loading: true, session: null, mfaPending: false });

/** Statuses with which the server says the stored session is no longer valid. */
const REVOKED = new Set([401, 403, 404]);

async function verify(): Promise<"valid" | "revoked"> {
  const { error } = await supabase.auth.getUser();
  // A network failure is not proof of a revoked session; keep it and let the next call tell.
  return error && isAuthApiError(error) && REVOKED.has(error.status) ? "revoked" : "valid";
}

/**
 * Whether there may be a session to check. Without a stored session or a PKCE code in the URL (a
 * confirmation link), the visitor is signed out; knowing that at once spares a loading screen.
 * Tokens in the URL do not count: they are never adopted (supabase.ts).
 */
function sessionMayExist(): boolean {
  try {
    if (window.localStorage.getItem(AUTH_STORAGE_KEY) !== null) return true;
  } catch {
    return true;
  }
  return /[#&?](error_description|code)=/.test(window.location.hash + window.location.search);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ loading: boolean; session: Session | null }>(() => ({
    loading: sessionMayExist(),
    session: null,
  }));

  useEffect(() => {
    let active = true;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      if (event !== "INITIAL_SESSION" || !session) {
        setState((current) => (!current.loading && current.session === session ? current : { loading: false, session }));
        return;
      }
      // The session may have been ended elsewhere (e.g. a global sign-out), so ask the server once.
      // Deferred because awaiting another auth call inside this callback deadlocks supabase-js.
      setTimeout(
        () =>
          void (async () => {
            const result = await verify();
            if (!active) return;
            if (result === "revoked") {
              await supabase.auth.signOut({ scope: "local" });
              setState({ loading: false, session: null });
              return;
            }
            // A later event (refresh, sign-out in another tab) already knows better than this check.
            setState((current) => (current.loading ? { loading: false, session } : current));
          })(),
        0,
      );
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  const value = useMemo<AuthState>(() => ({ ...state, mfaPending: needsSecondFactor(state.session) }), [state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
