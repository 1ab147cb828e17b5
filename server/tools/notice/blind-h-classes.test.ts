// Issue 26, session 12: the classes of blind split H (heldout18), each as a general rule in German, French and Italian,
// with near misses that must keep their verdict. The sentences are our own, not the blind notices'.
import { describeClasses, type Case } from "./test-classes.js";

const classes: Record<string, Case[]> = {
  "automated decisions: a question heading answered with no is a statement": [
    ["automated", "Trefft ihr automatische Entscheidungen über mich?\nNein. Über jede Anmeldung entscheidet unser Team.", "found"],
    ["automated", "Utilisez-vous des décisions automatiques ?\nNon, chaque dossier est lu par une personne.", "found"],
    ["automated", "Prendete decisioni automatiche?\nNo, ogni richiesta è valutata da una persona.", "found"],
    // A program that only suggests, and nothing about decisions: the item does not apply.
    ["automated", "Notre logiciel vous propose des horaires de cours adaptés.", "not_applicable"],
    ["automated", "Il programma le suggerisce gli orari dei corsi.", "not_applicable"],
    // An effect taken "d'office" by the system is a decision shown but not dealt with.
    ["automated", "Si le score dépasse la limite fixée, le contrat est résilié d'office.", "missing"],
  ],
  "representative: the country in parentheses, and a Swiss establishment that makes Art. 14 DSG not apply": [
    ["representative", "Anbieterin ist die Seeblick Kurse GmbH, Uferweg 2, 88131 Lindau (Deutschland).", "missing"],
    ["representative", "Le responsable est Voyages Azur SARL, 4 quai Nord, 06000 Nice (France).", "missing"],
    ["representative", "Titolare è Viaggi Laghi S.r.l., Piazza Duomo 3, 22100 Como (Italia).", "missing"],
    [
      "representative",
      "Anbieterin ist die Seeblick Kurse GmbH, Uferweg 2, 88131 Lindau (Deutschland). Unsere Zweigniederlassung in St. Gallen führt die Kurse in der Schweiz durch.",
      "not_applicable",
    ],
    [
      "representative",
      "Le responsable est Voyages Azur SARL, 4 quai Nord, 06000 Nice (France). Notre succursale de Genève s'occupe de la clientèle suisse.",
      "not_applicable",
    ],
    [
      "representative",
      "Titolare è Viaggi Laghi S.r.l., Piazza Duomo 3, 22100 Como (Italia). La nostra sede secondaria a Lugano segue i clienti svizzeri.",
      "not_applicable",
    ],
    // An establishment denied leaves the representative missing.
    [
      "representative",
      "Anbieterin ist die Seeblick Kurse GmbH, Uferweg 2, 88131 Lindau (Deutschland). Eine Niederlassung in der Schweiz haben wir keine.",
      "missing",
    ],
    ["representative", "Anbieterin ist die Seeblick Kurse GmbH, Uferweg 2, 8590 Romanshorn.", "not_applicable"],
  ],
  "retention: keeping while the data are of use is open-ended; keeping until the person leaves is a criterion": [
    ["retention", "Wir behalten eure Angaben, solange sie uns im Kursbetrieb von Nutzen sind.", "unclear"],
    ["retention", "Wir behalten eure Angaben, solange ihr bei uns Kurse besucht.", "found"],
    ["retention", "Wir löschen deine Angaben, sobald du dich bei uns abmeldest.", "found"],
    ["retention", "Nous gardons vos données aussi longtemps qu'elles peuvent nous être utiles.", "unclear"],
    ["retention", "Nous effaçons les listes au terme du séjour linguistique.", "found"],
    ["retention", "Conserviamo i dati finché possono esserci utili.", "unclear"],
    ["retention", "Cancelliamo gli elenchi al termine del soggiorno.", "found"],
  ],
  "rights: rights in the familiar form of address, and requests about one's data as an allusion": [
    ["rights", "Frag uns, welche Angaben wir über dich gespeichert haben.", "unclear"],
    ["rights", "Frag uns, welche Angaben wir über dich gespeichert haben, und lass falsche Angaben korrigieren.", "found"],
    ["rights", "Kann ich sehen, welche Daten ihr habt?\nJa, schreib uns einfach.", "unclear"],
    ["rights", "Für alle Anfragen zu euren Daten ist das Sekretariat da.", "unclear"],
    ["rights", "Pour toute demande concernant les données de votre enfant, adressez-vous au secrétariat.", "unclear"],
    ["rights", "Per ogni richiesta che riguarda i vostri dati potete rivolgervi alla segreteria.", "unclear"],
    ["rights", "Per ogni richiesta potete rivolgervi alla segreteria.", "missing"],
    ["rights", "Potete chiederci quali dati abbiamo e farli correggere.", "found"],
  ],
  "data from others: someone else telling us, in any form of address; the passive without a source is only a sign": [
    ["indirect", "Bekommt ihr auch Infos über mich von anderen?\nJa: die Schule teilt uns deine Klasse mit.", "found"],
    ["indirect", "Die Gemeinde teilt uns einmal im Jahr mit, welche Tarifstufe für Sie gilt.", "found"],
    ["indirect", "Die Gemeinde teilt uns einmal im Jahr etwas mit.", "unclear"],
    // "teilen Sie uns mit" is the person.
    ["indirect", "Änderungen Ihrer Adresse teilen Sie uns bitte mit.", "not_applicable"],
    [
      "indirect",
      "Alle Angaben stammen von Ihnen. Der Beitrag hängt von der Einkommensstufe ab, die uns jährlich mitgeteilt wird.",
      "missing",
    ],
    [
      "indirect",
      "Toutes les données viennent de vous. Le tarif dépend de la classe de revenu qui nous est communiquée chaque année.",
      "missing",
    ],
    ["indirect", "Tutti i dati li fornite voi. La retta dipende dalla fascia di reddito che ci viene comunicata ogni anno.", "missing"],
    ["indirect", "La retta dipende dalla fascia di reddito che ci viene comunicata dal Comune.", "found"],
    ["indirect", "Alle Angaben erhalten wir direkt von dir bei der Anmeldung.", "not_applicable"],
  ],
  "recipients: the giving verb in every form of address, and giving to nobody": [
    ["recipients", "Wem gebt ihr meine Daten weiter?\nDer Versicherung unseres Vereinsbusses, wenn es einen Schaden gibt.", "found"],
    ["recipients", "Die Trainerin erhält die Teilnehmerliste. Sonst geben wir niemandem Daten weiter.", "found"],
    ["recipients", "Ihre Angaben geben wir niemandem weiter.", "found"],
    ["recipients", "Wir geben deine Daten an Partner weiter.", "unclear"],
    // Someone giving data to me is no recipient of mine.
    ["recipients", "Manchmal gibt mir die Gemeinde die Adressen weiter.", "missing"],
    ["recipients", "Nous ne transmettons vos données à personne.", "found"],
    ["recipients", "Non comunichiamo i suoi dati a nessuno.", "found"],
  ],
  "abroad: regions named only by what they are not or by distance name no state": [
    ["abroad", "Einige Anbieter bearbeiten Daten ausserhalb Europas.", "unclear"],
    ["abroad", "Unser Anbieter speichert Daten in Kanada, einem Staat mit angemessenem Datenschutz nach Anhang 1 DSV.", "found"],
    ["abroad", "Certaines données sont traitées outre-Atlantique.", "unclear"],
    ["abroad", "Alcuni dati sono trattati da fornitori oltreoceano.", "unclear"],
  ],
};

describeClasses("classes from blind split H (heldout18), in our own words", classes);
