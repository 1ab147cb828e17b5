// Questions in French, Italian or English: the answer stays German (the product language), opened
// by one line in the question's language that says so; the refusal is written in that language;
// Fedlex links lead to the official text in the question's language where Fedlex publishes it.
import type { Language } from "../search/language.js";

export const ANSWER_IN_GERMAN: Record<Exclude<Language, "de">, string> = {
  fr: "Réponse en allemand, la langue de ce service ; les liens mènent au texte officiel en français.",
  it: "Risposta in tedesco, la lingua di questo servizio; i link portano al testo ufficiale in italiano.",
  en: "Answer in German, the language of this service; the links lead to the official English translation where Fedlex publishes one.",
};

export const NOT_COVERED_DE =
  "Dazu finde ich in meinen Quellen nichts Verlässliches: Die Frage liegt ausserhalb dessen, was dieser Assistent abdeckt. " +
  "Ich beantworte Fragen zum Schweizer Datenschutzrecht, also zum DSG und zur DSV, zur Datenbearbeitung nach KVG, KVV, EPDG und HFG, " +
  "zu den Datenregeln in OR, StGB, UWG, FMG, ZGB und BankG sowie zu den Vorgaben von FINMA, BAG und EDÖB. " +
  "Für andere Rechtsgebiete, etwa Miet-, Steuer-, Verkehrs-, Erb- oder Gesellschaftsrecht, wenden Sie sich bitte an eine Fachstelle oder an eine Anwältin oder einen Anwalt. " +
  "Wenn Ihre Frage doch den Datenschutz betrifft, beschreiben Sie bitte, welche Personendaten wer bearbeitet.";

const NOT_COVERED: Record<Language, string> = {
  de: NOT_COVERED_DE,
  fr:
    "Je ne trouve rien de fiable à ce sujet dans mes sources : la question sort de ce que couvre cet assistant. " +
    "Je réponds aux questions sur le droit suisse de la protection des données (LPD, OPDo, règles sur les données dans la LAMal, le CO, le CP et d'autres lois, " +
    "exigences de la FINMA, de l'OFSP et du PFPDT). Pour d'autres domaines, adressez-vous à un service spécialisé ou à une avocate ou un avocat. " +
    "Si votre question concerne bien la protection des données, précisez quelles données personnelles sont traitées et par qui.",
  it:
    "Nelle mie fonti non trovo nulla di affidabile su questo: la domanda esula da ciò che questo assistente copre. " +
    "Rispondo a domande sul diritto svizzero della protezione dei dati (LPD, OPDa, regole sui dati nella LAMal, nel CO, nel CP e in altre leggi, " +
    "requisiti di FINMA, UFSP e IFPDT). Per altri ambiti si rivolga a un servizio specializzato o a un'avvocata o un avvocato. " +
    "Se la domanda riguarda comunque la protezione dei dati, descriva quali dati personali sono trattati e da chi.",
  en:
    "I find nothing reliable on this in my sources: the question lies outside what this assistant covers. " +
    "I answer questions on Swiss data protection law (the FADP and its ordinance, the data rules of health insurance, contract, criminal and other acts, " +
    "and the requirements of FINMA, the FOPH and the FDPIC). For other fields, please contact a specialist office or a lawyer. " +
    "If your question does concern data protection, please describe which personal data are processed and by whom.",
};

export const notCovered = (language: Language = "de"): string => NOT_COVERED[language];

// Acts whose English translation Fedlex publishes (ordinances such as the KVV, ArGV 3 and VDSZ have
// none; their links stay German for English questions).
const ENGLISH_ACTS = new Set(["DSG", "DSV", "OR", "ZGB", "StGB", "FINMAG", "BankG", "UWG", "KVG", "HFG", "EPDG", "EpG", "FMG"]);

/** The Fedlex link in the question's language; other links (EDÖB, FINMA, BAG pages) stay as they are. */
export function localUrl(url: string, ref: string, language: Language = "de"): string {
  if (language === "de" || !/^https:\/\/www\.fedlex\.admin\.ch\/eli\/cc\/[^#]+\/de(?=#|$)/.test(url)) return url;
  if (language === "en" && !ENGLISH_ACTS.has(ref.split(" ")[0])) return url;
  return url.replace(/\/de(?=#|$)/, `/${language}`);
}
