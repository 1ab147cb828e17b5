// Session 17 (decision 023): phrasings of our own for the three readers whose carry-over variations
// failed (classes19.test.ts), written before the warning and pseudonym readers changed and measured on
// the code before and after, never tuned on (`npx tsx tooling/breach/readers-measure.ts
// --session17-untuned`). Other verbs, negation and its scope, a fact corrected later, Swiss German,
// French and Italian. Test data only; none taken from a scenario set.
export const SESSION17_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  fixedWithoutEffect: {
    positives: [
      "Der Fehler ist behoben; es wurde keine einzige Police mit den falschen Angaben ausgestellt.",
      "Wir haben die Zuordnung korrigiert, bevor die Lohnabrechnungen verschickt wurden.",
      "Das Update wurde rückgängig gemacht, keine Mahnung ist rausgegangen.",
      "Der Fehler wurde berichtigt, noch bevor ein Rezept ausgedruckt wurde.",
      "Le problème a été corrigé avant l'envoi des factures.",
      "S Problem isch behobe, es isch kei Rächnig verschickt worde.",
    ],
    negatives: [
      "Der Fehler ist behoben, aber die Policen mit den falschen Angaben wurden schon verschickt.",
      "Der Fehler ist noch nicht behoben; bisher wurde keine Police ausgestellt.",
      "Wir haben den Fehler korrigiert. Zwei Kunden haben bereits auf die falsche Rechnung hin bezahlt.",
      "Behoben ist nichts, die Mahnungen sind draussen.",
      "Keine Mahnung wurde verschickt, der Fehler besteht aber weiterhin.",
      "Bevor wir den Fehler fanden, wurden 40 Abrechnungen versandt.",
    ],
  },
  personsAlreadyWarned: {
    positives: [
      "Wir haben alle Betroffenen noch in der gleichen Nacht per SMS vor Betrugsanrufen gewarnt.",
      "Die Mitglieder wurden gestern in einem Rundschreiben über den Vorfall informiert.",
      "Eine Warnung vor gefälschten Rechnungen ging am Montag an sämtliche Kunden raus.",
      "Unsere Kundschaft ist bereits benachrichtigt worden.",
      "Nous avons déjà averti tous les clients par e-mail.",
      "Mir händ all Mitglieder scho gwarnt.",
    ],
    negatives: [
      "Wir werden die Kunden noch diese Woche warnen.",
      "Die Betroffenen wurden noch nicht informiert.",
      "Eine Warnung an die Kunden ist vorbereitet, aber nicht verschickt.",
      "Die Polizei hat uns vor Phishing gewarnt.",
      "Wir überlegen, ob wir die Mitglieder informieren.",
      "Nous n'avons pas encore averti les clients.",
    ],
  },
  pseudonymKeyApart: {
    positives: [
      "Auf der Liste stehen nur Probencodes mit Alter und Befund; die Schlüsselliste zu den Codes liegt im Tresor der Klinik.",
      "Die Fragebögen tragen statt Namen eine Kennziffer, und welche Ziffer zu wem gehört, steht nur im Register der Studienleitung.",
      "Die Auswertung enthält Teilnehmer-IDs, die Zuordnung zu den Namen hat nur das Studienzentrum.",
      "Sur la clé USB, les patients ne figurent que sous un numéro; la table qui relie les numéros aux noms reste à l'hôpital.",
      "I campioni sono identificati da un codice, la tabella di corrispondenza è conservata solo in laboratorio.",
      "Uf de Lischte händ nume Code gstande, d Zuordnig isch im Büro vom Studieleiter.",
    ],
    negatives: [
      "Die Proben tragen Codes, aber die Schlüsselliste lag im gleichen Koffer.",
      "Die Liste enthält Namen, Geburtsdaten und Befunde der Patienten.",
      "Der Zugangscode zum Tresor ist nur der Leiterin bekannt.",
      "Die Teilnehmer-IDs und die Namen stehen in derselben Tabelle.",
      "Les questionnaires portent un code, mais la liste des noms était aussi sur la clé.",
      "Die Schlüsselliste zu den Codes ist ebenfalls verschwunden.",
    ],
  },
};
