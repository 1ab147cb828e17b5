// Batches of phrasings of our own (session 12), each written after a widening of the readers and not
// tuned on when first measured: the fraction each reader gets right says how far the widening carries
// to wordings it was not fitted to. The first batch was measured after round 1 (0.810) and then tuned on
// in round 2 (readers.phrasings.ts asserts it now); the second is the untuned measure of round 2
// (`npx tsx tooling/breach/readers-measure.ts --fresh`). No test asserts SECOND_FRESH: a miss there is a
// measured gap, not a failing build.
export const FIRST_FRESH: Record<string, { positives: string[]; negatives: string[] }> = {
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

// The second batch, written after round 2 tuned on the first and never tuned on itself.
export const SECOND_FRESH: Record<string, { positives: string[]; negatives: string[] }> = {
  deletionConfirmed: {
    positives: [
      "Die Versicherung, die das Mail fälschlich erhielt, hat die Löschung quittiert.",
      "Der Empfänger gab die Mappe noch am selben Abend zurück.",
      "Die Schule hat uns die Liste zurückgeschickt und bestätigt, keine Kopie zu haben.",
      "Der Verein bestätigte schriftlich, die Mail vernichtet zu haben.",
      "Die Papiere haben wir vom Empfänger zurückbekommen.",
      "Il cliente ci ha restituito la busta.",
    ],
    negatives: [
      "Der Empfänger verspricht, die Datei zu löschen.",
      "Ob er gelöscht hat, hat er uns nicht bestätigt.",
      "Eine Löschbestätigung fehlt noch.",
      "Die Mappe wurde nicht zurückgegeben.",
      "Wir haben um Rücksendung gebeten.",
      "Er bestätigte den Erhalt der Datei.",
    ],
  },
  readerDisposed: {
    positives: [
      "Der Nachbar hat den Umschlag ungelesen weggeworfen.",
      "Die Empfängerin löschte die Nachricht noch am selben Tag.",
      "Der Brief wurde vom Finder im Cheminée verbrannt.",
      "Er hat die Fotos auf seinem Handy gelöscht.",
      "Die Kopien hat sie geschreddert.",
      "Il vicino ha eliminato il messaggio.",
    ],
    negatives: [
      "Er hat die Datei auf seinem Laptop gespeichert.",
      "Sie löscht grundsätzlich keine Mails.",
      "Wir haben verlangt, dass er die Fotos löscht.",
      "Die Löschung hat sie bis heute nicht vorgenommen.",
      "Er überlegt, ob er den Brief vernichten soll.",
      "Le voisin n'a pas supprimé le message.",
    ],
  },
  logsShowNoAccess: {
    positives: [
      "Die Protokolle zeigen, dass niemand ausser uns die Freigabe geöffnet hat.",
      "Laut Access-Logs des Hosters gab es keine Abrufe der Datei.",
      "Das Zugriffsjournal verzeichnet keine fremden Zugriffe.",
      "In den Logs findet sich kein einziger externer Download.",
      "Die Serverprotokolle schliessen einen Zugriff durch Dritte aus.",
      "I log del server mostrano che nessuno ha aperto il file.",
    ],
    negatives: [
      "Die Logs verzeichnen zwei Abrufe durch unbekannte IP-Adressen.",
      "Für die fraglichen Tage sind keine Logs vorhanden.",
      "Aus den Protokollen lässt sich ein Zugriff nicht ausschliessen.",
      "Die Logs werden noch ausgewertet.",
      "Die Protokolle zeigen, dass die Angreifer die Datei geöffnet haben.",
      "Niemand hat bisher die Logs angeschaut.",
    ],
  },
  logsPending: {
    positives: [
      "Die Zugriffsprotokolle des Portals werden derzeit vom Hersteller geprüft.",
      "Der Provider wertet die Verbindungsdaten noch aus.",
      "Die Log-Analyse durch den Sicherheitsdienstleister ist noch nicht abgeschlossen.",
      "Wir haben die Logfiles zur Prüfung an die Forensik gegeben, Resultat offen.",
      "Die Auswertung der Protokolle braucht noch einige Tage.",
      "L'analyse des logs est toujours en cours.",
    ],
    negatives: [
      "Logs gibt es für dieses System nicht.",
      "Die Auswertung der Logs ergab keinen Zugriff.",
      "Die Protokolle belegen einen Abfluss.",
      "Die Logs wurden überschrieben.",
      "Das Gespräch mit dem Mitarbeiter steht noch aus.",
      "Wir prüfen, ob wir die Kunden informieren.",
    ],
  },
  encryptedWithSafeKey: {
    positives: [
      "Der Laptop war mit BitLocker geschützt, der Wiederherstellungsschlüssel ist im Azure-Konto der Firma hinterlegt.",
      "Das ZIP war AES-verschlüsselt, das Passwort kennen nur zwei Personen im Büro.",
      "Das Tablet ist verschlüsselt; der Code war nicht beim Gerät.",
      "Die externe Platte ist verschlüsselt, der Schlüssel liegt getrennt im Safe.",
      "Die Datenbank war verschlüsselt, den Schlüssel verwaltet ein separates HSM.",
      "Il file era cifrato e la password è conservata separatamente.",
    ],
    negatives: [
      "Der Laptop war verschlüsselt, das Passwort klebte auf einem Post-it am Bildschirm.",
      "Die Platte war nicht verschlüsselt, nur passwortgeschützt.",
      "Das ZIP war verschlüsselt, das Passwort lag im selben Ordner.",
      "Der Schlüssel zum Aktenschrank ist sicher, die Akten lagen aber offen herum.",
      "Ob BitLocker aktiv war, ist unklar.",
      "Der Trojaner hat die Festplatten verschlüsselt.",
    ],
  },
  outflowNamed: {
    positives: [
      "Die Angreifer haben vor der Verschlüsselung 12 GB Daten abgezogen.",
      "Ein Teil der Daten wurde bereits im Darknet zum Kauf angeboten.",
      "Die Täter haben Musterdaten auf ihrer Leakseite gezeigt.",
      "Der Hacker hat die Mitgliederliste heruntergeladen.",
      "Die Erpresser drohen damit, die Dossiers zu veröffentlichen.",
      "I dati sono stati esfiltrati dagli aggressori.",
    ],
    negatives: [
      "Ob die Täter Daten abgezogen haben, wird noch geprüft.",
      "Die Analyse hat keinen Hinweis ergeben, dass Daten exfiltriert wurden.",
      "Die Mitarbeiterin hat die Liste für die Sitzung heruntergeladen.",
      "Die Erpresser erwähnen keine Daten.",
      "Ein Abfluss ist nicht bewiesen.",
      "Wir befürchten, dass Daten abgeflossen sein könnten.",
    ],
  },
  noSignOfOutflow: {
    positives: [
      "Bis heute gibt es keinen Beleg dafür, dass Daten abgeflossen sind.",
      "Die Forensiker haben keine Anzeichen einer Exfiltration gefunden.",
      "Ein Datenabfluss ist bislang nicht nachgewiesen.",
      "Nichts weist darauf hin, dass Dateien kopiert wurden.",
      "Keine Indizien, dass die Täter Daten mitgenommen haben.",
      "Nessun segnale di esfiltrazione finora.",
    ],
    negatives: [
      "Ein Datenabfluss ist nachgewiesen.",
      "Keine Hinweise darauf, dass das Backup betroffen ist.",
      "Die Daten wurden kopiert; keine Hinweise auf eine Veröffentlichung bisher.",
      "Die Forensik fand Spuren eines Abflusses.",
      "Ob Daten abgeflossen sind, wissen wir noch nicht.",
      "Keine Anzeichen für weitere Angriffe.",
    ],
  },
};

// Typos and umlauts written as "ae", "oe", "ue" (a keyboard without them), positives only
// (`readers-measure.ts --typos`): 1 of 15 read before `withUmlauts` (readers.ts), 6 after; the other
// nine are real typos, a gap measured and not closed.
export const TYPO_BATCH: Record<string, { positives: string[]; negatives: string[] }> = {
  deletionConfirmed: {
    positives: [
      "Der Empfaenger hat die Loeschung schriftlich bestaetigt.",
      "Die Kanzlei hat die Unterlagen zurueckgeschickt.",
      "Empfänger hat die Löschung bestätgt.",
    ],
    negatives: [],
  },
  readerDisposed: { positives: ["Er hat die Mail geloescht.", "Sie hat den Brief vernichet."], negatives: [] },
  logsShowNoAccess: {
    positives: ["Die Logs zeigen keine Zugrife von aussen.", "Laut Protokol hat niemand die Datei geoeffnet."],
    negatives: [],
  },
  logsPending: { positives: ["Die Logs werden noch ausgewerted.", "Die Auswertung der Logs laeuft noch."], negatives: [] },
  encryptedWithSafeKey: {
    positives: ["Der Laptop war verschluesselt, der Schluessel liegt getrennt.", "Laptop verschlüselt, Schlüssel sicher bei der IT."],
    negatives: [],
  },
  outflowNamed: { positives: ["Die Angreifer haben Daten exfiltirert.", "Daten sind abgeflosen."], negatives: [] },
  noSignOfOutflow: {
    positives: ["Bisher keine Hinweisse auf einen Datenabfluss.", "Bisher keine Hinweise auf einen Abflus von Daten."],
    negatives: [],
  },
};

// The third batch (session 12 round 2), written before the structural reader (clauses, negation per
// clause, one edit for long key words, compounds) and never tuned on: 6 positives and 6 near misses
// per reader across German, Swiss German, French and Italian, real misspellings, two clauses of which
// only one is negated, and who did what ("der Empfänger hat bestätigt" vs "wir haben ihn gebeten").
// Measured 0.821 (69/84) before the structural reader and 0.905 (76/84) after it (decision 023).
export const THIRD_FRESH: Record<string, { positives: string[]; negatives: string[] }> = {
  deletionConfirmed: {
    positives: [
      "Der falsche Empfänger hat bestätigt, dass er das PDF gelöscht hat.",
      "Wir haben nachgefragt, und die Empfängerin hat die Vernichtung der Briefe schriftlich bestätgt.",
      "Die Treuhandfirma bestätigte uns am Montag die Löschung, aber die Rückgabe des USB-Sticks steht noch aus.",
      "Dr Empfänger het d Löschig bestätigt.",
      "La personne a confirmé par écrit la suppression du courriel, mais elle l'avait déjà lu.",
      "Il destinatario ci ha confermato la distruzione dei documenti.",
    ],
    negatives: [
      "Wir haben den Empfänger gebeten, die Löschung zu bestätigen.",
      "Der Empfänger hat die Mail gelesen, jedoch die Löschung bisher nicht bestätigt.",
      "Unklar ist, ob der Empfänger die Datei gelöscht hat; eine Bestätigung haben wir nicht.",
      "Die Löschbestätigung wurde angefordert.",
      "Nous avons demandé au destinataire de confirmer la suppression.",
      "Abbiamo chiesto al destinatario di restituire i documenti.",
    ],
  },
  readerDisposed: {
    positives: [
      "Der Nachbar hat den Brief ungeöffnet weggeworfen.",
      "Die Empfängerin hat das Mail sofort gelöscht, aber vorher kurz hineingeschaut.",
      "Der Kunde sagt, er habe die Liste geschreddert.",
      "Er het s Mail grad glöscht.",
      "Le destinataire a supprimé le message.",
      "La destinataria ha cancellato l'e-mail.",
    ],
    negatives: [
      "Wir haben den Empfänger gebeten, die Mail zu löschen.",
      "Ob er den Brief vernichtet hat, wissen wir nicht.",
      "Der Empfänger will die Datei später löschen.",
      "Die Datei wurde nicht gelöscht, sondern weitergeleitet.",
      "Nous lui avons demandé de supprimer le message.",
      "Der Empfänger hat die Mail gelesen und an seinen Chef weitergeleitet.",
    ],
  },
  logsShowNoAccess: {
    positives: [
      "Gemäss Serverprotokoll wurde die Freigabe von niemandem geöffnet.",
      "Die Logs zeigen keine Zugrife auf den Ordner.",
      "Die Auswertung der Logdateien ergab: kein einziger Abruf von aussen.",
      "Im Protokoll isch kei Zuegriff z gseh.",
      "Les journaux montrent qu'aucun accès n'a eu lieu.",
      "Dem Zugriffsprotokoll zufolge hat niemand die Datei heruntergeladen, aber der Link war drei Tage offen.",
    ],
    negatives: [
      "Die Logs zeigen zwei Zugriffe von einer unbekannten IP-Adresse.",
      "Ob jemand auf die Datei zugegriffen hat, ist offen; die Logs werden noch ausgewertet.",
      "Es gibt keine Logs, daher wissen wir nicht, ob jemand zugegriffen hat.",
      "Laut Protokoll hat der Angreifer die Datei heruntergeladen.",
      "Die Protokolle reichen nur sieben Tage zurück, ein Zugriff ist nicht ausgeschlossen.",
      "Les journaux montrent un accès depuis l'étranger.",
    ],
  },
  logsPending: {
    positives: [
      "Die Firewall-Logs werden derzeit vom IT-Dienstleister ausgewertet.",
      "Die Analyse der Zugriffsprotokolle ist noch nicht abgeschlossen.",
      "Wir warten auf die Auswertung der Logdateien durch den Provider.",
      "D Logs wärded no analysiert.",
      "Les journaux sont en cours d'analyse.",
      "I log sono ancora in fase di analisi.",
    ],
    negatives: [
      "Die Logs wurden ausgewertet und zeigen keinen Zugriff.",
      "Logs gibt es für diesen Server keine.",
      "Die Auswertung der Protokolle ist abgeschlossen.",
      "Wir haben die Polizei informiert, die Ermittlungen laufen.",
      "Les journaux ont été analysés.",
      "Die Logs wurden leider nach 30 Tagen automatisch gelöscht.",
    ],
  },
  encryptedWithSafeKey: {
    positives: [
      "Das Notebook war mit Bitlocker verschlüsselt; der Wiederherstellungsschlüssel liegt nur in unserem Tresor.",
      "Der USB-Stick war verschlüselt und das Passwort kennt nur die Buchhalterin.",
      "Die Festplatte isch verschlüsslet gsi, s Passwort isch nöd dabei gsi.",
      "Le disque était chiffré et la clé est conservée séparément.",
      "Il portatile era cifrato, la chiave è al sicuro presso l'IT.",
      "Die Datei war verschlüsselt, aber das Passwort war nicht im selben Mail, sondern separat per SMS verschickt.",
    ],
    negatives: [
      "Das Notebook war verschlüsselt, aber das Passwort klebte auf einem Zettel am Bildschirm.",
      "Die Festplatte war nicht verschlüsselt; das Passwort für das Login ist sicher.",
      "Ob der Schlüssel sicher verwahrt war, ist unklar.",
      "Der Stick war verschlüsselt, das Passwort stand jedoch im selben Mail.",
      "Le fichier était chiffré, mais le mot de passe était dans le même envoi.",
      "Die Daten waren verschlüsselt, der Schlüssel wurde mitgestohlen.",
    ],
  },
  outflowNamed: {
    positives: [
      "Die Angreifer haben Daten exfiltirert und verlangen ein Lösegeld.",
      "Rund 40 GB sind abgeflosen, das zeigt der Netzwerkverkehr.",
      "Die Hacker haben die Kundendaten auf einer Leak-Seite veröffentlicht, aber noch nicht alle.",
      "D Täter händ d Date abgsaugt.",
      "Les pirates ont exfiltré les données des clients.",
      "Gli aggressori hanno pubblicato i dati online.",
    ],
    negatives: [
      "Es ist unklar, ob Daten abgeflossen sind.",
      "Die Angreifer hatten Zugriff, jedoch wurden keine Daten exfiltriert.",
      "Ob die Täter Daten kopiert haben, ist offen.",
      "Wir haben keine Hinweise, dass Daten veröffentlicht wurden.",
      "On ne sait pas si des données ont été exfiltrées.",
      "Non risulta che i dati siano stati esfiltrati.",
    ],
  },
  noSignOfOutflow: {
    positives: [
      "Die forensische Analyse fand keine Hinweisse auf einen Datenabfluss.",
      "Bisher gibt es keine Anzeichen, dass Daten das Netz verlassen haben.",
      "Die Täter waren im System, aber ein Abfluss von Daten wurde nicht festgestellt.",
      "Bis jetzt kei Hiiwys uf en Datenabfluss.",
      "Aucun indice d'exfiltration n'a été trouvé.",
      "Finora nessun indizio di fuga di dati.",
    ],
    negatives: [
      "Es gibt Hinweise auf einen Datenabfluss.",
      "Keine Hinweise auf weitere betroffene Server, aber Daten wurden abgezogen.",
      "Ob es einen Abfluss gab, ist noch unklar.",
      "Die Forensik hat einen Abfluss von 2 GB festgestellt.",
      "Des indices d'exfiltration ont été trouvés.",
      "Keine Hinweise darauf, dass die Backups betroffen sind.",
    ],
  },
};
