// What a privacy notice under the DSG must (or should) say, as data: per item the cues that show
// the topic is addressed (per language) and, where the law asks for more than the topic, the
// details that must appear near it. check.ts is the small logic that applies these. Italian cues: cues-it.ts.
import { IT } from "./cues-it.js";

export type Lang = "de" | "fr" | "en" | "it";

export interface Provision {
  /** The knowledge base's ref of the article, e.g. "DSG Art. 19". */
  ref: string;
  /** Paragraph or letter within the article, shown next to the ref. */
  detail?: string;
}

export interface ItemSpec {
  id: string;
  label: string;
  /** true: required by Art. 19–21 / 14 DSG; false: good practice. */
  required: boolean;
  provisions: Provision[];
  /** Any of these, in any language, shows the topic is addressed. */
  cues: Record<Lang, RegExp[]>;
  /** If set, one of these must appear within `window` characters from the cue for "found"; else "unclear". */
  details?: Record<Lang, RegExp[]>;
  /** Cues searched only in the opening characters of the text (a letterhead), in every language. */
  openingCues?: { within: number; patterns: RegExp[] };
  /** Characters before the cue's sentence also searched for details. */
  windowBefore?: number;
  /** Details only in the cue's paragraph (up to the next blank line): the next section's list is about something else. */
  detailsInParagraph?: boolean;
  /** Characters after the start of the cue's sentence searched for details. */
  window?: number;
  /** Details searched from this many characters before the cue on, not from the start of its sentence. */
  detailsFromCue?: number;
  /** A cue of this kind counts as the whole answer (e.g. "no transfers abroad"). */
  settles?: Record<Lang, RegExp[]>;
  /**
   * Session 21 (blindR): a statement that there is none ("Wir haben keine Datenschutzberaterin ernannt", "nous n'avons pas
   * désigné de conseiller", "non abbiamo nominato un consulente"): a cue whose context (check.ts `cueContext`) is such a
   * denial does not deal with the item; with no other cue the item is judged as not dealt with.
   */
  denials?: RegExp[];
  /**
   * "Found" needs the specific element (issue 26, session 9): some cue's context (check.ts `cueContext`) must name one
   * of `patterns` (a concrete purpose, a kind of recipient, a period or criterion), else "unclear". `statement`: words
   * that state the item itself ("für Vereinszwecke", "per le finalità"); such a statement without one of `needs` in its
   * context is "unclear" even beside specific side processing. `negationSettles`: a negated mention answers the item ("keine Weitergabe").
   */
  specific?: {
    patterns: RegExp[];
    statement?: Statement | Statement[];
    negationSettles?: boolean;
    /** Wording that only looks specific (an activity inside "Verwaltungsaufgaben"): blanked before judging. */
    vague?: RegExp[];
    /** Session 18: headings of the item's own section; such a section that names nothing specific makes the item unclear. */
    section?: RegExp[];
  };
  /**
   * Session 17 (blindN): a guarantee named only in general words ("geeignete Garantien", "garanties appropriées",
   * "garanzie adeguate") whose own context (its sentence and the next) names no guarantee of `named`: the item is unclear
   * even when another destination has its guarantee (each state needs its own).
   */
  vagueDetails?: { words: RegExp[]; named: Record<Lang, RegExp[]>; unclear: string };
  /**
   * Session 17 (blindN): when the notice shows the case itself (a sentence matching `shown` that does not deny it), "found"
   * also needs one of `needs` somewhere in the text (an automated decision: the right to state one's view and to ask for a
   * human review, Art. 21 Abs. 2 DSG), else "unclear".
   */
  requiresWhenShown?: { shown: RegExp[]; needs: RegExp[]; unclear: string };
  /** Different cues needed for "found"; fewer gives "unclear" (one right named is not a rights section). */
  minDistinctCues?: number;
  /** Cues (among `cues`) that show the topic without naming anything ("Ihre gesetzlichen Rechte"): not counted as distinct. */
  generic?: RegExp[];
  /**
   * Cues (among `cues`) that show the topic without naming what the law asks for ("ins Ausland", "weltweit" name no
   * state). If only these hit, the item is "unclear" with this reason; details are then looked for near the others only.
   */
  general?: {
    cues: Record<Lang, RegExp[]>;
    unclear: string;
    /**
     * Session 15 (blindL): one state of a group that the notice does not name ("in einem EU-Mitgliedstaat", "dans un
     * État membre de l'UE", "in un paese dell'UE"). Such a destination is unclear unless its own sentence also names a
     * state; the group named elsewhere (to say it is adequate) does not name the state the data go to.
     */
    oneOfGroup?: RegExp[];
    oneOfGroupUnclear?: string;
    /**
     * Session 16 (blindM): what names the element in any grammatical form, read only in the context of a general cue
     * (its sentence, or a question heading with its answer): "I dati vanno all'estero? Soltanto verso i Paesi Bassi",
     * "À l'étranger ? L'Irlande, …". Outside that context (an address abroad) it names nothing.
     */
    namedInContext?: RegExp[];
    /**
     * Session 18 (blindO): data sent to places named only by their extent ("weltweit", "in tutto il mondo", "hors
     * d'Europe"). Such a destination is unclear unless its own sentence names a state, even when another state (the
     * controller's own seat) is named elsewhere.
     */
    unnamedDestination?: RegExp[];
    unnamedDestinationUnclear?: string;
  };
  /**
   * For items that apply only in some cases: when the topic is not dealt with, the item is "missing" only if one of
   * these shows in the notice that it applies ("Mailchimp" → data go abroad); otherwise "not_applicable".
   */
  appliesWhen?: {
    shownBy: Record<Lang, RegExp[]>;
    within?: number;
    because: string;
    otherwise: string;
    /** What shows, despite the signs, that the item does not apply (a Swiss establishment for Art. 14 DSG), with the reason. */
    unless?: { shownBy: RegExp[]; because: string };
  };
  found: string;
  unclear?: string;
  missing: string;
}

/** A statement of the item itself (`ItemSpec.specific.statement`). */
export interface Statement {
  words: RegExp[];
  needs: RegExp[];
  notKeeping?: boolean;
  /** Session 17 (blindN): parts blanked before `needs` is looked for ("salvo obblighi legali di conservazione"). */
  reservations?: RegExp[];
  /** Session 17 (blindN): the words carry their own negation ("bis sie nicht mehr benötigt werden"): judged all the same. */
  negated?: boolean;
  /** Session 20 (blindQ): parts about someone else, blanked before `words` are looked for ("die uns bei unserer Tätigkeit unterstützen"). */
  aboutOthers?: RegExp[];
}

// The lookbehind starts a match only at the beginning of a run of address characters: without it a
// long run without "@" is rescanned from each of its characters (quadratic; issue 23). The first match
// (check.ts only searches for it) is the same.
const EMAIL = /(?<![A-Za-z0-9_.+-])[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/;
// A postcode and its town stand on one line; a year is no postcode ("Stand: Januar 2026" over the heading
// "Verantwortliche Stelle" made a controller without any address "found", blindB).
const POSTCODE =
  /(?<!\b(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|dicembre|stand|version|ab|dès|dal)\.?:?[ \t])\b(CH-)?[1-9]\d{3}[ \t]+[A-ZÄÖÜÉ][\p{L}-]+/iu;
const PHONE = /(\+41|\b0\d{2})[\s\d]{8,}/;
/** Legal forms that mark an organisation's name ("Gipfelwerk GmbH"), for controllers named without "verantwortlich". */
const LEGAL_FORM =
  "(ag|gmbh|sa|sàrl|sagl|genossenschaft|stiftung|verein|kollektivgesellschaft|ltd|inc|llc|association|fondation|coopérative|associazione|fondazione|cooperativa|b\\.v|n\\.v|kg|plc|limited|s\\.r\\.l|srl|s\\.p\\.a|sas|sarl|e\\.v)";
const MONTHS_DE = "januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember";
const MONTHS_FR = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";
const NUMERIC_DATE = "\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?\\d{4}";
/** A place name opening a line ("Aarau", "La Chaux-de-Fonds", "St. Gallen"): no flag "m", so the line break is matched. */
const PLACE_LINE = "(?:^|\\n)[ \\t]*\\p{Lu}[\\p{L} .'’-]{1,40}";
/** Nothing else after the date on that line: a date inside a sentence says nothing about the notice. */
const LINE_END = "[ \\t]*(?=\\n|$)";
/** Within one sentence: a dot counts only if no space follows ("www.gipfelwerk.example" stays inside). */
const IN_SENTENCE = "(?:[^.]|\\.(?=\\S))";
/** A heading: a short line of its own (optionally numbered) without a full stop; `HEADING(words)` matches words in it. */
const HEADING = (words: string) =>
  new RegExp(`(?:^|\\n)[ \\t]*(?:\\d+(?:\\.\\d+)*\\.?[ \\t]+)?[^\\n.]{0,50}\\b(${words})\\b[^\\n.]{0,50}(?=\\n)`, "iu");

/** Transfers abroad named without a state (issue 26: "ins Ausland", "europäisches Ausland", "weltweit"). */
const ABROAD_GENERAL: Record<Lang, RegExp[]> = {
  // Countries named by a kind, not by state: "Länder des Südens", "pays en développement", "Paesi del Sud del mondo" (blindG).
  de: [
    /\bausland\w*\b/iu,
    // Regions named only by what they are not or by distance (session 12): "in Übersee", "ausserhalb Europas".
    /\bübersee\w*\b|\bausserhalb (europas|von europa)\b|\baussereuropäisch\w*\b|\bnicht-?europäisch\w*\b|\b(staaten|ländern?) ohne\b/iu,
    // Session 13: a region that is no defined group of states (blindJ: "Rechenzentren in Skandinavien"); EU/EWR are.
    // Session 14 (round 7): "Europa" alone is no group of states either ("Rechenzentren in Europa"); EU/EWR are.
    /\b(in|nach|innerhalb|aus|en|in tutta|in tutta l['’])\s+europ(a|e)\b|\b(nord|süd|ost|west|mittel|südost|nordost)europa\b|\bskandinavien\b|\bbaltikum\b|\b(dem )?balkan\b|\b(süd|ost|südost|west|zentral)?asien\b|\b(nord|süd|latein|mittel|zentral)amerika\b|\bafrika\b|\b(im )?nahen osten\b|\bozeanien\b|\bnordische(n)? (staaten|länder(n)?)\b/iu,
    /\b(entwicklungs|schwellen)länder\w*\b|\bländer(n)? des (globalen )?südens\b|\bdrittstaat\w*\b|\bdrittl(a|ä)nd\w*\b|\bandere(n)? (staaten|ländern?)\b|\bausserhalb der schweiz\b|\bweltweit\w*\b/iu,
  ],
  fr: [
    /\bpays (du sud|en (voie de )?développement|émergents)\b|\bl['’]étranger\b|\b(hors de|en dehors de la) suisse\b|\bpays tiers\b|\bautres pays\b|\bdans le monde entier\b/iu,
    /\beurope (de l['’]est|du nord|du sud|centrale|de l['’]ouest|orientale)\b|\bscandinavie\b|\basie( du sud-est)?\b|\bamérique (du sud|du nord|latine|centrale)\b|\bafrique\b|\bocéanie\b|\bpays (nordiques|baltes|scandinaves)\b|\bbalkans\b|\bmoyen-orient\b/iu,
    /\bpays (sans|n['’]offrant pas|qui n['’]offrent pas)\b|\bhors d['’]europe\b|\ben dehors de l['’]europe\b|\bextra-?européens?\b|\boutre-mer\b|\boutre-atlantique\b/iu,
  ],
  en: [/\babroad\b|\bthird countr\w+|\bother countries\b|\boutside switzerland\b|\bworldwide\b/iu],
  it: IT.abroadGeneral,
};

/**
 * Session 15 (blindL): one state of a group, not named: "auf Servern in einem EU-Mitgliedstaat", "in einem Land des EWR",
 * "im EU-Raum", "dans un État membre de l'Union européenne", "in un paese dell'UE". The group may be adequate as a whole,
 * but the reader cannot tell which state the data go to; the group by itself ("in der EU", "in EU-Staaten") is a region
 * of states and stays found (session 9).
 */
/**
 * Session 18 (blindO): destinations by their extent only, in a sentence about data (`general.unnamedDestination`). Not in
 * a condition on the person's own choice ("Findet eine Veranstaltung ausserhalb Europas statt, geben wir … an den dortigen
 * Veranstalter", heldout6: found): there the state is the one the person booked.
 */
const UNNAMED_DESTINATION = [
  /(?<!\b(wenn|falls|sofern|findet|finden|si|se|qualora|lorsque|if)\b[^.,;]{0,60})(?:(?<=\b(daten|angaben|données|informations|dati|informazioni|data)\b[^.]{0,200})|(?=[^.]{0,200}\b(daten|angaben|données|informations|dati|informazioni|data)\b))\b(weltweit\w*|in (der ganzen|aller) welt|ausserhalb (europas|von europa)|nach übersee|in übersee|aussereuropäisch\w*|dans le monde entier|partout dans le monde|(hors|en dehors) d(e l)?['’]europe|extra-?européen\w*|outre-mer|in tutto il mondo|ovunque nel mondo|(al di )?fuori (dall['’]|dell['’]|d['’])europa|extra-?europe[ie]|oltreoceano|oltremare|worldwide|outside europe)\b/iu,
];

const ONE_OF_GROUP = [
  new RegExp(
    "\\b(einem|einen|einer)\\s+(anderen\\s+)?(eu|ewr|efta)-(mitglied)?(staat|land|mitgliedsland|mitgliedstaat)(e|es)?\\b" +
      "|\\b(einem|einen|einer)\\s+(anderen\\s+)?(mitglied)?(staat|land|mitgliedsland|mitgliedstaat)(e|es)?\\s+(der|des|im|in der)\\s+(eu|ewr|efta|europäischen union|europäischen wirtschaftsraum\\w*)\\b" +
      "|\\b(einem|einen|einer)\\s+(anderen\\s+)?europäischen\\s+(staat|land)\\b|\\bim\\s+(eu|ewr)-raum\\b",
    "iu",
  ),
  new RegExp(
    "\\b(un|l['’]un)\\s+(autre\\s+|des\\s+)?(états?|pays)(\\s+membres?)?\\s+(de l['’]|du|de la|des|de)\\s*(ue|eee|aele|union européenne|espace économique européen)\\b" +
      "|\\b(un|une)\\s+(autre\\s+)?(état|pays)\\s+européen\\b|\\bdans l['’]espace (européen|de l['’]ue|ue)\\b",
    "iu",
  ),
  new RegExp(
    "\\b(un|uno)\\s+(altro\\s+|degli\\s+|dei\\s+)?(stat[oi]|paes[ei])(\\s+membr[oi])?\\s+(dell['’]|del|della|di)\\s*(ue|see|aels|unione europea|spazio economico europeo)\\b" +
      "|\\b(un|uno)\\s+(altro\\s+)?(stato|paese)\\s+europeo\\b|\\bnell['’](area|spazio)\\s+(ue|dell['’]ue|europeo)\\b",
    "iu",
  ),
];

/**
 * Session 17 (blindN): a guarantee only in general words ("auf Grundlage geeigneter Garantien", "garanties appropriées",
 * "garanzie adeguate"); with `NAMED_GUARANTEE` in its sentence or the next it is named.
 */
const VAGUE_GUARANTEE = [
  /\b(geeignet|angemessen|ausreichend|entsprechend|notwendig|erforderlich|passend)\w*\s+(\p{L}+\s+)?(garantien|sicherheiten|schutzgarantien)\b|\b(garanties|mesures de protection)\s+(appropriées|adéquates|suffisantes|nécessaires|adaptées)\b|\b(garanzie|misure di protezione)\s+(adeguate|appropriate|idonee|sufficienti|necessarie)\b|\b(adeguate|appropriate|idonee|opportune)\s+garanzie\b|\b(appropriate|adequate|suitable)\s+safeguards\b/iu,
];
const NAMED_GUARANTEE: Record<Lang, RegExp[]> = {
  de: [
    /\bstandard(vertrags|daten)?(schutz)?klauseln\b|\bmusterklauseln\b/iu,
    /\banhang 1\b|\bdata privacy framework\b|\bliste des bundesrat\w*\b|\bbinding corporate rules\b|\bunternehmensinterne\w* datenschutzvorschriften\b|\bart\. 1[67] dsg\b/iu,
    /\beinwilligung\b|\bzustimmung\b|\berfüllung\b[^.]{0,80}(vertrag|verhältnis|auftrag)\w*|\bvertragsabwicklung\b/iu,
  ],
  fr: [
    /\bclauses (contractuelles )?types\b|\bannexe 1\b|\bdata privacy framework\b|\bliste du conseil fédéral\b|\bart\. 1[67] lpd\b|\bconsentement\b|\bexécution\b[^.]{0,60}\bcontrat\b|\brègles d['’]entreprise contraignantes\b/iu,
  ],
  en: [/\bstandard contractual clauses\b|\bdata privacy framework\b|\bconsent\b|\bbinding corporate rules\b/iu],
  it: [
    /\bclausole (contrattuali )?(tipo|standard)\b|\bclausole contrattuali di protezione\b|\ballegato 1\b|\bdata privacy framework\b|\bconsenso\b|\besecuzione\b[^.]{0,60}\bcontratto\b|\bnorme interne (dell['’]impresa )?vincolanti\b|\bart\. 1[67] (lpd|nlpd)\b/iu,
  ],
};

/**
 * Session 16 (blindM): states by name in any grammatical form (subject, with an article, after any preposition), in the
 * four languages. Only read where the notice speaks of abroad in general words (`general.namedInContext`): a bare state
 * name elsewhere may be an address or a clientele, not a destination.
 */
const STATES_ANY_FORM = [
  /\b(deutschland|österreich|frankreich|italien|liechtenstein|irland|niederlande|belgien|luxemburg|spanien|portugal|polen|schweden|dänemark|finnland|norwegen|grossbritannien|vereinigte(n|s)? königreich|usa|vereinigte(n)? staaten|kanada|japan|indien|singapur|israel)\b/iu,
  /\b(allemagne|autriche|france|italie|irlande|pays-bas|belgique|luxembourg|espagne|portugal|pologne|suède|danemark|finlande|norvège|royaume-uni|états-unis|etats-unis|canada|japon|inde|singapour|israël)\b/iu,
  /\b(germania|austria|francia|italia|irlanda|paesi bassi|olanda|belgio|lussemburgo|spagna|portogallo|polonia|svezia|danimarca|finlandia|norvegia|regno unito|stati uniti|canada|giappone|india|singapore|israele)\b/iu,
  /\b(germany|austria|france|italy|ireland|netherlands|belgium|luxembourg|spain|portugal|poland|sweden|denmark|finland|norway|united kingdom|united states|canada|japan|india|singapore|israel)\b/iu,
];

/**
 * Services whose providers sit or keep data abroad (mostly in the US): a notice naming one shows that data go
 * abroad, so saying nothing about it is "missing", not "not applicable" (issue 26).
 */
/** Session 18: signing in with another provider's account, in either word order (abroad and data from others). */
const SOCIAL_LOGIN =
  /\b(anmeld\w*|login|einlogg\w*|connecter|connexion|accedi|accedere|accedete|accesso|sign in|log in)\s+(\p{L}+\s+){0,2}(mit|avec|con|with)\s+(ihrem\s+|deinem\s+|votre\s+|(il|un) (suo|vostro|tuo)\s+|your\s+)?(compte\s+|account\s+)?(google|apple|facebook|microsoft|linkedin)\b|\b(mit|avec|con|with)\s+(ihrem\s+|deinem\s+|votre\s+|(il|un) (suo|vostro|tuo)\s+|your\s+)?(compte\s+|account\s+)?(google|apple|facebook|microsoft|linkedin)(-?(konto|account|id)\b)?\s+(\p{L}+\s+){0,2}(an(zu)?melden|einloggen|registrieren|connecter|inscrire|accedere|registrarsi|registrarvi|sign in|log in)\b/iu;

const FOREIGN_SERVICES = [
  /\b(instagram|whatsapp|facebook|meta-pixel|facebook-pixel|google (forms|analytics|workspace|drive|ads|ad manager|maps|fonts|tag manager|cloud)|gmail|youtube|mailchimp|microsoft (365|teams|clarity|azure)|office 365|zoom|dropbox|amazon web services|salesforce|hubspot|slack|icloud|typeform|surveymonkey|calendly|shopify|squarespace|strava|linkedin|tiktok|twitter|sendinblue|brevo|stripe|paypal)\b/iu,
  // Session 18: by family, the services whose firms or servers are abroad, not names taken from a notice. Messaging and
  // social networks; office, cloud and video tools; newsletter and e-mail services; forms, scheduling and events; shop,
  // site and booking platforms; payment providers and app stores; analytics, advertising and embedded services.
  /\b(telegram|facebook messenger|pinterest|snapchat|discord|x \(twitter\)|meta (platforms|ireland))\b/iu,
  /\b(google (docs|sheets|meet|calendar|kalender|agenda|calendario|classroom|play|pay|fit|health connect|recaptcha|firebase)|google-(konto|account|formular\w*|kalender|tabellen)|microsoft (forms|onedrive|sharepoint|outlook|bookings|dynamics)|onedrive|sharepoint|outlook\.com|aws|amazon (s3|ses)|trello|asana|airtable|monday\.com|canva|webex|gotomeeting|wetransfer|zendesk|intercom|freshdesk|pipedrive|zoho)\b/iu,
  /\b(klaviyo|campaign monitor|constant contact|mailerlite|substack|activecampaign|getresponse|convertkit|sendgrid|mailgun|mailjet|cleverreach|rapidmail)\b/iu,
  /\b(jotform|microsoft forms|eventbrite|cvent|acuity|simplybook|setmore|doctolib)\b/iu,
  /\b(wix|webflow|godaddy|bigcommerce|etsy|amazon marketplace|booking\.com|airbnb|expedia|tripadvisor|opentable|thefork|hostinger)\b/iu,
  /\b(klarna|adyen|mollie|sumup|apple pay|google pay|app store|apple app store|play store|google play)\b/iu,
  /\b(hotjar|mixpanel|matomo cloud|cloudflare|vimeo|spotify|soundcloud|tiktok-pixel|linkedin insight|meta pixel|google recaptcha|recaptcha|openai|chatgpt)\b/iu,
  // Signing in with an account abroad ("mit Ihrem Google-Konto anmelden", "se connecter avec Apple", "accedi con Google").
  SOCIAL_LOGIN,
];

/** Collection from others that the notice shows without saying so: credit checks, sanctions screening, address brokers. */
// Session 12 round 2: someone else (an employer, a firm, a school) enrols the person, said through the enrolment: "die
// Anmeldung macht Ihr Arbeitgeber", "l'inscription est faite par l'entreprise", "l'iscrizione la fa l'azienda", "votre
// employeur vous inscrit". Its data then come from that other party; the person's own enrolment is not this.
// Session 15 (blindL): also whoever gives the membership or course as a present, or another person ("l'iscrizione la fa chi
// regala", "die Anmeldung übernimmt die schenkende Person", "c'est la personne qui l'offre qui fait l'inscription").
const ENROLLED_BY =
  "(arbeitgeber\\w*|firma|unternehmen|betrieb|lehrbetrieb|schule|employeur|entreprise|société|école|azienda|datore di lavoro|ditta|impresa|scuola" +
  "|chi\\s+(\\p{L}+\\s+){0,2}(regal\\w*|offr\\w*|dona\\w*|paga\\w*)|schenkend\\w*(\\s+person)?|wer\\s+(\\p{L}+\\s+){0,2}(schenkt|verschenkt)|(la personne|celui|celle)\\s+qui\\s+(l['’]\\s*|le\\s+|la\\s+)?(offre|donne)" +
  "|un['’]altra persona|eine? andere\\w* person|une autre personne)";
/**
 * Session 15 (blindL): the person as the source of a passive ("ci vengono comunicati … dall'allievo o dai suoi genitori",
 * "nous sont remises par l'élève ou ses parents", "von den Teilnehmenden selbst"): the person by a pronoun, by "selbst /
 * eux-mêmes / stessi", or by the role the notice gives its readers (pupil, client, member, participant, patient), first in
 * the list ("dall'allievo o dai suoi genitori"). Neither a source statement nor a sign that data come from others. The
 * parents alone are a source ("nous sont transmises par les parents", session 6).
 */
const SELF_SOURCE =
  "(ihnen|dir|euch|sie selbst|vous|toi|lei|voi|te)\\b|[^.]{0,40}\\b(selbst|eux-mêmes|elles-mêmes|vous-mêmes?|lui-même|elle-même|stess[oaie]|personalmente|direttamente)\\b|(den |der |dem |ihren |ihrer |ihrem |les |l['’]|la |le |ses |leurs? |(dall['’]|dal |dalla |dai |dalle |dagli |dallo )?(suoi |sue |loro )?)?(teilnehmend\\w*|kund\\w*|mitglied\\w*|patient\\w*|schüler\\w*|gäst\\w*|élèves?|clients?|membres?|participant\\w*|allievi|allievo|allieva|allieve|alunn\\w*|client[ie]|soci[oa]?\\b|membri|partecipant\\w*|pazient\\w*|ospit[ei])\\b";
const THIRD_PARTY_SOURCES = [
  /\b(bonitätsprüfung\w*|bonitätsauskunft\w*|kreditprüfung\w*|kreditwürdigkeit|zahlungsfähigkeit|sanktionsliste\w*|sanktionsprüfung\w*|sanktionsscreening|adresshändler\w*|adressbroker\w*|adressanbieter\w*|wirtschaftsauskunftei\w*|vérification de (la )?solvabilité|listes? de sanctions|courtiers? en adresses|verifica della solvibilità|liste di sanzioni|credit checks?|sanctions screening)\b/iu,
  /\bärztliche\w* verordnung\w*|\bzuweisungs?(schreiben)?\b|\b(médecin|institution)\w*\s+(qui a |ayant )?prescrit\w*|\bordonnance médicale\b|\bprescrizione medica\b/iu,
  /\b(prüfen|überprüfen|abklären)\b[^.]{0,60}\b(bonität|kreditwürdigkeit|zahlungsfähigkeit)\b|\b(bonität|kreditwürdigkeit|zahlungsfähigkeit|solvabilité|solvibilità|affidabilità creditizia)\b[^.]{0,40}\b(prüf\w*|überprüf\w*|abklär\w*|vérifi\w*|contrôl\w*|verific\w*|controll\w*)|\b(vérifi\w*|contrôl\w*|verific\w*|controll\w*)\b[^.]{0,40}\b(solvabilité|solvibilità|affidabilità creditizia)\b|\b(abgleich|abgleichen)\b[^.]{0,60}\bsanktion\w*/iu,
  // Data from someone else told in passing, in the passive and without saying from whom (session 12): "die uns jährlich
  // mitgeteilt wird", "qui nous est communiquée", "che ci viene notificata". With "von / par / da" it is a source (a cue).
  // Session 15 (blindL): the source may come later in the sentence ("ci vengono comunicati al momento dell'iscrizione …
  // dall'allievo o dai suoi genitori"): any source in the sentence makes it a statement (a cue) or the person's own data.
  /\b(wird|werden) uns\b(?:(?!\b(von|vom)\b)[^.]){0,40}\b(mitgeteilt|gemeldet|zugestellt|übermittelt|bekanntgegeben)\b(?![^.]{0,120}\b(von|vom)\b)|\buns\s+(\p{L}+\s+){0,2}(mitgeteilt|gemeldet|zugestellt|übermittelt|bekanntgegeben)\s+(wird|werden)\b|\bnous (est|sont) (communiquée?s?|notifiée?s?|transmise?s?|signalée?s?|remise?s?|fournie?s?)\b(?![^.]{0,120}\bpar\b)|\bci (viene|vengono) (notificat|comunicat|trasmess|segnalat|fornit|consegnat)\w*\b(?![^.]{0,120}\b((da|dal|dalla|dai|dalle|dagli|dallo)\b|dall['’]))/iu,
  // Advertising sent to people who are not (yet) customers, subscribers or members: their addresses come from
  // someone else (blindE: "offres … à des personnes qui ne sont pas encore abonnées").
  /\b(personen|haushalte|leute|personnes|ménages|persone|famiglie)\b[^.]{0,20}\b(die|welche|qui|che)\b[^.]{0,30}\b(nicht|noch nicht|keine|noch keine|ne sont pas|pas encore|non sono|non ancora)\s+(\p{L}+\s+)?(kund\w*|abonnent\w*|mitglied\w*|gönner\w*|client\w*|abonné\w*|membres?|abbonat\w*|soci[oa]?|membri)\b|\b(nicht-?kund\w*|nichtmitglied\w*|non-abonné\w*|non-client\w*|non abbonat\w*|non client\w*)\b|\b(miet|gemietet\w*|gekauft\w*) adress\w*|\badress\w* (mieten|kaufen|gemietet|gekauft)\b|\badresses (louées|achetées)\b|\bindirizzi (acquistati|noleggiati|affittati)\b/iu,
  // Session 13: rented or bought lists (blindJ): "Adressen aus gemieteten Listen", "fichiers loués", "elenchi presi a noleggio".
  /\b(gemietet|gekauft|zugekauft)\w*\s+(\p{L}+\s+)?(adress)?(listen|verzeichnis\w*|dateien)\b|\b(adress)?listen\b[^.]{0,20}\b(mieten|kaufen|gemietet|gekauft)\b|\b(fichiers?|listes?)\s+(d['’]adresses\s+)?(loués?|louées?|achetés?|achetées?|en location)\b|\b(elenchi|liste|lista|elenco)\s+(di indirizzi\s+)?(pres[aoie] (a noleggio|in affitto)|noleggiat[aoie]|affittat[aoie]|acquistat[aoie]|comprat[aoie])\b/iu,
  // Someone else enrols the person (ENROLLED_BY).
  new RegExp(
    `\\b(anmeldung|registrierung|einschreibung|inscription|enregistrement|iscrizione|registrazione)\\b[^.]{0,20}\\b(macht|erledigt|übernimmt|vornimmt|erfolgt durch|est (\\p{L}+ )?faite|est (\\p{L}+ )?effectuée|se fait|la fait|la fa|la effettua|è fatta|è effettuata|viene fatta|viene effettuata|avviene tramite)\\b[^.]{0,25}\\b${ENROLLED_BY}\\b` +
      `|\\b(ihr|ihre|dein|deine|votre|ton|ta|l['’]|il (suo|vostro|tuo)|la (sua|vostra|tua))\\s*${ENROLLED_BY}\\s+(meldet (sie|dich)\\b[^.]{0,40}\\ban|(vous|te) inscrit|(la|lo|vi|ti) iscrive)\\b` +
      // The enrolment after its maker: "c'est la personne qui l'offre qui fait l'inscription".
      `|\\b${ENROLLED_BY}\\s+(qui\\s+)?(fait|effectue|macht|erledigt|übernimmt|fa|effettua)\\s+(l['’]|die\\s+|la\\s+)?(inscription|anmeldung|registrierung|iscrizione)\\b` +
      // Session 16 (blindM): the person enrolled in the passive by the other party ("ci vengono iscritti direttamente dal
      // loro datore di lavoro", "werden uns von ihrem Arbeitgeber angemeldet", "sont inscrits par leur employeur").
      `|\\b(angemeldet|eingeschrieben|registriert|inscrite?s?|enregistrée?s?|iscritt[ioae]|registrat[ioae])\\s+(\\p{L}+\\s+){0,2}(von|vom|durch|par|da|dal|dalla|dai|dalle|dall['’])\\s*((ihr|ihre|ihrem|ihrer|seinem|seiner|leur|leurs|son|sa|ses|loro|suo|sua|il|la|l['’]|le|les|der|dem|den)\\s*)?(\\p{L}+\\s+)?${ENROLLED_BY}\\b` +
      `|\\b(von|vom|durch)\\s+((ihrem|ihrer|ihren|seinem|seiner|dem|der|den)\\s+)?(\\p{L}+\\s+)?${ENROLLED_BY}\\b[^.]{0,40}\\b(angemeldet|eingeschrieben|registriert)\\b`,
    "iu",
  ),
];

/** Kinds of data obtained from others ("Röntgenbilder und Befunde", "un extrait du registre des poursuites"). */
const SOURCE_CATEGORIES = [
  /(name|adresse|kontakt|e-mail|telefon|geburtsdatum|befund|diagnos|bericht|verordnung|röntgen|zeugnis|referenz|bonität|zahlungsfähig|kredit|auszug|auszüge|eintrag|bewertung|buchungsdaten|bestelldaten|lohn|einkommen|gesundheit|deckung|medikament|verlustschein|betreibung(?!s?ämter|s?amt)|sanktion|halter|personalien|bescheinigung|verfügung|klassenliste|schritte|herzfrequenz|servicehistorie|rückruf|vorbericht|zuweisung|überweisung|dossier|akte|einschätzung|zahlungsdaten|rechnungsdaten|vertragsdaten|gutschein|anwesenheit|bestellung|formulareingabe|noten\b|beurteilung|prüfungsergebnis|gutsprache|kostengutsprache)\w*/iu,
  /\b(angaben|informationen|daten) (zu|zur|zum|über) (ihre|ihrer|ihrem|ihren|deine|deiner|der|dem|den)\b/iu,
  // Session 12: dates, results, classes and tariffs a school, an office or a commune tells us.
  // Whole words or compounds ending in them: "termin" inside "déterminent" is none.
  /\b(resultat\w*|\w*datum|termin\w*|uhrzeit\w*|tarif(stufe|klasse)\w*|\w*klasse|stundenpl(an|äne)\w*|steuer(daten|klasse|faktor)\w*|date d['’]examen|horaires?|classe tarifaire|classe\s+tariffaria|fascia (di reddito|tariffaria)|orari|data dell['’]esame|esit[oi])\b/iu,
  // A source, not the person, followed by a colon and what it gives: "bekommen wir von deiner Schule: deine Klasse …".
  /\b(von|vom|de la|du|des|da|dal|dalla|dai)\s+(?!(ihnen|dir|euch|lei|voi|te|vous|toi)\b)[^.:\n]{1,60}:[ \t]*\p{L}/iu,
  // A source followed by a colon and what it gives (blindC: "- von unserem Zahlungsdienstleister: Zahlungsstatus und …").
  // The line may be lettered or numbered too ("a) Du garage …: votre demande", blindG).
  /(?:^|\n)[ \t]*(?:(?:[-–•*]|\d{1,2}[.)]|\p{Ll}\))[ \t]*)?(von|vom|de|du|des|da|dal|dalla|from)\s[^.:\n]{1,80}:[ \t]*\p{L}/iu,
  // What they tell us as an indirect question: "teilt uns mit, ob Sie Anspruch haben", "nous indique si vous avez droit".
  /\b(ob sie|ob du|si vous|se (lei|voi))\b/iu,
  /\b(nom|adresse|coordonnées|résultats?|rapports?|références|solvabilité|extrait|dossier|diagnostic|validité|permis|bulletins?|(informations|données) de facturation|résumé|attestation|certificat|ordonnance|appréciation|évaluation|salaire|revenu|taux d['’]occupation|date de naissance|données personnelles)\w*|\binformations (sur|de|relatives)\b(?!\s+(votre|vos|ton|tes)\s+(compte|profil|données))/iu,
  /\b(nome|indirizz\w+|recapit\w+|risultat\w+|rapport\w+|referti|referto|referenze|solvibilità|estratt\w*|decision\w* di tassazione|certificat\w+|diagnos\w+|prescrizion\w+|valutazion\w+|fatturazione|dati (di|sul|sulla|relativi|personali)|salari\w*|stipendi\w*|reddit\w*|grado d['’]occupazione|data di nascita|date di (entrata|uscita)|coordinate bancarie|giudizi\w*|vot[oi]|esami|pagell\w*)\b/iu,
  /\b(names?|address\w*|contact details|results?|reports?|references|credit|score|class lists?)\b/iu,
];

/** What a decision does to the person (ends, blocks, refuses, forfeits), for decisions told without "automatisch". */
const EFFECTS =
  "kündigt|kündigen|gekündigt|sperrt|sperren|gesperrt|blockiert|lehnt|abgelehnt|storniert|deaktiviert|schliesst|ausgeschlossen|verfällt|verfallen|résilie|résilié\\w*|bloque|bloqué\\w*|refuse|refusé\\w*|suspend|suspendu\\w*|exclut|exclu\\w*|désactive|annule|annulé\\w*|disdice|disdett\\w*|blocca|bloccat\\w*|rifiuta|rifiutat\\w*|sospende|sospes\\w*|esclude|escluso|esclusa|disattiva|annulla|annullat\\w*|terminates|blocks|suspends|cancels";

/**
 * Session 21 (blindR): the notice says that no advisor was appointed; a general address for data-protection questions
 * beside it makes no advisor either. The role's own word with a negation before it, or the appointing verb negated after it
 * (also alone under a heading: "Datenschutzberater" / "Wir haben keinen ernannt."), or a question about it answered no.
 */
const ADVISOR_ROLE_DE = "(datenschutzberater\\p{L}*|datenschutzbeauftragte\\p{L}*|datenschutzverantwortliche\\p{L}*)";
const ADVISOR_ROLE_FR = "(conseill\\p{L}+|délégué\\p{L}*|préposé\\p{L}*|responsable|répondant\\p{L}*|référent\\p{L}*)";
const ADVISOR_ROLE_IT = "(consulente|responsabile|delegat\\p{L}+|referente|addett\\p{L}+|incaricat\\p{L}+)";
const APPOINTED = "(ernannt|bestellt|bezeichnet|benannt|eingesetzt|bestimmt)";
const ADVISOR_DENIED = [
  // A question about the advisor answered no ("Haben Sie einen Datenschutzberater?" / "Nein.").
  /\?\s+(nein|non|no)(?!\p{L})/iu,
  new RegExp(
    `\\bkein(e|en|er)?\\s+(\\p{L}+\\s+){0,2}?${ADVISOR_ROLE_DE}|\\b${ADVISOR_ROLE_DE}\\b[^.,;]{0,60}\\b(nicht|nie)\\s+(\\p{L}+\\s+)?${APPOINTED}\\b|\\b(kein(e|en|er)?|nicht)\\s+${APPOINTED}\\b`,
    "iu",
  ),
  new RegExp(
    `\\b(pas|point|jamais)\\s+((désigné|nommé|mandaté|institué|engagé)\\p{L}*\\s+)?(de |d['’])\\s*${ADVISOR_ROLE_FR}\\b[^.,;]{0,20}\\bprotection des données|\\baucune?\\s+${ADVISOR_ROLE_FR}\\b[^.,;]{0,20}\\bprotection des données|\\b(pas|point)\\s+(été\\s+)?(désignée?s?|nommée?s?)\\b`,
    "iu",
  ),
  new RegExp(
    `\\bnon\\s+(abbiamo|ha|è|sono|disponiamo|dispone|esiste|c['’]è)\\b[^.,;:]{0,40}\\b${ADVISOR_ROLE_IT}\\b[^.,;]{0,20}\\bprotezione dei dati|\\bnessun[oa]?\\s+${ADVISOR_ROLE_IT}\\b[^.,;]{0,20}\\bprotezione dei dati|\\bnon\\s+(l['’]abbiamo|lo abbiamo|la abbiamo|è stat[oa])\\s+(nominat[oa]|designat[oa])\\b`,
    "iu",
  ),
];

/** Signs of decisions made by a program about a person. */
const AUTOMATED_SHOWN = [
  // A program's answer that decides in real time (blindA: a credit agency's answer decides whether invoice payment is offered).
  /\b(en temps réel|in echtzeit|in tempo reale|real[- ]time)\b[^.]{0,80}\b(détermin\w*|décid\w*|entscheid\w*|bestimm\w*|determin\w*|decid\w*)/iu,
  // A check's result that decides at once (blindB: "Das Ergebnis [der Bonitätsprüfung] entscheidet unmittelbar im
  // Bestellvorgang, ob …"); a person deciding on the result ("Das Ergebnis prüft eine Mitarbeiterin") is not this.
  /\b(ergebnis|resultat|score|auskunft|résultat|réponse|risultato|esito)\w*\b[^.]{0,40}\b(entscheidet|bestimmt|décide|détermine|decide|determina)\s+(unmittelbar|sofort|direkt|automatisch|immédiatement|directement|automatiquement|immediatamente|direttamente|automaticamente)\b/iu,
  /\b(kredit-?scoring|credit[- ]scoring|scoring-?verfahren|automatische (ablehnung|annahme|sperrung)|rejet automatique|refus automatique)\b/iu,
  // A significant effect taken by the system itself (blindC: "dont le score dépasse un certain seuil sont bloqués
  // automatiquement"): an account or offer blocked, an application refused, a contract ended automatically.
  /\b(gesperrt|blockiert|abgelehnt|abgewiesen|zurückgewiesen|verweigert|gekündigt|deaktiviert|storniert|bloqué\w*|refusé\w*|rejeté\w*|résilié\w*|suspendu\w*|désactivé\w*|bloccat\w*|rifiutat\w*|respint\w*|sospes\w*|disattivat\w*|blocked|rejected|suspended|declined)\s+(\p{L}+\s+)?(automatisch|automatiquement|automaticamente|automatically)\b/iu,
  /\b(automatisch|automatiquement|automaticamente|automatically)\s+(\p{L}+\s+)?(gesperrt|blockiert|abgelehnt|abgewiesen|zurückgewiesen|verweigert|gekündigt|deaktiviert|storniert|bloqué\w*|refusé\w*|rejeté\w*|résilié\w*|suspendu\w*|désactivé\w*|bloccat\w*|rifiutat\w*|respint\w*|sospes\w*|disattivat\w*|blocked|rejected|suspended|declined)\b/iu,
  // The system as the subject of a finite verb: "sperrt es die Karte automatisch", "le système bloque
  // automatiquement le compte", "il sistema esclude automaticamente il conto" (blindE). Up to four words between.
  /\b(sperrt|sperren|blockiert|blockieren|lehnt|lehnen|kündigt|kündigen|deaktiviert|deaktivieren|storniert|schliesst|schliessen|bloque|bloquent|refuse|refusent|rejette|rejettent|résilie|suspend|suspendent|désactive|exclut|excluent|blocca|bloccano|rifiuta|rifiutano|respinge|sospende|sospendono|disattiva|esclude|escludono|blocks|rejects|suspends|excludes)\b(\s+\p{L}+){0,4}\s+(automatisch|automatiquement|automaticamente|automatically)\b/iu,
  /\b(automatiquement|automaticamente|automatically)\s+(bloque|bloquent|refuse|refusent|rejette|résilie|suspend|désactive|exclut|blocca|bloccano|rifiuta|respinge|sospende|disattiva|esclude|blocks|rejects|suspends|excludes)\b/iu,
  // The system acting by itself, without the word "automatisch" (blindG: "kündigt das System dein Abo von sich aus",
  // "le système résilie de lui-même", "il sistema disdice da sé"): a machine as subject, an effect, "by itself".
  new RegExp(
    `(?=von|selbst|ohne|de |d['’]|sans|da |autonom|senza|on |by )(?<=\\b(system|programm|app|software|algorithmus|plattform|computer|système|logiciel|application|algorithme|plateforme|sistema|programma|algoritmo|piattaforma|program|platform)\\b[^.]{0,80})(von sich aus|selbsttätig|ohne (menschliches |unser |manuelles |weiteres )?zutun|de (lui|elle)-même|d['’]elle-même|sans intervention( humaine)?|da s[ée]|autonomamente|senza intervento( umano)?|on its own|by itself)\\b(?:(?<=\\b(${EFFECTS})\\b[^.]{0,120})|(?=[^.]{0,60}\\b(${EFFECTS})\\b))`,
    "iu",
  ),
  // Session 12: an effect taken "d'office" by the system, said with other words than "automatiquement": "au-delà d'un
  // seuil, la commande est annulée d'office".
  /\b(annulée?s?|refusée?s?|bloquée?s?|résiliée?s?|rejetée?s?|suspendue?s?)\s+d['’]office\b/iu,
  // A score or algorithm that sets a price, a limit, a payment option or a contract: "Unser Algorithmus legt Ihre
  // Kreditlimite fest", "le score détermine le mode de paiement proposé". A score that staff merely consult is not this.
  /\b(score|scoring|algorithm\w*|algoritmo)\b[^.]{0,60}\b(bestimmt|legt|entscheidet|berechnet|détermine|fixe|décide|calcule|determina|stabilisce|decide|calcola|sets|determines|decides)\b[^.]{0,60}\b(preis|prämie|kreditlimit\w*|limite|zahlungsart\w*|zahlungsmöglichkeit\w*|vertrag\w*|prix|mode de paiement|moyens? de paiement|contrat|prezzo|modalità di pagamento|contratto|price|premium|credit limit|payment options?|contract)\b/iu,
  // Session 12 round 2: a score measured against a threshold, and the outcome follows from it (the system's rule, no
  // person named): "Liegt die Punktzahl über dem Schwellenwert, wird der Antrag abgelehnt", "si le score dépasse le seuil,
  // la demande est refusée", "se il punteggio supera la soglia, la domanda è respinta". A person acting on the score
  // ("prüft eine Mitarbeiterin den Antrag") is not this. A following "automatically" is quoted with it.
  /\b(punktzahl|punktwert|score|punteggio|scoring)\b[^.]{0,60}\b(schwell\w*|grenzwert\w*|seuil|soglia|threshold)\b(?![^.]{0,80}\b(mitarbeit\w*|sachbearbeit\w*|fachperson\w*|collaborat\w*|gestionnaire|personne|persona|employee|staff)\b)[^.]{0,80}\b(abgelehnt|abgewiesen|gesperrt|angenommen|refusée?s?|rejetée?s?|bloquée?s?|acceptée?s?|respint[aoie]|rifiutat[aoie]|bloccat[aoie]|accettat[aoie]|rejected|refused|blocked|accepted)\b(\s+(automatisch|automatiquement|automaticamente|automatically)\b)?/iu,
];

/**
 * Session 15 (blindL): an outcome taken without any further review ("wird der Antrag ohne weitere Prüfung abgelehnt", "la
 * demande est refusée sans autre examen", "la richiesta viene respinta senza ulteriori verifiche"): nobody looks at the
 * case before the effect, so a program decided. A review that follows ("nach Prüfung durch …") is not this.
 */
const NO_REVIEW =
  "(ohne\\s+(weitere\\s+|zusätzliche\\s+|manuelle\\s+|menschliche\\s+|nochmalige\\s+)?(prüfung|überprüfung|kontrolle|abklärung|rückfrage)|sans\\s+(autre\\s+|nouvel\\s+|aucun\\s+|aucune\\s+|plus ample\\s+)?(examen|contrôle|vérification|intervention)|senza\\s+(ulterior[ei]\\s+|altr[ei]\\s+|alcun[ao]?\\s+)?(verific\\w*|esam[ei]|controll[oi]|intervent[oi]))";
const OUTCOMES =
  "(abgelehnt|abgewiesen|zurückgewiesen|gesperrt|verweigert|gekündigt|storniert|deaktiviert|ausgeschlossen|refusée?s?|rejetée?s?|bloquée?s?|résiliée?s?|annulée?s?|écartée?s?|respint[aoie]|rifiutat[aoie]|bloccat[aoie]|annullat[aoie]|scartat[aoie]|esclus[aoie])";
// Session 15 (round 9): a score below or above a value, and the outcome ("sotto i 500 punti la richiesta è respinta", "unter
// 40 Punkten wird der Antrag abgelehnt", "en dessous de 500 points, la demande est refusée").
AUTOMATED_SHOWN.push(
  new RegExp(
    `\\b(punteggio|punti|score|scoring|punktzahl|punktwert|punkte\\w*|risikowert|points)\\b[^.]{0,60}\\b(sotto|sopra|unter|über|unterhalb|oberhalb|en dessous|au-dessous|au-dessus|moins de|plus de|meno di|più di|inferiore|superiore|below|above)\\b[^.]{0,60}\\b${OUTCOMES}\\b` +
      `|\\b(sotto|sopra|unter|über|unterhalb|oberhalb|en dessous|au-dessous|au-dessus|moins de|meno di)\\s+(i\\s+|den\\s+|de\\s+)?\\d+\\s+(punti|punkte\\w*|points)\\b[^.]{0,60}\\b${OUTCOMES}\\b`,
    "iu",
  ),
);
AUTOMATED_SHOWN.push(new RegExp(`\\b${NO_REVIEW}\\b[^.;]{0,30}\\b${OUTCOMES}\\b|\\b${OUTCOMES}\\b[^.;]{0,30}\\b${NO_REVIEW}\\b`, "iu"));
/**
 * Session 21 (blindR): automated procedures that judge applications or claims ("zur Beurteilung von Anträgen kommen
 * automatisierte Verfahren zum Einsatz", "des procédures automatisées évaluent les demandes", "procedure automatizzate per
 * valutare le domande") deal with the item; a backup or a newsletter sent by an automated process does not.
 */
const AUTOMATED_PROCEDURE =
  /\bautomatisiert\p{L}*\s+(verfahren|prozess\p{L}*|system\p{L}*|prüfung\p{L}*|bewertung\p{L}*|beurteilung\p{L}*)\b[^.]{0,80}\b(antr[äa]g\p{L}*|gesuch\p{L}*|bewerbung\p{L}*|kreditanfrage\p{L}*|schadenf[äa]ll\p{L}*)|\b(beurteilung|prüfung|bewertung)\s+(von|der|ihrer|ihres)\s+(\p{L}+\s+)?(antr[äa]g\p{L}*|gesuch\p{L}*|bewerbung\p{L}*|schadenf[äa]ll\p{L}*)\b[^.]{0,80}\bautomatisiert\p{L}*\s+(verfahren|prozess\p{L}*|system\p{L}*)|\b(procédures?|processus|systèmes?|outils?) (automatisé\p{L}*|automatiques?)\b[^.]{0,80}\b(demandes?|candidatures?|sinistres?|dossiers? de crédit)\b|\b(évaluation|examen|traitement) (des|de vos|de votre|de la|du) (demandes?|candidatures?|sinistres?)\b[^.]{0,80}\b(procédures?|processus|systèmes?) (automatisé\p{L}*|automatiques?)|\b(procedur[ae]|process[oi]|sistem[ai]|strumenti) automatizzat\p{L}*\b[^.]{0,80}\b(domand[ae]|richiest[ae]|candidatur[ae]|sinistr[oi]|pratiche)\b|\b(valutazione|esame) (delle|della|dei|del|di) (\p{L}+\s+)?(domand[ae]|richiest[ae]|candidatur[ae]|sinistr[oi])\b[^.]{0,80}\b(procedur[ae]|process[oi]|sistem[ai]) automatizzat\p{L}*/iu;

/**
 * Session 21 (blindR): an outcome that comes at once after sending ("wird unmittelbar nach dem Absenden angenommen oder
 * abgelehnt", "est acceptée ou refusée immédiatement après l'envoi", "viene accettata o respinta subito dopo l'invio"): no
 * person looks at the case in between, so a program decided.
 */
const AT_ONCE_AFTER_SENDING =
  "((unmittelbar|sofort|direkt|umgehend|gleich|wenige sekunden)\\s+nach\\s+(dem\\s+|der\\s+|ihrem\\s+|ihrer\\s+|deinem\\s+|deiner\\s+)?(absenden|absendung|abschicken|einreichen|einreichung|eingang|übermitteln|übermittlung|ausfüllen|erfassen)|(immédiatement|aussitôt|directement|instantanément|quelques secondes)\\s+(après|dès)\\s+(l['’]\\s*|la\\s+|le\\s+|votre\\s+|son\\s+|sa\\s+)?(envoi|soumission|réception|dépôt|transmission|saisie)|(subito|immediatamente|direttamente|istantaneamente|pochi secondi)\\s+dopo\\s+(l['’]\\s*|la\\s+|il\\s+|il suo\\s+|la sua\\s+)?(invio|inoltro|trasmissione|presentazione|ricezione|compilazione))";
AUTOMATED_SHOWN.push(
  new RegExp(`\\b${AT_ONCE_AFTER_SENDING}\\b[^.;]{0,60}\\b${OUTCOMES}\\b|\\b${OUTCOMES}\\b[^.;]{0,30}\\b${AT_ONCE_AFTER_SENDING}\\b`, "iu"),
);

/** Session 13 (blindJ): a program that sorts out, screens out or rejects an application by itself is a decision shown. */
const MACHINE =
  "portal|system|software|programm|plattform|tool|algorithmus|portail|système|logiciel|programme|plateforme|outil|algorithme|portale|sistema|programma|piattaforma|algoritmo";
AUTOMATED_SHOWN.push(
  new RegExp(
    `\\b(sortiert|sortieren|filtert|filtern|scheidet|scheiden|lehnt|lehnen|weist|weisen)\\s+(das|die|der|unser\\w*)\\s+(\\p{L}+\\s+)?(${MACHINE})\\b[^.;]{0,80}\\b(aus|heraus|ab|zurück)\\b|\\b(${MACHINE})\\b\\s+(sortiert|filtert|scheidet|lehnt|weist)\\b[^.;]{0,80}\\b(aus|heraus|ab|zurück)\\b|\\b(aussortiert|ausgeschieden|herausgefiltert)\\s+(vom|von der|durch das|durch die|durch unser\\w*)\\s+(\\p{L}+\\s+)?(${MACHINE})\\b`,
    "iu",
  ),
  new RegExp(
    `\\b(écartée?s?|éliminée?s?|rejetée?s?|refusée?s?|filtrée?s?)\\s+(automatiquement\\s+)?par\\s+(le|la|l['’]|notre)\\s*(\\p{L}+\\s+)?(${MACHINE})\\b|\\b(le|la|l['’]|notre)\\s*(${MACHINE})\\s+(écarte|élimine|rejette|refuse|filtre)\\b`,
    "iu",
  ),
  new RegExp(
    `\\b(scartat[aeio]|esclus[aeio]|respint[aeio]|rifiutat[aeio]|filtrat[aeio])\\s+(automaticamente\\s+)?(dal|dalla|dallo|dall['’]|dal nostro|dalla nostra)\\s*(\\p{L}+\\s+)?(${MACHINE})\\b|\\b(il|la|lo|l['’]|il nostro|la nostra)\\s*(${MACHINE})\\s+(scarta|esclude|respinge|rifiuta|filtra)\\b`,
    "iu",
  ),
);

/**
 * Session 17 (blindN): the notice says that a program takes the decision itself ("prüft unser System Ihre Antragsangaben
 * automatisch und entscheidet", "le système décide", "il sistema decide", "erfolgt vollautomatisiert").
 */
const AUTOMATED_AFFIRMED = [
  // The machine as the subject ("entscheiden Sie selbst", "entscheidet eine Apothekerin" are people deciding).
  /\b(system|programm|software|algorithmus|computer|système|logiciel|algorithme|programme|sistema|programma|algoritmo)\b[^.;?!\n]{0,60}\b(entscheidet|décide|decide|decides)\b|\b(entscheidet|décide|decide)\s+(\p{L}+\s+){0,2}(unser|unsere|das|der|le|la|notre|il|lo|la nostra|il nostro)\s+(system|programm|software|algorithmus|computer|système|logiciel|algorithme|sistema|programma|algoritmo)\b/iu,
  /\b(entscheid\w*|décision\w*|decision[ei])\b[^.]{0,40}\b(erfolgt|erfolgen|fällt|est prise|sont prises|viene presa|vengono prese|è presa)\s+(voll|teil|entièrement |interamente )?automati\w*/iu,
];

/**
 * Session 17 (blindN): the rights of Art. 21 Abs. 2 DSG: to state one's view ("Standpunkt", "point de vue", "punto di
 * vista") and to ask for a review by a natural person. "Ohne menschliche Prüfung" describes the decision, it grants nothing.
 */
const RIGHT_TO_BE_HEARD = [
  // Also in plain words: "schreiben, wie du die Sache siehst", "dire comment vous voyez les choses", "come vede la cosa".
  /\bwie (du|sie|ihr) (die sache|das|den fall|es) (siehst|sehen|seht)\b|\bcomment vous voyez (les choses|la situation|cela)\b|\bcome (lei )?(vede|vedete) (la cosa|la situazione|le cose)\b/iu,
  /\b(verlangen|beantragen|fordern|demander|exiger|chiedere|richiedere|request|ask)\w*\b[^.]{0,100}\b(jemand|eine? (person|mitarbeiter\w*|mensch\w*)|quelqu['’]un|une personne|qualcuno|una persona|someone|a person)\b[^.]{0,60}\b(prüf\w*|examin\w*|vérifi\w*|esamin\w*|verific\w*|review\w*|check\w*)/iu,
  /\bstandpunkt\w*|\bstellung\s+(zu\s+\p{L}+\s+)?nehmen\b|\bstellungnahme\b|\bpoint de vue\b|\bpunto di vista\b|\bpoint of view\b|\bfaire valoir (votre|ses|sa|son) (position|avis|observations)\b|\besprimere la (propria|sua) (posizione|opinione)\b/iu,
  /\b(verlangen|beantragen|fordern|anfordern|demander|exiger|obtenir|chiedere|richiedere|pretendere|request|ask)\w*\b[^.]{0,100}\b(überprüf\w*|nachprüf\w*|neu beurteil\w*|réexam\w*|examen humain|intervention humaine|riesam\w*|intervento umano|verifica umana|human review|human intervention)/iu,
  /\b(überprüf\w*|geprüft|beurteilt|réexaminée?s?|examinée?s?|revue?s?|riesaminat[aoie]|verificat[aoie]|esaminat[aoie]|reviewed)\b[^.]{0,30}\b(von|durch|par|da)\s+(einer|einem|eine|einen|une|un|una|uno)\s+(\p{L}+\s+)?(mitarbeiter\w*|person|menschen|sachbearbeiter\w*|fachperson|personne|collaborat\w*|employé\w*|humain|persona|dipendente|operatore|operatrice)\b/iu,
  /\b(von|durch)\s+(einer|einem)\s+(mitarbeiter\w*|person|sachbearbeiter\w*|fachperson)\b[^.]{0,60}\b(überprüft|geprüft|beurteilt)\b/iu,
];

/** The controller's own seat abroad, or its address with a foreign country or a five-digit postcode. */
const SEAT_ABROAD = [
  /\b(wir haben (unseren|den|ihren|seinen)|da wir (unseren )?|unser|als unternehmen mit)\s+(haupt)?sitz\s+(in|im)\s+(deutschland|österreich|frankreich|italien|irland|den niederlanden|luxemburg|belgien|spanien|grossbritannien|vereinigten königreich|den usa|den vereinigten staaten|ausland)\b(?![^.]{0,80}\b(zweig)?niederlassung in der schweiz\b)/iu,
  /\b(notre|son) siège\b[^.]{0,20}\b(en|aux) (france|allemagne|italie|irlande|autriche|belgique|espagne|états-unis)\b|\b(la nostra|la sua) sede\b[^.]{0,20}\b(in|negli) (italia|germania|francia|austria|irlanda|stati uniti)\b/iu,
  /,\s*(deutschland|germany|österreich|austria|usa|united states|irland|ireland|niederlande|netherlands|frankreich|france|italien|italia|united kingdom)\b(?=\s*[,.;\n()]|\s*$)/iu,
  // Session 17 (blindN): the country on a line of its own under the postcode and town ("69001 Lyon" / "France"), or a
  // country prefix before the postcode ("F-69001 Lyon", "D-78464 Konstanz").
  /(?:^|\n)[ \t]*\d{4,5}[ \t]+\p{Lu}[^\n]{0,40}\n[ \t]*(deutschland|germany|allemagne|germania|österreich|austria|autriche|frankreich|france|francia|italien|italie|italia|irland|ireland|irlande|irlanda|niederlande|netherlands|pays-bas|paesi bassi|luxemburg|luxembourg|lussemburgo|belgien|belgium|belgique|belgio|spanien|spain|espagne|spagna|usa|united states|états-unis|stati uniti|united kingdom|vereinigtes königreich|royaume-uni|regno unito)[ \t]*(?=\n|$)/iu,
  /(?:^|[\s,])(d|f|a|i|nl|b|l|e)-\d{4,5}[ \t]+\p{Lu}\p{L}+/u,
  // The country in parentheses after the place (session 12): "78464 Konstanz (Deutschland)", "Lyon (France)".
  /\(\s*(deutschland|germany|allemagne|germania|österreich|austria|autriche|frankreich|france|francia|italien|italie|italia|irland|irlande|irlanda|niederlande|pays-bas|paesi bassi|luxemburg|luxembourg|lussemburgo|belgien|belgique|belgio|spanien|espagne|spagna|usa|états-unis|stati uniti)\s*\)/iu,
];

/**
 * An establishment in Switzerland (Art. 14 DSG: then no representative is needed): "unsere Zweigniederlassung in
 * Basel", "notre succursale de Genève", "la nostra sede secondaria in Svizzera". Not negated ("Eine Niederlassung in der
 * Schweiz haben wir nicht").
 */
const SWISS_PLACES =
  "schweiz|suisse|svizzera|switzerland|zürich|zurich|basel|bâle|basilea|bern|berne|berna|genf|genève|ginevra|lausanne|losanna|luzern|lucerne|lucerna|lugano|zug|st\\. gallen|winterthur|chur|biel|bienne|neuchâtel|fribourg|freiburg|sion|sitten|bellinzona|locarno|aarau|schaffhausen|solothurn|thun|olten";
const SWISS_ESTABLISHMENT = [
  // Session 12 round 2: the negation also before a compound ("keine Zweigniederlassung und keine Büros in der Schweiz")
  // and as "weder … noch"; every alternative carries it, not only the first.
  new RegExp(
    `(?<!\\b(keine|keinen|ohne|kein|weder) (\\p{L}{1,30} )?(zweig)?)(?<!\\p{L})(?=\\p{L})((zweig)?niederlassung\\w*\\b[^.]{0,50}\\b(${SWISS_PLACES})\\b(?![^.]{0,40}\\b(nicht|keine)\\b)|schweizer(ische)? (zweig)?niederlassung\\b)`,
    "iu",
  ),
  new RegExp(
    `(?<!\\b(aucune?|sans|pas d['’]|pas de|ni) ?(\\p{L}{1,30} )?)\\b(succursale|filiale|établissement stable)\\b[^.]{0,50}\\b(en suisse|à (${SWISS_PLACES})|de (${SWISS_PLACES}))\\b(?![^.]{0,40}\\bpas\\b)`,
    "iu",
  ),
  new RegExp(
    `(?<!\\b(nessuna|senza|non (abbiamo|ha)( una?)?|né) (\\p{L}{1,30} )?)\\b(succursal[ei]|sede secondaria|sedi secondarie|filial[ei]|stabile organizzazione)\\b[^.]{0,50}\\b(in svizzera|a (${SWISS_PLACES})|di (${SWISS_PLACES}))\\b(?![^.]{0,40}\\bnon\\b)`,
    "iu",
  ),
];

/**
 * Concrete purposes (issue 26, session 9): a processing activity named as a noun, or an activity as a final clause ("um
 * Ihnen Trainingspläne zu erstellen", "damit wir Sie erinnern können", "pour gérer votre compte", "per gestire le
 * ordinazioni", a pronominal adverb with our verb: "Damit richten wir Ihr Konto ein"). "Vereinszwecke", "zur Erfüllung
 * unseres Stiftungszwecks", "à nos fins", "per le finalità connesse alla nostra attività" name none.
 */
const PURPOSE_ACTIVITIES = [
  /(verwalt|abwickl|abwick|versand|versend|abrechn|rechnung|bestell|newsletter|termin|behandl|therap|pflege|anmeld|beantwort|buchung|liefer|vertr[aä]g|berat|betreu|planung|durchführ|werbung|marketing|\blohn|mahnung|statisti|sicherheit|einladung|offerte|reservation|abonnement|mitgliedschaft|rekrutierung|bewerbung|\bkurs|unterricht|prüf|auswertung|analyse|kontaktaufnahme|rückfrage|zustellung|zahlung|buchhaltung|forschung|recherche|ricerca|research|plan\b|pläne\b|kommunikation|korrespondenz|kundenbeziehung|kundendienst|organisation)/iu,
  /(gestion|factur|command|livrais|inscri|\bcours\b|\bsoins|réservation|paiement|envoi|sécurité|candidat|contrat|comptab|conseil|publicité|organisation|communication|rendez-vous|diagnostic|examen|encaissement|expédition|abonnement|rappel)/iu,
  ...IT.purposeActivities,
  /\b(billing|orders?|deliver\w*|support|bookings?|payments?|security|contracts?)\b/iu,
];

/** A concrete purpose as a final clause; not enough beside a generic label ("für Vereinszwecke und um den Verein zu organisieren", blindA). */
const PURPOSE_CLAUSES = [
  /\bum\b[^.]{0,150}?(\bzu\s+\p{L}{3}|\p{L}zu\p{L}{1,30}en\b)|\bdamit\s+(wir|ich|sie|du|ihr|die|der|das|unsere?)\b|(?=damit|dazu|dafür|hierfür|hierzu)(?<=^|[.!?:]\s+|\n\s*)(damit|dazu|dafür|hierfür|hierzu)\s+(\p{L}+\s+)?(wir|ich)\b/iu,
  /(\b(pour|afin de|en vue de|permett\w* de|serv\w* à|sert à)\s+|\b(afin|permett\w*) d['’])(vous\s+|les\s+|la\s+|le\s+|l['’]\s*|leur\s+|nous\s+|lui\s+|y\s+|en\s+)?(?!(des|les|nos|vos|la|le|un|une)\b)\p{L}{1,30}(er|ir|re|oir)\b/iu,
  ...IT.purposeClauses,
  /\bto\s+(provide|improve|sync|send|process|manage|deliver|answer|operate|offer|contact|create|show|bill|invoice|book|handle|fulfil|fulfill|respond)\w*/iu,
];

/**
 * A statement of the purpose by its label: "für Vereinszwecke", "zur Erfüllung unseres Stiftungszwecks", "à nos fins",
 * "per le finalità …", "for business purposes". Without a concrete purpose in its context it is a generic label,
 * even beside specific side processing (blindA, blindC).
 */
const PURPOSE_STATEMENT = [
  // The public interest as the purpose is a label too (session 12): "dans un but d'intérêt général".
  /\b(dans (un|le) but|à des fins|aux fins) d['’]intérêt (général|public)\b|\b(im|aus) (öffentlichen|allgemeinen) interesse\b|\b(nell['’]interesse|per fini di interesse) (generale|pubblico)\b/iu,
  /\b(für|zu|zur|zum|aus)\s+(\p{L}+\s+){0,3}\p{L}*zweck\w*|\b(dienen|dient)\s+(\p{L}+\s+){0,2}\p{L}*zwecken\b|\b(à|aux|pour)\s+((des|nos|ses|leurs|les|ces)\s+)?(propres\s+)?(fins|finalités)\b|\b(per|a)\s+(le\s+|i\s+|gli\s+)?(nostr[ie]\s+|propri[e]?\s+)?(finalità|scopi|fini)\b|\bfor\s+(\p{L}+\s+){0,2}purposes\b/iu,
];

/**
 * Session 16 (blindM): processing "as far as it serves" something ("Wir bearbeiten die Angaben, soweit es unserem
 * Engagement dient", "nous traitons … dans la mesure où cela sert notre engagement", "trattiamo … nella misura in cui serve
 * al nostro impegno"). It states the purpose by what it serves: a label unless that names an activity ("soweit es der
 * Vertragsabwicklung dient"). Only after a verb of processing: "à des tiers, dans la mesure où cela est utile" qualifies a
 * disclosure, it states no purpose.
 */
const PURPOSE_SERVES = [
  /\b(bearbeit|verwend|nutz|verarbeit|sammel|sammle|erheb|erfass)\w*\b[^.]{0,60}\b(soweit|sofern|insoweit|solange)\s+(es|dies|das|sie)\s+(\p{L}+\s+){0,6}?(dient|dienen|dienlich (ist|sind))\b/iu,
  /\b(trait|utilis|collect|recueill|exploit)\w*\b[^.]{0,60}\b(dans la mesure où|pour autant qu['’])\s*(cela|ceci|ils|elles|celles-ci|ceux-ci)\s+(\p{L}+\s+)?(sert|servent)\b/iu,
  /\b(tratt|utilizz|usiamo|usa|raccogli)\w*\b[^.]{0,60}\b(nella misura in cui|per quanto)\s+((ciò|questo|essi|esse)\s+)?(\p{L}+\s+)?(serve|servono|giova|giovano)\b/iu,
];

/**
 * Our tasks or activities as the purpose (session 11): "zur Wahrnehmung unserer Verwaltungsaufgaben", "für damit
 * zusammenhängende Tätigkeiten", "pour l'accomplissement de nos tâches", "per lo svolgimento delle nostre attività".
 * The field the tasks lie in is a label, not what is done with the data.
 */
const PURPOSE_TASKS = [
  // Only our own tasks: "Zugriff hat, wer ihn für die Erfüllung seiner Aufgaben braucht" says who, not why.
  /\b(für|zur|zum|zu|bei|in|aus)\s+(\p{L}+\s+){0,2}(unser|unsere|unserer|unseres|unseren|meiner|meine|damit)\s+(\p{L}+\s+)?\p{L}*(aufgabe|tätigkeit)(n|en)?\b/iu,
  /\b(pour|dans|à|aux|par)\s+(\p{L}+\s+|[ld]['’]){0,3}(nos|notre|mes)\s+(\p{L}+\s+)?(tâches|activités|missions)\b|\bactivités (connexes|liées)\b/iu,
  /\b(per|nello|nell['’]|ai|alle|nei|nelle)\s+(\p{L}+\s+|[ld]['’]|dell['’]){0,3}(nostri|nostre|nostro|nostra|miei|mie)\s+(\p{L}+\s+)?(compiti|attività|mansioni)\b|\battività (connesse|correlate)\b/iu,
];

/** The same tasks and activities as words, blanked before looking for an activity ("Verwaltungsaufgaben", "activités de gestion"). */
const TASK_WORDS = [
  /(?<!\p{L})\p{L}*(aufgabe|tätigkeit)(n|en)?\b/iu,
  /\b(tâches|activités|missions|compiti|attività|mansioni)(\s+(de|d['’]|di|del|della|dei|delle)\s*\p{L}+(\s+\p{L}+(?<=\p{L}(ive?s?|elle?s?|aire?s?|ier|ière|iers|ières|al[ei]|ari[ao]?|ic[ao]|ich[ei])))?)?/iu,
  /\b(damit|hiermit|dazu|daran) (zusammenhängend|verbunden|verknüpft)\w*|\b(connexes|liées|correlat[ei]|conness[ei])\b/iu,
];

/**
 * Session 20 (blindQ): who helps us in our work ("Partner, die uns bei unserer Tätigkeit unterstützen", "des prestataires
 * qui nous assistent dans nos activités", "fornitori che ci supportano nelle nostre attività") describes those helpers; our
 * tasks named there are no statement of our purposes.
 */
const HELPERS_AT_WORK = [
  /\b(uns|mich)\b[^.,;:]{0,80}?\b(unterstütz|helf|hilft|begleit|entlast)\p{L}*/iu,
  /\b(nous|me|m['’])\s*(aident|aide|assistent|assiste|soutiennent|soutient|accompagnent|accompagne|appuient|appuie|épaulent|épaule)\b[^.,;:]{0,80}/iu,
  /\b(ci|mi)\s+(aiutano|aiuta|supportano|supporta|assistono|assiste|sostengono|sostiene|affiancano|affianca)\b[^.,;:]{0,80}/iu,
];

/**
 * A final clause that only says the organisation works (session 11): "damit der Clubbetrieb rund läuft", "damit alles
 * klappt", "um den Betrieb sicherzustellen", "pour que l'association fonctionne", "pour assurer le bon fonctionnement",
 * "affinché tutto funzioni", "per garantire il buon funzionamento". It names no activity.
 */
const OPERATION_ONLY = [
  // Session 15 (blindL): managing or running the activities of the organisation ("per gestire al meglio le attività della
  // scuola", "pour gérer au mieux les activités du cabinet", "um die Tätigkeiten unseres Vereins abzuwickeln", "zur
  // Organisation unserer Aktivitäten") says only that the organisation works; managing enrolments or invoices names one.
  /\b(per|al fine di|allo scopo di)\s+(gestire|organizzare|svolgere|coordinare|amministrare|seguire|portare avanti)\s+((al meglio|meglio|bene|correttamente|in modo efficiente)\s+)?(le|tutte le|le nostre)\s+(\p{L}+\s+)?(attività|operazioni)\b((\s+(della|del|dello|dei|delle|nostra|nostro)|\s*dell['’])\s*\p{L}+)?|\b(per|alla|nella)\s+(la\s+)?(gestione|organizzazione|amministrazione)\s+(delle|di tutte le|delle nostre)\s+(\p{L}+\s+)?(attività|operazioni)\b((\s+(della|del|dello|dei|delle)|\s*dell['’])\s*\p{L}+)?/iu,
  /\b(pour|afin de|afin d['’])\s*(gérer|organiser|mener|coordonner|administrer|conduire|assurer)\s+((au mieux|mieux|bien|correctement|efficacement)\s+)?(les|l['’]ensemble des|nos|toutes les)\s+(\p{L}+\s+)?(activités|opérations)\b((\s+(du|de la|des)|\s*de l['’])\s*\p{L}+)?|\b(pour|à)\s+la\s+(gestion|organisation|administration)\s+(des|de nos|de l['’]ensemble des)\s+(\p{L}+\s+)?(activités|opérations)\b((\s+(du|de la|des)|\s*de l['’])\s*\p{L}+)?/iu,
  /\bum\s+(die|unsere|alle|sämtliche)\s+(\p{L}+\s+)?(tätigkeiten|aktivitäten|geschäfte|abläufe)\s+((des|der|unseres|unserer)\s+\p{L}+\s+)?((\p{L}+\s+){0,2})?(zu\s+)?(\p{L}*)(organisieren|abzuwickeln|abwickeln|verwalten|koordinieren|führen|erledigen|bewältigen)\b|\b(zur|für die)\s+(organisation|abwicklung|verwaltung|koordination)\s+(unserer|der|aller)\s+(\p{L}+\s+)?(tätigkeiten|aktivitäten|geschäfte|abläufe)\b(\s+(des|der|unseres|unserer)\s+\p{L}+)?/iu,
  // The organisation, its operation or "alles" as the subject: "damit die Lieferung klappt" names an activity and stays.
  /\b(damit|dass|sodass)\s+((der|die|das|unser\p{L}*)\s+)?(\p{L}*betrieb|\p{L}*leben|verein|club|klub|alles|es|das|schule|praxis|organisation|ablauf|abläufe)\s+(\p{L}+\s+){0,3}(läuft|laufen|funktioniert|funktionieren|klappt|klappen|gelingt|gelingen)\b|\bum\s+((den|einen|unseren)\s+)?(\p{L}+\s+)?\p{L}*betrieb\w*\s+(\p{L}+\s+)?(sicherzustellen|zu gewährleisten|aufrechtzuerhalten|zu ermöglichen|zu sichern)\b/iu,
  /\b(pour|afin) qu(e|['’])\s*(l['’]|(le|la|les|notre|nos)\s+)?(association|club|école|entreprise|cabinet|service|société|tout|cela)\s+(\p{L}+\s+){0,2}(fonctionne|fonctionnent|tourne|tournent|marche|marchent|se déroule|se déroulent)\b|\b(pour|afin d['’]|afin de)\s+(assurer|garantir|permettre)\s+(le\s+)?(bon\s+)?(fonctionnement|déroulement)\b/iu,
  // Session 17 (blindN): organising the life of the club ("für die Organisation des Vereinslebens", "pour l'organisation
  // de la vie associative", "per l'organizzazione della vita associativa", "um das Clubleben zu gestalten") says only that
  // the club lives; organising rides or courses names an activity.
  /\b(organisation|gestaltung|pflege|koordination)\s+(des|unseres)\s+(\p{L}+\s+)?\p{L}*leben[s]?\b|\bum\s+(das|unser)\s+(\p{L}+\s+)?\p{L}*leben\s+zu\s+(organisieren|gestalten|pflegen|koordinieren)\b/iu,
  /\b(organisation|gestion|animation|coordination)\s+de\s+(la|notre)\s+vie\s+(associative|sociale|du club|de l['’]association|de la société|de l['’]école|du cabinet)\b|\b(pour|afin d['’]|afin de)\s*(organiser|gérer|animer|coordonner)\s+(la|notre)\s+vie\s+(associative|sociale|du club|de l['’]association)\b/iu,
  /\b(organizzazione|gestione|animazione|coordinamento)\s+della\s+(nostra\s+)?vita\s+(associativa|sociale|del club|dell['’]associazione|della società|della scuola)\b|\b(per|al fine di)\s+(organizzare|gestire|animare|coordinare)\s+la\s+(nostra\s+)?vita\s+(associativa|sociale|del club|dell['’]associazione)\b/iu,
  // Session 18 (blindO): handling our business relations ("Abwicklung unserer Geschäftsbeziehungen", "gestion de nos
  // relations commerciales", "gestione dei rapporti commerciali") and good service ("um Ihnen einen guten Service zu
  // bieten", "pour vous offrir un meilleur service", "per offrirvi un servizio migliore") say only that the firm does
  // business; handling orders or appointments names an activity.
  /\b(abwicklung|pflege|verwaltung|betreuung|führung)\s+(unserer|der|von|ihrer|aller)\s+(\p{L}+\s+)?(geschäfts|kunden)?(beziehung|verbindung)(en)?\b(\s+(mit|zu)\s+(ihnen|unseren kund\w*|kund\w*))?|\bum\s+(ihnen|dir|euch)\s+(einen\s+)?(\p{L}+\s+)?(service|kundenservice|dienst)\s+zu\s+(bieten|leisten|erbringen|gewährleisten)\b|\b(für|zur)\s+(einen\s+)?(\p{L}+\s+)?(guten|besseren|optimalen|bestmöglichen)\s+(service|kundenservice)\b/iu,
  /\b(gestion|suivi|entretien)\s+(de nos|des|de vos|de la)\s+(relations?|rapports?)\s+(commerciale?s?|d['’]affaires|avec (la|notre) clientèle|clients?)\b|\b(pour|afin de|afin d['’])\s*(vous\s+)?(offrir|fournir|proposer|assurer|garantir)\s+(un|le)\s+(meilleur|bon|excellent)\s+service\b|\b(pour|afin de|afin d['’])\s*(vous\s+)?(offrir|fournir|proposer|assurer|garantir)\s+un\s+service\s+(de qualité|optimal|irréprochable)\b/iu,
  /\b(gestione|cura)\s+(dei|dei nostri|del|dei vostri|della)\s+(rapport[io]|relazion[ei])\s+(commercial[ei]|d['’]affari|con (la|i) (clientela|clienti))\b|\b(per|al fine di)\s+(offrir\w*|fornir\w*|garantir\w*|assicurar\w*)\s+(un|il)\s+(buon|miglior|ottimo)\s+servizio\b|\b(per|al fine di)\s+(offrir\w*|fornir\w*|garantir\w*|assicurar\w*)\s+un\s+servizio\s+(migliore|di qualità|ottimale)\b/iu,
  /\b(affinché|perché|in modo che)\s+(l['’]|(il|la|lo|il nostro|la nostra)\s+)?(associazione|club|scuola|azienda|studio|società|tutto)\s+(\p{L}+\s+){0,2}(funzioni|funzionino|vada|vadano|proceda|procedano)\b|\b(per|al fine di)\s+(garantire|assicurare|permettere)\s+(il\s+)?(buon\s+)?(funzionamento|svolgimento)\b/iu,
];

/**
 * A final clause that only serves our mission (session 11 round 2, blindG): "um unser humanitäres Engagement zu
 * unterstützen", "pour soutenir notre mission", "per sostenere al meglio il nostro impegno umanitario". Like the
 * foundation's purpose ("Stiftungszweck", blindC), the cause the organisation works for is no processing activity.
 */
const MISSION_ONLY = [
  // Session 14 (blindK): with any verb ("per portare avanti la nostra missione", "um unsere Mission zugunsten der
  // Wildtiere zu verfolgen", "pour accomplir notre mission au service des aînés"), and the foundation's own task.
  /\bum\s+(unser|unsere|unseren)\s+(\p{L}+\s+)?(engagement|mission|anliegen|wirken|auftrag|stiftungsauftrag|vereinsziel\w*|stiftungsziel\w*)\b[^.,;]{0,60}?(\bzu\s+\p{L}+|\p{L}+zu\p{L}{2,}en\b)/iu,
  /\b(pour|afin de|afin d['’]|permett\w* de|serv\w* à)\s*(\p{L}+\s+){1,3}(notre|nos)\s+(\p{L}+\s+)?(engagements?|missions?|causes?|œuvres?|vocation|but statutaire)\b/iu,
  /\b(per|al fine di)\s+(\p{L}+\s+){1,2}(il nostro|la nostra|i nostri|le nostre)\s+(\p{L}+\s+)?(impegn[oi]|mission[ei]|caus[ae]|oper[ae]|vocazione|scopo statutario|compito statutario)\b/iu,
  /\bum\s+(unser|unsere|unseren)\s+(\p{L}+\s+)?(engagement|mission|anliegen|wirken)\s+(\p{L}+\s+)?zu\s+(unterstützen|fördern|erfüllen|verwirklichen|stärken|sichern)\b|\b(für|zur|zum)\s+((unterstützung|förderung|erfüllung|verwirklichung|stärkung)\s+)?(unser|unsere|unseren|unserer|unseres)\s+(\p{L}+\s+)?(engagements?|mission|anliegens?|wirkens)\b/iu,
  /\b(pour|afin de|afin d['’]|au service de)\s*(((mieux|bien)\s+)?(soutenir|servir|accomplir|remplir|réaliser|promouvoir|poursuivre|mener)\s+((au mieux|pleinement)\s+)?)?(notre|nos)\s+(\p{L}+\s+)?(engagements?|missions?|causes?|œuvres?)\b/iu,
  /\b(per|al fine di|al servizio del(la)?)\s+((sostenere|servire|realizzare|promuovere|perseguire|svolgere)\s+((al meglio|pienamente)\s+)?)?(il nostro|la nostra|i nostri|le nostre|nostro|nostra)\s+(\p{L}+\s+)?(impegn[oi]|mission[ei]|caus[ae]|oper[ae])\b/iu,
];

/**
 * Kinds of recipients (issue 26, session 9): naming one is what the law asks for (categories suffice); an organisation
 * with its legal form is a named recipient. "Dritte", "Partner", "Dienstleister", "externe Firmen", "Unternehmen der
 * Gruppe", "Stellen, mit denen wir zusammenarbeiten" name none. "Partner", "Dienstleister", "Anbieter" count with
 * their kind: in a compound ("IT-Dienstleister", "Versandpartner") or followed by it ("Dienstleister für den Versand").
 * "Für uns" is no kind (session 12 round 2): "Firmen, die für uns tätig sind", "prestataires pour nous", "fornitori per
 * noi" say only that they work for us, as "Auftragsbearbeiter" alone does.
 */
const RECIPIENT_KINDS = [
  new RegExp(`\\b${LEGAL_FORM}\\b`, "iu"),
  /(?<=[\p{L}-])(?<!(dritt|geschäfts|kooperations|service)-?)(dienstleister|anbieter|partner|provider)\w*|\b(für|zur|zum)\b(?!\s+(uns|mich|beispiel)\b)(?:(?!\b(nötig|notwendig|erforderlich)\b)[^.]){0,60}\b(dienstleister|anbieter|partner)\w*|\b(dienstleister|anbieter|partner|unternehmen|firmen|stellen|auftragsbearbeiter)\w*\b[^.;]{0,12}?\s(etwa |z\. ?b\. |namentlich |insbesondere |beispielsweise )?(für|im bereich|aus dem bereich|in den bereichen|wie)\s+(?!(die erfüllung|die erbringung|die bearbeitung|diese|den zweck|die zwecke|uns|mich)\b)|\b(prestataires?|fournisseurs?|fornitor[ei]|sous-traitants?|responsabil[ei] del trattamento)\s+(de|d['’]|du|des|di|per|pour)\s*(?!(services?|servizi|prestations?|nous|noi|moi|me)\b)\p{L}+|(?<=\p{L}-?)auftragsbearbeiter\w*/iu,
  /(lieferant|behörde|\bämter\b|\bamt\b|(steuer|betreibungs|sozial|migrations|grundbuch|konkurs|zivilstands|strassenverkehrs|arbeits|einwohner)amt|gericht(e|en|s)?\b|polizei|(?<!daten)bank(en)?\b|\bpost\b|versicherer|versicherung(en|s)?\b|krankenkasse|labor(s|e|atorien|atorium)?\b|ärzt(in|innen|e|en)\b|arzt\b|spital|spitäler|klinik|treuhand|treuhänder|revisionsstelle|revisor|inkasso|spediteur|transportunternehmen|kurier|hosting|hoster|rechenzentr|cloud|\bit-|informatik|verband\b|verbände|ausgleichskasse|pensionskasse|sozialversicherung|arbeitgeber|steuerberat|anwält|anwalt|notar|lehrperson|lehrer|trainer|gemeinde|kanton|eigentümer|vermieter|kundenfirm|einsatzbetrieb|veranstalter|organisator|halter(in|innen)?\b|register|(stiftungs|verwaltungs|gemeinde|schul|bei|stadt)rat(s|es)?\b|vorstand|kommission|ausschuss|jury|expert|gremi|leiter(in|innen)?\b|leitende|(kurs|lager|gruppen|team|abteilungs|projekt|schul|heim|krippen|geschäfts|vereins)leitung\b|betreuer|kassier|präsident|sekretär|aktuar)\w*/iu,
  /(autorité|assureur|assurance|fiduciaire|banque|tribuna|\bposte\b|transporteur|hébergeur|médecin|\blaboratoire|caisse|employeur|avocat|organe de révision|informatique|commune|canton|propriétaire|bailleur|(entreprises|sociétés) clientes|employeurs? potentiels?|organisateur|fédération|professeur|enseignant|moniteur|formateur|animat(eur|rice)|responsables? (de|du|des) (cours|groupe|camp|équipe)|trésori|secrétaire|président)\w*/iu,
  ...IT.recipientKinds,
  // A firm named by its kind in a compound ("Buchhaltungsfirma", "Transportunternehmen"), not "Drittfirmen", "Partnerunternehmen".
  /(?<=\p{L}{3})(?<!(dritt|partner|gruppen|konzern|tochter|schwester|fremd|mitglied)s?)(firma|firmen|unternehmen|gesellschaft\w*)\b/iu,
  /\b(agence|agenzia|agentur|reisebüro|hôtels?|hotels?|alberghi|albergo)\b/iu,
  // More kinds by what they do (session 12): lodging, catering, printing, travel, schools, pharmacies, customs.
  /(herberge|unterkunft|unterkünfte|berghütte|hüttenwart|gardien|custode|campingplatz|caterer|catering|druckerei|fluggesellschaft|airline|schule\b|schulen\b|apotheke|zollverwaltung|\bzoll\b|handwerker|werkstatt|garage\b|auberge|hébergement|gîte|traiteur|imprimerie|compagnie aérienne|école|pharmacie|douane|ostell[oi]|alloggi|rifugi|tipografi|compagnia aerea|scuol[ae]|farmaci[ae]|dogana)\w*/iu,
  // A provider named by what it runs for us is an IT provider: "Die Bibliothekssoftware wird von einem Anbieter …
  // betrieben", "le logiciel est hébergé par", "il software è gestito da" (processors need their kind, blindD).
  /(software|programm|datenbank|plattform|server|logiciel|plateforme|serveur|base de données|piattaforma|banca dati)\w*\b[^.]{0,80}\b(betrieben|gehostet|gewartet|bereitgestellt|exploitée?s?|hébergée?s?|maintenue?s?|gestit[oaie]|ospitat[oaie])\b/iu,
  // Published data go to the public ("Ranglisten veröffentlichen wir"); the notice's own published version does not.
  // Nor the version published after the verb ("gilt die auf unserer Website veröffentlichte Fassung", blindE).
  /(?<!\b(erklärung|version|fassung|déclaration|informativa|versione|notice)\b[^.]{0,60})\b(veröffentlich\w*|publizier\w*|publi(é|ée|és|ées|ons|ent)|pubblicat[aieo]|pubblichiamo|published|publish)\b(?![^.]{0,40}\b(fassung|version|erklärung|datenschutzerklärung|hinweise|déclaration|informativa|versione|notice)\b)/iu,
  // A body we register someone with is named: "inscrit ses coureurs auprès de Swiss Cycling", "meldet … beim Verband an".
  /\b(inscri\w+|annon\w+|déclar\w+|meld\w+|iscriv\w+)\b[^.]{0,80}\b(auprès d(e|u|es|['’])|beim?|presso)\s*(?!(tiers|nous|uns|dritt\w*|terzi|noi)\b)\p{L}+/iu,
  /\b(processors?|authorit\w+|insurers?|banks?|hosting|auditors?|couriers?|payment providers?)\b/iu,
];

/**
 * A catch-all beside named recipients (session 11): "Sonst geben wir Daten an Dritte weiter, wenn nötig", "en outre à
 * d'autres tiers si nécessaire", "inoltre ad altri terzi se necessario". Who else receives data stays open, so the item is
 * unclear however many kinds are named elsewhere, unless the catch-all itself names a kind ("an Dritte wie die Post").
 */
/**
 * Our own staff, each for their tasks, are no recipients (session 13, blindJ: "Les secrétaires syndicaux et le personnel
 * administratif …, chacun pour les tâches qui le concernent"): that part is blanked before the kinds are looked for.
 */
const OWN_STAFF =
  /\b(mitarbeit\w*|angestellt\w*|personal|sekretär\w*|team|secrétaires?|personnel|collaborat\w*|employé\w*|équipe|segretari\w*|personale|dipendent\w*)\b[^.\n]{0,120}\b(jeweils|je|soweit|chacun|chacune|dans la mesure|ciascun[oa]?|nella misura)\b[^.\n]{0,40}\b(aufgabe\w*|tâches?|fonctions?|compiti|mansioni|funzion[ei])\b/iu;

/**
 * Session 20 (blindQ): the activities of an organisation ("se necessario per le attività della scuola", "soweit es die
 * Tätigkeit der Schule erfordert", "pour les activités de l'école") say what a need is for, not who receives: the kind
 * named there is whose activities they are (usually our own), so that part is blanked before the kinds are looked for.
 */
const ACTIVITIES_OF =
  /\b(attività|tätigkeit(en)?|aktivitäten|betrieb(s|es)?|activités?|fonctionnement|funzionamento)\s+(della|del|dello|dei|delle|dell['’]|der|des|unserer|unseres|de la|du|de l['’]|de)\s*\p{L}+/iu;

const RECIPIENT_CATCH_ALL = [
  // Session 17 (blindN): the vague recipient before the giving, in a relative clause ("mit ausgewählten Partnern, denen
  // Daten übermittelt werden können", "des partenaires choisis, auxquels des données peuvent être transmises", "partner
  // selezionati, ai quali possono essere trasmessi dati").
  /\b(partner\w*|dritte\w*|drittfirmen|partenaires|tiers|terzi)\b(\s+\p{L}+){0,2},?\s+(denen|welchen|auxquels|auxquelles|à qui|ai quali|alle quali|a cui)\b[^.]{0,60}\b(weitergegeben|übermittelt|bekanntgegeben|weitergeleitet|transmises?|communiquées?|trasmess[iaeo]|comunicat[iaeo])\b/iu,
  // With its verb: a heading "Bekanntgabe an Dritte" over a list of kinds is the topic, not a catch-all.
  /\b(geben|gibt|leiten|leitet|übermitteln|übermittelt|teilen|teilt|melden|meldet|weitergegeben|bekanntgegeben|weitergeleitet)\b[^.]{0,80}\ban\s+(weitere\s+|andere\s+|sonstige\s+|übrige\s+|externe\s+|unsere\s+|unseren\s+)?(dritte|drittpersonen|drittparteien|stellen|partner|partnerinnen|firmen|unternehmen)\b(?!\s+(wie|etwa|namentlich|insbesondere|z\.\s?b\.))/iu,
  /\ban\s+(weitere\s+|andere\s+|sonstige\s+|übrige\s+|externe\s+)?(dritte|drittpersonen|drittparteien|stellen|partner|partnerinnen|firmen|unternehmen)\s+(\p{L}+\s+){0,3}(weitergegeben|übermittelt|bekanntgegeben|weitergeleitet|weitergeben|übermitteln|bekanntgeben|weiterleiten|geben)\b/iu,
  // Session 18 (blindO): shared with partners ("Wir teilen Ihre Daten mit unseren Partnern, soweit nötig").
  /\b(teilen|teilt|geteilt)\b[^.]{0,60}\bmit\s+(weiteren\s+|anderen\s+|unseren\s+|externen\s+)?(dritten|partnern|partnerinnen|firmen|unternehmen)\b(?!\s+(wie|etwa|namentlich|insbesondere|z\.\s?b\.))/iu,
  // Session 20 (blindQ): the verb last, after a modal ("Wir können Ihre Daten mit unseren Partnern teilen").
  /\bmit\s+(weiteren\s+|anderen\s+|unseren\s+|externen\s+)?(dritten|partnern|partnerinnen|firmen|unternehmen)\s+(\p{L}+\s+){0,2}(teilen|geteilt)\b/iu,
  /\b(transmettons|communiquons|partageons|remettons|transmettre|communiquer|partager|remettre|transmises?|communiquées?|partagées?)\b[^.]{0,80}\b(à|aux|avec)\s+(d['’]autres\s+|des\s+|autres\s+|nos\s+)?(tiers|partenaires|entreprises externes|collaborateurs externes)\b(?!\s+(tels|comme|notamment|par exemple))/iu,
  /\b(comunichiamo|trasmettiamo|condividiamo|inoltriamo|comunicare|trasmettere|condividere|inoltrare|comunicat[iaeo]|trasmess[iaeo]|condivis[iaeo])\b[^.]{0,80}\b(a|ad|con|ai|agli)\s+(i\s+|gli\s+)?(altri\s+|ulteriori\s+|nostri\s+)?(terzi|partner|collaboratori esterni|aziende esterne)\b(?!\s+(come|quali|ad esempio|in particolare))/iu,
  // Session 18 (blindO): the giving as a noun with its verb ("Eine Weitergabe an Dritte erfolgt nur, wenn es nötig ist", "La
  // communication à des tiers n'a lieu que si nécessaire", "La comunicazione a terzi avviene solo se necessario"); the bare
  // heading "Weitergabe an Dritte" over a list stays the topic.
  /\b(weitergabe|bekanntgabe|übermittlung|weiterleitung)\s+(\p{L}+\s+){0,3}an\s+(weitere\s+|andere\s+|externe\s+)?(dritte|drittpersonen|partner|stellen)\b(?!\s+(wie|etwa|namentlich|insbesondere|z\.\s?b\.))[^.]{0,40}\b(erfolgt|erfolgen|findet|finden|geschieht|kommt)\b/iu,
  /\b(communication|transmission)\s+(\p{L}+\s+|d['’]\s*){0,3}(à|aux)\s+(des\s+|d['’]autres\s+|nos\s+)?(tiers|partenaires)\b(?!\s+(tels|comme|notamment))[^.]{0,40}\b(a lieu|ont lieu|intervient|interviennent|s['’]effectue|se fait|se font)\b/iu,
  /\b(comunicazione|trasmissione)\s+(\p{L}+\s+|dell['’]\s*){0,3}(a|ad|ai)\s+(altri\s+|nostri\s+)?(terzi|partner)\b(?!\s+(come|quali|ad esempio))[^.]{0,40}\b(avviene|avvengono|ha luogo|hanno luogo|è effettuata|viene effettuata)\b/iu,
  // Made accessible to other parties (round 2, blindG): "anderen Beteiligten zugänglich gemacht", "rendues accessibles à
  // d'autres intervenants", "resi accessibili ad altri soggetti che ci affiancano".
  /\b(weiteren|anderen|sonstigen)\s+(stellen|personen|beteiligten|akteuren|dritten)\b(?!\s+(wie|etwa|namentlich))[^.]{0,40}\b(zugänglich gemacht|zur verfügung gestellt)\b/iu,
  /\b(rendue?s?|mise?s?) (accessibles?|à (la )?disposition)\b[^.]{0,40}\bà d['’]autres (personnes|intervenants|acteurs|organismes|tiers)\b(?!\s+(tels|comme|notamment))/iu,
  /\b(res[ioae] accessibil[ei]|mess[ioae] a disposizione)\b[^.]{0,40}\b(a|ad) (altri|ulteriori) (soggetti|enti|attori|terzi)\b(?!\s+(come|quali|ad esempio))/iu,
];

/**
 * Session 18 (blindO): another recipient joined after the catch-all ("mit unseren Partnern, soweit nötig, sowie mit
 * Behörden", "avec nos partenaires … ainsi qu'avec les autorités", "ai nostri partner … nonché alle autorità") does not
 * close it: who the partners are stays open, so that part is blanked before the catch-all's kind is looked for.
 */
const RECIPIENT_ALSO =
  /(?<=\b(dritt\w*|partner\w*|partenaires|tiers|terzi|prestataires|fornitori)\b[^.]{0,120})(\b(ainsi|de même) qu['’]|\b(sowie|ebenso wie|ainsi que|de même que|nonché|as well as)\s)[^.]*/iu;

/**
 * Session 19 (blindP): a catch-all is one member of a list of recipients ("an den Verband, soweit nötig, und an Dritte, wenn
 * … erforderlich", "à nos partenaires, à des réassureurs, ainsi qu'à d'autres tiers", "ai nostri partner, alle banche e ad
 * altri terzi"). The kinds named as its siblings are other recipients: they do not say who the partners or the third
 * parties are, so they are blanked before the catch-all's own kind is looked for. A kind that qualifies it ("an Dritte,
 * insbesondere an Banken", "à des tiers, à savoir …", "a terzi, ad esempio …") is no sibling.
 */
const CATCH_ALL_NOUN =
  "(weitere\\s+|andere\\s+|sonstige\\s+|übrige\\s+|externe\\s+|unsere\\s+|d['’]autres\\s+|des\\s+|nos\\s+|altri\\s+|ulteriori\\s+|nostri\\s+|i\\s+nostri\\s+)?(dritte|drittpersonen|drittparteien|partner\\p{L}*|stellen|tiers|partenaires|terzi)(?!\\p{L})";
const RECIPIENT_SIBLINGS = [
  // A named recipient before the catch-all, joined by "und / et / e" or a comma.
  new RegExp(
    `(?<!\\p{L})(an|à|aux|a|ad|al|alla|ai|agli|alle|all['’])\\s(?!${CATCH_ALL_NOUN})[^.;:]{1,120}?(?=,?\\s(und|sowie|oder|et|ou|ainsi qu['’]|e|ed|o|nonché)\\s?(an|à|aux|a|ad|ai|agli|alle)\\s${CATCH_ALL_NOUN})`,
    "iu",
  ),
  // Named recipients after the catch-all, each after a comma ("à nos partenaires, à des réassureurs"), with the catch-all.
  new RegExp(
    `(?<!\\p{L})(dritten?|partner(n|innen)?|partenaires|tiers|terzi)(,\\s?(an|à|aux|a|ad|ai|agli|alle|al|alla)\\s(?!(savoir|titre|titolo|esempio|exemple|beispiel|sapere)(?!\\p{L}))[^.,;:]{1,60})+`,
    "iu",
  ),
];

/** A catch-all limited to what the law requires points at authorities: "an Dritte nur, wenn ein Gesetz uns verpflichtet". */
// Session 17 (blindN): only as the sole condition. Beside "as far as needed" ("nella misura necessaria all'esecuzione del
// mandato o se previsto dalla legge", "soweit nötig oder gesetzlich vorgeschrieben") the catch-all stays open.
const OPEN_NEED =
  "(soweit|sofern|wenn|falls|wo)\\s+(dies\\s+|es\\s+|das\\s+)?(nötig|notwendig|erforderlich)(?!\\p{L})|bei bedarf|nach bedarf|dans la mesure (nécessaire|où (cela|c['’]est|il) est nécessaire)|(si|lorsque|quand) (c['’]est |cela est )?nécessaire(?!\\p{L})|au besoin|nella misura (necessaria|in cui (sia|è) necessario)|(se|ove|qualora|quando) (sia |è )?necessari[oa](?!\\p{L})|(where|if|as) (necessary|needed|required)(?!\\p{L})";
const RECIPIENT_LEGAL_DUTY = [
  new RegExp(
    `^(?![\\s\\S]*(?<!\\p{L})(${OPEN_NEED}))[\\s\\S]*?(?<!\\p{L})(gesetz\\p{L}*|verpflichte[tn]|behördlich\\p{L}*|loi|légale?s?|obligations? légale|legge|obblig\\p{L}+ legal\\p{L}*|legal(i|e)?)(?!\\p{L})`,
    "iu",
  ),
];

/** A period or a criterion for keeping data (issue 26, session 9); "so lange wie nötig" is neither. */
/** A unit of time as a whole word (German compounds and plurals, French and Italian singular and plural). */
const PERIOD_UNIT =
  "(jahr\\w*|monat\\w*|woche\\w*|tag(e|en|es)?|stunde\\w*|ans?|années?|mois|semaines?|jours?|heures?|ann[oi]|mes[ei]|settiman[ae]|giorn[oi]|or[ae]|years?|months?|weeks?|days?|hours?)\\b";
const RETENTION_CRITERIA = [
  // Session 15 (blindL): the unit is a whole word ("einer angemessenen Dauer" had read "an…" as the French "an").
  new RegExp(
    `\\b(\\d+|eine?[mrs]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreissig|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|vingt|trente|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|venti|trenta|one|two|three|four|five|ten)\\s+${PERIOD_UNIT}`,
    "iu",
  ),
  /\b(aufbewahrungs|dokumentations)(pflicht|frist)\w*|\bverjährung\w*|\bobligationenrecht\w*|\bgesetzlich\w* (frist|pflicht|aufbewahrung)\w*|\b(solange|so lange)\b[^.]{0,40}\b(konto|vertrag|mitgliedschaft|abonnement|geschäftsbeziehung|vertragsverhältnis|arbeitsverhältnis)\w*\b|\b(bis|nach) (zum |zur |dem |der |des |ihrem |ihrer |unserem |unserer )?(ende|ablauf|abschluss|beendigung|austritt|kündigung|widerruf|erledigung|rückgabe|auflösung|abmeldung)\w*|\b(sofort|unverzüglich|umgehend)\b|\b(für|während) die dauer (des|der|ihres|ihrer)\b|\bam ende (des|der)\b|\bsolange (sie|du|ihr)\b[^.]{0,40}\b(sind|bist|seid|bleiben|bleibst|bleibt|haben|hast|habt|(?<!\bvon\s)nutzen|nutzt|besuchen|besuchst|besucht|teilnehmen|teilnimmst|teilnehmt|wohnen|wohnst|wohnt)\b|\b(bis|sobald)\s+(sie|du)\b[^.]{0,40}\b(austreten|austrittst|austritt|kündigen|kündigst|kündigt|abmelden|abmeldest|abmeldet|verlassen|verlässt)\b|\bart\. \d+[a-z]? (or|co)\b|\b(wie|soweit|solange) (es |dies )?das gesetz (es )?(verlangt|vorschreibt)\b|\bcomme (l['’]exige|le prévoit) la loi\b|\bcome (lo )?(richiede|prevede) la legge\b/iu,
  // The end of a named event or period too (session 12): "à la fin du camp", "au terme du séjour".
  /\b(à la fin|au terme|après la fin) d(u|e la|e l['’]|es)\s*\p{L}+/iu,
  /\bobligations? légales? de conservation\b|\bdélai(s)? légaux\b|\bprescription\b|\b(fin|terme) (du|de la|de l['’]|de votre|de notre|de leur)\s*(contrat|relation|mandat|bail|abonnement|année|saison|cours|adhésion)\b|\b(après|dès) (la|sa|son|votre|leur|le) (désinscription|résiliation|fin|démission|départ)\b|\bimmédiatement\b|\bdurée (de la|du|de votre|de l['’])\s*(relation|contrat|mandat|abonnement|adhésion|inscription)|\btant que (vous|votre)\b|\bjusqu['’](à|au)\s+(la |votre |sa |leur |l['’])?(désinscription|désabonnement|résiliation|révocation|retrait|démission|départ|fin|échéance|clôture)\b|\bart\. \d+[a-z]? co\b/iu,
  ...IT.retentionCriteria,
  /\buntil (the )?end of\b|\bimmediately\b/iu,
];

/** Keeping data as long as the controller sees fit: no period and no criterion. */
const RETENTION_DISCRETION = [
  /\b(solange|so lange|bis)\b[^.]{0,30}\b(wir|ich)\b[^.]{0,30}\b(für|als)\s+(sinnvoll|nötig|notwendig|erforderlich|nützlich|zweckmässig|angebracht|richtig|angemessen)\w*\s+(halten|erachten|befinden|ansehen)\b|\bnach (unserem|eigenem) ermessen\b|\b(tant que|jusqu['’]à ce que)\s+nous\s+((les?|la)\s+|l['’])?(jug\w+|estim\w+|consid\w+)\b|\b(à notre|selon notre) (discrétion|appréciation)\b|\b(finché|fino a quando|fintanto che)\b[^.]{0,40}\b(lo |li |la |le )?(ritien\w*|riteniamo|consider\w*|giudic\w*)\s+(utile|utili|necessari\w*|opportun\w*)\b|\ba (nostra|sua) discrezione\b|\bas long as we (consider|deem|think)\b/iu,
];

/**
 * Open-ended keeping, session 11, like the controller's discretion: as long as the data may still interest or serve us
 * or others ("solange Ihr Dossier für Kunden interessant sein kann", "aussi longtemps que votre profil peut intéresser",
 * "finché il profilo può interessare"), as long as an interest exists, or a criterion stretched by an indefinite time
 * ("bis zum Austritt und noch einige Zeit darüber hinaus", "et encore quelque temps", "e ancora per un po'").
 */
const RETENTION_OPEN_ENDED = [
  /\b(solange|so lange|bis)\b[^.]{0,60}\b(interessier\w*|interessant|von interesse|von nutzen|nützlich|brauchbar|dienlich|verwendbar|gebrauchen)\b[^.]{0,20}\b(kann|können|könnte|könnten|ist|sind|sein)\b|\b(solange|so lange)\b[^.]{0,30}\b(ein|unser)\s+(\p{L}+\s+)?interesse\b[^.]{0,20}\b(besteht|bestehen|vorliegt|hat|haben)\b/iu,
  /\b(aussi longtemps|tant|jusqu['’]à ce)\s+qu(e|['’])\s*[^.]{0,60}\b(peu(t|vent)|pourrai(t|ent)|puiss(e|ent))\s+(encore\s+)?(intéresser|servir|être utiles?)\b|\b(aussi longtemps|tant)\s+qu(e|['’])\s*[^.]{0,30}\bintérêt\b[^.]{0,20}\b(existe|subsiste|demeure)\b/iu,
  /\b(finché|fino a quando|fintanto che|per tutto il tempo in cui)\b[^.]{0,60}\b(può|possono|potrebbe|potrebbero)\s+(ancora\s+)?(interessare|servire|essere util[ei])\b|\b(finché|fintanto che)\b[^.]{0,30}\binteresse\b[^.]{0,20}\b(esiste|sussiste|persiste)\b/iu,
  /\b(und|oder)\s+(noch\s+)?(eine weile|einige zeit|eine gewisse zeit|gewisse zeit|länger)\s+(darüber hinaus|danach|länger)\b|\b(et|ou)\s+(encore\s+)?(quelque temps|un certain temps|un moment)\s+(au-delà|après|de plus|ensuite)\b|\b(e|o)\s+(ancora\s+)?(per\s+)?(un po['’]|qualche tempo|un certo (tempo|periodo))\s+(oltre|dopo|in più)\b/iu,
];

/**
 * Session 15 (blindL): a period given only by an adjective ("während einer angemessenen Dauer", "pendant une durée
 * raisonnable", "per un periodo adeguato") is no period and no criterion, like the controller's discretion: unclear even
 * beside a period for another category, unless the period follows ("eine angemessene Frist von zwei Jahren").
 */
const RETENTION_VAGUE_PERIOD = [
  /\b(angemessen|vernünftig|adäquat|gebührend|übliche?|gewiss)\w*\s+(dauer|frist|zeit|zeitraum|zeitspanne|weile)\b(?!\s+(von|über)\s)|\b(durée|délai|période|temps)\s+(raisonnable|appropriée?|adéquate?|convenable|suffisante?|usuel\w*|certaine?)\b(?!\s+(de|d['’])\s*(\d|un|deux|trois|quatre|cinq|six|dix))|\b(un|une)\s+(certaine?|raisonnable)\s+(durée|délai|période|temps)\b|\b(periodo|tempo|termine|lasso di tempo)\s+(adeguat\w*|ragionevol\w*|congru\w*|appropriat\w*|opportun\w*|consuet\w*|sufficient\w*)\b(?!\s+(di|pari a)\s)|\b(un|una)\s+(certo|certa|ragionevole|congruo)\s+(periodo|tempo|durata)\b/iu,
];

/**
 * Session 17 (blindN): keeping as long as needed ("so lange wie nötig", "wenn wir sie nicht mehr brauchen", "aussi
 * longtemps que nécessaire", "per il periodo necessario all'esecuzione del servizio"): the controller's need is no period
 * and no criterion (issue 26). Such a statement is unclear unless its own context gives one; a reservation of legal duties
 * ("salvo obblighi legali di conservazione", "vorbehältlich gesetzlicher Aufbewahrungspflichten") gives none.
 */
const RETENTION_AS_NEEDED = [
  // Session 20 (blindQ): what the need is for between "wie" and the adjective ("so lange, wie es für die Zwecke
  // erforderlich ist, für die …").
  // Session 21: also the verbs of needing ("so lange, wie wir sie brauchen"). Not with a separable verb's particle
  // between ("bewahren … so lange auf, wie nötig"): the labelled splits read that as found when periods follow (r01, s02).
  /\b(so lange|solange),?\s+(wie|als)\s+[^.;]{0,60}?\b(nötig|notwendig|erforderlich|brauchen|benötigen)\b/iu,
  /\b(so lange|solange)\s+(wie\s+|als\s+)?(es\s+|dies\s+|das\s+)?(\p{L}+\s+)?(nötig|notwendig|erforderlich)\b|\bfür die (nötige|notwendige|erforderliche) (dauer|zeit)\b|\b(wenn|sobald|bis)\s+(wir\s+)?(sie|diese|(die|ihre|eure|deine)\s+\p{L}+)\s+(\p{L}+\s+)?(nicht mehr|nicht länger)\s+(brauchen|benötigen|gebraucht|benötigt|nötig|notwendig|erforderlich)\b/iu,
  /\b(aussi longtemps|tant)\s+qu(e|['’])\s*(cela\s+est\s+|c['’]est\s+|il\s+est\s+)?(nécessaire|utile|requis)\b|\b(pendant|pour)\s+(la durée|le temps|la période)\s+(nécessaire|requise?)\b|\b(dès\s+qu['’]\s?|lorsqu['’]\s?|quand\s)(elles|ils)\s+ne\s+(nous\s+)?sont\s+plus\s+(nécessaires|utiles)\b/iu,
  /\bper\s+(il|la)\s+(periodo|tempo|durata)\s+(strettamente\s+)?necessari[oa]\b|\b(finché|fintanto che|fino a quando)\s+(è|sia|sono|siano|risult\w+)\s+necessari\w*\b|\bquando\s+non\s+(sono|siano|servono|servano)\s+più\s*(necessari\w*)?\b/iu,
  /\bas long as (necessary|needed|required)\b/iu,
];

/** Session 17 (blindN): a reservation of legal duties beside the need names no period ("salvo obblighi legali …"). */
const RETENTION_RESERVATION = [
  /\b(vorbehältlich|unter vorbehalt|ausser bei|es sei denn|sofern nicht|soweit nicht)\b(?=[^.,(;]{0,80}(pflicht|frist|vorschrift|gesetz))[^.,(;]{0,80}/iu,
  /\b(sous réserve|sauf)\b(?=[^.,(;]{0,80}(obligation|délai|disposition|loi|légal))[^.,(;]{0,80}/iu,
  /\b(salvo|salve|fatti salvi|fatto salvo|fatte salve|a meno che)\b(?=[^.,(;]{0,80}(obblig|termin|disposizion|legge|legal))[^.,(;]{0,80}/iu,
  /\b(subject to|unless)\b(?=[^.,(;]{0,80}(obligation|period|dut|law|legal))[^.,(;]{0,80}/iu,
];

/**
 * Session 20 (blindQ): legal duties joined to the need as a further open condition ("so lange, wie es für die Zwecke
 * erforderlich ist, und solange gesetzliche Pflichten es verlangen", "aussi longtemps que nécessaire et tant que la loi
 * l'exige", "per il tempo necessario o finché la legge lo richiede") name no period: who keeps data "as needed and as the
 * law requires" still says neither how long nor which duty. A legal duty as the sole condition stays a criterion, and one
 * with its period ("und zehn Jahre, wie es das Gesetz verlangt") is not blanked. Session 21 (blindR): also the duties as a
 * frame the keeping respects ("und unter Einhaltung der gesetzlichen Aufbewahrungspflichten", "et dans le respect des
 * obligations légales", "e nel rispetto degli obblighi legali di conservazione"): which duty and how long are still not said.
 */
const RETENTION_JOINED_DUTY = [
  /\b(und|oder|bzw|beziehungsweise|resp|sowie)\b\.?\s+(\p{L}+\s+){0,2}?(solange|so lange|soweit|sofern|wie|wenn|falls|gesetzlich\p{L}*|rechtlich\p{L}*|unter (einhaltung|beachtung|berücksichtigung|wahrung)|im rahmen|gemäss|entsprechend|nach massgabe)\b(?![^.;]{0,80}\d)(?=[^.;]{0,80}(gesetz|pflicht|vorschrift|vorgeschrieben))[^.;]{0,80}/iu,
  /\b(et|ou)\s+(\p{L}+\s+){0,2}?(aussi longtemps qu|tant qu|lorsqu|si|selon|comme|dans la mesure o|dans le respect d|en respectant|conformément|en conformité)\S*(?![^.;]{0,80}\d)(?=[^.;]{0,80}(loi|légal|obligation))[^.;]{0,80}/iu,
  /\b(e|o|oppure|nonché)\s+(\p{L}+\s+){0,2}?(finché|fintanto che|fino a quando|per il tempo|se|quando|come|nella misura in cui|nel rispetto|in conformità|conformemente|secondo|tenendo conto)\b(?![^.;]{0,80}\d)(?=[^.;]{0,80}(legge|legal|obblig))[^.;]{0,80}/iu,
];

/**
 * Session 19 (blindP): an event that only starts the clock of "as long as needed" ("Nach dem Austritt löschen wir die Daten,
 * sobald wir sie nicht mehr benötigen", "après la fin du contrat, … lorsqu'elles ne sont plus nécessaires", "dopo la
 * disdetta … quando non sono più necessari") gives no period: the need still decides. And pointing at the purposes ("aux
 * fins décrites ci-dessus", "für die oben genannten Zwecke", "per le finalità sopra indicate") says what the need is for,
 * not how long: no pointer to a period elsewhere.
 */
const RETENTION_START_ONLY = [
  /\b(nach|ab|mit)\s(?:(dem|der|des|ihrem|ihrer|eurem|eurer|deinem|deiner)\s)?\p{L}*(ende|ablauf|abschluss|beendigung|austritt|kündigung|abmeldung|auflösung|erledigung)\p{L}*(?=[^.]{0,100}\b(sobald|wenn|bis|falls)\b[^.]{0,60}\bnicht (mehr|länger)\b)/iu,
  /\b(après|dès|à la fin|au terme)\s+(de\s+|d['’]\s*)?(la\s+|le\s+|l['’]\s*|votre\s+|du\s+|son\s+|sa\s+)?\p{L}+(?=[^.]{0,100}\b(dès qu|lorsqu|quand|jusqu)\S*\s[^.]{0,60}\bne\s+(\p{L}+\s+){1,2}plus\b)/iu,
  /\b(dopo|alla fine|al termine|con)\s+(il\s+|la\s+|l['’]\s*|del\s+|della\s+|dell['’]\s*|dei\s+|sua\s+|suo\s+)?\p{L}+(?=[^.]{0,100}\b(quando|non appena|appena|finché)\b[^.]{0,60}\bnon\s+(\p{L}+\s+){0,2}più\b)/iu,
];
const PURPOSE_POINTER = [
  /\b(fins|zweck\p{L}*|finalità|scop[oi]|purposes?)\s+((\p{L}+\s+){0,2}?)(décrites|mentionnées|indiquées|énoncées|pour lesquel\p{L}+|genannt\p{L}*|beschrieben\p{L}*|für die|zu denen|per cui|per le quali|per i quali|indicat\p{L}+|descritt\p{L}+|elencat\p{L}+|described|stated|for which)(\s+(ci-dessus|plus haut|sopra|above|oben))?|\b(oben|vorstehend|weiter oben|zuvor)\s+(genannt|beschrieben|erwähnt|aufgeführt)\p{L}*\s+zweck\p{L}*/iu,
];

/** A cap that closes an open-ended retention ("…, höchstens fünf Jahre", "au plus deux ans", "al massimo tre anni"). */
const RETENTION_CAP = [
  /\b(höchstens|maximal|längstens|spätestens|au plus|au maximum|au plus tard|al massimo|al più tardi|at most|no longer than)\b[^.]{0,20}\b(\d+|eine?[mrs]?|zwei|drei|vier|fünf|sechs|zehn|un|deux|trois|cinq|dix|uno|due|tre|cinque|dieci)\s+(jahr\w*|monat\w*|woche\w*|tag(e|en)?|ans?|années?|mois|semaines?|jours?|ann[oi]|mes[ei]|settiman[ae]|giorn[oi]|years?|months?|weeks?|days?)\b/iu,
];

/** "Ihre gesetzlichen Rechte": the topic without any right named (counts for no right). */
const RIGHTS_GENERIC =
  // Session 11: an invitation to come forward with questions or concerns about one's own data names no right either
  // ("Wer Fragen zu seinen Daten hat, meldet sich beim Vorstand", "pour toute demande concernant vos données",
  // "per domande sui suoi dati"); the general data-protection contact ("Fragen zum Datenschutz") is not this.
  // Session 12 round 2: nor does what the law lets one demand ("ce que la loi vous permet d'exiger", "was Ihnen das
  // Gesetz erlaubt", "ciò che la legge le consente di chiedere").
  /\b(fragen|anliegen|wünsche|begehren|anfragen)\b[^.]{0,30}\b(zu|zur|zum|über|betreffend|bezüglich|rund um)\s+(ihre|ihren|ihrer|seine|seinen|seiner|deine|deinen|deiner|eure|euren|eurer|die eigenen|den eigenen)\s+(\p{L}+\s+)?(daten|personendaten|angaben)\b|\b(questions?|demandes?|préoccupations?|requêtes?)\b[^.]{0,30}\b(sur|concernant|au sujet de|relatives? à|à propos de)\s+(vos|tes|ses|leurs)\s+(\p{L}+\s+)?(données|informations)\b|\b(domande|richieste|dubbi|questioni|richiesta|domanda)\b[^.]{0,30}\b(su|sui|riguardo ai|in merito ai|relative ai|relativa ai|concernenti i|che riguard\w+ i|riguardant\w+ i)\s+((suoi|vostri|tuoi|propri|loro)\s+(\p{L}+\s+)?dati\b|dati (di|del|della|dei) (suo|sua|vostro|vostra|vostri|tuo|tua|proprio)\b)|\b(ihre|ihren|ihnen|deine|deinen) (gesetzlichen |gesetzlich vorgesehenen )?(rechte|rechten|ansprüche|ansprüchen)\b|\b(ai|sui|dei|sui propri|ai propri) (suoi |vostri |tuoi )?diritti\b|\b(rechte|ansprüche)\b[^.]{0,60}\b(datenschutzgesetz\w*|datenschutzrecht\w*|dsg)\b|\bwas (sie|du) (tun|unternehmen|verlangen) (können|kannst)\b|\bce que vous pouvez (faire|demander)\b|\bcosa (può|potete|puoi) (fare|chiedere)\b|\bwas (ihnen|dir|euch) (das gesetz|das dsg|das datenschutzgesetz|das datenschutzrecht) (erlaubt|ermöglicht|zugesteht|gewährt)\b|\bwas (sie|du)\b[^.]{0,30}\b(nach|gemäss|laut) (dem )?(gesetz|dsg|datenschutzgesetz)\b[^.]{0,20}\b(verlangen|fordern)\b|\bce que (la loi|le droit|la lpd) (vous|te) (permet|autorise) d['’](exiger|demander|obtenir)\b|\bce que vous pouvez (exiger|obtenir)\b|\b(ciò|quello) che (la legge|la lpd|il diritto) (le|vi|ti) (permette|consente) di (chiedere|esigere|pretendere|ottenere)\b|\bcosa (può|potete|puoi) (esigere|pretendere|ottenere)\b|\bwhat you can do\b|\brechte (nach|gemäss|gemäß) (dem )?(dsg|datenschutzgesetz)\b|\b(gesetzlichen|gesetzlich vorgesehenen) rechte\b|\b(betroffenen|datenschutz)recht\w*|\bdroits (des personnes concernées|de la personne concernée)\b|\bdiritti (dell['’]interessat\w*|degli interessati)\b|\bvos droits\b|\bdroits (prévus par la loi|légaux)\b|\bprétentions?\b[^.]{0,60}\b(la loi|la lpd|lpd|protection des données)\b|\bpretes[ae]\b[^.]{0,60}\b(legge|lpd|nlpd|protezione dei dati)\b|\bdroits\b[^.]{0,40}\b(la loi|la lpd|la législation)\b|\b(demandes?|questions?|requêtes?)\b[^.]{0,30}\b(concernant|relatives? à|sur)\s+(les\s+)?données\s+(de votre|de vos|de ton|de tes)\b|\b(i suoi|i vostri|i tuoi) diritti\b|\bdiritti\b[^.]{0,30}\b(lpd|nlpd|legge sulla protezione dei dati)\b|\besercitare i (suoi |propri |vostri |tuoi )?diritti\b|\bdiritti (previsti dalla legge|legali|di legge)\b|\byour rights\b/iu;

/**
 * An e-mail address of its own for data protection ("datenschutz@…", "dpo@…", "privacy@…"), checked backwards from the
 * "@": a greedy run up to the "@" and one bounded lookbehind, not an address tried at every position after a cue.
 */
const DEDICATED_BEFORE_AT = "(?<=(datenschutz|privacy|dsb|dpo|protection|donnees|dati)[A-Za-z0-9_.+-]{0,30})";

/** A named person ("Frau Lea Brunner", "lic. iur. Barbara Imhof", "ist Femke de Vries") or an address of its own. */
const ADVISOR_CONTACT = [
  /\b(frau|herrn?|dr\.|prof\.|lic\. ?iur\.|madame|monsieur|mme|m\.|signora|signor|sig\.|sig\.ra|dott\.(ssa)?|avv\.|mr|ms|mrs)\s+\p{Lu}\p{L}+/u,
  /\b(ist|sind|est|è|is)\s+\p{Lu}\p{Ll}+\s+(\p{Ll}{1,3}\s+)?\p{Lu}\p{Ll}+/u,
  // Session 15 (round 9): a name right after the label's colon ("Unser Datenschutzberater: Thomas Keller, …").
  /:[ \t]*\p{Lu}\p{Ll}+[ \t]+(\p{Ll}{1,3}[ \t]+)?\p{Lu}\p{Ll}+(?=[ \t]*[,(\n]|$)/u,
  /(?<![A-Za-z0-9_.+-])[A-Za-z0-9_.+-]*(datenschutz|privacy|dsb|dpo|dsg|protection|donnees|dati|data|rgpd|gdpr)[A-Za-z0-9_.+-]*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/iu,
];

/**
 * Session 14 (blindK): a third party that reports a case to us ("la polizia o dei vicini ci segnalino animali trascurati",
 * "des voisins nous signalent un animal négligé", "melden uns Nachbarn vernachlässigte Tiere"). What is reported is a case,
 * not data about the reader, so it is no statement of sources; it shows that data about people come from others.
 */
const REPORTED_CASES =
  "(tier\\w*|fälle|fall|vorfall|vorfälle|missstände|misshandl\\w*|vernachlässig\\w*|animaux|animal|cas|situations?|incidents?|abus|maltraitance|négligé\\w*|animali|casi|caso|situazion\\w*|incident\\w*|abus\\w*|maltrattament\\w*|trascurat\\w*|abbandonat\\w*)";
const NOT_A_REPORTED_CASE = `(?!\\s+(\\p{L}+\\s+){0,2}?${REPORTED_CASES}\\b)`;
// Session 18: signs by family that data come from others. Signing in with another provider's account gives us what it
// holds ("Login mit Google", "se connecter avec Apple", "accedi con Facebook"); syncing with a health or sports app
// ("Apple Health", "Google Fit", "Health Connect", "Garmin Connect") brings data recorded elsewhere; address updates from
// the post ("Adressnachführung der Post", "mise à jour des adresses par la Poste", "aggiornamento degli indirizzi della
// Posta"); references asked of former employers or schools ("Referenzen bei früheren Arbeitgebern", "références auprès",
// "referenze presso").
THIRD_PARTY_SOURCES.push(
  SOCIAL_LOGIN,
  /\b(apple (health|santé|salute)|google fit|health connect|garmin connect|fitbit|samsung health)\b/iu,
  /\b(adressnachführung|adressaktualisierung|adressabgleich|mise à jour des adresses|aggiornamento degli indirizzi)\b/iu,
  /\b(referenzen|auskünfte)\s+(\p{L}+\s+){0,2}(bei|von)\s+(früheren|bisherigen|ehemaligen|vorherigen)\s+\p{L}+|\b(références|renseignements)\s+(\p{L}+\s+){0,2}(auprès|de la part)\s+(de|d['’]|des|du)\s*(vos |votre |leurs? )?(ancien|précédent)\w*|\b(referenze|informazioni)\s+(\p{L}+\s+){0,2}(presso|da)\s+(i |gli |il |la |le )?(suoi |vostri |precedenti |ex )?(precedent\w*|ex)\s+\p{L}+/iu,
);
THIRD_PARTY_SOURCES.push(
  new RegExp(
    `(?<!\\b(sie|du|ihr)\\s)\\b(meldet|melden)\\s+uns\\b[^.;]{0,40}\\b${REPORTED_CASES}\\b|(?<!\\bvous\\s)\\bnous\\s+(signale|signalent|signalant)\\b[^.;]{0,40}\\b${REPORTED_CASES}\\b|(?<!\\b(lei|voi|tu|se)\\s)\\bci\\s+(segnala|segnalano|segnalino|segnali)\\b[^.;]{0,40}\\b${REPORTED_CASES}\\b`,
    "iu",
  ),
);

/**
 * Session 14 (blindK): a table's column of keeping ("Daten | Wozu | Wie lange", "Données | Finalité | Durée"): the header
 * cell of a row that also heads the data is the item's cue; its rows (check.ts `cueContext`) give the periods.
 */
const RETENTION_CELL =
  "(wie lange|aufbewahrung\\w*|speicherdauer|löschfrist\\w*|dauer|durée|durée de conservation|délai de conservation|conservation|per quanto tempo|durata|durata (di|della) conservazione|conservazione|how long|retention|retention period)";
const RETENTION_COLUMN = new RegExp(
  `(?:^|\\n)[^\\n|]{0,80}\\b(daten|angaben|kategorie\\w*|données|catégories?|informations|dati|categori\\w*|informazioni|data)\\b[^\\n]{0,200}\\|[ \\t]*${RETENTION_CELL}[ \\t]*(?=\\||\\n|$)`,
  "iu",
);

/**
 * Session 14 (blindK): a heading that asks what is done with the data ("Per che cosa usate questi dati?", "Was geschieht
 * mit meinen Angaben?", "Que faites-vous de mes données ?") is a purpose heading like "Wozu"; it speaks through its
 * answer. Not when it asks about a time ("nach Vertragsende", "après la fin"): that is about keeping.
 */
/**
 * Session 19: headings of the item's own section (check.ts `ownSections`). Purposes: a heading about what the data are for
 * ("Wofür brauchen wir die Daten?", "Zwecke der Bearbeitung", "À quelles fins ?", "Finalità del trattamento"). Retention: a
 * heading about how long data are kept ("Aufbewahrung", "Wie lange speichern wir …?", "Durée de conservation", "Per quanto
 * tempo conserviamo i dati"), not where they are stored.
 */
const PURPOSE_SECTION =
  /^(?!.*\b(zweckänderung|changement de finalité|cambiamento di finalità)).*(zweck(e|en)?\b|\b(wofür|wozu|warum|weshalb)\b.*\b(daten|angaben|informationen|brauch\p{L}*|bearbeit\p{L}*|verwend\p{L}*|nutz\p{L}*|sammel\p{L}*|erheb\p{L}*)|\bfinalités?\b|\bà quelles? fins?\b|\b(pourquoi|à quoi)\b.*\b(données|informations|traitons|utilisons|collectons|servent)|\bfinalità\b|\bscop[oi]\b|\b(perché|a cosa|a che cosa|per quali (motivi|ragioni))\b.*\b(dati|informazioni|trattiamo|utilizziamo|raccogliamo|servono))/iu;
const RETENTION_SECTION =
  /^(?!.*\b(speicherort|hosting|wo\b|où|dove|ausland|étranger|estero|sicherheit|sécurité|sicurezza)).*(\baufbewahrung\p{L}*|\bspeicherdauer\b|\bdauer der (speicherung|aufbewahrung)\b|\blöschung\b|\bwie lange\b|\bdurée de (conservation|stockage)\b|\bconservation\b|\bcombien de temps\b|\b(durata|periodo) (di|della) conservazione\b|\bconservazione\b|\bper quanto tempo\b)/iu;

const PURPOSE_QUESTION =
  /(?:^|\n)[ \t]*(\d+(\.\d+)*\.?[ \t]+)?(?![^\n?]{0,80}\b(nach|bei|wenn|après|lors|quand|dopo|quando|alla fine)\b)(was (geschieht|passiert|machen|macht|tun|tut)\b[^\n?.]{0,20}\bmit\b[^\n?.]{0,40}|que (faites|fait|font)\b[^\n?.]{0,50}|qu['’]advient-il\b[^\n?.]{0,40}|(per )?(che )?cosa (fate|usate|utilizzate|fa|usa|utilizza|ne fate|ne fa)\b[^\n?.]{0,40}|per (che )?cosa\b[^\n?.]{0,20}\b(us|utilizz|serv|trat)\w*\b[^\n?.]{0,30})[ \t]*\?[ \t]*(?=\n)/iu;

export const ITEMS: ItemSpec[] = [
  {
    id: "controller",
    label: "Identität und Kontaktdaten des Verantwortlichen",
    required: true,
    provisions: [{ ref: "DSG Art. 19", detail: "Abs. 2 Bst. a" }],
    cues: {
      de: [
        /\bverantwortlich\w*\b.{0,80}\b(ist|sind|für)\b/iu,
        /\b(ist|sind|bin)\b[^.]{0,120}\bverantwortlich\b/iu,
        /\bverantwortliche(r)? (stelle|person)\b/iu,
        /\bverantwortlich(e|er)? im sinne\b/iu,
        /\bwer (ist|sind) (für|verantwortlich)\b/iu,
        // Session 15 (round 9): competence for the processing or the site ("Zuständig für diese Website und die Bearbeitung
        // Ihrer Daten: …", "Le traitement de vos données relève de …").
        /\bzuständig\w* (ist |sind )?für (diese|die|unsere) (website|webseite|app|datenbearbeitung|bearbeitung (ihrer|deiner|der|von) (personen)?(daten|angaben))\b|\b(le|ce) traitement (de vos|des|de tes) (données|informations)\b[^.]{0,30}\brelève (de|du|des)\b/iu,
        /\bverantwortlich für die (datenbearbeitung|bearbeitung)\b/iu,
        // "Für die Bearbeitung zeichnet der Vorstand verantwortlich": the formal verb instead of "ist".
        /\bzeichne(t|n|te|ten)\b[^.]{0,80}\bverantwortlich\b/iu,
        // Named without the word "verantwortlich": "Wir, die X AG, …", "Betreiberin dieser Website ist …",
        // "Diese Erklärung gilt für … der X GmbH". A legal form or the operator role keeps processors out.
        new RegExp(`\\bwir,\\s+(die|der|das)\\b${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
        // "Anbieter" and "Plattform" only with "dieser": "Anbieter der Plattform ist …" is often a processor.
        /\b((betreiber|herausgeber|inhaber|anbieter)(in)? (dieser|unserer|unseres)|(betreiber|herausgeber|inhaber)(in)? (der|des)) (website|webseite|internetseite|app|anwendung|onlineshops?|shops?)\b[^.]{0,80}\b(ist|sind)\b/iu,
        // The owner or sponsor of a practice, shop or service ("Inhaberin der Praxis ist …", "Trägerin der Spitex ist …").
        /\b(inhaber|träger|betreiber)(in)? (der|des|dieser|dieses|unserer|unseres) \p{L}+\b[^.]{0,40}\b(ist|sind)\b/iu,
        new RegExp(`\\b(betreiber|inhaber|träger|herausgeber)(in)? (ist|sind)\\b${IN_SENTENCE}{0,60}\\b${LEGAL_FORM}\\b`, "iu"),
        // An organisation introduced with its seat ("… ist eine gemeinnützige Organisation mit Sitz in Thun").
        /\bmit sitz in\b|\b(unser|unseren|ihr|ihren) (haupt)?sitz\b/iu,
        // A sole proprietor who runs the business herself, in a text without headings (blindG): "Die Hundeschule wird
        // von mir, Anna Muster, als Einzelfirma geführt", "Inhaberin bin ich, …". Not "von uns geführte Listen".
        /\b(wird|werden)\s+von\s+mir\b[^.]{0,80}\b(geführt|betrieben|geleitet)\b|\b(als\s+)?einzel(firma|unternehmen|unternehmerin|unternehmer)\b|\b(inhaberin|inhaber|betreiberin|betreiber) bin ich\b/iu,
        // Session 12: what runs the site or shop, with the operator after the verb ("Diese Website betreibt Anna Berger"),
        // and a heading asking who processes the data ("Wer bearbeitet Ihre Daten?", "Qui traite vos données ?").
        /\b(diese|dieses|diesen|unsere|unser|unseren)\s+(website|webseite|app|praxis|shop|onlineshop|geschäft|laden|schule|studio|atelier|salon|betrieb)\s+(betreibt|betreiben|führt|führen|leitet|leiten)\b/iu,
        /\b(wer bearbeitet|qui traite|chi tratta)\b[^.\n?]{0,30}\b(daten|données|dati)\b/iu,
        // The organisation as the subject of running the business: "Die Vitalis Apotheken AG betreibt 23 Apotheken".
        new RegExp(`\\b${LEGAL_FORM}\\s+(betreibt|führt|bietet)\\b`, "iu"),
        new RegExp(
          `\\bdiese\\w* \\w*(erklärung|hinweise|informationen?)\\b (gilt|gelten) für\\b${IN_SENTENCE}{0,120}\\b${LEGAL_FORM}\\b`,
          "iu",
        ),
        // The organisation behind a brand or service: "X ist eine Marke der Y Sàrl", "betrieben von der Y AG",
        // "Hinter X steht die Y GmbH".
        new RegExp(
          `\\b((ist|sind) (eine?) (marke|angebot|dienst|dienstleistung|produkt|geschäftsbereich|tochter\\w*|unternehmen)|betrieben (von|durch)|hinter\\b${IN_SENTENCE}{0,60}\\bsteh(t|en))\\b${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`,
          "iu",
        ),
        new RegExp(`\\bvon (der|dem)\\b${IN_SENTENCE}{0,60}\\b${LEGAL_FORM}\\b${IN_SENTENCE}{0,60}\\bbetrieben\\b`, "iu"),
        // A contact heading ("Kontakt", "So erreichen Sie uns") over an organisation with its legal form.
        new RegExp(
          `(?:^|\\n)[ \\t]*[^\\n.]{0,30}\\b(kontakt|so erreichen sie uns|wer wir sind|wer sind wir|über uns|wer steckt (da)?hinter|wer steh(t|en) (da)?hinter|qui (se cache|se trouve|est|sont) derrière|chi (c['’]è|ci sono|sta|stanno) dietro|wer bin ich|qui est responsable|responsable du traitement|wer ist verantwortlich|verantwortliche stelle|impressum|qui sommes-nous|nous contacter|who we are|contact|contatto|contatti|chi siamo|titolare del trattamento)\\b[^\\n.]{0,30}\\n\\s*[^\\n]{0,120}\\b${LEGAL_FORM}\\b`,
          "iu",
        ),
        // A club's contact under a heading of its own: "Kontakt" / "Contact" / "Contatto" over a name, a Postfach or
        // an address and an e-mail (issue 26). The contact details themselves are then found near it.
        // Session 20 (blindQ): also under a heading saying who we are ("Wer sind wir?", "Qui sommes-nous ?", "Chi siamo").
        /(?:^|\n)[ \t]*(\d+\.?[ \t]+)?(kontakt|kontaktadresse|kontaktstelle|contact|contacts|contatto|contatti|wer sind wir|wer wir sind|über uns|wer bin ich|qui sommes-nous|chi siamo)[ \t]*(?:[:?][ \t]*)?\n(?:[^\n]{0,80}\n){0,4}[^\n]{0,120}?(\S@\S|\bpostfach\b|\bcase postale\b|\bcasella postale\b|\b[1-9]\d{3}\s+\p{Lu})/iu,
      ],
      fr: [
        /\bresponsable du traitement\b/iu,
        /\bresponsable de (la|ce) traitement\b/iu,
        /\ble responsable\b[^.]{0,20}\b(est|sont)\b|\bresponsable de vos données\b/iu,
        new RegExp(`\\bnous,\\s+${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
        /\bexploitant(e)? (de|du) (ce|cette|notre) (site|application|plateforme|boutique)\b[^.]{0,80}\best\b/iu,
        new RegExp(`\\b(est une marque|est un service|est exploitée? par|géré(e)? par)\\b${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
        /\b(est|sont)\s+(exploitée?s?|gérée?s?|dirigée?s?|tenue?s?)\s+par\s+moi\b|\ben (tant qu['’]|qu['’])?entreprise individuelle\b|\bje suis (le |la )?(titulaire|propriétaire|exploitant|exploitante)\b/iu,
      ],
      en: [
        /\bcontroller\b/iu,
        /\bresponsible for (the )?processing\b/iu,
        new RegExp(`\\bwe,\\s+${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
        /\boperator of (this|the|our) (website|app|application|platform|service)\b[^.]{0,80}\bis\b/iu,
        new RegExp(`\\b(is a (brand|service|product) of|operated by)\\b${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
      ],
      it: IT.controller,
    },
    openingCues: {
      within: 300,
      patterns: [
        // A letterhead: among the first lines, a line opening with a name that carries a legal form
        // ("Müller Treuhand AG, Bahnhofstrasse 1, …"), not a sentence about a provider ("Wir nutzen … der Cloud AG").
        new RegExp(
          `(?:^|\\n)[ \\t]*(?!(wir|die|der|das|diese\\w*|unsere?\\w*|we|our|nous|notre|les?|la)\\b)\\p{Lu}[^\\n.]{0,60}\\b${LEGAL_FORM}(?=[\\s,])`,
          "iu",
        ),
        // The organisation as the subject of the opening sentence with its address: "Die Kinderkrippe X GmbH,
        // Strasse 17, 5000 Aarau, betreut …" (blindD). The address keeps providers named in passing out.
        new RegExp(
          `(?:^|\\n|[.!?] )[ \\t]*((die|der|das|la|le|il|lo) |l['’])?\\p{Lu}[^\\n.]{0,60}\\b${LEGAL_FORM},\\s+[^\\n.]{0,60}\\b[1-9]\\d{3}\\s+\\p{Lu}`,
          "iu",
        ),
      ],
    },
    details: { de: [EMAIL, POSTCODE, PHONE], fr: [EMAIL, POSTCODE, PHONE], en: [EMAIL, POSTCODE, PHONE], it: [EMAIL, POSTCODE, PHONE] },
    window: 500,
    // The contact often comes first ("Betreiberin ist die X AG, Strasse, PLZ Ort. … Die X AG ist verantwortlich").
    windowBefore: 400,
    found: "Der Verantwortliche ist genannt, mit Kontaktangaben.",
    unclear: "Ein Verantwortlicher wird erwähnt, aber es fehlt eine Kontaktangabe (Adresse oder E-Mail) in der Nähe.",
    missing: "Es ist nicht ersichtlich, wer für die Bearbeitung verantwortlich ist und wie man ihn erreicht.",
  },
  {
    id: "purposes",
    label: "Bearbeitungszwecke",
    required: true,
    provisions: [{ ref: "DSG Art. 19", detail: "Abs. 2 Bst. b" }],
    cues: {
      de: [
        // The public interest as what we process for (session 12), judged as a label: "im öffentlichen Interesse".
        /\b(im|aus) (öffentlichen|allgemeinen) interesse\b|\bnell['’]interesse (generale|pubblico)\b|\bd['’]intérêt (général|public)\b/iu,
        /\bzweck(e|en)?\b/iu,
        /\bbearbeiten wir\b.{0,60}\bum\b/iu,
        /\bwir (verwenden|nutzen|bearbeiten|verarbeiten|brauchen|benötigen|erheben|erfassen|sammeln)\b.{0,100}\b(für|um|zur|zum)\b/iu,
        // Passive: "Ihre Daten werden für die Pflegeplanung verwendet".
        /\b(wird|werden)\b[^.]{0,60}\b(für|zur|zum)\b[^.]{0,60}\b(verwendet|genutzt|bearbeitet|verarbeitet|gebraucht|benötigt|erhoben|eingesetzt)\b/iu,
        /\b(brauchen|benötigen|erheben|erfassen|sammeln) wir\b.{0,80}\b(für|um|zur|zum)\b/iu,
        /\bverwenden wir\b.{0,80}\b(für|um)\b/iu,
        /\bnutzen wir\b.{0,80}\b(für|um)\b/iu,
        // One-person businesses write in the first person (blindG): "Ihre Angaben verwende ich für …", "ich nutze sie, um …".
        /\b(verwende|nutze|bearbeite|brauche|benötige|erhebe|erfasse|sammle) ich\b.{0,80}\b(für|um|zur|zum)\b|\bich (verwende|nutze|bearbeite|brauche|benötige|erhebe|erfasse|sammle)\b.{0,100}\b(für|um|zur|zum)\b/iu,
        // "… brauchen wir, um … zu …", "… nutzen wir, damit …": a verb of using with a final clause.
        /\b(brauch|benötig|verwend|nutz|bearbeit|erheb|erfass|samm(e)?l)(e|en|t|n)?\b[^.]{0,150}\b(um\b[^.]{0,120}\bzu|damit)\b/iu,
        // "Die Daten dienen der Mitgliederverwaltung": serving a purpose, said of the data.
        // Session 19 (blindP): also with a pronoun as the subject ("Sie dienen der Abrechnung", "Diese dienen uns dazu, …"),
        // with "dazu", and a label in the dative without an article ("dienen ausschliesslich Vereinszwecken").
        /\b(daten|angaben|informationen|personendaten|adressen?|sie|diese|beide|alle)\b[^.]{0,40}\b(dienen|dient)\s+(uns\s+|ihnen\s+)?(ausschliesslich\s+|nur\s+|einzig\s+|vor allem\s+|hauptsächlich\s+|insbesondere\s+|in erster linie\s+)?(der|dem|den|zur|zum|dazu|\p{L}*zwecken)\b/iu,
        // A pronominal adverb pointing back at the data just named: "Damit richten wir Ihr Konto ein", "Wir prüfen
        // damit, ob …", "Dafür brauchen wir …". Only with "wir" next to it: the adverb and the verb of our action.
        // The lookahead runs the lookbehind only where an adverb starts: at every position it would rescan each
        // run of blanks (quadratic, issue 23).
        /(?=damit|dazu|dafür|hierfür|hierzu)(?<=^|[.!?:]\s+|\n\s*)(damit|dazu|dafür|hierfür|hierzu)\s+(\p{L}+\s+)?(wir|ich)\b|\bwir\s+(?!(sind|waren|haben|werden|bleiben)\b)\p{L}+\s+((sie|die|diese\w*)\s+(\p{L}+\s+)?)?(damit|dazu|dafür|hierfür|hierzu)\b(?!\s+(sie|wir|ihre?)\b)/iu,
        // A line opening with a purpose: "Zur Beantwortung von Anfragen, zur Offertstellung …"; a bare "Wozu" heading.
        /(?<=^|\n)[ \t]*(zur|zum)\s+\p{L}+ung\b/iu,
        HEADING("wozu|wofür|warum|weshalb|pourquoi|à quoi|dans quel but|perché|a cosa|a che cosa|a che scopo|per quale scopo|why|what for"),
        // Session 14 (blindK): the purposes as a compound heading over their list ("4. Bearbeitungszwecke" / "4.1 …",
        // "Verwendungszwecke"); a line with a stop ("Bitte geben Sie als Verwendungszweck … an.") is no heading.
        HEADING("\\p{L}+zweck(e|en)?"),
        PURPOSE_QUESTION,
        ...PURPOSE_SERVES,
        // The purpose as the frame of an activity: "Wir bearbeiten Ihre Daten im Rahmen unserer Geschäftstätigkeit" (then
        // judged by what it names: usually nothing concrete, so unclear).
        /\b(bearbeiten|verwenden|nutzen|verarbeiten)\b[^.]{0,60}\bim rahmen (unserer|unseres|der|des|von)\b/iu,
        // Headings asking what for: "Wofür wir Ihre Daten nutzen", "Welche Daten wir bearbeiten und wozu".
        /\b(wozu|wofür|weshalb|warum|aus welchen gründen)\b[^.\n]{0,60}\b(daten|angaben|informationen)\b|\b(daten|angaben)\b[^.\n]{0,60}\b(wozu|wofür)\b/iu,
      ],
      fr: [
        /\bfinalités?\b/iu,
        /\b(à|aux) ((des|nos|ses|leurs) )?(propres )?fins\b/iu,
        /\bdans (le|un) but\b|\ben vue de\b|\b(traitons|utilisons|collectons)\b[^.]{0,60}\bdans le cadre d(e|es|u)\b/iu,
        // Our tasks as the frame (session 11): "dans l'exercice de nos activités", then judged as a label.
        /\b(traitons|utilisons|collectons)\b[^.]{0,60}\b(dans l['’]exercice|pour l['’]accomplissement|pour l['’]exécution)\b/iu,
        /\b(nous )?(traitons|utilisons|collectons|recueillons|exploitons)\b.{0,100}\b(pour|afin de|afin d['’])/iu,
        /\b(j['’]utilise|je traite|je collecte|je recueille|j['’]ai besoin)\b.{0,100}\b(pour|afin de|afin d['’])/iu,
        // Session 15 (round 9): also said of one datum ("Votre adresse sert uniquement à l'envoi …").
        /\b(utilisées?|traitées?|collectées?|servent|sert)\b.{0,40}\b(pour|à|au|aux|afin de)\b/iu,
        // Questions and verbs of purpose: "À quoi servent vos données ?", "Pourquoi traitez-vous ces données ?",
        // "Elles nous permettent de planifier vos leçons", "nous avons besoin de … afin de confirmer la course".
        /\b(pourquoi|à quoi)\b[^.\n]{0,60}(données|informations|servent|traitez|utilisez|\?)|\bdans quel but\b|\bà quelles fins\b|\bpour quel(le)?s? (raisons?|motifs?)\b|\bnous permett\w* d(e|['’])|\bavons besoin\b[^.]{0,150}\b(pour|afin de|afin d['’])/iu,
      ],
      en: [/\bpurposes?\b/iu, /\bwe use (your|the) (personal )?(data|information) (to|for)\b/iu],
      it: IT.purposes,
    },
    // Issue 26, session 9: found only with a concrete purpose (a processing activity). A statement of the purpose
    // ("Zweck", "finalità", "à nos fins") naming none is a generic label even beside specific side processing (blindA).
    // Session 11: our tasks or activities ("Verwaltungsaufgaben") and a clause that only says the organisation works
    // ("damit der Clubbetrieb läuft") are labels too; the activity inside such a compound does not count.
    specific: {
      patterns: [...PURPOSE_ACTIVITIES, ...PURPOSE_CLAUSES],
      statement: {
        words: [...PURPOSE_STATEMENT, ...PURPOSE_TASKS, ...OPERATION_ONLY, ...MISSION_ONLY, ...PURPOSE_SERVES],
        needs: PURPOSE_ACTIVITIES,
        notKeeping: true,
        aboutOthers: HELPERS_AT_WORK,
      },
      vague: [...OPERATION_ONLY, ...TASK_WORDS, ...MISSION_ONLY],
      // Session 19: the purposes' own section decides as the recipients' does (a heading about what the data are for).
      section: [PURPOSE_SECTION],
    },
    unclear:
      "Die Zwecke werden nur als allgemeine Bezeichnung genannt (z. B. «Vereinszwecke», «Geschäftszwecke»). Anzugeben ist, wozu die Daten konkret bearbeitet werden.",
    found: "Die Zwecke der Bearbeitung werden angegeben.",
    missing: "Die Zwecke, zu denen Personendaten bearbeitet werden, sind nicht angegeben.",
  },
  {
    id: "recipients",
    label: "Empfängerinnen und Empfänger",
    required: true,
    provisions: [{ ref: "DSG Art. 19", detail: "Abs. 2 Bst. c" }],
    cues: {
      de: [
        /\bempfänger\w*\b/iu,
        /\bweitergeben?\b|\bweitergegeben\b|\bweitergabe\b|\bgebe(n)?\b.{0,80}\bweiter\b|\b(gebt|gibst|gibt)\b(?:(?!\b(mir|uns|mich)\b).){0,80}\bweiter\b/iu,
        /\bbekanntgabe\b|\bbekanntgeben\b|\bbekanntgegeben\b|\bgeben\b.{0,60}\bbekannt\b/iu,
        // Also in compounds: "Unterauftragsbearbeiterin", "Subauftragsbearbeiter".
        /auftragsbearbeiter\w*\b/iu,
        /dienstleister\w*\b/iu,
        /\bübermitt(e)?l\w*\b/iu,
        // Recipients named through the verb only. We send to someone ("senden wir … an ein Labor",
        // "leiten wir … an die Versicherung weiter"), but not to the person ("an Sie", "an Ihre Adresse"):
        /\b((senden|schicken|leiten|melden|übergeben|überlassen) wir|wir (senden|schicken|leiten|melden|übergeben|überlassen))\b(?:(?!\bihnen\b)[^.]){0,120}\ban (?!(sie|ihre|ihren|ihr|ihnen)\b|(die|eine) ([^.\s]+ )?[^.\s]*adresse\b)\p{L}+/iu,
        // "melden wir … beim Verband an" (separable "anmelden" with a body named by "bei"); never "sich" or "bei uns".
        /\bmelde(n|t)\b(?:(?!\b(sich|uns|mich)\b)[^.]){0,120}\bbeim?\s+(?!(uns|ihnen)\b)\p{L}+[^.]{0,80}\ban(?=\s*[.;,:]|\s*$)/iu,
        /\bleite(n|t|te|ten)?\b[^.]{0,120}\bweiter\b|\bweiterleit\w*\b|\bweitergeleitet\b/iu,
        // Any sender, not only "wir": "Diese leitet die Rechnung an Ihren Versicherer weiter", "die Praxis schickt den
        // Bericht an die Ärztin". Not to the person or to us ("an Sie", "an uns", "an unsere Adresse", an e-mail address).
        /\b(sende|sendet|schicke|schickt|schicken|übergebe|übergibt|übermittle|übermittelt|reiche|reicht|reichen)\b(?:(?!\b(ihnen|uns)\b)[^.]){0,120}\ban (?!(sie|ihre|ihren|ihr|ihnen|uns|unser\w*)\b|(die|eine) ([^.\s]+ )?[^.\s]*adresse\b|\S+@)\p{L}+/iu,
        // Separable "vorlegen": "legen wir der Eigentümerschaft … vor" (the particle closes the clause).
        /\b(legen|legt|legte|legten)\b(?:(?!\b(ihnen|uns)\b)[^.]){0,120}\bvor(?=\s*[.;,:]|\s*$)/iu,
        // Others who see or access the person's data: "Lehrpersonen … sehen Ihren Vornamen", "Zugriff auf Ihre Daten
        // haben nur …". Never the person ("Sie sehen Ihre …", "haben Sie Zugriff") and never "wir".
        /\b(sehen|sieht)(?<!\b(sie|wir)\s(sehen|sieht))\s+(nur\s+|auch\s+|lediglich\s+)?(ihre|ihren|ihr|ihrem|ihrer)\b(?!\s+eigen)/iu,
        /\b(haben|hat|erhalten|erhält|bekommen|bekommt)(?<!\b(sie|wir)\s(haben|hat|erhalten|erhält|bekommen|bekommt))\s+(?!(sie|wir)\b)[^.]{0,40}\b(zugriff|zugang|einblick)\b[^.]{0,20}\b(auf|zu|in)\b/iu,
        // Giving, sending or passing to someone named by "an" ("Wir geben Ihre Daten nicht an Dritte", "Ihre Angaben
        // gehen an die Ausgleichskasse", "… werden an unsere Hosting-Partnerin übertragen"); never to the person or us.
        /\b(gebe|geben|gibt|gehen|geht|gelangen|gelangt)\b(?:(?!\b(ihnen|uns)\b)[^.]){0,80}\ban (?!(sie|ihre|ihren|ihr|ihnen|uns|unser\w*)\b|\S+@)\p{L}+/iu,
        /\b(wird|werden)\b(?:(?!\b(ihnen|uns)\b)[^.]){0,80}\ban (?!(sie|ihre|ihren|ihr|ihnen|uns)\b|\S+@)\p{L}+[^.]{0,60}\b(übertragen|übergeben|geschickt|gesendet|übermittelt|geliefert|verschickt|ausgelagert)\b/iu,
        // Working with or calling in others: "arbeiten wir mit der Post zusammen", "ziehen … externe Unternehmen bei",
        // "beauftragte Firmen", "teilen … mit unseren Partnern", hosting providers. Not a mandate the person gives
        // ("Berichte von Therapeuten, sofern Sie diese mit der Weiterbehandlung beauftragt haben": a source, v05).
        /\b(arbeiten|arbeitet)\b[^.]{0,80}\bmit\b[^.]{0,80}\bzusammen\b|\bzusammenarbeit mit\b/iu,
        /\b(ziehen|zieht)\b[^.]{0,80}\bbei(?=\s*[.,;:])|\bbeizug\b|\bbeigezogen\w*\b|(?<!\b(sofern|wenn|falls|soweit) (sie|du)\b[^.]{0,60})\bbeauftragt(e|en|er|es)?\b|\bbeauftragen\b/iu,
        /\b(teilen|teilt)\b[^.]{0,80}\bmit\s+(?!(uns|ihnen)\b)\p{L}+/iu,
        // The partner first (session 13): "Mit befreundeten Organisationen teilen wir Daten".
        /\bmit\s+(?!(uns|ihnen|dir|euch)\b)(\p{L}+\s+){1,3}(teilen|teilt) (wir|ich)\b/iu,
        // Session 20 (blindQ): the verb last after a modal ("Wir können Ihre Daten mit unseren Partnern teilen.").
        /\bmit\s+(?!(uns|ihnen|dir|euch)\b)(\p{L}+\s+){1,3}(teilen|geteilt)(?=\s*[.,;])/iu,
        /\bgehostet\b|\bhosting\w*\b|\bhoste(n|t)\b|\bherausgegeben\b|\bherausgeben\b|\bbetraut\b|\bbetrauen\b/iu,
        // Others who can look into the data: "… sie kann dabei Daten einsehen" (not "Sie können Ihre Daten einsehen").
        /\b(kann|können|darf|dürfen)(?<!\bsie\s(kann|können|darf|dürfen))\b(?!\s+sie\b)[^.]{0,40}\b(daten|angaben|dossiers?|akten?|unterlagen)\b[^.]{0,20}\beinsehen\b/iu,
        // Typical recipients receiving or seeing data: "Behörden erhalten Daten nur, wenn …".
        /\b(behörde\w*|ämter|gerichte?n?|polizei|versicherer\w*|versicherung(en)?|krankenkasse\w*|krankenversicherer\w*|banken|partner\w*|lieferanten|konzerngesellschaft\w*|gruppengesellschaft\w*|revisionsstelle\w*|inkasso\w*|spediteur\w*|labor(s|e|atorien|atorium)?)\b[^.]{0,60}\b(erhalten|erhält|bekommen|bekommt|einsicht|zugriff|zugang)\b(?!\s+wir\b)/iu,
        // Session 14 (round 7): "Einsicht in Ihr Dossier haben … die Ausgleichskasse" too.
        /\b(zugriff|zugang|einblick|einsicht)\s+(auf|zu|in|ins)\b[^.]{0,60}\b(haben|hat|erhalten|erhält)\b(?!\s+(sie|wir)\b)/iu,
        // Publishing makes everyone a recipient: "Ranglisten veröffentlichen wir auf unserer Website".
        /\bveröffentlich\w*\b|\bpubliziert\b|\bpublizieren\b/iu,
        // Headings about access or the services used: "Wer hat Zugriff?", "Partner und Dienstleister", "Eingesetzte Tools".
        HEADING("zugriff|zugang|partner\\w*|drittanbieter\\w*|(externe|eingesetzte|genutzte) (dienste|tools|anbieter)"),
        // someone else receives ("erhält die Post Ihre Lieferadresse"; singular, so never "wir" or "Sie"),
        /\b(erhält|bekommt)\b(?:(?!auskunft|kopie)[^.]){0,60}(daten|adresse|angaben|informationen|unterlagen|ergebnis|bericht|befund|dossier)\w*\b/iu,
        /(daten|adresse|angaben|informationen|unterlagen|bericht|befund|dossier)\w*\b[^.]{0,40}\b(erhält|bekommt)\b/iu,
        // a passive without us or the person as the receiver ("Ihr Gesuch wird den Experten vorgelegt";
        // "zugestellt", "geschickt" left out: mostly said of what the person receives),
        /\b(wird|werden)\b(?:(?!\b(uns|ihnen)\b|\ban (sie|ihre|ihren|ihr)\b)[^.]){0,120}\b(vorgelegt|übergeben|gemeldet|zugänglich gemacht|offengelegt|zur verfügung gestellt)\b/iu,
        // the data first, the receivers after the verb: "Ihre Daten erhalten nur die zuständigen Mitarbeitenden und …",
        /\b(daten|angaben|informationen|unterlagen)\s+(erhalten|bekommen|sehen)\s+(nur\s+|ausschliesslich\s+|auch\s+|lediglich\s+)?(die|der|das|unsere?|ihre?)\b/iu,
        // and headings asking who receives: "Wer Ihre Daten erhält", "Wer Einsicht erhält", "An wen …". Session 16
        // (blindM): not whom the reader may turn to ("An wen kann ich mich wenden?" asks for our contact).
        /\bwer\b[^.\n]{0,30}\b(erhält|erhalten|bekommt|sieht|einsicht)\b|\ban wen\b(?!\s+(kann|können|soll|sollen|muss|müssen|darf|dürfen)\s+(ich|sie|man|du)\s+(mich|sich|dich)\b|\s+(wende|wenden|richte|richten)\s+(ich|sie|man)\s+(mich|sich)\b)/iu,
        // Session 16 (blindM): a question who sees or reads the data ("Qui voit les photos et vos données ?", "Chi vede
        // i suoi dati?", "Wer kann meine Daten sehen?"): the answer below names the recipients.
        /\bwer\b[^.\n?]{0,40}\b(sehen|lesen|einsehen|liest)\b[^.\n?]{0,20}\?|\bqui\s+(voit|voient|peut voir|peuvent voir|consulte|consultent|lit|lisent)\b[^.\n?]{0,60}\?|\bchi\s+(vede|vedono|può vedere|possono vedere|consulta|consultano|legge|leggono)\b[^.\n?]{0,60}\?/iu,
      ],
      fr: [
        /\bdestinataires?\b/iu,
        /\bcommuniqu\w+\b.{0,60}\b(à|aux)\b/iu,
        /\bsous-traitants?\b/iu,
        // Session 17 (blindN): the feminine and plural participle too ("auxquels des données peuvent être transmises").
        /\btransmett\w*|transmise?s?\b/iu,
        // The verb class in French: "nous envoyons … à", "qui reçoit vos données".
        /\bnous (envoyons|adressons|remettons|transférons|annonçons)\b[^.]{0,120}\b(à|aux|au)\b/iu,
        // Visible to others (session 12): "sichtbar für die Trainerin", "visibles pour le médecin", "visibili al medico".
        /\b(sichtbar|einsehbar) für\s+(?!(sie|dich|euch|sich)\b)\p{L}+|\bvisibles? (pour|par)\s+(?!vous\b)\p{L}+|\bvisibil[ei] (a|ad|al|alla|ai|alle|agli|all['’]|da|dal|dalla)\s*(?!(lei|voi|te)\b)\p{L}+/iu,
        // Session 16 (blindM): not whom the reader may write to ("À qui m'adresser pour une question ?").
        /\bqui reçoit\b|\bà qui\b(?!\s+(m['’]|me\s+|vous\s+|nous\s+|s['’]|se\s+)?(adresser|écrire|poser|puis-je|pouvez-vous|dois-je|devez-vous|faut-il))/iu,
        // Third parties, sharing, calling in providers, others receiving or having access ("La commune reçoit la liste",
        // "Les professeurs ont accès aux coordonnées"); never the person ("vous avez accès") or us.
        /\b(à|aux|avec) (des )?tiers\b|\bpartag\w+\b[^.]{0,40}\bavec\b|\b(faisons|fait|font) appel\b|\bprestataires?\b|\bfournisseurs?\b/iu,
        /\b(reçoit|reçoivent|ont accès|a accès)(?<!\b(nous|vous|je)\s(reçoit|reçoivent|ont accès|a accès))\b/iu,
        // Session 14 (round 7): accessible to others ("sont accessibles à notre fiduciaire"), never to the person.
        /\b(sont|est|restent|reste|seront|sera)\s+accessibles?\s+(à|aux|au)\s+(?!(vous|toi)\b)\p{L}+/iu,
        // Registered with or announced to a body: "le club inscrit ses coureurs auprès de Swiss Cycling" (never "auprès de nous").
        /\b(inscri(t|vons|vent)|annon(ce|çons|cent)|déclar(e|ons|ent))\b[^.]{0,80}\bauprès (de|du|des|d['’])\s*(?!nous\b)\p{L}+/iu,
        /\bpubli(é|ée|és|ées|ons|e|ent)\b/iu,
        // Made accessible or available to others (round 2): "rendues accessibles à", "mises à disposition de".
        /\b(rendue?s?|mise?s?) (accessibles?|à (la )?disposition)\s+(à|aux|de|des|d['’])\s*(?!vous\b)\p{L}+/iu,
      ],
      en: [
        /\brecipients?\b/iu,
        /\bshare\b.{0,40}\bwith\b/iu,
        /\bdisclose\w*\b/iu,
        /\bprocessors?\b/iu,
        /\bservice providers?\b/iu,
        /\bwe (send|forward|pass on|transfer)\b[^.]{0,120}\bto (?!you\b)\p{L}+/iu,
        /\bwho receives\b/iu,
      ],
      it: IT.recipients,
    },
    // Issue 26, session 9: found only with a kind of recipient or an organisation; "Dritte", "Partner", "Stellen, mit
    // denen wir zusammenarbeiten", "externe Firmen" name none. "Keine Weitergabe an Dritte" answers the item.
    specific: {
      patterns: RECIPIENT_KINDS,
      negationSettles: true,
      vague: [OWN_STAFF, ACTIVITIES_OF],
      statement: {
        words: RECIPIENT_CATCH_ALL,
        needs: [...RECIPIENT_KINDS, ...RECIPIENT_LEGAL_DUTY],
        reservations: [RECIPIENT_ALSO, ...RECIPIENT_SIBLINGS],
      },
      section: [
        // Not abroad (its own item), nor whom the reader may turn to ("À qui puis-je poser mes questions ?").
        /^(?!.*\b(ausland|étranger|estero|abroad|hors de suisse|fuori dalla svizzera))(?!.*\b(à qui|a chi|an wen)\s+(\p{L}+\s+)?(puis-je|pouvez-vous|dois-je|m['’]adresser|me|poser|écrire|posso|può|devo|rivolg\w*|scrivere|kann|können|soll|wende|richte)).*\b(weitergabe|bekanntgabe|empfänger\w*|wer (bekommt|erhält|sieht)|an wen|destinataires?|avec qui|à qui|partage|destinatar[io]|a chi|con chi|comunicazione a terzi|communication à des tiers)\b/iu,
      ],
    },
    found: "Empfänger oder Kategorien von Empfängern werden genannt.",
    unclear:
      "Es ist nur allgemein von «Dritten», «Partnern» oder «Dienstleistern» die Rede. Anzugeben sind die Empfänger oder ihre Kategorien (z. B. IT-Dienstleister, Behörden, Versicherer).",
    missing: "Es ist nicht angegeben, wem Personendaten bekanntgegeben werden (Empfänger oder Kategorien).",
  },
  {
    id: "abroad",
    label: "Bekanntgabe ins Ausland mit Garantie oder Ausnahme",
    required: true,
    provisions: [{ ref: "DSG Art. 19", detail: "Abs. 4" }, { ref: "DSG Art. 16", detail: "Abs. 2" }, { ref: "DSG Art. 17" }],
    cues: {
      de: [
        ...ABROAD_GENERAL.de,
        /\b(usa|vereinigte(n)? staaten|eu\/ewr|ewr|europäische(n)? union)\b/iu,
        /\b(in|aus|ausserhalb) der eu\b/iu,
        // "Swiss-U.S. Data Privacy Framework" names the state (the US) and the guarantee in one.
        /\bswiss[- ]u\.?s\.?\b|\bdata privacy framework\b/iu,
        /\b(deutschland|österreich|frankreich|italien|liechtenstein|irland|niederlanden?|belgien|luxemburg|spanien|portugal|polen|schweden|dänemark|finnland|vereinigte(n|s)? königreich|grossbritannien|indien|kanada|japan|china|singapur|israel)\b/iu,
        // More states by name (a transfer names where data go; the list is wide on purpose, not fitted to a notice).
        /\b(norwegen|tschechien|ungarn|rumänien|bulgarien|griechenland|kroatien|slowenien|slowakei|estland|lettland|litauen|serbien|ukraine|russland|türkei|marokko|tunesien|ägypten|südafrika|kenia|nigeria|brasilien|mexiko|argentinien|kolumbien|chile|peru|uruguay|costa rica|australien|neuseeland|(süd)?korea|vietnam|philippinen|thailand|malaysia|indonesien|taiwan|hongkong|pakistan|bangladesch|sri lanka|vereinigte(n)? arabische(n)? emirate(n)?)\b/iu,
        // Cities where providers keep data centres or seats ("Servern in Frankfurt", "Sitz in Dublin").
        /\b(in|aus|nach) (frankfurt|amsterdam|dublin|paris|london|berlin|münchen|wien|mailand|stockholm|helsinki|warschau|madrid|brüssel|new york|san francisco|seattle|virginia|kalifornien|oregon|bangalore|tokio|sydney|toronto)\b/iu,
        // The state as an adjective of the provider: "ein amerikanisches Unternehmen", "US-Anbieter", "irische Tochter".
        /\b(us-)?(amerikanisch|deutsch|französisch|irisch|britisch|niederländisch|indisch|kanadisch|israelisch|chinesisch|österreichisch|italienisch|japanisch)(e|en|er|es|em)\s+(\p{L}+\s+)?(anbieter\w*|unternehmen|firma|gesellschaft|dienstleister\w*|konzern\w*|tochter\w*|server\w*|rechenzentr\w*|cloud\w*|plattform\w*)\b|\bus-(anbieter|unternehmen|firma|konzern|server|cloud|dienst|plattform)\w*/iu,
      ],
      fr: [
        ...ABROAD_GENERAL.fr,
        /\b(états-unis|etats-unis|union européenne|eee)\b/iu,
        /\b(en|au|aux) (france|allemagne|italie|autriche|irlande|belgique|espagne|portugal|pologne|suède|inde|pays-bas|royaume-uni|luxembourg|canada|japon|chine)\b/iu,
        // Session 16 (blindM): also after "vers" with the article ("vers les Pays-Bas", "vers l'Allemagne").
        /\b(vers|à destination (de|du|des|de la|de l['’]))\s*(la\s+|le\s+|les\s+|l['’]\s*)?(france|allemagne|italie|autriche|irlande|belgique|espagne|portugal|pologne|suède|inde|pays-bas|royaume-uni|luxembourg|canada|japon|chine|états-unis|norvège|danemark|finlande)\b/iu,
        /\b(en|au|aux) (norvège|tchéquie|hongrie|roumanie|bulgarie|grèce|croatie|slovénie|slovaquie|serbie|ukraine|russie|turquie|maroc|tunisie|égypte|afrique du sud|brésil|mexique|argentine|colombie|chili|pérou|uruguay|australie|nouvelle-zélande|corée|vietnam|philippines|thaïlande|malaisie|indonésie|singapour|israël|pakistan|émirats arabes unis)\b/iu,
        /\b(à|de) (francfort|amsterdam|dublin|londres|berlin|munich|vienne|milan|stockholm|varsovie|madrid|bruxelles|new york|san francisco|seattle|virginie|californie|toronto)\b/iu,
        // "Strava, une entreprise américaine": the state as an adjective of the provider.
        /\b(entreprise|société|prestataire|fournisseur|serveurs?|plateforme|groupe)\s+(\p{L}+\s+)?(américain|allemand|français|irlandais|britannique|néerlandais|indien|canadien|israélien|chinois|autrichien|italien|japonais)(e|s|es)?\b/iu,
      ],
      en: [
        ...ABROAD_GENERAL.en,
        /\b(united states)\b/iu,
        /\b(us|american|german|irish|british|dutch|indian|canadian|israeli|chinese)(-based)? (company|provider|servers?|platform|subsidiary)\b/iu,
        /\b(germany|austria|france|italy|ireland|netherlands|united kingdom|india|canada|japan|singapore)\b/iu,
      ],
      it: [...ABROAD_GENERAL.it, ...IT.abroadNamed],
    },
    details: {
      de: [
        /\bstandard(vertrags|daten)?(schutz)?klauseln\b/iu,
        /\bangemessen\w* (datenschutz|schutz)/iu,
        /\bangemessenheit\w*\b/iu,
        // "geeignete/angemessene Garantien" without saying which is no named guarantee (issue 26); adequacy under
        // Anhang 1 DSV is one.
        /\banhang 1\b[^.]{0,30}\b(dsv|datenschutzverordnung)\b/iu,
        // Exceptions of Art. 17: performance of a contract with the person, an exception named as such.
        /\berfüllung\b[^.]{0,80}(vertrag|verhältnis|auftrag)\w*|\bgesetzliche\w* ausnahme\w*|\bausnahme\w*\b[^.]{0,40}\bart\. 17\b/iu,
        /\beinwilligung\b|\bzustimmung\b|\beinverständnis\b|\beinverstanden\b/iu,
        /\bdata privacy framework\b|\bliste des bundesrat\w*\b|\bbundesrat\w*\b[^.]{0,60}\b(angemessen|liste)\w*/iu,
        /\bbinding corporate rules\b|\bunternehmensinterne\w* datenschutzvorschriften\b/iu,
        /\bart\. 1[67] dsg\b/iu,
        /\bvertragsabwicklung\b|\babwicklung eines vertrags\b/iu,
      ],
      fr: [
        /\bclauses (contractuelles )?types\b/iu,
        /\bannexe 1\b[^.]{0,30}\b(opdo|ordonnance)\b/iu,
        /\bniveau de protection adéquat\b|\bprotection adéquate\b/iu,
        /\bexécution\b[^.]{0,60}\bcontrat\b/iu,
        /\bconsentement\b|\baccord\b|\bautorisation\b/iu,
        /\bdata privacy framework\b|\bliste du conseil fédéral\b|\bconseil fédéral\b[^.]{0,80}\b(adéquat|liste)\w*|\bniveau de protection\b[^.]{0,30}\badéquat/iu,
        // Session 15: adequacy said before the council ("reconnu comme adéquat par le Conseil fédéral").
        /\b(reconnue?s?|jugée?s?|considérée?s?|qualifiée?s?)\s+(comme\s+)?adéquat\w*|\badéquat\w*\b[^.]{0,40}\bconseil fédéral\b/iu,
        /\bart\. 1[67] lpd\b/iu,
      ],
      en: [
        /\bstandard contractual clauses\b/iu,
        /\badequa(te|cy)\b/iu,
        /\bsafeguards?\b/iu,
        /\bconsent\b/iu,
        /\bdata privacy framework\b/iu,
      ],
      it: IT.abroadDetails,
    },
    window: 400,
    vagueDetails: {
      words: VAGUE_GUARANTEE,
      named: NAMED_GUARANTEE,
      unclear:
        "Für eine Bekanntgabe ins Ausland werden nur «geeignete Garantien» genannt, ohne zu sagen, welche (z. B. Standarddatenschutzklauseln, Zertifizierung nach dem Swiss-U.S. Data Privacy Framework). Anzugeben ist für jeden Staat die Garantie oder Ausnahme.",
    },
    settles: {
      de: [
        /\b(kein|keine|nicht)\b[^.]{0,60}\bins ausland\b/iu,
        /\b(ausschliesslich|nur) in der schweiz\b/iu,
        // Session 14 (round 7): "ins Ausland geht nichts", "nichts davon gelangt ins Ausland".
        /\bins ausland\s+(geht|gehen|gelangt|gelangen|fliesst|fliessen)\s+(nichts|keine\w*|nie)\b|\bnichts\b[^.]{0,40}\bins ausland\b/iu,
        // Session 14 (blindK): nobody outside is named by a negated noun ("mit keinem Anbieter ausserhalb der Schweiz",
        // "aucun prestataire établi hors de Suisse", "alcun fornitore con sede fuori dalla Svizzera"); "einzelne Anbieter
        // ausserhalb der Schweiz" stays unclear. A question about going abroad answered "no" settles it too.
        /\b(kein|keine|keinen|keinem|keiner)\s+(\p{L}+\s+){0,4}(ausserhalb der schweiz|im ausland|aus dem ausland)\b/iu,
        /\baucune?\s+(\p{L}+\s+){0,4}(hors de suisse|en dehors de la suisse|à l['’]étranger)\b/iu,
        /\b(nessun[oa]?|alcun[oa]?)\s+(\p{L}+\s+){0,4}(fuori dalla svizzera|all['’]estero)\b/iu,
        /\b(ausland|étranger|estero)\b[^\n?.]{0,20}\?(?:[ \t]*\n)?[ \t]*(nein|non|no)\b[.,;:!]?(?![^.\n]{0,60}\b(aber|ausser|jedoch|mais|sauf|ma|tranne|salvo)\b)/iu,
        // "Daten verlassen die Schweiz nicht / nie".
        /\b(verlassen|verlässt)\b[^.]{0,30}\b(die schweiz|das land|unser land)\b[^.]{0,15}\b(nicht|nie|niemals)\b/iu,
        // The negation after the noun: "Eine Bekanntgabe ins Ausland findet nicht statt / erfolgt nicht".
        // "nicht nur" keeps it open ("findet nicht nur in die EU statt").
        /\b(ins|im) ausland\b[^.]{0,40}\b(findet|erfolgt|erfolgen|finden)\s+(grundsätzlich\s+|derzeit\s+)?nicht\b(?!\s+nur\b)/iu,
        // "Sämtliche Daten bleiben in der Schweiz" (blindE); not "die meisten", not with an exception after it.
        /(?=bleiben|verbleiben)(?<!\b(meisten|grundsätzlich|in der regel|hauptsächlich|mehrheitlich|überwiegend)\s(\p{L}+\s){0,2})\b(bleiben|verbleiben)\s+(alle\s+|sämtliche\s+|immer\s+|stets\s+)?in der schweiz\b(?![^.]{0,40}\b(ausser|ausgenommen|mit ausnahme|abgesehen|sofern|soweit)\b)|\b(alle|sämtliche)\s+(\p{L}+\s+){0,2}(bleiben|verbleiben)\s+in der schweiz\b(?![^.]{0,40}\b(ausser|ausgenommen|mit ausnahme|abgesehen|sofern|soweit)\b)/iu,
      ],
      fr: [
        /\baucune?\b[^.]{0,60}\bà l['’]étranger\b/iu,
        /\b(exclusivement|uniquement|seulement) en suisse\b|\ben suisse (exclusivement|uniquement|seulement)\b/iu,
        /\bne sont (pas|jamais)\b[^.]{0,40}\b(hors de|en dehors de la) suisse\b/iu,
        // "… ne quittent pas le pays / la Suisse", "ne sont pas transférées à l'étranger".
        /\bne (quitte|quittent|sort|sortent)\s+(jamais|pas)\s+(le pays|la suisse|de suisse|du pays)\b/iu,
        /\bne sont (pas|jamais) (transférées|communiquées|transmises)\s+à l['’]étranger\b/iu,
        /(?=restent|demeurent)(?<!\b(plupart|principalement|en principe|majorité)\b[^.]{0,30})\b(restent|demeurent)\s+(toutes\s+|toujours\s+)?en suisse\b(?![^.]{0,40}\b(sauf|excepté|à l['’]exception)\b)/iu,
      ],
      en: [/\bnot\b[^.]{0,60}\babroad\b/iu, /\bonly in switzerland\b/iu],
      it: IT.abroadSettles,
    },
    general: {
      cues: ABROAD_GENERAL,
      oneOfGroup: ONE_OF_GROUP,
      namedInContext: STATES_ANY_FORM,
      unnamedDestination: UNNAMED_DESTINATION,
      unnamedDestinationUnclear:
        "Die Daten gehen an Orte, die nur nach ihrer Ausdehnung bezeichnet sind (z. B. «weltweit», «ausserhalb Europas»), aber welche Staaten es sind, wird nicht gesagt. Anzugeben ist jeder Staat, in den Daten gehen, mit Garantie oder Ausnahme.",
      oneOfGroupUnclear:
        "Die Daten gehen in einen Staat einer Gruppe (z. B. «einen EU-Mitgliedstaat»), aber welcher Staat es ist, wird nicht gesagt. Anzugeben ist jeder Staat, in den Daten gehen, mit Garantie oder Ausnahme.",
      unclear:
        "Die Bekanntgabe ins Ausland wird erwähnt, aber kein Staat genannt (z. B. nur «ins Ausland», «ausserhalb der Schweiz», «weltweit»). Anzugeben ist jeder Staat, in den Daten gehen, mit Garantie oder Ausnahme.",
    },
    appliesWhen: {
      shownBy: { de: FOREIGN_SERVICES, fr: FOREIGN_SERVICES, en: FOREIGN_SERVICES, it: FOREIGN_SERVICES },
      because:
        "Die Erklärung nennt «{evidence}», einen Dienst mit Sitz oder Servern im Ausland: Staat und Garantie oder Ausnahme sind anzugeben.",
      otherwise: "Nichts in der Erklärung zeigt eine Bekanntgabe ins Ausland (kein ausländischer Empfänger oder Dienst genannt).",
    },
    found: "Die Bekanntgabe ins Ausland ist beschrieben, mit Garantie oder Ausnahme (oder es wird klar gesagt, dass keine stattfindet).",
    unclear:
      "Staaten im Ausland werden genannt, aber es fehlt die Garantie (z. B. Standarddatenschutzklauseln, Angemessenheit nach Anhang 1 DSV, Zertifizierung nach dem Swiss-U.S. Data Privacy Framework) oder Ausnahme, auf die sich die Bekanntgabe stützt.",
    missing:
      "Es fehlt eine Aussage zur Bekanntgabe ins Ausland. Werden Daten ins Ausland bekanntgegeben, sind Staat und Garantie oder Ausnahme anzugeben.",
  },
  {
    id: "indirect",
    label: "Kategorien von Daten, die nicht bei der Person beschafft werden",
    required: true,
    provisions: [{ ref: "DSG Art. 19", detail: "Abs. 3" }],
    cues: {
      de: [
        /\bvon dritten\b/iu,
        /\b(aus|von) öffentlich(en)? zugänglichen quellen\b/iu,
        /\b(aus|von)\s+(dem\s+|den\s+|einem\s+)?(öffentlich\w*\s+|amtlich\w*\s+)?(register\w*|verzeichnis\w*|quellen)\b/iu,
        // Others sending us data: "Ihre Hausärztin schickt uns die Zuweisung" (not the person: "Sie schicken uns").
        // Session 16 (blindM): to me too, in a one-person business ("die Trauzeugen schicken mir …").
        // Our own form is no other party ("Das Formular auf unserer Website schickt uns Ihre Angaben").
        /(?<!(formular|fragebogen)\w*\b[^.]{0,40})\b(ihr|ihre|die|der|das|eine?|unser\w*|mein\w*)\s+(?!(formular|fragebogen))\p{L}+\s+(schickt|schicken|sendet|senden|übermittelt|übermitteln|liefert|liefern|meldet|melden|überweist|überweisen|stellt|stellen)\s+(uns|mir)\b/iu,
        /\bnicht (direkt )?bei (ihnen|der betroffenen person)\b/iu,
        /\b(erhalten|beschaffen) wir\b.{0,60}\b(von|aus)\b.{0,40}\b(partner|dritt|behörd|register|auskunftei)/iu,
        // The controller's own entry ("im Handelsregister eingetragen") is no source (blindD): only "aus dem …", "Auszug".
        /auskunftei(en)?\b|(?=handelsregister)(?<!\b(im|ins)\s)\bhandelsregister\b(?![^.]{0,30}\beingetragen)|\bbetreibungsregister\b/iu,
        /\bherkunft der (daten|personendaten)\b|\bwoher\b.{0,40}\b(daten|angaben|informationen)\b/iu,
        /\berhalten wir\b.{0,30}\b(daten|angaben|informationen)\b.{0,10}\b(von|aus)\b/iu,
        // Not what comes from the person ("erhalten wir direkt von Ihnen bei der Anmeldung": the occasion, no source).
        /\b(beziehen|holen|erhalten|bekommen|übernehmen) wir\b(?:(?!\bvon (ihnen|dir|euch)\b).){0,100}\b(von|bei|aus) (dritt|ander|öffentlich|einer|einem|der|dem|den|ihrer|ihrem|ihren)\w*/iu,
        /\b(aus|von) (anderen|externen) (quellen|stellen)\b|\b(daten|angaben|informationen|infos?)\b[^.?\n]{0,30}\bvon anderen\b/iu,
        // Session 13: a third party that informs us (blindJ: "peuvent également nous renseigner"); not the person
        // ("Sie geben uns Auskunft über …" is the person's own answer).
        /(?<!\b(sie|du|ihr) )\b(geben|gibt|erteilen|erteilt)\s+uns\b[^.]{0,60}\bauskunft\b/iu,
        // Someone else telling us (session 12): "teilt es uns das Prüfungsdatum mit", "die Gemeinde teilt uns … mit";
        // singular, so never the formal "teilen Sie uns mit" nor "du teilst".
        /\bteilt\s+(\p{L}+\s+){0,3}(uns|mir)\b[^.]{0,150}\bmit(?=\s*[.;,:]|\s*$)/iu,
        // The passive with its source: "die uns von der Gemeinde mitgeteilt wird", "wird uns vom Amt gemeldet".
        // Session 15 (blindL): not the person as the source ("von den Teilnehmenden selbst oder ihren Eltern").
        new RegExp(
          `\\buns\\b[^.]{0,30}\\b(von|vom)\\s+(?!${SELF_SOURCE})\\p{L}+[^.]{0,40}\\b(mitgeteilt|gemeldet|übermittelt|zugestellt)\\b`,
          "iu",
        ),
        // Said by what they are not: "Daten, die wir nicht von Ihnen selbst erhalten" (a heading over a table, blindG).
        /\b(daten|angaben|informationen)\b[^.?\n]{0,30}\bnicht (direkt |selbst )?von (ihnen|dir)( selbst| direkt)?\s+(erhalten|bekommen|stammen|haben)\b/iu,
        // A source named through knowing or learning: "kennen wir Ihre E-Mail-Adresse aus dieser Einladung";
        // not the person's own form ("aus Ihrer Anmeldung", "von Ihnen").
        /\b(kennen|erfahren) wir\b[^.]{0,80}\b(aus|von|durch)\s+(?!(ihnen|sie|ihr|ihre|ihrer|ihrem|ihren)\b)\p{L}+/iu,
        // Someone else enters the person (blindA): "legt Ihr Arbeitgeber ein Konto für Sie an", "Ihre Schule meldet Sie an".
        /\b(legt|legen|erfasst|erfassen|registriert|registrieren|meldet|melden|trägt|tragen)\s+(ihr|ihre|dein|deine)\s+\p{L}+(?:[^.]|(?<=\bbzw)\.){0,80}\b(für sie|für dich|sie an|dich an|sie ein|dich ein)\b|\b(ihr|ihre|dein|deine)\s+(?!(daten|angaben)\b)\p{L}+\s+(legt|erfasst|registriert|meldet|trägt)\b[^.]{0,60}\b(für sie|für dich|sie|dich)\b[^.]{0,30}\b(an|ein)\b/iu,
        // Only "von"/"vom": "bei" names an occasion ("bei der Anmeldung") as often as a source.
        // Sources as nouns without an article ("beziehen wir Informationen von Versicherungsvermittlern,
        // von Behörden", "übernehmen wir vom Hersteller"), in either word order; "von Ihnen" is not another source.
        /\b((beziehen|holen|erhalten|bekommen|übernehmen|beschaffen) wir|wir (beziehen|holen|erhalten|bekommen|übernehmen|beschaffen))\b[^.]{0,100}\b(von|vom)\s+(?!(ihnen|sie|dir|dich|euch)\b)\p{L}+/iu,
        // Session 18 (blindO): asking someone else for information ("können wir Auskünfte bei der früheren Schule einholen",
        // "holen wir bei Ihrem Arbeitgeber Referenzen ein"); never from the person ("bei Ihnen").
        /\b(wir|ich)\b[^.]{0,80}\b(bei|von|vom|beim)\s+(?!(ihnen|dir|euch|uns|mir|sie|bedarf|fragen|gelegenheit|(der|ihrer|einer) (anmeldung|bestellung|registrierung|eröffnung|buchung|einreichung|anfrage))\b)\p{L}+[^.]{0,60}\b(einholen|anfordern|einzuholen|anzufordern)\b|\b(holen|fordern)\s+(wir|ich)\b[^.]{0,80}\b(bei|von|vom|beim)\s+(?!(ihnen|dir|euch|uns|mir|sie|bedarf|fragen|gelegenheit|(der|ihrer|einer) (anmeldung|bestellung|registrierung|eröffnung|buchung|einreichung|anfrage))\b)\p{L}+[^.]{0,60}\b(ein|an)(?=\s*[.;,:]|\s*$)/iu,
        // "vom Betreibungsamt erhalten wir …" too (session 14).
        /\b(von|vom)\s+(?!(ihnen|sie|dir|dich|euch)\b)[^.]{0,60}\b(beziehen|erhalten|bekommen|übernehmen) wir\b|\bwir\b[^.]{0,40}\bvon\s+(?!(ihnen|sie|dir|dich|euch)\b)\p{L}+[^.]{0,40}\b(beziehen|erhalten|bekommen|übernehmen)\b/iu,
      ],
      fr: [
        // Session 13: a third party that informs us ("votre employeur peut nous renseigner"); not the person ("vous").
        /(?<!\bvous )(?<!\bvous (pouvez|pourrez|pouvez aussi|devez|voulez|souhaitez) )\bnous renseign\w*\b/iu,
        // Not an aim: "à des fins publicitaires de tiers", "à des fins publicitaires auprès de tiers" (blindB) are about
        // advertising for or with third parties, not a source.
        /(?<!\bfins\b[^.;]{0,40})\b(de|auprès de) tiers\b/iu,
        // "Certaines informations nous sont transmises par les parents", "Nous recevons de la commune les adresses".
        new RegExp(
          `\\bnous (est|sont) (transmises?|transmis|communiquée?s?|notifiée?s?|signalée?s?|fournie?s?|remise?s?)\\b[^.]{0,60}\\bpar\\s+(?!${SELF_SOURCE})`,
          "iu",
        ),
        // Someone else gives to us, in the third person ("la commune nous indique", "les professeurs nous transmettent");
        // "vous nous transmettez" (-ez) and "nous transmettons" (-ons) are not matched.
        // Session 14: a case reported to us ("des voisins nous signalent un animal négligé") is only a sign (REPORTED_CASES).
        // Session 16 (blindM): to me too, in a one-person business ("les témoins me transmettent des renseignements"),
        // never "je m'adresse".
        new RegExp(
          `(?<!\\b(formulaires?|questionnaires?)\\b[^.]{0,40})(\\bnous |(?<!\\bje )\\bme |(?<!\\bje )\\bm['’])(transmet|transmettent|communique|communiquent|indique|indiquent|confirme|confirment|fournit|fournissent|envoie|envoient|adresse|adressent|remet|remettent|signale|signalent)\\b${NOT_A_REPORTED_CASE}`,
          "iu",
        ),
        // Session 19 (blindP): not the reader's own role after "de" ("nous recueillons l'identité de l'élève"): in French the
        // same word says whose data they are, and the person is no other source.
        // Session 14 (blindK): what we receive before its source ("nous recevons aussi des documents de l'hôpital");
        // never "de votre part", and "de" inside the object ends it, as does an occasion ("lors de la journée").
        /\b(recevons|obtenons|recueillons)\s+(aussi\s+|également\s+|parfois\s+|en outre\s+)?(des|les|une?|la|le|l['’]|certaines?|leurs?|ses)\s*((?!(de|du|des|d|lors|avant|après|près|auprès|hors|cours|moment|occasion|fin|début|part|biais|travers)\b)\p{L}+\s+){0,2}(de la part (de|du|des|d['’])|de la|du|de l['’]|des|de (votre|vos|leur|leurs|son|sa|ses|notre|nos|cette|ces))\s*(?!(vous|toi|part)\b)(?!(élèves?|enfants?|clients?|clientes?|membres?|patients?|patientes?|participant\w*|assurée?s?|locataires?|personnes? concernées?)\b)\p{L}+/iu,
        /\b(recevons|obtenons|recueillons)\b\s+(de la|du|des|de l['’]|d['’])\s*(?!(vous|part de vous|part de toi)\b)\p{L}+/iu,
        /\bsources accessibles au public\b|\bautres sources\b|\bsources externes\b|\bsources (publiques|ouvertes)\b/iu,
        // "Les données qui ne viennent pas de vous", "informations que nous n'obtenons pas de vous directement".
        /\b(données|informations)\b[^.?\n]{0,40}\bne (nous )?(viennent|proviennent) pas (directement )?de vous\b|\bn['’](obtenons|recevons) pas (directement )?de vous\b/iu,
        // Finite verbs and participles only: an infinitive ("Pour obtenir une licence, le club inscrit … auprès de")
        // names a goal, not a source.
        /\b(obten(ons|ez|ues?|us?)|obtient|obtiennent|re[çc](evons|oit|oivent|ues?|us?)|recueill(ons|ies?|is)|demandons|prenons|collect(ons|ées?|és?))\b.{0,80}\bauprès d(e|u|es)\b/iu,
        // Session 18 (blindO): obtaining after a modal ("nous pouvons également recueillir des informations auprès de l'école
        // précédente"): a source; the infinitive alone ("pour obtenir une licence … auprès de") stays a goal.
        /\b(pouvons|pourrons|pourrions|devons|allons)\s+(aussi\s+|également\s+|en outre\s+|parfois\s+)?(recueillir|obtenir|demander|collecter|recevoir|requérir)\b.{0,80}\bauprès d(e|u|es|['’])\s*(?!(vous|toi)\b)\p{L}+/iu,
        /\bregistre des poursuites\b|(?=registre)(?<!\b(inscrit\w*|enregistrée?s?|immatriculée?s?) (au|dans le)\s)\bregistre du commerce\b/iu,
        // "nous demandons des références à vos anciens employeurs": information asked of someone else.
        /\b(demandons|sollicitons|obtenons|recevons)\b[^.]{0,40}\b(références|renseignements|informations|données)\b[^.]{0,40}\b(à|aux)\s+(?!vous\b)(vos|votre|leurs?|des|la|le|l['’]|\p{L}+)/iu,
      ],
      en: [
        /\bfrom third parties\b|\bother sources\b/iu,
        /\bpublicly (available|accessible) sources\b/iu,
        /\b(receive|obtain|collect) \w+.{0,60}\bfrom (credit|public|partner|other)\w*/iu,
      ],
      it: IT.indirect,
    },
    // Issue 26: naming the sources is not enough; Art. 19 Abs. 3 DSG asks for the categories of data obtained.
    details: { de: SOURCE_CATEGORIES, fr: SOURCE_CATEGORIES, en: SOURCE_CATEGORIES, it: SOURCE_CATEGORIES },
    window: 300,
    // What we receive is named near the source ("Bonitätsangaben holen wir bei einer Auskunftei"), not in what we send
    // earlier in the sentence ("transmettons votre nom … et obtenons d'elle des renseignements", blindA).
    detailsFromCue: 40,
    // Session 11: only in the source's own paragraph; the next section's list ("Wer die Daten erhält: Name, Adresse")
    // says what we give, not what we got ("erhalten wir von der Gemeinde die nötigen Informationen" names no category).
    detailsInParagraph: true,
    unclear:
      "Es wird gesagt, dass Daten von Dritten stammen, aber nicht, welche Kategorien von Daten (z. B. Befunde, Bonitätsauskunft, Adressänderungen).",
    appliesWhen: {
      shownBy: { de: THIRD_PARTY_SOURCES, fr: THIRD_PARTY_SOURCES, en: THIRD_PARTY_SOURCES, it: THIRD_PARTY_SOURCES },
      because:
        "Die Erklärung erwähnt «{evidence}»: solche Angaben stammen von Dritten, ihre Kategorien sind anzugeben (Art. 19 Abs. 3 DSG).",
      otherwise: "Nichts in der Erklärung zeigt, dass Daten bei Dritten statt bei der Person selbst beschafft werden.",
    },
    found: "Es wird angegeben, welche Daten aus anderen Quellen als der Person selbst stammen.",
    missing:
      "Es fehlt eine Angabe, welche Kategorien von Daten nicht bei der Person selbst beschafft werden (nötig, falls solche Daten bearbeitet werden).",
  },
  {
    id: "automated",
    label: "Automatisierte Einzelentscheidungen",
    required: true,
    provisions: [{ ref: "DSG Art. 21" }],
    cues: {
      de: [
        /\bautomatisierte(n)? einzelentscheid\w*\b/iu,
        /automatisiert\w*\b.{0,60}\bentscheid\w*\b/iu,
        // Compounds: "vollautomatisierte Entscheidfindung", "teilautomatische Prüfung … Entscheid".
        /\b(voll|teil)automati(sch|siert)\w*\b[^.]{0,60}\b(entscheid\w*|prüf\w*|bewert\w*)/iu,
        /\bentscheid\w*\b.{0,60}\bautomatisiert\b/iu,
        AUTOMATED_PROCEDURE,
        /\bautomati(sch|siert)\w*\b[^.]{0,60}\bentscheid\w*\b|\bentscheid\w*\b[^.]{0,120}automati(sch|siert)\w*\b/iu,
        // Described as made without a human: "Dieser Entscheid erfolgt ohne Zutun einer Person".
        /\b(entscheid\w*|entschieden|prüf\w*|geprüft|beurteil\w*|bewert\w*|abgelehnt|angenommen|gesperrt|eingestuft)\b[^.]{0,80}\bohne (menschliche\w* )?(zutun|eingreifen|mitwirkung|beteiligung|prüfung|beurteilung)\b/iu,
        /\bohne (menschliche\w* )?(zutun|eingreifen|mitwirkung|beteiligung|prüfung|beurteilung)\b[^.]{0,80}\b(entscheid\w*|entschieden|geprüft|beurteilt|bewertet|abgelehnt|angenommen|gesperrt|eingestuft)\b/iu,
        // An automatic evaluation of the person with its outcome or a human review nearby: "Ihr Niveau ermittelt ein
        // automatisch ausgewerteter Test. Das Ergebnis ist ein Vorschlag; … prüft eine Lehrperson". Without an outcome
        // ("Logfiles werden automatisch ausgewertet") it is statistics, not a decision about someone.
        /\bautomati(sch|siert)\w*\s+(\p{L}+\s+)?(ausgewertet|bewertet|beurteilt|eingestuft|berechnet|ermittelt|geprüft|abgelehnt|gesperrt)\w*\b[\s\S]{0,250}\b(ergebnis\w*|einstufung|zusage|absage|ablehnung|vorschlag|mitarbeit\w*|lehrperson\w*|fachperson\w*|sachbearbeit\w*)\b/iu,
        // A program decides: "Über Ihren Antrag entscheidet ein Algorithmus", "die Software stuft … ein".
        /\b(entscheid\w*|bewert\w*|beurteil\w*|einstuf\w*|stuft)\b[^.]{0,40}\b(algorithmus|algorithmen|system|programm|software|computer|maschine|künstliche\w* intelligenz)\b|\b(algorithmus|algorithmen|programm|software|künstliche\w* intelligenz)\b[^.]{0,60}\b(entscheid\w*|bewertet|beurteilt|stuft|eingestuft)\b/iu,
        // Session 17 (blindN): decisions with a legal effect or a similar significant one, Art. 21's own test, answered
        // ("Es werden keine Entscheidungen getroffen, die rechtliche Wirkungen für Sie haben").
        // Said as the law's test, in a relative clause; a passing "Entscheidungen mit rechtlicher Wirkung treffen wir damit
        // nicht" about one processing stays not applicable (fresh round 4).
        /\b(entscheide|entscheidungen|entscheidung)(\s+\p{L}+){0,2},?\s+(die|welche|mit denen)\b(?![^.]{0,80}\b(damit|dadurch|hiermit)\b)[^.]{0,60}\b(rechtlich\w*\s+(wirkung|folge)\w*|rechtswirkung\w*|erheblich\w*\s+(beeinträchtig|auswirk)\w*)/iu,
        // A person always makes the decision: "Den Entscheid trifft immer eine Bewirtschafterin", "entscheidet stets ein Mensch".
        /\b(entscheid|entscheidung|entscheide|entscheidungen)\b[^.]{0,60}\b(trifft|treffen|fällt|fällen|getroffen|gefällt)\b[^.]{0,30}\b(immer|stets|ausschliesslich|nur|persönlich|jeweils)\b/iu,
        /\b(entscheidet|entscheiden)\s+(immer|stets|ausschliesslich|nur|jeweils)\s+(persönlich|ein|eine|unser|unsere|der|die)\b/iu,
      ],
      fr: [
        /\bdécisions? individuelles? automatisées?\b/iu,
        AUTOMATED_PROCEDURE,
        /\bdécision\w*\b.{0,60}\bautomatis\w*\b/iu,
        // "Prenez-vous des décisions automatiques ?" (a question heading, answered below; session 12).
        /\bdécisions?\b[^.]{0,30}\bautomatiques?\b|\bautomatiques?\b[^.]{0,30}\bdécisions?\b/iu,
        // A program decides, as in German ("Über Ihren Antrag entscheidet ein Algorithmus"): the notice says so.
        /\b(système|logiciel|algorithme|programme|ordinateur)\b[^.]{0,60}\bdécid(e|ent)\b|\bdécid(e|ent)\b[^.]{0,40}\b(système|logiciel|algorithme|programme|ordinateur)\b/iu,
        /\bsans intervention humaine\b|\bsans qu['’]une personne\b/iu,
        /\bdécisions?(\s+\p{L}+){0,2},?\s+(qui|produisant|ayant|entraînant)\b(?![^.]{0,80}\b(ainsi|par ce biais|de ce fait)\b)[^.]{0,60}\b(effets? juridiques?|conséquences? juridiques?|affect\w* (de manière|de façon) (significative|importante|considérable))/iu,
        // Session 16 (blindM): a question whether decisions are taken by a program ("Y a-t-il des décisions prises par un
        // programme ? Non"), as "Entscheide, die ein Programm trifft"; a passing "aucune décision sur le contrat n'est prise
        // par un programme" beside recommendations stays not applicable (fresh round 6).
        /\bdécisions?\b[^.?]{0,30}\b(prises?|rendues?|arrêtées?)\s+par\s+(un|une|le|la|l['’]|des|notre|nos)\s*(\p{L}+\s+)?(programme|logiciel|système|algorithme|ordinateur|machine|intelligence artificielle)\b[^.\n?]{0,40}\?/iu,
      ],
      en: [/\bautomated (individual )?decision\w*\b/iu, /\bwithout (any )?human (involvement|intervention|review)\b/iu],
      it: [...IT.automated, AUTOMATED_PROCEDURE],
    },
    // Session 17 (blindN): a decision the notice shows (not denied) needs the person's rights of Art. 21 Abs. 2 DSG too.
    requiresWhenShown: {
      shown: [...AUTOMATED_SHOWN, ...AUTOMATED_AFFIRMED],
      needs: RIGHT_TO_BE_HEARD,
      unclear:
        "Automatisierte Einzelentscheidungen werden erwähnt, aber nicht, dass die betroffene Person ihren Standpunkt darlegen und verlangen kann, dass eine natürliche Person die Entscheidung überprüft (Art. 21 Abs. 2 DSG).",
    },
    // Art. 21 DSG applies only to decisions the controller makes: a notice that shows none needs no statement.
    appliesWhen: {
      shownBy: { de: AUTOMATED_SHOWN, fr: AUTOMATED_SHOWN, en: AUTOMATED_SHOWN, it: AUTOMATED_SHOWN },
      because:
        "Die Erklärung erwähnt «{evidence}»: werden damit Entscheide über Personen automatisiert gefällt, ist darüber zu informieren (Art. 21 DSG).",
      otherwise: "Die Erklärung zeigt keine automatisierten Einzelentscheidungen; nur über solche ist zu informieren (Art. 21 DSG).",
    },
    found: "Automatisierte Einzelentscheidungen werden angesprochen.",
    missing: "Es fehlt eine Aussage zu automatisierten Einzelentscheidungen (Pflicht, falls solche getroffen werden).",
  },
  {
    id: "representative",
    label: "Vertretung in der Schweiz",
    required: true,
    provisions: [{ ref: "DSG Art. 14" }],
    cues: {
      de: [
        /\bvertret\w*\b.{0,40}\bin der schweiz\b/iu,
        /\bschweizer(ische)? vertret\w*\b/iu,
        // "eine Vertretung nach dem Schweizer Datenschutzgesetz", "Vertreter gemäss Art. 14 DSG".
        /\bvertret(er|erin|ung)\b[^.]{0,60}\b(art\. ?14 dsg|schweizer\w* datenschutzgesetz\w*|dsg)\b/iu,
      ],
      fr: [/\breprésentant\w*\b.{0,40}\ben suisse\b/iu],
      en: [/\brepresentative\b.{0,40}\bin switzerland\b/iu, /\bswiss representative\b/iu],
      it: IT.representative,
    },
    // Art. 14 DSG: only a controller with its seat abroad and without an establishment in Switzerland. The seat shows
    // in the controller's own words or its address, so only the opening (where the controller is introduced) is read.
    appliesWhen: {
      shownBy: { de: SEAT_ABROAD, fr: SEAT_ABROAD, en: SEAT_ABROAD, it: SEAT_ABROAD },
      within: 1500,
      because:
        "Der Verantwortliche sitzt nach der Erklärung im Ausland («{evidence}»): bearbeitet er Daten von Personen in der Schweiz, braucht er unter den Voraussetzungen von Art. 14 DSG eine Vertretung in der Schweiz.",
      otherwise:
        "Nichts in der Erklärung zeigt einen Sitz des Verantwortlichen im Ausland; eine Vertretung in der Schweiz braucht nur, wer im Ausland sitzt und keine Niederlassung in der Schweiz hat (Art. 14 DSG).",
      // Session 12: a foreign controller with an establishment in Switzerland needs no representative.
      unless: {
        shownBy: SWISS_ESTABLISHMENT,
        because:
          "Der Verantwortliche sitzt im Ausland, hat nach der Erklärung aber eine Niederlassung in der Schweiz («{evidence}»); eine Vertretung braucht nur, wer keine hat (Art. 14 DSG).",
      },
    },
    found: "Eine Vertretung in der Schweiz wird genannt.",
    missing: "Keine Vertretung in der Schweiz genannt (nur nötig, wenn der Verantwortliche im Ausland sitzt und Art. 14 DSG greift).",
  },
  {
    id: "retention",
    label: "Aufbewahrungsdauer",
    required: false,
    provisions: [{ ref: "DSG Art. 6", detail: "Abs. 4" }, { ref: "DSV Art. 13" }],
    cues: {
      de: [
        /\baufbewahr\w*\b/iu,
        RETENTION_COLUMN,
        // A heading asking how long ("Wie lange wir Daten behalten", "Combien de temps les gardons-nous ?").
        HEADING(
          "wie lange[^\\n.]{0,40}(daten|angaben|behalt\\w*|aufbewahr\\w*|speicher\\w*|gespeichert)|combien de temps[^\\n.]{0,40}(données|gard\\w*|conserv\\w*)|how long[^\\n.]{0,40}(data|keep|retain|store)",
        ),
        /\bspeicherdauer\b|\bdauer der (speicherung|aufbewahrung)\b|\b(speicher|lösch)frist\w*|\bspeichern\b.{0,60}\b(solange|jahre|monate|tage)\b/iu,
        /\bgelöscht\b|\blöschen\b.{0,40}\bnach\b/iu,
        // Overwritten after a time is deleted too (session 12): "werden nach 72 Stunden überschrieben".
        /\b(überschrieben|überschreiben|écrasée?s?|sovrascritt[iaeo])\b/iu,
        /\b(bewahr|behalt|speicher|lösch|vernicht|entfern|anonymisier)(e|en|n|t|te|ten)\b.{0,100}\b(solange|so lange|sobald|bis|während|nach|innert|innerhalb|jahre?n?|monate?n?|wochen|tage?n?)\b/iu,
        // Data that stay somewhere for a time, separable "bewahren … auf", a bare "Wie lange" heading (blindE).
        /\b(bleiben|bleibt|verbleiben|verbleibt)\b[^.]{0,80}\b(solange|so lange|bis|während)\b|\bbewahr(e|en|t)\b[^.]{0,80}\bauf\b/iu,
        // Session 18 (blindO): kept in an archive ("behalten wir die Adressen in unserem Archiv", "conservons … dans nos
        // archives", "restano nel nostro archivio"): keeping is dealt with; how long still needs a period or criterion.
        /\b(behalten|bewahren|speichern|lagern|verbleiben|bleiben|heben)\b[^.]{0,80}\b(in|im|ins)\s+(unserem\s+|unser\s+|dem\s+|einem\s+)?(\p{L}+\s+)?\p{L}*archiv\b|\b(archivieren|archiviert)\b/iu,
        // Only the bare question as a heading: "Wie lange dauert eine Behandlung?" is about something else.
        /(?:^|\n)[ \t]*(\d+(\.\d+)*\.?[ \t]+)?(wie lange|durée|combien de temps|per quanto tempo|quanto tempo|how long)[ \t]*(\?[ \t]*)?(?=\n)/iu,
        // The time first: "Nach Ablauf der gesetzlichen Fristen vernichten wir die Akten".
        // Keeping only with "solange": "Nach Ihrer Anmeldung speichern wir …" says when, not how long.
        /\b(nach|innert|innerhalb|spätestens|solange|so lange)\b[^.]{0,80}\b(lösch|vernicht|entfern|anonymisier)(e|en|n|t|te|ten)\b|\b(solange|so lange)\b[^.]{0,80}\b(speicher|bewahr|behalt)(e|en|n|t|te|ten)\b/iu,
      ],
      fr: [
        // Keeping for a time, not keeping in a place ("conservés dans une armoire fermée à clé").
        /\bconserv\w*\b[^.]{0,80}\b(pendant|durant|jusqu|ans?|années?|mois|jours|semaines|aussi longtemps|tant qu(e|['’])|après|délai|durée|fin|le temps)\b/iu,
        /\bdurée de conservation\b/iu,
        /\b(conserv\w*|gard\w*|rest(ent|e)|demeur\w*)\b[^.]{0,80}\bdans (nos|notre|les|des|leurs?) archives\b|\barchivée?s?\b|\barchivons\b/iu,
        // Keeping by reference to rules ("conservées selon les délais applicables", session 11), and the bare heading.
        /\bconserv\w*\b[^.]{0,60}\b(selon|conformément|en fonction d(e|es|u))\b/iu,
        /(?:^|\n)[ \t]*(\d+(\.\d+)*\.?[ \t]+)?(conservation|conservation des données)[ \t]*(?=\n)/iu,
        /\bsupprimé\w*\b|\bdétrui\w*\b|\beffacée?s?\b/iu,
        // Our own deleting with its time (session 12): "nous effaçons les listes au terme du séjour".
        /\b(effaçons|supprimons|détruisons|anonymisons)\b[^.]{0,80}\b(après|au terme|à la fin|dès|pendant|ans?|années?|mois|jours|semaines)\b/iu,
        // The time first (session 19): "Après la fin du contrat, nous supprimons les données …".
        /\b(après|au terme|à la fin|dès)\b[^.]{0,80}\b(effaçons|supprimons|détruisons|anonymisons)\b/iu,
        /\bgard(ons|ent|e|é|ée|ées|és)\b[^.]{0,60}\b(pendant|durant|jusqu|ans|mois|aussi longtemps)\b/iu,
      ],
      en: [/\bretain\w*\b|\bretention\b/iu, /\bdeleted? after\b|\bkeep\b.{0,60}\b(for|until)\b/iu],
      it: IT.retention,
    },
    // Issue 26, session 9: found only with a period or a criterion; "so lange wie nötig", "bis sie nicht mehr benötigt
    // werden" give neither.
    // The controller's discretion ("solange wir das für sinnvoll halten", "tant que nous le jugeons utile", "finché lo
    // riteniamo utile") is no criterion: such a statement about the data is unclear even beside a period for one
    // side category (blindE).
    // Session 11: open-ended keeping (while the data may interest someone, "und noch eine Weile darüber hinaus") is
    // discretion too, unless a cap closes it.
    specific: {
      patterns: RETENTION_CRITERIA,
      statement: [
        { words: [...RETENTION_DISCRETION, ...RETENTION_OPEN_ENDED, ...RETENTION_VAGUE_PERIOD], needs: RETENTION_CAP },
        // Session 17 (blindN): "so lange wie nötig" is unclear unless its own context gives a period or a criterion.
        {
          words: RETENTION_AS_NEEDED,
          needs: [...RETENTION_CRITERIA, ...RETENTION_CAP],
          reservations: [...RETENTION_RESERVATION, ...RETENTION_START_ONLY, ...PURPOSE_POINTER, ...RETENTION_JOINED_DUTY],
          negated: true,
        },
      ],
      // Session 19: a section of its own about keeping that gives no period and no criterion leaves the item open,
      // whatever periods are said in passing elsewhere (a cookie's lifetime, a log kept for 30 days).
      section: [RETENTION_SECTION],
    },
    unclear:
      "Die Aufbewahrung wird ohne Dauer und ohne Kriterium beschrieben (z. B. nur «so lange wie nötig»). Anzugeben ist eine Dauer oder ein Kriterium (z. B. zehn Jahre nach Vertragsende, gesetzliche Aufbewahrungspflicht).",
    found: "Die Aufbewahrungsdauer oder die Kriterien dafür werden angegeben.",
    missing: "Es fehlt eine Angabe, wie lange die Daten aufbewahrt werden.",
  },
  {
    id: "rights",
    label: "Rechte der betroffenen Personen",
    required: false,
    provisions: [{ ref: "DSG Art. 25" }, { ref: "DSG Art. 28" }, { ref: "DSG Art. 32" }],
    cues: {
      // One pattern per right: minDistinctCues counts patterns. "Auskunftei" (a credit agency) is not "Auskunft".
      de: [
        /\bauskunft(s|srecht|sbegehren|sgesuch)?\b|\bkopie (ihrer|deiner|eurer|der|seiner) (\p{L}+ )?(daten|angaben|personendaten)\b|\b(sie (können|dürfen)|(können|dürfen) sie)\b[^.]{0,60}\b(ihre|ihren)\b[^.]{0,40}\beinsehen\b|\beinsicht in ihre\b|\b(ihr|ihre|dein|deine|euer|eure)\s+(patienten)?(dossier|akte|krankengeschichte|unterlagen)\b[^.]{0,40}\b(anschauen|ansehen|einsehen|sehen)\b|\b(informieren|erfahren|mitteilen|wissen|nachfragen|fragen|frag|fragt|fragst|erfragen)\b.{0,60}\b(welche|über die)\b.{0,40}\b(daten|angaben|informationen)\b|\b(wissen|erfahren)\b[^.]{0,20}\bwas\b[^.]{0,60}\b(über sie|von ihnen|zu ihrer person)\b|\b(kann|darf) ich\b[^.?\n]{0,20}\b(sehen|einsehen|wissen|erfahren)\b[^.?\n]{0,20}\b(was|welche)\b|\b(zugang|einsicht)\s+(zu|in)\b[^.]{0,40}\b(verlangen|beantragen|fordern|erhalten|anfordern)\b|\binformationen\s+(über|zu)\s+(die\s+)?(sie|dich|euch)\s+betreffenden\s+(\p{L}+\s+)?(daten|angaben)\b/iu,
        // Correction also as the problem the reader may report: "wenn etwas falsch ist", "unrichtige Angaben".
        /\bberichtig\w*\b|\bkorrigier\w*\b|\b(falsch|unrichtig|fehlerhaft|veraltet)(e|en|er|es)?\b[^.]{0,40}\b(ist|sind|angaben|daten)\b|\b(ist|sind)\b[^.]{0,30}\b(falsch|unrichtig|fehlerhaft|veraltet)\b/iu,
        // Deletion as something asked for, not our own retention ("wir löschen … nach zwei Jahren"):
        // "löschen lassen", "löschen sollen", "Löschung verlangen".
        // Also wished in the passive: "Wer seine Daten früher gelöscht haben möchte, meldet sich" (blindD).
        // Also as a question heading or what the reader can do (blindG: "Kann ich meine Daten löschen?").
        /\b(kann|darf) ich\b[^.?\n]{0,50}\b(löschen|entfernen)( lassen)?\b|\b(kannst du|können sie)\b[^.?\n]{0,50}\bselbst\b[^.?\n]{0,20}\blöschen\b|\blöschung\b|\b(löschen|entfernen)\s+(zu\s+)?(lassen|sollen|verlangen|möchten|wollen)\b|\b(gelöscht|entfernt)\s+(haben|werden)\s+(möchte|möchten|möchtest|will|wollen|willst)\b|\b(verlangen|fordern|beantragen)\b[^.]{0,20}\bdass\b[^.]{0,100}\b(lösche|löschen|entferne|entfernen)\b/iu,
        /\bwiderspr\w+\b/iu,
        /\bdatenherausgabe\b|\bdatenübertragung\b|\bherausgabe (ihrer|der) daten\b|\bmaschinenlesbar\w*/iu,
      ],
      fr: [
        // Also as verbs the person does ("vous pouvez consulter vos données, les faire rectifier ou effacer").
        /\bdroit d['’]accès\b|\b(droit d['’]|pouvez\s+(\p{L}+\s+)?)accéder à (vos|tes|ses|votre|ton|son)\b|\bconsulter (votre|ton|son) (dossier|fichier|compte)\b|\bcopie de (vos|tes|ses) (données|informations)\b|\bl['’]accès à vos données\b|\bconsulter vos\b|\bvous\b[^.]{0,30}\bconsulter\b|\b(demander|savoir|connaître|apprendre|indiquer|indiquerons|communiquerons)\b[^.]{0,30}\bquelles\b[^.]{0,30}\b(données|informations)\b|\b(obtenir|demander)\b[^.]{0,20}\b(des )?renseignements\b|\b(obtenir|demander|recevoir)\s+(\p{L}+\s+)?(des\s+)?informations\s+(sur|concernant|relatives aux)\s+(les\s+)?(\p{L}+\s+)?données\s+(\p{L}+\s+)?(qui\s+)?vous\s+concern\p{L}*|\b(demander|obtenir|requérir|exiger)\s+(\p{L}+\s+){0,2}l['’]accès\b/iu,
        // Also as the problem the reader may report ("si une information est inexacte, nous la corrigeons").
        /\brectification\b|\bfaire (rectifier|corriger)\b|\b(inexacte?s?|erronée?s?)\b/iu,
        /\bpuis-je\b[^.?\n]{0,50}\b(effacer|supprimer)\b|\bpouvez\b[^.?\n]{0,40}\b(effacer|supprimer) vous-mêmes?\b|\beffacement\b|\bsuppression\b|\bfaire (effacer|supprimer)\b|\b(souhait\w*|voul\w*|veu\w*)\b[^.]{0,40}\bsoient (effacées|supprimées)\b|\b(demander|exiger)\b[^.]{0,30}\b(effac|supprim)\w+/iu,
        /\bopposition\b|\bvous opposer\b/iu,
        /\bportabilité\b|\bremise (de|des) (vos )?données\b/iu,
      ],
      en: [
        /\bright of access\b|\baccess request\b/iu,
        /\brectification\b|\bcorrection\b/iu,
        /\berasure\b|\bdeletion\b/iu,
        /\bobject\b/iu,
        /\bportability\b/iu,
        RIGHTS_GENERIC,
      ],
      it: IT.rights,
    },
    minDistinctCues: 2,
    generic: [RIGHTS_GENERIC],
    found: "Die Rechte der betroffenen Personen (z. B. Auskunft, Berichtigung, Löschung) werden beschrieben.",
    unclear:
      "Nur ein einzelnes Recht oder nur allgemein «Ihre Rechte» wird erwähnt; die Rechte (Auskunft, Berichtigung, Löschung, Datenherausgabe) sollten zusammen beschrieben sein.",
    missing: "Es fehlt ein Hinweis auf die Rechte der betroffenen Personen, insbesondere das Auskunftsrecht.",
  },
  {
    id: "advisor",
    label: "Datenschutzberaterin oder -berater",
    required: false,
    provisions: [{ ref: "DSG Art. 10" }],
    cues: {
      // Not the supervisory authority ("an die kantonale Datenschutzbeauftragte wenden").
      de: [
        /\bdatenschutzberater\w*\b/iu,
        /(?<!\b(kantonal|eidgenössisch|städtisch|kommunal)\w* )\bdatenschutzbeauftragte\w*\b/iu,
        /\bdatenschutzverantwortliche\w*\b/iu,
        // A dedicated contact person for data protection (blindA: "notre interlocutrice dédiée, Mme Chloé Perret").
        /\b(ansprechperson|ansprechpartner\w*|kontaktperson|anlaufstelle)\b[^.]{0,30}\bdatenschutz\w*|\bdatenschutz-?(ansprechperson|ansprechpartner\w*|kontaktperson)\b/iu,
        /\b(interlocut\w+|personne de contact|référent\w*) (dédiée?s?|pour la protection des données|en matière de protection des données)\b/iu,
        /\b(referente|interlocutor\w+|persona di contatto) (dedicat\w+|per la protezione dei dati)\b/iu,
        // Session 16 (blindM): a person of reference for data protection ("Persona di riferimento per la protezione dei
        // dati", "Personne de référence pour la protection des données", "Bezugsperson für den Datenschutz"); the details
        // still need a name or an address of its own.
        /\b(persona di riferimento|punto di contatto)\s+(per la|in materia di|sulla)\s+protezione dei dati\b|\b(personne de référence|personne-ressource|point de contact)\s+(pour la|en matière de|à la)\s+protection des données\b|\b(bezugsperson|referenzperson|kontaktstelle|ansprechstelle)\s+(für\s+(den\s+)?datenschutz\w*|in datenschutzfragen|zum datenschutz)\b/iu,
        // Session 12 round 2: the same in the other order, questions on data protection sent to a contact person of
        // ours, with an address of its own for it ("Per le domande sulla protezione dei dati … alla nostra referente,
        // …, privacy@…"). Under a general address (info@) she is a contact, no advisor.
        new RegExp(
          `\\b(fragen|anliegen|questions?|demandes?|domande|richieste)\\b[^.]{0,20}\\b(datenschutz\\w*|protection des données|protezione dei dati)\\b[^.]{0,60}\\b(ansprechperson|ansprechpartner\\w*|kontaktperson|referent\\w*|interlocut\\w+|personne de contact|persona di contatto)\\b[^@]{0,200}(?=@)${DEDICATED_BEFORE_AT}@`,
          "iu",
        ),
        // A team or office of its own for data protection (blindC: "notre équipe protection des données : protection-donnees@…").
        // A person in charge of data-protection questions; the details still need a name or an address of its own.
        // Only with an address of its own for data protection: a manager who also answers such questions under a general
        // address is no advisor (heldout6), nor is the federal commissioner ("Incaricato federale della protezione dei dati").
        new RegExp(
          `(\\bdatenschutz\\w*\\b[^.]{0,60}\\bzuständig\\b|\\bzuständig\\b[^.]{0,40}\\b(für )?(den |fragen (zum|des) )?datenschutz\\w*|\\b(chargée?|s['’]occupe)\\b[^.]{0,30}\\bprotection des données\\b|\\b(si occupa|incaricat[oa]|competente)\\b(?! federal)[^.]{0,30}\\bprotezione dei dati\\b|\\bprotezione dei dati\\b[^.]{0,20}\\b(è competente|è responsabile|si occupa)\\b|\\bprotection des données\\b[^.]{0,20}\\b(est compétente?|est responsable|s['’]occupe)\\b)[^@]{0,200}(?=@)${DEDICATED_BEFORE_AT}@`,
          "iu",
        ),
        // Session 14 (blindK): a contact by its role for data protection ("notre répondante pour la protection des
        // données, Mme …", "Unsere Beauftragte für den Datenschutz, Frau …", "la nostra addetta alla protezione dei dati");
        // "Incaricato federale della protezione dei dati" is the authority (a word between), never ours. A person merely in
        // charge ("chargée de", "zuständig", "incaricata") still needs an address of its own (blindD/E, heldout6: below).
        /\b(beauftragte\w*|verantwortliche\w*|ansprechperson|ansprechpartner\w*|kontaktperson|betreuer\w*|koordinator\w*)\s+(für\s+(den\s+)?datenschutz\w*|in datenschutzfragen)\b|\b(répondante?|correspondante?|conseill\w+|délégué\w*|référente?|interlocut\w+|personne de contact|coordinat\w+)\s+(pour la|à la|en matière de) protection des données\b|\b(referente|addett[oa]|delegat[oa]|consulente|interlocut\w+|persona di contatto|coordinat\w+)\s+(per la|alla|in materia di) protezione dei dati\b/iu,
        // Session 14 (round 7): the advisory function as a label ("Datenschutzberatung: lic. iur. …").
        /\b(datenschutzberatung|datenschutzkontakt|conseil en protection des données|consulenza (privacy|sulla protezione dei dati|in materia di protezione dei dati))\b(?=[ \t]*:)/iu,
        // Session 14 (blindK): a line labelled with data protection and an address of its own ("Fragen zum Datenschutz:
        // datenschutz@…", "Für Datenschutzanliegen: datenschutz@…"); under a general address (info@) it is no advisor.
        new RegExp(
          `\\b(datenschutz\\w*|protection des données|protezione dei dati|privacy)\\b[^\\n@:]{0,40}:[^\\n@]{1,80}(?=@)${DEDICATED_BEFORE_AT}@`,
          "iu",
        ),
        // Session 18 (blindO): questions under a general address marked for data protection ("Betreff «Datenschutz»",
        // "objet « Protection des données »", "oggetto «Privacy»"): dealt with, but no advisor or address of its own.
        /\b(betreff|betreffzeile|vermerk|stichwort|objet|mention|oggetto|dicitura|subject)\b[^.\n]{0,12}["«„“'‹]?\s*(datenschutz\w*|protection des données|données personnelles|privacy|protezione dei dati|data protection)\b/iu,
        /\bdatenschutz-?(team|stelle|fachstelle)\b|\b(team|fachstelle) datenschutz\b|\b(équipe|service|cellule) (de |de la |chargée de la )?protection des données\b|\b(team|ufficio|servizio) (della |per la |di )?protezione dei dati\b|\bprivacy team\b/iu,
      ],
      fr: [/\bconseill\w+ à la protection des données\b/iu, /\bdélégué\w* à la protection des données\b/iu],
      en: [/\bdata protection (officer|advisor|adviser)\b/iu],
      it: IT.advisor,
    },
    denials: ADVISOR_DENIED,
    // Issue 26: a named advisor or a contact of its own; a general info address is not one.
    details: { de: ADVISOR_CONTACT, fr: ADVISOR_CONTACT, en: ADVISOR_CONTACT, it: ADVISOR_CONTACT },
    window: 300,
    windowBefore: 150,
    found: "Eine Datenschutzberaterin oder ein Datenschutzberater wird genannt.",
    unclear:
      "Eine Datenschutzberatung wird erwähnt, aber weder mit Namen noch mit einer eigenen Kontaktadresse (eine allgemeine Adresse wie info@ genügt nicht).",
    missing: "Keine Datenschutzberaterin bzw. kein Datenschutzberater genannt (freiwillig, aber empfehlenswert, falls ernannt).",
  },
  {
    id: "version",
    label: "Datum oder Version",
    required: false,
    provisions: [{ ref: "DSV Art. 13" }],
    cues: {
      // `\s*(?::\s*)?`, not `\s*:?\s*`: two adjacent `\s*` split a run of blanks in quadratically many ways.
      de: [
        // Also the edition's own word: "Ausgabe vom 1. März 2026", "Revision 3" (blindG).
        /\b(stand|version|datum|fassung( vom)?|ausgabe( vom)?|revision( vom)?|(zuletzt )?(aktualisiert|geändert|überarbeitet|angepasst|erstellt)( am| im| per)?|letzte (änderung|aktualisierung|überarbeitung|revision)|(gültig|gilt|in kraft) (ab|seit)( dem| der)?|(letzte )?anpassung( vom| im)?|veröffentlicht( am)?|publiziert( am)?|publikationsdatum|veröffentlichungsdatum)\b\s*(?::\s*)?\d[\d.]*/iu,
        /\b(stand|version|datum|fassung( vom)?|ausgabe( vom)?|revision( vom)?|(zuletzt )?(aktualisiert|geändert|überarbeitet|angepasst|erstellt)( am| im| per)?|letzte (änderung|aktualisierung|überarbeitung|revision)|(gültig|gilt|in kraft) (ab|seit)( dem| der)?|(letzte )?anpassung( vom| im)?|veröffentlicht( am)?|publiziert( am)?|publikationsdatum|veröffentlichungsdatum)\b\s*(?::\s*)?(\d{1,2}\.?\s*)?(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\s+\d{4}/iu,
        // Unlabelled: a line of its own with place and date ("Aarau, im März 2026", "Bern, 1.3.2026"),
        new RegExp(
          `${PLACE_LINE},\\s+(im\\s+|am\\s+|den\\s+)?((\\d{1,2}\\.\\s*)?(${MONTHS_DE})\\s+\\d{4}|${NUMERIC_DATE})${LINE_END}`,
          "iu",
        ),
        // A label with words before the colon: "Stand dieser Erklärung: 1. März 2026".
        new RegExp(`\\b(stand|version|fassung)\\b[^.\\n:]{0,30}:\\s*((\\d{1,2}\\.\\s*)?(${MONTHS_DE})\\s+\\d{4}|${NUMERIC_DATE})`, "iu"),
        // The title with its date: "Datenschutzerklärung vom 1. März 2026".
        new RegExp(
          `(erklärung|hinweise|information|bestimmungen|reglement)\\s+vom\\s+((\\d{1,2}\\.\\s*)?(${MONTHS_DE})\\s+\\d{4}|${NUMERIC_DATE})`,
          "iu",
        ),
        // A footer line holding nothing but a date ("Dezember 2025", "1.3.2026").
        new RegExp(`(?:^|\\n)[ \\t]*((\\d{1,2}\\.\\s*)?(${MONTHS_DE})\\s+\\d{4}|${NUMERIC_DATE})${LINE_END}`, "iu"),
        // or the date of a decision ("Beschlossen an der Generalversammlung vom 14. März 2025").
        new RegExp(
          `\\b(beschlossen|genehmigt|verabschiedet|erlassen|in kraft gesetzt)\\b[^.\\n]{0,80}\\b(vom|am)\\s+(\\d{1,2}\\.\\s*(${MONTHS_DE})\\s+\\d{4}|${NUMERIC_DATE})`,
          "iu",
        ),
      ],
      fr: [
        /\b(version|mise à jour|mis à jour|modifiée?|révisée?|(dernière )?(révision|modification)|édition|état au|(en vigueur|valable|applicable) (dès|depuis|à partir du)|date( de publication)?|publiée? le)\b\s*(?::\s*)?(du\s+|le\s+|en\s+|au\s+|de\s+|n[°o]\.?\s*)?\d[\d.]*/iu,
        /\b(version|mise à jour|mis à jour|modifiée?|révisée?|(dernière )?(révision|modification)|édition|état au|(en vigueur|valable|applicable) (dès|depuis|à partir du)|date( de publication)?|publiée? le)\b\s*(?::\s*)?(du\s+|le\s+|en\s+|au\s+|de\s+)?(\d{1,2}(er)?\s+)?(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\s+\d{4}/iu,
        // "Neuchâtel, le 5 mai 2026" on a line of its own; "adopté par l'assemblée générale du 3 mars 2025".
        new RegExp(`${PLACE_LINE},\\s+(le\\s+|en\\s+)?((\\d{1,2}(er)?\\s+)?(${MONTHS_FR})\\s+\\d{4}|${NUMERIC_DATE})${LINE_END}`, "iu"),
        new RegExp(
          `\\b(adoptée?s?|approuvée?s?|arrêtée?s?)\\b[^.\\n]{0,80}\\b(du|le)\\s+(\\d{1,2}(er)?\\s+(${MONTHS_FR})\\s+\\d{4}|${NUMERIC_DATE})`,
          "iu",
        ),
      ],
      en: [/\b(last updated|version|effective( date)?)\b\s*(?::\s*)?\d[\d.]*/iu, /\blast updated\b\s*(?::\s*)?\p{L}+ \d{1,2},? \d{4}/iu],
      it: IT.version,
    },
    found: "Die Erklärung nennt ein Datum oder eine Version.",
    missing: "Es fehlt ein Datum oder eine Versionsangabe; so ist nicht erkennbar, welche Fassung gilt.",
  },
];
