// Issue 26, session 18: the classes of blind split O (heldout25), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict, and the signs by family that an item applies (tool families, not names
// from the notices). The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

export const BLIND_O_CLASSES: Record<string, Case[]> = {
  "purposes: handling business relations and giving good service say only that the firm does business": [
    ["purposes", "Wir nutzen Ihre Angaben zur Pflege unserer Geschäftsbeziehungen und um Ihnen einen guten Service zu bieten.", "unclear"],
    [
      "purposes",
      "Nous utilisons vos données pour la gestion de nos relations commerciales et pour vous offrir un meilleur service.",
      "unclear",
    ],
    ["purposes", "Usiamo i vostri dati per la gestione dei rapporti commerciali e per offrirvi un servizio migliore.", "unclear"],
    ["purposes", "Wir bearbeiten Ihre Daten für unsere Geschäftszwecke, vor allem zur Abwicklung unserer Kundenbeziehungen.", "unclear"],
    // Near misses: an activity beside them, or handling what the person ordered.
    ["purposes", "Wir nutzen Ihre Angaben für die Abwicklung Ihrer Bestellungen und um Ihnen einen guten Service zu bieten.", "found"],
    ["purposes", "Nous utilisons vos données pour l'envoi des factures et pour vous offrir un meilleur service.", "found"],
    [
      "purposes",
      "Usiamo i dati per la gestione dei rapporti commerciali, cioè per l'invio delle fatture e la consegna della merce.",
      "found",
    ],
  ],
  "recipients: a need with 'for example our partners' names no kind": [
    [
      "recipients",
      "Daten gehen nur an Dritte, wenn es für die Abwicklung des Auftrags nötig ist, zum Beispiel an unsere Partner.",
      "unclear",
    ],
    ["recipients", "Wir geben Angaben an Dritte weiter, soweit das für den Auftrag erforderlich ist, etwa an unsere Partner.", "unclear"],
    // Near misses: the example names a kind.
    ["recipients", "Wir geben Ihre Daten an Dritte weiter, wenn dies für den Versand nötig ist, zum Beispiel an die Post.", "found"],
    ["recipients", "Wir geben Ihre Daten an unsere Partner im Bereich Versand weiter.", "found"],
  ],
  "recipients: the giving as a noun with its verb is a catch-all": [
    ["recipients", "Eine Weitergabe an Dritte erfolgt nur, wenn es nötig ist.", "unclear"],
    ["recipients", "Die Übermittlung Ihrer Daten an Partner findet nur im nötigen Umfang statt.", "unclear"],
    ["recipients", "La communication à des tiers n'a lieu que si cela est nécessaire.", "unclear"],
    ["recipients", "La comunicazione dei dati a terzi avviene solo se necessario.", "unclear"],
    // Near misses: the noun with a kind, and a denial.
    ["recipients", "Eine Weitergabe an Dritte erfolgt nur an die Post und an unsere Treuhänderin.", "found"],
    ["recipients", "Une communication à des tiers n'a jamais lieu.", "found"],
  ],
  "recipients: our partners stay open, whatever else is joined after them": [
    ["recipients", "Um die Reise zu buchen, müssen wir Ihre Daten an unsere Partner weitergeben.", "unclear"],
    ["recipients", "Per organizzare il soggiorno dobbiamo comunicare i dati ai nostri partner commerciali.", "unclear"],
    [
      "recipients",
      "Condividiamo i dati con i nostri partner, se necessario, nonché con le autorità quando la legge lo prevede.",
      "unclear",
    ],
    ["recipients", "Wir teilen Daten mit unseren Partnern, soweit nötig, sowie mit Behörden, wenn das Gesetz es verlangt.", "unclear"],
    [
      "recipients",
      "Nous partageons les données avec nos partenaires dans la mesure nécessaire, ainsi qu'avec les autorités si la loi l'exige.",
      "unclear",
    ],
    // Near misses: the partners named by kind, or named recipients joined to each other.
    ["recipients", "Wir teilen Ihre Daten mit unseren Partnern wie der Post und der Druckerei.", "found"],
    ["recipients", "Nous communiquons vos données à la Poste ainsi qu'à notre fiduciaire.", "found"],
    ["recipients", "Comunichiamo i dati alla Posta nonché alla nostra fiduciaria.", "found"],
  ],
  "recipients: the item's own section decides, whatever is mentioned in passing elsewhere": [
    [
      "recipients",
      "Weitergabe an Dritte\n\nIhre Angaben verlassen unser Haus nur, wo es sich nicht vermeiden lässt.\n\nFotos\n\nBilder vom Sommerfest veröffentlichen wir auf unserer Website.",
      "unclear",
    ],
    [
      "recipients",
      "Avec qui partageons-nous vos données ?\n\nAvec ceux qui nous aident à faire notre travail.\n\nPaiement\n\nLa banque reçoit le montant et votre nom.",
      "unclear",
    ],
    [
      "recipients",
      "A chi comunichiamo i dati\n\nSolo a chi ci aiuta a svolgere il servizio.\n\nFinalità\n\nPer prenotare presso gli alberghi le camere scelte.",
      "unclear",
    ],
    // Near misses: the section names a kind, or the heading asks whom the reader may write to.
    [
      "recipients",
      "Weitergabe an Dritte\n\nIhre Angaben erhalten nur unsere Treuhänderin und die Post.\n\nFotos\n\nBilder veröffentlichen wir auf der Website.",
      "found",
    ],
    [
      "recipients",
      "À qui puis-je m'adresser ?\n\nÀ notre secrétariat.\n\nDestinataires\n\nNotre fiduciaire reçoit les données de facturation.",
      "found",
    ],
  ],
  "retention: kept in an archive without a period deals with the item vaguely": [
    ["retention", "Ehemalige Mitglieder laden wir gerne ein, deshalb behalten wir ihre Adressen in unserem Archiv.", "unclear"],
    ["retention", "Nous gardons les adresses des anciens membres dans nos archives.", "unclear"],
    ["retention", "Conserviamo gli indirizzi degli ex soci nel nostro archivio.", "unclear"],
    // Near misses: a period beside the archive, and no keeping at all.
    ["retention", "Wir behalten die Adressen in unserem Archiv während zehn Jahren nach dem Austritt.", "found"],
    ["retention", "Conserviamo gli indirizzi nel nostro archivio per cinque anni dopo l'uscita.", "found"],
    ["retention", "Wir schreiben Ihnen gerne, wenn Sie Fragen haben.", "missing"],
  ],
  "advisor: a general address marked for data protection is no advisor of its own": [
    ["advisor", "Fragen zum Datenschutz senden Sie an info@beispiel.ch mit dem Betreff «Datenschutz».", "unclear"],
    [
      "advisor",
      "Pour toute question sur la protection des données, écrivez à info@exemple.ch avec l'objet « Protection des données ».",
      "unclear",
    ],
    ["advisor", "Per domande sulla privacy scrivete a info@esempio.ch indicando nell'oggetto «Privacy».", "unclear"],
    // Near misses: a general address without the mark, and an address of its own.
    ["advisor", "Bei Fragen zum Datenschutz schreiben Sie an info@beispiel.ch.", "missing"],
    ["advisor", "Fragen zum Datenschutz: datenschutz@beispiel.ch (Betreff «Auskunft»).", "found"],
  ],
  "data from others: obtaining from another party after a modal": [
    ["indirect", "Lors de l'inscription, nous pouvons aussi obtenir des informations auprès de l'ancien établissement.", "unclear"],
    [
      "indirect",
      "Al momento dell'iscrizione possiamo anche raccogliere informazioni presso la scuola frequentata in precedenza.",
      "unclear",
    ],
    ["indirect", "Bei der Anmeldung können wir Auskünfte bei der zuvor besuchten Schule einholen.", "unclear"],
    // Near misses: a goal in the infinitive, the person as the source, an occasion after "bei".
    ["indirect", "Pour obtenir une licence, le club inscrit ses membres auprès de la fédération.", "not_applicable"],
    ["indirect", "Wir können bei Bedarf weitere Angaben von Ihnen anfordern.", "not_applicable"],
    ["indirect", "Sie können bei uns jederzeit Auskunft einholen.", "not_applicable"],
  ],
  "abroad: places named only by their extent leave the states open, beside a named seat": [
    [
      "abroad",
      "Unser Sitz ist in Deutschland, das nach Anhang 1 DSV angemessen ist. Für Reisen geben wir Daten weltweit an Hotels weiter, weil dies für die Erfüllung des Vertrags notwendig ist.",
      "unclear",
    ],
    [
      "abroad",
      "Vos données sont hébergées en Irlande, pays adéquat. Nous transmettons les données utiles à nos partenaires hors d'Europe, ce qui est nécessaire à l'exécution du contrat.",
      "unclear",
    ],
    [
      "abroad",
      "La nostra sede è in Italia. Organizziamo viaggi in tutto il mondo, quindi i dati vanno ai partner locali, anche fuori dall'Europa: è necessario per l'esecuzione del contratto.",
      "unclear",
    ],
    // Near misses: the sentence names its states, and a destination the person chose in a condition.
    [
      "abroad",
      "Nous transmettons les données aux hôtels aux États-Unis et en Inde, y compris hors d'Europe, ce qui est nécessaire à l'exécution du contrat.",
      "found",
    ],
    [
      "abroad",
      "Ihre Daten werden in Irland bearbeitet, das nach Anhang 1 DSV angemessen ist. Findet eine Veranstaltung ausserhalb Europas statt, geben wir Ihre Daten an den dortigen Veranstalter weiter, weil dies für die Erfüllung des Vertrags notwendig ist.",
      "found",
    ],
  ],
  "signs abroad applies, by family: newsletters, payments, app stores, office tools, social logins": [
    ["abroad", "Unseren Newsletter versenden wir mit Klaviyo.", "missing"],
    ["abroad", "Les paiements sont traités par Klarna ou Adyen.", "missing"],
    ["abroad", "L'application est disponible sur l'App Store et Google Play.", "missing"],
    ["abroad", "Le riunioni si svolgono con Webex e i documenti stanno su OneDrive.", "missing"],
    ["abroad", "Sie können sich mit Ihrem Apple-Konto anmelden.", "missing"],
    ["abroad", "Potete accedere con il vostro account Google.", "missing"],
    // Near misses: a Swiss service, and ordinary words that share a name with a tool.
    ["abroad", "Sie bezahlen mit Twint oder auf Rechnung.", "not_applicable"],
    ["abroad", "La notion de données personnelles est large; chaque segment de clientèle est traité de la même manière.", "not_applicable"],
  ],
  "signs data come from others, by family: social logins, synced health apps, address updates, references": [
    ["indirect", "Sie können sich mit Ihrem Google-Konto anmelden.", "missing"],
    ["indirect", "Vous pouvez vous connecter avec Apple.", "missing"],
    ["indirect", "Se lo desidera, può sincronizzare l'app con Apple Salute.", "missing"],
    ["indirect", "Ihre Adresse halten wir mit der Adressnachführung der Post aktuell.", "missing"],
    ["indirect", "Avant l'engagement, nous prenons des références auprès de vos anciens employeurs.", "found"],
    // Near misses: a tool that brings nothing in, and the person signing in with us.
    ["indirect", "Wir verwenden Google Analytics.", "not_applicable"],
    ["indirect", "Sie melden sich mit Ihrer E-Mail-Adresse und einem Passwort an.", "not_applicable"],
  ],
};

describeClasses("the classes of blind split O (session 18)", BLIND_O_CLASSES);
