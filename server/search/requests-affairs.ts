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

// A benefit or premium of a social insurance, and how much it is or how it is calculated ("Come si
// calcola la rendita AVS …?", "Wie hoch ist das Taggeld der Suva …?"): the insurance's own law
// (session 15). What the insurer may do with the insured's data is asked with data words.
const BENEFIT = guard(
  /(?<!\p{L})(?:rente|renten|ahv-rente\p{L}*|iv-rente\p{L}*|altersrente\p{L}*|witwenrente\p{L}*|witwerrente\p{L}*|waisenrente\p{L}*|invalidenrente\p{L}*|kinderrente\p{L}*|taggeld\p{L}*|ergänzungsleistung\p{L}*|familienzulage\p{L}*|kinderzulage\p{L}*|arbeitslosenentschädigung|prämie|prämien|franchise|rendita|rendite|indennità|franchigia|indemnités? journalières?|allocations? familiales?|pension|pensions|deductible|premiums?)(?!\p{L})/iu,
);
const AMOUNT_ASKED = guard(
  /(?<!\p{L})(?:wie hoch|wie viel|wieviel|berechn\p{L}*|höhe|calcul\p{L}*|calcol\p{L}*|quanto|quanta|combien|how much|how high|minimal\p{L}*|minimum|maximal\p{L}*)(?!\p{L})/iu,
);

// What a social insurance charges: contributions to the old-age, disability, unemployment or pension
// scheme, and how much they are ("Wie hoch sind die AHV-Beiträge für Selbständigerwerbende?",
// "Combien de cotisations AVS …?"): the insurance's own law, like its benefits (session 21). The AHV
// number and what the fund may tell others of someone's contributions are asked with data words.
export const CONTRIBUTION = guard(
  /(?<!\p{L})(?:ahv-beitr\p{L}*|ahv-iv-eo-beitr\p{L}*|iv-beitr\p{L}*|alv-beitr\p{L}*|bvg-beitr\p{L}*|sozialversicherungsbeitr\p{L}*|sozialbeitr\p{L}*|pensionskassenbeitr\p{L}*|vorsorgebeitr\p{L}*|arbeitgeberbeitr\p{L}*|lohnbeitr\p{L}*|(?:ahv|iv|alv|bvg)\s+beitr\p{L}*|beitr\p{L}*\s+(?:an die|für die|zur|in die)\s+(?:ahv|iv|alv|pensionskasse|sozialversicherung\p{L}*)|cotisations?\s+(?:avs|ai|apg|ac|lpp|sociales|de sécurité sociale|à la caisse de pension|au 2e pilier)|contribut[oi]\s+(?:avs|ai|ipg|ad|lpp|sociali|previdenziali|alla cassa pensione)|(?:social (?:security|insurance)|pension|ahv|avs)\s+contributions?)(?!\p{L})/iu,
);
const CONTRIBUTION_OWED = guard(
  /(?<!\p{L})(?:zahlen|bezahlen|bezahlt|einzahlen|entrichten|nachzahlen|unbezahlt\p{L}*|fällig|haftet|haften|bis wann|payer|payées?|verser|impayées?|due|dues|jusqu'à quand|responsable|pagare|pagat[ie]|versare|non pagat[ie]|entro quando|responsabile|pay|paid|unpaid|owed|liable|by when)(?!\p{L})/iu,
);
const AMOUNT_OPENS = /^[^\p{L}]*(?:(?:und|et|e|and)\s+)?(?:wie hoch|wie viel|wieviel|combien|quant[oaie]|how much|how high)(?!\p{L})/iu;

// An entry of an office's own register to be removed ("Wie bringe ich die Betreibung aus dem
// Betreibungsregister weg?", "effacer une inscription au casier judiciaire"): the register's own law
// and procedure (SchKG, StReG), which the DSG leaves to it (Art. 2 para. 3 DSG). The same entry at a
// credit agency, a shop or a landlord is a question of that holder's processing and stays ours.
const OFFICE_REGISTER = guard(
  /(?<!\p{L})(?:betreibungsregister\p{L}*|betreibungsamt\p{L}*|strafregister\p{L}*|vostra|grundbuch\p{L}*|handelsregister\p{L}*|zivilstandsregister\p{L}*|registre des poursuites|office des poursuites|casier judiciaire|registre foncier|registre du commerce|registro delle esecuzioni|ufficio (?:di |d')?esecuzion[ei]|casellario giudiziale|registro fondiario|registro di commercio|debt enforcement register|criminal record|land register|commercial register)(?!\p{L})/iu,
);
const REMOVE = guard(
  /(?<!\p{L})(?:weg|wegbring\p{L}*|wegmach\p{L}*|wegkrieg\p{L}*|entfern\p{L}*|löschen|löschung|streichen|streichung|austragen|tilgen|effacer|radiation|radier|supprimer|retirer|cancellare|cancellazione|rimuovere|stralciare|remove|removed|delete|deleted|expunge\p{L}*)(?!\p{L})/iu,
);
const PRIVATE_HOLDER = guard(
  /(?<!\p{L})(?:auskunftei\p{L}*|wirtschaftsauskunftei\p{L}*|inkasso\p{L}*|bonität\p{L}*|crif|intrum|creditreform|shop\p{L}*|onlineshop\p{L}*|händler\p{L}*|arbeitgeber\p{L}*|vermieter\p{L}*|verwaltung|google|suchmaschine\p{L}*|bank|agence|agenzia|credit (?:agency|bureau)|employer|landlord|datenbank)(?!\p{L})/iu,
);

// Whether to end an employment, a tenancy or a contract, asked in the asking sentence ("Können wir
// ihr deswegen fristlos kündigen?", "Peut-on le licencier ?", "Kann ich das Abo künden?"): employment
// or contract law, whatever data the setting names (a database deleted by mistake). A dismissal that sends on data or a breach to report stays ours;
// so does whether a case is "only" one for a warning (that asks whether it is an offence).
const DISMISS = guard(
  /(?<!\p{L})(?:kündigen|künden|entlassen|licenziare|licenziarl[aoie]|licencie[rz]?|renvoyer|congédier|fire|dismiss)(?!\p{L})/iu,
);
// Telling others why someone was dismissed is a disclosure of that person's data.
const TELL_OTHERS = guard(
  /(?<!\p{L})(?:sagen|informieren|mitteilen|begründen|erklären|bekanntgeben|nennen|tell|inform|explain|dire|informer|expliquer|informare|spiegare)(?!\p{L})/iu,
);

// Whether a cost can be deducted from taxes (session 18): "Kann ich die Miete für den Archivraum mit
// den Personalakten als Aufwand abziehen?". What the cost was for may be full of data words; what is
// asked is the tax law's. The tax office passing on someone's data is asked with a data action.
const DEDUCT = guard(
  /(?<!\p{L})(?:abzieh\p{L}*|abzugsfähig|absetz\p{L}*|déductible\p{L}*|dédui\p{L}*|dedurr\p{L}*|deducibil\p{L}*|deduct\p{L}*|write (?:it )?off)(?!\p{L})/iu,
);
const TAX = guard(/(?<!\p{L})(?:steuer\p{L}*|aufwand|impôts?|fiscal\p{L}*|imposte|fisco|tax\p{L}*|business expenses?)(?!\p{L})/iu);

// A rent or service charges raised (session 18): "Der Vermieter will die Nebenkosten für den Serverraum
// mit den Personalakten neu verteilen. Darf er das?". Tenancy law, whatever the room holds; a landlord
// asking for a tenant's pay slip is asked with data words in the asking sentence.
const RENT = guard(
  /(?<!\p{L})(?:miete|mietzins\p{L}*|nebenkosten\p{L}*|loyer\p{L}*|charges|affitto|pigione|canone|spese accessorie|rent|service charges)(?!\p{L})/iu,
);
const RAISE = guard(
  /(?<!\p{L})(?:erhöh\p{L}*|anheb\p{L}*|aufschlag\p{L}*|neu verteil\p{L}*|augment\p{L}*|hausse|aument\p{L}*|rincar\p{L}*|raise|raising|increase\p{L}*)(?!\p{L})/iu,
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
    name: "social insurance benefits",
    // The guarded words first: the asking sentence is found only for a message that has them.
    test: (q) => {
      if (!BENEFIT.test(q) || !AMOUNT_ASKED.test(q)) return false;
      const asked = askedSentence(q);
      return BENEFIT.test(asked) && AMOUNT_ASKED.test(asked) && !asksAboutData(asked);
    },
    unlessDataAction: true,
  },
  {
    name: "social insurance benefits",
    test: (q) => {
      if (!CONTRIBUTION.test(q)) return false;
      const asked = askedSentence(q);
      // Whether someone may be told them asks about a disclosure: the amount, the payment or who owes it
      // must be what is asked.
      return (
        CONTRIBUTION.test(asked) &&
        (AMOUNT_ASKED.test(asked) || CONTRIBUTION_OWED.test(asked)) &&
        !asksAboutData(asked) &&
        (!legalCue(asked) || AMOUNT_OPENS.test(asked) || CONTRIBUTION_OWED.test(asked))
      );
    },
    unlessDataAction: true,
  },
  {
    // "löschen" is a data action: the register's own removal is not the DSG's erasure.
    name: "an office's register",
    test: (q) => OFFICE_REGISTER.test(q) && REMOVE.test(askedSentence(q)) && !PRIVATE_HOLDER.test(q) && !OWN_DATA.test(q),
    unlessDataAction: false,
  },
  {
    name: "ending a contract",
    test: (q) => {
      if (!DISMISS.test(q)) return false;
      const asked = askedSentence(q);
      return DISMISS.test(asked) && !TELL_OTHERS.test(asked) && !asksAboutData(asked);
    },
    unlessDataAction: false,
  },
  {
    name: "tax",
    test: (q) => {
      if (!DEDUCT.test(q) || !TAX.test(q)) return false;
      const asked = askedSentence(q);
      return DEDUCT.test(asked) && !dataAction(asked);
    },
    unlessDataAction: false,
  },
  {
    name: "tenancy",
    test: (q) => RENT.test(q) && RAISE.test(q) && !asksAboutData(askedSentence(q)),
    unlessDataAction: true,
  },
  {
    name: "fees of another office",
    test: (q) => COST.test(q) && OFFICE_DOCUMENT.test(q) && !OWN_DATA.test(q),
    unlessDataAction: true,
  },
];
