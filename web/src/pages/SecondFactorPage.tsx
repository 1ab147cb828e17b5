// After the password, for users with an authenticator app: the 6-digit code raises the session to
// aal2. The route (App.tsx) shows this page only while a code is owed and leaves it once it is not.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CodeField } from "@/components/account/FormField";
import { CenteredCardPage } from "@/components/CenteredCardPage";
import { Button } from "@/components/ui/button";
import { CardContent, CardFooter } from "@/components/ui/card";
import { isSixDigitCode, verifiedTotpFactorId } from "@/lib/aal";
import { useAuth } from "@/lib/auth-context";
import { AUTH_MESSAGES, authErrorMessage } from "@/lib/auth-errors";
import { HOSTED_MESSAGES, isHostedAuth, providerHost } from "@/lib/hosted-auth";
import { requestRecoveryCode, verifyRecoveryCode } from "@/lib/mfa-recovery";
import { supabase } from "@/lib/supabase";

type Mode = "app" | "mail";

// With a hosted Supabase project, recovery by mail is the project's (the route answers 409).
const HOSTED = isHostedAuth();

export default function SecondFactorPage() {
  const { session } = useAuth();
  const [mode, setMode] = useState<Mode>("app");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isSixDigitCode(code)) {
      setError(AUTH_MESSAGES.codeFormat);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (mode === "mail") {
        await verifyRecoveryCode(code);
        toast.success("Authenticator-App entfernt", {
          description: "Sie sind angemeldet. Richten Sie unter «Meine Daten» wieder einen zweiten Faktor ein.",
        });
        return;
      }
      const factorId = verifiedTotpFactorId(session);
      if (!factorId) throw new Error();
      const { error: failure } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (failure) throw failure;
      // The session event that follows takes the route away from this page.
    } catch (failure) {
      setError(failure instanceof Error && mode === "mail" && failure.message ? failure.message : authErrorMessage(failure));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  async function switchToMail() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await requestRecoveryCode();
      setMode("mail");
      setCode("");
      toast.success("Code gesendet", { description: "Wir haben Ihnen einen Code per E-Mail geschickt." });
    } catch (failure) {
      toast.error("Fehler", { description: failure instanceof Error ? failure.message : AUTH_MESSAGES.unknown });
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredCardPage
      title="Zweiter Faktor"
      description={
        mode === "app"
          ? "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein."
          : "Geben Sie den 6-stelligen Code aus unserer E-Mail ein. Damit wird Ihre Authenticator-App von Ihrem Konto entfernt."
      }
    >
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <CardContent className="flex flex-col gap-5">
          <CodeField
            label={mode === "app" ? "Code aus der App" : "Code aus der E-Mail"}
            name="code"
            required
            autoFocus
            disabled={busy}
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Prüfen..." : "Bestätigen"}
          </Button>
        </CardContent>
      </form>
      <CardFooter className="flex flex-col items-center gap-1">
        {mode === "app" && HOSTED && (
          <p data-testid="mfa-recovery-hosted" className="text-center text-sm text-muted-foreground">
            {HOSTED_MESSAGES.mfaRecovery(providerHost())}
          </p>
        )}
        {mode === "app" && !HOSTED && (
          <Button
            type="button"
            variant="link"
            className="h-auto px-0 whitespace-normal text-muted-foreground hover:text-foreground"
            disabled={busy}
            onClick={() => void switchToMail()}
          >
            Kein Zugriff auf die App? Code per E-Mail
          </Button>
        )}
      </CardFooter>
    </CenteredCardPage>
  );
}
