// Change the password. The server may ask to reauthenticate (sign-in longer ago than a few
// minutes): then it mails a 6-digit code, which is sent along as the nonce.
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CodeField } from "@/components/account/FormField";
import { NewPasswordFields, useNewPassword } from "@/components/account/NewPasswordFields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isSixDigitCode } from "@/lib/aal";
import { AUTH_MESSAGES, authErrorField, authErrorMessage } from "@/lib/auth-errors";
import { supabase } from "@/lib/supabase";
import { FormAlert } from "@/components/FormAlert";

interface Errors {
  password?: string;
  repeat?: string;
  code?: string;
  form?: string;
}

export function PasswordSection() {
  const newPassword = useNewPassword();
  const { password } = newPassword;
  const [nonce, setNonce] = useState("");
  const [needsNonce, setNeedsNonce] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Errors = newPassword.check();
    if (needsNonce && !isSixDigitCode(nonce)) found.code = AUTH_MESSAGES.codeFormat;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { error } = await supabase.auth.updateUser(needsNonce ? { password, nonce } : { password });
      if (error?.code === "reauthentication_needed") {
        const sent = await supabase.auth.reauthenticate();
        if (sent.error) throw sent.error;
        setNeedsNonce(true);
        return;
      }
      if (error) throw error;
      toast.success("Passwort geändert", { description: "Ihr neues Passwort gilt ab sofort." });
      newPassword.clear();
      setNonce("");
      setNeedsNonce(false);
    } catch (error) {
      const field = authErrorField(error);
      const message = authErrorMessage(error);
      setErrors(field === "password" ? { password: message } : field === "code" ? { code: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="passwort-titel" role="region">
      <CardHeader>
        <CardTitle id="passwort-titel" className="text-lg">
          Passwort ändern
        </CardTitle>
        <CardDescription>Wählen Sie ein Passwort, das Sie nirgends sonst verwenden.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-busy={busy} className="flex max-w-sm flex-col gap-4">
          <NewPasswordFields {...newPassword.fields(errors, busy)} />
          {needsNonce && (
            <div className="flex flex-col gap-2">
              <p role="status" className="text-sm text-muted-foreground">
                Zu Ihrer Sicherheit haben wir Ihnen einen Bestätigungscode per E-Mail geschickt.
              </p>
              <CodeField
                label="Bestätigungscode aus der E-Mail"
                name="nonce"
                required
                error={errors.code}
                disabled={busy}
                value={nonce}
                onChange={(event) => setNonce(event.target.value)}
              />
            </div>
          )}
          <FormAlert message={errors.form} />
          <Button type="submit" className="self-start" disabled={busy}>
            {busy ? "Speichern..." : "Passwort ändern"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
