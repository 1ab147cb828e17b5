// Session 18 (decision 023): phrasings of our own for the readers this session changed or added (a
// member of the organisation's own staff as the one who looked; which records were opened named as
// open), written after the change and measured once on the code before and after, never tuned on
// (`npx tsx tooling/breach/readers-measure.ts --session18-untuned`). Test data only; none taken from a
// scenario set.
export const SESSION18_UNTUNED: Record<string, { positives: string[]; negatives: string[] }> = {
  ownStaffReader: {
    positives: [
      "Ein Lehrling am Schalter hat die Kontodaten seines Onkels abgefragt.",
      "Die Praxisassistentin schaute ohne Grund in die Krankengeschichte ihrer Schwägerin.",
      "Ein Mitarbeiter des Supports hat die Bestellungen einer Bekannten durchgesehen.",
      "Unsere Buchhalterin hat die Lohnblätter der Geschäftsleitung geöffnet.",
      "Un employé du guichet a consulté le dossier de son voisin.",
      "Än Aagstellte vom Empfang het i d Akte vo sim Kolleg gluegt.",
    ],
    negatives: [
      "Ein Angreifer hat sich mit dem Passwort eines Mitarbeiters eingeloggt und Akten geöffnet.",
      "Eine frühere Mitarbeiterin hat noch Zugriff auf die Kundenliste.",
      "Ein Unbekannter hat die Dossiers über die Lücke abgerufen.",
      "Der Brief ging an einen Kunden mit gleichem Namen.",
      "Ein Hacker übernahm das Konto einer Sachbearbeiterin.",
      "Der Laptop wurde aus dem Auto gestohlen.",
    ],
  },
  whatReadOpen: {
    positives: [
      "Die drei haben das Verzeichnis geöffnet; welche Protokolle sie angesehen haben, wissen wir nicht.",
      "Ob unter den geöffneten Dateien auch die Arztberichte waren, ist noch offen.",
      "Was genau in den eingesehenen Ordnern lag, klären wir noch ab.",
      "Welche Dossiers der Praktikant aufgerufen hat, ist unklar.",
      "On ignore encore quels dossiers ont été ouverts.",
      "Welche Einträge angeschaut wurden, steht noch aus.",
    ],
    negatives: [
      "Die drei haben die Arztberichte von zwei Kollegen gelesen.",
      "Welche Dossiers geöffnet wurden, zeigt das Protokoll: nur das eigene.",
      "Der Ordner enthielt die Lohnabrechnungen aller Angestellten.",
      "Ob der Empfänger gelöscht hat, ist noch offen.",
      "Die Zugriffe waren unberechtigt; die Mitarbeiterin ist freigestellt.",
      "Das Audit zeigt, welche Akten geöffnet wurden.",
    ],
  },
};
