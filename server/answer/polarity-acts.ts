// The act a French, Italian or English yes/no question asks about, in the German words of our
// statements (issue 24, decision 005, session 14). A German question ends with its verb ("Dürfen
// wir … schicken?"); the others put it right after the modal ("Peut-on envoyer …", "Posso
// dirglielo", "Can we keep …"), so the act is the first word after the modal that is not a pronoun
// or an adverb, brought to German by the glossary or, for the everyday verbs the glossary leaves
// out because they carry no topic for the search, by the short list below.
import { translate } from "../search/glossary.js";
import type { Language } from "../search/language.js";

type Foreign = Exclude<Language, "de">;

/** Pronouns, articles, particles and adverbs that stand between the modal and the verb. */
const SKIP: Record<Foreign, Set<string>> = {
  fr: new Set(
    "le la les l lui leur leurs y en me m te t se s nous vous on il elle ils elles ne n pas de d du des que qu simplement quand même encore aussi vraiment enfin toujours bien juste légalement".split(
      " ",
    ),
  ),
  it: new Set("lo la li le gli ne ci vi mi ti si anche ancora davvero semplicemente proprio già di a che il diritto".split(" ")),
  en: new Set("i we they he she you it just simply also still really even actually legally to be the a an ever".split(" ")),
};

/** Everyday verbs without a glossary entry (the glossary feeds the search; these only read the act). */
const VERBS: Record<Foreign, Record<string, string>> = {
  fr: {
    dire: "sagen mitteilen bekanntgeben preisgeben weitergeben",
    donner: "geben herausgeben bekanntgeben weitergeben",
    remettre: "herausgeben geben",
    utiliser: "verwenden nutzen bearbeiten",
    lire: "lesen",
    montrer: "zeigen",
    photographier: "fotografieren",
    appeler: "anrufen",
    installer: "installieren einsetzen",
  },
  it: {
    dire: "sagen mitteilen bekanntgeben preisgeben weitergeben",
    dare: "geben herausgeben bekanntgeben weitergeben",
    usare: "verwenden nutzen bearbeiten",
    utilizzare: "verwenden nutzen bearbeiten",
    mostrare: "zeigen",
    fotografare: "fotografieren",
    chiamare: "anrufen",
    installare: "installieren einsetzen",
    mandare: "senden schicken",
  },
  en: {
    tell: "sagen mitteilen bekanntgeben preisgeben weitergeben",
    give: "geben herausgeben bekanntgeben weitergeben",
    hand: "herausgeben geben",
    use: "verwenden nutzen bearbeiten",
    read: "lesen",
    show: "zeigen",
    photograph: "fotografieren",
    call: "anrufen",
    install: "installieren einsetzen",
    transfer: "übermitteln bekanntgeben",
  },
};

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/** An Italian infinitive with its pronouns attached ("dirglielo", "darglieli", "inviarli") as the infinitive. */
function italianInfinitive(word: string): string {
  const m = /^(\p{L}+?[aei]r)(?:glie(?:lo|la|li|le|ne)|lo|la|li|le|ne|gli|mi|ti|ci|vi|si|mela|melo|cela|celo)$/u.exec(word);
  return m ? `${m[1]}e` : word;
}

/** The German words for one foreign word or phrase: our verb list first, then the glossary. */
function german(phrase: string, language: Foreign): string[] {
  const own = VERBS[language][phrase];
  if (own) return own.split(" ");
  return translate(phrase, language).flatMap((words) => words.split(" "));
}

/**
 * The German words for the act asked after the modal: `rest` is the asking sentence after the modal's
 * words, up to its first comma. For "tolerate" every act named after it counts ("accepter que
 * l'employeur lise mes e-mails"), since what is to be accepted comes later in the sentence.
 */
export function foreignActs(rest: string, language: Foreign, everyAct = false): string[] {
  const words = (plain(rest.split(/[,;:?!]/)[0]).match(/[\p{L}-]+/gu) ?? [])
    // An inverted pronoun ("doivent-ils") is not the act.
    .map((w) => w.replace(/-(?:t-)?(?:je|nous|vous|on|il|elle|ils|elles)$/u, ""))
    .filter(Boolean);
  // Every act a clause names: its verbs only (German nouns are capitalised), a thing named is no act.
  if (everyAct)
    return translate(words.join(" "), language)
      .flatMap((w) => w.split(" "))
      .filter((w) => w === w.toLowerCase());
  const at = words.findIndex((w) => !SKIP[language].has(w));
  if (at < 0) return [];
  const first = language === "it" ? italianInfinitive(words[at]) : words[at];
  const alone = german(first, language);
  if (alone.length) return alone;
  // A verb the lists do not know, or a noun after "need" ("need standard contractual clauses",
  // "besoin d'un registre"): what the glossary finds in it and the two words after it.
  return german([first, ...words.slice(at + 1, at + 3)].join(" "), language);
}
