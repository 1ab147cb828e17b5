// Query understanding for long, everyday questions (docs/decisions/004-german-retrieval.md):
// which language, which kind of question, which words describe the situation and how much each
// one should count.
import { detectLanguage, type Language } from "./language.js";

export type QuestionType = "deadline" | "amount" | "sanction" | "may" | "must" | "who" | "definition" | "right" | "howto";

// Ordered: the first type found leads the answer; a question may have several (multi-part).
const TYPE_PATTERNS: [QuestionType, RegExp][] = [
  [
    "deadline",
    /\b(bis wann|wie lange|wie schnell|wie rasch|innert welcher|innerhalb welcher|frist|fristen|ab wann|seit wann|wie bald|wie viele tage|combien de temps|quel délai|délai|entro quando|quanto tempo|termine|how long|how soon|deadline|by when)\b/i,
  ],
  [
    "amount",
    /\b(wie viel|wieviel|wie hoch|wie teuer|was kostet|kosten|kostet|gebühr|gebühren|geld|entgelt|kostenlos|gratis|busse|bussen|franken|chf|combien|coût|amende|quanto costa|multa|how much|fine|fee)\b/i,
  ],
  [
    "sanction",
    /\b(strafe|strafen|bestraft|strafbar|droht|drohen|sanktion|sanktionen|konsequenzen|was passiert( [a-zäöü]+)? (einem|einer|dem|der)|sanction|sanctions|puni|sanzione|sanzioni|punito|penalty|penalties|punished)\b/i,
  ],
  [
    "may",
    /\b(darf|dürfen|darfst|dürfte|erlaubt|zulässig|ist das ok|ist das okay|in ordnung|legal|rechtens|geht das|problem|peut-il|peuvent|ont-ils le droit|a-t-il le droit|est-ce permis|autorisé|possono|può|è permesso|is it legal|allowed|are they allowed|can they|may we|can we)\b/i,
  ],
  [
    "must",
    /\b(muss|müssen|musst|pflicht|verpflichtet|braucht es|brauchen wir|benötigen wir|erforderlich|nötig|notwendig|anforderungen|voraussetzungen|doit|doivent|obligé|obligatoire|exigences|devo|dobbiamo|obbligo|requisiti|must|required|have to|need to|requirements)\b/i,
  ],
  [
    "right",
    /\b(kann ich verlangen|können wir verlangen|anspruch|recht auf|habe ich ein recht|kann ich|was kann ich tun|widerrufen|zurückziehen|erfahre ich|werde ich informiert|puis-je exiger|droit|posso chiedere|diritto|can i demand|right to|what can i do)\b/i,
  ],
  [
    "who",
    /\b(wer ist|wer muss|wer darf|wer haftet|wer trägt|wer kontrolliert|wer wird|gegen wen|an wen|wem muss|wem müssen|wem darf|wem dürfen|zuständig|befugt|qui|chi|who|to whom)\b/i,
  ],
  ["definition", /\b(was ist|was sind|was bedeutet|was versteht man|definition|begriff|qu'est-ce|cos'è|what is|what are|what does)\b/i],
  [
    "howto",
    /\b(wie gehe|wie gehen|was tun|was müssen wir tun|was muss ich tun|wie vorgehen|vorgehen|schritte|comment|come|how do|what should)\b/i,
  ],
];

export function questionTypes(question: string): QuestionType[] {
  // One loop, one array (session 19: a filtered copy of the patterns and a mapped one per question).
  const types: QuestionType[] = [];
  for (let i = 0; i < TYPE_PATTERNS.length; i++) if (TYPE_PATTERNS[i][1].test(question)) types.push(TYPE_PATTERNS[i][0]);
  return types;
}

// General-language words: frequent in everyday questions, present in our corpus now and then,
// but never what a data-protection question is about. They count little, not nothing.
export const GENERAL_WORDS = new Set(
  (
    "klein kleine kleinen kleiner gross grosse grossen einfach jetzt immer heute gestern morgen letzte letzten letzter woche wochen monat monate monaten jahr jahre jahren tag tage tagen " +
    "leute person personen mensch menschen chef chefin firma firmen büro geschäft betrieb unternehmen kmu frage fragen problem probleme ok okay gut schlecht richtig falsch " +
    "neu neue neuen alt alte alten ganz ganze ganzen viel viele vielen mehr weniger wenig alle allen etwas irgendwas irgendwie irgendein irgendeine eigentlich wirklich überhaupt " +
    "schon noch bereits gerade plötzlich sofort später früher zuerst dann danach vorher nachher jemand niemand jeder einer keiner sagen sagt gesagt meint meinen meinte " +
    "gefragt fragen fragt möchte möchten würde würden könnte könnten sollte sollten wollen will wollte hab habe haben hat hatte hatten gibt geben gemacht machen macht " +
    "sehen sieht gesehen kommen kommt gekommen gehen geht gegangen finden findet gefunden bekommen bekommt bekam schicken schickt geschickt schreiben schreibt geschrieben " +
    "lesen liest gelesen wissen weiss gewusst denken denkt glauben glaube glaubt zeit mal halt eh ja nein genau bisschen paar beispiel zb usw etc " +
    "zürich bern basel luzern genf lausanne lugano zug winterthur st gallen aarau chur thun biel schweiz schweizer kanton kantonal " +
    "mann frau kind kinder vater mutter sohn tochter kollege kollegin kollegen freund freundin nachbar nachbarin"
  ).split(/\s+/),
);

export interface Understood {
  language: Language;
  types: QuestionType[];
}

export function understand(question: string): Understood {
  return { language: detectLanguage(question), types: questionTypes(question) };
}
