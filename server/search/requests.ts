// Requests that are not a question about data-protection or supervisory law, whatever data words
// they contain (issue 24): writing a poem, picking shares, a spreadsheet formula, VAT, copyright, a
// notice period, or the GDPR for a purely foreign company. They are declined before any ranking,
// in every language, so that neither the composed answer nor a language model cites anything.

// Something done with people's data: a question that also says this stays a data question
// ("Darf die Treuhänderin unsere Excel-Liste mit Löhnen weitergeben?").
const DATA_ACTION =
  /(?<!\p{L})(?:bearbeit|weiterge|weiterzugeb|bekanntge|bekanntzugeb|speicher|gespeichert|lösch|aufbewahr|veröffentlich|einsicht|auskunft|überwach|einwillig|zugriff|partag|communiqu|conserv|condivi|comunica|share|disclos|store|retain)/iu;

// Verse (also in compounds: "Geburtstagsgedicht") and a request to write it.
const VERSE =
  /gedicht|vierzeiler|songtext|liedtext|(?<!\p{L})(?:reim|verse|limerick|haiku|witz|poème|poeme|poésie|poesia|filastrocca|poem|rhyme|lyrics|joke)/iu;
const WRITE = /(?<!\p{L})(?:schreib|verfass|dicht|erfind|reim|kannst du|könntest du|mach mir|écri|ecri|compos|scriv|inventa|write)/iu;

/** Each class: what makes the request one, and whether a data action can still make it ours. */
const CLASSES: { name: string; test: (q: string) => boolean; unlessDataAction: boolean }[] = [
  {
    // Asked to write verse or a joke, even about data protection or the EDÖB.
    name: "creative writing",
    test: (q) => VERSE.test(q) && WRITE.test(q),
    unlessDataAction: false,
  },
  {
    name: "investment advice",
    test: (q) =>
      /(?<!\p{L})(?:aktien?|stocks?|shares|actions|azioni|etfs?|fonds|bitcoin|krypto\p{L}*)(?!\p{L})/iu.test(q) &&
      /(?<!\p{L})(?:kaufen|verkaufen|investieren|anlegen|buy|sell|invest|acheter|vendre|comprare|vendere)/iu.test(q),
    unlessDataAction: true,
  },
  {
    name: "spreadsheet formula",
    test: (q) =>
      /(?<!\p{L})(?:sverweis|xverweis|wverweis|vlookup|xlookup|hlookup|recherchev|cerca\.vert)(?!\p{L})/iu.test(q) ||
      (/(?<!\p{L})(?:excel|spreadsheet|tabellenkalkulation|google sheets|calc)(?!\p{L})/iu.test(q) &&
        /(?<!\p{L})(?:formel|formula|formule|funktion|function|fonction|funzione|makro|macro|pivot)/iu.test(q)),
    unlessDataAction: true,
  },
  {
    name: "value added tax",
    test: (q) => /(?<!\p{L})(?:mehrwertsteuer\p{L}*|mwst|vat|tva|iva)(?!\p{L})/iu.test(q),
    unlessDataAction: true,
  },
  {
    name: "copyright",
    test: (q) => /(?<!\p{L})(?:urheberrecht\p{L}*|copyright|droit d'auteur|diritto d'autore|markenrecht\p{L}*)/iu.test(q),
    unlessDataAction: true,
  },
  {
    name: "notice period",
    test: (q) => /(?<!\p{L})(?:kündigungsfrist\p{L}*|notice period|délai de (?:congé|résiliation)|termine di disdetta)/iu.test(q),
    unlessDataAction: true,
  },
  {
    // The GDPR for a company with no Swiss link: another country's authority or foreign customers only.
    name: "foreign GDPR",
    test: (q) =>
      /(?<!\p{L})(?:dsgvo|gdpr|rgpd)(?!\p{L})/iu.test(q) &&
      /(?<!\p{L})(?:landesamt|landesdatenschutz|bayerisch\p{L}*|cnil|garante|ico|dpc|aepd|ausschliesslich (?:deutsch|österreichisch|französisch|italienisch)\p{L}* kunden|nur (?:deutsch|österreichisch|eu-)\p{L}* kunden)(?!\p{L})/iu.test(
        q,
      ) &&
      !/(?<!\p{L})(?:schweiz\p{L}*|swiss|suisse|svizzer\p{L}*|edöb|edoeb|dsg|revdsg)(?!\p{L})/iu.test(q),
    unlessDataAction: false,
  },
];

/** The class of a request that is not ours to answer, or undefined. */
export function nonLegalRequest(question: string): string | undefined {
  const action = DATA_ACTION.test(question);
  return CLASSES.find((c) => c.test(question) && !(c.unlessDataAction && action))?.name;
}
