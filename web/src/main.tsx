import "./index.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { api } from "@shared/api";
import { App } from "./App";
import { supabase } from "./lib/supabase";

// The server no longer knows this session (ended elsewhere, expired): forget it here too; the
// routes then lead to the sign-in page (/auth).
api.onSessionExpired(() => void supabase.auth.signOut({ scope: "local" }));
// A second factor was enrolled since this session began (on another device): a refreshed session
// carries the user's factors, so the route guards send the user to the code prompt.
api.onSecondFactorRequired(() => void supabase.auth.refreshSession());

const root = createRoot(document.getElementById("root")!);
// A transition lets React render in small slices, so the first render does not block input.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
