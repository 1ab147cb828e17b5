// Issue 26, session 12 round 2: the classes of blind split I (heldout19), each as a general rule in German, French and
// Italian, with near misses that must keep their verdict. The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

const classes: Record<string, Case[]> = {
  "representative: a Swiss establishment denied before a compound or as 'neither … nor' is none": [
    [
      "representative",
      "Anbieterin ist die Rheinufer Touren GmbH, Hafenstrasse 4, 79539 Lörrach (Deutschland). Wir haben keine Zweigniederlassung und kein Büro in der Schweiz.",
      "missing",
    ],
    [
      "representative",
      "Le responsable est Alpes Vélo SAS, 12 rue du Lac, 74000 Annecy (France). Nous n'avons ni succursale ni bureau en Suisse.",
      "missing",
    ],
    [
      "representative",
      "Titolare è Laghi Bici S.r.l., Via Roma 5, 22100 Como (Italia). Non abbiamo né filiali né uffici in Svizzera.",
      "missing",
    ],
    // An establishment that exists still makes Art. 14 DSG not apply.
    [
      "representative",
      "Anbieterin ist die Rheinufer Touren GmbH, Hafenstrasse 4, 79539 Lörrach (Deutschland). Unsere Zweigniederlassung in Basel betreut die Kundschaft in der Schweiz.",
      "not_applicable",
    ],
    [
      "representative",
      "Titolare è Laghi Bici S.r.l., Via Roma 5, 22100 Como (Italia). La nostra filiale di Lugano segue la clientela svizzera.",
      "not_applicable",
    ],
  ],
  "recipients: 'working for us' names no kind of recipient": [
    ["recipients", "Wir geben Daten an Firmen weiter, die für uns tätig sind.", "unclear"],
    ["recipients", "Nous transmettons certaines données à des prestataires pour nous décharger.", "unclear"],
    ["recipients", "Trasmettiamo alcuni dati a fornitori per noi.", "unclear"],
    // With their field they are a kind.
    ["recipients", "Wir geben Daten an Firmen für Informatik und Versand weiter.", "found"],
    ["recipients", "Nous transmettons certaines données à des prestataires de paiement.", "found"],
  ],
  "rights: what the law lets one demand names no right": [
    ["rights", "Écrivez-nous si vous voulez savoir ce que la loi vous permet d'exiger.", "unclear"],
    ["rights", "Was Ihnen das Datenschutzgesetz erlaubt, erklären wir Ihnen gerne am Telefon.", "unclear"],
    ["rights", "Le spieghiamo volentieri ciò che la legge le consente di chiedere.", "unclear"],
    // Rights named are rights; a plain data-protection contact is no allusion to them.
    ["rights", "Sie können Auskunft verlangen und falsche Angaben berichtigen lassen.", "found"],
    ["rights", "Fragen zum Datenschutz beantworten wir gerne.", "missing"],
  ],
  "advisor: data-protection questions sent to a contact person with an address of its own": [
    ["advisor", "Per domande sulla protezione dei dati si rivolga alla nostra referente, Anna Bernasconi, privacy@ortoverde.ch.", "found"],
    [
      "advisor",
      "Bei Fragen zum Datenschutz hilft Ihnen unsere Kontaktperson Marco Keller unter datenschutz@gartenbau-keller.ch weiter.",
      "found",
    ],
    [
      "advisor",
      "Pour vos questions sur la protection des données, adressez-vous à notre interlocutrice Léa Monnier, protection.donnees@atelier-monnier.ch.",
      "found",
    ],
    // Under a general address she is a contact, not an advisor.
    ["advisor", "Per domande sulla protezione dei dati si rivolga alla nostra referente, Anna Bernasconi, info@ortoverde.ch.", "missing"],
  ],
  "data from others: someone else enrols the person": [
    ["indirect", "Die Anmeldung für Firmenkurse übernimmt Ihr Arbeitgeber.", "missing"],
    ["indirect", "Pour les cours d'entreprise, l'inscription est faite par votre employeur.", "missing"],
    ["indirect", "Se il corso lo paga il datore di lavoro, l'iscrizione la fa l'azienda.", "missing"],
    // The person's own enrolment is no other source.
    ["indirect", "Die Anmeldung machen Sie selbst über unser Formular.", "not_applicable"],
    ["indirect", "L'iscrizione la fa lei stessa online.", "not_applicable"],
  ],
  "automated decisions: a score against a threshold with its outcome, no person named": [
    [
      "automated",
      "Unser System berechnet eine Punktzahl. Liegt die Punktzahl über dem Schwellenwert, wird der Antrag abgelehnt.",
      "missing",
    ],
    ["automated", "Si le score dépasse le seuil fixé, la demande est refusée.", "missing"],
    ["automated", "Il sistema calcola un punteggio; se il punteggio supera la soglia, la richiesta è respinta.", "missing"],
    // A person acting on the score: no decision by machine shown.
    ["automated", "Liegt die Punktzahl über dem Schwellenwert, prüft eine Mitarbeiterin den Antrag.", "not_applicable"],
    ["automated", "Se il punteggio supera la soglia, una collaboratrice esamina la domanda.", "not_applicable"],
  ],
  "structure: a numbered heading speaks through its sub-numbered lines": [
    ["purposes", "4. Scopi\n4.1 Valutare la domanda e decidere se accettarla.\n4.2 Gestire il contratto e incassare i premi.", "found"],
    ["retention", "9. Durata della conservazione\n9.1 Contratti: 10 anni dalla fine del contratto.", "found"],
    ["retention", "7. Aufbewahrung\n7.1 Verträge: zehn Jahre nach Vertragsende.", "found"],
    ["retention", "6. Conservation\n6.1 Contrats : dix ans après la fin du contrat.", "found"],
    // Sub-numbered lines without a period or a criterion stay unclear.
    ["retention", "9. Durata della conservazione\n9.1 Contratti: finché ci servono.", "unclear"],
  ],
};

describeClasses("classes from blind split I (heldout19), in our own words", classes);
