// Issue 26, session 21: the classes of blind split R (heldout28), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict, and the layouts where a future split could break (a table, a FAQ
// question over its answer, a heading that names the item over a vague body). The sentences are our own, not the notices'.
import { describeClasses, type Case } from "./test-classes.js";

const W = "Kontakt\n\nMuster AG, Bahnhofstrasse 1, 8001 Zürich, info@muster.ch.\n\n";

export const BLIND_R_CLASSES: Record<string, Case[]> = {
  "advisor: a notice saying no advisor was appointed has none, whatever address takes the questions": [
    [
      "advisor",
      "Wir haben keinen Datenschutzberater ernannt. Fragen zum Datenschutz beantwortet unser Sekretariat unter info@muster.ch.",
      "missing",
    ],
    ["advisor", "Eine Datenschutzbeauftragte haben wir nicht bestellt; wenden Sie sich mit Anliegen an die Geschäftsleitung.", "missing"],
    ["advisor", "Datenschutzberater\n\nWir haben keinen ernannt. Schreiben Sie uns an die oben genannte Adresse.", "missing"],
    [
      "advisor",
      "Nous n'avons pas désigné de conseiller à la protection des données. Vos questions peuvent être adressées à info@muster.ch.",
      "missing",
    ],
    ["advisor", "Aucun délégué à la protection des données n'a été désigné par la fondation.", "missing"],
    ["advisor", "Non abbiamo nominato un consulente per la protezione dei dati. Per domande potete scrivere a info@muster.ch.", "missing"],
    ["advisor", "Nessun consulente per la protezione dei dati è stato designato.", "missing"],
    // Near misses: the advisor named, or a contact of its own beside the denial.
    ["advisor", "Unser Datenschutzberater ist Herr Beat Muster, datenschutz@muster.ch.", "found"],
    ["advisor", "Wir haben keinen Datenschutzberater ernannt. Fragen zum Datenschutz: datenschutz@muster.ch", "found"],
    ["advisor", "N'hésitez pas à contacter notre conseiller à la protection des données, M. Paul Roux, protection@muster.ch.", "found"],
    [
      "advisor",
      "Se non è soddisfatto, può rivolgersi al nostro consulente per la protezione dei dati, avv. Luca Neri, privacy@muster.ch.",
      "found",
    ],
    ["advisor", "Unsere Datenschutzberaterin erreichen Sie unter info@muster.ch.", "unclear"],
  ],
  "automated: an outcome at once after sending shows a decision; without the person's rights it is unclear": [
    ["automated", "Automatisierte Entscheidungen\n\nIhr Gesuch wird sofort nach dem Absenden angenommen oder abgelehnt.", "unclear"],
    [
      "automated",
      "Zur Prüfung von Anträgen setzen wir automatisierte Verfahren ein. Ein Antrag wird unmittelbar nach dem Einreichen abgelehnt, wenn die Angaben unvollständig sind.",
      "unclear",
    ],
    ["automated", W + "Pour l'examen des demandes de crédit, nous utilisons des procédures automatisées.", "found"],
    ["automated", W + "Per la valutazione delle domande di leasing impieghiamo procedure automatizzate.", "found"],
    ["automated", W + "Wir sichern die Daten jede Nacht mit einem automatisierten Verfahren.", "not_applicable"],
    ["automated", "Décisions automatisées\n\nVotre demande en ligne est acceptée ou refusée immédiatement après l'envoi.", "unclear"],
    ["automated", "Decisioni automatizzate\n\nLa domanda online viene accettata o respinta subito dopo l'invio.", "unclear"],
    // Not addressed, but shown: missing.
    ["automated", W + "Ihre Kreditanfrage wird unmittelbar nach dem Absenden abgelehnt oder bewilligt.", "missing"],
    ["automated", W + "La richiesta di leasing è respinta subito dopo l'invio se il reddito non basta.", "missing"],
    // Near misses: with the rights of Art. 21 Abs. 2 DSG; a confirmation at once is no decision; a person decides.
    [
      "automated",
      "Automatisierte Entscheidungen\n\nIhr Antrag wird sofort nach dem Absenden angenommen oder abgelehnt. Sie können Ihren Standpunkt darlegen und verlangen, dass eine Mitarbeiterin den Entscheid überprüft.",
      "found",
    ],
    ["automated", W + "Sie erhalten sofort nach dem Absenden eine Eingangsbestätigung per E-Mail.", "not_applicable"],
    ["automated", W + "Nous vous envoyons une confirmation immédiatement après l'envoi du formulaire.", "not_applicable"],
    ["automated", W + "Riceve una conferma subito dopo l'invio; una collaboratrice esamina poi la domanda.", "not_applicable"],
  ],
  "retention: keeping as needed and in keeping with legal duties gives no period": [
    [
      "retention",
      "Wir speichern die Daten so lange, wie es für den Auftrag nötig ist, und unter Einhaltung der gesetzlichen Aufbewahrungspflichten.",
      "unclear",
    ],
    [
      "retention",
      "Nous conservons les données aussi longtemps que nécessaire et dans le respect des obligations légales de conservation.",
      "unclear",
    ],
    [
      "retention",
      "Conserviamo i dati per il tempo necessario allo svolgimento del mandato e nel rispetto degli obblighi legali di conservazione.",
      "unclear",
    ],
    [
      "retention",
      "Per quanto tempo conserviamo i dati?\n\nLi conserviamo per il periodo necessario e conformemente agli obblighi di legge.",
      "unclear",
    ],
    // Near misses: a period, or the legal duty with its period, or the duty as the sole condition.
    ["retention", "Wir bewahren die Daten so lange auf, wie es nötig ist, höchstens aber fünf Jahre.", "found"],
    ["retention", "Conserviamo i dati per il tempo necessario e, nel rispetto degli obblighi legali, per dieci anni.", "found"],
    ["retention", "Wir bewahren Buchungsbelege gemäss der gesetzlichen Aufbewahrungspflicht zehn Jahre auf.", "found"],
    ["retention", "Nous conservons les factures dix ans conformément aux obligations légales.", "found"],
  ],
  "layouts: a table, a FAQ question or a heading that names the item, over a vague or specific body": [
    ["retention", "Daten | Wozu | Wie lange\nKontaktdaten | Anfragen beantworten | so lange wie nötig\n\nEnde.", "unclear"],
    ["retention", "Wie lange behalten Sie meine Daten?\n\nSolange wir sie brauchen.", "unclear"],
    ["retention", "Durée de conservation\n\nNous gardons vos données le temps qu'il faut.", "unclear"],
    ["retention", "Combien de temps gardez-vous mes données ?\n\nAussi longtemps que nécessaire et conformément à la loi.", "unclear"],
    ["retention", "Conservazione\n\nI dati sono conservati finché servono e secondo gli obblighi di legge.", "unclear"],
    [
      "retention",
      "Aufbewahrung\n\nWir speichern Ihre Daten so lange, wie wir sie für die Abwicklung brauchen, und im Rahmen der gesetzlichen Pflichten.",
      "unclear",
    ],
    ["retention", "Aufbewahrung\n\nWir bewahren Ihre Daten so lange auf, wie das Mitgliedschaftsverhältnis dauert.", "found"],
    ["advisor", "Haben Sie einen Datenschutzberater?\n\nNein. Fragen richten Sie an info@muster.ch.", "missing"],
    ["advisor", "Avez-vous un conseiller à la protection des données ?\n\nNon, écrivez-nous à info@muster.ch.", "missing"],
    ["advisor", "Avete un consulente per la protezione dei dati?\n\nNo, scriveteci a info@muster.ch.", "missing"],
    ["advisor", "Datenschutzberaterin\n\nFrau Dr. Anna Keller, datenschutz@muster.ch", "found"],
    [
      "automated",
      "Entscheiden Computer über mich?\n\nIhr Online-Antrag wird sofort nach dem Absenden angenommen oder abgelehnt.",
      "unclear",
    ],
    ["automated", W + "Le système refuse automatiquement les demandes incomplètes.", "missing"],
    ["recipients", "Wer erhält meine Daten?\n\nPartner, wenn es nötig ist.", "unclear"],
    ["recipients", "Destinataires\n\nNos prestataires, au besoin.", "unclear"],
    ["recipients", "Destinatari | Dati\nterzi | nome e indirizzo\n\nFine.", "unclear"],
    ["purposes", "Wozu?\n\nFür unsere Geschäftszwecke.", "unclear"],
    ["purposes", "Finalités\n\nPour les besoins de notre activité.", "unclear"],
    ["purposes", "Scopi\n\nPer finalità amministrative.", "unclear"],
  ],
};

describeClasses("blind split R classes (session 21)", BLIND_R_CLASSES);
