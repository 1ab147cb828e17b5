// Names of states in French, Italian and English (German in the first column for reading), so
// that "une imprimerie au Maroc" reaches the rules on disclosure abroad. Whether the Federal
// Council lists a state as adequate (DSV Anhang 1, as our entry summarises it) decides which
// German words are added: the list, or the guarantees needed elsewhere. Not used for German
// questions: there the names made questions about tax or permits abroad look like ours
// (cross-validated, docs/decisions/004-german-retrieval.md). No "Datenschutz" among the added words,
// for the same reason.
type Names = [de: string, fr: string, it: string, en: string];

const ADEQUATE: Names[] = [
  ["deutschland", "allemagne", "germania", "germany"],
  ["österreich", "autriche", "austria", "austria"],
  ["frankreich", "france", "francia", "france"],
  ["italien", "italie", "italia", "italy"],
  ["liechtenstein", "liechtenstein", "liechtenstein", "liechtenstein"],
  ["spanien", "espagne", "spagna", "spain"],
  ["portugal", "portugal", "portogallo", "portugal"],
  ["irland", "irlande", "irlanda", "ireland"],
  ["niederlande", "pays-bas", "olanda", "netherlands"],
  ["holland", "hollande", "paesi bassi", "holland"],
  ["belgien", "belgique", "belgio", "belgium"],
  ["luxemburg", "luxembourg", "lussemburgo", "luxembourg"],
  ["dänemark", "danemark", "danimarca", "denmark"],
  ["schweden", "suède", "svezia", "sweden"],
  ["finnland", "finlande", "finlandia", "finland"],
  ["norwegen", "norvège", "norvegia", "norway"],
  ["island", "islande", "islanda", "iceland"],
  ["polen", "pologne", "polonia", "poland"],
  ["tschechien", "tchéquie", "cechia", "czechia"],
  ["slowakei", "slovaquie", "slovacchia", "slovakia"],
  ["ungarn", "hongrie", "ungheria", "hungary"],
  ["slowenien", "slovénie", "slovenia", "slovenia"],
  ["kroatien", "croatie", "croazia", "croatia"],
  ["rumänien", "roumanie", "romania", "romania"],
  ["bulgarien", "bulgarie", "bulgaria", "bulgaria"],
  ["griechenland", "grèce", "grecia", "greece"],
  ["zypern", "chypre", "cipro", "cyprus"],
  ["malta", "malte", "malta", "malta"],
  ["estland", "estonie", "estonia", "estonia"],
  ["lettland", "lettonie", "lettonia", "latvia"],
  ["litauen", "lituanie", "lituania", "lithuania"],
  ["grossbritannien", "grande-bretagne", "gran bretagna", "britain"],
  ["england", "angleterre", "inghilterra", "england"],
  ["andorra", "andorre", "andorra", "andorra"],
  ["argentinien", "argentine", "argentina", "argentina"],
  ["israel", "israël", "israele", "israel"],
  ["monaco", "monaco", "monaco", "monaco"],
  ["neuseeland", "nouvelle-zélande", "nuova zelanda", "new zealand"],
  ["uruguay", "uruguay", "uruguay", "uruguay"],
  ["kanada", "canada", "canada", "canada"],
];

const NOT_LISTED: Names[] = [
  ["indien", "inde", "india", "india"],
  ["china", "chine", "cina", "china"],
  ["japan", "japon", "giappone", "japan"],
  ["russland", "russie", "russia", "russia"],
  ["türkei", "turquie", "turchia", "turkey"],
  ["marokko", "maroc", "marocco", "morocco"],
  ["tunesien", "tunisie", "tunisia", "tunisia"],
  ["ägypten", "égypte", "egitto", "egypt"],
  ["brasilien", "brésil", "brasile", "brazil"],
  ["mexiko", "mexique", "messico", "mexico"],
  ["australien", "australie", "australia", "australia"],
  ["singapur", "singapour", "singapore", "singapore"],
  ["philippinen", "philippines", "filippine", "philippines"],
  ["vietnam", "vietnam", "vietnam", "vietnam"],
  ["thailand", "thaïlande", "tailandia", "thailand"],
  ["ukraine", "ukraine", "ucraina", "ukraine"],
  ["serbien", "serbie", "serbia", "serbia"],
  ["kosovo", "kosovo", "kosovo", "kosovo"],
  ["nordmazedonien", "macédoine", "macedonia", "macedonia"],
  ["albanien", "albanie", "albania", "albania"],
  ["südafrika", "afrique du sud", "sudafrica", "south africa"],
  ["nigeria", "nigeria", "nigeria", "nigeria"],
  ["kenia", "kenya", "kenya", "kenya"],
  ["pakistan", "pakistan", "pakistan", "pakistan"],
  ["bangladesch", "bangladesh", "bangladesh", "bangladesh"],
  ["dubai", "dubaï", "dubai", "dubai"],
  ["emirate", "émirats", "emirati", "emirates"],
  ["katar", "qatar", "qatar", "qatar"],
  ["saudi-arabien", "arabie saoudite", "arabia saudita", "saudi arabia"],
  ["südkorea", "corée", "corea", "korea"],
  ["taiwan", "taïwan", "taiwan", "taiwan"],
  ["hongkong", "hong kong", "hong kong", "hong kong"],
  ["malaysia", "malaisie", "malesia", "malaysia"],
  ["indonesien", "indonésie", "indonesia", "indonesia"],
  ["kolumbien", "colombie", "colombia", "colombia"],
  ["chile", "chili", "cile", "chile"],
  ["peru", "pérou", "perù", "peru"],
];

const LISTED_WORDS = "Ausland Staaten angemessen";
const GUARANTEE_WORDS = "Ausland Garantien Standardvertragsklauseln";

/** Country names of one language with the German words to search for. */
export function countryWords(language: 0 | 1 | 2 | 3): [string, string][] {
  return [
    ...ADEQUATE.map((names): [string, string] => [names[language], LISTED_WORDS]),
    ...NOT_LISTED.map((names): [string, string] => [names[language], GUARANTEE_WORDS]),
  ];
}
