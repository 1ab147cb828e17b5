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
      ],
      fr: [/\bresponsable du traitement\b/iu, /\bresponsable de (la|ce) traitement\b/iu],
      en: [/\bcontroller\b/iu, /\bresponsible for (the )?processing\b/iu],
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
      ],
      fr: [/\bfinalités?\b/iu, /\bà des fins\b/iu, /\bdans le but\b/iu],
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
        /\bauftragsbearbeiter\w*\b/iu,
        /dienstleister\w*\b/iu,
        /\bübermittel\w*\b/iu,
      ],
      fr: [/\bdestinataires?\b/iu, /\bcommuniqu\w+\b.{0,60}\b(à|aux)\b/iu, /\bsous-traitants?\b/iu, /\btransmett\w*|transmis\b/iu],
      en: [/\brecipients?\b/iu, /\bshare\b.{0,40}\bwith\b/iu, /\bdisclose\w*\b/iu, /\bprocessors?\b/iu, /\bservice providers?\b/iu],
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
      ],
      fr: [/\bl'étranger\b|\bà l’étranger\b/iu, /\b(états-unis|pays tiers|etats-unis|union européenne|eee)\b/iu],
      en: [/\babroad\b/iu, /\b(united states|third countr\w+|outside switzerland)\b/iu],
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
      de: [/\b(keine|nicht)\b[^.]{0,60}\bins ausland\b/iu, /\b(ausschliesslich|nur) in der schweiz\b/iu],
      fr: [/\baucune?\b[^.]{0,60}\bà l['’]étranger\b/iu, /\b(exclusivement|uniquement) en suisse\b/iu],
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
        /\bauskunfteien\b|\bhandelsregister\b/iu,
        /\bherkunft der (daten|personendaten)\b/iu,
        /\berhalten wir\b.{0,30}\b(daten|angaben|informationen)\b.{0,10}\b(von|aus)\b/iu,
      ],
      fr: [/\bde tiers\b|\bauprès de tiers\b/iu, /\bsources accessibles au public\b/iu],
      en: [/\bfrom third parties\b/iu, /\bpublicly (available|accessible) sources\b/iu],
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
      ],
      fr: [/\bdécisions? individuelles? automatisées?\b/iu, /\bdécision\w*\b.{0,60}\bautomatis\w*\b/iu],
      en: [/\bautomated (individual )?decision\w*\b/iu],
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
      ],
      fr: [/\bconserv\w*\b/iu, /\bdurée de conservation\b/iu, /\bsupprimé\w*\b/iu],
      en: [/\bretain\w*\b|\bretention\b/iu, /\bdeleted? after\b/iu],
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
      de: [/\bauskunft\w*\b/iu, /\bberichtigung\b/iu, /\blöschung\b/iu, /\bwiderspr\w+\b/iu, /\bdatenherausgabe\b|\bdatenübertragung\b/iu],
      fr: [/\bdroit d['’]accès\b/iu, /\brectification\b/iu, /\beffacement\b|\bsuppression\b/iu, /\bopposition\b/iu],
      en: [/\bright of access\b|\baccess request\b/iu, /\brectification\b|\bcorrection\b/iu, /\berasure\b|\bdeletion\b/iu],
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
        /\b(stand|version|zuletzt (aktualisiert|geändert)|gültig ab)\b\s*:?\s*[\d.]+/iu,
        /\b(stand|version|gültig ab)\b\s*:?\s*(\d{1,2}\.?\s*)?(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\s+\d{4}/iu,
      ],
      fr: [
        /\b(version|mise à jour|état au|en vigueur dès le)\b\s*:?\s*(du\s+)?[\d.]+/iu,
        /\b(version|mise à jour)\b\s*:?\s*(du\s+)?(\d{1,2}(er)?\s+)?(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\s+\d{4}/iu,
      ],
      en: [/\b(last updated|version|effective( date)?)\b\s*:?\s*[\d.]+/iu, /\blast updated\b\s*:?\s*\p{L}+ \d{1,2},? \d{4}/iu],
    },
    found: "Die Erklärung nennt ein Datum oder eine Version.",
    missing: "Es fehlt ein Datum oder eine Versionsangabe; so ist nicht erkennbar, welche Fassung gilt.",
  },
];
