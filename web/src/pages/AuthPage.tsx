import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { PageLayout } from "@/components/PageLayout";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AUTH_MESSAGES, authErrorMessage } from "@/lib/auth-errors";
import { supabase } from "@/lib/supabase";

type Mode = "signin" | "signup";

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

async function authenticate(mode: Mode, email: string, password: string): Promise<void> {
  if (mode === "signin") {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
    toast.success("Anmeldung erfolgreich!", { description: "Willkommen zurück!" });
    return;
  }
  const { data, error } = await supabase.auth.signUp({ email, password, options: { emailRedirectTo: window.location.origin } });
  if (error) throw error;
  // A hosted Supabase project may require confirming the address first; then there is no session yet.
  toast.success("Registrierung erfolgreich!", {
    description: data.session ? "Sie wurden automatisch angemeldet." : "Bitte bestätigen Sie Ihre E-Mail-Adresse.",
  });
}

/** Redirecting signed-in users is done by the route (App.tsx). */
export default function AuthPage() {
  const id = useId();
  const [mode, setMode] = useState<Mode>("signin");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const text = TEXT[mode];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (address === "" || password === "") {
      toast.error("Fehler", { description: AUTH_MESSAGES.emptyFields });
      return;
    }
    setSubmitting(true);
    try {
      await authenticate(mode, address, password);
    } catch (error) {
      toast.error("Fehler", { description: authErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PageLayout className="flex w-full flex-1 items-center justify-center px-4 py-12 outline-none">
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
                disabled={submitting}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-password`}>Passwort</Label>
              <Input
                id={`${id}-password`}
                name="password"
                type="password"
                autoComplete={mode === "signin" ? "current-password" : "new-password"}
                minLength={6}
                required
                aria-describedby={`${id}-password-hint`}
                disabled={submitting}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
                Mindestens 6 Zeichen.
              </p>
            </div>
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? text.submitting : text.submit}
            </Button>
          </CardContent>
        </form>
        <CardFooter className="justify-center">
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
    </PageLayout>
  );
}
