// Issue 26, session 17: the classes of blind split N (heldout24), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict. The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

export const BLIND_N_CLASSES: Record<string, Case[]> = {
  "purposes: organising the life of the club says only that the club lives": [
    ["purposes", "Wir nutzen eure Angaben nur für Clubzwecke und für die Gestaltung des Clublebens.", "unclear"],
    ["purposes", "Nous utilisons vos données pour les buts du club et pour l'organisation de la vie associative.", "unclear"],
    ["purposes", "Usiamo i dati per gli scopi del club e per l'organizzazione della vita associativa.", "unclear"],
    ["purposes", "Wir verwenden die Adressen, um das Vereinsleben zu organisieren.", "unclear"],
    // Near misses: organising something the club does names an activity.
    [
      "purposes",
      "Wir nutzen eure Angaben für Clubzwecke, nämlich für die Organisation der Ausfahrten und den Versand der Rechnungen.",
      "found",
    ],
    ["purposes", "Nous utilisons vos données pour l'organisation des cours et l'envoi des factures.", "found"],
    ["purposes", "Usiamo i dati per l'organizzazione dei corsi e l'invio delle fatture.", "found"],
  ],
  "purposes: a line without a closing stop right over a list opens it": [
    [
      "purposes",
      "Zwecke\nWir bearbeiten Ihre Angaben vor allem\n- zur Abwicklung von Bestellungen;\n- für den Versand des Newsletters.",
      "found",
    ],
    ["purposes", "Finalités\nNous traitons vos données notamment\n- pour la gestion des contrats ;\n- pour la facturation.", "found"],
    ["purposes", "Finalità\nTrattiamo i suoi dati in particolare\n- per la gestione dei contratti;\n- per la fatturazione.", "found"],
    // Near misses: the list says only labels, or a blank line ends the sentence before the list.
    ["purposes", "Zwecke\nWir bearbeiten Ihre Angaben vor allem\n- für Geschäftszwecke;\n- für weitere Zwecke.", "unclear"],
    ["purposes", "Finalità\nTrattiamo i suoi dati per le finalità della società\n\nContatti\n- tel. 091 000 00 00", "unclear"],
  ],
  "retention: as long as needed is no period, unless its own context gives one": [
    ["retention", "Wie lange speichern wir?\nWir behalten die Angaben so lange wie nötig. Rechnungen: 10 Jahre.", "unclear"],
    ["retention", "Daten ehemaliger Mitglieder löschen wir, sobald wir ihre Daten nicht mehr benötigen.", "unclear"],
    ["retention", "Nous conservons vos données aussi longtemps que nécessaire. Les factures sont gardées dix ans.", "unclear"],
    ["retention", "I dati sono conservati per il tempo necessario all'erogazione del servizio. Le fatture per dieci anni.", "unclear"],
    // A reservation of legal duties gives no period.
    ["retention", "Wir bewahren die Daten so lange wie nötig auf, vorbehältlich gesetzlicher Aufbewahrungspflichten.", "unclear"],
    [
      "retention",
      "Les données sont conservées pendant la durée nécessaire, sous réserve des obligations légales de conservation.",
      "unclear",
    ],
    ["retention", "I dati sono conservati per il periodo necessario e poi cancellati, salvo obblighi legali di conservazione.", "unclear"],
    // Near misses: the need measured by a period or a criterion in the same sentence.
    ["retention", "Wir bewahren die Daten so lange wie nötig auf, höchstens aber fünf Jahre nach Vertragsende.", "found"],
    ["retention", "Nous conservons vos données aussi longtemps que nécessaire, soit jusqu'à la fin du contrat.", "found"],
    ["retention", "I dati sono conservati per il periodo necessario, cioè fino alla fine del contratto.", "found"],
    ["retention", "Rechnungen bewahren wir wegen der gesetzlichen Aufbewahrungspflicht zehn Jahre auf.", "found"],
  ],
  "abroad: a guarantee only in general words for one destination, beside a named one for another": [
    [
      "abroad",
      "Unsere Server stehen in Irland; Irland hat nach Anhang 1 DSV angemessenen Datenschutz. Für den Versand nutzen wir einen Dienst in den USA; dabei stützen wir uns auf geeignete Garantien.",
      "unclear",
    ],
    [
      "abroad",
      "Nos serveurs sont en Irlande, pays figurant à l'annexe 1 OPDo. L'outil d'envoi se trouve aux États-Unis ; le transfert repose sur des garanties appropriées.",
      "unclear",
    ],
    [
      "abroad",
      "I server sono in Irlanda, paese dell'allegato 1 OPDa. Lo strumento di invio si trova negli Stati Uniti; il trasferimento avviene con garanzie adeguate.",
      "unclear",
    ],
    // Near misses: the general words followed by the guarantee they mean.
    [
      "abroad",
      "Für den Versand nutzen wir einen Dienst in den USA; dabei stützen wir uns auf geeignete Garantien, nämlich die Standardvertragsklauseln.",
      "found",
    ],
    [
      "abroad",
      "L'outil d'envoi se trouve aux États-Unis. Le transfert repose sur des garanties appropriées : les clauses contractuelles types.",
      "found",
    ],
    ["abroad", "Lo strumento di invio si trova negli Stati Uniti; il fornitore è certificato secondo il Data Privacy Framework.", "found"],
  ],
  "automated: a decision the notice shows needs the right to be heard (Art. 21 Abs. 2 DSG)": [
    [
      "automated",
      "Automatisierte Entscheide\nBei Online-Anträgen entscheidet unser System allein, ob wir den Vertrag schliessen.",
      "unclear",
    ],
    ["automated", "Décisions automatisées\nPour les demandes en ligne, notre système décide seul si le contrat est conclu.", "unclear"],
    [
      "automated",
      "Decisioni automatizzate\nPer le richieste online il nostro sistema decide da solo se concludere il contratto.",
      "unclear",
    ],
    // Near misses: the right to state one's view and to ask for a person's review, or no decision taken.
    [
      "automated",
      "Automatisierte Entscheide\nBei Online-Anträgen entscheidet unser System allein. Sie können Ihren Standpunkt darlegen und eine Überprüfung durch eine Mitarbeiterin verlangen.",
      "found",
    ],
    [
      "automated",
      "Décisions automatisées\nNotre système décide seul. Vous pouvez faire valoir votre point de vue et demander un réexamen par une personne.",
      "found",
    ],
    [
      "automated",
      "Decisioni automatizzate\nIl nostro sistema decide da solo. Può esprimere il suo punto di vista e chiedere il riesame da parte di una persona.",
      "found",
    ],
    ["automated", "Automatisierte Einzelentscheidungen treffen wir keine.", "found"],
    [
      "automated",
      "Automatisierte Einzelentscheidung: Profile sperrt unser System automatisch. Du kannst uns schreiben, wie du die Sache siehst, und verlangen, dass jemand vom Team die Sperre prüft.",
      "found",
    ],
    // People deciding are no automated decision shown.
    ["automated", "Automatisierte Entscheide\nVorschläge macht ein Algorithmus; ob Sie buchen, entscheiden Sie selbst.", "found"],
  ],
  "automated: a statement about decisions with legal effects deals with the item": [
    [
      "automated",
      "Die Trainingspläne sind nur Vorschläge. Es fallen keine Entscheidungen, die rechtliche Wirkungen für Sie haben.",
      "found",
    ],
    ["automated", "Les conseils sont de simples suggestions ; aucune décision produisant des effets juridiques n'est prise.", "found"],
    [
      "automated",
      "I consigli sono solo suggerimenti; non vengono prese decisioni che producono effetti giuridici nei suoi confronti.",
      "found",
    ],
    // Near misses: suggestions without such a statement show no decision and say nothing about one.
    ["automated", "Die Trainingspläne berechnet ein Algorithmus; sie sind nur Vorschläge.", "not_applicable"],
    ["automated", "Les conseils sont de simples suggestions.", "not_applicable"],
    ["automated", "Es werden keine Entscheide gefällt, die Sie rechtlich binden oder erheblich beeinträchtigen.", "found"],
    // A passing denial about one processing stays not applicable (fresh round 4's label).
    [
      "automated",
      "Aus Ihren Käufen erstellen wir ein Profil für passende Angebote; Entscheidungen mit rechtlicher Wirkung treffen wir damit nicht.",
      "not_applicable",
    ],
  ],
  "representative: the country on a line of its own under the postcode shows a seat abroad": [
    [
      "representative",
      "Verantwortlich ist:\nBergluft GmbH\nHauptstrasse 5\n79098 Freiburg\nDeutschland\n\nWir liefern auch in die Schweiz.",
      "missing",
    ],
    ["representative", "Responsable du traitement :\nAtelier Soleil SAS\n3, rue des Lilas\n13001 Marseille\nFrance", "missing"],
    ["representative", "Titolare del trattamento:\nCasa Verde S.r.l.\nVia Roma 8\n20121 Milano\nItalia", "missing"],
    ["representative", "Verantwortlich ist die Bergluft GmbH, D-79098 Freiburg.", "missing"],
    // Near misses: a Swiss address, and a foreign seat with a Swiss establishment.
    ["representative", "Verantwortlich ist:\nBergluft GmbH\nHauptstrasse 5\n3011 Bern\nSchweiz", "not_applicable"],
    [
      "representative",
      "Responsable du traitement :\nAtelier Soleil SAS\n13001 Marseille\nFrance\n\nNotre succursale de Genève s'occupe de la clientèle suisse.",
      "not_applicable",
    ],
  ],
  "recipients: a legal duty beside 'as far as needed' leaves a catch-all open": [
    [
      "recipients",
      "Unsere Treuhänderin erhält die Buchhaltungsdaten. Sonst geben wir Daten an Dritte weiter, soweit dies nötig ist oder das Gesetz es verlangt.",
      "unclear",
    ],
    [
      "recipients",
      "Notre fiduciaire reçoit les données comptables. Nous transmettons des données à des tiers si nécessaire ou lorsque la loi l'exige.",
      "unclear",
    ],
    [
      "recipients",
      "La fiduciaria riceve i dati contabili. I dati possono essere comunicati a terzi se necessario o se previsto dalla legge.",
      "unclear",
    ],
    // Near misses: the law as the only condition, beside a kind named.
    [
      "recipients",
      "Unsere Treuhänderin erhält die Buchhaltungsdaten. An Dritte geben wir Daten sonst nur weiter, wenn uns ein Gesetz dazu verpflichtet.",
      "found",
    ],
    [
      "recipients",
      "Notre fiduciaire reçoit les données comptables. Nous ne transmettons des données à des tiers que si la loi nous y oblige.",
      "found",
    ],
    ["recipients", "La fiduciaria riceve i dati contabili. Comunichiamo dati a terzi solo quando la legge ce lo impone.", "found"],
  ],
  "recipients: vague partners before the giving, in a relative clause": [
    [
      "recipients",
      "Rechnungen erstellt unsere Treuhänderin. Wir arbeiten zudem mit ausgewählten Partnern, denen Daten übermittelt werden können.",
      "unclear",
    ],
    [
      "recipients",
      "Nous transmettons les factures à notre fiduciaire. Nous collaborons aussi avec des partenaires choisis, auxquels des données peuvent être transmises.",
      "unclear",
    ],
    [
      "recipients",
      "Le fatture sono emesse dalla nostra fiduciaria. Collaboriamo anche con partner scelti, ai quali possono essere trasmessi dati.",
      "unclear",
    ],
    // Near miss: the partners named by their kind.
    [
      "recipients",
      "Wir arbeiten mit ausgewählten Partnern wie Druckereien und Versandfirmen, denen Daten übermittelt werden können.",
      "found",
    ],
  ],
};

describeClasses("blind split N's classes, in our own words", BLIND_N_CLASSES);
