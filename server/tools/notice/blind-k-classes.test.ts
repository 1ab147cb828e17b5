// Issue 26, session 14: the classes of blind split K (heldout21), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict. The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

export const BLIND_K_CLASSES: Record<string, Case[]> = {
  "purposes: a compound heading ('Bearbeitungszwecke') over its list speaks through the list": [
    [
      "purposes",
      "3. Nutzungszwecke\n3.1 Vermietung der Wohnungen und Inkasso der Mietzinse.\n3.2 Versand der Mieterinformationen.",
      "found",
    ],
    ["purposes", "Verwendungszwecke\n- Organisation der Trainingslager\n- Einzug der Mitgliederbeiträge", "found"],
    // Near misses: the compound in a sentence is no heading; a compound heading over a label alone stays unclear.
    ["purposes", "Als Zahlungszweck vermerken Sie bitte Ihre Kundennummer.", "missing"],
    ["purposes", "Bearbeitungszwecke\nWir bearbeiten die Daten für unsere Vereinszwecke.", "unclear"],
  ],
  "purposes: a question heading about what is done with the data speaks through its answer": [
    ["purposes", "Was machen Sie mit meiner Telefonnummer?\nWir rufen Sie an, um Liefertermine zu vereinbaren.", "found"],
    ["purposes", "Que fait le club de mes coordonnées ?\nL'envoi des convocations et la facturation des cotisations.", "found"],
    ["purposes", "Cosa fate con il mio indirizzo e-mail?\nL'invio delle conferme di prenotazione.", "found"],
    // Near miss: a question about what happens at a time is about keeping, not a purpose heading.
    ["purposes", "Was passiert mit meinen Daten nach der Kündigung?\nSie werden nach zwei Jahren gelöscht.", "missing"],
    // A question heading over a generic label stays unclear.
    ["purposes", "Per che cosa usate i miei dati?\nPer le finalità dell'associazione.", "unclear"],
  ],
  "purposes: our mission with any verb is a label, not an activity": [
    ["purposes", "Ihre Spende und Ihre Adresse verwenden wir, um unseren Auftrag als Hilfswerk wahrzunehmen.", "unclear"],
    ["purposes", "Ces données nous servent pour mener à bien notre mission auprès des réfugiés.", "unclear"],
    ["purposes", "Trattiamo questi dati per portare avanti la nostra missione educativa.", "unclear"],
    // Near misses: the mission beside an activity of its own in the same sentence is found; a customer's order is no mission.
    ["purposes", "Wir verwenden Ihre Adresse für den Versand der Spendenbestätigung, um unsere Mission zu erfüllen.", "found"],
    ["purposes", "Nous utilisons votre adresse pour exécuter votre commande.", "found"],
  ],
  "retention: a table's column of keeping gives the periods in its rows": [
    [
      "retention",
      "Daten | Verwendung | Wie lange\nAnmeldung | Kursplanung | bis Ende des Kursjahres\nRechnungen | Buchhaltung | 10 Jahre",
      "found",
    ],
    ["retention", "Catégorie de données | But | Durée\nInscription | organisation | 2 ans après le camp", "found"],
    ["retention", "Categoria di dati | Scopo | Durata\nIscrizione | organizzazione | 3 anni dopo il corso", "found"],
    // Near misses: a table without a keeping column says nothing about keeping; a keeping column without a period is unclear.
    ["retention", "Daten | Verwendung | Empfänger\nAnmeldung | Kursplanung | Kursleitung", "missing"],
    ["retention", "Daten | Verwendung | Dauer\nAnmeldung | Kursplanung | so lange wie nötig", "unclear"],
  ],
  "advisor: a data-protection contact by role or by a labelled line, with a name or an address of its own": [
    ["advisor", "Datenschutzanfragen: privacy@schreinerei-gerber.ch", "found"],
    ["advisor", "Questions relatives à la protection des données : protection@cabinet-roux.ch", "found"],
    ["advisor", "Il nostro addetto alla protezione dei dati, signor Luca Brenni, risponde a privacy@brenni-sa.ch.", "found"],
    ["advisor", "Notre correspondante pour la protection des données, Mme Anne Cottier, répond à vos questions.", "found"],
    // Near misses: the role without a name or an address of its own is unclear; a person merely in charge ("chargée de")
    // needs an address of its own (blindD/E); a general address under a data-protection label, and the federal
    // commissioner, are no advisor.
    ["advisor", "Notre correspondante pour la protection des données répond à vos questions à info@cabinet-roux.ch.", "unclear"],
    ["advisor", "Notre chargée de la protection des données, Mme Anne Cottier, répond à vos questions.", "missing"],
    ["advisor", "Unsere Verantwortliche für den Datenschutz, Frau Nina Keller, erreichen Sie unter 044 123 45 67.", "found"],
    ["advisor", "Datenschutzanfragen: info@schreinerei-gerber.ch", "missing"],
    ["advisor", "Puoi rivolgerti all'Incaricato federale della protezione dei dati e della trasparenza.", "missing"],
  ],
  "abroad: a negated provider outside Switzerland, or a question about abroad answered no, settles the item": [
    ["abroad", "Unsere Website hostet eine Firma in Luzern; mit keinen Dienstleistern im Ausland arbeiten wir zusammen.", "found"],
    ["abroad", "Nous ne faisons appel à aucun hébergeur situé hors de Suisse.", "found"],
    ["abroad", "I dati vanno all'estero?\nNo. Tutti i nostri fornitori hanno sede in Ticino.", "found"],
    // Near misses: some providers abroad without a state stay unclear, so does a "no" followed by an exception.
    ["abroad", "Alcuni fornitori hanno sede fuori dalla Svizzera.", "unclear"],
    ["abroad", "Gehen Daten ins Ausland?\nNein, ausser an einzelne Anbieter ausserhalb der Schweiz.", "unclear"],
  ],
  "data from others: documents received from a named source are a source statement (unclear without their kind)": [
    ["indirect", "Nous recevons également les dossiers de l'office AI.", "found"],
    ["indirect", "Nous recevons parfois des documents de votre employeur.", "unclear"],
    // Near misses: from the person herself is no source; "de" inside the occasion is no source.
    ["indirect", "Nous recevons les formulaires de votre part par courrier.", "not_applicable"],
    ["indirect", "Nous recevons les inscriptions lors de la journée portes ouvertes.", "not_applicable"],
  ],
  "data from others: a case that third parties report to us shows the item without stating it": [
    ["indirect", "Die Gemeinde und Nachbarn melden uns regelmässig Fälle von Vernachlässigung.", "missing"],
    ["indirect", "Les services sociaux nous signalent des situations de détresse.", "missing"],
    ["indirect", "Le scuole ci segnalano casi di disagio giovanile.", "missing"],
    // Near misses: the reader who reports, in any form of address, is no third party.
    ["indirect", "Wenn Sie uns einen Vorfall melden, antworten wir innert zwei Tagen.", "not_applicable"],
    ["indirect", "Si vous nous signalez un incident, nous vous répondons rapidement.", "not_applicable"],
    ["indirect", "Se ci segnala un cambio di indirizzo, aggiorniamo subito la scheda.", "not_applicable"],
  ],
};

describeClasses("blind split K's classes, in our own words", BLIND_K_CLASSES);
