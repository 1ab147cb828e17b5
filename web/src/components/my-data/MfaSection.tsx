// Zwei-Faktor-Authentisierung: set up an authenticator app (TOTP), see whether one is active,
// remove it. Removing a verified factor needs an aal2 session, so a fresh code is asked for first;
// that also proves the person at the screen holds the device.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { CodeField } from "@/components/account/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isSixDigitCode } from "@/lib/aal";
import { AUTH_MESSAGES, authErrorMessage } from "@/lib/auth-errors";
import { supabase } from "@/lib/supabase";
import { formatDate } from "./format";

interface Factor {
  id: string;
  status: string;
  created_at: string;
}

type Step =
  { kind: "idle" } | { kind: "enrolling"; factorId: string; qrCode: string; secret: string } | { kind: "removing"; factorId: string };

export function MfaSection() {
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const { data, error: failure } = await supabase.auth.mfa.listFactors();
    if (failure) {
      setLoadFailed(true);
      return;
    }
    setLoadFailed(false);
    setFactors(data.totp);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const active = factors?.find((factor) => factor.status === "verified") ?? null;

  function reset() {
    setStep({ kind: "idle" });
    setCode("");
    setError(null);
  }

  async function startEnrolment() {
    setBusy(true);
    try {
      // An enrolment abandoned earlier would clash with the new one's name.
      const { data: listed } = await supabase.auth.mfa.listFactors();
      for (const factor of listed?.all ?? []) {
        if (factor.status !== "verified") await supabase.auth.mfa.unenroll({ factorId: factor.id });
      }
      const { data, error: failure } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator-App" });
      if (failure) throw failure;
      setStep({ kind: "enrolling", factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
      setCode("");
      setError(null);
    } catch (failure) {
      toast.error("Fehler", { description: authErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  async function cancelEnrolment(factorId: string) {
    reset();
    await supabase.auth.mfa.unenroll({ factorId });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || step.kind === "idle") return;
    if (!isSixDigitCode(code)) {
      setError(AUTH_MESSAGES.codeFormat);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: step.factorId, code });
      if (verified.error) throw verified.error;
      if (step.kind === "enrolling") {
        toast.success("Zwei-Faktor-Authentisierung aktiviert", {
          description: "Bei der nächsten Anmeldung fragen wir nach einem Code aus Ihrer App.",
        });
      } else {
        const removed = await supabase.auth.mfa.unenroll({ factorId: step.factorId });
        if (removed.error) throw removed.error;
        // The server lowered this session; the new tokens no longer list the factor.
        await supabase.auth.refreshSession();
        toast.success("Zwei-Faktor-Authentisierung entfernt", { description: "Sie melden sich jetzt wieder nur mit dem Passwort an." });
      }
      reset();
      await load();
    } catch (failure) {
      setError(authErrorMessage(failure));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="mfa-titel" role="region">
      <CardHeader>
        <CardTitle id="mfa-titel" className="text-lg">
          Zwei-Faktor-Authentisierung
        </CardTitle>
        <CardDescription>
          Mit einer Authenticator-App (zum Beispiel auf Ihrem Smartphone) braucht es zur Anmeldung neben dem Passwort einen Code, der alle
          30 Sekunden wechselt.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {loadFailed && <p role="alert">Der Status konnte nicht geladen werden.</p>}
        {factors && (
          <p data-testid="mfa-status" className="text-sm">
            {active ? `Aktiv seit ${formatDate(active.created_at)}.` : "Nicht eingerichtet."}
          </p>
        )}
        {step.kind === "idle" && factors && !active && (
          <Button className="self-start" disabled={busy} onClick={() => void startEnrolment()}>
            Authenticator-App einrichten
          </Button>
        )}
        {step.kind === "idle" && active && (
          <Button
            variant="outline"
            className="self-start"
            disabled={busy}
            onClick={() => setStep({ kind: "removing", factorId: active.id })}
          >
            Authenticator-App entfernen
          </Button>
        )}
        {step.kind !== "idle" && (
          <form noValidate onSubmit={submit} aria-busy={busy} className="flex max-w-sm flex-col gap-4">
            {step.kind === "enrolling" ? (
              <>
                <p className="text-sm">1. Scannen Sie den QR-Code mit Ihrer Authenticator-App.</p>
                <img
                  src={step.qrCode}
                  alt="QR-Code zum Einrichten der Authenticator-App"
                  width={192}
                  height={192}
                  className="size-48 rounded-md border bg-white p-2"
                />
                <p className="text-sm">
                  Oder geben Sie diesen Schlüssel von Hand ein:{" "}
                  <code data-testid="totp-secret" className="break-all rounded bg-muted px-1 py-0.5 font-mono text-sm">
                    {step.secret}
                  </code>
                </p>
                <p className="text-sm">2. Geben Sie den Code ein, den die App anzeigt.</p>
              </>
            ) : (
              <p className="text-sm">Bestätigen Sie das Entfernen mit einem aktuellen Code aus Ihrer App.</p>
            )}
            <CodeField
              label="Code aus der App"
              name="totp-code"
              required
              error={error}
              disabled={busy}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {step.kind === "enrolling" ? "Aktivieren" : "Entfernen"}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => (step.kind === "enrolling" ? void cancelEnrolment(step.factorId) : reset())}
              >
                Abbrechen
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
