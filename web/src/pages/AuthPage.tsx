import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { AuthIntro } from "@/components/AuthIntro";
import { PageLayout } from "@/components/PageLayout";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUTH_MESSAGES, authErrorField, authErrorMessage } from "@/lib/auth-errors";
import { useAuthSettings } from "@/lib/use-auth-settings";
import { supabase } from "@/lib/supabase";
import { ForgotPasswordCard } from "./auth/ForgotPasswordCard";
import { SignUpSentCard } from "./auth/SignUpSentCard";

type Mode = "signin" | "signup";
type View = Mode | "forgot" | { sentTo: string };

const TEXT = {
  signin: {
    title: "Anmelden",
    description: "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
    submit: "Anmelden",
    submitting: "Anmelden...",
    toggle: "Noch kein Konto? Jetzt registrieren",
  },
  signup: {
    title: "Registrieren",
    description: "Erstellen Sie ein Konto, um den Datenschutz-Assistenten zu nutzen.",
    submit: "Registrieren",
    submitting: "Registrieren...",
    toggle: "Bereits ein Konto? Hier anmelden",
  },
} as const;

/** Resolves to true when the new account still has to confirm its address (no session yet). */
async function authenticate(mode: Mode, email: string, password: string): Promise<boolean> {
  if (mode === "signin") {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
    toast.success("Anmeldung erfolgreich!", { description: "Willkommen zurück!" });
    return false;
  }
  const { data, error } = await supabase.auth.signUp({ email, password, options: { emailRedirectTo: window.location.origin } });
  if (error) throw error;
  // A hosted Supabase project may require confirming the address first; then there is no session yet.
  toast.success("Registrierung erfolgreich!", {
    description: data.session ? "Sie wurden automatisch angemeldet." : "Bitte bestätigen Sie Ihre E-Mail-Adresse.",
  });
  return !data.session;
}

/** Redirecting signed-in users is done by the route (App.tsx). */
export default function AuthPage() {
  const id = useId();
  const [view, setView] = useState<View>("signin");
  const { passwordMinLength } = useAuthSettings(view === "signup");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<{ field: "email" | "password"; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  if (view === "forgot") return <ForgotPasswordCard initialEmail={email.trim()} onBack={() => setView("signin")} />;
  if (typeof view === "object") return <SignUpSentCard email={view.sentTo} onBack={() => setView("signin")} />;
  const mode: Mode = view;
  const text = TEXT[mode];
  const emailError = fieldError?.field === "email" ? fieldError.message : null;
  const passwordError = fieldError?.field === "password" ? fieldError.message : null;

  function setMode(next: Mode) {
    setView(next);
    setFieldError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (address === "" || password === "") {
      toast.error("Fehler", { description: AUTH_MESSAGES.emptyFields });
      return;
    }
    setSubmitting(true);
    setFieldError(null);
    try {
      if (await authenticate(mode, address, password)) setView({ sentTo: address });
    } catch (error) {
      const message = authErrorMessage(error);
      const field = authErrorField(error);
      if (field === "email" || field === "password") setFieldError({ field, message });
      toast.error("Fehler", { description: message });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PageLayout className="flex w-full flex-1 flex-col items-center justify-center gap-8 px-4 py-12 outline-none lg:flex-row lg:gap-12">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle asChild className="text-2xl tracking-tight">
            <h1>{text.title}</h1>
          </CardTitle>
          <CardDescription>{text.description}</CardDescription>
        </CardHeader>
        {/* noValidate: our own check must run so the empty-fields message appears. */}
        <form noValidate onSubmit={handleSubmit} aria-busy={submitting}>
          <CardContent className="flex flex-col gap-5">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-email`}>E-Mail</Label>
              <Input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${id}-email-error` : undefined}
                disabled={submitting}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              {emailError && (
                <p id={`${id}-email-error`} className="text-sm text-destructive">
                  {emailError}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-password`}>Passwort</Label>
              <Input
                id={`${id}-password`}
                name="password"
                type="password"
                autoComplete={mode === "signin" ? "current-password" : "new-password"}
                minLength={passwordMinLength}
                required
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? `${id}-password-hint ${id}-password-error` : `${id}-password-hint`}
                disabled={submitting}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
                Mindestens {passwordMinLength} Zeichen.
              </p>
              {passwordError && (
                <p id={`${id}-password-error`} className="text-sm text-destructive">
                  {passwordError}
                </p>
              )}
            </div>
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? text.submitting : text.submit}
            </Button>
          </CardContent>
        </form>
        <CardFooter className="flex flex-col items-center gap-1">
          {mode === "signin" && (
            <Button
              type="button"
              variant="link"
              className="h-auto px-0 whitespace-normal text-muted-foreground hover:text-foreground"
              disabled={submitting}
              onClick={() => setView("forgot")}
            >
              Passwort vergessen?
            </Button>
          )}
          <Button
            type="button"
            variant="link"
            className="h-auto px-0 whitespace-normal text-muted-foreground hover:text-foreground"
            disabled={submitting}
            onClick={() => setMode(mode === "signin" ? "signup" : "signin")}
          >
            {text.toggle}
          </Button>
        </CardFooter>
      </Card>
      <AuthIntro />
    </PageLayout>
  );
}
