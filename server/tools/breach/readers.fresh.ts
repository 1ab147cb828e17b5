// A second batch of phrasings of our own (session 12), written after the readers were widened on
// readers.phrasings.ts and not tuned on: the fraction each reader gets right here says how far the
// widening carries to wordings it was not fitted to. tooling/breach/readers-measure.ts reports it;
// no test asserts it, so a miss here is a measured gap, not a failing build.
export const FRESH_PHRASINGS: Record<string, { positives: string[]; negatives: string[] }> = {
  deletionConfirmed: {
    positives: [
      "Die Treuhänderin hat schriftlich bestätigt, die Tabelle vernichtet zu haben.",
      "Vom Empfänger liegt eine Bestätigung vor, dass alles gelöscht ist.",
      "Das Paket kam vom falschen Empfänger ungeöffnet retour.",
      "Der Kunde hat die Unterlagen persönlich am Schalter zurückgegeben.",
      "Löschung durch die Empfängerin telefonisch und per Mail bestätigt.",
      "Le client nous a renvoyé le courrier.",
    ],
    negatives: [
      "Der Empfänger hat auf unsere Löschaufforderung nicht reagiert.",
      "Wir warten noch auf die Bestätigung der Löschung.",
      "Eine Rückgabe der Akten hat er abgelehnt.",
      "Der Empfang wurde bestätigt, zur Löschung äusserte er sich nicht.",
      "Er sagt, er werde die Datei löschen.",
      "Die Unterlagen hat der Empfänger behalten.",
    ],
  },
  readerDisposed: {
    positives: [
      "Der Empfänger hat das Dokument nach dem Lesen vernichtet.",
      "Die Mail wurde von der Nachbarin gelöscht.",
      "Er hat die Blätter in den Schredder gesteckt.",
      "Sie hat den Brief ins Altpapier geworfen.",
      "Die Datei ist bei ihm gelöscht, auch aus dem Papierkorb.",
      "La voisine a effacé le message.",
    ],
    negatives: [
      "Wir haben ihn aufgefordert, die Papiere zu vernichten.",
      "Er hat die Mail nicht gelöscht, sondern weitergeleitet.",
      "Sie hat die Datei aufbewahrt.",
      "Die Löschung hat er abgelehnt.",
      "Er werde den Brief später entsorgen.",
      "Il destinatario non ha distrutto la lettera.",
    ],
  },
  logsShowNoAccess: {
    positives: [
      "Gemäss den Zugriffslogs hat keine fremde Person die Datei abgerufen.",
      "Die Serverprotokolle weisen keinen einzigen Download aus.",
      "Aus den Logs geht hervor, dass niemand den Link geöffnet hat.",
      "Protokollauswertung: kein Zugriff von ausserhalb.",
      "Laut Protokoll wurde die Freigabe von niemandem genutzt.",
      "Selon les logs, personne n'a ouvert le fichier.",
    ],
    negatives: [
      "Die Logs reichen nur eine Woche zurück, ein Zugriff davor ist möglich.",
      "Die Protokolle zeigen zwölf Zugriffe von fremden Adressen.",
      "Der Anbieter führt keine Logs für diesen Speicher.",
      "Ob Zugriffe stattfanden, zeigen die Logs erst nächste Woche.",
      "Laut Logs wurde die Datei dreimal heruntergeladen.",
      "Die Logs können einen Zugriff nicht ausschliessen.",
    ],
  },
  logsPending: {
    positives: [
      "Die Logdateien werden vom Hoster noch durchgesehen.",
      "Die Auswertung des Zugriffsprotokolls dauert an.",
      "Der IT-Dienstleister analysiert gerade die Firewall-Logs.",
      "Resultat der Logauswertung steht noch aus.",
      "Wir lassen die Protokolle von einem Forensiker prüfen.",
      "Les logs sont en cours d'examen par le prestataire.",
    ],
    negatives: [
      "Die Logauswertung ist abgeschlossen, kein Zugriff.",
      "Zugriffsprotokolle werden bei diesem System nicht geführt.",
      "Die Logs zeigen den Abfluss von 2 GB.",
      "Der Server läuft wieder normal.",
      "Die Protokolle haben wir bereits geprüft: nichts Auffälliges.",
      "Die Befragung des Mitarbeiters läuft noch.",
    ],
  },
  encryptedWithSafeKey: {
    positives: [
      "Das Notebook ist vollverschlüsselt, der Recovery-Key liegt nur bei der IT.",
      "Die Datei war verschlüsselt, das Kennwort haben wir separat per SMS geschickt.",
      "Verschlüsselter Stick; den PIN kennt nur die Leiterin.",
      "Die Backup-Platte ist mit AES-256 verschlüsselt, der Schlüssel liegt im Tresor der Bank.",
      "Das Handy war verschlüsselt und mit PIN gesperrt, der PIN war nirgends notiert.",
      "Le portable était chiffré, la clé est conservée séparément.",
    ],
    negatives: [
      "Das Notebook war verschlüsselt, der Recovery-Key lag aber in der Laptoptasche.",
      "Die Datei war verschlüsselt, das Kennwort stand in derselben Mail.",
      "Verschlüsselung war nicht aktiviert.",
      "Der Stick ist verschlüsselt, den PIN hatte sie auf die Rückseite geschrieben.",
      "Ob das Handy verschlüsselt war, klären wir noch.",
      "Die Angreifer haben alle Dateien verschlüsselt; den Schlüssel wollen sie gegen Lösegeld geben.",
    ],
  },
  outflowNamed: {
    positives: [
      "Die Hacker haben die Kundendatenbank kopiert.",
      "Auszüge der Patientendaten tauchten auf einer Leak-Seite auf.",
      "Die Erpresser drohen, die Daten zu veröffentlichen.",
      "Rund 40 GB wurden an einen fremden Server abgeflossen.",
      "Die Daten wurden von den Angreifern exfiltriert.",
      "Les pirates ont publié les données sur le darknet.",
    ],
    negatives: [
      "Es ist unklar, ob die Angreifer Daten kopiert haben.",
      "Die Forensik fand keine Spur, dass Daten abgeflossen sind.",
      "Ein Abfluss lässt sich nicht belegen.",
      "Wir haben die Daten zur Sicherung auf einen anderen Server kopiert.",
      "Die Erpresser haben nicht mit einer Veröffentlichung gedroht.",
      "Kein Hinweis auf exfiltrierte Daten.",
    ],
  },
  noSignOfOutflow: {
    positives: [
      "Für einen Abfluss von Daten gibt es bislang keinerlei Anhaltspunkte.",
      "Eine Exfiltration wurde bei der Analyse nicht gefunden.",
      "Bislang deutet nichts darauf hin, dass Daten das Netz verlassen haben.",
      "Die Forensik fand bisher keine Spuren eines Datenabflusses.",
      "Dass Daten kopiert wurden, konnte bis jetzt nicht festgestellt werden.",
      "Pour l'instant, aucune trace d'exfiltration.",
    ],
    negatives: [
      "Die Forensik hat einen Abfluss von 3 GB festgestellt.",
      "Keine Hinweise darauf, dass weitere Filialen betroffen sind.",
      "Daten sind abgeflossen; keine Hinweise auf eine Veröffentlichung.",
      "Es gibt deutliche Anzeichen für eine Exfiltration.",
      "Die Untersuchung läuft noch.",
      "Keine Spuren von Malware auf den Clients.",
    ],
  },
};
