// Placeholder until the real webchat replaces this page.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <main>
      <p role="status">Webchat wird geladen …</p>
    </main>
  </StrictMode>,
);
