// "Passwort vergessen?": asks for the address and always answers the same, so the page does not
// tell whether an account exists. The mail's link leads to /passwort-zuruecksetzen.
import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/account/FormField";
import { CenteredCardPage } from "@/components/CenteredCardPage";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { AUTH_MESSAGES, authErrorField, authErrorMessage } from "@/lib/auth-errors";
import { RESET_PATH } from "@/lib/auth-paths";
import { supabase } from "@/lib/supabase";
import { FormAlert } from "@/components/FormAlert";
import { BackToSignIn } from "./BackToSignIn";

export function ForgotPasswordCard({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (address === "") {
      setError({ field: true, message: AUTH_MESSAGES.invalidEmail });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await supabase.auth.resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}${RESET_PATH}`,
      });
      if (failure) throw failure;
      setSent(true);
    } catch (failure) {
      setError({ field: authErrorField(failure) === "email", message: authErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredCardPage
      title="Passwort zurücksetzen"
      description={
        sent
          ? "Falls ein Konto mit dieser Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt. Bitte prüfen Sie auch den Spam-Ordner."
          : "Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort setzen."
      }
    >
      {!sent && (
        <form noValidate onSubmit={submit} aria-busy={busy}>
          <CardContent className="flex flex-col gap-5">
            <EmailField
              label="E-Mail"
              name="email"
              error={error?.field ? error.message : null}
              disabled={busy}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormAlert message={!error?.field && error?.message} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Senden..." : "Link senden"}
            </Button>
          </CardContent>
        </form>
      )}
      <BackToSignIn onBack={onBack} />
    </CenteredCardPage>
  );
}
