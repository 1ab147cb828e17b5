// "Meine Daten": the signed-in user's account, sessions, export and deletion (Art. 25, 28, 32 DSG).
import { useCallback } from "react";
import { Link } from "react-router";
import { AccountSection } from "@/components/my-data/AccountSection";
import { DeleteAccountSection } from "@/components/my-data/DeleteAccountSection";
import { EmailSection } from "@/components/my-data/EmailSection";
import { ExportSection } from "@/components/my-data/ExportSection";
import { MfaSection } from "@/components/my-data/MfaSection";
import { PasswordSection } from "@/components/my-data/PasswordSection";
import { SessionsSection } from "@/components/my-data/SessionsSection";
import { LoadFailed, LoadingStatus } from "@/components/LoadingScreen";
import { PageLayout } from "@/components/PageLayout";
import { api } from "@/lib/api";
import { isHostedAuth } from "@/lib/hosted-auth";
import { useLoaded } from "@/lib/use-loaded";

// With a hosted Supabase project the sessions are the project's; the section says so (SessionsSection).
const HOSTED = isHostedAuth();

const loadAccount = async () => {
  const [account, sessions] = await Promise.all([api.account(), HOSTED ? [] : api.sessions()]);
  return { account, sessions };
};

export default function MyDataPage() {
  const { state, setState, reload } = useLoaded(loadAccount);

  const reloadSessions = useCallback(async () => {
    if (HOSTED) return;
    try {
      const sessions = await api.sessions();
      setState((current) => (current.status === "ready" ? { ...current, sessions } : current));
    } catch {
      // The list stays as it was; the next visit shows the current state.
    }
  }, []);

  return (
    <PageLayout>
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl font-semibold tracking-tight">Meine Daten</h1>
          <p className="text-lg text-muted-foreground text-pretty">
            {HOSTED
              ? "Hier sehen Sie, was wir über Ihr Konto speichern, und üben Ihre Rechte selbst aus: Daten exportieren und löschen."
              : "Hier sehen Sie, was wir über Ihr Konto speichern, und üben Ihre Rechte selbst aus: Daten exportieren, Sitzungen beenden, Konto löschen."}{" "}
            Mehr dazu in der{" "}
            <Link to="/datenschutz" className="font-medium text-foreground underline underline-offset-4 hover:text-muted-foreground">
              Datenschutzerklärung
            </Link>
            .
          </p>
        </header>
        {state.status === "loading" && <LoadingStatus />}
        {state.status === "error" && <LoadFailed onRetry={reload}>Ihre Daten konnten nicht geladen werden. {state.message}</LoadFailed>}
        {state.status === "ready" && (
          <>
            <AccountSection account={state.account} />
            <PasswordSection />
            <EmailSection email={state.account.email} />
            <MfaSection />
            <SessionsSection sessions={state.sessions} onChanged={reloadSessions} hosted={HOSTED} />
            <ExportSection />
            <DeleteAccountSection email={state.account.email} hosted={HOSTED} />
          </>
        )}
      </div>
    </PageLayout>
  );
}
