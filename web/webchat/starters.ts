// One question per kind of situation people bring: access request, data breach, marketing,
// AI tools at work, documentation duties, transfers abroad.
export const STARTER_QUESTIONS = [
  "Ein Mitarbeiter verlangt Einsicht in sein Personaldossier. Bis wann müssen wir antworten?",
  "Unsere Praxis wurde von einem Verschlüsselungstrojaner getroffen. Was müssen wir jetzt tun?",
  "Dürfen wir unseren Newsletter an alle Kundinnen und Kunden schicken?",
  "Dürfen Mitarbeitende Kundenmails in ChatGPT kopieren?",
  "Brauchen wir ein Verzeichnis der Bearbeitungstätigkeiten?",
  "Dürfen wir Kundendaten in eine Cloud in den USA auslagern?",
];
