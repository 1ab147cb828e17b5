// Session 20 (decision 023): phrasings of our own for the two readers this session changed or added
// (an outage that ended without loss, said beside how long the system was down; data left open to
// anyone on the internet), written before the change and measured on the code before and after, never
// tuned on (`npx tsx tooling/breach/readers-measure.ts --session20-untuned`). Test data only; none
// taken from a scenario set.
export const SESSION20_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  restoredWithoutLoss: {
    positives: [
      "Die Praxissoftware war 3 Stunden nicht erreichbar, danach lief alles wieder, kein Datenverlust.",
      "Server 2 Tage nicht verfügbar wegen Stromausfall, Umschaltung auf das Ersatzsystem, keine Daten verloren.",
      "Das Portal war am Vormittag nicht verfügbar; seit Mittag wieder online.",
      "Ausfall des Kassensystems über Nacht, Betrieb auf den Spiegelserver umgestellt, nichts verloren.",
      "Die Datenbank war wegen eines Plattendefekts nicht verfügbar und wurde aus der Sicherung vollständig wiederhergestellt.",
    ],
    negatives: [
      "Die Daten sind nicht mehr verfügbar, eine Sicherung gibt es nicht.",
      "Die Dossiers konnten nur teilweise wiederhergestellt werden.",
      "System seit gestern nicht verfügbar, Wiederherstellung läuft noch.",
      "Die Patientendaten sind nicht wieder verfügbar; das Backup ist beschädigt.",
      "Nach dem Defekt fehlen die Einträge von zwei Wochen.",
    ],
  },
  openToAnyone: {
    positives: [
      "Der Ordner mit den Lohnausweisen war drei Wochen ohne Passwort im Internet abrufbar.",
      "Ein Kunde meldete, dass man über die Webseite fremde Rechnungen öffnen konnte, indem man die Nummer in der Adresse änderte.",
      "Das Storage-Konto war falsch konfiguriert und öffentlich lesbar.",
      "Die Schnittstelle lieferte allen Nutzern ohne Anmeldung die vollständigen Profile.",
      "Die Tabelle mit den Mitgliedern war über einen offenen Link für jedermann einsehbar.",
      "Le dossier partagé était accessible publiquement pendant un mois.",
    ],
    negatives: [
      "Der Ordner ist nur für angemeldete Mitarbeitende abrufbar.",
      "Die Liste wurde an einen falschen Empfänger gemailt.",
      "Das Notebook mit den Dossiers wurde im Zug gestohlen.",
      "Wir haben geprüft: Der Speicher war nie öffentlich zugänglich.",
      "Die Angreifer hatten Zugriff auf das interne Netzwerk.",
      "Die öffentliche Verwaltung hat uns die Liste geschickt.",
    ],
  },
};
