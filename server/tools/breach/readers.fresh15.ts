// Session 15 (decision 023): phrasings of our own for the facts holdout-17's misses turned on, written
// before any reader was changed and measured before and after (readers-measure.ts --session15). Other
// verbs, negation and its scope, subordinate clauses, a fact corrected later in the text, Swiss German,
// typos, French and Italian; near misses that must not be read as the fact. None taken from a scenario
// set. Test data only: readers.test.ts asserts them through readers.phrasings.ts.
export const SESSION15_FRESH: Record<string, { positives: string[]; negatives: string[] }> = {
  // Records that will show what an intruder saw or took are being evaluated, by us or by whoever holds
  // them (a vendor, a provider, a forensic firm), under any name for such records.
  logsPending: {
    positives: [
      "Welche Datensätze er aufgerufen hat, zeigt der Abfrageverlauf, den der Softwarelieferant gerade auswertet.",
      "Die Verlaufsdaten der Datenbank liegen beim Hersteller, der sie für uns analysiert.",
      "Das Zugriffsprotokoll des Mailservers wird vom Provider noch ausgewertet.",
      "Der Anbieter wertet die Aktivitätsberichte der Cloud für die betroffene Woche aus.",
      "Die Sitzungsdaten des Portals hat der Hoster angefordert; die Auswertung läuft.",
      "Was abgefragt wurde, wird anhand der Datenbank-Historie durch den Lieferanten geklärt.",
      "D Logdateie wärded vom IT-Partner no uusgwertet.",
      "Les journaux d'accès sont en cours d'analyse chez le fournisseur.",
      "I registri degli accessi sono in fase di analisi presso il fornitore.",
      "Ob Dateien heruntergeladen wurden, klären wir mit dem Audit-Trail, den der Hersteller auswertet.",
      "Zuerst hiess es, es gebe keine Protokolle; inzwischen hat der Provider die Zugriffsdaten gefunden und wertet sie aus.",
      "Die Abfragehistorie des Kontos ist beim Hersteller zur Auswertung.",
    ],
    negatives: [
      "Protokolle gibt es keine, der Dienst zeichnet Zugriffe nicht auf.",
      "Die Logs zeigen keinen fremden Zugriff.",
      "Die Auswertung der Verlaufsdaten ist abgeschlossen: Es wurde nichts abgefragt.",
      "Der Hersteller hat die Software aktualisiert.",
      "Wir haben die Datenbank aus der Sicherung wiederhergestellt.",
      "Das Konto ist gesperrt und das Passwort geändert.",
      "Der Anbieter zeigt anonyme Aufrufe nicht an.",
      "Une analyse des journaux n'est pas possible, il n'y en a pas.",
      "Non esistono registri degli accessi.",
      "Die Polizei ermittelt gegen unbekannt.",
      "Die Verlaufsdaten wurden nach 7 Tagen automatisch gelöscht, eine Auswertung ist nicht mehr möglich.",
    ],
  },
  // Only some recipients returned the data or confirmed their deletion: the others' answer is open.
  partlyReturned: {
    positives: [
      "Drei Briefe kamen ungeöffnet zurück, zwei sind offen.",
      "Von den fünf Empfängern haben vier gelöscht; vom fünften wissen wir nichts.",
      "Sechs Couverts sind retour, von den anderen zwei fehlt jede Spur.",
      "Die meisten Löschbestätigungen liegen vor, zwei stehen noch aus.",
      "Ein Teil der Mails wurde gelöscht, der Rest ist ungeklärt.",
      "Zwei Empfänger haben die Unterlagen zurückgegeben, die übrigen drei reagieren nicht.",
      "Vier Briefe zurück, einer verschollen.",
      "Drü Brief sind zrugg cho, vo de andere zwei wüssed mir nüt.",
      "Trois lettres sont revenues, deux restent introuvables.",
      "Tre lettere sono tornate indietro, delle altre due non sappiamo nulla.",
      "Alle Empfänger hätten gelöscht, hiess es zuerst; tatsächlich haben nur sieben von neun bestätigt.",
      "Bis auf zwei haben alle Empfänger die Löschung bestätigt.",
    ],
    negatives: [
      "Alle vier Briefe kamen ungeöffnet zurück.",
      "Sämtliche Empfänger haben die Löschung schriftlich bestätigt.",
      "Der Brief kam ungeöffnet zurück.",
      "Zwei Briefe gingen an falsche Adressen.",
      "Die Empfänger haben noch nicht geantwortet.",
      "Alle fünf Couverts sind wieder bei uns, keines wurde geöffnet.",
      "Tous les destinataires ont confirmé la suppression.",
      "Tutte le lettere sono tornate chiuse.",
      "Zuerst fehlten zwei Rückmeldungen, inzwischen haben alle Empfänger gelöscht.",
      "D Brief sind alli zrugg cho, ungöffnet.",
      "Die Empfängerin hat die Mail gelöscht und das bestätigt.",
    ],
  },
  // The financial data named are the amounts of an ordinary bill (charges, advance payments, a fee),
  // nothing that opens an account or shows what someone owns or earns.
  ordinaryAmountsOnly: {
    positives: [
      "Abrechnung der Heizkosten mit Akontozahlungen aller Wohnungen an alle Mieter verschickt.",
      "NK-Abrechnungen (Name, Wohnung, Saldo der Heizkosten) an die falsche Partei.",
      "Betroffen sind Name, Adresse und der Betrag der Jahresgebühr.",
      "Die Stromrechnungen mit Verbrauch und Rechnungsbetrag gingen an den Nachbarn.",
      "Name und Mitgliederbeitrag der Vereinsmitglieder, keine Kontoverbindungen.",
      "Offene Rechnungsbeträge für Kurse, ohne Bankangaben.",
      "D Nebechostenabrächnig vo allne Mieter isch a alli gange.",
      "Les décomptes de charges de tous les locataires ont été envoyés à chacun.",
      "I conteggi delle spese accessorie di tutti gli inquilini sono stati inviati a tutti.",
      "Nebenkostenabrechnugen mit Akonto und Nachzahlung an alle Mietparteien.",
      "Die Abonnementspreise und Rechnungsnummern der Kunden waren sichtbar; Kontodaten waren keine dabei.",
    ],
    negatives: [
      "Abrechnung mit IBAN und Kontoauszug an die falsche Adresse.",
      "Lohnabrechnungen aller Mitarbeitenden an die ganze Abteilung.",
      "Rechnungen mit offenen Betreibungen und Mahnungen an einen Dritten.",
      "Nebenkostenabrechnung mit der Bankverbindung der Mieter.",
      "Steuerrechnung und Vermögensausweis an falsche Person.",
      "Kreditkartenabrechnung mit Kartennummer verschickt.",
      "Décompte de salaire envoyé à un collègue.",
      "Estratto conto bancario inviato per errore.",
      "Die Abrechnung der Mietzinse zeigt auch die Schulden der säumigen Mieter.",
      "Rechnungen mit Einkommen und Prämienverbilligung der Familien.",
      "Zuerst dachten wir, es seien nur Rechnungsbeträge; tatsächlich standen auch die Kontonummern darauf.",
    ],
  },
  // The data went by mistake to a former member of our staff (one who has left, retired, ended an
  // internship): bound to discretion beyond the job, and often knowing the persons from it.
  formerStaffRecipient: {
    positives: [
      "Der Dienstplan mit Diagnosen ging an eine ehemalige Mitarbeiterin, die noch im Verteiler stand.",
      "Mail an Ex-Kollegen geschickt, der im Sommer ausgetreten ist.",
      "Die Tourenliste wurde versehentlich an eine pensionierte Pflegefachfrau gesendet.",
      "An einen früheren Angestellten ging die Patientenliste, weil seine Adresse nicht gelöscht war.",
      "Versand an eine ausgetretene Mitarbeiterin (Verteilerliste nicht bereinigt).",
      "S Mail isch a di ehemalig Mitarbeiterin gange.",
      "Le planning a été envoyé par erreur à une ancienne collaboratrice.",
      "Il piano è stato inviato per sbaglio a un'ex collaboratrice.",
      "Wochenplan an Ex-Mitarbeiterin; sie hat gelöscht.",
      "Die Liste ging an unseren ehemaligen Lernenden, der die Lehre letzten Monat abgeschlossen hat.",
    ],
    negatives: [
      "Ein ehemaliger Mitarbeiter hat beim Austritt die Kundenliste mitgenommen.",
      "Eine Ex-Mitarbeiterin hat sich mit ihrem alten Passwort angemeldet und Daten heruntergeladen.",
      "Die Liste ging an eine neue Mitarbeiterin der Buchhaltung.",
      "Der Brief ging an den ehemaligen Vermieter der Kundin.",
      "Das Dossier wurde an den früheren Arbeitgeber des Versicherten geschickt.",
      "Die Mail ging an eine ehemalige Kundin.",
      "Un ancien employé a copié la base de clients avant son départ.",
      "Un ex dipendente ha scaricato i dati prima di lasciare l'azienda.",
      "Eine Mitarbeiterin hat die Liste an ihren Ex-Mann geschickt.",
      "Die Liste ging an die frühere Adresse des Klienten.",
    ],
  },
  // The data went to someone whose trade is publishing (a journalist, an editor, a newsroom): what he
  // holds can reach everyone, whether or not he knows the persons.
  recipientIsMedia: {
    positives: [
      "Das Gutachten ging wegen der Autovervollständigung an eine Journalistin.",
      "Der Empfänger ist laut Signatur Redaktor einer Lokalzeitung.",
      "Die Mail mit den Akten landete bei der Redaktion eines Newsportals.",
      "Versehentlich an einen Reporter des Regionalfernsehens gesendet.",
      "De Brief isch bimene Journalist glandet.",
      "Le dossier a été envoyé par erreur à un journaliste.",
      "Il rapporto è finito per errore a un giornalista.",
      "Die Liste ging an die Adresse eines Zeitungsredaktors statt an unseren Anwalt.",
      "Empfängerin: Redaktorin beim Lokalradio; keine Antwort.",
      "Die Unterlagen gingen an einen Blogger, der über Behörden schreibt.",
    ],
    negatives: [
      "Ein Journalist hat uns angefragt, ob es einen Vorfall gab.",
      "Die Zeitung hat über den Angriff berichtet.",
      "Die Medienmitteilung sollte an die Redaktion gehen, ging aber an einen Kunden.",
      "Wir haben ein Inserat in der Zeitung geschaltet.",
      "Die Abonnentenliste der Zeitung war betroffen.",
      "Der Brief ging an einen Nachbarn, der Lehrer ist.",
      "Un journaliste nous a demandé des informations.",
      "Il giornale non ha pubblicato nulla.",
      "Betroffen ist eine bekannte Journalistin als Patientin.",
      "Statt an die Redaktion ging der Leserbrief an einen Abonnenten.",
    ],
  },
};

// Written after the change and measured once, never tuned on (readers-measure.ts --session15-untuned):
// the honest figure of how far this session's widening carries to wordings it did not see.
export const SESSION15_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  logsPending: {
    positives: [
      "Der Cloud-Anbieter stellt uns die Zugriffsübersicht der letzten Woche zusammen, sie liegt noch nicht vor.",
      "Welche Dossiers geöffnet wurden, sehen wir erst, wenn der Support die Ereignisprotokolle geliefert hat.",
      "Die Datenbankaufzeichnungen werden vom Systemhaus gesichtet.",
      "L'hébergeur analyse encore les traces de connexion.",
      "Il fornitore sta esaminando i log delle sessioni.",
      "Üse Informatiker luegt d Protokoll no dure.",
    ],
    negatives: [
      "Eine Zugriffsübersicht bietet das Programm nicht.",
      "Die Ereignisprotokolle zeigen, dass niemand die Dossiers geöffnet hat.",
      "Der Support hat die Protokolle bereits ausgewertet: keine fremden Zugriffe.",
      "L'hébergeur ne conserve aucune trace des connexions.",
      "Il fornitore ha cambiato le password.",
      "Mir händ keis Protokoll, wo das zeige chönnt.",
    ],
  },
  partlyReturned: {
    positives: [
      "Elf Sendungen kamen als unzustellbar zurück, die zwölfte ist verschwunden.",
      "Die Mehrheit der Empfänger hat die Löschung quittiert, einige schweigen.",
      "Zurückgekommen sind nur vier der sechs Briefe.",
      "Sauf un destinataire, tous ont confirmé l'effacement.",
      "Solo due destinatari hanno restituito i documenti.",
      "Vier vo füf händ s Mail glöscht.",
    ],
    negatives: [
      "Jede einzelne Sendung ist zurückgekommen, ungeöffnet.",
      "Keiner der Empfänger hat bisher geantwortet.",
      "Die sechs Briefe kamen alle zurück.",
      "Tous les envois nous ont été retournés.",
      "Nessuno ha ancora restituito i documenti.",
      "Alli händ bestätigt, dass si glöscht händ.",
    ],
  },
  ordinaryAmountsOnly: {
    positives: [
      "Sichtbar waren Namen und die Höhe der Parkplatzmiete.",
      "Die Liste enthält die Kursgelder der Teilnehmenden, sonst keine Finanzangaben.",
      "Betroffen sind die Jahresabrechnungen für Wasser und Abwasser.",
      "Les montants des cotisations annuelles des membres ont été visibles.",
      "Erano visibili gli importi delle bollette della luce.",
      "Uf de Lischte stönd d Mitgliederbiiträg vo allne.",
    ],
    negatives: [
      "Sichtbar waren Namen und Kontonummern der Mieter.",
      "Die Liste enthält die Lohnausweise der Angestellten.",
      "Betroffen sind die Kreditentscheide mit den Einkommen.",
      "Les montants des salaires ont été visibles.",
      "Erano visibili gli IBAN dei clienti.",
      "Uf de Lischte stönd d Betreibige vo de Mitglieder.",
    ],
  },
  formerStaffRecipient: {
    positives: [
      "Die Einsatzliste erhielt auch unsere Pflegehelferin, die seit September nicht mehr bei uns arbeitet.",
      "Eine Kollegin, die uns Ende Monat verlassen hat, bekam die Klientenliste noch per Mail.",
      "Die Nachricht ging an den alten Account einer früheren Praktikantin.",
      "Le tableau a été envoyé à un ancien stagiaire.",
      "La lista è arrivata a una ex dipendente.",
      "S Mail isch a de früehner Lehrling gange.",
    ],
    negatives: [
      "Eine frühere Praktikantin hat die Klientenliste fotografiert und behalten.",
      "Die Einsatzliste ging an die Pflegehelferin, die heute Dienst hat.",
      "Ein ehemaliger Kunde erhielt die Rechnung eines anderen.",
      "Un ancien stagiaire a téléchargé le tableau.",
      "La lista è arrivata all'ex marito della cliente.",
      "S Mail isch a de Lehrmeister vom Lehrling gange.",
    ],
  },
  recipientIsMedia: {
    positives: [
      "Der Empfänger arbeitet beim Lokalfernsehen als Moderator und Rechercheur.",
      "Die Unterlagen bekam ein Mitarbeiter einer Nachrichtenagentur.",
      "Falsch adressiert an das Ressort Inland einer Tageszeitung.",
      "Le courriel est parvenu à la rédaction d'un hebdomadaire.",
      "La mail è arrivata alla redazione di un quotidiano.",
      "S Couvert isch bi de Redaktion vom Dorfblatt glandet.",
    ],
    negatives: [
      "Eine Journalistin hat über unseren Ausfall geschrieben, ohne Daten zu nennen.",
      "Die Medienstelle hat die Anfrage eines Reporters beantwortet.",
      "Die Unterlagen gingen an einen Kunden, der früher Journalist war und heute Schreiner ist.",
      "La rédaction nous a demandé une prise de position.",
      "Il giornalista non ha ricevuto nulla.",
      "Mir händ d Mitteilig a d Zytig gschickt, wie abgmacht.",
    ],
  },
};
