// Acts on persons that make a question one of data protection without a data word (issue 24,
// session 14). The scope model counts data words ("Daten", "Foto", "Überwachung"); a question that
// describes what is done to people in the words of its own trade does not show them: a body shop
// posting photos of cars with readable number plates, a car-sharing service whose telematics raises
// the price automatically, a landlord asking the utility for the tenant's electricity consumption to
// check where she lives, a car dealer copying a driving licence, an insurer telling the social
// services about a client on its own initiative, a broker who sold one's data, a notary's secretary
// who told the content of a will ("ha raccontato"); since session 16 software that counts each person's
// keystrokes or clicks, a lock or badge system's record of who opened which door handed on or used to
// check on someone, and a customer file taken over with a business. Each act is named by what is done (showing,
// deciding automatically, checking, copying, telling, selling) and on what that points to a person
// (a plate, a face, a client's conduct, a home's consumption, an identity document). Such a question
// is ours even where the scope model's words do not reach it; a request the rules decline stays
// declined (they are asked first).
import { guard } from "./word-guard.js";

// A picture of what identifies a person: a face, a number plate.
const IMAGE = guard(
  /(?<!\p{L})(?:foto\p{L}*|bild|bilder|video\p{L}*|aufnahme\p{L}*|kamera\p{L}*|dashcam\p{L}*|photo\p{L}*|vidéo\p{L}*|caméra\p{L}*|immagin\p{L}*|telecamer\p{L}*|pictures?|footage|camera\p{L}*)(?!\p{L})/iu,
);
const IDENTIFIES = guard(
  /(?<!\p{L})(?:kontrollschild\p{L}*|nummernschild\p{L}*|autonummer\p{L}*|kennzeichen|gesicht\p{L}*|plaques? d'immatriculation|plaques?|visages?|targh[ae]|volt[oi]|(?:licen[cs]e|number) plates?|faces?)(?!\p{L})/iu,
);

// A decision about a person taken by a system: a price, a rating, a refusal without anyone looking.
const AUTOMATIC = guard(
  /(?<!\p{L})(?:automatisch\p{L}*|vollautomatisch\p{L}*|telematik\p{L}*|algorithm\p{L}*|automatique\p{L}*|télématique|automatic\p{L}*|telematics?|telematica)(?!\p{L})/iu,
);
const DECIDES = guard(
  /(?<!\p{L})(?:bewert\p{L}*|einstuf\p{L}*|entscheid\p{L}*|abgelehnt|ablehn\p{L}*|zuschlag\p{L}*|aufschlag\p{L}*|scor\p{L}*|évalu\p{L}*|décid\p{L}*|refus\p{L}*|supplément|valut\p{L}*|decid\p{L}*|decision\p{L}*|rifiut\p{L}*|supplemento|rates?|rated|rating|rejects?|rejected|surcharge)(?!\p{L})/iu,
);

// Where someone lives or what a home consumes, asked of a third party to check on the person.
const CONSUMPTION = guard(
  /(?<!\p{L})(?:stromverbrauch\p{L}*|wasserverbrauch\p{L}*|verbrauchsdaten|smart[- ]?meter\p{L}*|wohnsitz\p{L}*|aufenthaltsort\p{L}*|consommation\p{L}*|consumi|consumo|consumption)(?!\p{L})/iu,
);
const CHECK_ON = guard(
  /(?<!\p{L})(?:anfrag\p{L}*|anfordern|abfrag\p{L}*|einseh\p{L}*|prüf\p{L}*|überprüf\p{L}*|kontrollier\p{L}*|herausfind\p{L}*|demander|vérifier|contrôler|chiedere|richiedere|verificare|controllare|request|check|verify)(?!\p{L})/iu,
);

// A copy of an identity document.
const COPY = guard(/(?<!\p{L})(?:kopie\p{L}*|scan\p{L}*|copie\p{L}*|photocopi\p{L}*|copia|fotocopi\p{L}*|copy)(?!\p{L})/iu);
const IDENTITY_DOCUMENT = guard(
  /(?<!\p{L})(?:ausweis\p{L}*|führerausweis\p{L}*|führerschein\p{L}*|identitätskarte\p{L}*|reisepass\p{L}*|pass|passes|passeport|pièce d'identité|carte d'identité|permis de conduire|passaporto|carta d'identità|patente|passport|id card|driving licen[cs]e|driver's licen[cs]e)(?!\p{L})/iu,
);

// Telling others about a person: German says "erzählt" (a data word of the scope lexicon); French,
// Italian and English say it in words the lexicon does not hold.
const TOLD = guard(
  /(?<!\p{L})(?:raccontat[oaie]|rivelat[oaie]|divulgat[oaie]|spifferat[oaie]|raconté\p{L}*|révélé\p{L}*|divulgué\p{L}*|disclosed|revealed|leaked)(?!\p{L})/iu,
);
// Informing a third party about someone on one's own initiative (no one asked for it).
const OWN_INITIATIVE = guard(
  /(?<!\p{L})(?:von uns aus|von sich aus|von mir aus|unaufgefordert|ungefragt|de (?:notre|sa|ma) propre initiative|di (?:nostra|sua|mia) iniziativa|on (?:our|its|my) own initiative)(?!\p{L})/iu,
);
const INFORM = guard(
  /(?<!\p{L})(?:informier\p{L}*|benachrichtig\p{L}*|melden|mitteilen|informer|avertir|informare|avvisare|inform|notify)(?!\p{L})/iu,
);
// Selling what is known about people: the data, then the sale, or the sale, then the data.
const DATA_SOLD = guard(
  /(?<!\p{L})(?:daten|adressen|kontaktdaten|données|dati|data)\s+(?:\p{L}+\s+){0,3}(?:verkauft|weiterverkauft|vendu\p{L}*|sold)(?!\p{L})/iu,
);
const SOLD_DATA = guard(
  /(?<!\p{L})(?:verkauf\p{L}*|vend\p{L}*|sell\p{L}*)\s+(?:\p{L}+\s+){0,3}(?:daten|adressen|données|dati|data)(?!\p{L})/iu,
);

// Software that counts what each person types or clicks: the monitoring of work, whatever it is called.
const KEYSTROKES = guard(
  /(?<!\p{L})(?:tastenanschl\p{L}*|tastatureingabe\p{L}*|tastaturaktivität\p{L}*|mausbeweg\p{L}*|mausklick\p{L}*|keylogger\p{L}*|frappes? (?:au|du) clavier|activité (?:du|au) clavier|battitur\p{L}*|sequenze di tasti|keystrokes?|keyboard activity|mouse (?:movements?|clicks?|activity))(?!\p{L})/iu,
);

// A record of who opened which door, used or handed on to check on someone.
const DOOR_SYSTEM = guard(
  /(?<!\p{L})(?:schliesssystem\p{L}*|schliessanlage\p{L}*|türschloss\p{L}*|türschlösser\p{L}*|türöffnung\p{L}*|zutrittssystem\p{L}*|zutrittskarte\p{L}*|zutrittsdaten|badge\p{L}*|serrures? (?:électronique|connectée)s?|système de fermeture|contrôle d'accès|serratur\p{L}*|controllo (?:degli )?accessi|door[- ]?locks?|access control|key ?cards?)(?!\p{L})/iu,
);
const RECORDED = guard(
  /(?<!\p{L})(?:protokoll\p{L}*|aufgezeichnet|aufzeichn\p{L}*|gespeichert|speichert|auswertung\p{L}*|historique|journal\p{L}*|enregistr\p{L}*|registr\p{L}*|log|logs|logged|records?|recorded|history)(?!\p{L})/iu,
);

// A customer or patient file that passes to a successor with the business.
const CLIENT_FILE = guard(
  /(?<!\p{L})(?:kundenkartei\p{L}*|kundendatei\p{L}*|kundenstamm\p{L}*|kundenliste\p{L}*|kundendossiers?|patientenkartei\p{L}*|patientendossiers|fichiers? (?:de )?clients|archivio clienti|schedario clienti|customer (?:files?|list|database))(?!\p{L})/iu,
);
const TAKEN_OVER = guard(
  /(?<!\p{L})(?:übernehm\p{L}*|übernimmt|übernommen|übernahme\p{L}*|übergeb\p{L}*|übergibt|übergabe\p{L}*|nachfolge\p{L}*|reprend\p{L}*|reprise|rilev\p{L}*|cession\p{L}*|takes? over|taking over|took over|handover|successor)(?!\p{L})/iu,
);

// A list of named people put up where others see it: debtors in the stairwell, members behind with
// their fees on the notice board (session 18). Tenancy or club words outweigh the data words in the
// scope model; what is asked is whether the list may be shown.
const PEOPLE_LIST = guard(
  /(?<!\p{L})(?:listen|namensliste|namen|listes?|noms|elenco|elenchi|nomi|lista|list|names)\s+(?:\p{L}+\s+){0,3}(?:mieter\p{L}*|schuldner\p{L}*|säumig\p{L}*|mitglieder\p{L}*|kund\p{L}*|bewohner\p{L}*|eltern|schüler\p{L}*|locataires?|débiteurs?|membres|clients?|résidents?|inquilini|debitori|morosi|soci|clienti|condomini|tenants?|debtors?|members|residents|customers|defaulters)(?!\p{L})/iu,
);
const PUT_UP = guard(
  /(?<!\p{L})(?:aushäng\p{L}*|auszuhängen|aufhäng\p{L}*|aufzuhängen|anschlag\p{L}*|aushang|schwarze[nms]? brett|pinnwand|treppenhaus|affich\p{L}*|tableau d'affichage|cage d'escalier|appender\p{L}*|affigg\p{L}*|bacheca|vano scala|notice ?board|stairwell|hallway|pin (?:it )?up|put up|hang up)(?!\p{L})/iu,
);

// An authority asking a business about one of its customers or patients (the police at an optician's
// counter, a prosecutor at a bank): whether to tell is a disclosure of that person's data.
const AUTHORITY = guard(
  /(?<!\p{L})(?:polizei\p{L}*|polizist\p{L}*|kantonspolizei|staatsanwalt\p{L}*|police|policier\p{L}*|gendarme\p{L}*|polizia|poliziott\p{L}*|carabinier\p{L}*|procura|procuratore|prosecutor\p{L}*|police officers?)(?!\p{L})/iu,
);
const WANTS_TO_KNOW = guard(
  /(?<!\p{L})(?:wissen|erfahren|angaben|auskunft|herausgeben|savoir|renseignements?|informations?|sapere|informazioni|know|details)(?!\p{L})/iu,
);
const ONE_OF_OURS = guard(
  /(?<!\p{L})(?:kunde|kunden|kundin|patient\p{L}*|klient\p{L}*|gast|mieter\p{L}*|client\p{L}*|pazient\p{L}*|customer\p{L}*|guest\p{L}*|tenant\p{L}*)(?!\p{L})/iu,
);

/** Whether a question describes an act on persons that makes it a data-protection question. */
export function actOnPersons(question: string): boolean {
  if (IMAGE.test(question) && IDENTIFIES.test(question)) return true;
  if (AUTOMATIC.test(question) && DECIDES.test(question)) return true;
  // A check on the person: a bill disputed after the consumption was used is a tenancy question.
  if (CONSUMPTION.test(question) && CHECK_ON.test(question)) return true;
  if (COPY.test(question) && IDENTITY_DOCUMENT.test(question)) return true;
  if (TOLD.test(question)) return true;
  if (OWN_INITIATIVE.test(question) && INFORM.test(question)) return true;
  if (KEYSTROKES.test(question)) return true;
  if (DOOR_SYSTEM.test(question) && RECORDED.test(question)) return true;
  if (CLIENT_FILE.test(question) && TAKEN_OVER.test(question)) return true;
  if (PEOPLE_LIST.test(question) && PUT_UP.test(question)) return true;
  if (AUTHORITY.test(question) && WANTS_TO_KNOW.test(question) && ONE_OF_OURS.test(question)) return true;
  return DATA_SOLD.test(question) || SOLD_DATA.test(question);
}
