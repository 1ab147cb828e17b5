// Issue 26, session 19: the classes of blind split P (heldout26), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict; and the item's own section for purposes and retention. The sentences
// are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

export const BLIND_P_CLASSES: Record<string, Case[]> = {
  "recipients: a catch-all in a list of recipients is not closed by its siblings": [
    [
      "recipients",
      "Wir geben Angaben an die Gemeinde weiter, soweit das für die Bewilligung nötig ist, und an Dritte, wenn es der Betrieb erfordert.",
      "unclear",
    ],
    ["recipients", "Wir übermitteln Daten an unsere Partner, an Banken und an Versicherer.", "unclear"],
    [
      "recipients",
      "Vos données peuvent être transmises à nos partenaires, à des banques, ainsi qu'à d'autres tiers si nécessaire.",
      "unclear",
    ],
    ["recipients", "Nous communiquons vos données à la commune et à des tiers lorsque cela est nécessaire.", "unclear"],
    ["recipients", "I dati possono essere comunicati ai nostri partner, alle banche e ad altri terzi se necessario.", "unclear"],
    ["recipients", "Comunichiamo i dati al Comune e ad altri terzi quando è necessario.", "unclear"],
    // Near misses: the kinds qualify the catch-all, or there is no catch-all at all.
    ["recipients", "Wir geben Daten an Dritte weiter, insbesondere an Banken und Versicherer.", "found"],
    ["recipients", "Nous transmettons vos données à des tiers, à savoir nos fiduciaires et la banque.", "found"],
    ["recipients", "Comunichiamo i dati a terzi, ad esempio alle banche e ai corrieri.", "found"],
    ["recipients", "Wir geben Daten an die Gemeinde und an die Krankenkasse weiter.", "found"],
  ],
  "retention: an event that only starts the clock of 'as long as needed' gives no period": [
    ["retention", "Nach Vertragsende löschen wir die Angaben, sobald wir sie nicht mehr brauchen.", "unclear"],
    ["retention", "Après la fin du contrat, nous supprimons les données lorsqu'elles ne sont plus nécessaires.", "unclear"],
    ["retention", "Dopo la disdetta cancelliamo i dati quando non sono più necessari.", "unclear"],
    // Near misses: the event is the criterion, or a period follows.
    ["retention", "Nach dem Ende des Vertrags löschen wir die Angaben.", "found"],
    ["retention", "Nous supprimons les données à la fin du contrat.", "found"],
    ["retention", "Cancelliamo i dati dopo la disdetta, al più tardi entro sei mesi.", "found"],
  ],
  "retention: 'as long as needed for the purposes above' points at the purposes, not at a period": [
    ["retention", "Wir bewahren Ihre Daten so lange auf, wie es für die oben genannten Zwecke nötig ist.", "unclear"],
    [
      "retention",
      "Vos données sont conservées aussi longtemps que nécessaire aux fins pour lesquelles elles ont été recueillies.",
      "unclear",
    ],
    ["retention", "Conserviamo i dati per il periodo necessario alle finalità sopra indicate.", "unclear"],
    // Near miss: the need is measured by a criterion in the same sentence.
    ["retention", "Wir bewahren Ihre Daten so lange auf, wie es für die genannten Zwecke nötig ist, längstens zwei Jahre.", "found"],
  ],
  "retention: the item's own section decides, not a period said in passing elsewhere": [
    [
      "retention",
      "Cookies\n\nDas Sitzungs-Cookie wird nach 24 Stunden gelöscht.\n\nAufbewahrung\n\nWir bewahren Ihre Daten auf, solange wir das für richtig halten.",
      "unclear",
    ],
    [
      "retention",
      "Journaux\n\nLes journaux du serveur sont effacés après 30 jours.\n\nDurée de conservation\n\nNous gardons vos données aussi longtemps que nécessaire.",
      "unclear",
    ],
    [
      "retention",
      "Log del server\n\nI log sono cancellati dopo 14 giorni.\n\nPer quanto tempo conserviamo i dati\n\nConserviamo i suoi dati finché lo riteniamo utile.",
      "unclear",
    ],
    // Near miss: the section gives a period.
    [
      "retention",
      "Cookies\n\nDas Cookie läuft nach 24 Stunden ab.\n\nAufbewahrung\n\nWir löschen Ihre Daten zwei Jahre nach dem letzten Einkauf.",
      "found",
    ],
  ],
  "purposes: the item's own section decides; serving a purpose with a pronoun, 'dazu' or a dative label": [
    [
      "purposes",
      "Newsletter\n\nWir verwenden Ihre Adresse, um den Newsletter zu versenden.\n\nWofür wir Ihre Daten brauchen\n\nDie Daten dienen ausschliesslich Vereinszwecken.",
      "unclear",
    ],
    [
      "purposes",
      "Newsletter\n\nNous utilisons votre adresse pour envoyer la lettre d'information.\n\nÀ quelles fins ?\n\nLes données servent aux fins de l'association.",
      "unclear",
    ],
    [
      "purposes",
      "Newsletter\n\nUsiamo il suo indirizzo per inviare la newsletter.\n\nFinalità del trattamento\n\nI dati servono a scopi associativi.",
      "unclear",
    ],
    ["purposes", "Sie dienen der Planung der Trainings und dem Versand der Rechnungen.", "found"],
    ["purposes", "Die Angaben dienen uns dazu, Ihre Bestellung zu liefern.", "found"],
    ["purposes", "Vos données nous servent au traitement des commandes.", "found"],
    ["purposes", "I suoi dati servono alla gestione delle iscrizioni ai corsi.", "found"],
    // Near miss: the section names an activity although a label stands beside it.
    [
      "purposes",
      "Wofür wir Ihre Daten brauchen\n\nFür Vereinszwecke, namentlich die Mitgliederverwaltung und den Versand der Rechnungen.",
      "found",
    ],
  ],
  "data from others: the reader's own role after 'de' names whose data, not a source": [
    ["indirect", "Lors de l'adhésion, nous recueillons le nom du membre et l'adresse de l'enfant.", "not_applicable"],
    ["indirect", "Nous recevons les coordonnées du client et de son assurance.", "not_applicable"],
    // The same content in German and Italian has no such ambiguity and stays not applicable.
    ["indirect", "Bei der Anmeldung erfassen wir den Namen des Mitglieds und die Adresse des Kindes.", "not_applicable"],
    ["indirect", "All'iscrizione raccogliamo il nome del socio e l'indirizzo del bambino.", "not_applicable"],
    // Near misses: another party after "de" is a source; with nothing said of what it gives, unclear.
    ["indirect", "Nous recevons des renseignements de l'école précédente.", "unclear"],
    ["indirect", "Nous recevons les bulletins de l'école précédente.", "found"],
  ],
  "data from others: the reader giving through our questionnaire or form, 'Lei' left out": [
    ["indirect", "Per alcuni prodotti, ci fornisce anche dati sulla sua salute tramite il questionario online.", "not_applicable"],
    ["indirect", "Quando ordina, ci comunica l'indirizzo compilando il modulo.", "not_applicable"],
    ["indirect", "Le questionnaire de santé nous transmet vos réponses.", "not_applicable"],
    ["indirect", "Der Fragebogen auf der Website schickt uns Ihre Antworten.", "not_applicable"],
    // Near misses: another party as the subject is a source.
    ["indirect", "Il suo medico ci trasmette i referti.", "found"],
    ["indirect", "Il laboratorio ci invia i risultati delle analisi tramite il modulo elettronico.", "found"],
  ],
  "controller: a question who is behind the service heads the controller": [
    [
      "controller",
      "Wer steht hinter der App?\n\nBeispiel Digital GmbH\nHauptstrasse 1\n10115 Berlin\nE-Mail: info@beispiel.example",
      "found",
    ],
    [
      "controller",
      "Qui se cache derrière l'application ?\n\nExemple Numérique SA\nRue du Lac 2\n1003 Lausanne\ninfo@exemple.example",
      "found",
    ],
    ["controller", "Chi c'è dietro l'app?\n\nEsempio Digitale SA\nVia Nassa 3\n6900 Lugano\ninfo@esempio.example", "found"],
    // Near miss: the question without anyone named under it.
    ["controller", "Wer steht hinter der App?\n\nEin kleines Team, das gerne Musik macht.", "missing"],
  ],
};

describeClasses("blind split P classes (session 19)", BLIND_P_CLASSES);
