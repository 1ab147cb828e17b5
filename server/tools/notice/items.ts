// What a privacy notice under the DSG must (or should) say, as data: per item the cues that show
// the topic is addressed (per language) and, where the law asks for more than the topic, the
// details that must appear near it. check.ts is the small logic that applies these.

export type Lang = "de" | "fr" | "en";

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
  /** Characters after the start of the cue's sentence searched for details. */
  window?: number;
  /** A cue of this kind counts as the whole answer (e.g. "no transfers abroad"). */
  settles?: Record<Lang, RegExp[]>;
  /** Different cues needed for "found"; fewer gives "unclear" (one right named is not a rights section). */
  minDistinctCues?: number;
  found: string;
  unclear?: string;
  missing: string;
}

const EMAIL = /[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/;
const POSTCODE = /\b(CH-)?[1-9]\d{3}\s+[A-ZÄÖÜÉ][\p{L}-]+/u;
const PHONE = /(\+41|\b0\d{2})[\s\d]{8,}/;
/** Legal forms that mark an organisation's name ("Gipfelwerk GmbH"), for controllers named without "verantwortlich". */
const LEGAL_FORM =
  "(ag|gmbh|sa|sàrl|sagl|genossenschaft|stiftung|verein|kollektivgesellschaft|ltd|inc|llc|association|fondation|coopérative)";
const MONTHS_DE = "januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember";
const MONTHS_FR = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";
const NUMERIC_DATE = "\\d{1,2}\\.\\s?\\d{1,2}\\.\\s?\\d{4}";
/** A place name opening a line ("Aarau", "La Chaux-de-Fonds", "St. Gallen"): no flag "m", so the line break is matched. */
const PLACE_LINE = "(?:^|\\n)[ \\t]*\\p{Lu}[\\p{L} .'’-]{1,40}";
/** Nothing else after the date on that line: a date inside a sentence says nothing about the notice. */
const LINE_END = "[ \\t]*(?=\\n|$)";
/** Within one sentence: a dot counts only if no space follows ("www.gipfelwerk.example" stays inside). */
const IN_SENTENCE = "(?:[^.]|\\.(?=\\S))";

export const ITEMS: ItemSpec[] = [
  {
    id: "controller",
    label: "Identität und Kontaktdaten des Verantwortlichen",
    required: true,
    provisions: [{ ref: "DSG Art. 19", detail: "Abs. 2 Bst. a" }],
    cues: {
      de: [
        /\bverantwortlich\w*\b.{0,80}\b(ist|sind|für)\b/iu,
        /\b(ist|sind)\b.{0,60}\bverantwortlich\b/iu,
        /\bverantwortliche(r)? (stelle|person)\b/iu,
        /\bverantwortlich(e|er)? im sinne\b/iu,
        /\bwer (ist|sind) (für|verantwortlich)\b/iu,
        /\bverantwortlich für die (datenbearbeitung|bearbeitung)\b/iu,
        // "Für die Bearbeitung zeichnet der Vorstand verantwortlich": the formal verb instead of "ist".
        /\bzeichne(t|n|te|ten)\b[^.]{0,80}\bverantwortlich\b/iu,
        // Named without the word "verantwortlich": "Wir, die X AG, …", "Betreiberin dieser Website ist …",
        // "Diese Erklärung gilt für … der X GmbH". A legal form or the operator role keeps processors out.
        new RegExp(`\\bwir,\\s+(die|der|das)\\b${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
        // "Anbieter" and "Plattform" only with "dieser": "Anbieter der Plattform ist …" is often a processor.
        /\b((betreiber|herausgeber|inhaber|anbieter)(in)? (dieser|unserer|unseres)|(betreiber|herausgeber|inhaber)(in)? (der|des)) (website|webseite|internetseite|app|anwendung|onlineshops?|shops?)\b[^.]{0,80}\b(ist|sind)\b/iu,
        new RegExp(
          `\\bdiese\\w* \\w*(erklärung|hinweise|informationen?)\\b (gilt|gelten) für\\b${IN_SENTENCE}{0,120}\\b${LEGAL_FORM}\\b`,
          "iu",
        ),
      ],
      fr: [
        /\bresponsable du traitement\b/iu,
        /\bresponsable de (la|ce) traitement\b/iu,
        new RegExp(`\\bnous,\\s+${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
        /\bexploitant(e)? (de|du) (ce|cette|notre) (site|application|plateforme|boutique)\b[^.]{0,80}\best\b/iu,
      ],
      en: [
        /\bcontroller\b/iu,
        /\bresponsible for (the )?processing\b/iu,
        new RegExp(`\\bwe,\\s+${IN_SENTENCE}{0,80}\\b${LEGAL_FORM}\\b`, "iu"),
        /\boperator of (this|the|our) (website|app|application|platform|service)\b[^.]{0,80}\bis\b/iu,
      ],
    },
    details: { de: [EMAIL, POSTCODE, PHONE], fr: [EMAIL, POSTCODE, PHONE], en: [EMAIL, POSTCODE, PHONE] },
    window: 500,
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
        /\bzweck(e|en)?\b/iu,
        /\bbearbeiten wir\b.{0,60}\bum\b/iu,
        /\bwir (verwenden|nutzen|bearbeiten)\b.{0,100}\b(für|um|zur|zum)\b/iu,
        /\bverwenden wir\b.{0,80}\b(für|um)\b/iu,
        /\bnutzen wir\b.{0,80}\b(für|um)\b/iu,
        // "… brauchen wir, um … zu …", "… nutzen wir, damit …": a verb of using with a final clause.
        /\b(brauchen|benötigen|verwenden|nutzen|bearbeiten|erheben|erfassen|sammeln)\b[^.]{0,150}\b(um\b[^.]{0,120}\bzu|damit)\b/iu,
        // "Die Daten dienen der Mitgliederverwaltung": serving a purpose, said of the data.
        /\b(daten|angaben|informationen|personendaten|adressen?)\b[^.]{0,40}\b(dienen|dient)\s+(uns\s+)?(ausschliesslich\s+|nur\s+|einzig\s+)?(der|dem|den|zur|zum)\b/iu,
        // Headings asking what for: "Wofür wir Ihre Daten nutzen", "Welche Daten wir bearbeiten und wozu".
        /\b(wozu|wofür|weshalb|warum)\b[^.\n]{0,60}\b(daten|angaben|informationen)\b|\b(daten|angaben)\b[^.\n]{0,60}\b(wozu|wofür)\b/iu,
      ],
      fr: [
        /\bfinalités?\b/iu,
        /\b(à|aux) (des )?fins\b/iu,
        /\bdans le but\b|\ben vue de\b/iu,
        /\b(nous )?(traitons|utilisons|collectons|recueillons|exploitons)\b.{0,100}\b(pour|afin de)\b/iu,
        /\b(utilisées|traitées|collectées|servent)\b.{0,40}\b(pour|à|afin de)\b/iu,
      ],
      en: [/\bpurposes?\b/iu, /\bwe use (your|the) (personal )?(data|information) (to|for)\b/iu],
    },
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
        /\bweitergeben?\b|\bweitergegeben\b|\bweitergabe\b|\bgeben\b.{0,80}\bweiter\b/iu,
        /\bbekanntgabe\b|\bbekanntgeben\b|\bbekanntgegeben\b|\bgeben\b.{0,60}\bbekannt\b/iu,
        // Also in compounds: "Unterauftragsbearbeiterin", "Subauftragsbearbeiter".
        /auftragsbearbeiter\w*\b/iu,
        /dienstleister\w*\b/iu,
        /\bübermittel\w*\b/iu,
        // Recipients named through the verb only. We send to someone ("senden wir … an ein Labor",
        // "leiten wir … an die Versicherung weiter"), but not to the person ("an Sie", "an Ihre Adresse"):
        /\b((senden|schicken|leiten|melden|übergeben|überlassen) wir|wir (senden|schicken|leiten|melden|übergeben|überlassen))\b(?:(?!\bihnen\b)[^.]){0,120}\ban (?!(sie|ihre|ihren|ihr|ihnen)\b|(die|eine) ([^.\s]+ )?[^.\s]*adresse\b)\p{L}+/iu,
        // "melden wir … beim Verband an" (separable "anmelden" with a body named by "bei"); never "sich" or "bei uns".
        /\bmelde(n|t)\b(?:(?!\b(sich|uns|mich)\b)[^.]){0,120}\bbeim?\s+(?!(uns|ihnen)\b)\p{L}+[^.]{0,80}\ban(?=\s*[.;,:]|\s*$)/iu,
        /\bleiten\b[^.]{0,120}\bweiter\b|\bweiterleit\w*\b|\bweitergeleitet\b/iu,
        // someone else receives ("erhält die Post Ihre Lieferadresse"; singular, so never "wir" or "Sie"),
        /\b(erhält|bekommt)\b(?:(?!auskunft|kopie)[^.]){0,60}(daten|adresse|angaben|informationen|unterlagen|ergebnis)\b/iu,
        /(daten|adresse|angaben|informationen|unterlagen)\b[^.]{0,40}\b(erhält|bekommt)\b/iu,
        // a passive without us or the person as the receiver ("Ihr Gesuch wird den Experten vorgelegt";
        // "zugestellt", "geschickt" left out: mostly said of what the person receives),
        /\b(wird|werden)\b(?:(?!\b(uns|ihnen)\b|\ban (sie|ihre|ihren|ihr)\b)[^.]){0,120}\b(vorgelegt|übergeben|gemeldet|zugänglich gemacht|offengelegt|zur verfügung gestellt)\b/iu,
        // and headings asking who receives: "Wer Ihre Daten erhält", "Wer Einsicht erhält", "An wen …".
        /\bwer\b[^.\n]{0,30}\b(erhält|erhalten|bekommt|sieht|einsicht)\b|\ban wen\b/iu,
      ],
      fr: [
        /\bdestinataires?\b/iu,
        /\bcommuniqu\w+\b.{0,60}\b(à|aux)\b/iu,
        /\bsous-traitants?\b/iu,
        /\btransmett\w*|transmis\b/iu,
        // The verb class in French: "nous envoyons … à", "qui reçoit vos données".
        /\bnous (envoyons|adressons|remettons|transférons|annonçons)\b[^.]{0,120}\b(à|aux)\b/iu,
        /\bqui reçoit\b|\bà qui\b/iu,
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
    },
    found: "Empfänger oder Kategorien von Empfängern werden genannt.",
    missing: "Es ist nicht angegeben, wem Personendaten bekanntgegeben werden (Empfänger oder Kategorien).",
  },
  {
    id: "abroad",
    label: "Bekanntgabe ins Ausland mit Garantie oder Ausnahme",
    required: true,
    provisions: [{ ref: "DSG Art. 19", detail: "Abs. 4" }, { ref: "DSG Art. 16", detail: "Abs. 2" }, { ref: "DSG Art. 17" }],
    cues: {
      de: [
        /\bausland\w*\b/iu,
        /\b(usa|vereinigte(n)? staaten|drittstaat\w*|eu\/ewr|ewr|europäische(n)? union)\b/iu,
        /\bandere(n)? staaten\b/iu,
        /\b(in|aus|ausserhalb) der eu\b/iu,
        /\b(deutschland|österreich|frankreich|italien|liechtenstein|irland|niederlanden?|belgien|luxemburg|spanien|portugal|polen|schweden|dänemark|finnland|vereinigte(n|s)? königreich|grossbritannien|indien|kanada|japan|china|singapur|israel)\b/iu,
      ],
      fr: [
        /\bl['’]étranger\b/iu,
        /\b(états-unis|pays tiers|etats-unis|union européenne|eee)\b/iu,
        /\b(en|au|aux) (france|allemagne|italie|autriche|irlande|belgique|espagne|portugal|pologne|suède|inde|pays-bas|royaume-uni|luxembourg|canada|japon|chine)\b/iu,
      ],
      en: [
        /\babroad\b/iu,
        /\b(united states|third countr\w+|outside switzerland)\b/iu,
        /\b(germany|austria|france|italy|ireland|netherlands|united kingdom|india|canada|japan|singapore)\b/iu,
      ],
    },
    details: {
      de: [
        /\bstandard(vertrags|daten)?(schutz)?klauseln\b/iu,
        /\bangemessene(n|s)? (datenschutz|schutz)/iu,
        /\bangemessenheit\w*\b/iu,
        /\bgarantien\b/iu,
        /\beinwilligung\b/iu,
        /\bbinding corporate rules\b|\bunternehmensinterne\w* datenschutzvorschriften\b/iu,
        /\bart\. 1[67] dsg\b/iu,
        /\bvertragsabwicklung\b|\babwicklung eines vertrags\b/iu,
      ],
      fr: [
        /\bclauses (contractuelles )?types\b/iu,
        /\bniveau de protection adéquat\b|\bprotection adéquate\b/iu,
        /\bgaranties\b/iu,
        /\bconsentement\b/iu,
        /\bart\. 1[67] lpd\b/iu,
      ],
      en: [/\bstandard contractual clauses\b/iu, /\badequa(te|cy)\b/iu, /\bsafeguards?\b/iu, /\bconsent\b/iu],
    },
    window: 400,
    settles: {
      de: [
        /\b(kein|keine|nicht)\b[^.]{0,60}\bins ausland\b/iu,
        /\b(ausschliesslich|nur) in der schweiz\b/iu,
        // The negation after the noun: "Eine Bekanntgabe ins Ausland findet nicht statt / erfolgt nicht".
        // "nicht nur" keeps it open ("findet nicht nur in die EU statt").
        /\bins ausland\b[^.]{0,40}\b(findet|erfolgt|erfolgen|finden)\s+(grundsätzlich\s+|derzeit\s+)?nicht\b(?!\s+nur\b)/iu,
      ],
      fr: [
        /\baucune?\b[^.]{0,60}\bà l['’]étranger\b/iu,
        /\b(exclusivement|uniquement) en suisse\b/iu,
        // "… ne quittent pas le pays / la Suisse", "ne sont pas transférées à l'étranger".
        /\bne (quitte|quittent|sort|sortent)\s+(jamais|pas)\s+(le pays|la suisse|de suisse|du pays)\b/iu,
        /\bne sont (pas|jamais) (transférées|communiquées|transmises)\s+à l['’]étranger\b/iu,
      ],
      en: [/\bnot\b[^.]{0,60}\babroad\b/iu, /\bonly in switzerland\b/iu],
    },
    found: "Die Bekanntgabe ins Ausland ist beschrieben, mit Garantie oder Ausnahme (oder es wird klar gesagt, dass keine stattfindet).",
    unclear:
      "Staaten im Ausland werden erwähnt, aber es fehlt die Garantie (z. B. Standarddatenschutzklauseln) oder Ausnahme, auf die sich die Bekanntgabe stützt.",
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
        /\bnicht (direkt )?bei (ihnen|der betroffenen person)\b/iu,
        /\b(erhalten|beschaffen) wir\b.{0,60}\b(von|aus)\b.{0,40}\b(partner|dritt|behörd|register|auskunftei)/iu,
        /\bauskunftei(en)?\b|\bhandelsregister\b|\bbetreibungsregister\b/iu,
        /\bherkunft der (daten|personendaten)\b|\bwoher\b.{0,40}\b(daten|angaben|informationen)\b/iu,
        /\berhalten wir\b.{0,30}\b(daten|angaben|informationen)\b.{0,10}\b(von|aus)\b/iu,
        /\b(beziehen|holen|erhalten|bekommen|übernehmen) wir\b.{0,100}\b(von|bei|aus) (dritt|ander|öffentlich|einer|einem|der|dem|den|ihrer|ihrem|ihren)\w*/iu,
        /\b(aus|von) anderen (quellen|stellen)\b/iu,
        // A source named through knowing or learning: "kennen wir Ihre E-Mail-Adresse aus dieser Einladung";
        // not the person's own form ("aus Ihrer Anmeldung", "von Ihnen").
        /\b(kennen|erfahren) wir\b[^.]{0,80}\b(aus|von|durch)\s+(?!(ihnen|sie|ihr|ihre|ihrer|ihrem|ihren)\b)\p{L}+/iu,
        // Only "von"/"vom": "bei" names an occasion ("bei der Anmeldung") as often as a source.
        // Sources as nouns without an article ("beziehen wir Informationen von Versicherungsvermittlern,
        // von Behörden", "übernehmen wir vom Hersteller"), in either word order; "von Ihnen" is not another source.
        /\b((beziehen|holen|erhalten|bekommen|übernehmen|beschaffen) wir|wir (beziehen|holen|erhalten|bekommen|übernehmen|beschaffen))\b[^.]{0,100}\b(von|vom)\s+(?!(ihnen|sie)\b)\p{L}+/iu,
        /\bvon\s+(?!(ihnen|sie)\b)[^.]{0,60}\b(beziehen|erhalten|bekommen|übernehmen) wir\b|\bwir\b[^.]{0,40}\bvon\s+(?!(ihnen|sie)\b)\p{L}+[^.]{0,40}\b(beziehen|erhalten|bekommen|übernehmen)\b/iu,
      ],
      fr: [
        /\bde tiers\b|\bauprès de tiers\b/iu,
        /\bsources accessibles au public\b|\bautres sources\b/iu,
        /\b(obten\w+|re[çc]\w+|recueill\w+|demandons)\b.{0,80}\bauprès d(e|u|es)\b/iu,
        /\bregistre des poursuites\b|\bregistre du commerce\b/iu,
        // "nous demandons des références à vos anciens employeurs": information asked of someone else.
        /\b(demandons|sollicitons|obtenons|recevons)\b[^.]{0,40}\b(références|renseignements|informations|données)\b[^.]{0,40}\b(à|aux)\s+(?!vous\b)(vos|votre|leurs?|des|la|le|les|l['’]|\p{L}+)/iu,
      ],
      en: [
        /\bfrom third parties\b|\bother sources\b/iu,
        /\bpublicly (available|accessible) sources\b/iu,
        /\b(receive|obtain|collect) \w+.{0,60}\bfrom (credit|public|partner|other)\w*/iu,
      ],
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
        /\bautomatisiert\w*\b.{0,60}\bentscheid\w*\b/iu,
        /\bentscheid\w*\b.{0,60}\bautomatisiert\b/iu,
        /\bautomati(sch|siert)\w*\b[^.]{0,60}\bentscheid\w*\b|\bentscheid\w*\b[^.]{0,60}\bautomati(sch|siert)\w*\b/iu,
        // Described as made without a human: "Dieser Entscheid erfolgt ohne Zutun einer Person".
        /\b(entscheid\w*|entschieden|prüf\w*|geprüft|beurteil\w*|bewert\w*|abgelehnt|angenommen|gesperrt|eingestuft)\b[^.]{0,80}\bohne (menschliche\w* )?(zutun|eingreifen|mitwirkung|beteiligung|prüfung|beurteilung)\b/iu,
        /\bohne (menschliche\w* )?(zutun|eingreifen|mitwirkung|beteiligung|prüfung|beurteilung)\b[^.]{0,80}\b(entscheid\w*|entschieden|geprüft|beurteilt|bewertet|abgelehnt|angenommen|gesperrt|eingestuft)\b/iu,
      ],
      fr: [
        /\bdécisions? individuelles? automatisées?\b/iu,
        /\bdécision\w*\b.{0,60}\bautomatis\w*\b/iu,
        /\bsans intervention humaine\b|\bsans qu['’]une personne\b/iu,
      ],
      en: [/\bautomated (individual )?decision\w*\b/iu, /\bwithout (any )?human (involvement|intervention|review)\b/iu],
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
      de: [/\bvertret\w*\b.{0,40}\bin der schweiz\b/iu, /\bschweizer(ische)? vertret\w*\b/iu],
      fr: [/\breprésentant\w*\b.{0,40}\ben suisse\b/iu],
      en: [/\brepresentative\b.{0,40}\bin switzerland\b/iu, /\bswiss representative\b/iu],
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
        /\bspeicherdauer\b|\bspeichern\b.{0,60}\b(solange|jahre|monate|tage)\b/iu,
        /\bgelöscht\b|\blöschen\b.{0,40}\bnach\b/iu,
        /\b(bewahr|behalt|speicher|lösch|vernicht|entfern|anonymisier)(e|en|t|te|ten)\b.{0,100}\b(solange|bis|während|nach|innert|innerhalb|jahre?n?|monate?n?|wochen|tage?n?)\b/iu,
      ],
      fr: [/\bconserv\w*\b/iu, /\bdurée de conservation\b/iu, /\bsupprimé\w*\b|\bdétrui\w*\b|\beffacée?s?\b/iu],
      en: [/\bretain\w*\b|\bretention\b/iu, /\bdeleted? after\b|\bkeep\b.{0,60}\b(for|until)\b/iu],
    },
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
        /\bauskunft(s|srecht|sbegehren|sgesuch)?\b|\b(sie (können|dürfen)|(können|dürfen) sie)\b[^.]{0,60}\b(ihre|ihren)\b[^.]{0,40}\beinsehen\b|\beinsicht in ihre\b|\b(informieren|erfahren|mitteilen)\b.{0,60}\b(welche|über die)\b.{0,40}\b(daten|angaben)\b/iu,
        /\bberichtig\w*\b|\bkorrigier\w*\b/iu,
        /\blöschung\b|\blöschen lassen\b/iu,
        /\bwiderspr\w+\b/iu,
        /\bdatenherausgabe\b|\bdatenübertragung\b|\bherausgabe (ihrer|der) daten\b/iu,
      ],
      fr: [
        // Also as verbs the person does ("vous pouvez consulter vos données, les faire rectifier ou effacer").
        /\bdroit d['’]accès\b|\bl['’]accès à vos données\b|\bconsulter vos\b|\bvous\b[^.]{0,30}\bconsulter\b/iu,
        /\brectification\b|\bfaire (rectifier|corriger)\b/iu,
        /\beffacement\b|\bsuppression\b|\bfaire (effacer|supprimer)\b/iu,
        /\bopposition\b|\bvous opposer\b/iu,
        /\bportabilité\b|\bremise (de|des) (vos )?données\b/iu,
      ],
      en: [
        /\bright of access\b|\baccess request\b/iu,
        /\brectification\b|\bcorrection\b/iu,
        /\berasure\b|\bdeletion\b/iu,
        /\bobject\b/iu,
        /\bportability\b/iu,
      ],
    },
    minDistinctCues: 2,
    found: "Die Rechte der betroffenen Personen (z. B. Auskunft, Berichtigung, Löschung) werden beschrieben.",
    unclear:
      "Nur ein einzelnes Recht wird erwähnt; die Rechte (Auskunft, Berichtigung, Löschung, Datenherausgabe) sollten zusammen beschrieben sein.",
    missing: "Es fehlt ein Hinweis auf die Rechte der betroffenen Personen, insbesondere das Auskunftsrecht.",
  },
  {
    id: "advisor",
    label: "Datenschutzberaterin oder -berater",
    required: false,
    provisions: [{ ref: "DSG Art. 10" }],
    cues: {
      de: [/\bdatenschutzberater\w*\b/iu, /\bdatenschutzbeauftragte\w*\b/iu, /\bdatenschutzverantwortliche\w*\b/iu],
      fr: [/\bconseill\w+ à la protection des données\b/iu, /\bdélégué\w* à la protection des données\b/iu],
      en: [/\bdata protection (officer|advisor|adviser)\b/iu],
    },
    found: "Eine Datenschutzberaterin oder ein Datenschutzberater wird genannt.",
    missing: "Keine Datenschutzberaterin bzw. kein Datenschutzberater genannt (freiwillig, aber empfehlenswert, falls ernannt).",
  },
  {
    id: "version",
    label: "Datum oder Version",
    required: false,
    provisions: [{ ref: "DSV Art. 13" }],
    cues: {
      de: [
        /\b(stand|version|datum|fassung( vom)?|zuletzt (aktualisiert|geändert)( am)?|letzte (änderung|aktualisierung)|gültig ab|in kraft seit)\b\s*:?\s*[\d.]+/iu,
        /\b(stand|version|datum|fassung( vom)?|zuletzt (aktualisiert|geändert)( am)?|letzte (änderung|aktualisierung)|gültig ab|in kraft seit)\b\s*:?\s*(\d{1,2}\.?\s*)?(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\s+\d{4}/iu,
        // Unlabelled: a line of its own with place and date ("Aarau, im März 2026", "Bern, 1.3.2026"),
        new RegExp(
          `${PLACE_LINE},\\s+(im\\s+|am\\s+|den\\s+)?((\\d{1,2}\\.\\s*)?(${MONTHS_DE})\\s+\\d{4}|${NUMERIC_DATE})${LINE_END}`,
          "iu",
        ),
        // or the date of a decision ("Beschlossen an der Generalversammlung vom 14. März 2025").
        new RegExp(
          `\\b(beschlossen|genehmigt|verabschiedet|erlassen|in kraft gesetzt)\\b[^.\\n]{0,80}\\b(vom|am)\\s+(\\d{1,2}\\.\\s*(${MONTHS_DE})\\s+\\d{4}|${NUMERIC_DATE})`,
          "iu",
        ),
      ],
      fr: [
        /\b(version|mise à jour|état au|en vigueur dès le|date)\b\s*:?\s*(du\s+|le\s+)?[\d.]+/iu,
        /\b(version|mise à jour|état au|en vigueur dès le|date)\b\s*:?\s*(du\s+|le\s+)?(\d{1,2}(er)?\s+)?(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\s+\d{4}/iu,
        // "Neuchâtel, le 5 mai 2026" on a line of its own; "adopté par l'assemblée générale du 3 mars 2025".
        new RegExp(`${PLACE_LINE},\\s+(le\\s+|en\\s+)?((\\d{1,2}(er)?\\s+)?(${MONTHS_FR})\\s+\\d{4}|${NUMERIC_DATE})${LINE_END}`, "iu"),
        new RegExp(
          `\\b(adoptée?s?|approuvée?s?|arrêtée?s?)\\b[^.\\n]{0,80}\\b(du|le)\\s+(\\d{1,2}(er)?\\s+(${MONTHS_FR})\\s+\\d{4}|${NUMERIC_DATE})`,
          "iu",
        ),
      ],
      en: [/\b(last updated|version|effective( date)?)\b\s*:?\s*[\d.]+/iu, /\blast updated\b\s*:?\s*\p{L}+ \d{1,2},? \d{4}/iu],
    },
    found: "Die Erklärung nennt ein Datum oder eine Version.",
    missing: "Es fehlt ein Datum oder eine Versionsangabe; so ist nicht erkennbar, welche Fassung gilt.",
  },
];
