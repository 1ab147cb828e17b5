// Change the e-mail address. Both the old and the new address receive a link; the change takes
// effect once both are confirmed (MAILER_SECURE_EMAIL_CHANGE_ENABLED, on by default).
import { useState, type FormEvent } from "react";
import { EmailField } from "@/components/account/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AUTH_MESSAGES, authErrorField, authErrorMessage } from "@/lib/auth-errors";
import { supabase } from "@/lib/supabase";
import { FormAlert } from "@/components/FormAlert";

export function EmailSection({ email: current }: { email: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/.test(address)) {
      setError({ field: true, message: AUTH_MESSAGES.invalidEmail });
      return;
    }
    if (address.toLowerCase() === current.toLowerCase()) {
      setError({ field: true, message: AUTH_MESSAGES.sameEmail });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { error: failure } = await supabase.auth.updateUser(
        { email: address },
        { emailRedirectTo: `${window.location.origin}/meine-daten` },
      );
      if (failure) throw failure;
      setSentTo(address);
      setEmail("");
    } catch (failure) {
      setError({ field: authErrorField(failure) === "email", message: authErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="email-titel" role="region">
      <CardHeader>
        <CardTitle id="email-titel" className="text-lg">
          E-Mail-Adresse ändern
        </CardTitle>
        <CardDescription>
          Wir schicken an Ihre bisherige und an die neue Adresse je einen Bestätigungslink. Die neue Adresse gilt, sobald Sie beide Links
          geöffnet haben; bis dahin melden Sie sich weiter mit der bisherigen an.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-busy={busy} className="flex max-w-sm flex-col gap-4">
          <EmailField
            label="Neue E-Mail-Adresse"
            name="new-email"
            error={error?.field ? error.message : null}
            disabled={busy}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormAlert message={!error?.field && error?.message} />
          {sentTo && (
            <p role="status" className="text-sm">
              Bestätigungs-E-Mails an {current} und {sentTo} gesendet. Bitte öffnen Sie die Links in beiden E-Mails.
            </p>
          )}
          <Button type="submit" className="self-start" disabled={busy}>
            {busy ? "Senden..." : "E-Mail-Adresse ändern"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
