// The aspect a question asks for (deadline, cost, penalty) and whether a statement answers it.
// A statement that does not state the asked fact must not open the answer as if it did: when no
// statement answers the aspect, the answer says so plainly and gives the closest rule (issue 24).
import type { QuestionType } from "../search/query.js";

// A figure ends in a digit or apostrophe: blanks after it belong to the `\s+` that follows, so the two
// never split a run of blanks between them (polynomial backtracking, issue 23, decision 018).
const NUMBER = String.raw`(?:\d(?:[\d'’ ]*[\d'’])?|ein|eine[mn]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|dreissig|hundert)`;
/** A period of time or an urgency ("innert 30 Tagen", "zwei Jahre", "so rasch als möglich"). */
// Both run only on statements of our knowledge base (a few hundred characters each), never on what a
// user types, so a worst case of the moving match is bounded (decision 018).
export const PERIOD = new RegExp(
  // eslint-disable-next-line regexp/no-super-linear-move
  String.raw`\b${NUMBER}\s+(?:Arbeits|Kalender)?(?:Tag|Woche|Monat|Jahr|Stunde)|so rasch|unverzüglich|sofort|umgehend|ohne Verzug|jederzeit|vor Beginn|bis zum|bis \d|keine feste Frist|\d+\s*h\b`,
  "i",
);
/** A sum of money or a share ("bis 250 000 Franken", "CHF 30", "10 Prozent", "kostenlos"). */
// The lookbehind starts a figure at its first digit only ("250 000" at the 2, not again at each 0).
export const SUM =
  // eslint-disable-next-line regexp/no-super-linear-move
  /\d(?<!\d[\d'’ ]*?\d)(?:[\d'’ ]*[\d'’])?\s*(?:Franken|CHF|Fr\.|Prozent|%)|(?:CHF|Fr\.)\s*\d|kostenlos|unentgeltlich|gebührenfrei/i;
/** Whether something is punishable, and how. */
const PENALTY = /strafbar|bestraft|Busse|Freiheitsstrafe|Geldstrafe|Strafantrag|auf Antrag/i;

const ANSWERED_BY: Partial<Record<QuestionType, RegExp>> = { deadline: PERIOD, amount: SUM, sanction: PENALTY };

/** The honest opening when no statement answers the asked aspect; the closest rule follows it. */
const GAP: Partial<Record<QuestionType, string>> = {
  deadline: "Eine feste Frist nennt das Gesetz dafür nicht; massgeblich ist Folgendes:",
  amount: "Einen festen Betrag nennt das Gesetz dafür nicht; massgeblich ist Folgendes:",
  sanction: "Eine eigene Strafbestimmung dafür nennen meine Quellen nicht; massgeblich ist Folgendes:",
};

// Asked for in so many words: stricter than the question types (004), where "Geld" or "Kosten"
// anywhere makes an amount question ("Geld aus der Kasse geklaut" asks for no sum). "Wie lange
// dürfen wir … aufbewahren?" asks for no fixed period: the answer is "as long as needed".
const ASKED: [QuestionType, RegExp][] = [
  [
    "deadline",
    /\b(?:bis wann|innert welcher|innerhalb welcher|in welcher frist|welche frist|gibt es (?:da )?(?:eine )?fristen?|wie schnell|wie rasch|wie lange (?:haben|hat|müssen|muss)|wie viel zeit|ab wann|by when|how long|how soon|how fast|how quickly|quel délai|dans quel délai|combien de temps|à quelle vitesse|entro quando|entro quale termine|quanto tempo|quanto velocemente|quanto rapidamente)\b/iu,
  ],
  [
    "amount",
    /\b(?:was kostet|wie viel kostet|wie viel (?:dürfen|darf|können|kann) (?:wir|ich|man)|gebühr|gebühren|etwas verlangen|etwas verrechnen|geld verlangen|kosten verlangen|kostenlos|gratis|wie hoch (?:ist|sind) die (?:busse|strafe)|how much|combien (?:co[uû]te|faut-il payer)|frais|quanto costa|kostet (?:das|es|mich|uns|etwas)|co[uû]te(?:-t-(?:il|elle))?|est-ce payant|costa(?:no)? (?:qualcosa|niente)|gratuit[oa]|a pagamento|does (?:it|that|this) cost|(?:is|are) (?:it|that|this|they) free|(?:me|nous|vous|lui|leur) facturer|faire payer|far(?:ci|mi|gli)? pagare|charge (?:me|us|them|him|her|a fee|for)|bill (?:me|us|them|him|her))\b/iu,
  ],
  [
    "sanction",
    /\b(?:strafbar|was droht|was riskier|welche strafe|bestraft|busse|bussen|punishable|penalty|fine|criminal|offence|offense|amende|punissable|pénalement|délit|infraction pénale|sanzione|multa|reato|punibile|penalmente)\b/iu,
  ],
];

// A sum the asker wants to charge ("Dürfen wir 40 Franken verrechnen?", "Posso chiedergli 60 franchi?",
// "Can we bill CHF 50?") asks about the cost, whatever words carry it.
// It runs on what the user types: a figure starts only at the first digit of a run (the lookbehind),
// so each run is read once (decision 018).
const SUM_ASKED = /(?<![\d'’])\d+(?:['’]\d+)* ?(?:franken|franke|fr\.|chf|francs|franchi)|(?:chf|fr\.) ?\d/iu;
const CHARGE =
  /(?<!\p{L})(?:verlangen|verlange|verrechnen|berechnen|in rechnung|chieder\p{L}*|far pagare|fatturare|demander|facturer|faire payer|charge|bill|ask (?:for|them))(?!\p{L})/iu;

/** The aspect the question asks for in so many words, if it is one whose answer can be tested. */
export function askedAspect(question: string): QuestionType | undefined {
  const asked = ASKED.find(([, pattern]) => pattern.test(question))?.[0];
  if (asked) return asked;
  return SUM_ASKED.test(question) && CHARGE.test(question) ? "amount" : undefined;
}

/** Whether a statement states the fact the aspect asks for; aspects without a test always pass. */
export function answersAspect(type: QuestionType | undefined, text: string): boolean {
  const test = type ? ANSWERED_BY[type] : undefined;
  return !test || test.test(text);
}

export function aspectGap(type: QuestionType | undefined): string | undefined {
  return type ? GAP[type] : undefined;
}
