import "./webchat.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api } from "@shared/api";
import { supabase } from "@/lib/supabase";
import { App } from "./App";

// The server no longer knows this session: forget it here too, so the chat shows its sign-in
// prompt (App.tsx), whose link opens /auth in the top window.
api.onSessionExpired(() => void supabase.auth.signOut({ scope: "local" }));
// A second factor this session has not passed: the refreshed session lists the factor, and the
// client tells the home page around this frame (same origin), whose guards show the code prompt.
api.onSecondFactorRequired(() => void supabase.auth.refreshSession());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
