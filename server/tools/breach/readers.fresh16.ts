// Session 16 (decision 023): phrasings of our own for the one description fact a holdout-18 miss
// turned on that the form has no field for, written before its reader and measured before and after
// (readers-measure.ts --session16). None taken from a scenario set. Test data only: readers.test.ts
// asserts them through readers.phrasings.ts.
export const SESSION16_FRESH: Record<string, { positives: string[]; negatives: string[] }> = {
  // The data carry only codes (pseudonymised) and the list that links codes to persons was not with
  // them: whoever holds the data cannot tell whom they concern.
  pseudonymKeyApart: {
    positives: [
      "Die Datensätze sind pseudonymisiert; die Zuordnungsliste liegt nur auf unserem Server.",
      "Auf dem Stick stehen nur Probandennummern, die Schlüsselliste mit den Namen war nie darauf.",
      "Die Fragebögen tragen nur einen Teilnehmercode. Die Liste, die Codes und Namen verbindet, bewahrt die Studienleitung getrennt auf.",
      "Pseudonymisierte Messwerte; der Schlüssel zur Re-Identifikation ist separat beim Datentreuhänder gespeichert.",
      "Die Dateien enthalten keine Namen, nur Codes. Die Codeliste ist ausschliesslich im Tresor der Klinik.",
      "D Date sind pseudonymisiert, d Zuordnigslischte isch nume bi üs im Büro.",
      "Les données sont pseudonymisées ; la table de correspondance est conservée séparément sur le serveur.",
      "I dati sono pseudonimizzati; la chiave di corrispondenza è conservata separatamente.",
      "Nur Studiencodes auf dem Laptop, die Zuordnung zu den Namen ist getrennt abgelegt und nicht betroffen.",
      "Die Proben sind mit Nummern codiert; die Liste mit den Namen befand sich nicht auf dem Gerät.",
    ],
    negatives: [
      "Die Daten sind pseudonymisiert, aber die Zuordnungsliste lag im selben Ordner.",
      "Auf dem Laptop waren die Messwerte und auch die Schlüsselliste mit den Namen.",
      "Die Daten sollten pseudonymisiert werden, das war aber noch nicht geschehen.",
      "Die Daten waren nicht pseudonymisiert, sondern mit vollen Namen.",
      "Die Fragebögen tragen Name und Geburtsdatum der Teilnehmenden.",
      "Die Codeliste wurde zusammen mit den Rohdaten gestohlen.",
      "Les données étaient pseudonymisées, mais la table de correspondance se trouvait sur la même clé.",
      "Die Daten sind verschlüsselt, der Schlüssel liegt getrennt auf dem Server.",
      "Die Teilnehmenden sind über ihre Codes leicht zu erkennen, da die Gruppe nur acht Personen umfasst und Alter und Wohnort dabeistehen.",
      "Ob die Zuordnungsliste auch auf dem Laptop war, wissen wir noch nicht.",
    ],
  },
};

// Written after the reader, measured once (readers-measure.ts --session16-untuned), never tuned on.
export const SESSION16_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  pseudonymKeyApart: {
    positives: [
      "Die Tabelle enthält nur Fallnummern; welche Nummer zu welchem Patienten gehört, weiss nur das Sekretariat.",
      "Die Blutwerte sind anonymisiert mit einer Laufnummer erfasst, der Schlüssel ist bei der Ethikkommission hinterlegt.",
      "Es handelt sich um pseudonymisierte Rohdaten, die Re-Identifikationstabelle liegt auf einem anderen System.",
      "Les questionnaires ne portent qu'un code ; la liste des noms est gardée à part par le médecin responsable.",
      "Sul disco c'erano solo codici, l'elenco con i nomi è custodito altrove.",
      "Uf em Stick sind nume Nummere gsi, d Namensliste isch im Schrank bi de Studieleiterin.",
    ],
    negatives: [
      "Die Tabelle enthält Fallnummern und die Namen der Patienten.",
      "Pseudonymisiert waren nur die Fragebögen, die Einwilligungen mit Namen lagen im gleichen Ordner.",
      "Die Zuordnungsliste ist ebenfalls abhandengekommen.",
      "Der Schlüssel zur Verschlüsselung ist getrennt gespeichert.",
      "Les données portent un code, mais la liste des noms était dans la même sacoche.",
      "I dati erano pseudonimizzati, ma anche la lista dei nomi era sul portatile.",
    ],
  },
};
