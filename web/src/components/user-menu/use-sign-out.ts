// Signing out (header button and user menu): global scope, the toasts, then /auth.
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AUTH_MESSAGES } from "@/lib/auth-errors";
import { supabase } from "@/lib/supabase";

export function useSignOut(): { busy: boolean; signOut: () => Promise<void> } {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      // Global: ends the session on every device, not only in this browser.
      const { error } = await supabase.auth.signOut({ scope: "global" });
      if (error) throw error;
      toast.success("Erfolgreich abgemeldet", { description: "Sie wurden erfolgreich abgemeldet." });
      void navigate("/auth", { replace: true });
    } catch {
      toast.error("Fehler", { description: AUTH_MESSAGES.signOutFailed });
    } finally {
      setBusy(false);
    }
  }

  return { busy, signOut };
}
