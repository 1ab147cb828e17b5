// Issue 26, session 15: the classes of blind split L (heldout22), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict. The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

export const BLIND_L_CLASSES: Record<string, Case[]> = {
  "retention: a period given only by an adjective is neither a period nor a criterion": [
    ["retention", "Bewerbungsunterlagen bewahren wir während einer angemessenen Frist auf.", "unclear"],
    ["retention", "Rechnungen behalten wir zehn Jahre, alle übrigen Angaben bewahren wir während einer vernünftigen Zeit auf.", "unclear"],
    ["retention", "Les photos sont conservées pendant une durée appropriée.", "unclear"],
    ["retention", "I verbali sono conservati per un tempo ragionevole.", "unclear"],
    // Near misses: the adjective with its period, and a number word before a unit, are periods.
    ["retention", "Bewerbungsunterlagen bewahren wir während einer angemessenen Frist von sechs Monaten auf.", "found"],
    ["retention", "Die Protokolle löschen wir nach einer Woche.", "found"],
    ["retention", "Les photos sont conservées pendant une durée appropriée de deux ans.", "found"],
    ["retention", "I verbali sono conservati per un anno.", "found"],
  ],
  "abroad: one state of a group, not named, is unclear even with the group's adequacy": [
    [
      "abroad",
      "Die Buchhaltungsdaten speichert ein Anbieter in einem Staat der Europäischen Union. Die EU-Staaten haben einen angemessenen Datenschutz nach Anhang 1 DSV.",
      "unclear",
    ],
    ["abroad", "Vos données sont stockées dans un pays de l'EEE, reconnu adéquat par le Conseil fédéral.", "unclear"],
    [
      "abroad",
      "I backup sono custoditi in uno Stato membro dell'Unione europea, con protezione adeguata secondo l'allegato 1 OPDa.",
      "unclear",
    ],
    // Near misses: the state named beside its group, and the group itself as the destination, are found.
    [
      "abroad",
      "Die Buchhaltungsdaten speichert ein Anbieter in den Niederlanden, einem Staat der EU mit angemessenem Datenschutz nach Anhang 1 DSV.",
      "found",
    ],
    ["abroad", "Die Daten liegen in der EU; deren Staaten haben einen angemessenen Datenschutz nach Anhang 1 DSV.", "found"],
    ["abroad", "Vos données sont stockées en Allemagne, un pays de l'EEE reconnu adéquat par le Conseil fédéral.", "found"],
    [
      "abroad",
      "I backup sono custoditi in Austria, Stato membro dell'Unione europea con protezione adeguata secondo l'allegato 1 OPDa.",
      "found",
    ],
  ],
  "purposes: managing or organising our activities names no processing activity": [
    ["purposes", "I dati servono per coordinare le attività del coro.", "unclear"],
    ["purposes", "Nous traitons vos données pour organiser au mieux les activités de l'association.", "unclear"],
    ["purposes", "Wir nutzen die Angaben zur Organisation unserer Aktivitäten.", "unclear"],
    // Near misses: the activities named are purposes.
    ["purposes", "I dati servono per coordinare le prove del coro e inviare le convocazioni.", "found"],
    ["purposes", "Nous traitons vos données pour organiser les sorties et encaisser les cotisations.", "found"],
    ["purposes", "Wir nutzen die Angaben zur Organisation der Trainings und für den Versand der Rechnungen.", "found"],
  ],
  "rights: access asked for as a noun is the right of access": [
    ["rights", "Può ottenere l'accesso ai dati che conserviamo e chiederne la cancellazione.", "found"],
    ["rights", "Vous pouvez exiger l'accès à votre dossier et la rectification des erreurs.", "found"],
    ["rights", "Sie können Zugang zu Ihren Unterlagen verlangen und falsche Angaben korrigieren lassen.", "found"],
    // Near misses: who has access to the data is security, no right.
    ["rights", "Solo il personale autorizzato ha accesso ai dati.", "missing"],
    ["rights", "Seul le personnel autorisé a accès aux données.", "missing"],
    ["rights", "Zugang zu den Daten haben nur unsere Mitarbeitenden.", "missing"],
  ],
  "indirect and recipients: a passive that gives data to us, with the person as its source": [
    ["indirect", "I dati ci vengono trasmessi al momento della prenotazione dai partecipanti stessi.", "not_applicable"],
    ["indirect", "Ces informations nous sont fournies à l'inscription par les clients eux-mêmes.", "not_applicable"],
    ["indirect", "Die Angaben werden uns vor Kursbeginn von den Schülerinnen und Schülern mitgeteilt.", "not_applicable"],
    ["recipients", "I dati ci vengono comunicati al momento dell'ordine.", "missing"],
    // Near misses: another body as the source, wherever it stands in the sentence, is a source without categories.
    ["indirect", "I dati ci vengono trasmessi, una volta all'anno, dalla federazione sportiva.", "unclear"],
    ["indirect", "Ces informations nous sont fournies lors de l'admission par l'hôpital qui vous envoie.", "unclear"],
    ["indirect", "Die Angaben werden uns vor Kursbeginn von der Schulleitung mitgeteilt.", "unclear"],
    ["recipients", "Comunichiamo i dati alla fiduciaria che tiene la contabilità.", "found"],
  ],
  "indirect: someone else (the giver of a present, another person) enrols the person": [
    ["indirect", "La tessera si può anche regalare; l'iscrizione la fa chi la offre.", "missing"],
    ["indirect", "Den Kurs kann man verschenken; die Anmeldung erledigt dann eine andere Person als die Teilnehmerin.", "missing"],
    ["indirect", "Le cours peut être offert ; l'inscription est alors faite par la personne qui l'offre.", "missing"],
    // Near misses: the person's own enrolment.
    ["indirect", "L'iscrizione la fa lei stessa online.", "not_applicable"],
    ["indirect", "Die Anmeldung erledigen Sie selbst.", "not_applicable"],
  ],
  "automated: an effect taken without any further review shows an automated decision": [
    ["automated", "Fällt die Bonitätsauskunft negativ aus, wird die Bestellung auf Rechnung ohne manuelle Kontrolle storniert.", "missing"],
    ["automated", "Si la vérification échoue, le compte est bloqué sans intervention de notre part.", "missing"],
    ["automated", "Se il controllo non va a buon fine, l'ordine è annullato senza alcun intervento.", "missing"],
    // Near misses: a review before the effect, and no effect at all.
    ["automated", "Nach einer Prüfung durch unsere Mitarbeiterin wird der Antrag allenfalls abgelehnt.", "not_applicable"],
    ["automated", "Die Anmeldung ist ohne weitere Prüfung gültig.", "not_applicable"],
  ],
  "version: the date of publication is the edition's date": [
    ["version", "Pubblicato il 4 maggio 2026", "found"],
    ["version", "Publiée le 4 mai 2026", "found"],
    ["version", "Publikationsdatum: 4.5.2026", "found"],
    // Near miss: publishing something else is no date of the notice.
    ["version", "Die Ranglisten werden am Tag nach dem Rennen veröffentlicht.", "missing"],
  ],
};

describeClasses("blind split L's classes, in our own words", BLIND_L_CLASSES);
