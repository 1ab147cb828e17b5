// Requests about the affairs of other fields that use our words (issue 24, session 13): a fix for
// code, pay and working time, a vehicle or a residence permit to be dealt with at an office, and what
// another office charges for its documents. Each is told by what is asked of the assistant in the
// asking sentence, so that the setting ("to detect data breaches at once", "a cookie banner") does not
// make it ours, and each keeps the question ours when it asks what may be done with people's data.
import { dataAction, legalCue, unquoted, type RequestClass } from "./request-cues.js";
import { askedSentence } from "./request-model.js";
import { namesOurLaw, scopeSignals } from "./scope.js";
import { guard } from "./word-guard.js";

// The assistant asked to repair code ("Can you fix this onClick handler?", "Wie behebe ich das?").
const FIX = guard(/(?<!\p{L})(?:fix|fixen|debug\p{L}*|beheb\p{L}*|behoben|répare[rz]?|risolvere|risolvi|sistemare)(?!\p{L})/iu);
const CODE = guard(
  /(?<!\p{L})(?:react|vue|angular|svelte|jquery|javascript|typescript|python|php|java|css|html|json|api|code|quellcode|handler|onclick|button|skript|script|bug|bugs|fehlermeldung|error|exception|keyerror|typeerror|valueerror|traceback|stacktrace|compiler|funktion|function|fonction|funzione|makro|macro)(?!\p{L})/iu,
);

// Working time and what it is paid: standby duty, overtime, breaks, hours a day.
const WORK_TIME = guard(
  /(?<!\p{L})(?:arbeitszeit\p{L}*|pikett\p{L}*|bereitschaftsdienst\p{L}*|bereitschaftszeit\p{L}*|überstunden|überzeit|ruhezeit\p{L}*|pausen?|nachtarbeit|sonntagsarbeit|lohn|temps de travail|heures? de travail|heures supplémentaires|piquet|orario di lavoro|ore di lavoro|straordinari|picchetto|reperibilità|working (?:time|hours)|on-call|overtime|standby|stand-by)(?!\p{L})/iu,
);
const PAID_OR_HOURS = guard(
  /(?<!\p{L})(?:bezahlt|bezahlen|vergütet|vergüten|entschädigt|entschädigen|angerechnet|anrechnen|(?:bekomme|erhalte|kriege) ich (?:\p{L}+ ){0,2}lohn|wie viele stunden|wie lange (?:\p{L}+ ){0,3}arbeiten|combien d'heures|payée?s?|rémunérée?s?|pagat[aoie]|retribuit[aoie]|quante ore|how many hours|paid|compensated)(?!\p{L})/iu,
);

// A vehicle or driving licence to register, exchange or have inspected, and a residence or work
// permit to obtain: dealt with at the road traffic or migration office.
const VEHICLE = guard(
  /(?<!\p{L})(?:auto|autos|car|cars|voiture|voitures|macchina|fahrzeug\p{L}*|vehicle\p{L}*|véhicule\p{L}*|veicol[oi]|motorrad\p{L}*|töff|moto|motorcycles?|motorbikes?|scooters?|mofa|drohne\p{L}*|drones?|führerschein\p{L}*|führerausweis\p{L}*|fahrausweis\p{L}*|permis de conduire|patente|driving licen[cs]e|driver's licen[cs]e|nummernschild\p{L}*|kontrollschild\p{L}*|plaques?|targa|targhe|licen[cs]e plates?|number plates?)(?!\p{L})/iu,
);
const REGISTER_WORDS =
  /(?<!\p{L})(?:registrier\p{L}*|register|registering|registration|immatricul\p{L}*|immatricol\p{L}*|einlös\p{L}*|anmelden|ummelden|anmeldung|ummeldung|umschreib\p{L}*|umtausch\p{L}*|zulass\p{L}*|registrazione|enregistr\p{L}*|échanger|convertire|mfk|vorführ\p{L}*|collaudo|verzoll\p{L}*|dédouan\p{L}*|sdoganare)(?!\p{L})/iu;
const REGISTER = guard(REGISTER_WORDS);
const REGISTERING = new RegExp(REGISTER_WORDS.source, "giu");
const PERMIT = guard(
  /(?<!\p{L})(?:aufenthaltsbewilligung\p{L}*|arbeitsbewilligung\p{L}*|niederlassungsbewilligung\p{L}*|grenzgängerbewilligung\p{L}*|work permit|residence permit|permis de séjour|permis de travail|permesso di soggiorno|permesso di lavoro|visum|visa|einbürgerung|naturali[sz]ation)(?!\p{L})/iu,
);
const OBTAIN = guard(
  /(?<!\p{L})(?:bekomm\p{L}*|erhalt\p{L}*|beantrag\p{L}*|brauch\p{L}*|verlänger\p{L}*|need|get|apply|renew|obtenir|demander|renouveler|ottenere|richiedere|rinnovare)(?!\p{L})/iu,
);

// What another office charges for its document, or how old the document may be.
const COST = guard(
  /(?<!\p{L})(?:was kostet|wie viel kostet|wieviel kostet|wie teuer|gebühr\p{L}*|combien coûte|quel est le prix|quanto costa|how much (?:is|does)|what does (?:\p{L}+ ){1,4}cost|fee)(?!\p{L})/iu,
);
const OFFICE_DOCUMENT = guard(
  /(?<!\p{L})(?:betreibungs\p{L}*auszug\p{L}*|betreibungsamt\p{L}*|handelsregisterauszug\p{L}*|grundbuchauszug\p{L}*|strafregisterauszug\p{L}*|zivilstandsamt\p{L}*|heimatschein|wohnsitzbestätigung|extrait (?:du registre )?des poursuites|extrait de casier judiciaire|office des poursuites|estratto (?:del registro )?(?:delle )?esecuzioni|ufficio (?:di )?esecuzion[ei]|estratto del casellario|debt collection (?:register )?(?:extract|office)|criminal record extract)(?!\p{L})/iu,
);
// Asking for one's own data from whoever holds it is ours, whatever the office.
const OWN_DATA = guard(
  /(?<!\p{L})(?:auskunft|einsicht|datenschutz\p{L}*|meine daten|droit d'accès|protection des données|diritto d'accesso|protezione dei dati|access request|data protection)(?!\p{L})/iu,
);

/** Data words or a data action in the sentence that asks: then the setting is about people's data. */
const asksAboutData = (asked: string) => dataAction(asked) || scopeSignals(asked).dataTopic > 0 || namesOurLaw(asked) > 0;

export const AFFAIRS_CLASSES: RequestClass[] = [
  {
    // What the code is to do with the data ("mask the column 'AHV-Nummer'") is part of the fix.
    name: "IT support",
    test: (q) => FIX.test(unquoted(q)) && CODE.test(q) && !legalCue(q),
    unlessDataAction: false,
  },
  {
    // "Unser IT-Security-Team hat Pikettdienst, um Datenpannen zu erkennen. Muss die Pikettzeit als
    // Arbeitszeit bezahlt werden?": the breach is the setting, the question is pay.
    name: "pay and leave",
    test: (q) => {
      const asked = askedSentence(q);
      return WORK_TIME.test(asked) && PAID_OR_HOURS.test(asked) && !asksAboutData(asked);
    },
    unlessDataAction: false,
  },
  {
    name: "vehicle and residence",
    test: (q) =>
      // "register" is also a data word (a register of people): not when it is the car that is registered.
      (VEHICLE.test(q) && REGISTER.test(q) && scopeSignals(q.replace(REGISTERING, " ")).dataTopic === 0) ||
      (PERMIT.test(q) && OBTAIN.test(q) && !legalCue(q) && scopeSignals(q).dataTopic === 0),
    unlessDataAction: true,
  },
  {
    name: "fees of another office",
    test: (q) => COST.test(q) && OFFICE_DOCUMENT.test(q) && !OWN_DATA.test(q),
    unlessDataAction: true,
  },
];
