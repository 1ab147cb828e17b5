// Session 14 (decision 023): phrasings of our own for the two facts holdout-16's "prüfen" misses turned
// on, written before either reader existed and measured before and after (readers-measure.ts
// --session14). Other verbs, negation and its scope, subordinate clauses, a fact corrected later in the
// text ("zuerst … inzwischen"), Swiss German, typos, French and Italian; near misses that must not be
// read as the fact. None taken from a scenario set. Test data only: readers.test.ts asserts them
// through readers.phrasings.ts.
export const SESSION14_FRESH: Record<string, { positives: string[]; negatives: string[] }> = {
  // A device or storage medium was handed on in the ordinary course (sold, returned to its lessor or
  // maker, sent for repair, given to a recycler) with our data still on it, not wiped.
  deviceHandedOn: {
    positives: [
      "Den alten Laptop haben wir an einen Occasionshändler verkauft, ohne die Festplatte zu löschen.",
      "Der Kopierer ging an die Leasingfirma zurück, seine Festplatte war nicht gelöscht.",
      "Ein ausgemusterter Server wurde samt ungelöschten Platten einem Recyclingbetrieb übergeben.",
      "Das Praxis-Tablet wurde zur Reparatur eingeschickt, die Patientendaten sind noch darauf.",
      "Wir haben das Diktiergerät auf Ricardo verkauft; die Aufnahmen waren noch gespeichert.",
      "S alt Natel isch amne Händler verchauft worde, d Date sind no druf.",
      "Le vieil ordinateur a été vendu à un revendeur sans effacer le disque dur.",
      "Il vecchio computer è stato venduto a un rivenditore senza cancellare il disco.",
      "Nachdem das Ultraschallgerät dem Hersteller zurückgegeben worden war, merkten wir, dass die Bilder noch auf der internen Platte lagen.",
      "Das Multifunktionsgerät steht jetzt beim Händler, dessen Speicher mit den Scans nie gelöscht wurde.",
      "Alte Festplate verkauft statt vernichtet, ungelöscht und unverschlüsselt.",
      "Beim Austausch der Kasse nahm der Lieferant das alte Gerät mit, die Kundendaten waren noch drauf.",
    ],
    negatives: [
      "Der Laptop wurde aus dem Auto gestohlen; die Festplatte war nicht verschlüsselt.",
      "Den alten Laptop haben wir verkauft, nachdem die Festplatte sicher gelöscht worden war.",
      "Die Kundendaten wurden von einem Mitarbeiter an Betrüger verkauft.",
      "Der Kopierer geht nächste Woche an die Leasingfirma zurück; vorher löschen wir die Platte.",
      "Das Gerät ging zur Reparatur, die Festplatte hatten wir vorher ausgebaut.",
      "Ein Tablet mit Patientendaten wurde im Zug vergessen.",
      "Le disque dur a été détruit avant la vente de l'ordinateur.",
      "Il telefono è stato rubato dalla macchina.",
      "Wir planen, die alten PCs an einen Händler zu verkaufen.",
      "Der Händler hat die Platten des verkauften Servers zertifiziert gelöscht.",
      "Ein Mitarbeiter hat die Kundenliste auf einen USB-Stick kopiert und mitgenommen.",
      "Zuerst dachten wir, die Platte sei noch drin; inzwischen steht fest, dass sie vor dem Verkauf ausgebaut wurde.",
    ],
  },
  // A recipient says he deleted the data, but whether he kept copies or passed them on before is open:
  // his word does not settle it.
  copiesDoubted: {
    positives: [
      "Er sagt, er habe alles gelöscht; ob er vorher Kopien gemacht hat, wissen wir nicht.",
      "Die Löschung hat sie bestätigt, ob sie die Datei weitergeleitet hat, ist offen.",
      "Gelöscht laut eigener Aussage. Kopien?",
      "Der frühere Mitarbeiter bestätigt die Löschung, will aber nicht sagen, ob er etwas gespeichert hat.",
      "Zwar hat der Empfänger die Mail gelöscht, doch ob er sie vorher weitergeleitet hat, bleibt unklar.",
      "Löschbestätigung liegt vor, zu allfälligen Kopien äussert er sich nicht.",
      "Er het gseit, er heig alles glöscht, aber öb er Kopie gmacht het, wüssed mir nöd.",
      "Elle affirme avoir tout supprimé, mais on ne sait pas si elle a gardé une copie.",
      "Dice di aver cancellato tutto, ma non sappiamo se ne ha fatto una copia.",
      "Zuerst dachten wir, mit seiner Löschbestätigung sei die Sache erledigt; inzwischen ist unklar, ob er die Unterlagen vorher seinem neuen Arbeitgeber gegeben hat.",
      "Die Ex-Mitarbeiterin hat die Dateien angeblich gelöscht, ob Kopien existieren, dazu verweigert sie jede Auskunft.",
      "Löschung bestätigt, eine Weitergabe an Dritte ist aber nicht ausgeschlossen.",
    ],
    negatives: [
      "Er hat die Löschung bestätigt und schriftlich versichert, keine Kopien gemacht zu haben.",
      "Ob er die Datei gelöscht hat, ist noch offen.",
      "Die Empfängerin hat gelöscht; Kopien gibt es keine.",
      "Der Empfänger hat die Datei gelöscht.",
      "Ob Kopien bestehen, ist offen; eine Löschung hat niemand bestätigt.",
      "Zuerst war unklar, ob sie Kopien gemacht hat; inzwischen hat sie schriftlich bestätigt, dass es keine gibt.",
      "Il a tout supprimé et confirmé n'avoir gardé aucune copie.",
      "Ha cancellato la mail e ha confermato di non averla inoltrata.",
      "Wir haben ihn gebeten, die Daten zu löschen und zu bestätigen, dass er keine Kopien hat.",
      "Die Sicherungskopien auf unserem eigenen Server sind gelöscht.",
      "Gelöscht, keine Weitergabe, Kopien ausgeschlossen.",
      "Er hat die Mail ungelesen gelöscht und nichts weitergeleitet.",
    ],
  },
};

// Written after both readers existed and never tuned on (readers-measure.ts --session14-untuned): the
// honest figure of how far they carry to wordings they were not fitted to.
export const SESSION14_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  deviceHandedOn: {
    positives: [
      "Die alte Telefonanlage mit den gespeicherten Anrufprotokollen hat der Installateur bei der Ablösung mitgenommen, gelöscht wurde nichts.",
      "Unser ehemaliges Leasing-Notebook ist zurück beim Anbieter, wir haben vergessen, es zurückzusetzen.",
      "Das Röntgengerät wurde an eine Firma in Deutschland weiterverkauft, die Bilder sind auf der Festplatte geblieben.",
      "Die Speicherkarte der Dashcam war noch voll, als wir das Auto samt Kamera dem Garagisten abgaben.",
      "L'imprimante multifonction a été rendue au fournisseur avec tous les scans encore en mémoire.",
      "Il server dismesso è stato consegnato a un riciclatore, i dischi non erano stati cancellati.",
    ],
    negatives: [
      "Die Festplatte des alten Servers wurde vor der Rückgabe physisch zerstört.",
      "Der Händler holte die Kopierer ab, nachdem unser Informatiker die Speicher überschrieben hatte.",
      "Ein Kunde hat sein eigenes Handy bei uns zur Reparatur abgegeben.",
      "Das Notebook der Ärztin wurde aus der Praxis entwendet.",
      "Les ordinateurs seront vendus après un effacement certifié.",
      "Wir haben die alten Bildschirme verkauft, sie speichern keine Daten.",
    ],
  },
  copiesDoubted: {
    positives: [
      "Der Empfänger versichert, alles gelöscht zu haben; ob er die Liste zuvor ausgedruckt hat, lässt er offen.",
      "Sie hat den Ordner aus ihrer Dropbox entfernt, eine Erklärung, dass sie nichts behalten hat, verweigert sie.",
      "Er meldet die Löschung, auf unsere Frage nach Kopien antwortet er nicht.",
      "Gemäss seiner Mail ist alles weg, ob es noch irgendwo eine Sicherung gibt, konnte er nicht sagen.",
      "Il prétend avoir effacé les fichiers, mais refuse de dire s'il les a transmis.",
      "Ha confermato la cancellazione, ma non ha detto se ha conservato delle copie.",
    ],
    negatives: [
      "Der Empfänger hat gelöscht und bestätigt, die Datei weder gespeichert noch weitergeleitet zu haben.",
      "Die Löschung ist bestätigt; Kopien hat er keine erstellt, wie auch das Protokoll seines Kontos zeigt.",
      "Er hat die Mail ungeöffnet gelöscht.",
      "Ob der Empfänger die Daten überhaupt gelöscht hat, wissen wir nicht.",
      "Elle a supprimé le message et n'en a fait aucune copie.",
      "Die Kopien auf dem Testsystem wurden gelöscht.",
    ],
  },
};

// Written after round 2 widened both readers on SESSION14_UNTUNED, and never tuned on
// (readers-measure.ts --session14-third): the honest figure of round 2.
export const SESSION14_THIRD: Record<string, { positives: string[]; negatives: string[] }> = {
  deviceHandedOn: {
    positives: [
      "Beim Praxisumzug haben wir das EKG-Gerät einem Ersatzteilhändler überlassen; die Messungen der Patienten waren darin gespeichert.",
      "Das alte iPhone der Filialleiterin ging beim Abo-Wechsel an den Telecom-Shop, ein Zurücksetzen hat niemand gemacht.",
      "Zwei ausrangierte NAS-Boxen mit Buchhaltungsdaten gingen an einen Elektroschrotthändler, ungelöscht.",
      "Den defekten Scanner schickten wir dem Hersteller zur Garantie, auf dem internen Speicher lagen noch 300 eingescannte Ausweise.",
      "Le portable de l'assistante a été repris par le vendeur lors de l'échange, les données n'avaient pas été supprimées.",
      "Abbiamo venduto il vecchio portatile su internet senza formattarlo.",
    ],
    negatives: [
      "Bevor wir die Geräte dem Händler mitgaben, hat die Informatik alle Datenträger entfernt.",
      "Der Laptop ist beim Informatiker in der Reparatur, er ist verschlüsselt und der Schlüssel liegt bei uns.",
      "Die Kopierer werden vom Händler erst nach einer zertifizierten Löschung abgeholt.",
      "Einbrecher nahmen zwei Notebooks aus dem Büro mit.",
      "Le téléphone a été réinitialisé avant d'être rendu à l'opérateur.",
      "Il disco è stato distrutto prima della vendita del computer.",
    ],
  },
  copiesDoubted: {
    positives: [
      "Die Kundin teilt mit, sie habe den Brief geschreddert; ob sie ihn vorher fotografiert hat, ist nicht bekannt.",
      "Der Ex-Partner behauptet, die Akten vernichtet zu haben, und weigert sich, zu bestätigen, dass er nichts zurückbehalten hat.",
      "Laut dem Empfänger ist die Mail gelöscht; ob er sie an Kollegen weitergeschickt hat, dazu schweigt er.",
      "Er gab den Stick zurück, aber was er davon auf seinen Rechner gezogen hat, wissen wir nicht.",
      "Elle dit avoir détruit les documents, on ignore si elle en a gardé des photocopies.",
      "Ha restituito la chiavetta, ma non sappiamo se ha copiato i file.",
    ],
    negatives: [
      "Die Kundin hat den Brief geschreddert und schriftlich bestätigt, dass sie ihn weder kopiert noch fotografiert hat.",
      "Der Ex-Partner hat die Akten zurückgegeben; eine Kopie besitzt er nach eigener Aussage nicht, was ein Notar beglaubigt hat.",
      "Ob der Empfänger die Mail gelöscht hat, wird noch abgeklärt.",
      "Er gab den Stick zurück; die Protokolle zeigen, dass keine Dateien kopiert wurden.",
      "Elle a détruit les documents et confirmé n'avoir conservé aucune copie.",
      "Ha restituito la chiavetta senza averla mai aperta.",
    ],
  },
};

// Written after round 3 and never tuned on (readers-measure.ts --session14-fourth): the honest figure of
// the readers as this session leaves them.
export const SESSION14_FOURTH: Record<string, { positives: string[]; negatives: string[] }> = {
  deviceHandedOn: {
    positives: [
      "Die Zahnarztpraxis hat ihren alten Intraoralscanner über eine Online-Börse veräussert; wer ihn gekauft hat, sieht jetzt unsere Patientenscans.",
      "Bei der Rückgabe des Mietrouters an den Provider war die Konfiguration mit den Kundenzugängen noch aktiv.",
      "Das Smartphone des verstorbenen Mitarbeiters gaben wir der Familie mit, ohne es vorher auf Werkseinstellungen zu setzen.",
      "Ein Lehrling brachte den alten Server zum Altmetallhändler; die Platten hatte niemand gelöscht.",
      "Wir haben das Archiv-NAS einem Verein geschenkt, die Mitgliederdaten waren drauf.",
      "D Kassä vom Lade isch zrugg zum Lieferant, mit allne Kundedate no druff.",
      "Nous avons cédé les anciens postes à une école, sans avoir vidé les disques.",
      "Il vecchio server è finito da un rivenditore di usato con tutti i dati dei clienti.",
    ],
    negatives: [
      "Der Techniker hat den Scanner vor Ort repariert, das Gerät hat die Praxis nie verlassen.",
      "Vor der Rückgabe an den Provider wurde der Router auf Werkseinstellungen zurückgesetzt.",
      "Das Smartphone wurde der Familie erst nach der vollständigen Löschung übergeben.",
      "Die Festplatten wurden vom Entsorger vor unseren Augen geschreddert.",
      "Das NAS steht weiterhin in unserem Serverraum.",
      "Der Laptop wurde im Hotelzimmer gestohlen, er enthielt Kundendaten.",
      "Nous avons effacé les disques avant de céder les postes à une école.",
      "Il server è stato rottamato dopo la distruzione dei dischi.",
    ],
  },
  copiesDoubted: {
    positives: [
      "Der Treuhänder schreibt, die Unterlagen seien vernichtet; zu allfälligen Scans, die er vorher angefertigt hat, schweigt er sich aus.",
      "Die Nachbarin hat den Brief nach eigenen Worten weggeworfen. Ob sie ihn vorher jemandem gezeigt hat, wissen wir nicht.",
      "Der Ex-Mitarbeiter hat den Laptop abgegeben; was er vorher auf private Speicher übertragen hat, bleibt offen.",
      "Nach seiner Aussage ist die Datei gelöscht, eine schriftliche Bestätigung, dass er keine Kopie behalten hat, lehnt er ab.",
      "Sie hat die Fotos gelöscht, aber ob sie sie vorher in einer Gruppe geteilt hat, ist ungeklärt.",
      "Er het d Lischte zrugg gä, aber öb er si abfotografiert het, seit er nöd.",
      "Le client affirme avoir supprimé le courriel, sans vouloir dire s'il l'a transféré à quelqu'un.",
      "L'ex collaboratore ha restituito il laptop, ma resta da chiarire se ha fatto delle copie.",
    ],
    negatives: [
      "Der Treuhänder hat die Vernichtung bestätigt und dass keine Scans angefertigt wurden.",
      "Die Nachbarin hat den Brief ungeöffnet zurückgebracht.",
      "Der Ex-Mitarbeiter hat den Laptop abgegeben; die Forensik zeigt, dass nichts übertragen wurde.",
      "Ob er die Datei gelöscht hat, steht noch aus.",
      "Sie hat die Fotos gelöscht und niemandem gezeigt.",
      "Wir haben alle Kopien auf unseren eigenen Laufwerken gelöscht.",
      "Le client a supprimé le courriel et confirmé ne l'avoir transféré à personne.",
      "L'ex collaboratore ha restituito il laptop; nessun file è stato copiato, come mostrano i log.",
    ],
  },
};
