// The page the recovery mail links to. supabase-js exchanges the link's ?code= for a session
// (PKCE, with the verifier this browser stored when asking for the mail) and emits
// PASSWORD_RECOVERY; with that session the user sets a new password and is signed in.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { NewPasswordFields, useNewPassword } from "@/components/account/NewPasswordFields";
import { LoadingScreen } from "@/components/LoadingScreen";
import { CenteredCardPage } from "@/components/CenteredCardPage";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { useAuth } from "@/lib/auth-context";
import { authErrorField, authErrorMessage } from "@/lib/auth-errors";
import { supabase } from "@/lib/supabase";
import { FormAlert } from "@/components/FormAlert";

export default function PasswordResetPage() {
  const { loading, session } = useAuth();
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  if (loading) return <LoadingScreen />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = newPassword.check();
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { error } = await supabase.auth.updateUser({ password: newPassword.password });
      if (error) throw error;
      toast.success("Passwort geändert", { description: "Sie sind jetzt angemeldet." });
      void navigate("/", { replace: true });
    } catch (error) {
      const message = authErrorMessage(error);
      setErrors(authErrorField(error) === "password" ? { password: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredCardPage
      title="Neues Passwort"
      description={
        session
          ? "Wählen Sie ein neues Passwort für Ihr Konto."
          : "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie auf der Anmeldeseite einen neuen an."
      }
    >
      <CardContent>
        {session ? (
          <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-5">
            <NewPasswordFields {...newPassword.fields(errors, busy)} />
            <FormAlert message={errors.form} />
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Speichern..." : "Passwort speichern"}
            </Button>
          </form>
        ) : (
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth">Zur Anmeldung</Link>
          </Button>
        )}
      </CardContent>
    </CenteredCardPage>
  );
}
