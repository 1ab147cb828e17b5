// The user's active sessions; each can be ended after a confirmation. With a hosted Supabase
// project the sessions are the project's (ending one answers 409 hosted_account): a note instead.
import { Laptop, Smartphone } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api, type AccountSession } from "@/lib/api";
import { errorMessage } from "@shared/api";
import { supabase } from "@/lib/supabase";
import { SignOutButton } from "@/components/SignOutButton";
import { HOSTED_MESSAGES, isHostedAuth, providerHost } from "@/lib/hosted-auth";
import { describeUserAgent, formatDateTime } from "./format";

const MOBILE = /\b(?:Android|iPhone|iPad|iPod|Mobile)\b/;

export function SessionsSection({
  sessions,
  onChanged,
  hosted = isHostedAuth(),
}: {
  sessions: AccountSession[];
  onChanged: () => Promise<void>;
  hosted?: boolean;
}) {
  if (hosted) return <HostedSessionsNote />;
  return <SessionsList sessions={sessions} onChanged={onChanged} />;
}

function HostedSessionsNote() {
  return (
    <Card aria-labelledby="sitzungen-titel" role="region">
      <CardHeader>
        <CardTitle id="sitzungen-titel" className="text-lg">
          Aktive Sitzungen
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <p data-testid="sessions-hosted" className="text-sm text-muted-foreground">
          {HOSTED_MESSAGES.sessions(providerHost())}
        </p>
        <SignOutButton />
      </CardContent>
    </Card>
  );
}

function SessionsList({ sessions, onChanged }: { sessions: AccountSession[]; onChanged: () => Promise<void> }) {
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [target, setTarget] = useState<AccountSession | null>(null);
  const [busy, setBusy] = useState(false);
  const ended = useRef(false);
  const device = target ? describeUserAgent(target.userAgent) : "";

  async function endSession() {
    if (!target || busy) return;
    setBusy(true);
    try {
      await api.endSession(target.id);
      ended.current = true;
      if (target.current) {
        // This browser's own session is gone on the server; forget it here too.
        await supabase.auth.signOut({ scope: "local" });
        toast.success("Erfolgreich abgemeldet", { description: "Sie wurden erfolgreich abgemeldet." });
        void navigate("/auth", { replace: true });
        return;
      }
      toast.success("Sitzung beendet", { description: `«${device}» ist abgemeldet.` });
      setTarget(null);
      await onChanged();
    } catch (error) {
      toast.error("Fehler", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="sitzungen-titel" role="region">
      <CardHeader>
        <CardTitle id="sitzungen-titel" ref={headingRef} tabIndex={-1} className="text-lg outline-none">
          Aktive Sitzungen
        </CardTitle>
        <CardDescription>
          Jede Anmeldung in einem Browser oder auf einem Gerät ist eine Sitzung. Beenden Sie Sitzungen, die Sie nicht kennen oder nicht mehr
          brauchen – dort müssen Sie sich dann neu anmelden.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine aktiven Sitzungen.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border" aria-label="Sitzungen">
            {sessions.map((session) => {
              const name = describeUserAgent(session.userAgent);
              const Icon = MOBILE.test(session.userAgent) ? Smartphone : Laptop;
              const nameId = `sitzung-${session.id}`;
              return (
                <li
                  key={session.id}
                  data-testid="session"
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 gap-3">
                    <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <div className="flex min-w-0 flex-col gap-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2">
                        <span id={nameId} className="font-medium">
                          {name}
                        </span>
                        {session.current && (
                          <span className="rounded-full border border-notice-border bg-notice px-2 py-0.5 text-xs font-medium text-notice-foreground">
                            Diese Sitzung
                          </span>
                        )}
                      </p>
                      <p className="text-muted-foreground">
                        Zuletzt aktiv: {formatDateTime(session.lastUsedAt)}
                        <br />
                        Angemeldet seit: {formatDateTime(session.createdAt)}
                        {session.ip && (
                          <>
                            <br />
                            IP-Adresse: <span className="break-all">{session.ip}</span>
                          </>
                        )}
                      </p>
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start sm:self-center"
                    aria-describedby={nameId}
                    onClick={() => {
                      ended.current = false;
                      setTarget(session);
                    }}
                  >
                    Sitzung beenden
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>

      <Dialog open={target !== null} onOpenChange={(open) => !open && !busy && setTarget(null)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // The row of an ended session is gone; continue at the list's heading instead.
            if (ended.current) {
              event.preventDefault();
              headingRef.current?.focus();
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>Sitzung beenden?</DialogTitle>
            <DialogDescription>
              {target?.current
                ? "Das ist die Sitzung in diesem Browser: Sie werden hier abgemeldet."
                : `«${device}» wird abgemeldet. Wer dieses Gerät nutzt, muss sich neu anmelden.`}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Abbrechen
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={busy} onClick={() => void endSession()}>
              {busy ? "Wird beendet..." : "Sitzung beenden"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
