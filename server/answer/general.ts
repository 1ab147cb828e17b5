// The general test as the lead where no specific rule governs (issue 24, decision 005, session 13).
// "Darf ich …?", "Ist das erlaubt?", "Muss ich das hinnehmen?" about passing on, publishing,
// keeping, using or collecting personal data in a situation no specific provision addresses (a
// tenant dossier sent to other landlords, a club's photos, a gym's wristband data used for
// marketing) is answered by a lawyer with the general test applied: the purpose the data were
// collected for and whether the new use fits it, proportionality, and otherwise a justification
// (DSG Art. 6, 30, 31). Before, such questions opened with whatever specific provision ranked first.
//
// The class is read from the question's form, not its topic: a permission question about a
// processing act. Where a specific rule governs the situation (an access request, a breach, bank or
// professional secrecy, employee data, cookies, mass advertising, cameras, recording calls, health
// insurers, transfers abroad, processors, public bodies, research) that rule keeps the lead. The
// patterns read what the user types: plain alternations of words, linear in its length (decision 018).

import { askingSentence } from "./polarity.js";

/** A permission question: may, allowed, or must one put up with it. German "kann" is left out: it asks for a right as often. */
const PERMISSION =
  /(?<!\p{L})(?:darf|dürfen|darfst|dürft|dürfte|dürften|dörf\p{L}*|törf\p{L}*|erlaubt|zulässig|gestattet|rechtens|legal|okay|ok|in ordnung|geht das|hinnehmen|akzeptieren|dulden|gefallen lassen|ai-je le droit|avons-nous le droit|a-t-(?:il|elle|on) le droit|ont-ils le droit|peut-on|pouvons-nous|puis-je|peut-(?:il|elle)|peuvent-(?:ils|elles)|permis|autorisé|licite|possiamo|posso|può|possono|permesso|consentito|lecito|(?:ha|hanno|abbiamo|ho) (?:il )?diritto|reicht das|genügt das|(?:can|may) (?:we|i|they|he|she|our|the|a|an)|allowed|permitted|lawful)(?!\p{L})/iu;

/** A question that asks what or how ("Was dürfen wir behalten?", "What can I ask a court for?") wants more than a yes or no. */
const OPEN_QUESTION =
  /^(?:und |aber |also )?(?:was|welche[nrs]?|wie|wo|wer|wem|wen|wann|warum|weshalb|wozu|what|which|how|who|when|why|que|quoi|quel(?:le)?s?|comment|qui|cosa|che cosa|quale|quali|come|chi|quando|perché)(?!\p{L})/iu;

/** Whether consent is needed ("Brauchen wir dafür eine Einwilligung?") asks the general test too. */
const CONSENT_ASKED =
  /(?<!\p{L})(?:brauch\p{L}*|bruuch\p{L}*|benötig\p{L}*|nötig|erforderlich|muss|müssen|need|needed|faut-il|falloir|serve|occorre|necessario)(?!\p{L}).{0,60}(?:einwilligung|zustimmung|einverständnis|erlaubnis|consentement|consenso|consent)/iu;

/** Passing data on to others or making them public. */
const DISCLOSE =
  /(?<!\p{L})(?:weiter(?:zu)?(?:geben|gegeben|gibt|leiten|geleitet|leitet|reichen|gereicht|verkaufen|verkauft|schicken|geschickt|senden|gesendet|sagen|erzählen)|bekannt(?:zu)?geben|bekanntgegeben|heraus(?:zu)?geben|herausgegeben|herausgibt|rausgeb\p{L}*|rausgegeben|verkauf\p{L}*|abkauf\p{L}*|dett[oa]|rivelat\p{L}*|raccontat\p{L}*|veröffentlich\p{L}*|publizier\p{L}*|post(?:en|et)|gepostet|online (?:zu )?stellen|hochla\p{L}*|hochgeladen|teil(?:en|t)|geteilt|zeig(?:en|t)|gezeigt|schick(?:en|t)|geschickt|send(?:en|et)|gesendet|mailen|gemailt|übergeb\p{L}*|übergegeben|übermitt\p{L}*|mitteil\p{L}*|mitgeteilt|erzähl\p{L}*|aushäng\p{L}*|ausgehängt|aufhäng\p{L}*|aufgehängt|(?:an die|ans) \p{L}+ häng\p{L}*|geb(?:en|t)|gibt(?! es(?!\p{L}))|gegeben|eintrag\p{L}*|eingetragen|hinzufüg\p{L}*|hinzugefügt|verrat\p{L}*|transmettre|transmis|communiquer|communiqué|partager|partagé|publier|publié|vendre|vendu|trasmett\p{L}*|comunicar\p{L}*|condivid\p{L}*|pubblica\p{L}*|vender\p{L}*|share|shared|sharing|pass(?:ing)? (?:it |them |this )?on|disclos\p{L}*|publish\p{L}*|post|posted|sell|sold|forward\p{L}*|hand (?:it |them )?over)(?!\p{L})/iu;

/** Keeping, using or collecting. */
const PROCESS =
  /(?<!\p{L})(?:aufbewahr\p{L}*|(?:ab)?speicher\p{L}*|gespeichert|behalt\p{L}*|behält|archivier\p{L}*|aufheben|aufgehoben|nutz(?:en|t)|genutzt|verwend\p{L}*|benutz\p{L}*|auswert\p{L}*|ausgewertet|abgleich\p{L}*|sammel\p{L}*|gesammelt|erheb\p{L}*|erhoben|erfass\p{L}*|notier\p{L}*|aufschreib\p{L}*|aufgeschrieben|conserver|garder|utiliser|exploiter|conservare|tenere|usare|utilizzar\p{L}*|raccogli\p{L}*|keep|store|retain|use|using|collect\p{L}*)(?!\p{L})/iu;

/** A new purpose: advertising, selling, someone else's ends. */
const NEW_PURPOSE =
  /(?:werb|marketing|sponsor|gewinnspiel|verkauf|abkauf|anderen? zweck|eigene[nr]? zweck|(?<!\p{L})auch für(?!\p{L})|zusätzlich für|training|trainier|publicit|pubblicit|advertis|autre fin|altri scopi|other purpose|for their own)/iu;

/** Data the law protects most (DSG Art. 5 lit. c), named in everyday words. */
const SENSITIVE =
  /(?:gesundheit|diagnos|krankheit|erkrank|krankgeschrieben|arztzeugnis|therapie|psychisch|schwanger|allergi|medikament|religi|konfession|(?<!\p{L})taufe|kirchenaustritt|kircheneintritt|freikirche|moschee|synagoge|gewerkschaft|parteimitglied|politische|vorstraf|strafregister|strafverfahren|verurteil|sozialhilfe|behinderung|sexuell|sexual|blutdruck|herzfrequenz|körperfett|laktat|blutzucker|genetisch|\bdna\b|biometr|fingerabdr|gesichtserkenn|ethnisch|\bhiv\b|sucht|santé|salute|health|casier judiciaire)/iu;

/** The person said no: an explicit objection makes further processing a violation (DSG Art. 30 Abs. 2 lit. b). */
const OBJECTION =
  /(?:(?:nicht|kein\p{L}*)(?: \p{L}+){0,3} mehr(?: \p{L}+){0,3} (?:will|wollen|möchte|erhalten|bekommen)|(?:will|wollen|möchte)(?: \p{L}+){0,3} (?:nicht|kein\p{L}*)(?: \p{L}+){0,2} mehr|widersproch|widerspr|widerruf|nicht (?:mehr )?einverstanden|(?:will|wollte|möchte) (?:das|dies|es) (?:aber )?nicht|ausdrücklich (?:gesagt|verlangt|untersagt|verboten|abgelehnt)|abgemeldet|abgelehnt|verweigert|nein gesagt|s'est opposé|opposé|opposto|opposizione|objected|opted out|refused)/iu;

/** Data the person made public herself (DSG Art. 30 Abs. 3). */
const SELF_PUBLISHED =
  /(?:(?:selbst|eigenen?)(?: \p{L}+){0,6} (?:veröffentlicht|publiziert|online gestellt|ins netz gestellt)|allgemein zugänglich|öffentlich zugänglich|handelsregister|publicly available|made public)/iu;

/** Data made anonymous before they are kept or used: no longer personal data (DSG Art. 5 lit. a); pseudonymised ones still are. */
const ANONYMISED = /(?<!pseud)(?:anonymis|anonymiz|anonimizz)/iu;
const PSEUDONYMISED = /(?:pseudonym|pseudonimi)/iu;

/** Kept without end: proportionality in time (DSG Art. 6 Abs. 4). */
const FOREVER =
  /(?:für immer|unbegrenzt|unbefristet|dauerhaft|jahrelang|auf unbestimmte zeit|auf ewig|forever|indefinitely|pour toujours|indéfiniment|per sempre)/iu;

/** Passed on to perform the contract with the person (DSG Art. 31 Abs. 2 lit. a). */
const FOR_THE_CONTRACT =
  /(?:inkasso|paketdienst|lieferdienst|kurier|zustell|lieferung|handwerker|installateur|monteur|reparatur|abwicklung des vertrag|vertragsabwicklung|livraison|consegna|delivery|artisan|riparazion|repair)/iu;

/**
 * Situations a specific provision governs, so that its rule leads rather than the general test
 * (the domains of decision 005's specific leads). Each names the situation as people describe it.
 */
const GOVERNED: [string, RegExp][] = [
  [
    "access",
    /(?:(?<!\p{L})a?uskunft(?!ei)|welche daten|über (?:ihn|sie|mich|uns) gespeichert|what data|quelles données|quali dati|einsicht|kopie (?:meiner|aller|von allem|der daten)|accès|accesso|right of access)/iu,
  ],
  [
    "breach",
    /(?:gehackt|hacker|datenpanne|datenleck|cyber|ransomware|phishing|sicherheitsvorfall|gestohlen|verloren|versehentlich|aus versehen|irrtümlich|falsche[nr]? (?:empfäng|adress)|breach|fuite)/iu,
  ],
  ["bank", /(?:(?<!\p{L})bank(?!ett)|banque|banca|finma)/iu],
  [
    "professional secrecy",
    /(?:arzt|ärzt|praxis|patient|pazient|spital|klinik|therapeut|psycholog|apothek|spitex|anwalt|anwält|notar|treuhänder|revisor|berufsgeheimnis|médecin|medico|doctor|avocat|avvocat)/iu,
  ],
  [
    "employment",
    /(?:arbeitgeb|arbeitnehm|mitarbeit|angestellt|personaldossier|personalakte|bewerb|(?<!\p{L})lohn|vorgesetzt|(?<!\p{L})hr(?!\p{L})|personalabteilung|kolleg|lernend|lehrling|employé|employeur|dipendent|datore di lavoro|employer|employee|staff)/iu,
  ],
  // Tracking on websites and apps; a GPS tracker in a car is no cookie.
  ["cookies", /(?:cookie|(?<!gps[- ]?)track(?:ing|er)|pixel|analytics|fingerprint)/iu],
  ["mass advertising", /(?:newsletter|werbe-?mail|e-mail-werbung|sms-werbung|werbe-?sms|massenwerbung|spam|werbung per|kaltakquise)/iu],
  ["camera", /(?:kamera|videoüberwach|cctv|webcam|caméra|vidéosurveillance|telecam|videosorveglian|video surveillance)/iu],
  ["recording", /(?:aufnehm|aufgenommen|aufzeichn|mitschneid|tonaufnahme|enregistr|registrar)/iu],
  // The KVG's rules are the basic insurance's; a supplementary insurer is a private one under the DSG.
  ["health insurer", /(?:krankenkass|krankenversicherer|grundversicher|caisse[- ]maladie|cassa malati|(?<!\p{L})kvg(?!\p{L}))/iu],
  [
    "abroad",
    /(?:ausland|ausländisch|(?<!\p{L})(?:usa|us|uk|eu|ewr)(?!\p{L})|amerika|drittstaat|cloud|server in|étranger|estero|abroad|deutschland|frankreich|italien|österreich|liechtenstein|vaduz|england|irland|indien|china|singapur|kanada|polen|spanien|portugal|ukraine|serbien|rumänien|israel|frankfurt|berlin|paris|london|dublin|mailand|wien)/iu,
  ],
  ["processor", /(?:auftragsbearbeit|dienstleister|outsourc|auslager|agentur|hosting|provider|rechenzentrum)/iu],
  // The body acting, as a word of its own: a parish newsletter or a cantonal sports federation is no authority.
  [
    "public body",
    /(?:polizei(?!lich)|polizist)|(?<!\p{L})(?:gemeinde(?:verwaltung|rat|behörde|kanzlei)?|kantone?|behörden?|amt|ämter|staatsanwalt\p{L}*|bundesorgan\p{L}*|gerichts?)(?!\p{L})/iu,
  ],
  // Research on people's health (HFG); other research falls under the DSG's justification, the general test.
  [
    "research",
    /(?:humanforschung|klinische[nr]? (?:studie|versuch)|ethikkommission|biobank|recherche sur l'être humain|ricerca sull'essere umano|human research)/iu,
  ],
  [
    "credit",
    /(?:bonität|betreibungsauskunft|kreditwürdig|auskunftei|wirtschaftsauskunft|credit (?:bureau|agency|check|report)|solvabilité|solvibilità)/iu,
  ],
];

export type GeneralVerdict = "no" | "yes" | "needed";
export type GeneralGround = "anonymised" | "public" | "objection" | "sensitive" | "purpose" | "disclosure" | "forever" | "sensitive-kept";

export interface GeneralTest {
  verdict: GeneralVerdict;
  grounds: GeneralGround[];
  /** The direct answer, in our own words. */
  text: string;
  /** DSG Art. 6 first; then Art. 30 (a violation) or Art. 31 (its justification). */
  refs: string[];
}

/**
 * Provisions on transfers abroad: where the ranking puts one first for a question about passing data
 * on, the question names a foreign place (the subject index knows the countries), and that rule
 * governs. Keeping data is no transfer, whatever the ranking reads into "speichern".
 */
const ABROAD_PROVISIONS = ["DSG Art. 16", "DSG Art. 17", "DSV Anhang 1", "DSV Art. 8", "DSV Art. 9", "DSV Art. 10", "DSV Art. 12"];

/** Which specific situation the question (or the earlier question) describes, if any. */
export function governingSituation(question: string, context?: string): string | undefined {
  const said = context ? `${question} ${context}` : question;
  return GOVERNED.find(([, pattern]) => pattern.test(said))?.[0];
}

const JUSTIFICATION =
  "Zulässig ist es nur mit der Einwilligung der betroffenen Person, wegen eines überwiegenden privaten oder öffentlichen Interesses oder weil ein Gesetz es vorsieht.";

/** Why the answer is no: the first ground the question shows, in the order of how plainly it decides. */
const NO_BECAUSE: Record<Exclude<GeneralGround, "anonymised" | "public" | "forever" | "sensitive-kept">, string> = {
  objection:
    "Nein, nicht ohne Rechtfertigung: Wer Personendaten gegen den ausdrücklich erklärten Willen der Person weiter bearbeitet, verletzt ihre Persönlichkeit.",
  sensitive:
    "Nein, nicht ohne Rechtfertigung: Besonders schützenswerte Daten wie Angaben zur Gesundheit oder zur Religion Dritten bekanntzugeben, verletzt die Persönlichkeit der betroffenen Person; eine Einwilligung dafür muss ausdrücklich sein.",
  purpose:
    "Nein, nicht ohne Rechtfertigung: Personendaten dürfen nur für den Zweck verwendet werden, für den sie beschafft wurden und den die Person erkennen konnte; ein neuer, damit nicht vereinbarer Zweck verletzt ihre Persönlichkeit.",
  disclosure:
    "Nein, nicht ohne Rechtfertigung: Personendaten an Dritte weiterzugeben oder zu veröffentlichen, ist nur in Ordnung, soweit es dem Zweck entspricht, für den sie beschafft wurden und den die Person erkennen konnte, etwa der Abwicklung eines Vertrags mit ihr; sonst verletzt es ihre Persönlichkeit.",
};

const FOREVER_NO =
  "Nein, nicht länger als nötig: Personendaten dürfen nur so lange aufbewahrt werden, wie es der Zweck erfordert, für den sie beschafft wurden; danach sind sie zu löschen oder zu anonymisieren, ausser eine gesetzliche Aufbewahrungspflicht verlangt mehr.";

const YES_FOR_CONTRACT =
  "Ja, soweit es für die Abwicklung oder Durchsetzung des Vertrags mit der Person nötig ist: Dafür dürfen die nötigen Angaben ohne Einwilligung weitergegeben werden, weil das Interesse daran überwiegt; mehr als nötig oder für andere Zwecke nicht.";

const ANONYMISED_YES =
  "Ja, wenn die Daten wirklich anonymisiert sind: Lässt sich niemand mehr bestimmen, auch nicht mit einem Schlüssel oder anderen Angaben, sind es keine Personendaten mehr, und das DSG gilt für sie nicht; pseudonymisierte Daten bleiben Personendaten.";

const PUBLIC_YES =
  "In der Regel ja: Wer seine Daten selbst allgemein zugänglich gemacht und ihre Bearbeitung nicht ausdrücklich untersagt hat, wird dadurch in der Regel nicht in seiner Persönlichkeit verletzt; verwendet werden dürfen sie aber nur für einen Zweck, der mit der Veröffentlichung vereinbar ist.";

const SENSITIVE_KEPT =
  "Nur soweit es für einen erkennbaren Zweck nötig ist, und wo es dafür eine Einwilligung braucht, muss sie ausdrücklich sein: Angaben etwa zur Gesundheit, zur Religion oder biometrische Daten sind besonders schützenswert. Ohne Einwilligung braucht es ein überwiegendes privates oder öffentliches Interesse oder ein Gesetz.";

const NEEDED =
  "Ja, aber nur soweit es für den Zweck nötig ist, für den die Daten beschafft wurden und den die betroffene Person erkennen kann: nur so viele Daten wie nötig und nur so lange wie nötig; was nicht mehr nötig ist, ist zu löschen oder zu anonymisieren. Für mehr braucht es die Einwilligung der Person, ein überwiegendes privates oder öffentliches Interesse oder ein Gesetz.";

/**
 * The general test applied to a permission question about a processing act, or undefined when the
 * question is not one (another kind of question, no processing act) or a specific rule governs.
 */
/** The class's form: a yes/no permission (or consent) question about a processing act. */
export function asksPermissionToProcess(question: string): boolean {
  if (!PERMISSION.test(question) && !CONSENT_ASKED.test(question)) return false;
  if (OPEN_QUESTION.test(askingSentence(question).trim())) return false;
  return DISCLOSE.test(question) || PROCESS.test(question);
}

export function generalTest(question: string, context?: string, topRef?: string): GeneralTest | undefined {
  if (!asksPermissionToProcess(question) || governingSituation(question, context)) return undefined;
  const discloses = DISCLOSE.test(question);
  if (discloses && topRef && ABROAD_PROVISIONS.includes(topRef)) return undefined;
  const grounds: GeneralGround[] = [];
  if (OBJECTION.test(question)) grounds.push("objection");
  if (SELF_PUBLISHED.test(question)) grounds.push("public");
  if (ANONYMISED.test(question) && !PSEUDONYMISED.test(question)) grounds.push("anonymised");
  if (SENSITIVE.test(question) && discloses) grounds.push("sensitive");
  if (NEW_PURPOSE.test(question)) grounds.push("purpose");
  if (discloses) grounds.push("disclosure");
  if (FOREVER.test(question)) grounds.push("forever");
  if (SENSITIVE.test(question) && !discloses) grounds.push("sensitive-kept");
  const first = grounds[0];
  if (!first) return { verdict: "needed", grounds, text: NEEDED, refs: ["DSG Art. 6", "DSG Art. 31"] };
  if (first === "anonymised") return { verdict: "yes", grounds, text: ANONYMISED_YES, refs: ["DSG Art. 6", "DSG Art. 5"] };
  if (first === "public") return { verdict: "yes", grounds, text: PUBLIC_YES, refs: ["DSG Art. 30", "DSG Art. 6"] };
  if (first === "sensitive-kept") return { verdict: "needed", grounds, text: SENSITIVE_KEPT, refs: ["DSG Art. 6", "DSG Art. 31"] };
  if (first === "forever") return { verdict: "no", grounds, text: FOREVER_NO, refs: ["DSG Art. 6"] };
  if (first === "disclosure" && grounds.length === 1 && FOR_THE_CONTRACT.test(question))
    return { verdict: "yes", grounds, text: YES_FOR_CONTRACT, refs: ["DSG Art. 31", "DSG Art. 6"] };
  // An objection or sensitive data passed on is a violation by Art. 30 Abs. 2 itself; otherwise the
  // principles of Art. 6 are what the use departs from.
  const refs =
    first === "objection" || first === "sensitive"
      ? ["DSG Art. 30", "DSG Art. 31", "DSG Art. 6"]
      : ["DSG Art. 6", "DSG Art. 30", "DSG Art. 31"];
  return { verdict: "no", grounds, text: `${NO_BECAUSE[first]} ${JUSTIFICATION}`, refs };
}
