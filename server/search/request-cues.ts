// Cues shared by the classes of requests that are not ours to answer (./requests.ts,
// ./requests-everyday.ts): what keeps a request a question about people's data or the law.
import { lastOf } from "./memo.js";
import { guard } from "./word-guard.js";

/** A class of request: what makes a question one, and whether a data action can still make it ours. */
export interface RequestClass {
  name: string;
  test: (question: string) => boolean;
  unlessDataAction: boolean;
}

// Something done with people's data: a question that also says this stays a data question
// ("Darf die Treuhänderin unsere Excel-Liste mit Löhnen weitergeben?").
export const DATA_ACTION = guard(
  /(?<!\p{L})(?:bearbeit|weiterge|weiterzugeb|bekanntge|bekanntzugeb|speicher|gespeichert|lösch|aufbewahr|veröffentlich|einsicht|auskunft|überwach|kopier|auslager|outsourc|übermittel|sous-trait|esternalizz|einwillig|zugriff|partag|communiqu|conserv|condivi|comunica|share|disclos|store|retain)/iu,
);

// A legal cue: a question about what is allowed or owed keeps an IT or HR request ours ("Müssen wir
// die Laptops verschlüsseln?" is about the duty of data security, "Wie verschlüssle ich …?" is IT).
export const LEGAL_CUE = guard(
  /(?<!\p{L})(?:darf|dürfen|muss|müssen|erlaubt|zulässig|pflicht\p{L}*|gesetz\p{L}*|dsg|dsv|edöb|rechtlich|rechtsgrundlage|haft\p{L}*|strafbar|einwillig\p{L}*|peut-on|doit|devons|obligatoire|légal|possiamo|dobbiamo|obbligo|legale|may we|must we|allowed|lawful|legal)(?!\p{L})/iu,
);

// What people call a thing by its name in quotes: a column "Einwilligung erteilt", a file
// 'Personendaten', a campaign «Deine Daten». The label says what the thing is called, not what the
// question asks, so its words neither make the request a data action nor a legal question.
// A single quote opens a label only after a non-letter and closes it before one: "l'entreprise",
// "n'a que" and "We're" are apostrophes.
const LABEL = /(?<!\p{L})'[^'\n]{1,80}'(?!\p{L})|"[^"\n]{1,80}"|«[^»\n]{1,80}»|„[^“”\n]{1,80}[“”]|“[^”\n]{1,80}”|‹[^›\n]{1,80}›/gu;

/** The question without its quoted labels. */
export const unquoted = lastOf((question: string): string => question.replace(LABEL, " "));

/**
 * A request that asks what the law allows or requires, or does something with people's data. The
 * request classes, the model's abstention and its features ask both of the same question several
 * times: remembered for the last question (issue 28, session 12).
 */
export const legalCue = lastOf((question: string): boolean => LEGAL_CUE.test(unquoted(question)));
export const dataAction = lastOf((question: string): boolean => DATA_ACTION.test(unquoted(question)));

// A foreign data-protection law for a company whose customers are all abroad.
export const FOREIGN_LAW = guard(/(?<!\p{L})(?:dsgvo|gdpr|rgpd|ccpa|cpra|hipaa|bdsg|pipeda|lgpd|ttdsg)(?!\p{L})/iu);
// A Swiss seat or authority: the country, its law and supervisor (by its name in every language), its
// cantons and larger towns.
export const SWISS_LINK = guard(
  /(?<!\p{L})(?:schweiz\p{L}*|swiss|suisse|svizzer\p{L}*|edöb|edoeb|pfpdt|ifpdt|fdpic|dsg|revdsg|ndsg|nlpd|lpd|fadp|kanton\p{L}*|canton\p{L}*|zürich|zürcher\p{L}*|zurich|bern|berner\p{L}*|berne|basel|basler\p{L}*|bâle|luzern|lucerne|genf|genève|geneva|lausanne|lugano|ticino|tessin|zug|winterthur|st\. ?gallen|aarau|chur|sion|fribourg|freiburg im üechtland|neuchâtel|biel|bienne)(?!\p{L})/iu,
);

// A Swiss word that excludes a link: "keine Schweizer", "no Swiss customers", "aucun client suisse", and
// with the place after what is ruled out, "ohne Kunden in der Schweiz", "sans clients en Suisse",
// "senza clienti in Svizzera", "no customers in Switzerland" (session 18), also for a list of what is ruled
// out ("ohne Kunden oder Niederlassung in der Schweiz", "sans clients ni succursale en Suisse", session 21).
const NO_SWISS =
  /(?<!\p{L})(?:keine?n?|ohne|no|not|non|aucune?s?|nessun[oa]?|sans|senza|without)\s+(?:[\p{L}-]+\s+){0,2}(?:(?:oder|noch|und|ou|ni|et|o|né|e|or|nor|and)\s+(?:[\p{L}-]+\s+){0,2})?(?:(?:in|aus|an|nach|en|à|au|de|della|dalla|from|to)\s+(?:der\s+|die\s+|la\s+|the\s+)?)?(?:schweiz\p{L}*|swiss|suisses?|svizzer\p{L}*|switzerland)(?!\p{L})/giu;
const NEGATED = guard(/(?<!\p{L})(?:keine?n?|ohne|no|not|non|aucune?s?|nessun[oa]?|sans|senza|without)(?!\p{L})/iu);

/** A Swiss link once the Swiss words that rule one out are set aside. */
export const swissLinked = (question: string): boolean =>
  SWISS_LINK.test(question) && (!NEGATED.test(question) || SWISS_LINK.test(question.replace(NO_SWISS, " ")));

/** The message rules out a Swiss link in so many words and names none besides. */
export function swissRuledOut(question: string): boolean {
  if (!NEGATED.test(question)) return false;
  NO_SWISS.lastIndex = 0;
  return NO_SWISS.test(question) && !SWISS_LINK.test(question.replace(NO_SWISS, " "));
}

// The organisation asking speaks of itself ("Wir sind …", "our agency", "nous", "siamo"): a link it rules
// out is its own, unlike a foreign sender "ohne Bezug zur Schweiz" writing to someone here.
export const WE = guard(/(?<!\p{L})(?:wir|uns|unser\p{L}*|we|our|us|nous|notre|nos|noi|nostr\p{L}*|siamo|abbiamo|sommes|avons)(?!\p{L})/iu);
