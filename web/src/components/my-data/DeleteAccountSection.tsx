// Account deletion (Art. 32 DSG): explained, confirmed with the password, then final.
// With a hosted Supabase project (lib/hosted-auth.ts) the password is not ours to check: the server
// asks for a sign-in within the last minutes instead, and deletes our data, not the account there.
import { Trash2 } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api";
import { api as client, errorMessage } from "@shared/api";
import { deleteFailure, deleteHostedData, HOSTED_MESSAGES, isHostedAuth, providerHost } from "@/lib/hosted-auth";
import { supabase } from "@/lib/supabase";

export function DeleteAccountSection({ email, hosted = isHostedAuth() }: { email: string; hosted?: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  /** Hosted only: the server refused because the sign-in is too old; offers a new one. */
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const host = hosted ? providerHost() : null;

  function changeOpen(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setPassword("");
      setInvalid(false);
      setSignInAgain(null);
    }
  }

  async function deleteHosted() {
    setBusy(true);
    setSignInAgain(null);
    let message: string;
    try {
      message = await deleteHostedData(client);
    } catch (error) {
      setBusy(false);
      const failure = deleteFailure(error);
      if (failure.kind === "reauthenticate") setSignInAgain(failure.message);
      else toast.error("Fehler", { description: failure.message });
      return;
    }
    await supabase.auth.signOut({ scope: "local" });
    toast.success("Daten gelöscht", { description: message });
    void navigate("/auth", { replace: true });
  }

  async function reauthenticate() {
    setBusy(true);
    // Only this browser's session: a new sign-in gives the fresh one the server asks for.
    await supabase.auth.signOut({ scope: "local" });
    // Back to "Meine Daten" after signing in (App.tsx reads the state).
    void navigate("/auth", { replace: true, state: { from: "/meine-daten" } });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (hosted) {
      await deleteHosted();
      return;
    }
    if (password === "") {
      setInvalid(true);
      toast.error("Fehler", { description: "Bitte geben Sie Ihr Passwort ein." });
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.deleteAccount(password);
    } catch (error) {
      setBusy(false);
      setInvalid(true);
      setPassword("");
      toast.error("Fehler", { description: errorMessage(error) });
      // After the re-render that enables the field again.
      requestAnimationFrame(() => passwordRef.current?.focus());
      return;
    }
    // Every session is gone on the server; forget this one here too.
    await supabase.auth.signOut({ scope: "local" });
    toast.success("Konto gelöscht", { description: "Ihr Konto und alle Ihre Daten wurden gelöscht." });
    void navigate("/auth", { replace: true });
  }

  return (
    <Card aria-labelledby="loeschen-titel" role="region" className="border-destructive/40">
      <CardHeader>
        <CardTitle id="loeschen-titel" className="text-lg">
          {hosted ? "Daten löschen" : "Konto löschen"}
        </CardTitle>
        <CardDescription>
          {hosted
            ? "Löscht alle Ihre Daten in diesem Dienst endgültig (Art. 32 DSG); Ihr Konto beim Anmeldedienst bleibt bestehen."
            : "Löscht Ihr Konto und alle Ihre Daten endgültig (Art. 32 DSG)."}{" "}
          Exportieren Sie Ihre Daten vorher, wenn Sie sie behalten möchten.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={changeOpen}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              {hosted ? "Daten löschen" : "Konto löschen"}
            </Button>
          </DialogTrigger>
          <DialogContent
            onOpenAutoFocus={(event) => {
              // Hosted: no password field; the dialog's first button gets the focus as usual.
              if (hosted) return;
              event.preventDefault();
              passwordRef.current?.focus();
            }}
          >
            <DialogHeader>
              <DialogTitle>{hosted ? "Ihre Daten endgültig löschen?" : "Konto endgültig löschen?"}</DialogTitle>
              {hosted ? (
                <DialogDescription>
                  Alle Daten zum Konto <span className="font-medium break-all text-foreground">{email}</span> werden in diesem Dienst
                  gelöscht. Das lässt sich nicht rückgängig machen.
                </DialogDescription>
              ) : (
                <DialogDescription>
                  Das Konto <span className="font-medium break-all text-foreground">{email}</span> wird mit allen Daten gelöscht. Das lässt
                  sich nicht rückgängig machen.
                </DialogDescription>
              )}
            </DialogHeader>
            {hosted ? (
              <div className="flex flex-col gap-2 text-sm">
                <p>Wir löschen sofort alle Ihre Daten in diesem Dienst:</p>
                <ul className="flex list-disc flex-col gap-1 pl-6 marker:text-muted-foreground">
                  <li>alle Ihre Unterhaltungen mit Fragen, Antworten und Quellenangaben,</li>
                  <li>Ihre Einträge in den Werkzeugen (Datenpannen, Bearbeitungsverzeichnis),</li>
                  <li>die Einträge im Sicherheitsprotokoll zu Ihrem Konto.</li>
                </ul>
                <p className="text-muted-foreground">{HOSTED_MESSAGES.deleteKeepsAccount(host)}</p>
                <p data-testid="delete-rule">{HOSTED_MESSAGES.deleteRule}</p>
              </div>
            ) : (
              <div className="flex flex-col gap-2 text-sm">
                <p>Wir löschen sofort:</p>
                <ul className="flex list-disc flex-col gap-1 pl-6 marker:text-muted-foreground">
                  <li>Ihr Konto mit E-Mail-Adresse und Passwort,</li>
                  <li>alle Ihre Unterhaltungen mit Fragen, Antworten und Quellenangaben,</li>
                  <li>alle Sitzungen – Sie werden auf allen Geräten abgemeldet,</li>
                  <li>die Einträge im Sicherheitsprotokoll zu Ihrem Konto.</li>
                </ul>
                <p className="text-muted-foreground">
                  Es bleibt nur ein Protokolleintrag ohne Ihre E-Mail-Adresse, dass ein Konto gelöscht wurde.
                </p>
              </div>
            )}
            {signInAgain && (
              <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-3 text-sm">
                <p>{signInAgain}</p>
                <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void reauthenticate()}>
                  Erneut anmelden
                </Button>
              </div>
            )}
            <form noValidate onSubmit={handleSubmit} aria-busy={busy} className="flex flex-col gap-4">
              {!hosted && (
                <div className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-password`}>Passwort</Label>
                  <Input
                    ref={passwordRef}
                    id={`${id}-password`}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    aria-invalid={invalid || undefined}
                    aria-describedby={`${id}-hint`}
                    disabled={busy}
                    value={password}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      setInvalid(false);
                    }}
                  />
                  <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                    Bestätigen Sie die Löschung mit Ihrem Passwort.
                  </p>
                </div>
              )}
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline" disabled={busy}>
                    Abbrechen
                  </Button>
                </DialogClose>
                <Button type="submit" variant="destructive" disabled={busy}>
                  {busy ? "Wird gelöscht..." : "Endgültig löschen"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
