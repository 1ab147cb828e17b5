// Data export (Art. 28 DSG): the server's JSON file, saved through a Blob and an <a download>.
import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api, saveFile } from "@/lib/api";
import { errorMessage } from "@shared/api";

export function ExportSection() {
  const [busy, setBusy] = useState(false);

  async function exportData() {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await api.exportData();
      saveFile(blob, fileName);
      toast.success("Export erstellt", { description: `Die Datei «${fileName}» wird heruntergeladen.` });
    } catch (error) {
      toast.error("Fehler", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="export-titel" role="region">
      <CardHeader>
        <CardTitle id="export-titel" className="text-lg">
          Daten exportieren
        </CardTitle>
        <CardDescription>
          Laden Sie alle Daten zu Ihrem Konto in einer Datei herunter – Ihr Recht auf Auskunft und Datenherausgabe (Art. 25 und 28 DSG).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <div className="flex flex-col gap-2">
          <p>Die Datei ist im JSON-Format, einem offenen Textformat, das andere Programme einlesen können. Sie enthält:</p>
          <ul className="flex list-disc flex-col gap-1 pl-6 marker:text-muted-foreground">
            <li>
              <code className="rounded bg-muted px-1">account</code>: Ihre Kontodaten (E-Mail-Adresse, Registrierung, letzte Anmeldung),
            </li>
            <li>
              <code className="rounded bg-muted px-1">sessions</code>: Ihre aktiven Sitzungen mit Browser und IP-Adresse,
            </li>
            <li>
              <code className="rounded bg-muted px-1">conversations</code>: alle Unterhaltungen mit Fragen, Antworten und Quellenangaben,
            </li>
            <li>
              <code className="rounded bg-muted px-1">auditLog</code>: das Sicherheitsprotokoll (Anmeldungen, Abmeldungen und weitere
              Ereignisse mit Zeitpunkt, IP-Adresse und Browser).
            </li>
          </ul>
          <p className="text-muted-foreground">Ihr Passwort ist nicht enthalten, auch nicht als Hash.</p>
        </div>
        <Button className="self-start" onClick={() => void exportData()} disabled={busy} aria-busy={busy}>
          <Download aria-hidden="true" />
          {busy ? "Export wird erstellt..." : "Daten exportieren"}
        </Button>
      </CardContent>
    </Card>
  );
}
