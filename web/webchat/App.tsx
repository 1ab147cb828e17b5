// Loads the configuration, then shows the chat to a signed-in user and a sign-in prompt otherwise.
import { useEffect, useState, type ReactNode } from "react";
import { AuthProvider, useAuth } from "@/lib/auth-context";
import { ChatView } from "./ChatView";
import { applyColors, configUrl, loadConfig, type ChatConfig } from "./config";

type ConfigState = { status: "loading" } | { status: "ready"; config: ChatConfig } | { status: "failed" };

function Notice({ title, children, role }: { title: string; children?: ReactNode; role?: "alert" }) {
  return (
    <main className="flex h-dvh items-center justify-center p-6">
      <div role={role} className="max-w-sm text-center">
        <h1 className="text-lg font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

function Loading() {
  return (
    <main className="flex h-dvh items-center justify-center p-6">
      <p role="status" className="text-sm text-muted-foreground">
        Chat wird geladen …
      </p>
    </main>
  );
}

function SignedInChat({ config }: { config: ChatConfig }) {
  const { loading, session } = useAuth();
  if (loading) return <Loading />;
  if (!session) {
    return (
      <Notice title={config.botName}>
        <p className="mt-2 text-muted-foreground">Bitte melden Sie sich an, um dem Assistenten Fragen zu stellen.</p>
        <a
          href="/auth"
          target="_top"
          className="mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90"
        >
          Zur Anmeldung
        </a>
      </Notice>
    );
  }
  // Keyed by user: another account signing in in another tab must not see this one's conversation.
  return <ChatView key={session.user.id} config={config} userId={session.user.id} />;
}

export function App() {
  const [state, setState] = useState<ConfigState>({ status: "loading" });

  useEffect(() => {
    let active = true;
    loadConfig(configUrl(window.location.search))
      .then((config) => {
        if (!active) return;
        applyColors(config.colors);
        document.title = `${config.botName} – Chat`;
        setState({ status: "ready", config });
      })
      .catch((error: unknown) => {
        console.error("webchat configuration:", error);
        if (active) setState({ status: "failed" });
      });
    return () => {
      active = false;
    };
  }, []);

  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") {
    return (
      <Notice title="Chat nicht verfügbar" role="alert">
        <p className="mt-2 text-muted-foreground">
          Die Konfiguration des Chats konnte nicht geladen werden. Bitte versuchen Sie es später erneut oder wenden Sie sich an die
          Betreiberin der Website.
        </p>
      </Notice>
    );
  }
  return (
    <AuthProvider>
      <SignedInChat config={state.config} />
    </AuthProvider>
  );
}
