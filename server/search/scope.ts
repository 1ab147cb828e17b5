// Signals for deciding whether a question is about Swiss data protection at all. Two small
// lexicons of word beginnings (matched against folded words, so they cover word forms and
// compounds): what makes a question a data question, and the core vocabulary of the fields of
// law people confuse with it. The decision itself is learned (knowledge/model.json).
import { fold } from "./analyzer.js";
import { lastOf, Memo } from "./memo.js";

// Information about people and what is done with it, in German, French, Italian and English.
const DATA_TOPIC = (
  "daten personendat datensch datenbank information angaben auskunft einsicht akte akten dossier datei kartei register verzeichnis " +
  "foto fotos bild bilder video kamera aufnahme aufnehm aufgenommen aufzeichn gefilmt filmen überwach ueberwach tracking tracker track standort gps ortung " +
  "profil profiling gespeichert speicher löschen lösch gelöscht vernicht anonymis pseudonym verschlüssel weitergeb weitergab weitergegeben bekanntgeb veröffentlich publizier gepostet posten teilen geteilt " +
  "adress telefonnummer handynummer natelnummer nummern mailadress kontakt newsletter werbung werbemail werbeanruf spam marketing cookie pixel analytics " +
  "passwort hacker hack phishing trojaner ransomware virus cyber leck panne gestohlen geklaut entwendet sicherheitslück backup " +
  "versehentlich verteiler login eingeloggt " +
  "geheimnis geheim vertraulich schweigepflicht berufsgeheim arztgeheim bankgeheim diagnose krankengeschicht patient röntgen labor gesundheit befund arztbericht " +
  "biometr fingerabdr gesichtserkenn dna genetisch religion gewerkschaft sexuell strafregister betreibung bonität kreditwürdig auskunftei " +
  "postfach mailbox mails e-mail e-mails emails mailverlauf mitles chats whatsapp nachrichten kundenkarte treuekarte bonuskarte liste listen personaldossier personalakte bewerbung lebenslauf zeugnis referenz " +
  "privat privatsphäre persönlichkeit edöb datenschutzberater chatgpt künstlich algorithm automatisiert " +
  // The law's own terms for its roles and duties.
  "auftragsverarbeit auftragsbearbeit dsfa folgenabschätzung bearbeitungsverzeichnis sous-traitant aipd subappaltator dpia processor " +
  // A person's identifier, a record of what someone does at the screen, a message sent in error:
  // the data of people even where the rest of the message speaks of pensions or software (session 13).
  "ahv-nummer ahvn13 sozialversicherungsnummer screenshot keylogger irrtümlich " +
  // The social-assistance office told about someone (a debt, a benefit): a disclosure of data that
  // the DSG counts as sensitive (measures of social assistance) and KVG Art. 84a allows an insurer.
  "sozialamt sozialdienst sozialbehörd " +
  // Telling others about someone, looking into their records, evaluating what is known about them.
  "erwähnt erwähnen erzählt herumerzählt mitgeteilt verraten ausgeplaudert zugriff zugriffe einsehen unterlagen personalordner namen " +
  "auswerten ausgewertet analysier vorerkrank antidepress " +
  "données donnee fichier photo caméra camera vidéosurveillance surveillance effacer supprimer accès acces renseignement confidentiel secret santé sante empreinte piratage fuite " +
  "dati dato fotografie telecamer videosorveglianza cancellare accesso riservat segreto salute impronte violazione informazioni pubblicit elenco " +
  "data personal privacy photo picture recording surveillance delete erase access breach leak hacked password consent emails cookies tracking fingerprint birthdays"
)
  .split(/\s+/)
  .map(fold);

// Core words of neighbouring fields (tenancy, tax, traffic, inheritance and family, company and
// contract law, employment terms, EU institutions, IT administration).
const OTHER_FIELDS = (
  "miete mietzins mieterhöhung referenzzins nebenkosten mietvertrag mietkaution mietwohnung untermiete untervermiet " +
  "kündigungsfrist kündigen gekündigt kündigung ferien ferientage ferienanspruch überstunden monatslohn lohn gehalt probezeit arbeitszeit kompensier mutterschaftsurlaub " +
  "steuer steuererklärung abzug abziehen mehrwertsteuer " +
  "geblitzt tempo geschwindigkeit führerausweis fahrausweis parkbusse strassenverkehr unfall " +
  "testament erbe erben erbschaft pflichtteil nachlass scheidung unterhalt sorgerecht heirat ehepaar ehefrau ehemann " +
  "gmbh aktiengesellschaft stammkapital aktienkapital notar handelsregistereintrag handelsregister einzelfirma kollektivgesellschaft gründen gründung " +
  // Collective labour law, moving day, mortgages, towing: other fields people ask about.
  "streik warnstreik streiken zügeltag hypothek amortisation abschlepp " +
  "garantie gewährleistung occasion mangel mängel getriebe rückgabe umtausch kaufvertrag " +
  "nachbar baum hecke laub grenzabstand lärm " +
  "aufenthaltsbewilligung bewilligung einbürgerung visum niederlassung ahv-rente rente pensionskasse taggeld " +
  "grundversicherung zahlt franchise selbstbehalt prämie prämienverbilligung brille verrechnet teuer " +
  "handyvertrag vorzeitig " +
  "rasen mähen ruhezeit " +
  "europäisch datenschutzausschuss edsa edpb one-stop-shop federführend irland eu-kommission eugh mitgliedstaat " +
  "vpn router drucker installier einricht konfigurier software excel wordpress zertifikat nas " +
  // Devices, apps and how-to: questions about using them, not about the people in the data.
  "iphone ipad android macbook icloud onedrive dropbox windows festplatte usb-stick formel formatier passwortmanager bitwarden 1password " +
  // Getting into an account or a broken device back: support, not the law ("Passwort vergessen, wie zurücksetzen?").
  "zurücksetz entsperr gesperrt lesbar kaputt defekt " +
  "spf dkim domain wix squarespace bexio abacus smartwatch drohne " +
  // Choosing and paying: which product is best or cheapest, what something costs.
  "empfehlt empfehlen empfiehlst günstigste günstigsten billigste gebühren kontoführungsgebühren provision stundensatz trinkgeld " +
  // Sick leave and unemployment, terms of employment.
  "krankheitstag krankheitstage krankgeschrieben arbeitsunfähig einstelltage rav gesamtarbeitsvertrag " +
  // Other countries' data protection authorities and EU rules the assistant does not cover.
  "irische irischen bayern baylda dpc bundesdatenschutzbeauftragte hochrisiko-ki " +
  "loyer impôt impot héritage heritage divorce licenciement licencier congé vacances grève déménagement hypothèque " +
  "affitto imposte eredità divorzio licenziamento disdetta ferie sciopero trasloco ipoteca " +
  "rent tax inheritance divorce dismissal holidays speeding strike mortgage"
)
  .split(/\s+/)
  .map(fold);

// A short stem ("bild", "lohn", "akte") matches only its own inflections ("bilder", not "bildung");
// a longer one any word it begins, a long one also inside compounds.
const INFLECTIONS = ["", "s", "n", "e", "en", "er", "es", "ern"];
const matches = (word: string, p: string) =>
  p.length <= 4 ? INFLECTIONS.some((ending) => word === p + ending) : word.startsWith(p) || (p.length >= 6 && word.includes(p));
const matchesAny = (word: string, prefixes: string[]) => prefixes.some((p) => matches(word, p));

// Words that contain a data word but belong to another field: a doctor's certificate of sick
// leave ("Arztzeugnis") is a matter of employment terms unless something is done with its content.
// The same for a rent's reference interest rate ("Referenzzinssatz" holds "referenz", a job reference).
const NOT_DATA = ["arztzeugnis", "krankheitszeugnis", "arbeitsunfähigkeitszeugnis", "referenzzins"].map(fold);

// A channel named as the way something is sent ("per WhatsApp", "by e-mail") says how, not
// that personal data is at stake: "Kündigung per WhatsApp" is a question of form.
const MEDIUM =
  /(?<!\p{L})(?:per|via|über|ueber|by|par|tramite|mit)\s+(?:whatsapp|e-?mails?|mails?|sms|signal|threema|teams|telefon|fax|post|brief|einschreiben)(?!\p{L})/giu;

export interface ScopeSignals {
  dataTopic: number;
  otherFields: number;
}

/**
 * How many of a question's words belong to data protection and to other fields. The index's scope
 * features and the request model's cues both read them for the same question: counted once
 * (session 12), the same frozen value for both.
 */
export const scopeSignals = lastOf((question: string): ScopeSignals => Object.freeze(scopeSignalsOf(question)));

function scopeSignalsOf(question: string): ScopeSignals {
  const words =
    question
      .toLowerCase()
      .replace(MEDIUM, " ")
      .match(/[\p{L}\p{N}-]+/gu) ?? [];
  let dataTopic = 0;
  let otherFields = 0;
  for (const word of words) {
    const field = fieldsOfWords.get(word, fieldOfWord);
    if (field === "data") dataTopic++;
    else if (field === "other") otherFields++;
  }
  return { dataTopic, otherFields };
}

// A word's field is a fixed property of the word: tested against the lexicons once (issue 28), and
// remembered for the word as written too, so that a known word is not folded again (session 13).
const fields = new Memo<"data" | "other" | "none">();
const fieldsOfWords = new Memo<"data" | "other" | "none">();
const fieldOfWord = (word: string) => fields.get(fold(word), fieldOf);

function fieldOf(word: string): "data" | "other" | "none" {
  if (NOT_DATA.some((p) => word.startsWith(p))) return "other";
  if (matchesAny(word, DATA_TOPIC)) return "data";
  if (matchesAny(word, OTHER_FIELDS)) return "other";
  return "none";
}

// A Swiss act or authority named in the question (the EU's GDPR and its bodies are not ours).
const OUR_LAW =
  /\b(dsg|ndsg|revdsg|dsv|vdsz|kvg|kvv|epdg|hfg|finmag|bankg|argv|edöb|edoeb|finma|bag|datenschutzgesetz\w*|datenschutzverordnung|lpd|nlpd|olpd|fadp|pfpdt|ifpdt|fdpic)\b/i;

export function namesOurLaw(question: string): number {
  return OUR_LAW.test(question) || /\bArt\.?\s*\d/.test(question) ? 1 : 0;
}
