// Issue 26, session 20: the classes of blind split Q (heldout27), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict. The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

const SECTION_END = "\n\nZahlung\n\nDie Zahlung läuft über unseren Zahlungsdienstleister.";

export const BLIND_Q_CLASSES: Record<string, Case[]> = {
  "purposes: who helps us in our work describes the helpers, it states no purpose": [
    [
      "purposes",
      "Wir verwenden Ihre Daten, um Offerten zu erstellen. Wir ziehen Firmen bei, die uns bei unserer Tätigkeit unterstützen.",
      "found",
    ],
    [
      "purposes",
      "Wir bearbeiten Ihre Angaben, um Termine zu vereinbaren. Dienstleister, die uns bei unseren Aufgaben helfen, erhalten nur das Nötige.",
      "found",
    ],
    [
      "purposes",
      "Nous utilisons vos données pour envoyer les factures. Des prestataires qui nous assistent dans nos activités y ont accès.",
      "found",
    ],
    ["purposes", "Utilizziamo i dati per organizzare i corsi. Ci avvaliamo di fornitori che ci supportano nelle nostre attività.", "found"],
    // Near misses: our own tasks as the purpose stay a label.
    ["purposes", "Wir bearbeiten Ihre Daten zur Erfüllung unserer Aufgaben.", "unclear"],
    ["purposes", "Nous traitons vos données pour l'accomplissement de nos tâches.", "unclear"],
    ["purposes", "Trattiamo i dati per lo svolgimento delle nostre attività.", "unclear"],
  ],
  "recipients: a catch-all with a modal and the verb last": [
    ["recipients", "Wir liefern über die Post. Bei Bedarf können wir Ihre Daten an Partner weitergeben.", "unclear"],
    ["recipients", "Wir liefern über die Post. Wir können Ihre Angaben mit unseren Partnern teilen.", "unclear"],
    ["recipients", "Nous livrons par la poste. Nous pouvons partager vos données avec nos partenaires.", "unclear"],
    ["recipients", "Consegniamo tramite la posta. Possiamo condividere i dati con i nostri partner.", "unclear"],
    // Near misses: the catch-all names its kind, or the recipient is named.
    ["recipients", "Wir können Ihre Daten an Dritte wie Banken und Versicherer weitergeben.", "found"],
    ["recipients", "Wir können Ihre Daten an die Post weitergeben.", "found"],
    ["recipients", "Nous pouvons partager vos données avec nos partenaires tels que les transporteurs.", "found"],
  ],
  "recipients: a denial settles the own section only when it gives to no catch-all": [
    ["recipients", `Weitergabe\n\nWir können Ihre Daten mit unseren Partnern teilen. Wir verkaufen keine Daten.${SECTION_END}`, "unclear"],
    [
      "recipients",
      `Partage des données\n\nNous pouvons partager vos données avec nos partenaires. Nous ne vendons jamais vos données.${SECTION_END}`,
      "unclear",
    ],
    [
      "recipients",
      `A chi comunichiamo i dati\n\nPossiamo condividere i dati con i nostri partner. Non vendiamo mai i suoi dati.${SECTION_END}`,
      "unclear",
    ],
    // Near misses: a section that only denies settles the item; one that names the partners' kind is found.
    ["recipients", `Weitergabe\n\nWir geben keine Daten an Dritte weiter.${SECTION_END}`, "found"],
    ["recipients", `Partage des données\n\nNous ne transmettons vos données à aucun tiers.${SECTION_END}`, "found"],
    [
      "recipients",
      `Weitergabe\n\nWir teilen Daten mit unseren Partnern, etwa mit der Druckerei. Wir verkaufen keine Daten.${SECTION_END}`,
      "found",
    ],
  ],
  "recipients: the activities of an organisation say what a need is for, not who receives": [
    ["recipients", "Wir geben Daten an Dritte weiter, soweit es die Tätigkeit der Schule erfordert.", "unclear"],
    ["recipients", "Wir geben Daten an Dritte weiter, soweit es für den Betrieb der Bank nötig ist.", "unclear"],
    ["recipients", "Nous transmettons vos données à des tiers si nécessaire pour les activités de l'école.", "unclear"],
    ["recipients", "I dati possono essere comunicati a terzi, se necessario per le attività della scuola.", "unclear"],
    // Near misses: the organisation is itself the recipient.
    ["recipients", "Wir geben die Zeugnisse an die Schule weiter.", "found"],
    ["recipients", "Nous transmettons le dossier à la banque.", "found"],
    ["recipients", "Comunichiamo i dati alla scuola.", "found"],
  ],
  "retention: legal duties joined to the need as a further open condition give no period": [
    [
      "retention",
      "Wir speichern Ihre Daten so lange, wie es für die Zwecke erforderlich ist, und solange gesetzliche Pflichten es verlangen.",
      "unclear",
    ],
    ["retention", "Wir bewahren die Daten so lange auf, wie es nötig ist oder gesetzlich vorgeschrieben.", "unclear"],
    ["retention", "Nous conservons vos données aussi longtemps que nécessaire et tant que la loi l'exige.", "unclear"],
    ["retention", "Conserviamo i dati per il tempo necessario o finché la legge lo richiede.", "unclear"],
    // Near misses: the legal duty as the sole condition, a period beside the need, or a cap.
    ["retention", "Wir bewahren die Daten auf, solange gesetzliche Aufbewahrungspflichten bestehen.", "found"],
    ["retention", "Wir bewahren die Daten so lange auf, wie es nötig ist, und zehn Jahre, wie es das Gesetz verlangt.", "found"],
    ["retention", "Wir speichern Ihre Daten so lange, wie es für die Zwecke erforderlich ist, längstens zehn Jahre.", "found"],
  ],
  "rights: information about the data concerning the person is access": [
    ["rights", "Lei può chiedere informazioni sui dati che la riguardano e la rettifica dei dati inesatti.", "found"],
    [
      "rights",
      "Vous pouvez demander des informations sur les données qui vous concernent et la rectification des données inexactes.",
      "found",
    ],
    ["rights", "Sie können Informationen über die Sie betreffenden Daten verlangen und unrichtige Daten berichtigen lassen.", "found"],
    // Near misses: information about something else is no right; one right alone stays unclear.
    ["rights", "Lei può chiedere informazioni sui nostri prodotti e la rettifica dei dati inesatti.", "unclear"],
    ["rights", "Lei può chiedere informazioni sui dati che la riguardano.", "unclear"],
  ],
  "controller: a heading saying who we are over a name and an address": [
    [
      "controller",
      "Wer sind wir?\n\nTurnverein Seetal\nc/o Anna Muster, Präsidentin\nBachweg 3\n5600 Lenzburg\ninfo@tv-seetal.ch",
      "found",
    ],
    ["controller", "Qui sommes-nous ?\n\nClub de pétanque Les Boules\nCase postale 12\n1000 Lausanne", "found"],
    ["controller", "Chi siamo\n\nSocietà di ginnastica Aurora\nCasella postale 5\n6500 Bellinzona\ninfo@aurora.ch", "found"],
    // Near miss: who we are without a contact.
    ["controller", "Wer sind wir?\n\nWir sind ein kleiner Verein, der sich um Tiere kümmert.", "unclear"],
  ],
};

describeClasses("classes of blind split Q (heldout27)", BLIND_Q_CLASSES);
