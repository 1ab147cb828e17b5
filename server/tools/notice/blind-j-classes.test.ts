// Issue 26, session 13: the classes of blind split J (heldout20), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict. The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

export const BLIND_J_CLASSES: Record<string, Case[]> = {
  "structure: a heading by its form (a question on its own line, a long line over sub-numbered lines) speaks through what follows": [
    [
      "purposes",
      "Weshalb bewahrt unsere Hausverwaltung die Angaben der Mieterinnen und Mieter auf?\nUm die Mietverträge zu verwalten und die Nebenkosten abzurechnen.",
      "found",
    ],
    [
      "purposes",
      "À quelles fins notre cabinet d'architectes utilise-t-il les coordonnées de ses clients ?\nPour établir les devis, suivre les chantiers et facturer nos honoraires.",
      "found",
    ],
    [
      "purposes",
      "5. Angaben, die wir über die Teilnehmenden erfassen, und Zwecke dieser Erfassung\n5.1 Anmeldedaten: zur Einteilung in die Kursgruppen.\n5.2 Zahlungsdaten: zur Verbuchung der Kursgebühren.",
      "found",
    ],
    [
      "purposes",
      "4. Dati che raccogliamo sui partecipanti e finalità della raccolta\n4.1 Dati di iscrizione: per formare i gruppi dei corsi.",
      "found",
    ],
    // Near misses: a question over a generic label stays unclear; a long sentence that ends with a full stop is no heading.
    ["purposes", "Wofür verwendet die Stiftung die Angaben ihrer Gönnerinnen und Gönner?\nFür die Zwecke der Stiftung.", "unclear"],
    ["purposes", "Dans quel but l'association garde-t-elle les données de ses bénévoles ?\nPour les besoins de l'association.", "unclear"],
  ],
  "purposes: a statement that points to a numbered section ('nach Ziff. 2') is judged there": [
    [
      "purposes",
      "2. Zwecke\n2.1 Zur Vertragsabwicklung und zur Rechnungsstellung.\n\nWir werten die Daten nur für die Zwecke nach Ziff. 2 aus.",
      "found",
    ],
    [
      "purposes",
      "2. Finalità\n2.1 Per la gestione delle iscrizioni e la fatturazione.\n\nUsiamo i dati solo per gli scopi di cui al punto 2.",
      "found",
    ],
    // Near miss: the label alone, pointing nowhere, is unclear.
    ["purposes", "Wir werten die Daten nur für unsere eigenen Zwecke aus.", "unclear"],
  ],
  "automated decisions: a program that screens out or rejects an application by itself is a decision shown": [
    ["automated", "Anträge ohne gültige Versichertennummer filtert das System heraus; der Antragsteller erhält eine Absage.", "missing"],
    ["automated", "Les inscriptions incomplètes sont rejetées par le logiciel, qui en informe aussitôt la personne.", "missing"],
    ["automated", "Le domande senza certificato sono respinte dalla piattaforma, che avvisa subito il richiedente.", "missing"],
    // Near misses: a program that orders or counts, and people who decide, show no automated decision.
    ["automated", "Das System sortiert die Anträge nach Dringlichkeit; entscheiden wird eine Sachbearbeiterin.", "not_applicable"],
    ["automated", "Le logiciel compte les inscriptions ; une collaboratrice examine chacune d'elles.", "not_applicable"],
    ["automated", "La piattaforma raccoglie le domande; decide la commissione.", "not_applicable"],
  ],
  "recipients: a kind named where giving is denied names no recipient; our own staff for their tasks are none": [
    [
      "recipients",
      "Ihrer Krankenkasse geben wir keine Angaben weiter. Mit befreundeten Organisationen teilen wir Daten, wenn es nützt.",
      "unclear",
    ],
    [
      "recipients",
      "Nous ne transmettons rien à votre commune. Nous partageons des données avec des structures partenaires au besoin.",
      "unclear",
    ],
    [
      "recipients",
      "Wer hat Zugriff auf meine Angaben?\nUnsere Sekretärinnen und das Büropersonal, jeweils für ihre Aufgaben. Ausserdem geben wir Daten an Partnerorganisationen weiter.",
      "unclear",
    ],
    [
      "recipients",
      "Chi può vedere i miei dati?\nLe segretarie e il personale dell'ufficio, ciascuno per i propri compiti. Inoltre trasmettiamo dati a enti partner.",
      "unclear",
    ],
    // Near misses: a restriction ("nur an", "qu'à") is no denial; an external kind beside our staff is named.
    ["recipients", "Wir geben Ihre Daten nicht an Werbefirmen, sondern nur an unsere Bank für die Zahlungen weiter.", "found"],
    ["recipients", "Nous ne transmettons vos données qu'à notre fiduciaire.", "found"],
    [
      "recipients",
      "Unsere Mitarbeitenden sehen die Daten, jeweils für ihre Aufgaben. Die Lohndaten geben wir an unsere Treuhänderin weiter.",
      "found",
    ],
    ["recipients", "Non comunichiamo dati a nessuno.", "found"],
  ],
  "data from others: a third party that informs us is a source; rented lists show that the item applies": [
    ["indirect", "Gelegentlich erteilt uns auch Ihre frühere Schule Auskunft.", "unclear"],
    ["indirect", "Votre ancien bailleur peut aussi nous renseigner sur votre solvabilité.", "found"],
    ["indirect", "Talvolta ci informa anche il suo datore di lavoro.", "unclear"],
    ["indirect", "Für Werbebriefe nutzen wir zugekaufte Adresslisten. Sonst stammen alle Angaben von Ihnen.", "missing"],
    ["indirect", "Pour nos appels aux dons, nous utilisons des listes d'adresses louées. Le reste vient de vous.", "missing"],
    // Near misses: the person informs us; our own list of members is no rented list.
    ["indirect", "Sie geben uns Auskunft über Ihre Wünsche, wenn Sie sich anmelden.", "not_applicable"],
    ["indirect", "Si vous nous renseignez sur vos allergies, nous en tenons compte.", "not_applicable"],
    ["indirect", "Unsere Mitgliederliste führen wir selbst; alle Angaben stammen von Ihnen.", "not_applicable"],
  ],
  "rights: claims the law gives are an allusion; what one may do with one's file names the rights": [
    ["rights", "Die Ansprüche, die das Datenschutzrecht Ihnen gibt, können Sie bei uns geltend machen.", "unclear"],
    ["rights", "Vous pouvez faire valoir auprès de nous toutes vos prétentions selon la LPD.", "unclear"],
    ["rights", "Può far valere presso di noi le pretese previste dalla LPD.", "unclear"],
    ["rights", "Sie dürfen Ihre Patientenakte jederzeit einsehen und Fehler berichtigen lassen.", "found"],
    ["rights", "Vous avez le droit d'accéder à votre dossier et d'en demander l'effacement.", "found"],
    ["rights", "Può consultare il suo fascicolo e chiedere la rettifica dei dati inesatti.", "found"],
    // Near miss: reaching something else names no right.
    ["rights", "Vous pouvez accéder à notre site pour vous inscrire.", "missing"],
  ],
  "version: a revision numbered with 'n°' and its date, an Italian update label with a month": [
    ["version", "Révision n° 4 du 3 mars 2026", "found"],
    ["version", "Revisione n. 3 del 2 maggio 2026", "found"],
    ["version", "Aggiornamento: novembre 2026", "found"],
    // Near miss: a number that is no revision.
    ["version", "Rufen Sie uns an: Nr. 5 im Telefonbuch.", "missing"],
  ],
  "abroad: a region that is no defined group of states names no state": [
    ["abroad", "Die Buchungsdaten liegen bei einem Anbieter in Südamerika.", "unclear"],
    ["abroad", "Nos sauvegardes se trouvent chez un prestataire en Scandinavie.", "unclear"],
    ["abroad", "Le fatture sono archiviate presso un fornitore nei paesi nordici.", "unclear"],
    // Near misses: a state named with the Federal Council's adequacy, and the EU as a defined group, are named.
    ["abroad", "Die Buchungsdaten liegen bei einem Anbieter in Finnland, einem Staat mit angemessenem Schutz nach Anhang 1 DSV.", "found"],
    [
      "abroad",
      "Nos sauvegardes se trouvent dans l'Union européenne, dont les États offrent une protection adéquate selon l'annexe 1 OPDo.",
      "found",
    ],
  ],
};

describeClasses("blind split J's classes, in our own words", BLIND_J_CLASSES);
