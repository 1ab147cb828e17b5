// How each language asks a yes/no question about what is allowed or owed (issue 24, decision 005,
// session 14). polarity.ts reads the asked modal and the asked act from these tables and compares
// them with our German statement: "Peut-on envoyer …?" asks "may" about "senden", "Dobbiamo
// informarli?" asks "must" about "informieren", "Do I have to put up with it?" asks whether the
// other side may. Written once per language, never per question; the German table is the one the
// answers have used since session 10. The patterns run on what the user types: each is a choice of
// fixed words with no repetition over a shared character class (decision 018).
import type { Language } from "../search/language.js";

/**
 * "may" and "must" ask what the one asking may or must do; "forbidden" asks the other way round
 * ("Est-il interdit de …?"); "tolerate" asks whether one must accept what someone else does, which
 * the other side's permission answers ("Devo accettare che …?").
 */
export type AskedModal = "may" | "must" | "forbidden" | "tolerate";

export interface LanguageCues {
  asks: [AskedModal, RegExp][];
  /** A negated question asks the other way round: no opening. */
  negated: RegExp;
  /** A question for information ("Dans quel délai devons-nous …?", "Cosa dobbiamo fare?") is no yes/no, whatever modal it has. */
  informing?: RegExp;
}

/** Where a modal may stand in another language: the sentence's start, or after a leading clause ("Si …, pouvons-nous …?"). */
const START = String.raw`(?:^|[,;:–] )(?:(?:and|but|so|then|et|mais|alors|donc|e|ma|quindi|allora) )?`;
const at = (body: string) => new RegExp(`${START}(?:${body})(?!\\p{L})`, "iu");
const anywhere = (body: string) => new RegExp(`(?<!\\p{L})(?:${body})(?!\\p{L})`, "iu");

const GERMAN: LanguageCues = {
  asks: [
    [
      "may",
      /^(?:(?:und|aber|also|oder) )?(?:darf|dürfen|darfst|dürfte|dürften|kann|können|kannst|könnte|könnten)\b|\b(?:ist|wäre) (?:das|es|dies)(?: \p{L}+)? (?:erlaubt|zulässig|ok|okay|in ordnung)\b|^geht das\b/iu,
    ],
    [
      "must",
      /^(?:(?:und|aber|also) )?(?:muss|müssen|musst|brauche|brauchen|braucht)\b|^(?:bin|sind|ist) (?:ich|wir|er|sie|man) (?:dazu |gesetzlich )?verpflichtet\b/iu,
    ],
  ],
  // As since session 10, with the other languages' negations a German question may borrow ("…, no?").
  negated: /(?<!\p{L})(?:nicht|kein\p{L}*|nie|niemand\p{L}*|nein|pas|non|not|no|n't|nessun\p{L}*)(?!\p{L})/iu,
};

const FRENCH: LanguageCues = {
  asks: [
    ["forbidden", anywhere("est-(?:ce|il) (?:interdit|illégal|illicite|défendu)")],
    [
      "tolerate",
      at(
        "(?:dois-je|devons-nous|doit-on|faut-il|suis-je obligée?|sommes-nous obligée?s) (?:l'|le |la |les )?(?:accepter|tolérer|supporter|subir)",
      ),
    ],
    [
      "may",
      at(
        "puis-je|pouvons-nous|peut-on|peut-il|peut-elle|peuvent-ils|peuvent-elles|pourrais-je|pourrions-nous|pourrait-on|pouvait-(?:il|elle|on)|pouvaient-(?:ils|elles)|(?:avait|a)-(?:il|elle|on) le droit|est-ce que (?:je|nous|on|l'on|il|elle|ils|elles) (?:peux|pouvons|peut|peuvent)|(?:ai-je|avons-nous|a-t-il|a-t-elle|a-t-on|ont-ils|ont-elles|en a-t-il|en a-t-elle|en ont-ils|en ont-elles) le droit|(?:sommes-nous|suis-je) (?:autorisée?s?|en droit)",
      ),
    ],
    ["may", anywhere("est-(?:ce|il) (?:permis|autorisé|légal|licite|admis|acceptable|possible)")],
    // A noun before the inverted verb ("L'employeur peut-il …?", "La banque doit-elle …?").
    ["may", anywhere("(?:peut|peuvent|pouvait|pouvaient)-(?:il|elle|ils|elles)")],
    ["must", anywhere("(?:doit|doivent|devait|devaient)-(?:il|elle|ils|elles)|(?:aurait|auraient)-(?:il|elle|ils|elles) dû")],
    [
      "must",
      at(
        "dois-je|devons-nous|doit-on|doit-il|doit-elle|doivent-ils|doivent-elles|faut-il|(?:sommes-nous|suis-je|est-on|est-il|est-elle) (?:obligée?s?|tenue?s?)|est-ce que (?:je|nous|on|il|elle) (?:dois|devons|doit)|(?:avons-nous|ai-je) besoin",
      ),
    ],
  ],
  // "ne … pas", "n'est-ce pas", "non": also the tag question that expects its answer.
  negated: anywhere("pas|non|jamais|aucune?|rien|ni"),
  informing:
    /^(?:(?:et|mais|alors|donc|dans|en|à|de|pour|par|jusqu'à|d') )?(?:que|qu|quel|quelle|quels|quelles|quoi|qui|combien|comment|quand|où|pourquoi|lequel|laquelle)(?!\p{L})/iu,
};

const ITALIAN: LanguageCues = {
  asks: [
    ["forbidden", anywhere("è (?:vietato|illegale|illecito|proibito)")],
    ["tolerate", at("(?:devo|dobbiamo|deve|bisogna) (?:accettar\\p{L}*|tollerar\\p{L}*|sopportar\\p{L}*|subir\\p{L}*)")],
    // Italian keeps the subject before the verb ("Il medico può mandare …?"): the modal stands anywhere.
    [
      "may",
      anywhere(
        "posso|possiamo|può|possono|potrei|potremmo|si può|si possono|potevo|poteva|potevamo|potevano|(?:ho|abbiamo|ha|hanno) (?:il )?diritto|(?:sono|siamo) autorizzat[oaie]",
      ),
    ],
    ["may", anywhere("è (?:permesso|consentito|lecito|legale|ammesso|possibile)|va bene")],
    [
      "must",
      anywhere(
        "devo|dobbiamo|deve|devono|bisogna|occorre|occorrono|serve|servono|ci vuole|ci vogliono|dovevo|doveva|dovevamo|dovevano|avrebbe dovuto|avrebbero dovuto|(?:sono|siamo|è) (?:obbligat[oaie]|tenut[oaie])|(?:ho|abbiamo) (?:l'obbligo|bisogno)",
      ),
    ],
  ],
  negated: anywhere("non|nessun\\p{L}*|mai|niente|nulla|né"),
  informing:
    /^(?:(?:e|ma|allora|quindi|in|a|di|per|da|entro) )?(?:che|cosa|chi|quale|quali|quanto|quanta|quanti|quante|come|quando|dove|perché)(?!\p{L})/iu,
};

const ENGLISH: LanguageCues = {
  asks: [
    ["forbidden", anywhere("(?:is|are) (?:it|that|this|they) (?:forbidden|prohibited|illegal|unlawful|banned)")],
    ["tolerate", at("(?:do|does|must|should) (?:i|we|he|she|they) (?:have to |need to )?(?:accept|tolerate|put up with|allow)")],
    [
      "may",
      at(
        "(?:can|may|could) (?:i|we|they|he|she|you|it|our|the|a|an|my|this|that|someone|anyone|companies|employers)|(?:am i|are we|is it|is he|is she|are they|was it|was he|was she|were they|were we) (?:allowed|permitted|entitled)|(?:do|does) (?:i|we|they|he|she|the \\p{L}+) have (?:a|the) right",
      ),
    ],
    ["may", anywhere("(?:is|are|was|were) (?:that|this|it|they|we|he|she) (?:allowed|permitted|legal|lawful|ok|okay|acceptable|possible)")],
    [
      "must",
      at(
        "must (?:i|we|they|he|she|you|our|the)|(?:do|does|did) (?:i|we|they|he|she|you|our|the \\p{L}+) (?:really |still |also |even )?(?:have to|need to|need)|should (?:i|we|they|he|she) have|(?:am i|are we|is it|is he|is she|are they) (?:required|obliged|obligated)|(?:is|are) there (?:a|an|any) (?:duty|obligation|requirement)",
      ),
    ],
  ],
  negated: /(?<!\p{L})(?:not|no|never|nobody|nothing|none)(?!\p{L})|n['’]t(?!\p{L})/iu,
  informing: /^(?:(?:and|but|so|by|in|for|within|to|from|under|of) )?(?:what|which|who|whom|whose|how|when|where|why)(?!\p{L})/iu,
};

export const CUES: Record<Language, LanguageCues> = { de: GERMAN, fr: FRENCH, it: ITALIAN, en: ENGLISH };
