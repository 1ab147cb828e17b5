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
  /gedicht|vierzeiler|songtext|liedtext|werbespruch|werbetext|(?<!\p{L})(?:reim|verse|limerick|haiku|witz|slogan|claim|poème|poeme|poésie|poesia|filastrocca|poem|rhyme|lyrics|joke|tagline)/iu;
const WRITE = /(?<!\p{L})(?:schreib|verfass|dicht|erfind|reim|kannst du|könntest du|mach mir|écri|ecri|compos|scriv|inventa|write)/iu;

// A legal cue: a question about what is allowed or owed keeps an IT or HR request ours ("Müssen wir
// die Laptops verschlüsseln?" is about the duty of data security, "Wie verschlüssle ich …?" is IT).
const LEGAL_CUE =
  /(?<!\p{L})(?:darf|dürfen|muss|müssen|erlaubt|zulässig|pflicht\p{L}*|gesetz\p{L}*|dsg|dsv|edöb|rechtlich|haft\p{L}*|strafbar|einwillig\p{L}*|peut-on|doit|devons|obligatoire|légal|possiamo|dobbiamo|obbligo|legale|may we|must we|allowed|lawful|legal)(?!\p{L})/iu;
// Office IT that someone wants to get working, and a how-to or a fault report about it.
const IT_OBJECT =
  /(?<!\p{L})(?:drucker|papierstau|outlook|excel|google sheets|duplikate|festplatte\p{L}*|bitlocker|filevault|laptop|router|wlan|wi-?fi|windows|macos|iphone|android|python|javascript|skript|script|programm|makro|imprimante|disque|stampante|disco|printer|disk|drive|word|powerpoint|inhaltsverzeichnis|computer|pc|notebook|lüfter|akku|bildschirm|ordinateur|portable|computer portatile|fan|battery)(?!\p{L})/iu;
const HOW_TO =
  /(?<!\p{L})(?:wie (?:kann|entferne|aktiviere|richte|mache|erstelle|verschlüssle|lösche|installiere|finde|bekomme)|was kann ich tun|woran liegt|warum (?:wird|ist|geht|startet|läuft|stürzt)|wird (?:\p{L}+ )*(?:heiss|langsam|laut)|stürzt (?:\p{L}+ )?ab|funktioniert nicht|why (?:does|is)|what causes|pourquoi (?:mon|ma|le|la)|perché (?:il|la|mio|mia)|synchronisiert nicht|zeigt (?:ständig|immer)|comment (?:faire|supprimer|chiffrer|activer)|come (?:faccio|posso|si fa)|how (?:do|can) i|how to|can you write|write me|schreib mir|programmier)/iu;

// A request for something to be produced (a mail, a post, a translation, ideas) rather than a
// question: a producing verb opens a sentence ("Formuliere mir …", "Übersetze …", "Write a …",
// "Pouvez-vous traduire …", "Hast du drei Ideen …"). With no legal cue it asks for a text, not the law.
const PRODUCE =
  /(?:^|[.!?:]\s+)(?:bitte\s+)?(?:formulier\p{L}*|schreib\p{L}*|übersetz\p{L}*|entwirf|entwerf\p{L}*|verfass\p{L}*|hast du (?:\p{L}+ )?(?:ideen|tipps|vorschläge)|write|draft|translate|give me (?:\p{L}+ )?(?:ideas|tips)|(?:pouvez-vous|peux-tu) (?:traduire|écrire|rédiger)|traduis|rédige|scrivi|traduci|dammi (?:\p{L}+ )?idee)(?!\p{L})/iu;
// A foreign data-protection law for a company whose customers are all abroad.
const FOREIGN_LAW = /(?<!\p{L})(?:dsgvo|gdpr|rgpd|ccpa|cpra|hipaa)(?!\p{L})/iu;
// "n'a que des clients belges", "only Irish customers", "nur Kunden in Österreich": foreign customers only.
const FOREIGN_ONLY =
  /(?<!\p{L})(?:only (?:has |have )?(?:us|eu|american|german|french|italian|uk|british|irish|belgian|dutch|austrian|spanish)|solo clienti|nur (?:deutsch|österreichisch|eu-|us-|amerikanisch)\p{L}*|nur kunden (?:in|aus)|uniquement des clients|(?:n'(?:a|avons|ont) )?que des clients|ausschliesslich (?:deutsch|österreichisch|französisch|italienisch|amerikanisch)\p{L}*)(?!\p{L})/iu;
const SWISS_LINK = /(?<!\p{L})(?:schweiz\p{L}*|swiss|suisse|svizzer\p{L}*|edöb|edoeb|dsg|revdsg)(?!\p{L})/iu;

// Works and signs protected by copyright or trademark law, and what people want to do with them.
const WORK =
  /(?<!\p{L})(?:logos?|marke|markenzeichen|musik\p{L}*|songs?|lieder|liedes|hintergrundmusik|schriftart|trademark|brand|music|musique|chanson|marque|musica|canzon\p{L}*|marchio)(?!\p{L})/iu;
const USE_OF_WORK =
  /(?<!\p{L})(?:druck\p{L}*|bedruck\p{L}*|verkauf\p{L}*|abspiel\p{L}*|spielen|unterleg\p{L}*|print\p{L}*|sell\p{L}*|play\p{L}*|imprim\p{L}*|vend\p{L}*|jouer|diffuser|stampa\p{L}*|suonare|trasmettere)(?!\p{L})/iu;
const RECOMMEND =
  /(?<!\p{L})(?:empfiehl\p{L}*|empfehlen|kennst du|tipp für|consigli\p{L}*|recommend\p{L}*|conseill\p{L}*|suggest\p{L}*)(?!\p{L})/iu;
const PLACE =
  /(?<!\p{L})(?:restaurant\p{L}*|ristorant\p{L}*|hotel\p{L}*|albergo|bar|café|caffè|beiz|pizzeria|ausflug\p{L}*|reiseziel|cena|abendessen|dinner|dîner|pranzo|mittagessen|lunch)(?!\p{L})/iu;

const PAY = /(?<!\p{L})(?:jahreslohn|monatslohn|lohn|gehalt|salär|salary|salaire|stipendio|retribuzione)(?!\p{L})/iu;

/** Each class: what makes the request one, and whether a data action can still make it ours. */
const CLASSES: { name: string; test: (q: string) => boolean; unlessDataAction: boolean }[] = [
  {
    // Asked to write verse or a joke, even about data protection or the EDÖB.
    name: "creative writing",
    test: (q) => VERSE.test(q) && WRITE.test(q),
    unlessDataAction: false,
  },
  {
    // A text, translation or ideas to produce, with no question of what is allowed or owed.
    name: "text to produce",
    test: (q) => PRODUCE.test(q) && !LEGAL_CUE.test(q),
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
        /(?<!\p{L})(?:formel|formula|formule|funktion|function|fonction|funzione|makro|macro|pivot)/iu.test(q)) ||
      // A database query to write ("eine Abfrage … Wie sieht die SQL-Anweisung aus?").
      (/(?<!\p{L})(?:sql|access-datenbank|datenbank|database)/iu.test(q) &&
        /(?:abfrage|query|sql-anweisung|select)/iu.test(q) &&
        !LEGAL_CUE.test(q)),
    unlessDataAction: true,
  },
  {
    name: "value added tax",
    test: (q) => /(?<!\p{L})(?:mehrwertsteuer\p{L}*|mwst|vat|tva|iva)(?!\p{L})/iu.test(q),
    unlessDataAction: true,
  },
  {
    // Copyright and trademarks, also without the word: a logo, a brand or music to print, sell or play.
    name: "copyright",
    test: (q) =>
      /(?<!\p{L})(?:urheberrecht\p{L}*|copyright|droit d'auteur|diritto d'autore|markenrecht\p{L}*)/iu.test(q) ||
      (WORK.test(q) && USE_OF_WORK.test(q)),
    unlessDataAction: true,
  },
  {
    // Where to eat, stay or go: a recommendation, not a legal question.
    name: "recommendation",
    test: (q) => RECOMMEND.test(q) && PLACE.test(q),
    unlessDataAction: true,
  },
  {
    name: "notice period",
    test: (q) => /(?<!\p{L})(?:kündigungsfrist\p{L}*|notice period|délai de (?:congé|résiliation)|termine di disdetta)/iu.test(q),
    unlessDataAction: true,
  },
  {
    // Office IT how-to or a script to write, with no question of what is allowed ("Wie entferne ich
    // Duplikate in meiner Excel-Liste 'Personendaten'?", "Write me a Python script for fake data").
    name: "IT support",
    test: (q) => IT_OBJECT.test(q) && HOW_TO.test(q) && !LEGAL_CUE.test(q),
    unlessDataAction: true,
  },
  {
    // What someone earns or may ask for in pay, or how many days off: employment terms, not data.
    name: "pay and leave",
    test: (q) =>
      (PAY.test(q) &&
        /(?<!\p{L})(?:verlangen|verdien\p{L}*|realistisch\p{L}*|marktüblich|earn|gagner|guadagn\p{L}*|négocier|negoziare|negotiate)/iu.test(
          q,
        ) &&
        /(?<!\p{L})(?:ich|i|je|io)(?!\p{L})/iu.test(q)) ||
      // What a job earns on average, and a pay cut or rise for fewer or more days.
      /(?<!\p{L})(?:was|wie viel) verdien\p{L}*|(?:how much|what) does (?:\p{L}+ ){0,4}earn|combien gagne|quanto guadagna/iu.test(q) ||
      (PAY.test(q) &&
        /(?<!\p{L})(?:kürzen|reduzieren|senken|erhöhen|anpassen|reduce|cut|lower|raise|réduire|baisser|diminuer|augmenter|ridurre|diminuire|aumentare)(?!\p{L})/iu.test(
          q,
        )) ||
      (/(?<!\p{L})(?:ferien|ferientage|urlaub|vacances|vacanze|holidays?)(?!\p{L})/iu.test(q) &&
        /(?<!\p{L})(?:ablehnen|verweigern|gewähren|am stück|wie viele|refuser|rifiutare|refuse|how many)(?!\p{L})/iu.test(q)),
    unlessDataAction: true,
  },
  {
    // The GDPR for a company with no Swiss link: another country's authority or foreign customers only.
    name: "foreign GDPR",
    test: (q) =>
      (FOREIGN_LAW.test(q) && FOREIGN_ONLY.test(q) && !SWISS_LINK.test(q)) ||
      (/(?<!\p{L})(?:dsgvo|gdpr|rgpd)(?!\p{L})/iu.test(q) &&
        /(?<!\p{L})(?:landesamt|landesdatenschutz|bayerisch\p{L}*|cnil|garante|ico|dpc|aepd|ausschliesslich (?:deutsch|österreichisch|französisch|italienisch)\p{L}* kunden|nur (?:deutsch|österreichisch|eu-)\p{L}* kunden)(?!\p{L})/iu.test(
          q,
        ) &&
        !/(?<!\p{L})(?:schweiz\p{L}*|swiss|suisse|svizzer\p{L}*|edöb|edoeb|dsg|revdsg)(?!\p{L})/iu.test(q)),
    unlessDataAction: false,
  },
];

/** The class of a request that is not ours to answer, or undefined. */
export function nonLegalRequest(question: string): string | undefined {
  const action = DATA_ACTION.test(question);
  return CLASSES.find((c) => c.test(question) && !(c.unlessDataAction && action))?.name;
}
