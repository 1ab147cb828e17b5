// Session 19 (decision 023): phrasings of our own for the readers this session changed or added
// (health data that say little about a condition; a health practice bound by professional secrecy as
// the recipient; records too short to cover an attack; a hedge on which records were on a lost thing),
// written after the change and measured once on the code before and after, never tuned on
// (`npx tsx tooling/breach/readers-measure.ts --session19-untuned`). Test data only; none taken from a
// scenario set.
export const SESSION19_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  everydayHealthOnly: {
    positives: [
      "Die Abrechnung zeigt nur Datum und Tarifpositionen, keine Diagnosen.",
      "Rechnung der Hausarztpraxis ohne medizinische Diagnose an die falsche Adresse.",
      "Im Chat stand, dass Mia eine Erdnussallergie hat.",
      "Liste der Kinder mit Glutenunverträglichkeit für das Lagerkochteam.",
      "Pollenallergie und Notfallmedikament des Schülers im Elternbrief.",
      "Leistungsabrechnung (Physiotherapie-Tarif) ohne Befund.",
    ],
    negatives: [
      "Abrechnung mit Diagnose Brustkrebs an die Nachbarin.",
      "Notfallblatt mit Allergie und Diabetes Typ 1.",
      "Im Chat stand, dass Mia in psychiatrischer Behandlung ist.",
      "Rechnung ohne Diagnose, aber mit dem Vermerk Suchtberatung.",
      "Befund des Allergologen und Medikamente gegen Depression.",
      "Arztbericht nach der Operation.",
    ],
  },
  recipientBound: {
    positives: [
      "Der Bericht ging an eine andere Zahnarztpraxis in Thun.",
      "Per HIN an den falschen Kollegen in der Radiologie geschickt.",
      "Die Überweisung landete an einer Ergotherapeutin im Nachbardorf.",
      "Das Dossier wurde an die falsche Psychologin gemailt.",
      "Befund an die Gemeinschaftspraxis Meier statt an Dr. Huber.",
    ],
    negatives: [
      "Der Bericht ging an die Tierarztpraxis im Dorf.",
      "Belege über Zahlungen an eine Physiotherapiepraxis lagen im falschen Couvert.",
      "Der Brief ging an den Arbeitgeber statt an den Hausarzt.",
      "Die Liste ging an den Fitnesstrainer des Patienten.",
      "Rechnungen an die Praxis wurden dem Nachbarn zugestellt.",
    ],
  },
  recordsFallShort: {
    positives: [
      "Keine Spuren eines Abflusses, die Logs reichen aber nur bis Montag zurück.",
      "Die Protokolle des Servers sind lückenhaft.",
      "Firewall-Logfiles werden nur 3 Tage aufbewahrt.",
      "Verbindungsdaten liegen nur für zwei Tage vor.",
      "Die Logs wurden vom Angreifer überschrieben.",
    ],
    negatives: [
      "Die Logs der ganzen Woche zeigen keinen Abfluss.",
      "Die Protokolle sind vollständig ausgewertet.",
      "Der Angriff dauerte nur 3 Stunden.",
      "Logs bestätigen den Download von 2 GB.",
      "Nur 24 Stunden nach dem Angriff war alles wiederhergestellt.",
    ],
  },
  whatReadOpen: {
    positives: [
      "Auf dem Stick waren die Stundenpläne und eventuell auch die Zeugnisse.",
      "Gestohlen wurde das Tablet; vielleicht auch mit den Patientenakten.",
      "Im Ordner lagen allenfalls noch die Lohnabrechnungen vom Oktober.",
      "Sie ist nicht sicher, ob die Gutachten auf dem Laptop gespeichert waren.",
      "Möglicherweise waren auch Röntgenbilder auf der Festplatte.",
    ],
    negatives: [
      "Stick mit den Zeugnissen evtl. im Bus verloren.",
      "Die Akten waren evtl. verschlüsselt, das Passwort evtl. dabei.",
      "Fotos der Notfallblätter evtl. in Galerien gespeichert.",
      "Der Laptop enthielt die Patientenakten von 40 Personen.",
      "Der Dieb hat den Laptop vielleicht schon verkauft.",
    ],
  },
};
